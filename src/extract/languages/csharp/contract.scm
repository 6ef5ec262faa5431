; C# definitions and parameters. Capture names: src/extract/treeSitter/vocabulary.ts.
; Public = a `public` modifier; interface members and enum members are public without one.
; Namespaces are not entities: the first one names the file's `package`.

(compilation_unit (file_scoped_namespace_declaration name: (_) @package))
(namespace_declaration name: (_) @package)

; ---- types (nested types become members)
(class_declaration name: (identifier) @name body: (declaration_list) @body) @def.class
(struct_declaration name: (identifier) @name body: (declaration_list) @body) @def.struct
(interface_declaration name: (identifier) @name body: (declaration_list) @body) @def.interface
(enum_declaration name: (identifier) @name body: (enum_member_declaration_list) @body) @def.enum
((record_declaration name: (identifier) @name body: (declaration_list)? @body) @def.class (#set! modifier "record"))
((delegate_declaration name: (identifier) @name) @def.type (#set! modifier "delegate"))
(_ (type_parameter_list) @typeParams) @def
(_ (base_list (_) @extends)) @def
(record_declaration (parameter_list
  (parameter type: (_) @type name: (identifier) @name) @def.property @public))

; ---- members
(method_declaration
  returns: (_) @returns
  name: (identifier) @name
  parameters: (parameter_list) @params
  body: (_)? @body) @def.method
(constructor_declaration name: (identifier) @name parameters: (parameter_list) @params body: (_)? @body) @def.constructor
(property_declaration type: (_) @type name: (identifier) @name accessors: (accessor_list)? @body) @def.property
(field_declaration (variable_declaration type: (_) @type (variable_declarator name: (identifier) @name))) @def.field
(field_declaration (variable_declaration (variable_declarator name: (identifier) @name . (_) @value))) @def
((event_field_declaration (variable_declaration type: (_) @type (variable_declarator name: (identifier) @name)))
  @def.field (#set! modifier "event"))
(enum_member_declaration_list (enum_member_declaration name: (identifier) @name value: (_)? @value) @def.enumMember @public)

; ---- visibility, modifiers, attributes
((_ (modifier) @public) @def (#eq? @public "public"))
(interface_declaration body: (declaration_list
  [(method_declaration) (property_declaration) (event_field_declaration)] @def @public))
((_ (modifier) @modifier) @def (#not-any-of? @modifier "public" "private" "protected" "internal"))
(_ (attribute_list (attribute) @decorator)) @def
((_ (attribute_list (attribute name: (identifier) @_dep))) @def
  (#eq? @_dep "Obsolete")
  (#set! modifier "deprecated"))

; ---- parameters (`params T[] xs` is a rest parameter)
(parameter_list (parameter (modifier)* @param.type type: (_)? @param.type name: (identifier) @param.name) @param)
(parameter_list (parameter name: (identifier) . (_) @param.default) @param)
(parameter_list "params" . type: (_) @param.type . name: (identifier) @param.name @param @param.rest.list)
