; PHP graph facts. Capture names: src/graph/treeSitter/facts.ts (GRAPH_CAPTURES).
(class_declaration name: (name) @def.name) @def.class
(enum_declaration name: (name) @def.name) @def.class
(trait_declaration name: (name) @def.name) @def.class
(interface_declaration name: (name) @def.name) @def.interface
(method_declaration name: (name) @def.name) @def.method
(method_declaration return_type: (_) @def.result)
(function_definition name: (name) @def.name) @def.function
(function_definition return_type: (_) @def.result)
; Parameter counts (`@def.arg` each, less one per default value, any number with `...$rest`): a call on a receiver of
; unknown type reaches a method by name only where it can take the call's arguments (`@call.args`).
(method_declaration parameters: (formal_parameters [(simple_parameter) (property_promotion_parameter)] @def.arg))
(method_declaration parameters: (formal_parameters [(simple_parameter default_value: (_) @def.argOptional) (property_promotion_parameter default_value: (_) @def.argOptional)]))
(method_declaration parameters: (formal_parameters (variadic_parameter) @def.argRest))
(function_definition parameters: (formal_parameters (simple_parameter) @def.arg))
(function_definition parameters: (formal_parameters (simple_parameter default_value: (_) @def.argOptional)))
(function_definition parameters: (formal_parameters (variadic_parameter) @def.argRest))
(class_declaration (base_clause [(name) (qualified_name)] @def.base))
(interface_declaration (base_clause [(name) (qualified_name)] @def.base))
(class_declaration (class_interface_clause [(name) (qualified_name)] @def.implements))
(enum_declaration (class_interface_clause [(name) (qualified_name)] @def.implements))
; `use SomeTrait;` inside a class mixes its methods in.
(use_declaration [(name) (qualified_name)] @def.base)

; Calls: `f(…)`, `$x->m(…)`, `$x?->m(…)`, `C::m(…)`, `self::m(…)` / `static::m(…)` (the class), `parent::m(…)`; `new C(…)`.
; `@call.args`: the argument list, whose size is checked against a method reached by name only.
(function_call_expression function: [(name) (qualified_name)] @call.name arguments: (arguments) @call.args) @call
(member_call_expression object: (_) @call.object name: (name) @call.name arguments: (arguments) @call.args) @call
(nullsafe_member_call_expression object: (_) @call.object name: (name) @call.name arguments: (arguments) @call.args) @call
((scoped_call_expression scope: (relative_scope) @_s name: (name) @call.name arguments: (arguments) @call.args) @call (#match? @_s "^(self|static)$"))
(scoped_call_expression scope: [(name) (qualified_name)] @call.object @call.static name: (name) @call.name arguments: (arguments) @call.args) @call
((scoped_call_expression scope: (relative_scope) @call.object name: (name) @call.name arguments: (arguments) @call.args) @call (#eq? @call.object "parent"))
(object_creation_expression [(name) (qualified_name)] @call.name) @call

; A type test narrows a variable or property in its branch (flysystem's `if ($this->adapter instanceof ChecksumProvider)
; { return $this->adapter->checksum(…); }`: `callers ChecksumProvider::checksum` had said "no results").
(if_statement condition: (parenthesized_expression (binary_expression left: [(variable_name) (member_access_expression)] @narrow.name operator: "instanceof" right: [(name) (qualified_name)] @narrow.type)) body: (compound_statement) @narrow.body) @narrow

; Typed names: `$x = new C(…)`, typed parameters.
(assignment_expression left: (variable_name) @var.name right: (object_creation_expression [(name) (qualified_name)] @var.call)) @var
; `$x = $this->make(…)` / `$x = C::make(…)`: typed by what the method returns (an outside method: an outside value).
(assignment_expression left: (variable_name) @var.name right: (member_call_expression object: (_) @var.callObject name: (name) @var.callName)) @var
(assignment_expression left: (variable_name) @var.name right: (scoped_call_expression scope: [(name) (qualified_name)] @var.callObject name: (name) @var.callName)) @var
(simple_parameter type: (_) @var.type name: (variable_name) @var.name) @var
(property_promotion_parameter type: (_) @var.type name: (variable_name) @var.name) @var

; Properties: declared (`private Foo $foo;`), promoted constructor parameters, `$this->x = new C()`.
(property_declaration type: (_) @field.type (property_element name: (variable_name (name) @field.name))) @field
(property_promotion_parameter type: (_) @field.type name: (variable_name (name) @field.name)) @field
(assignment_expression left: (member_access_expression object: (variable_name) name: (name) @field.name) right: (object_creation_expression [(name) (qualified_name)] @field.call)) @field

; Local names.
(simple_parameter name: (variable_name) @local)
(assignment_expression left: (variable_name) @local)

; A file sees its own namespace; `use A\B\C [as D];` binds C (or D) to class C of namespace A\B.
(namespace_definition name: (namespace_name) @import.module) @import @import.wildcard @import.implicit
(namespace_use_clause (qualified_name prefix: (namespace_name) @import.module (name) @import.name .) !alias) @import
; `use GuzzleHttp;`: a namespace named for qualified calls (`GuzzleHttp\choose_handler()`), binding no class.
(namespace_use_clause (name) @import.module !alias) @import
(namespace_use_clause (qualified_name prefix: (namespace_name) @import.module (name) @import.name .) alias: (name) @import.local) @import
