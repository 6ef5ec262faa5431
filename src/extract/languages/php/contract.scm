; PHP definitions and parameters. Capture names: src/extract/treeSitter/vocabulary.ts.
; Public unless `private`/`protected`; docs are the `/** *\/` comment above, with PHPDoc `@tags`.
; The namespace is the file's `package`; the doc comment above it is the file description.

(namespace_definition name: (namespace_name) @package) @file.docAnchor

; ---- declarations
(function_definition
  name: (name) @name
  parameters: (formal_parameters) @params
  return_type: (_)? @returns
  body: (compound_statement) @body) @def.function
(class_declaration name: (name) @name body: (declaration_list) @body) @def.class
(interface_declaration name: (name) @name body: (declaration_list) @body) @def.interface
(trait_declaration name: (name) @name body: (declaration_list) @body) @def.trait
(enum_declaration name: (name) @name body: (enum_declaration_list) @body) @def.enum
(enum_declaration_list (enum_case name: (name) @name value: (_)? @value) @def.enumMember)
(class_declaration (base_clause (_) @extends)) @def
(class_declaration (class_interface_clause (_) @implements)) @def
(interface_declaration (base_clause (_) @extends)) @def
(enum_declaration (class_interface_clause (_) @implements)) @def

; ---- members
(method_declaration
  name: (name) @name
  parameters: (formal_parameters) @params
  return_type: (_)? @returns
  body: (compound_statement)? @body) @def.method
((method_declaration name: (name) @_ctor) @def.constructor (#eq? @_ctor "__construct"))
(property_declaration type: (_)? @type (property_element name: (variable_name) @name default_value: (_)? @value)) @def.property
(const_declaration (const_element (name) @name . (_) @value)) @def.constant

; ---- visibility, modifiers, attributes
((_ (visibility_modifier) @private) @def (#any-of? @private "private" "protected"))
(_ [(static_modifier) (abstract_modifier) (final_modifier) (readonly_modifier)] @modifier) @def
(_ attributes: (attribute_list (attribute_group (attribute) @decorator))) @def

; ---- parameters
(formal_parameters (simple_parameter
  type: (_)? @param.type
  name: (variable_name) @param.name
  default_value: (_)? @param.default) @param)
(formal_parameters (variadic_parameter type: (_)? @param.type name: (variable_name) @param.name) @param @param.rest.list)
(formal_parameters (property_promotion_parameter
  type: (_)? @param.type
  name: (variable_name) @param.name
  default_value: (_)? @param.default) @param)
