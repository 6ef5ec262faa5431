; Ruby graph facts. Capture names: src/graph/treeSitter/facts.ts (GRAPH_CAPTURES).
; Classes and modules (nested ones qualify their members: `Acme.Square.area`), methods, `def self.m` methods.
(class name: [(constant) (scope_resolution)] @def.name) @def.class
(module name: [(constant) (scope_resolution)] @def.name) @def.class
(method name: (_) @def.name) @def.method
(singleton_method name: (_) @def.name) @def.method
(class superclass: (superclass (_) @def.base))
; `include M` / `extend M` / `prepend M` mix a module's methods in.
((call !receiver method: (identifier) @_mixin arguments: (argument_list [(constant) (scope_resolution)] @def.implements)) (#match? @_mixin "^(include|extend|prepend)$"))

; Calls: `m(…)` (self), `x.m(…)`, `C.new(…)` (runs `initialize`), `Mod::C.m`; blocks passed as `&method(:m)` are not followed.
(call !receiver method: (identifier) @call.name) @call
(call receiver: (_) @call.object method: (identifier) @call.name) @call

; Typed names: `x = C.new(…)`.
(assignment left: (identifier) @var.name right: (call receiver: [(constant) (scope_resolution)] @var.type method: (identifier) @_new) (#eq? @_new "new")) @var
(assignment left: (identifier) @var.name right: [(string) (array) (hash) (integer) (float)] @var.builtin) @var
; Instance variables: `@x = C.new(…)` in a method (a field of the class).
(assignment left: (instance_variable) @field.name right: (call receiver: [(constant) (scope_resolution)] @field.type method: (identifier) @_new) (#eq? @_new "new")) @field

; Local names: parameters and assignments shadow methods.
(method_parameters [(identifier) @local (optional_parameter name: (identifier) @local) (keyword_parameter name: (identifier) @local)])
(block_parameters (identifier) @local)
(assignment left: (identifier) @local)

; Imports: `require_relative "x"` (this file's folder), `require "x"` (the load path: lib/, then the root).
((call !receiver method: (identifier) @_req arguments: (argument_list (string (string_content) @import.module))) @import (#match? @_req "^require(_relative)?$"))
