; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

(function_declarator declarator: (identifier) @ref.definition)
(function_declarator declarator: (field_identifier) @ref.definition)
(function_declarator declarator: (qualified_identifier name: (identifier) @ref.definition))
(class_specifier name: (type_identifier) @ref.definition)
(struct_specifier name: (type_identifier) @ref.definition)
(enum_specifier name: (type_identifier) @ref.definition)
(init_declarator declarator: (identifier) @ref.definition)

(call_expression function: (identifier) @ref.call)
(call_expression function: (field_expression field: (field_identifier) @ref.call))
(call_expression function: (qualified_identifier name: (identifier) @ref.call))
