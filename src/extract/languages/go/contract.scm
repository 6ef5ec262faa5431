; Go definitions, parameters and file facts. Capture names: src/extract/treeSitter/vocabulary.ts.
; Exported = upper-case initial (profile `publicName`); doc comments are the `//` lines above.

; ---- file: package name; the comment above `package` is the package doc
(source_file (package_clause (package_identifier) @package) @file.docAnchor)

; ---- functions and methods (methods join their receiver type, BC-17)
(source_file (function_declaration
  name: (identifier) @name
  parameters: (parameter_list) @params
  result: (_)? @returns
  body: (block)? @body) @def.function)
(function_declaration type_parameters: (type_parameter_list (type_parameter_declaration) @typeParam)) @def
(source_file (method_declaration
  receiver: (parameter_list) @receiver
  name: (field_identifier) @name
  parameters: (parameter_list) @params
  result: (_)? @returns
  body: (block)? @body) @def.method)
(method_declaration receiver: (parameter_list (parameter_declaration type: [
  (type_identifier) @receiver.type
  (pointer_type (type_identifier) @receiver.type)
  (generic_type type: (type_identifier) @receiver.type)
  (pointer_type (generic_type type: (type_identifier) @receiver.type))]))) @def

; ---- types: a spec alone in its `type` declaration takes the declaration's range and doc
(source_file (type_declaration (type_spec
  name: (type_identifier) @name
  type: [(type_identifier) (qualified_type) (generic_type) (pointer_type) (slice_type) (array_type)
         (map_type) (channel_type) (function_type) (negated_type)] @value) @def.type) @decl)
(source_file (type_declaration (type_alias name: (type_identifier) @name type: (_) @value) @def.type) @decl)
(source_file (type_declaration (type_spec
  name: (type_identifier) @name
  type: (struct_type (field_declaration_list) @body)) @def.struct) @decl)
(source_file (type_declaration (type_spec
  name: (type_identifier) @name
  type: (interface_type "{" @body)) @def.interface) @decl)
(type_spec type_parameters: (type_parameter_list (type_parameter_declaration) @typeParam)) @def
(type_spec type: (interface_type (type_elem . [(type_identifier) (qualified_type) (generic_type)] @extends .))) @def

; ---- struct fields; an embedded field is named after its type
(struct_type (field_declaration_list
  (field_declaration name: (field_identifier) @name type: (_) @type) @def.field))
; (a type of this package, unqualified, is what the field `@embeds`: its exported methods are promoted to the struct)
(struct_type (field_declaration_list
  (field_declaration !name type: [
    (type_identifier) @name @embeds
    (qualified_type name: (type_identifier) @name)
    (generic_type type: [(type_identifier) @name @embeds (qualified_type name: (type_identifier) @name)])]) @def.field @type))

; ---- interface method sets: members of the interface, never top-level functions (BC-17)
(interface_type (method_elem
  name: (field_identifier) @name
  parameters: (parameter_list) @params
  result: (_)? @returns) @def.method)

; ---- constants and variables, alone or grouped
; (const_spec names are matched without their field: the grammar also tags the "," between them `name`,
; which hides every name after the first from a `name:` pattern)
(source_file (const_declaration
  (const_spec (identifier) @name type: (_)? @type value: (expression_list)? @value) @def.constant) @decl)
(source_file (var_declaration
  (var_spec name: (identifier) @name type: (_)? @type) @def.variable) @decl)
(source_file (var_declaration (var_spec_list
  (var_spec name: (identifier) @name type: (_)? @type) @def.variable)) @decl)

; ---- parameters (`...T` is a rest parameter)
(parameter_list (parameter_declaration name: (identifier) @param.name type: (_) @param.type) @param)
(parameter_list (parameter_declaration !name type: (_) @param.type) @param)
(parameter_list (variadic_parameter_declaration name: (identifier)? @param.name type: (_) @param.type)
  @param @param.rest.list)
