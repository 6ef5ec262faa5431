; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

(class_declaration name: (identifier) @ref.definition)
(interface_declaration name: (identifier) @ref.definition)
(enum_declaration name: (identifier) @ref.definition)
(record_declaration name: (identifier) @ref.definition)
(annotation_type_declaration name: (identifier) @ref.definition)
(method_declaration name: (identifier) @ref.definition)
(constructor_declaration name: (identifier) @ref.definition)
(variable_declarator name: (identifier) @ref.definition)
(enum_constant name: (identifier) @ref.definition)

(method_invocation name: (identifier) @ref.call)
(object_creation_expression type: (type_identifier) @ref.call)

(import_declaration (scoped_identifier name: (identifier) @ref.import))
