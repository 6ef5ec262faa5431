; Java definitions and parameters. Capture names: src/extract/treeSitter/vocabulary.ts.
; Public = a `public` modifier; interface members and enum constants are public without one.

(program (package_declaration [(scoped_identifier) (identifier)] @package))

; ---- types (nested types become members; local and anonymous classes are dropped)
(class_declaration name: (identifier) @name body: (class_body) @body) @def.class
(interface_declaration name: (identifier) @name body: (interface_body) @body) @def.interface
(annotation_type_declaration name: (identifier) @name body: (annotation_type_body) @body) @def.interface
(enum_declaration name: (identifier) @name body: (enum_body) @body) @def.enum
((record_declaration name: (identifier) @name body: (class_body) @body) @def.class (#set! modifier "record"))
(_ type_parameters: (type_parameters) @typeParams) @def
(class_declaration superclass: (superclass (_) @extends)) @def
(_ interfaces: (super_interfaces (type_list (_) @implements))) @def
(interface_declaration (extends_interfaces (type_list (_) @extends))) @def

; ---- members
(method_declaration
  type: (_) @returns
  name: (identifier) @name
  parameters: (formal_parameters) @params
  body: (block)? @body) @def.method
(constructor_declaration name: (identifier) @name parameters: (formal_parameters) @params body: (_) @body) @def.constructor
(field_declaration type: (_) @type declarator: (variable_declarator name: (identifier) @name value: (_)? @value)) @def.field
(constant_declaration type: (_) @type declarator: (variable_declarator name: (identifier) @name value: (_)? @value)) @def.field
(enum_body (enum_constant name: (identifier) @name) @def.enumMember @public)
(record_declaration parameters: (formal_parameters
  (formal_parameter type: (_) @type name: (identifier) @name) @def.field @public))

; ---- visibility and modifiers
(_ (modifiers "public") @public) @def
(_ (modifiers ["private" "protected"]) @private) @def
(interface_body [(method_declaration) (constant_declaration) (class_declaration) (interface_declaration)
                 (enum_declaration) (record_declaration)] @def @public)
(_ (modifiers ["static" "abstract" "final" "default" "synchronized" "native" "sealed" "non-sealed"
               "strictfp" "transient" "volatile"] @modifier)) @def
(_ (modifiers [(marker_annotation) (annotation)] @decorator)) @def
((_ (modifiers [(marker_annotation name: (identifier) @_dep) (annotation name: (identifier) @_dep)])) @def
  (#eq? @_dep "Deprecated")
  (#set! modifier "deprecated"))

; ---- parameters
(formal_parameters (formal_parameter type: (_) @param.type name: (identifier) @param.name) @param)
(formal_parameters (spread_parameter
  [(type_identifier) (generic_type) (scoped_type_identifier) (integral_type) (floating_point_type)
   (boolean_type) (array_type)] @param.type
  (variable_declarator name: (identifier) @param.name)) @param @param.rest.list)
