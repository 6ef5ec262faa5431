; Ruby graph facts. Capture names: src/graph/treeSitter/facts.ts (GRAPH_CAPTURES).
; Classes and modules (nested ones qualify their members: `Acme.Square.area`), methods, `def self.m` methods.
(class name: [(constant) (scope_resolution)] @def.name) @def.class
(module name: [(constant) (scope_resolution)] @def.name) @def.class @def.module
(method name: (_) @def.name) @def.method
(singleton_method name: (_) @def.name) @def.method @def.static
; Class methods written inside `class << self` (a `def`, an alias, an attribute): `Base.call@L` apart from `def call`.
(singleton_class value: (self) body: (body_statement [(method name: (_) @def.name) (alias name: (_) @def.name)] @def.method @def.static))
((singleton_class value: (self) body: (body_statement (call !receiver method: (identifier) @_alias arguments: (argument_list . (simple_symbol) @def.name)) @def.method @def.static)) (#eq? @_alias "alias_method"))
((singleton_class value: (self) body: (body_statement (call !receiver method: (identifier) @def.attribute arguments: (argument_list (simple_symbol) @def.name @def.method @def.static)))) (#match? @def.attribute "^attr_(reader|accessor)$"))
; `alias new old` / `alias_method :new, :old` define method `new` (calling it runs `old`'s body).
(alias name: (_) @def.name) @def.method
((call !receiver method: (identifier) @_alias arguments: (argument_list . (simple_symbol) @def.name)) @def.method (#eq? @_alias "alias_method"))
(alias alias: (identifier) @def.returnCall)
((call !receiver method: (identifier) @_alias arguments: (argument_list . (simple_symbol) . (simple_symbol) @def.returnCall)) (#eq? @_alias "alias_method"))
; `attr_reader :a, :b` / `attr_accessor :a` define reader methods `a` and `b` (each symbol is the node), giving the
; field of their name (`@a`); a writer call `x.a = v` of an accessor reaches it too.
((call !receiver method: (identifier) @def.attribute arguments: (argument_list (simple_symbol) @def.name @def.method)) (#match? @def.attribute "^attr_(reader|accessor)$"))
; Forwardable's `def_delegators :target, :a, :b` defines `a` and `b`, `def_delegator :target, :m` defines `m` and
; `def_delegator :target, :m, :alias` defines `alias` (each symbol is the node; what they give is not followed).
((call !receiver method: (identifier) @_delegate arguments: (argument_list . (_) (simple_symbol) @def.name @def.method)) (#match? @_delegate "^def_(instance_)?delegators$"))
((call !receiver method: (identifier) @_delegate arguments: [(argument_list . (_) . (simple_symbol) @def.name @def.method .) (argument_list . (_) . (_) . (simple_symbol) @def.name @def.method .)]) (#match? @_delegate "^def_(instance_)?delegator$"))
; In `class << self`: class methods.
((singleton_class value: (self) body: (body_statement (call !receiver method: (identifier) @_delegate arguments: (argument_list . (_) (simple_symbol) @def.name @def.method @def.static)))) (#match? @_delegate "^def_(instance_)?delegators$"))
((singleton_class value: (self) body: (body_statement (call !receiver method: (identifier) @_delegate arguments: [(argument_list . (_) . (simple_symbol) @def.name @def.method @def.static .) (argument_list . (_) . (_) . (simple_symbol) @def.name @def.method @def.static .)]))) (#match? @_delegate "^def_(instance_)?delegator$"))
(class superclass: (superclass (_) @def.base))
; `ProxyOptions = Options.new(:uri, :user) do … end` (a Struct built with a block, `Class.new(Base) { … }`): a class
; named by the constant, holding the methods the block defines, with the built-on class (or `Class.new`'s argument) as
; its base (`@def.body`: the block, so the signature is the assignment before it).
((assignment left: (constant) @def.name right: (call receiver: [(constant) (scope_resolution)] method: (identifier) @_new block: [(do_block) (block)] @def.body)) @def.class (#eq? @_new "new"))
((assignment left: (constant) right: (call receiver: [(constant) (scope_resolution)] @def.base method: (identifier) @_new block: [(do_block) (block)])) (#eq? @_new "new") (#not-eq? @def.base "Class"))
((assignment left: (constant) right: (call receiver: (constant) @_cls method: (identifier) @_new arguments: (argument_list . [(constant) (scope_resolution)] @def.base) block: [(do_block) (block)])) (#eq? @_cls "Class") (#eq? @_new "new"))
; Its symbols are the Struct's members, readers of the class (`Point = Struct.new(:x, :y)` without a block too).
((assignment left: (constant) right: (call receiver: [(constant) (scope_resolution)] method: (identifier) @_new arguments: (argument_list (simple_symbol) @def.name @def.method) block: [(do_block) (block)])) (#eq? @_new "new"))
((assignment left: (constant) @def.name right: (call receiver: (constant) @_struct method: (identifier) @_new !block)) @def.class (#match? @_struct "^(Struct|Data)$") (#match? @_new "^(new|define)$"))
((assignment left: (constant) right: (call receiver: (constant) @_struct method: (identifier) @_new arguments: (argument_list (simple_symbol) @def.name @def.method) !block)) (#match? @_struct "^(Struct|Data)$") (#match? @_new "^(new|define)$"))
; `class C < Struct.new(:a, :b)` (or `Data.define(:a, :b)`) gives C readers `a` and `b` (each symbol is the node).
((class superclass: (superclass (call receiver: (constant) @_struct method: (identifier) @_new arguments: (argument_list (simple_symbol) @def.name @def.method)))) (#match? @_struct "^(Struct|Data)$") (#match? @_new "^(new|define)$"))
; `include M` / `extend M` / `prepend M` mix a module's methods in.
((call !receiver method: (identifier) @_mixin arguments: (argument_list [(constant) (scope_resolution)] @def.implements)) (#match? @_mixin "^(include|extend|prepend)$"))

; Calls: `m(…)` (self), `x.m(…)`, `C.new(…)` (runs `initialize`), `Mod::C.m`; blocks passed as `&method(:m)` are not followed.
(call !receiver method: (identifier) @call.name) @call
(call receiver: (_) @call.object method: (identifier) @call.name) @call
; `super`, `super(x)`, `super x`, and the `super` of `super.m`: a call of the enclosing method's own name in the superclass.
(super) @call.inherited
; A bare name read as a value (`def one; two; end`, `f(two)`, `two.size`, `x = two`, `"#{two}"`, `if two`) is a call of
; `two` on self, as `two()` is, unless a parameter or local of that name is in scope there (the resolver drops it then:
; `CallFact.bare`). A name written where it is bound (assignment targets, parameters, patterns), under `defined?`, in
; `alias` / `undef`, or one of Ruby's own (`__FILE__`, `__method__`, `__dir__`, a block's `it` and `_1` … `_9`) is none.
([(program (identifier) @call.bare) (body_statement (identifier) @call.bare) (block_body (identifier) @call.bare)
  (begin (identifier) @call.bare) (then (identifier) @call.bare) (else (identifier) @call.bare) (ensure (identifier) @call.bare)
  (do (identifier) @call.bare) (interpolation (identifier) @call.bare) (begin_block (identifier) @call.bare) (end_block (identifier) @call.bare)
  (argument_list (identifier) @call.bare) (array (identifier) @call.bare) (splat_argument (identifier) @call.bare)
  (hash_splat_argument (identifier) @call.bare) (block_argument (identifier) @call.bare) (pair key: (identifier) @call.bare)
  (pair value: (identifier) @call.bare) (element_reference (identifier) @call.bare) (call receiver: (identifier) @call.bare)
  (assignment right: (identifier) @call.bare) (operator_assignment right: (identifier) @call.bare)
  (binary left: (identifier) @call.bare) (binary right: (identifier) @call.bare) (range begin: (identifier) @call.bare)
  (range end: (identifier) @call.bare) (unary operator: ["!" "not" "-" "+" "~"] operand: (identifier) @call.bare)
  (conditional condition: (identifier) @call.bare) (conditional consequence: (identifier) @call.bare) (conditional alternative: (identifier) @call.bare)
  (if condition: (identifier) @call.bare) (unless condition: (identifier) @call.bare) (elsif condition: (identifier) @call.bare)
  (while condition: (identifier) @call.bare) (until condition: (identifier) @call.bare)
  (if_modifier [body: (identifier) @call.bare condition: (identifier) @call.bare])
  (unless_modifier [body: (identifier) @call.bare condition: (identifier) @call.bare])
  (while_modifier [body: (identifier) @call.bare condition: (identifier) @call.bare])
  (until_modifier [body: (identifier) @call.bare condition: (identifier) @call.bare])
  (rescue_modifier [body: (identifier) @call.bare handler: (identifier) @call.bare])
  (case value: (identifier) @call.bare) (case_match value: (identifier) @call.bare) (pattern (identifier) @call.bare)
  (optional_parameter value: (identifier) @call.bare) (keyword_parameter value: (identifier) @call.bare) (in (identifier) @call.bare)]
 (#not-match? @call.bare "^(__FILE__|__LINE__|__ENCODING__|__method__|__dir__|__callee__|it|_[1-9])$"))
; `x.version = v` calls the writer `version=`.
(assignment left: (call receiver: (_) method: (identifier)) @call.writer)

; Typed names: `x = Class.new(C)` is a subclass of C (its class methods are C's); `x = C.new(…)` is typed below as
; any call's result (C's own `def self.new` when it has one, as `Sinatra.new` gives a new class, else a C).
(assignment left: (identifier) @var.name right: (call receiver: (constant) @_cls method: (identifier) @_new arguments: (argument_list . [(constant) (scope_resolution)] @var.type)) (#eq? @_cls "Class") (#eq? @_new "new")) @var
; `x = Class.new(y)` / `Class.new(self)`: a subclass of what y holds.
(assignment left: (identifier) @var.name right: (call receiver: (constant) @_cls method: (identifier) @_new arguments: (argument_list . [(identifier) (self)] @var.value)) (#eq? @_cls "Class") (#eq? @_new "new")) @var
(assignment left: (identifier) @var.name right: [(string) (array) (hash) (integer) (float) (string_array) (symbol_array) (regex) (simple_symbol) (delimited_symbol)] @var.builtin) @var
; `x = self` / `x = y`: what the other name holds (`context = self` in an example group).
(assignment left: (identifier) @var.name right: [(self) (identifier)] @var.value) @var
; `x = C[…]` / `@x = C[…]`: a C (`Hash[…]`, `Set[…]`: a class's `[]` builds an instance).
(assignment left: (identifier) @var.name right: (element_reference object: [(constant) (scope_resolution)] @var.type)) @var
(assignment left: (instance_variable) @field.name right: (element_reference object: [(constant) (scope_resolution)] @field.type)) @field
; `x = y.m(…)` / `x = m(…)`: what the method gives (after the patterns above, which say more).
(assignment left: (identifier) @var.name right: (call receiver: (_) @var.callObject method: (identifier) @var.callName)) @var
(assignment left: (identifier) @var.name right: (call !receiver method: (identifier) @var.call)) @var
; Method parameters whose value is a core object whatever the caller passes: `*args` an Array, `**opts` a Hash,
; `&block` a Proc; `opts = {}` / `name = "x"` (a literal default; a caller may pass something else, as with any untyped name).
(method_parameters [(splat_parameter name: (identifier) @var.name) (hash_splat_parameter name: (identifier) @var.name) (block_parameter name: (identifier) @var.name)] @var @var.builtin)
(method_parameters [(optional_parameter name: (identifier) @var.name value: [(string) (array) (hash) (string_array) (symbol_array)] @var.builtin) (keyword_parameter name: (identifier) @var.name value: [(string) (array) (hash) (string_array) (symbol_array)] @var.builtin)] @var)
; Instance variables (fields of the class): `@x = []` / `{}` / `"…"` (a core object, named by `typeName`); `@x = C.new(…)`
; is typed below as any call's result.
(assignment left: (instance_variable) @field.name right: (call receiver: (constant) @_cls method: (identifier) @_new arguments: (argument_list . [(constant) (scope_resolution)] @field.type)) (#eq? @_cls "Class") (#eq? @_new "new")) @field
(assignment left: (instance_variable) @field.name right: [(string) (array) (hash) (string_array) (symbol_array)] @field.type) @field
; `@x = y.m(…)` / `@x = m(…)`: what the method gives, seen from the assigning method.
(assignment left: (instance_variable) @field.name right: (call receiver: (_) @field.callObject method: (identifier) @field.callName)) @field
(assignment left: (instance_variable) @field.name right: (call !receiver method: (identifier) @field.call)) @field

; What a method gives: its last expression, or a `return` (`Resolver.returnedType` keeps the one type they all agree on).
; An assignment gives its value (`@jar ||= Jar.new(self)`, `@prototype ||= new`).
; A call whose arguments are written without parentheses (`NonDelegate.new env`, `Rack::Lint.new Rack::ETag.new(app)`)
; is read as its callee, receiver and name (no node spans them); one with parentheses or none, whole. What a body with
; an `ensure` clause (and no `rescue`) gives is its main part's last expression (`Rack::MockRequest#request`).
([(method body: (body_statement [(identifier) (instance_variable) (self) (call !arguments) (call arguments: (argument_list) @_args)] @def.return .))
  (singleton_method body: (body_statement [(identifier) (instance_variable) (self) (call !arguments) (call arguments: (argument_list) @_args)] @def.return .))
  (method body: (body_statement [(identifier) (instance_variable) (self) (call !arguments) (call arguments: (argument_list) @_args)] @def.return . (ensure) .))
  (singleton_method body: (body_statement [(identifier) (instance_variable) (self) (call !arguments) (call arguments: (argument_list) @_args)] @def.return . (ensure) .))]
 (#not-match? @_args "^[^(]"))
([(method body: (body_statement (call !receiver method: (identifier) @def.returnCallName arguments: (argument_list) @_args) .))
  (singleton_method body: (body_statement (call !receiver method: (identifier) @def.returnCallName arguments: (argument_list) @_args) .))
  (method body: (body_statement (call !receiver method: (identifier) @def.returnCallName arguments: (argument_list) @_args) . (ensure) .))
  (singleton_method body: (body_statement (call !receiver method: (identifier) @def.returnCallName arguments: (argument_list) @_args) . (ensure) .))]
 (#match? @_args "^[^(]"))
([(method body: (body_statement (call receiver: (_) @def.returnCallObject method: (identifier) @def.returnCallName arguments: (argument_list) @_args) .))
  (singleton_method body: (body_statement (call receiver: (_) @def.returnCallObject method: (identifier) @def.returnCallName arguments: (argument_list) @_args) .))
  (method body: (body_statement (call receiver: (_) @def.returnCallObject method: (identifier) @def.returnCallName arguments: (argument_list) @_args) . (ensure) .))
  (singleton_method body: (body_statement (call receiver: (_) @def.returnCallObject method: (identifier) @def.returnCallName arguments: (argument_list) @_args) . (ensure) .))]
 (#match? @_args "^[^(]"))
(method body: (body_statement [(assignment right: [(call) (identifier)] @def.return) (operator_assignment right: [(call) (identifier)] @def.return)] .))
(singleton_method body: (body_statement [(assignment right: [(call) (identifier)] @def.return) (operator_assignment right: [(call) (identifier)] @def.return)] .))
(return (argument_list . [(call) (identifier) (instance_variable) (self)] @def.return .))
; A literal as the last expression (or assigned there: `@types ||= {}`) gives a core object, named by `typeName`.
(method body: (body_statement [(hash) (array) (string) (string_array) (symbol_array)] @def.result .))
(method body: (body_statement [(assignment right: [(hash) (array) (string)] @def.result) (operator_assignment right: [(hash) (array) (string)] @def.result)] .))
; A constant as the last expression gives that class (`def self.target; Application; end`).
(method body: (body_statement [(constant) (scope_resolution)] @def.result .))
(singleton_method body: (body_statement [(constant) (scope_resolution)] @def.result .))

; Local names: parameters and assignments shadow methods.
(method_parameters [(identifier) @local (optional_parameter name: (identifier) @local) (keyword_parameter name: (identifier) @local) (splat_parameter name: (identifier) @local) (hash_splat_parameter name: (identifier) @local) (block_parameter name: (identifier) @local)])
(block_parameters [(identifier) @local (splat_parameter name: (identifier) @local) (hash_splat_parameter name: (identifier) @local) (block_parameter name: (identifier) @local)])
(assignment left: (identifier) @local)
(operator_assignment left: (identifier) @local)
(left_assignment_list [(identifier) @local (rest_assignment (identifier) @local)])
(block_parameters [(optional_parameter name: (identifier) @local) (keyword_parameter name: (identifier) @local) (destructured_parameter (identifier) @local)])
(lambda_parameters [(identifier) @local (optional_parameter name: (identifier) @local) (splat_parameter name: (identifier) @local)])
(exception_variable (identifier) @local)
; Nested targets and parameters (`a, (b, c) = …`, `|(k, v), i|`), a lambda's other parameters, and the names a pattern
; binds (`in [a, *b]`, `in {k:, j: c, **d}`, `in Integer => f`, `x => {k:}`): locals too.
(destructured_left_assignment [(identifier) @local (rest_assignment (identifier) @local)])
(destructured_parameter [(identifier) @local (splat_parameter name: (identifier) @local)])
(lambda_parameters [(keyword_parameter name: (identifier) @local) (hash_splat_parameter name: (identifier) @local) (block_parameter name: (identifier) @local) (destructured_parameter (identifier) @local)])
(in_clause pattern: (identifier) @local)
(array_pattern [(identifier) @local (splat_parameter name: (identifier) @local)])
(find_pattern [(identifier) @local (splat_parameter name: (identifier) @local)])
(hash_pattern (hash_splat_parameter name: (identifier) @local))
(keyword_pattern key: (hash_key_symbol) @local !value)
(keyword_pattern value: (identifier) @local)
(as_pattern name: (identifier) @local)
(match_pattern pattern: (identifier) @local)
(test_pattern pattern: (identifier) @local)
; `/(?<year>\d+)/ =~ s` binds `year` (each named group of a regular expression written left of `=~`).
(binary left: (regex) @local.groups operator: "=~")
; `rescue Foo => e`: e is a Foo (one class listed); `rescue => e` a StandardError (a core object).
(rescue exceptions: (exceptions . [(constant) (scope_resolution)] @var.type .) variable: (exception_variable (identifier) @var.name)) @var
(rescue !exceptions variable: (exception_variable (identifier) @var.name) @var.builtin) @var
(for pattern: (identifier) @local)

; Imports: `require_relative "x"` (this file's folder), `require "x"` (the load path: lib/, then the root).
((call !receiver method: (identifier) @_req arguments: (argument_list (string (string_content) @import.module))) @import (#match? @_req "^require(_relative)?$"))

; Blocks and what they are given to (`describe X do … end`, `Class.new(Base) { … }`), a call's first argument, a
; block given on (`class_eval(&block)`), a method's block parameter: who `self` is in a block (language.ts).
(call block: (_) @block) @block.call
(call arguments: (argument_list . [(constant) (scope_resolution) (identifier) (simple_symbol)] @args.first)) @args
(call arguments: (argument_list (block_argument (identifier) @args.block))) @args
(method_parameters (block_parameter name: (identifier) @def.blockParam))
; An anonymous block parameter handed on (`def params(&) = Scope.new(&)`, Ruby 3.1): named `&` both ways.
(method_parameters (block_parameter !name) @def.blockParam)
((call arguments: (argument_list (block_argument) @args.block)) @args (#eq? @args.block "&"))
; RSpec `let(:x) { … }`, `let!`, `subject(:x)`, `subject { … }` define methods of the example group, giving the
; block's last expression (`Class.new(C)`: a subclass of C).
((call !receiver method: (identifier) @_let arguments: (argument_list . (simple_symbol) @def.name) block: (_) @def.body) @def.method (#match? @_let "^(let!?|subject!?)$"))
((call !receiver method: (identifier) @def.name !arguments block: (_) @def.body) @def.method (#eq? @def.name "subject"))
(call !receiver method: (identifier) @_let block: [(block body: (block_body [(call) (identifier) (instance_variable) (self)] @def.return .)) (do_block body: (body_statement [(call) (identifier) (instance_variable) (self)] @def.return .))] (#match? @_let "^(let!?|subject!?)$"))
(call !receiver method: (identifier) @_let block: [(block body: (block_body (call receiver: (constant) @_cls method: (identifier) @_new arguments: (argument_list . [(constant) (scope_resolution)] @def.result)) .)) (do_block body: (body_statement (call receiver: (constant) @_cls method: (identifier) @_new arguments: (argument_list . [(constant) (scope_resolution)] @def.result)) .))] (#match? @_let "^(let!?|subject!?)$") (#eq? @_cls "Class") (#eq? @_new "new"))
; A `let` / `subject` giving a new class whose body first mixes a module in (`Class.new do extend M … end`): an M
; (the class answers M's methods; others it mixes in or defines are not followed).
(call !receiver method: (identifier) @_let block: [(block body: (block_body (call receiver: (constant) @_cls method: (identifier) @_new !arguments block: [(do_block body: (body_statement . (call !receiver method: (identifier) @_mix arguments: (argument_list . [(constant) (scope_resolution)] @def.result)))) (block body: (block_body . (call !receiver method: (identifier) @_mix arguments: (argument_list . [(constant) (scope_resolution)] @def.result))))]) .)) (do_block body: (body_statement (call receiver: (constant) @_cls method: (identifier) @_new !arguments block: [(do_block body: (body_statement . (call !receiver method: (identifier) @_mix arguments: (argument_list . [(constant) (scope_resolution)] @def.result)))) (block body: (block_body . (call !receiver method: (identifier) @_mix arguments: (argument_list . [(constant) (scope_resolution)] @def.result))))]) .))] (#match? @_let "^(let!?|subject!?)$") (#eq? @_cls "Class") (#eq? @_new "new") (#match? @_mix "^(include|extend)$"))
; A parameter whose default is a constant (`base = Sinatra::Base`) holds that class (or, as with any default, what a caller passes).
(method_parameters (optional_parameter name: (identifier) @var.name value: [(constant) (scope_resolution)] @var.type) @var)
