; Rust graph facts. Capture names: src/graph/treeSitter/facts.ts (GRAPH_CAPTURES).
; Types (struct, enum, trait), functions, and `impl T` / `impl Trait for T` methods (named `T.m`).
(struct_item name: (type_identifier) @def.name) @def.struct
(enum_item name: (type_identifier) @def.name) @def.class
(union_item name: (type_identifier) @def.name) @def.struct
(trait_item name: (type_identifier) @def.name) @def.interface
(impl_item type: (_) @def.receiver body: (declaration_list (function_item name: (identifier) @def.name) @def.method))
(trait_item body: (declaration_list (function_item name: (identifier) @def.name) @def.method))
(trait_item body: (declaration_list (function_signature_item name: (identifier) @def.name) @def.method))
(function_item name: (identifier) @def.name) @def.function
(function_item return_type: (_) @def.result)
; Parameters other than `self`, with their types: a call picks among a type's methods of one name (several `impl`
; blocks) by its argument count and by the declared types of names passed (`self.router.call(req)`, `req: Request<B>`).
(function_item parameters: (parameters (parameter) @def.arg))
(function_item parameters: (parameters (parameter type: (_) @def.paramType)))

; Calls: `f(…)`, `x.m(…)`, `T::f(…)` / `module::f(…)` (`static`: written with `::`), generic `f::<T>(…)`.
(call_expression function: (identifier) @call.name arguments: (arguments) @call.args) @call
(call_expression function: (field_expression value: (_) @call.object field: (field_identifier) @call.name) arguments: (arguments) @call.args) @call
(call_expression function: (scoped_identifier path: (_) @call.object name: (identifier) @call.name) @call.static arguments: (arguments) @call.args) @call
(call_expression function: (generic_function function: (identifier) @call.name) arguments: (arguments) @call.args) @call
(call_expression function: (generic_function function: (field_expression value: (_) @call.object field: (field_identifier) @call.name)) arguments: (arguments) @call.args) @call
(call_expression function: (generic_function function: (scoped_identifier path: (_) @call.object name: (identifier) @call.name) @call.static) arguments: (arguments) @call.args) @call
; A call written first in a macro's arguments (`itry!(self.push(&dent))`, `assert_eq!(ent.depth(), 1)`): tree-sitter gives
; a macro's arguments as tokens, so only a receiver or name that opens them, then `.name(` or `(`, is read as a call
; (argument count unknown). Later calls in the tokens are not read: their receiver may be the tail of a longer path.
(macro_invocation (token_tree . [(self) (identifier)] @call.object . "." . (identifier) @call.name . (token_tree)) @call (#match? @call "^\\(\\s*[A-Za-z_][A-Za-z0-9_]*\\s*\\.\\s*[A-Za-z_][A-Za-z0-9_]*\\s*\\("))
(macro_invocation (token_tree . (identifier) @call.name . (token_tree)) @call (#match? @call "^\\(\\s*[A-Za-z_][A-Za-z0-9_]*\\s*\\("))

; A function named as a value: a struct literal's field (bytes' `static SHARED_VTABLE: Vtable = Vtable { drop: shared_drop,
; … }`, run later through `(self.vtable.drop)(…)`, had no references at all) and a call's argument (`.map(Self::from)`,
; `iter.for_each(visit)`). Only a name that resolves to a function or method makes an edge; a local of that name is a value.
(field_initializer value: [(identifier) (scoped_identifier)] @callback)
(arguments [(identifier) (scoped_identifier)] @callback)

; Typed names: `let x: T`, `let x = T::new(…)` / `T { … }`, parameters.
(let_declaration pattern: (identifier) @var.name type: (_) @var.type) @var
; `Arc::new(x)` / `Box::new(x)` / `Rc::new(x)` give no type here: their methods reach through to x's.
((let_declaration pattern: (identifier) @var.name value: (call_expression function: (_) @var.call)) @var (#not-match? @var.call "^(Arc|Rc|Box)::new$"))
(let_declaration pattern: (identifier) @var.name value: (struct_expression name: (_) @var.type)) @var
(parameter pattern: (identifier) @var.name type: (_) @var.type) @var
; `const X: T = …;` / `static X: T = …;` (module-level, or inside a function).
(const_item name: (identifier) @var.name type: (_) @var.type) @var
(static_item name: (identifier) @var.name type: (_) @var.type) @var

; Struct fields: declared type.
(field_declaration name: (field_identifier) @field.name type: (_) @field.type) @field

; Local names. A `let` binds its name only after the statement (`@local.after`): `let diff = diff(a);` calls the outer `diff`.
(parameter pattern: (identifier) @local)
(let_declaration pattern: (identifier) @local) @local.after
(closure_parameters (identifier) @local)
; Names a pattern binds (`match` arms, `if let`, `while let`, destructuring): `Ok(mut url) => … Ok(url)` hands on the
; local, not a function `url`. Function-wide, as the other locals.
(tuple_struct_pattern type: (_) (identifier) @local)
(tuple_struct_pattern type: (_) (mut_pattern (identifier) @local))
(tuple_struct_pattern type: (_) (ref_pattern (identifier) @local))
(tuple_pattern (identifier) @local)
(slice_pattern (identifier) @local)
(field_pattern pattern: (identifier) @local)
(field_pattern name: (shorthand_field_identifier) @local)
(match_pattern (identifier) @local)
(let_condition pattern: (identifier) @local)
(mut_pattern (identifier) @local)
(ref_pattern (identifier) @local)
(captured_pattern . (identifier) @local)

; Imports: `use a::b::C;` binds C; `use a::b::C as D;` binds D; `use a::b::*;` every item of a::b.
(use_declaration argument: (scoped_identifier path: (_) @import.module name: (identifier) @import.name)) @import
(use_declaration argument: (use_as_clause path: (scoped_identifier path: (_) @import.module name: (identifier) @import.name) alias: (identifier) @import.local)) @import
(use_declaration argument: (use_wildcard (scoped_identifier) @import.module)) @import @import.wildcard
(use_declaration argument: (scoped_use_list path: (_) @import.module list: (use_list (identifier) @import.name))) @import
; `use std::fs::{self, FileType};` binds `fs` too (walkdir's `ent: &fs::DirEntry` read as its own `DirEntry`).
(use_declaration argument: (scoped_use_list path: (_) @import.module list: (use_list (self) @import.name))) @import

; Test code in a source file: the attribute right before a function (`#[test]`, `#[tokio::test]`), and `cfg(test)`
; for every function of a `#[cfg(test)]` module, also under further attributes (language.ts `testDecorator`).
((attribute_item (attribute) @def.decorator)+ . (function_item name: (identifier) @def.name) @def.function)
((attribute_item (attribute) @def.decorator) . (attribute_item)* . (mod_item body: (declaration_list (function_item name: (identifier) @def.name) @def.function)) (#eq? @def.decorator "cfg(test)"))
((attribute_item (attribute) @def.decorator) . (attribute_item)* . (mod_item body: (declaration_list (impl_item type: (_) @def.receiver body: (declaration_list (function_item name: (identifier) @def.name) @def.method)))) (#eq? @def.decorator "cfg(test)"))
((attribute_item (attribute) @def.decorator) . (attribute_item)* . (mod_item body: (declaration_list (struct_item name: (type_identifier) @def.name) @def.struct)) (#eq? @def.decorator "cfg(test)"))
((attribute_item (attribute) @def.decorator) . (attribute_item)* . (mod_item body: (declaration_list (enum_item name: (type_identifier) @def.name) @def.class)) (#eq? @def.decorator "cfg(test)"))
; `impl Trait for T`: T implements Trait (an `implements` edge when Trait is a repository trait).
(impl_item trait: (_) @impl.trait type: (_) @impl.type)
