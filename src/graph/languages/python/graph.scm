; Python graph facts. Capture names: GRAPH_CAPTURES in src/graph/treeSitter/facts.ts.
; Definitions: a def inside a class body is a method (decided by containment, not here).
(class_definition name: (identifier) @def.name) @def.class
(class_definition superclasses: (argument_list [(identifier) (attribute)] @def.base))
(class_definition superclasses: (argument_list (subscript value: [(identifier) (attribute)] @def.base))) ; `Generic[T]`, `Mapping[str, str]`
(function_definition name: (identifier) @def.name) @def.function
(function_definition parameters: (parameters . (identifier) @def.receiverName))
; `def get(  # type: ignore[override]` then `self,` (requests's RequestsCookieJar): a comment before the receiver.
(function_definition parameters: (parameters . (comment) . (identifier) @def.receiverName))
(function_definition return_type: (type) @def.result)
(decorated_definition (decorator) @def.decorator definition: (function_definition name: (identifier) @def.name) @def.function)
; A class's decorators: `@pytest.mark.usefixtures("dt_parser")` names the fixtures that set its attributes.
(decorated_definition (decorator) @def.decorator definition: (class_definition name: (identifier) @def.name) @def.class)
(function_definition parameters: (parameters [(identifier) @def.param (default_parameter name: (identifier) @def.param) (typed_parameter . (identifier) @def.param) (typed_default_parameter name: (identifier) @def.param)]))
; What a function gives back, for functions without a declared result: `return x`, `return f(…)`, `yield x`, `yield f(…)`.
(return_statement (identifier) @def.return)
(return_statement (call function: [(identifier) (attribute)] @def.returnCall))
(expression_statement (yield (identifier) @def.yield))
(expression_statement (yield (call function: [(identifier) (attribute)] @def.yieldCall)))
; A returned or yielded callable: `return functools.partial(C, …)` runs C when called (a fixture that gives a factory).
([(return_statement (call function: [(identifier) (attribute)] @_partial arguments: (argument_list . [(identifier) (attribute)] @def.returnCallable)))
  (expression_statement (yield (call function: [(identifier) (attribute)] @_partial arguments: (argument_list . [(identifier) (attribute)] @def.returnCallable))))]
 (#match? @_partial "^(functools\\.)?partial$"))

; Calls: `f(...)`, `obj.attr(...)` (the object kept as text, e.g. `self`, `helpers`, `a.b`, `super()`).
(call function: (identifier) @call.name) @call
(call function: (attribute object: (_) @call.object attribute: (identifier) @call.name)) @call
; A decorator written without arguments is called with what it decorates: tenacity's `@r.wraps` runs
; `BaseRetrying.wraps(f)`, which `callers` had listed as "used as a property".
(decorator (identifier) @call.name) @call @call.decorator
(decorator (attribute object: (_) @call.object attribute: (identifier) @call.name)) @call @call.decorator
; `super(C, self)` names its class to start the parent lookup from: no use of C.
(call function: (_) @_callee arguments: (argument_list [(identifier) (attribute)] @callback) (#not-eq? @_callee "super"))
(call arguments: (argument_list (keyword_argument value: [(identifier) (attribute)] @callback))) ; `Route("/", endpoint=homepage)`
; A function handed on as a value, not called: assigned (uvicorn's `app = service_unavailable`, run later as the app),
; returned, or put in a dict, list or tuple (`{"json": to_json}`). Assigned only in a function or class body: a
; module's `ib = attrib` is an alias (a var fact above), no use; of an attribute only the receiver's own
; (`self.on_request`): tqdm's `stdout_write = stdout.write`, where `stdout` holds `sys.stdout` until a local class of
; that name is defined, is no use of that class's method. A list or tuple only as a value (an annotation's
; `Callable[[Request], Request]` is a type, not a use).
(block (expression_statement (assignment right: (identifier) @callback)))
(block (expression_statement (assignment right: (attribute object: (identifier) @_self) @callback) (#match? @_self "^(self|cls)$")))
(return_statement [(identifier) (attribute)] @callback)
(pair value: [(identifier) (attribute)] @callback)
(pair key: [(identifier) (attribute)] @callback) ; starlette's `{HTTPException: self.http_exception}`: a class as a key
(assignment right: [(list [(identifier) (attribute)] @callback) (tuple [(identifier) (attribute)] @callback)])
(return_statement [(list [(identifier) (attribute)] @callback) (tuple [(identifier) (attribute)] @callback)])
(pair value: [(list [(identifier) (attribute)] @callback) (tuple [(identifier) (attribute)] @callback)])
(argument_list [(list [(identifier) (attribute)] @callback) (tuple [(identifier) (attribute)] @callback)])
(keyword_argument value: [(list [(identifier) (attribute)] @callback) (tuple [(identifier) (attribute)] @callback)])
; A loop over a written list of functions (sqlparse's `for func in [group_comments, …, group_values]: func(stmt)`) runs each.
(for_statement right: [(list [(identifier) (attribute)] @callback) (tuple [(identifier) (attribute)] @callback)])
(for_in_clause right: [(list [(identifier) (attribute)] @callback) (tuple [(identifier) (attribute)] @callback)])
; Members read without a call (`box.size`, a property; `register(box.open)`): the callee of a call is left out by facts.ts.
(attribute object: (_) @read.object attribute: (identifier) @read.name) @read
; A member assigned to (`self.heads = …`) is written, not read: a property runs only through its setter.
(assignment left: (attribute) @read.assigned)

; Typed names: parameters with annotations, `x = ClassName(...)`.
(typed_parameter . (identifier) @var.name type: (type) @var.type) @var
(typed_default_parameter name: (identifier) @var.name type: (type) @var.type) @var
(assignment left: (identifier) @var.name type: (type) @var.type) @var
(assignment left: (identifier) @var.name right: (call function: [(identifier) (attribute)] @var.call)) @var
; `response = await client.get(url)`: an awaited call gives what its `async def` declares (httpx's `AsyncClient.send`).
(assignment left: (identifier) @var.name right: (await (call function: [(identifier) (attribute)] @var.call))) @var
; `url = URL(raw) if params is None else URL(raw, params=params)`: both branches make one class.
((assignment left: (identifier) @var.name right: (conditional_expression . (call function: [(identifier) (attribute)] @var.call) (call function: [(identifier) (attribute)] @_alt) .)) @var (#eq? @var.call @_alt))
; `dt = self if keep_time else self.start_of("day")` (pendulum's `DateTime.next`): a name or attribute as the first
; branch gives the type where the other is None or a call on that same value (`self.a if c else self.b` may be either).
(assignment left: (identifier) @var.name right: (conditional_expression . [(identifier) (attribute)] @var.value (_) (none) .)) @var
((assignment left: (identifier) @var.name right: (conditional_expression . [(identifier) (attribute)] @var.value (_) (call function: (attribute object: (_) @_same)) .)) @var (#eq? @var.value @_same))
; `command = ctx.command`: the name holds what the attribute holds (its field's type).
(assignment left: (identifier) @var.name right: (attribute) @var.value) @var
; An element of a typed collection (`p = sqlparse.parse(sql)[0]` with `parse(…) -> tuple[Statement, ...]`): the element's type.
(assignment left: (identifier) @var.name right: (subscript) @var.value) @var
; A module-level alias, also chained (attrs's `ib = attr = attrib` in its package `__init__`): the name holds what the
; other name holds, so `attr.ib(…)` calls `attrib`.
(module (expression_statement (assignment left: (identifier) @var.name right: (identifier) @var.value) @var))
(module (expression_statement (assignment left: (identifier) @var.name right: (assignment right: (identifier) @var.value)) @var))
(module (expression_statement (assignment right: (assignment left: (identifier) @var.name right: (identifier) @var.value) @var)))
; `cmd_name, cmd, args = self.resolve_command(ctx, args)`: each name is its part of the declared `tuple[…]` result.
(assignment left: (pattern_list (identifier) @var.name) @var.unpacked right: (call function: [(identifier) (attribute)] @var.call)) @var
(with_item value: (as_pattern (call function: [(identifier) (attribute)] @var.call) @var.enter alias: (as_pattern_target (identifier) @var.name))) @var
; `except ClickException as e:`: e is an instance of the one class caught (a tuple of classes is no one type).
(except_clause (as_pattern [(identifier) (attribute)] @var.type alias: (as_pattern_target (identifier) @var.name))) @var
(parameters [(list_splat_pattern (identifier) @var.name) (dictionary_splat_pattern (identifier) @var.name) (typed_parameter [(list_splat_pattern (identifier) @var.name) (dictionary_splat_pattern (identifier) @var.name)])] @var.builtin) @var ; `*args` is a tuple, `**kwargs` a dict
(assignment left: (identifier) @var.name right: [(list) (dictionary) (set) (string) (concatenated_string) (list_comprehension) (dictionary_comprehension) (set_comprehension) (integer) (float)] @var.builtin) @var

; `def getter(val, field_obj=field_obj):` (marshmallow): a parameter holds what its default names where the function is defined.
; Also an attribute (cachetools' `def __setitem__(self, key, value, cache_setitem=Cache.__setitem__)`, then
; `cache_setitem(self, key, value)`: `callers Cache.__setitem__` had said "no results").
(default_parameter name: (identifier) @var.name value: [(identifier) (attribute)] @var.value) @var @var.outer

; `for route in self.routes:`: route is an element of the collection (`list[Route]` → Route, `elementType`).
(for_statement left: (identifier) @var.name right: [(identifier) (attribute) (call)] @var.value @var.element) @var
; `for name, field in self.fields.items():`: field is a value of the mapping (`dict[str, Field]` → Field, `valueType`).
((for_statement left: (pattern_list . (identifier) . (identifier) @var.name .) right: (call function: (attribute object: [(identifier) (attribute)] @var.value attribute: (identifier) @_items))) @var @var.mapValue (#eq? @_items "items"))

; Attributes: `self.x = C(...)` / `self.x: C = …` in a method, `x: C` in a class body.
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) right: (call function: [(identifier) (attribute)] @field.call)) @field
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) right: (await (call function: [(identifier) (attribute)] @field.call))) @field
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) type: (type) @field.type) @field
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) right: (identifier) @field.var) @field
; `self.console = console if console is not None else get_console()`: the value given when the test holds (rich's Live).
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) right: (conditional_expression . (identifier) @field.var)) @field
; `self.url = URL(url) if params is None else URL(url, params=params)` (httpx's Request): both branches make one class.
((assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) right: (conditional_expression . (call function: [(identifier) (attribute)] @field.call) (call function: [(identifier) (attribute)] @_alt) .)) @field (#eq? @field.call @_alt))
; `self._add = self._add_safe`: a field holding what another attribute holds (a bound method, called through the field).
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) right: (attribute object: (identifier) attribute: (identifier)) @field.var) @field
; `self.dispatch = lru_cache(maxsize=None)(self.dispatch_without_caching)` (cattrs): a decorator applied to one
; function wraps it, so the field holds what calls that function.
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name) right: (call function: (call) arguments: (argument_list . [(identifier) (attribute object: (identifier) attribute: (identifier))] @field.var .))) @field
(class_definition body: (block (expression_statement (assignment left: (identifier) @field.name type: (type) @field.type) @field)))
; `self.load_fields = {}  # type: dict[str, Field]` (marshmallow): a PEP 484 type comment on the assignment's line.
((expression_statement (assignment left: (attribute object: (identifier) attribute: (identifier) @field.name)) @field) . (comment) @field.typeComment (#match? @field.typeComment "^#[ ]*type:"))
; `request.cls.parser = parser.DateTimeParser()` in a class-scoped pytest fixture: an attribute of the requesting test
; class (GraphLanguage.fixtures.classUser), typed by the call.
(assignment left: (attribute object: (attribute object: (identifier) attribute: (identifier) @field.ofClass) attribute: (identifier) @field.name) right: (call function: [(identifier) (attribute)] @field.call) (#eq? @field.ofClass "cls")) @field
; Any other `self.x = …` (`self.console = console or get_console()`): the field exists, its type unread.
(assignment left: (attribute object: (identifier) attribute: (identifier) @field.name)) @field

; Public names: `__all__ = ["A", "b"]` (a list or tuple of strings) at module level; `from m import *` binds only these.
(module (expression_statement (assignment left: (identifier) @_all right: [(list (string (string_content) @export)) (tuple (string (string_content) @export))])) (#eq? @_all "__all__"))

; A lambda: its parameters are its own (they shadow outer names only inside it).
(lambda) @scope
; A local name given a lambda (`key = lambda x: …`): calling it runs the lambda, whose body is the function's own (no edge).
(assignment left: (identifier) @local.function right: (lambda))

; Local names (parameters, assignments, loop and `with` targets): they shadow module-level names.
(parameters [(identifier) @local (default_parameter name: (identifier) @local) (typed_parameter . (identifier) @local) (typed_default_parameter name: (identifier) @local) (list_splat_pattern (identifier) @local) (dictionary_splat_pattern (identifier) @local)])
(lambda_parameters [(identifier) @local (default_parameter name: (identifier) @local)])
(assignment left: [(identifier) @local (pattern_list (identifier) @local) (tuple_pattern (identifier) @local)])
(for_statement left: [(identifier) @local (pattern_list (identifier) @local) (tuple_pattern (identifier) @local)])
(as_pattern alias: (as_pattern_target (identifier) @local))

; Imports.
(import_statement name: (dotted_name) @import.module) @import
(import_statement name: (aliased_import name: (dotted_name) @import.module alias: (identifier) @import.alias)) @import
(import_from_statement module_name: (_) @import.module name: (dotted_name) @import.name) @import
(import_from_statement module_name: (_) @import.module name: (aliased_import name: (dotted_name) @import.name alias: (identifier) @import.local)) @import
(import_from_statement module_name: (_) @import.module (wildcard_import) @import.wildcard) @import
; The script-only block at module level (`if __name__ == "__main__":`, its `else:` and an `!=` test excepted): imports
; inside it are no edge, nor are its module-level calls (those of a definition inside it are the definition's).
(module
  (if_statement
    condition: (comparison_operator (identifier) @_name "==" (string) @_main)
    consequence: (block) @scriptOnly
    (#eq? @_name "__name__")
    (#match? @_main "^[\"']__main__[\"']$")))

; Type tests that narrow a name in their branch: `if isinstance(other, Arrow):`, `elif isinstance(other, dt_datetime):`.
; An attribute narrows as a name does (typer's `if isinstance(self.type, types._NumberRangeBase):` before
; `self.type._describe_range()`).
(if_statement condition: (call function: (identifier) @_isinstance arguments: (argument_list . [(identifier) (attribute)] @narrow.name . [(identifier) (attribute)] @narrow.type .)) consequence: (block) @narrow.body (#eq? @_isinstance "isinstance")) @narrow
(elif_clause condition: (call function: (identifier) @_isinstance arguments: (argument_list . [(identifier) (attribute)] @narrow.name . [(identifier) (attribute)] @narrow.type .)) consequence: (block) @narrow.body (#eq? @_isinstance "isinstance")) @narrow

; `with x:` runs x's `__enter__` and `__exit__`, `async with x:` its `__aenter__` and `__aexit__` (contextMethods in
; language.ts): databases' `async with self.connection():` runs `Connection.__aenter__`.
((with_statement (with_clause (with_item value: [(call) (identifier) (attribute)] @call.enterAsync))) @_with (#match? @_with "^async"))
((with_statement (with_clause (with_item value: (as_pattern . [(call) (identifier) (attribute)] @call.enterAsync)))) @_with (#match? @_with "^async"))
((with_statement (with_clause (with_item value: [(call) (identifier) (attribute)] @call.enter))) @_with (#not-match? @_with "^async"))
((with_statement (with_clause (with_item value: (as_pattern . [(call) (identifier) (attribute)] @call.enter)))) @_with (#not-match? @_with "^async"))
