; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match. Used for the TypeScript
; and TSX grammars.

; Definitions.
(function_declaration name: (identifier) @ref.definition)
(generator_function_declaration name: (identifier) @ref.definition)
(function_signature name: (identifier) @ref.definition)
(class_declaration name: (type_identifier) @ref.definition)
(abstract_class_declaration name: (type_identifier) @ref.definition)
(interface_declaration name: (type_identifier) @ref.definition)
(type_alias_declaration name: (type_identifier) @ref.definition)
(enum_declaration name: (identifier) @ref.definition)
(internal_module name: (identifier) @ref.definition)
(variable_declarator name: (identifier) @ref.definition)
(method_definition name: (property_identifier) @ref.definition)
(abstract_method_signature name: (property_identifier) @ref.definition)
(method_signature name: (property_identifier) @ref.definition)
(public_field_definition name: (property_identifier) @ref.definition)

; Calls.
(call_expression function: (identifier) @ref.call)
(call_expression function: (member_expression property: (property_identifier) @ref.call))
(new_expression constructor: (identifier) @ref.call)
(new_expression constructor: (member_expression property: (property_identifier) @ref.call))

; Imports and re-exports.
(import_clause (identifier) @ref.import)
(import_specifier name: (identifier) @ref.import)
(import_specifier alias: (identifier) @ref.import)
(namespace_import (identifier) @ref.import)
(import_require_clause (identifier) @ref.import)
(export_statement (export_clause (export_specifier name: (identifier) @ref.import)) source: (_))

; CommonJS: names bound from `require(…)` are imports (import outranks definition on one node).
(variable_declarator
  name: (identifier) @ref.import
  value: (call_expression function: (identifier) @_require (#eq? @_require "require")))
(variable_declarator
  name: (object_pattern (shorthand_property_identifier_pattern) @ref.import)
  value: (call_expression function: (identifier) @_require (#eq? @_require "require")))
(variable_declarator name: (object_pattern (shorthand_property_identifier_pattern) @ref.definition))
