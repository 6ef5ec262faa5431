; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

; Definitions.
(function_declaration name: (identifier) @ref.definition)
(method_declaration name: (field_identifier) @ref.definition)
(type_spec name: (type_identifier) @ref.definition)
(const_spec name: (identifier) @ref.definition)
(var_spec name: (identifier) @ref.definition)
(short_var_declaration left: (expression_list (identifier) @ref.definition))
(method_elem name: (field_identifier) @ref.definition)
(field_declaration name: (field_identifier) @ref.definition)

; Calls.
(call_expression function: (identifier) @ref.call)
(call_expression function: (selector_expression field: (field_identifier) @ref.call))

; Imports: the package name an import binds (its alias).
(import_spec name: (package_identifier) @ref.import)
