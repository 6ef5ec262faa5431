; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

(function_item name: (identifier) @ref.definition)
(function_signature_item name: (identifier) @ref.definition)
(struct_item name: (type_identifier) @ref.definition)
(enum_item name: (type_identifier) @ref.definition)
(union_item name: (type_identifier) @ref.definition)
(trait_item name: (type_identifier) @ref.definition)
(type_item name: (type_identifier) @ref.definition)
(const_item name: (identifier) @ref.definition)
(static_item name: (identifier) @ref.definition)
(mod_item name: (identifier) @ref.definition)
(let_declaration pattern: (identifier) @ref.definition)
(macro_definition name: (identifier) @ref.definition)

(call_expression function: (identifier) @ref.call)
(call_expression function: (scoped_identifier name: (identifier) @ref.call))
(call_expression function: (field_expression field: (field_identifier) @ref.call))
(macro_invocation macro: (identifier) @ref.call)

(use_declaration argument: (identifier) @ref.import)
(use_declaration argument: (scoped_identifier name: (identifier) @ref.import))
(use_list (identifier) @ref.import)
(use_list (scoped_identifier name: (identifier) @ref.import))
(use_as_clause alias: (identifier) @ref.import)
