; Go graph facts. Capture names: GRAPH_CAPTURES in src/graph/treeSitter/facts.ts.
(function_declaration name: (identifier) @def.name) @def.function
(function_declaration result: (_) @def.result)
(method_declaration
  receiver: (parameter_list (parameter_declaration type: (_) @def.receiver))
  name: (field_identifier) @def.name) @def.method
(method_declaration receiver: (parameter_list (parameter_declaration name: (identifier) @def.receiverName)))
(method_declaration result: (_) @def.result)
(type_spec name: (type_identifier) @def.name type: (struct_type)) @def.struct
(type_spec name: (type_identifier) @def.name type: (interface_type)) @def.interface
; Any other defined type is a struct node too, the owner of its methods: `type counters [_numLevels][_countersPerLevel]counter`
; (zap's sampler called `s.counts.get(…)` on one), `type multiCore []Core`, `type LevelEnablerFunc func(Level) bool`,
; `type Level int8`.
(type_spec name: (type_identifier) @def.name type: [(slice_type) (array_type) (map_type) (function_type) (channel_type) (pointer_type) (type_identifier) (qualified_type) (generic_type)]) @def.struct
(type_spec type: (struct_type (field_declaration_list (field_declaration !name type: [(type_identifier) (qualified_type) (pointer_type)] @def.base))))
; Only a named interface's methods are nodes: an anonymous interface in a body (echo's `case interface{ Unwrap() … }:`
; in `UnwrapResponse`) made a method `UnwrapResponse.Unwrap` that does not exist.
(type_spec type: (interface_type (method_elem name: (field_identifier) @def.name) @def.method))
(type_spec type: (interface_type (method_elem result: (_) @def.result)))
; Parameter types of methods, to compare a struct's methods with an interface's.
; `a, b string` is two parameters: one match per name (`@_name` keeps the matches apart).
(type_spec type: (interface_type (method_elem parameters: (parameter_list [(parameter_declaration name: (identifier) @_name type: (_) @def.paramType) (parameter_declaration !name type: (_) @def.paramType) (variadic_parameter_declaration type: (_) @def.paramType)]))))
(method_declaration parameters: (parameter_list [(parameter_declaration name: (identifier) @_name type: (_) @def.paramType) (parameter_declaration !name type: (_) @def.paramType) (variadic_parameter_declaration type: (_) @def.paramType)]))
(type_spec type: (interface_type (type_elem . [(type_identifier) (qualified_type)] @def.base .))) ; embedded interface

; Struct fields (embedded ones are named by their type).
(field_declaration name: (field_identifier) @field.name type: (_) @field.type) @field
(field_declaration !name type: (_) @field.type) @field

; Calls: `f(...)`, `x.M(...)` / `pkg.F(...)`.
(call_expression function: (identifier) @call.name) @call
(call_expression function: (selector_expression operand: (_) @call.object field: (field_identifier) @call.name)) @call
(call_expression arguments: (argument_list [(identifier) (selector_expression)] @callback))
; A generic function called with its type arguments written (cast's `toNumberE[int](i, parseInt[int])`,
; `ToE[T](i)`, `pkg.F[int](x)`): one argument reads as a conversion to a generic type, more as a call of an index
; expression. An index that is a number or a string is an element of a slice or map (`hs[0](x)`): no name is called;
; a name may be either (`hs[i](x)`, `c.handlers[c.index](c)`, read as conversions to generic types): `@call.instantiated`
; keeps only a function or method (a conversion to a generic type, `Box[int](x)`, makes no edge).
(call_expression function: (index_expression operand: (identifier) @call.name index: [(identifier) (type_identifier) (qualified_type) (generic_type) (pointer_type) (slice_type) (map_type)]) @call.instantiated) @call
(call_expression function: (index_expression operand: (selector_expression operand: (_) @call.object field: (field_identifier) @call.name) index: [(identifier) (type_identifier) (qualified_type) (generic_type) (pointer_type) (slice_type) (map_type)]) @call.instantiated) @call
(type_conversion_expression type: (generic_type type: (type_identifier) @call.name) @call.instantiated) @call
(type_conversion_expression type: (generic_type type: (qualified_type package: (package_identifier) @call.object name: (type_identifier) @call.name)) @call.instantiated) @call
; A generic function handed on instantiated (`parseInt[int]` as an argument, an element of a composite literal).
(call_expression arguments: (argument_list (index_expression operand: [(identifier) (selector_expression)] @callback index: [(identifier) (type_identifier) (qualified_type) (generic_type) (pointer_type)])))
(literal_element (index_expression operand: [(identifier) (selector_expression)] @callback index: [(identifier) (type_identifier) (qualified_type) (generic_type) (pointer_type)]))
; A function named as a value elsewhere: an element of a composite literal (cobra's `&cobra.Command{RunE: runServe}`, a
; map of handlers), the value of an assignment (`cli.HelpPrinter = printHelp`) and a returned value. Only a name that resolves to a
; function or method makes an edge; a variable of that name is a value.
(keyed_element value: (literal_element [(identifier) (selector_expression)] @callback))
(literal_value (literal_element [(identifier) (selector_expression)] @callback))
(assignment_statement right: (expression_list [(identifier) (selector_expression)] @callback))
; A function returned as a value (cobra's `getHelpTemplateFunc` ending `return defaultHelpFunc`): its caller runs it later.
(return_statement (expression_list [(identifier) (selector_expression)] @callback))

; Constructions: a composite literal of a named type (`T{…}`, `&pkg.T{…}`, `Box[int]{…}`) builds a T. Slice, map and
; array literals (`[]T{…}`) build no T, and their untyped elements (`{…}`) name no type.
(composite_literal type: [(type_identifier) (qualified_type) (generic_type)] @construct.type) @construct
; Type tests: a type assertion `v.(T)` and a type switch case `case T, *U:` use the types they name (a `uses` edge).
(type_assertion_expression type: (_) @use.type)
; Each type of a case (`type: (_)` would match only its first).
(type_case [(type_identifier) (qualified_type) (pointer_type) (generic_type)] @use.type)
; `new(T)` allocates a T.
(call_expression function: (identifier) @_new arguments: (argument_list . (_) @construct.type .) (#eq? @_new "new")) @construct

; Typed names: parameters, `var x T`, `x := T{}` / `&T{}` / `new(T)`, `x := NewT()` (also `x, err := NewT()`: the first result), `var x = T{}`, `x := y` (y's type), `x, ok := y.(T)`.
(parameter_declaration name: (identifier) @var.name type: (_) @var.type) @var
; `func (c *Command) AddCommand(cmds ...*Command)`: `cmds` is a `...*Command`, whose elements `range cmds` gives (cobra).
(variadic_parameter_declaration name: (identifier) @var.name "..." @var.spread type: (_) @var.type) @var
; A typed variable keeps the name it is given (`var HelpPrinter HelpPrinterFunc = DefaultPrintHelp`): the declared
; type types it, and a call of the variable calls that function.
(var_spec name: (identifier) @var.name type: (_) @var.type value: (expression_list . [(identifier) (selector_expression)] @var.value)?) @var
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (composite_literal type: (_) @var.type))) @var
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (unary_expression operand: (composite_literal type: (_) @var.type)))) @var
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (call_expression function: (_) @var.call (#not-eq? @var.call "new")))) @var
; `finalCmd, completions, directive, err := cmd.getCompletions(args)`: each name the result the function declares at its place (cobra).
(short_var_declaration left: (expression_list (identifier) @var.name) @var.unpacked right: (expression_list . (call_expression function: (_) @var.call) .)) @var
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . [(identifier) (selector_expression)] @var.value)) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . [(identifier) (selector_expression)] @var.value)) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . (composite_literal type: (_) @var.type))) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . (unary_expression operand: (composite_literal type: (_) @var.type)))) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . (call_expression function: (_) @var.call (#not-eq? @var.call "new")))) @var
; `x, ok := y.(*T)`, `var x = y.(T)`: a type assertion gives x the asserted type (chi's `subr, ok := handler.(*Mux)`).
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (type_assertion_expression type: (_) @var.type))) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . (type_assertion_expression type: (_) @var.type))) @var
; `x := new(T)`, `var x = new(T)`: x is a *T.
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (call_expression function: (identifier) @_new arguments: (argument_list . (_) @var.type)) (#eq? @_new "new"))) @var
; `for _, v := range items`: v is an element of items (the element or value type its declared type names, `elementType`);
; `range cmd.allFlags()`: of the result type the function declares; `range hooks[level]`: of an element of an element
; (`type LevelHooks map[Level][]Hook`: a Hook, `elementText`).
(range_clause left: (expression_list (_) . (identifier) @var.name .) right: [(identifier) (selector_expression) (call_expression) (index_expression)] @var.value @var.element) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . (call_expression function: (identifier) @_new arguments: (argument_list . (_) @var.type)) (#eq? @_new "new"))) @var
; `x := items[i]`, `v, ok := m[key]`, `var x = items[i]`: x is an element of items, as a `range` value is (a slice
; expression `items[1:]` is a slice_expression, no element).
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (index_expression operand: [(identifier) (selector_expression)] @var.value) @var.element)) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . (index_expression operand: [(identifier) (selector_expression)] @var.value) @var.element)) @var
; `x := <-ch`, `var x = <-ch`, a select's `case x := <-c.add:`: x is an element of the channel (robfig/cron's
; `case newEntry := <-c.add:` then `newEntry.Schedule.Next(now)`).
(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (unary_expression operator: "<-" operand: [(identifier) (selector_expression)] @var.value) @var.element)) @var
(var_spec name: (identifier) @var.name !type value: (expression_list . (unary_expression operator: "<-" operand: [(identifier) (selector_expression)] @var.value) @var.element)) @var
(receive_statement left: (expression_list . (identifier) @var.name) right: (unary_expression operator: "<-" operand: [(identifier) (selector_expression)] @var.value) @var.element) @var

; A function literal: its parameters and the names it declares are its own (they shadow outer names only inside it).
(func_literal) @scope

; A local name given a function literal (`f := func(…) {…}`, `f = func…`, `var f = func…`): calling it runs the
; literal, whose body is the function's own (no edge, as for an immediately invoked literal).
(short_var_declaration left: (expression_list . (identifier) @local.function) right: (expression_list . (func_literal)))
(assignment_statement left: (expression_list . (identifier) @local.function) right: (expression_list . (func_literal)))
(var_spec name: (identifier) @local.function value: (expression_list . (func_literal)))

; Local names (parameters, `:=`, `var`, `range` targets): they shadow package-level names. A name declared by `:=` or
; `var` is bound only after its declaration (`@local.after`): `diff := diff(expected, actual)` calls the package's `diff`.
(parameter_declaration name: (identifier) @local)
(variadic_parameter_declaration name: (identifier) @local)
(short_var_declaration left: (expression_list (identifier) @local)) @local.after
(var_spec name: (identifier) @local) @local.after
(range_clause left: (expression_list (identifier) @local))

; Imports: the package is bound to its alias, else to its package name.
(import_spec !name path: (interpreted_string_literal (interpreted_string_literal_content) @import.module)) @import
(import_spec name: [(package_identifier) (dot) (blank_identifier)] @import.alias path: (interpreted_string_literal (interpreted_string_literal_content) @import.module)) @import

; A type switch's case of one type names the switched value as that type in its clause (`switch m := err.(type) {
; case *HTTPError: m.Unwrap() }`, echo's DefaultHTTPErrorHandler); a case of several types leaves it the switched
; value's own (a case's narrowings of more than one type are dropped, facts.ts).
(type_switch_statement alias: (expression_list . (identifier) @narrow.name .) (type_case [(type_identifier) (qualified_type) (pointer_type) (generic_type)] @narrow.type) @narrow @narrow.body)
