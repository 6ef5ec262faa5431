; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

(function_definition name: (name) @ref.definition)
(class_declaration name: (name) @ref.definition)
(interface_declaration name: (name) @ref.definition)
(trait_declaration name: (name) @ref.definition)
(enum_declaration name: (name) @ref.definition)
(method_declaration name: (name) @ref.definition)

(function_call_expression function: (name) @ref.call)
(function_call_expression function: (qualified_name (name) @ref.call))
(member_call_expression name: (name) @ref.call)
(scoped_call_expression name: (name) @ref.call)
(object_creation_expression (name) @ref.call)

(namespace_use_clause (qualified_name (name) @ref.import))
(namespace_use_clause (name) @ref.import)
