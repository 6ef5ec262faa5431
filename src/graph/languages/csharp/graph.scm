; C# graph facts. Capture names: src/graph/treeSitter/facts.ts (GRAPH_CAPTURES).
; Types (nested ones become members), methods, constructors (named after the class), local functions.
(class_declaration name: (identifier) @def.name) @def.class
(record_declaration name: (identifier) @def.name) @def.class
(enum_declaration name: (identifier) @def.name) @def.class
(struct_declaration name: (identifier) @def.name) @def.struct
(interface_declaration name: (identifier) @def.name) @def.interface
; A delegate type declares a signature, as an interface does: calling a value of that type runs some method of that shape.
(delegate_declaration name: (identifier) @def.name) @def.interface
(method_declaration name: (identifier) @def.name) @def.method
(method_declaration returns: (_) @def.result)
(constructor_declaration name: (identifier) @def.name) @def.method
(local_function_statement name: (identifier) @def.name) @def.function
; Type parameters (a type's arity tells `Builder` from `Builder<T>`) and parameters (an overload is picked by argument count):
; a parameter with a default is optional, `params` takes any number, `this` marks an extension method's receiver (its
; type is the type the method extends).
(class_declaration (type_parameter_list) @def.typeParams)
(record_declaration (type_parameter_list) @def.typeParams)
(struct_declaration (type_parameter_list) @def.typeParams)
(interface_declaration (type_parameter_list) @def.typeParams)
(delegate_declaration (type_parameter_list) @def.typeParams)
(method_declaration (type_parameter_list) @def.typeParams)
(method_declaration parameters: (parameter_list (parameter) @def.arg))
(method_declaration parameters: (parameter_list (parameter name: (identifier) . (_) @def.argOptional)))
(method_declaration parameters: (parameter_list "params" @def.argRest))
(method_declaration parameters: (parameter_list . (parameter (modifier) @def.argReceiver type: (_) @def.extends (#eq? @def.argReceiver "this"))))
(constructor_declaration parameters: (parameter_list (parameter) @def.arg))
(constructor_declaration parameters: (parameter_list (parameter name: (identifier) . (_) @def.argOptional)))
(constructor_declaration parameters: (parameter_list "params" @def.argRest))
(constructor_declaration parameters: (parameter_list . (parameter (modifier) @def.argReceiver (#eq? @def.argReceiver "this"))))
; Parameter types in order: a lambda passed at a position takes the delegate type written there (`Action<TestValidator>`).
(method_declaration parameters: (parameter_list (parameter type: (_) @def.paramType)))
(constructor_declaration parameters: (parameter_list (parameter type: (_) @def.paramType)))
(method_declaration parameters: (parameter_list "params" type: (_) @def.paramType))
(constructor_declaration parameters: (parameter_list "params" type: (_) @def.paramType))
(local_function_statement parameters: (parameter_list (parameter) @def.arg))
(local_function_statement parameters: (parameter_list (parameter name: (identifier) . (_) @def.argOptional)))
(local_function_statement parameters: (parameter_list "params" @def.argRest))
(local_function_statement parameters: (parameter_list . (parameter (modifier) @def.argReceiver (#eq? @def.argReceiver "this"))))
; Base class and interfaces share one list: all are bases (inherited members are looked up through them).
(base_list (_) @def.base)

; Calls: `F(…)` (a method of the class), `x.F(…)`, `base.F(…)`, generic `F<T>(…)`; `new C(…)` runs C's constructor.
; `@call.args` counts the arguments, `@call.typeArgs` the type arguments of a constructed generic type.
(invocation_expression function: (identifier) @call.name arguments: (argument_list) @call.args) @call
(invocation_expression function: (generic_name . (identifier) @call.name (type_argument_list) @call.typeArgs) arguments: (argument_list) @call.args) @call
(invocation_expression function: (member_access_expression expression: (_) @call.object name: (identifier) @call.name) arguments: (argument_list) @call.args) @call
(invocation_expression function: (member_access_expression expression: (_) @call.object name: (generic_name . (identifier) @call.name (type_argument_list) @call.typeArgs)) arguments: (argument_list) @call.args) @call
(object_creation_expression type: [(identifier) (qualified_name)] @call.name arguments: (argument_list)? @call.args) @call
(object_creation_expression type: (generic_name . (identifier) @call.name (type_argument_list) @call.typeArgs) arguments: (argument_list)? @call.args) @call
; A method passed by name, a method group (`handler.Handle(n, sp, PublishCore, ct)` in MediatR's Mediator.cs,
; `new Thread(Run)`): a callback; `nameof(X)` names X without using it.
((invocation_expression function: (_) @_callee arguments: (argument_list (argument [(identifier) (member_access_expression)] @callback))) (#not-eq? @_callee "nameof"))
(object_creation_expression arguments: (argument_list (argument [(identifier) (member_access_expression)] @callback)))

; Typed names: `var x = new C()` first (the constructed type wins), `var x = call()`, then declared locals, parameters, foreach.
(variable_declaration (variable_declarator name: (identifier) @var.name (object_creation_expression type: (_) @var.call))) @var
; `var x = a.B(…)` / `var x = B(…)`: the called method's declared result type (a generic method name `B<T>(…)` is left out:
; its type argument may be the result).
(variable_declaration type: (implicit_type) (variable_declarator name: (identifier) @var.name (invocation_expression function: [(identifier) (member_access_expression name: (identifier))] @var.call))) @var
; `var x = (T)expr`: the cast's type. `var x = sp.GetRequiredService<T>()` (a service locator of .NET's dependency
; injection or a container, `!` or not): its type argument.
(variable_declaration type: (implicit_type) (variable_declarator name: (identifier) @var.name (cast_expression type: (_) @var.type))) @var
((variable_declaration type: (implicit_type) (variable_declarator name: (identifier) @var.name [(invocation_expression function: (member_access_expression name: (generic_name (identifier) @_locator (type_argument_list . (_) @var.type .)))) (postfix_unary_expression (invocation_expression function: (member_access_expression name: (generic_name (identifier) @_locator (type_argument_list . (_) @var.type .)))))])) @var (#match? @_locator "^(GetService|GetRequiredService|GetInstance)$"))
((local_declaration_statement (variable_declaration type: (_) @var.type (variable_declarator name: (identifier) @var.name))) @var (#not-eq? @var.type "var"))
(parameter type: (_) @var.type name: (identifier) @var.name) @var
; `foreach (var x in items)`: x is an element of items (the element type its declared collection type names).
(foreach_statement type: (implicit_type) left: (identifier) @var.name right: [(identifier) (member_access_expression)] @var.value @var.element) @var
(foreach_statement type: (_) @var.type left: (identifier) @var.name (#not-eq? @var.type "var")) @var

; A lambda passed as an argument (`new TestValidator(v => v.RuleFor(…))`, `b.ForEach((x, i) => …)`): its untyped
; parameters are typed by the delegate type the called method takes at that position.
(invocation_expression function: (_) @var.lambdaCall arguments: (argument_list (argument (lambda_expression parameters: (implicit_parameter) @var.name) @var) @var.lambda))
(invocation_expression function: (_) @var.lambdaCall arguments: (argument_list (argument (lambda_expression parameters: (parameter_list (parameter !type name: (identifier) @var.name))) @var) @var.lambda))
(object_creation_expression type: (_) @var.lambdaCall arguments: (argument_list (argument (lambda_expression parameters: (implicit_parameter) @var.name) @var) @var.lambda))
(object_creation_expression type: (_) @var.lambdaCall arguments: (argument_list (argument (lambda_expression parameters: (parameter_list (parameter !type name: (identifier) @var.name))) @var) @var.lambda))
; A lambda as an element of a collection initializer (`new TestValidator { v => v.RuleFor(…) }`): the argument of `Add`.
(object_creation_expression type: (_) @var.lambdaCall initializer: (initializer_expression (lambda_expression parameters: (implicit_parameter) @var.name) @var) @var.lambdaInit)

; Fields and properties of a type: declared type.
(field_declaration (variable_declaration type: (_) @field.type (variable_declarator name: (identifier) @field.name))) @field
(property_declaration type: (_) @field.type name: (identifier) @field.name) @field

; Local names: they shadow members and types.
(parameter name: (identifier) @local)
(local_declaration_statement (variable_declaration (variable_declarator name: (identifier) @local)))
(foreach_statement left: (identifier) @local)
(lambda_expression parameters: (implicit_parameter) @local)

; A file sees the types of its namespace and of the namespaces around it; `using A.B;` every type of A.B.
(namespace_declaration name: (_) @import.module) @import @import.wildcard @import.implicit
(file_scoped_namespace_declaration name: (_) @import.module) @import @import.wildcard @import.implicit
(using_directive !name [(identifier) (qualified_name)] @import.module) @import @import.wildcard
((using_directive [(identifier) (qualified_name)] @import.module) @import @import.wildcard @import.global (#match? @import "^global"))

; A type tested or cast to in code (`o is Shape s`, `o as Shape`, `(Shape)o`): a use of it, as a Go type assertion is.
(is_pattern_expression pattern: (declaration_pattern type: (_) @use.type))
(is_pattern_expression pattern: (constant_pattern (identifier) @use.type))
(as_expression right: (_) @use.type)
(cast_expression type: (_) @use.type)
