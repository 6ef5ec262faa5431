/**
 * Ruby graph rules: constants are global once loaded, so a class or module name found in no lexical scope
 * resolves to the one class of that name in the repository (`name-only`); a class reopened in several files
 * (`class Minitest::Test`) is one class, its members looked up in each; a call on a constant path no class or module
 * of the repository has (`File.read`, `Rack::Builder.new`) is external; inside a class its methods are called
 * without `self`; `C.new(…)` runs `initialize`; a call without a receiver found in no scope resolves by name only
 * when one method of that name exists (common names excepted); a call on a receiver of unknown type never does (a
 * `String`, `URI` or exception answers too many of the repository's method names), and is external when no method, function or class of the
 * repository has that name (it comes from Ruby itself or a gem). `require_relative "x"` is the file `x.rb` next to the
 * requiring file, `require "x"` is `lib/x.rb` (or `x.rb` from the root); anything else is a gem.
 */
import path from "node:path";
import type { GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { LITERAL_OBJECT } from "../shared.js";

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

/** Methods of Ruby's `Object` and `Kernel` that classes rarely redefine: on an untyped receiver, external. */
const UNIVERSAL = [
  "respond_to?", "is_a?", "kind_of?", "instance_of?", "nil?", "frozen?", "freeze", "dup", "send", "public_send", "__send__",
  "tap", "then", "object_id", "equal?", "instance_variable_get", "instance_variable_set", "instance_variable_defined?",
  "instance_variables", "class", "singleton_class", "method", "methods", "public_method", "define_singleton_method",
  "extend", "instance_eval", "instance_exec", "itself",
];

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
  literalObject: LITERAL_OBJECT,
  builtins: new Set(BUILTINS),
  superCall: "super",
  constructorName: "initialize",
  constructorCall: "new",
  selfName: "self",
  implicitMembers: true,
  openClasses: true,
  universalMethods: new Set(UNIVERSAL),
  constantObject: /^[A-Z]\w*(?:\.[A-Z]\w*)*$/u,
  separators: ["::"],
  nameOnlyTypes: true,
  nameOnlyFallback: true,
  nameOnlyBareCallsOnly: true,
  unknownNamesExternal: true,
  commonMethods: new Set(COMMON),
  folderScope: false,
  importsFolders: false,
  bindings() {
    return [];
  },
  resolveModule: resolveRuby,
  typeName(text) {
    const t = text.trim().replace(/::/gu, ".");
    return /^[A-Z][\w]*(?:\.[A-Z]\w*)*$/u.test(t) ? t : undefined;
  },
};
