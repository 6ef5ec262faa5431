/**
 * Ruby graph rules. Constants are looked up lexically: a name written inside `module Rack; module Protection`
 * is `Rack::Protection::X`, `Rack::X`, a top-level `X` or a constant of an enclosing class's base, found in any file
 * (a module reopened in several files is one module, `name-only` where the file is another); a constant path none of
 * whose candidates the repository defines (`File.read`, `Rack::Builder.new`, `Request` inside `module Rack`) is
 * external, and so is what its `new` gives. A class reopened in several files (`class Minitest::Test`) is one class,
 * its members looked up in each; a class method (`def self.m`, a `def` in `class << self`) and an instance method of
 * one name are two nodes, a call reaching the one of its receiver's side (`Base.call`, `self.class.call` or `call` in a
 * class method: the class method; `new.call`, `call` in an instance method: the instance method); inside a class its methods (not an enclosing module's) are called without `self`;
 * `C.new(…)` calls C's own `def self.new` (`Sinatra.new`) when it has one, else runs `initialize` (a local or field
 * assigned `C.new` has what that gives; one assigned `C[…]` is a C, as `Hash[…]` builds a Hash);
 * `Class.new(C)` is a subclass of C. A bare name no parameter or local holds is a method called on self, a call site
 * of its own (`def url; base_url + fullpath; end`) resolved as `base_url()` is, and as a receiver typed as (an
 * `attr_reader`'s field type, else what the method gives: its last expression or a `return`, a last call written
 * without parentheses read as its callee, `NonDelegate.new env`, and with an `ensure` clause its main part's last
 * expression); `self` in a class or module body is the class; an example group's `@x` has the type its assignment in
 * the group (a `before` block) or a group around it gives; `attr_reader :a` and
 * `attr_accessor :a` (and a `Struct.new(:a)` superclass, `def_delegators :x, :a`) define a method `a`, the attributes giving the field `@a` (an accessor's writer call `x.a = v` reaches it); `alias new old` and
 * `alias_method :new, :old` define `new`, giving what `old` gives. `*args` is an Array, `**opts` and `opts = {}` a
 * Hash, `&block` a Proc, `@list = []` an Array (and a method whose last expression is a literal, `@list ||= []`, a core
 * object), `rescue => e` a StandardError (`rescue Foo => e` a Foo), and conversions (`to_s`, `split`, `length`…) give core objects whatever
 * answers them: calls on these are external. A local first bound inside a block (a block parameter, `x = …` in an
 * `it` block) belongs to that block; `x = y.m` and `@x = y.m` have what `m` gives; a module's call on self that it does
 * not answer is the one method of that name its includers define (or, where they do not answer either, their own
 * includers; for a call outside test files, includers in test files are not asked); a mixin written in a block is not
 * the enclosing class's. A superclass path the repository does not define
 * (`< Rack::Response`) is outside, and so is a class the repository only reopens with a qualified name and no
 * superclass (`class Rack::Builder`) or any ancestor of a class's definitions (a mixin `include Rack::Test::Methods`), so a
 * call (also a bare one inside the class) its repository part does not answer is external, unless the class may
 * answer any name (`method_missing`, `delegate_missing_to`: a name it lacks is then the one repository method of that
 * name, `name-only`, as grape's `Grape::API` hands its DSL on to an instance); `superclass.m` in a class's methods is its superclass's
 * `m` (the class's own where its superclass is outside).
 *
 * In-repository (internal) or not: a call is external when its target is known to be outside (a core or gem constant,
 * a core object as above, a builtin, a method of `Object` on an untyped receiver) or when no method, function, alias
 * or class of the repository has its name (it can only come from Ruby itself or a gem). Any other call counts as
 * in-repository, resolved or not: a repository definition of that name is a plausible target. A call on a receiver
 * of unknown type is never resolved by its name alone (a `String`, `URI` or exception answers too many of the
 * repository's method names), nor treated as external for having one (a gem's method may hand back a repository
 * object, as RSpec's `subject` does); a call without a receiver found in no scope resolves by name only when one
 * method of that name exists (common names excepted). `require_relative "x"` is the file `x.rb` next to the requiring
 * file, `require "x"` is `lib/x.rb` (or `x.rb` from the root); anything else is a gem.
 */
import path from "node:path";
import type { BlockReceiverRules, GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";

const BUILTINS = [
  "puts", "print", "p", "pp", "require", "require_relative", "raise", "fail", "loop", "lambda", "proc", "format", "sprintf",
  "attr_reader", "attr_writer", "attr_accessor", "include", "extend", "prepend", "private", "public", "protected",
  "module_function", "define_method", "instance_variable_get", "instance_variable_set", "send", "public_send", "respond_to?",
  "block_given?", "yield", "catch", "throw", "binding", "caller", "freeze", "frozen?", "dup", "clone", "tap", "then", "is_a?",
  "kind_of?", "instance_of?", "nil?", "class", "super", "alias_method", "private_constant", "autoload", "warn", "exit", "at_exit",
  "Integer", "Float", "String", "Array", "Hash", "Rational", "Complex", "new", "method", "instance_eval", "class_eval",
  "const_get", "const_set", "define_singleton_method", "singleton_class",
];

/** Method names that objects of the standard library also answer: never resolved by name alone. */
const COMMON = [
  "each", "map", "select", "reject", "find", "detect", "inject", "reduce", "first", "last", "size", "length", "count", "empty?",
  "include?", "key?", "keys", "values", "merge", "merge!", "delete", "push", "pop", "shift", "unshift", "join", "split", "strip",
  "to_s", "to_sym", "to_i", "to_a", "to_h", "to_str", "to_proc", "call", "[]", "[]=", "==", "<=>", "hash", "eql?", "inspect",
  "sort", "sort_by", "uniq", "flatten", "compact", "any?", "all?", "none?", "min", "max", "sum", "each_with_object", "each_pair",
  "fetch", "store", "update", "close", "read", "write", "open", "gsub", "sub", "match", "match?", "start_with?", "end_with?",
  "downcase", "upcase", "name", "value", "run", "start", "stop", "get", "set", "add", "remove", "clear", "reset", "process",
  "build", "create", "load", "save", "render", "parse", "format", "error", "log", "info", "debug", "path", "body", "status",
  "headers", "params", "env", "request", "response", "settings", "helpers", "configure", "use", "register", "invoke", "dispatch",
  "handle", "filter", "route", "pass", "halt", "redirect", "to", "url", "content_type", "new", "initialize",
];

/**
 * Methods of Ruby's `Object`, `BasicObject` and `Kernel` that classes rarely redefine: on an untyped receiver, external;
 * called by `super` in a class none of whose repository ancestors defines it, `Object`'s (external).
 */
const UNIVERSAL = [
  "initialize", "method_missing", "respond_to_missing?", "respond_to?", "is_a?", "kind_of?", "instance_of?", "nil?", "frozen?", "freeze", "dup", "send", "public_send", "__send__",
  "tap", "then", "object_id", "equal?", "instance_variable_get", "instance_variable_set", "instance_variable_defined?",
  "instance_variables", "class", "singleton_class", "method", "methods", "public_method", "define_singleton_method",
  "extend", "instance_eval", "instance_exec", "itself",
];

/**
 * Call objects that are literals: strings (`"…"`, `'…'`, `%q(…)`), arrays (`[…]`, `%w[…]`, `%i[…]`), hashes or
 * blocks (`{…}`), numbers, symbols (`:sym`, `%s(…)`), regular expressions (`/…/`, `%r{…}`), `__dir__` / `__FILE__`, and a
 * range in parentheses with no parentheses inside (`(0..20).each`, `('A'..'Z').to_a` in rack's tests: a Range).
 */
const RUBY_LITERAL = /^(?:["'`[{]|\d|%[qQwWiIrs]?[[({<|!/]|:[\p{L}_"]|\/|__(?:dir|FILE)__|\((?:'[^']*'|"[^"]*"|[^()'"])*?\.\.(?:'[^']*'|"[^"]*"|[^()'"])*\)$)/u;

/**
 * Methods whose result is an object of Ruby's core classes whatever answers them (`to_s` a String, `length` an
 * Integer, `split` / `keys` / `map` an Array, by the contracts of `Object`, `String`, `Hash` and `Enumerable` that a
 * class redefining them keeps): `x.to_s.empty?` is `String#empty?`, external.
 */
const CORE_RESULTS = [
  "to_s", "to_str", "inspect", "to_sym", "to_i", "to_f", "to_a", "to_ary", "to_h", "to_hash", "length", "size", "count",
  "keys", "values", "split", "join", "map", "collect", "select", "reject", "sort", "sort_by", "flat_map", "zip",
  "upcase", "downcase", "capitalize", "strip", "chomp", "encode", "force_encoding", "unpack", "pack",
];

/**
 * Blocks that run with another `self` (`BlockReceiverRules`): `instance_eval`/`class_eval`/`instance_exec`/
 * `class_exec`/`module_eval`/`module_exec` on their receiver, `define_method` keeps self (the block becomes a method),
 * `Class.new(C)` a subclass of C, `Module.new`/`Struct.new`/`Data.define` a new class of no known ancestor, Rack's
 * `Rack::Builder.new`/`.app` an instance of the builder (they `instance_eval` their block). RSpec: `describe`,
 * `context`… blocks are example groups holding their `def`s and `let`s; `include`/`extend` in a group, or
 * `config.include` in `RSpec.configure` (looked for in spec helpers and `spec/support/`), mix a module in;
 * `include_context` and delegations (`def_delegators :subject, :m`) bring in names we do not follow; minitest's
 * `describe` makes a `Minitest::Spec` subclass, so a repository's `class Minitest::Spec` answers names in groups. A `let` giving
 * `Class.new do extend M … end` (graph.scm) is an M: the class answers M's methods (the modules it mixes in after M
 * and the methods it defines are not followed), and `new` on it is `Class#new`, outside.
 */
const BLOCK_RECEIVERS: BlockReceiverRules = {
  evaluators: new Set(["instance_eval", "class_eval", "instance_exec", "class_exec", "module_eval", "module_exec"]),
  keepers: new Set(["define_method"]),
  subclassing: new Set(["Class.new"]),
  anonymous: new Set(["Module.new", "Struct.new", "Data.define"]),
  outside: new Set(["Rack.Builder.new", "Rack.Builder.app"]),
  missingMethod: "method_missing",
  missingDelegators: new Set(["delegate_missing_to"]),
  groups: {
    methods: new Set(["describe", "context", "feature", "example_group", "xdescribe", "fdescribe", "xcontext", "fcontext", "shared_examples", "shared_examples_for", "shared_context"]),
    receivers: new Set(["RSpec"]),
    shared: new Set(["shared_examples", "shared_examples_for", "shared_context"]),
    imports: new Set(["include_context", "include_examples", "def_delegators", "def_delegator", "delegate"]),
    mixins: new Set(["include", "extend"]),
    configure: new Set(["RSpec.configure"]),
    configFiles: /(?:^|\/)(?:spec|rails)_helper\.rb$|(?:^|\/)spec\/support\//u,
    described: new Set(["described_class", "subject"]),
    bases: ["Minitest::Spec"],
  },
};

/**
 * Outside methods whose result is an outside object: RSpec's `expect(…)`/`is_expected`/`allow(…)` (expectation
 * targets), Rack::Test's `last_response`/`last_request` (Rack's mock objects).
 */
const OUTSIDE_RESULTS = ["expect", "is_expected", "allow", "expect_any_instance_of", "allow_any_instance_of", "last_response", "last_request"];

function resolveRuby(module: string, fromPath: string, env: ModuleEnv): ModuleTarget {
  const file = module.endsWith(".rb") ? module : `${module}.rb`;
  const dir = path.posix.dirname(fromPath);
  // `require_relative` and `require` look alike once parsed: next to the file first, then lib/, then the root.
  for (const c of [path.posix.normalize(path.posix.join(dir === "." ? "" : dir, file)), `lib/${file}`, file]) if (env.files.has(c)) return { paths: [c] };
  return { external: true };
}

/** What the graph builder knows about Ruby. */
export const rubyGraph: GraphLanguage = {
  id: "ruby",
  grammar: "tree-sitter-ruby.wasm",
  hashComments: true, // `def f(a, # why` stays out of signatures; `"#{x}"` is inside quotes, which are skipped whole
  literalObject: RUBY_LITERAL,
  coreResults: new Set(CORE_RESULTS),
  lexicalConstants: true,
  builtins: new Set(BUILTINS),
  superCall: "super",
  constructorName: "initialize",
  constructorCall: "new",
  selfName: "self",
  bodySelfIsClass: true,
  implicitMembers: true,
  selfIsInnermost: true,
  openClasses: true,
  classMethodTwins: true,
  universalMethods: new Set(UNIVERSAL),
  constantObject: /^[A-Z]\w*(?:\.[A-Z]\w*)*$/u,
  separators: ["::"],
  nameOnlyTypes: true,
  nameOnlyFallback: true,
  nameOnlyBareCallsOnly: true,
  unknownNamesExternal: true,
  classMethod: "class",
  superclassMethod: "superclass",
  bareNameCalls: { field: (name) => `@${name}` },
  attributes: { field: (name) => `@${name}`, writers: new Set(["attr_accessor"]) },
  commonMethods: new Set(COMMON),
  blockReceivers: BLOCK_RECEIVERS,
  outsideResults: new Set(OUTSIDE_RESULTS),
  folderScope: false,
  importsFolders: false,
  docWrappers: ["argument_list", "call"], // `# doc` above `private def helper`, where the def is the call's argument
  bindings() {
    return [];
  },
  resolveModule: resolveRuby,
  typeName(text) {
    // A literal an instance variable is assigned (`@list = []`): its core class.
    if (/^(?:\[|%[wWiI])/u.test(text)) return "Array";
    if (text.startsWith("{")) return "Hash";
    if (/^(?:["']|%[qQ]?\W)/u.test(text)) return "String";
    const t = text.trim().replace(/::/gu, ".");
    return /^[A-Z][\w]*(?:\.[A-Z]\w*)*$/u.test(t) ? t : undefined;
  },
};
