; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

(class_declaration name: (identifier) @ref.definition)
(interface_declaration name: (identifier) @ref.definition)
(struct_declaration name: (identifier) @ref.definition)
(record_declaration name: (identifier) @ref.definition)
(enum_declaration name: (identifier) @ref.definition)
(method_declaration name: (identifier) @ref.definition)
(constructor_declaration name: (identifier) @ref.definition)
(property_declaration name: (identifier) @ref.definition)
(local_function_statement name: (identifier) @ref.definition)
(variable_declarator name: (identifier) @ref.definition)

(invocation_expression function: (identifier) @ref.call)
(invocation_expression function: (member_access_expression name: (identifier) @ref.call))
(object_creation_expression type: (identifier) @ref.call)

(using_directive (identifier) @ref.import)
(using_directive (qualified_name name: (identifier) @ref.import))
