; C and C++ graph facts (one query: the C grammar's nodes are a subset). Capture names: src/graph/treeSitter/facts.ts.
; Classes and structs; functions; methods defined in the class body or outside it as `T::m` (named `T.m`).
(class_specifier name: (type_identifier) @def.name body: (_)) @def.class
(struct_specifier name: (type_identifier) @def.name body: (_)) @def.struct
(function_definition declarator: (function_declarator declarator: [(identifier) (field_identifier)] @def.name)) @def.function
(function_definition declarator: (function_declarator declarator: (qualified_identifier scope: (_) @def.receiver name: (identifier) @def.name))) @def.method
(function_definition declarator: (_ (function_declarator declarator: [(identifier) (field_identifier)] @def.name))) @def.function
(function_definition declarator: (_ (function_declarator declarator: (qualified_identifier scope: (_) @def.receiver name: (identifier) @def.name)))) @def.method
; Function-like macros (`#define CHECK(x) …`): called like functions, so calls of them resolve to the definition.
(preproc_function_def name: (identifier) @def.name) @def.function
; Methods declared in the class body and defined elsewhere (or pure virtual): a call reaches the definition
; (`T::m` in a source file) where there is one (`@def.declaration`).
(field_declaration declarator: (function_declarator declarator: (field_identifier) @def.name)) @def.method @def.declaration
(field_declaration declarator: (_ (function_declarator declarator: (field_identifier) @def.name))) @def.method @def.declaration
; Declared result types (`registry &instance()` → `registry`), for calls on a call's result.
(function_definition type: (_) @def.result declarator: [(function_declarator) (_ (function_declarator))])
(field_declaration type: (_) @def.result declarator: [(function_declarator) (_ (function_declarator))])
(base_class_clause (type_identifier) @def.base)
(base_class_clause (qualified_identifier) @def.base)
(base_class_clause (template_type) @def.base)

; Calls: `f(…)`, `x.m(…)` / `p->m(…)`, `ns::f(…)` / `T::f(…)`.
(call_expression function: (identifier) @call.name) @call
(call_expression function: (field_expression argument: (_) @call.object field: (field_identifier) @call.name)) @call
(call_expression function: (qualified_identifier scope: (_) @call.object name: (identifier) @call.name) @call.static) @call
; `a::T::f(…)`: the name is itself qualified; its head joins the object (`a.T` . `f`).
(call_expression function: (qualified_identifier scope: (_) @call.object name: (qualified_identifier) @call.name) @call.static) @call
; Explicit template arguments (`write_float<Char>(…)`, `detail::copy<Char>(…)`, `buf.template get<T>()`): fmtlib/fmt's
; `write_float`, `do_write_float` and `copy` had no callers at all.
; The four casts are operators, no calls (`static_cast<int>(x)`); "template arguments" joined by `&&` or `||` are two
; comparisons the grammar misread (`count < b && b > (a - 1)`, a break-it trial's false call of `count`).
((call_expression function: (template_function name: (identifier) @call.name arguments: (_) @_targs)) @call (#not-match? @call.name "^(?:static|dynamic|reinterpret|const)_cast$") (#not-match? @_targs "&&|[|][|]"))
((call_expression function: (qualified_identifier scope: (_) @call.object name: (template_function name: (identifier) @call.name arguments: (_) @_targs)) @call.static) @call (#not-match? @_targs "&&|[|][|]"))
(call_expression function: (field_expression argument: (_) @call.object field: [(template_method name: (field_identifier) @call.name) (dependent_name (template_method name: (field_identifier) @call.name))])) @call

; A function named as an argument is handed on (hiredis's `redisAsyncSetConnectCallback(c, connectCallback)`,
; leveldb's `RegisterCleanup(&DeleteBlock, …)`): only a name that resolves to a function or method makes an edge; a
; local of that name is a value. In C++ a bare name may be a field or a macro's token: only `&f` counts there
; (GraphLanguage.addressedCallbacks).
(argument_list [(identifier) (qualified_identifier)] @callback)
(argument_list (pointer_expression operator: "&" argument: [(identifier) (qualified_identifier)]) @callback)

; Typed names: declarations and parameters with a class type.
(declaration type: [(type_identifier) (qualified_identifier) (template_type)] @var.type declarator: (identifier) @var.name) @var
(declaration type: [(type_identifier) (qualified_identifier) (template_type)] @var.type declarator: (init_declarator declarator: (identifier) @var.name)) @var
(parameter_declaration type: [(type_identifier) (qualified_identifier) (template_type)] @var.type declarator: (identifier) @var.name) @var
(parameter_declaration type: [(type_identifier) (qualified_identifier) (template_type)] @var.type declarator: [(reference_declarator (identifier) @var.name) (pointer_declarator (identifier) @var.name)]) @var
; A local pointer or reference (`Version* current = versions_->current();`, `const Options& o = …;`): leveldb's
; `current->Get(…)` in `DBImpl::Get` had reached nothing.
(declaration type: [(type_identifier) (qualified_identifier) (template_type)] @var.type declarator: [(pointer_declarator declarator: (identifier) @var.name) (reference_declarator (identifier) @var.name)]) @var
(declaration type: [(type_identifier) (qualified_identifier) (template_type)] @var.type declarator: (init_declarator declarator: [(pointer_declarator declarator: (identifier) @var.name) (reference_declarator (identifier) @var.name)])) @var

; Fields.
; A pointer field's name is its identifier, not the declarator (`Version* index;` is `index`: `r->index->Get(…)`).
(field_declaration type: [(type_identifier) (qualified_identifier) (template_type)] @field.type declarator: [(field_identifier) @field.name (pointer_declarator declarator: (field_identifier) @field.name) (reference_declarator (field_identifier) @field.name)]) @field

; Local names.
(parameter_declaration declarator: [(identifier) @local (reference_declarator (identifier) @local) (pointer_declarator (identifier) @local)])
(declaration declarator: (identifier) @local)
(declaration declarator: (init_declarator declarator: (identifier) @local))
(declaration declarator: [(pointer_declarator declarator: (identifier) @local) (reference_declarator (identifier) @local)])
(declaration declarator: (init_declarator declarator: [(pointer_declarator declarator: (identifier) @local) (reference_declarator (identifier) @local)]))

; Includes: `#include "x.h"` (next to the file, then any folder of the repository).
(preproc_include path: (string_literal (string_content) @import.module)) @import @import.wildcard
(preproc_include path: (system_lib_string) @import.module) @import
