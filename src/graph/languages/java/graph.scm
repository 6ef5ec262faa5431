; Java graph facts. Capture names: src/graph/treeSitter/facts.ts (GRAPH_CAPTURES).
; Types (nested ones become members of their class), methods and constructors (named after the class).
(class_declaration name: (identifier) @def.name) @def.class
(record_declaration name: (identifier) @def.name) @def.class
(enum_declaration name: (identifier) @def.name) @def.class
; An enum constant with a body (`TagOpen { void read(…) {…} }`) is a class of its own inside the enum, so its methods
; are `TokeniserState.TagOpen.read`, not seventy overloads `TokeniserState.read@N`; it extends the enum
; (`@def.baseEnclosing`: the type it is declared in is its base).
(enum_constant name: (identifier) @def.name body: (class_body)) @def.class
(enum_constant body: (class_body) @def.baseEnclosing)
; A field holding an anonymous class (`static final TypeAdapter<Number> INTEGER = new TypeAdapter<Number>() { … }`) is a
; class of that name extending the created type, so its methods are `TypeAdapters.INTEGER.read`, overriding
; `TypeAdapter.read`, not `TypeAdapters.read@265` tied to nothing.
(field_declaration declarator: (variable_declarator name: (identifier) @def.name value: (object_creation_expression (class_body) @def.body))) @def.class
(field_declaration declarator: (variable_declarator value: (object_creation_expression type: (_) @def.base (class_body))))
(interface_declaration name: (identifier) @def.name) @def.interface
(annotation_type_declaration name: (identifier) @def.name) @def.interface
(method_declaration name: (identifier) @def.name) @def.method
(method_declaration type: (_) @def.result)
(constructor_declaration name: (identifier) @def.name) @def.method
(compact_constructor_declaration name: (identifier) @def.name) @def.method
; Parameters (an overload is picked by argument count): `T... xs` takes any number, none included.
(method_declaration parameters: (formal_parameters (formal_parameter) @def.arg))
(method_declaration parameters: (formal_parameters (spread_parameter) @def.argRest))
(constructor_declaration parameters: (formal_parameters (formal_parameter) @def.arg))
(constructor_declaration parameters: (formal_parameters (spread_parameter) @def.argRest))
; Parameter types in order, for picking among overloads of one arity by the types the arguments show.
(method_declaration parameters: (formal_parameters (formal_parameter type: (_) @def.paramType)))
(constructor_declaration parameters: (formal_parameters (formal_parameter type: (_) @def.paramType)))
; A varargs parameter's element type (`String... xs` → `String`), last: a lambda fits neither it nor its array.
(method_declaration parameters: (formal_parameters (spread_parameter [(type_identifier) (generic_type) (scoped_type_identifier) (array_type) (integral_type) (floating_point_type) (boolean_type)] @def.paramType)))
(constructor_declaration parameters: (formal_parameters (spread_parameter [(type_identifier) (generic_type) (scoped_type_identifier) (array_type) (integral_type) (floating_point_type) (boolean_type)] @def.paramType)))
(class_declaration superclass: (superclass (_) @def.base))
(class_declaration interfaces: (super_interfaces (type_list (_) @def.implements)))
(enum_declaration interfaces: (super_interfaces (type_list (_) @def.implements)))
(record_declaration interfaces: (super_interfaces (type_list (_) @def.implements)))
(interface_declaration (extends_interfaces (type_list (_) @def.base)))

; Calls: `f(…)` (a method of the class), `x.f(…)`, `super.f(…)`; `new C(…)` runs C's constructor. `@call.args`
; counts the arguments.
(method_invocation !object name: (identifier) @call.name arguments: (argument_list) @call.args) @call
(method_invocation object: (_) @call.object name: (identifier) @call.name arguments: (argument_list) @call.args) @call
(object_creation_expression type: [(type_identifier) (scoped_type_identifier)] @call.name arguments: (argument_list) @call.args) @call
(object_creation_expression type: (generic_type [(type_identifier) (scoped_type_identifier)] @call.name) arguments: (argument_list) @call.args) @call
; `this(…)` and `super(…)` in a constructor run a constructor of the class or of its base (`chainedConstructors`).
(explicit_constructor_invocation constructor: [(this) (super)] @call.name arguments: (argument_list) @call.args) @call

; Typed names: `var x = new C()` (first, so the constructed type wins), declared locals, parameters, for-each.
(local_variable_declaration declarator: (variable_declarator name: (identifier) @var.name value: (object_creation_expression type: (_) @var.call))) @var
(local_variable_declaration type: (_) @var.type declarator: (variable_declarator name: (identifier) @var.name)) @var
(formal_parameter type: (_) @var.type name: (identifier) @var.name) @var
(catch_formal_parameter (catch_type (_) @var.type) name: (identifier) @var.name) @var
(enhanced_for_statement type: (_) @var.type name: (identifier) @var.name) @var

; Fields of a class: declared type.
(field_declaration type: (_) @field.type declarator: (variable_declarator name: (identifier) @field.name)) @field
(record_declaration parameters: (formal_parameters (formal_parameter type: (_) @field.type name: (identifier) @field.name) @field))

; Local names: they shadow fields and types.
(formal_parameter name: (identifier) @local)
(local_variable_declaration declarator: (variable_declarator name: (identifier) @local))
(enhanced_for_statement name: (identifier) @local)
(lambda_expression parameters: [(identifier) @local (inferred_parameters (identifier) @local) (formal_parameters (formal_parameter name: (identifier) @local))])
(catch_formal_parameter name: (identifier) @local)

; A file sees every class of its own package, wherever its folders are (main and test source roots).
(package_declaration [(scoped_identifier) (identifier)] @import.module) @import @import.wildcard @import.implicit
; Imports: `import a.b.C` binds C (module `a.b`, name C); `import a.b.*` every class of package a.b.
(import_declaration (scoped_identifier scope: (_) @import.module name: (identifier) @import.name) .) @import
(import_declaration [(scoped_identifier) (identifier)] @import.module (asterisk) @import.wildcard) @import

; A type tested or cast to in code (`o instanceof Shape`, `(Shape) o`): a use of it, as a Go type assertion is.
(instanceof_expression right: (_) @use.type)
(cast_expression type: (_) @use.type)
