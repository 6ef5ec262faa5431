; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

; Definitions.
(function_definition name: (identifier) @ref.definition)
(class_definition name: (identifier) @ref.definition)
(assignment left: (identifier) @ref.definition)
(assignment left: (pattern_list (identifier) @ref.definition))

; Calls.
(call function: (identifier) @ref.call)
(call function: (attribute attribute: (identifier) @ref.call))

; Imports.
(import_statement name: (dotted_name (identifier) @ref.import))
(import_statement name: (aliased_import alias: (identifier) @ref.import))
(import_from_statement name: (dotted_name (identifier) @ref.import))
(import_from_statement name: (aliased_import name: (dotted_name (identifier) @ref.import)))
(import_from_statement name: (aliased_import alias: (identifier) @ref.import))
