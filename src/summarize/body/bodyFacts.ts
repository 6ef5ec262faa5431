/**
 * Facts read from a function's own source text, lexically and without a second parse: what it returns and under
 * how many conditions, what it raises or throws, what it iterates over, whether it retries, and the side effects of
 * the resource calls it makes. The per-language knowledge is data: `bodyRules.json` (comment and string syntax,
 * statement patterns) and `resourceCalls.json` (call names → side-effect categories).
 *
 * Seed 000 §2 keeps the code away from the model (the LLM path sends contracts); the extractive generator may read
 * it, since nothing leaves the machine and every name it writes comes from the code itself.
 */
import { readSummarizeJson } from "../llm/dataFile.js";
import escapeStringRegexp from "escape-string-regexp";

interface BodyRules {
  /** A timer call that hands a function literal to run later (`setTimeout(() => …)`), matched from the call's name on. */
  schedules?: string;
  /** A statement assigning a field of the receiver (`self.x = …`, `this.x += …`, `@x ||= …`), group 1 the field. */
  sets?: string;
  /** A statement adding to a collection the receiver holds (`self.headers.append(…)`, `this.items.push(…)`, `@x << …`, `self.x[k] = …`), group 1 the field. */
  grows?: string;
  lineComment: string;
  blockComment?: [string, string];
  strings: string[];
  /**
   * Where a regular expression literal opens (its `/`, where an operand is expected): blanked as a string is, so a quote
   * inside it (axios's `/^[-_a-zA-Z0-9^`|~,!#$%&'*+.]+$/`) opens no string. Absent = the language writes none.
   */
  regexLiteral?: string;
  return: string;
  /** The value after a `return` that is a function literal, group 1 its name where written (see `bodyRules.json`). */
  returnsFunction?: string;
  /**
   * A definition of a function named `{name}` inside the body (JavaScript's `function defaultJsonParser (req, body,
   * done) {`, Python's `def wrapper(*args):`): a `return` of that bare name gives a function, as a literal does.
   */
  definesFunction?: string;
  /** What a raise of a bare string raises (Ruby: `RuntimeError`), when `raise` matches one (a quote as its group). */
  raiseString?: string;
  /** An assignment of the name `{name}` (`wrapper = 3`): with one on a line that is no `definesFunction`, the name holds no function for certain. */
  assignsName?: string;
  /** A generator's `yield` (Python `yield` / `yield from`, JavaScript `yield` / `yield*`), counted apart from returns. */
  yield?: string;
  conditional: string;
  raise: string;
  loop: string;
  retry: string;
  /** How a type body nests: `braces` (depth 1) or `indent` (the body's first indentation). */
  block?: "braces" | "indent";
  field?: string;
  /** A function literal inside a body (see `bodyRules.json`); absent = closures are not told apart. */
  closure?: string;
  /** Tested against the code before a literal: it runs while the function runs. */
  closureRunsNow?: string;
  /**
   * A method written inside a body (an object literal's `async getItem(key) {`, a class expression's method), the match
   * ending at its `(`: like a function literal handed on, its returns, branches and throws are its own, run when it is
   * called. Only a `(…)` followed by `{` on its line (after an optional `: Type`) is one.
   */
  method?: string;
  /** Tested against the code after a literal: it is called at once. */
  closureCalledNow?: string;
  /**
   * A definition written inside a body where blocks are indented (Python `def`, `class`): group 1 is its indentation;
   * it runs to the next code line indented no deeper, and like a function literal run later its returns, raises,
   * branches and loops are its own.
   */
  nestedDefinition?: string;
  /** A raise of a local (`raise exc`), group 1 the local; see {@link constructedAs}. */
  raiseVariable?: string;
  /** Where the body builds a raised local, `{name}` standing for it: group 1 is the class (`exc = ValidationError(…)`). */
  constructedAs?: string;
  /** How a purpose says the body raises (`raises`, Go's `returns the error`); absent = `throws`. */
  raiseVerb?: string;
  /** The line that closes a body (Ruby `end`): the line before it holds the last expression. */
  closer?: string;
  /** In a language that returns its last expression (Ruby): that expression's value, group 1 (see `bodyRules.json`). */
  lastValue?: string;
  /** Words a last expression may be that name a value, not a variable (Ruby `nil`, `self`). */
  literals?: string[];
  /** The last line assigns a field once (`@parts ||= …`): group 1 is the field, given memoized. */
  memoized?: string;
  /** A whole declaration that reads a field (Ruby `:realm` of `attr_reader :realm`): group 1, with `@`, is given. */
  accessor?: string;
  /** The arrow of a function whose body may be an expression (`=>`): such a body gives its value (see `bodyRules.json`). */
  expressionArrow?: string;
  /**
   * A body's one code line when it returns an expression (Python `return 2 * x`, its docstring aside): group 1 starts
   * the expression, which is read as an arrow's expression body is (see `bodyRules.json`).
   */
  singleReturn?: string;
  /** A whole declaration naming another method (`alias include? has_key?`): group 2 is that method. */
  alias?: string;
  /** The last line is a comparison (`status == 200`): group 1, as written, is what the result says. */
  test?: string;
  /**
   * A whole one-line definition (`def ok?; status == 200; end`, `add(x) { this.items.push(x); }`, `def add(self, x):
   * self.items.append(x)`): group 1 is its body, empty when it does nothing. Without it, a body on its signature's line
   * was read as no body at all (`add` said only "Calls this.items.push").
   */
  oneLine?: string;
  /** The line a one-line definition's body is read with after it (Ruby's `end`, which closes its last expression). */
  oneLineClose?: string;
}

let rules: Record<string, BodyRules | string> | undefined;
let calls: Record<string, Record<string, string[]> | string> | undefined;
/** The data tables, read once on first use. */
const RULES = (): Record<string, BodyRules | string> => (rules ??= readSummarizeJson("body/bodyRules.json") as Record<string, BodyRules | string>);
const CALLS = (): Record<string, Record<string, string[]> | string> =>
  (calls ??= readSummarizeJson("body/resourceCalls.json") as Record<string, Record<string, string[]> | string>);

/** What a body shows. Names are as written in the code (exception classes, iterated expressions). */
export interface BodyFacts {
  /** `return` / `yield` statements that carry a value. */
  returnsWithValue: number;
  /** `return` statements in all (with or without a value). */
  returns: number;
  /** The body is an arrow's expression (`x => x * 2`), counted as one return with a value, or one line returning an expression (`singleReturn`). */
  expressionBody?: true;
  /** Branching lines (`if`, `else`, `case`, `except`, ternaries). */
  conditions: number;
  /** Exception classes raised or thrown (`ValueError`, `TypeError`), or `panic` in Go; first-seen order. */
  raises: string[];
  /** Loops in the body. */
  loops: number;
  /** Simple expressions iterated over (`items`, `self.handlers`), first-seen order. */
  iterates: string[];
  /** A retry word (`retry`, `attempt`, `backoff`) appears in code, not in comments or strings, of a body that loops. */
  retries: boolean;
  /** The comments the body gives its steps, in order ({@link stepComments}); absent when none. */
  steps?: string[];
  /**
   * `yield` statements of the function's own (rules' `yield`): a generator, whose bare `return`s give nothing.
   * jsonschema's `required` keyword read "Returns a value, at 2 return points under 2 conditions".
   */
  yields?: number;
  /**
   * Fields of the receiver the body itself assigns (`self.should_exit = True`; rules' `sets`), first-seen order;
   * absent when none or the language has no such rule.
   */
  sets?: string[];
  /**
   * Fields of the receiver holding collections the body adds to (`self.headers.append((name, value))`; rules'
   * `grows`), first-seen order; absent when none or the language has no such rule.
   */
  grows?: string[];
  /**
   * The body's last expression when the language returns it (Ruby) and it is a name or a call chain, as written
   * without its arguments (`@rewindable_io.rewind`, `Utils.status_code`); it also counts as a return with a value.
   * For an arrow's expression body (TypeScript), that expression shortened (`readExpression`).
   */
  gives?: string;
  /**
   * What {@link gives} is: `call` (a chain `a.b`, `A::B`, or a name with arguments `set_header X, v`), `field` (`@body`),
   * `constant` (`TEMPLATE`), `literal` (`nil`, `self`: the rules' `literals`) or `name` (a local, or a method called
   * without arguments: Ruby cannot tell them apart by syntax); for an arrow's expression body also `construction`
   * (`Set(…)` of `new Set(…)`) and `expression` (anything else: a ternary, arithmetic, a literal).
   */
  givesKind?: "call" | "field" | "constant" | "literal" | "name" | "construction" | "expression";
  /**
   * Set when every `return` with a value gives a function literal (expressjs/multer's `makeMiddleware`: `return
   * function multerMiddleware (req, res, next) { … }` read "Returns a value"): the literal's name, or `""` for an
   * anonymous one (a Go `func(…) { … }`, an arrow).
   */
  givesFunction?: string;
  /** True when {@link gives} is a field assigned only on the first call (`@parts ||= …`). */
  memoized?: true;
  /** The method a declaration is another name for (`has_key?` of `alias include? has_key?`). */
  aliasOf?: string;
  /**
   * The comparison a predicate's last line makes, as written, at most {@link MAX_TEST_CHARS} characters (`status == 200`);
   * or the test an arrow's expression body is, at most {@link MAX_EXPRESSION_CHARS} (`code is 'ERR_Y'`).
   */
  whether?: string;
  /** True for a one-line definition with an empty body (`def close; end`). */
  empty?: true;
}

/** Most characters of a comparison kept in {@link BodyFacts.whether}; a longer one is cut with `…`. */
export const MAX_TEST_CHARS = 60;

/** How a purpose says that a body of `language` raises an error: `raiseVerb` of its rules, else `throws`. */
export function raiseVerb(language: string | undefined): string {
  return rulesOf(language)?.raiseVerb ?? "throws";
}

/** The rules of `language`, or undefined when it has none (the body is not read). */
function rulesOf(language: string | undefined): BodyRules | undefined {
  const key = language === "javascript" ? "typescript" : language;
  const r = key ? RULES()[key] : undefined;
  return typeof r === "object" ? r : undefined;
}

interface CompiledRules {
  ret: RegExp;
  returnsFunction?: RegExp;
  yield?: RegExp;
  cond: RegExp;
  raise: RegExp;
  loop: RegExp;
  retry: RegExp;
  raiseVariable?: RegExp;
  sets?: RegExp;
  grows?: RegExp;
}

const COMPILED = new WeakMap<BodyRules, CompiledRules>();

/** The statement patterns of `rules`, compiled once. */
function compiled(rules: BodyRules): CompiledRules {
  let re = COMPILED.get(rules);
  if (!re) {
    re = { ret: new RegExp(rules.return), ...(rules.returnsFunction ? { returnsFunction: new RegExp(rules.returnsFunction, "u") } : {}), ...(rules.yield ? { yield: new RegExp(rules.yield) } : {}), cond: new RegExp(rules.conditional), raise: new RegExp(rules.raise, "g"), loop: new RegExp(rules.loop), retry: new RegExp(rules.retry, "i"), ...(rules.raiseVariable ? { raiseVariable: new RegExp(rules.raiseVariable) } : {}), ...(rules.sets ? { sets: new RegExp(rules.sets, "g") } : {}), ...(rules.grows ? { grows: new RegExp(rules.grows, "g") } : {}) };
    COMPILED.set(rules, re);
  }
  return re;
}

/**
 * Where the expression body of a declaration (comments and strings blanked) starts when it is an arrow function whose
 * body is an expression: its first `arrow` outside brackets is followed by something other than `{`
 * (`({code}) => code === "E"`, `() => ({a: 1})`); an arrow inside the body or the parameters
 * (`function f() { return xs.map(x => x) }`) is not its own. Undefined for any other declaration.
 */
function givesExpression(blanked: string, arrow: string): number | undefined {
  let depth = 0;
  for (let i = 0; i < blanked.length; i++) {
    const ch = blanked[i]!;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") depth--;
    else if (depth === 0 && blanked.startsWith(arrow, i)) return /^\s*\{/u.test(blanked.slice(i + arrow.length)) ? undefined : i + arrow.length;
  }
  return undefined;
}

/**
 * Where an arrow's expression body (`blanked`, comments and strings blanked) ends when the arrow is one branch of a
 * conditional: at the first ` : ` outside brackets that closes no `?` of the body's own (pino's `const asString =
 * nodeMajor >= 25 ? str => JSON.stringify(str) : _asString` read "Returns JSON.stringify(str) : _asString"); else its
 * length. Spaced as a conditional's `:` is, so a Ruby symbol (`:name`) or a Python `lambda x: x` never ends it.
 */
function branchEnd(blanked: string): number {
  let depth = 0;
  let open = 0;
  for (let i = 0; i < blanked.length; i++) {
    const ch = blanked[i]!;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") depth--;
    else if (depth !== 0 || !/\s/u.test(blanked[i - 1] ?? "") || !/\s/u.test(blanked[i + 1] ?? "")) continue;
    else if (ch === "?") open++;
    else if (ch === ":" && open-- === 0) return i;
  }
  return blanked.length;
}

/**
 * Facts of one function or method body (`code` = its source text, signature included), or undefined when the
 * language has no rules. The first line (the signature) is skipped; a declaration that is an accessor or an alias
 * as a whole (`accessor`, `alias` in `bodyRules.json`) gives only that. Pure.
 */
export function readBody(language: string | undefined, code: string): BodyFacts | undefined {
  const rules = rulesOf(language);
  if (!rules) return undefined;
  const facts: BodyFacts = { returnsWithValue: 0, returns: 0, conditions: 0, raises: [], loops: 0, iterates: [], retries: false };
  const whole = code.trim();
  const field = rules.accessor ? new RegExp(rules.accessor).exec(whole)?.[1] : undefined;
  if (field) return { ...facts, returns: 1, returnsWithValue: 1, gives: `@${field}`, givesKind: "field" };
  const alias = rules.alias ? new RegExp(rules.alias).exec(whole)?.[2] : undefined;
  if (alias) return { ...facts, aliasOf: alias };
  const one = rules.oneLine ? new RegExp(rules.oneLine, "d").exec(blankCommentsAndStrings(whole, rules))?.indices?.[1] : undefined;
  if (one && one[0] === one[1]) return { ...facts, empty: true };
  // A one-line definition reads as a signature line, its body, and the line that closes it.
  const source = one ? `\n${whole.slice(one[0], one[1])}\n${rules.oneLineClose ?? ""}` : code;
  const original = source.split("\n").slice(1);
  const commentStarts: number[] = [];
  const blanked = blankCommentsAndStrings(source, rules, commentStarts);
  const lines = blanked.split("\n").slice(1);
  const steps = stepComments(source, commentStarts, rules.lineComment);
  if (steps.length) facts.steps = steps;
  // A function literal's `return` is its own, not the function's; what a literal the function hands on for later runs
  // (a handler, a returned closure) does is no branch, loop or throw of the function's (zustand's `createStoreImpl`
  // read as "2 return points under 4 conditions; loops", all of them in the `setState` and `subscribe` it returns).
  // So is a nested `def` (attrs' `_ClassBuilder.add_setattr` read "5 return points …; raises ValueError,
  // RuntimeError", the returns and the RuntimeError those of the `__setattr__` it defines).
  const literals = innerRegions(blanked, rules).regions;
  const ownLines = literals.length ? blankRegions(blanked, literals).split("\n").slice(1) : lines;
  const nowLines = literals.length ? blankRegions(blanked, literals.filter((r) => r.later)).split("\n").slice(1) : lines;
  const re = compiled(rules);
  let retryWord = false;
  let functionReturns = 0;
  let functionName = "";
  // Names returned bare (`return defaultJsonParser`), each with how many returns give it.
  const returnedNames = new Map<string, number>();
  for (const [i, line] of nowLines.entries()) {
    // The `return` is the function's own; what it gives may be a literal (`return () => …`).
    const ret = re.ret.exec(ownLines[i]!);
    if (re.yield?.test(ownLines[i]!)) facts.yields = (facts.yields ?? 0) + 1;
    if (ret) {
      facts.returns++;
      const value = lines[i]!.slice(ret.index + ret[0].length);
      // A bare return under a modifier (Ruby `return unless ok`) gives no value.
      if (/\S/.test(value.replace(/[;)}\s]+$/, "")) && !givesYield(value, re) && !/^\s*(?:if|unless)\b/u.test(value)) {
        facts.returnsWithValue++;
        const literal = re.returnsFunction?.exec(value);
        const bare = !literal && rules.definesFunction ? /^\s*([\p{L}_$][\p{L}\p{N}_$]*)\s*;?\s*$/u.exec(value)?.[1] : undefined;
        if (literal) {
          functionReturns++;
          functionName ||= literal[1] ?? "";
        } else if (bare) returnedNames.set(bare, (returnedNames.get(bare) ?? 0) + 1);
      }
    }
    if (re.cond.test(line)) facts.conditions++;
    for (const m of line.matchAll(re.raise)) {
      const found = m.slice(1).find((g) => g) ?? "";
      // A raise of a bare string (Ruby `raise 'message'`): what the language raises for it.
      const name = found === '"' || found === "'" ? (rules.raiseString ?? "") : found;
      if (name && !facts.raises.includes(name)) facts.raises.push(name);
    }
    // `raise exc` of `exc = ValidationError(…)` built in the body (marshmallow's `Schema._do_load`).
    const local = re.raiseVariable?.exec(line)?.[1];
    const built = local && rules.constructedAs ? new RegExp(rules.constructedAs.replaceAll("{name}", escapeStringRegexp(local)), "m").exec(nowLines.join("\n"))?.[1] : undefined;
    if (built && !facts.raises.includes(built)) facts.raises.push(built);
    const loop = re.loop.exec(line);
    if (loop) {
      facts.loops++;
      const over = loop.slice(1).find((g) => g);
      if (over && !facts.iterates.includes(over)) facts.iterates.push(over);
    }
    if (re.retry.test(line)) retryWord = true;
    for (const m of re.sets ? ownLines[i]!.matchAll(re.sets) : []) if (!facts.sets?.includes(m[1]!)) (facts.sets ??= []).push(m[1]!);
    for (const m of re.grows ? ownLines[i]!.matchAll(re.grows) : []) if (!facts.grows?.includes(m[1]!)) (facts.grows ??= []).push(m[1]!);
  }
  // A retry word in a body that loops: storing a retry setting (requests' `HTTPAdapter.__init__`: `self.max_retries =
  // Retry(…)`) read "Retries" though nothing is tried again. Following redirects (`max_redirects`) is no retry.
  facts.retries = retryWord && facts.loops > 0;
  // A name returned bare that the body defines as a function (a closure it returns, a decorator's wrapper).
  for (const [name, count] of returnedNames) {
    const escaped = escapeStringRegexp(name);
    const defines = new RegExp(rules.definesFunction!.replaceAll("{name}", escaped), "mu");
    if (!defines.test(blanked)) continue;
    // Assigned something else too (`wrapper = 3` after `def wrapper`, `var parser = null`): no function for certain.
    const assigns = rules.assignsName ? new RegExp(rules.assignsName.replaceAll("{name}", escaped), "u") : undefined;
    if (assigns && blanked.split("\n").some((line) => assigns.test(line) && !defines.test(line))) continue;
    functionReturns += count;
    functionName ||= name;
  }
  if (functionReturns > 0 && functionReturns === facts.returnsWithValue) facts.givesFunction = functionName;
  // `def f(x): return 2 * x`: a body of one line returning an expression gives it, read as an arrow's expression body.
  if (rules.singleReturn && facts.returns === 1) {
    // A docstring's lines, blanked, keep only their quotes.
    // (Nor is the line that closes a braced body, `}`.)
    const isCode = (line: string): boolean => !/^[\s})\];]*$/u.test(rules.strings.reduce((text, quote) => text.split(quote).join(""), line));
    const codeLines = lines.flatMap((line, i) => (isCode(line) ? [[line, original[i] ?? ""] as const] : []));
    const start = codeLines.length === 1 ? new RegExp(rules.singleReturn, "d").exec(codeLines[0]![0])?.indices?.[1]?.[0] : undefined;
    if (start !== undefined && !givesYield(codeLines[0]![0].slice(start), re)) {
      facts.expressionBody = true;
      Object.assign(facts, readExpression(codeLines[0]![1].slice(start), codeLines[0]![0].slice(start)));
    }
  }
  // `x => x * 2`: an arrow whose body is an expression gives its value, with no `return` to count.
  const blankedWhole = rules.expressionArrow && facts.returns === 0 ? blankCommentsAndStrings(whole, rules) : undefined;
  const at = blankedWhole !== undefined && rules.expressionArrow ? givesExpression(blankedWhole, rules.expressionArrow) : undefined;
  if (blankedWhole !== undefined && at !== undefined) {
    facts.returns++;
    facts.returnsWithValue++;
    facts.expressionBody = true;
    const end = at + branchEnd(blankedWhole.slice(at));
    Object.assign(facts, readExpression(whole.slice(at, end), blankedWhole.slice(at, end)));
  }
  const last = lastValue(rules, lines, original);
  if (last) {
    if (last.test !== undefined) facts.whether = last.test.length > MAX_TEST_CHARS ? `${last.test.slice(0, MAX_TEST_CHARS - 1)}…` : last.test;
    else {
      facts.gives = last.value;
      facts.givesKind = last.call
        ? "call"
        : last.value.startsWith("@")
          ? "field"
          : /^[A-Z]/u.test(last.value)
            ? "constant"
            : rules.literals?.includes(last.value)
              ? "literal"
              : "name";
    }
    if (last.memoized) facts.memoized = true;
    facts.returns++;
    facts.returnsWithValue++;
  }
  return facts;
}

/**
 * True when a `return`'s value (`text`, the code after the keyword) is a yield expression, `(yield)` or `yield x`:
 * what the generator is sent back, no value the function computes (pluggy's hook wrappers `return (yield)` read
 * "Returns yield").
 */
function givesYield(text: string, re: CompiledRules): boolean {
  return re.yield !== undefined && /^[\s(]*yield\b/u.test(text);
}

/** Most characters of an arrow's expression body kept in {@link BodyFacts.whether} or {@link BodyFacts.gives}; a longer one is cut with `…`. */
export const MAX_EXPRESSION_CHARS = 80;
/** Most characters of a bracketed argument list, index or literal kept as written; a longer one reads `(…)`. */
const MAX_GROUP_CHARS = 48;
/** Operators that make an expression a test: comparisons (spaced, so `Map<K, V>` is none), `instanceof`, `in`. */
const COMPARISON = /^(?:===|!==|==|!=|<=|>=|<|>|instanceof|in)$/u;
/**
 * Operators read as words in a test: `a === b || !c` reads "a is b or !c"; `==` and `!=` read "equals" and "does not
 * equal", as Python's `is` is identity (databases' `str(self) == str(other)` read "str(self) is str(other)").
 */
const OPERATOR_WORDS: Record<string, string> = { "===": "is", "==": "equals", "!==": "is not", "!=": "does not equal", "&&": "and", "||": "or" };
/** Calls that answer yes or no (`SET.has(code)`, `message.includes(x)`, `is.string(v)`, `isFoo(v)`): a test's operand. */
const PREDICATE_CALL = /^!?(?:[\p{L}\p{N}_$.?]*\.)?(?:has|some|every|includes|startsWith|endsWith|test|is[\p{Lu}]\w*|has[\p{Lu}]\w*|is\.\w+)\(/u;

/**
 * What an arrow's expression body gives (`original` the code after the arrow as written, `blanked` the same with
 * comments and strings blanked): a test (a comparison, `instanceof`, a negation, or `&&`/`||` of tests and yes-or-no
 * calls) as {@link BodyFacts.whether}, with `===`, `!==`, `&&` and `||` at its top level read as words; else the
 * expression as {@link BodyFacts.gives}: `construction` (`new Set(…)`, the class and what follows), `call` (a call
 * chain) or `expression` (a name, a member, a literal, a ternary). Bracketed text longer than {@link MAX_GROUP_CHARS} or holding a
 * function reads `(…)`; the whole is at most {@link MAX_EXPRESSION_CHARS} characters, cut between names. Every name kept
 * is written in the code.
 */
function readExpression(original: string, blanked: string): Pick<BodyFacts, "whether" | "gives" | "givesKind"> {
  // Trimmed by the blanked text's spaces, both alike: a comment before the expression is spaces there only (immer's
  // `get = (thing, prop) =>` then `// @ts-ignore` read "Returns // @ts-ignore type === ArchType.(ap ?)thing.ge[(pro]").
  const align = (t: string, c: string): [string, string] => {
    const start = c.length - c.trimStart().length;
    const stop = c.trimEnd().length;
    return [t.slice(start, stop), c.slice(start, stop)];
  };
  const end = blanked.replace(/[\s;,]+$/u, "").length;
  let [text, code] = align(original.slice(0, end), blanked.slice(0, end));
  // `() => ({a: 1})`: the parentheses only keep the braces from reading as a block.
  if (code.startsWith("(") && closingOf(code, 0) === code.length - 1) [text, code] = align(text.slice(1, -1), code.slice(1, -1));
  const operators: string[] = [];
  const operands: string[] = [];
  let operandStart = 0;
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") depth--;
    else if (depth === 0) {
      const op = /^(?:\s(===|!==|==|!=|<=|>=|<|>|instanceof|in|&&|\|\||\?\?|\?|=>)\s)/u.exec(code.slice(i - 1));
      if (op && i > 0) {
        operators.push(op[1]!);
        if (op[1] === "&&" || op[1] === "||") {
          operands.push(code.slice(operandStart, i - 1).trim());
          operandStart = i + op[1].length;
        }
        i += op[1]!.length - 1;
      }
    }
  }
  operands.push(code.slice(operandStart).trim());
  const matched = patternTest(text, code);
  if (matched) return { whether: bounded(matched) };
  const testOperand = (o: string): boolean => o.startsWith("!") || o === "true" || o === "false" || PREDICATE_CALL.test(o) || /\s(?:===|!==|==|!=|<=|>=|<|>|instanceof|in)\s/u.test(o);
  const other = operators.some((o) => o === "?" || o === "??" || o === "=>");
  const test =
    !other &&
    (operators.some((o) => COMPARISON.test(o)) ||
      (operators.length === 0 && code.startsWith("!") && !code.startsWith("!=")) ||
      (operators.some((o) => o === "&&" || o === "||") && operands.every(testOperand)));
  const short = bounded(shortened(text, code, test));
  if (test) return { whether: short };
  // An object literal too long to quote reads by its keys: "an object with limit, remaining and reset".
  if (short === "{…}") {
    const keys = objectKeys(code);
    if (keys.length) return { gives: bounded(`an object with ${keys.length > MAX_KEYS ? `${keys.slice(0, MAX_KEYS).join(", ")} and ${keys.length - MAX_KEYS} more` : keys.join(", ").replace(/, ([^,]*)$/u, " and $1")}`), givesKind: "expression" };
  }
  if (!operators.length && /^new\s/u.test(code)) return { gives: short.replace(/^new\s+/u, ""), givesKind: "construction" };
  if (!operators.length && /^(?:await\s+)?[\p{L}_$#][\p{L}\p{N}_$.?#]*(?:<[^()]*>)?\(/u.test(code) && code.endsWith(")")) return { gives: short, givesKind: "call" };
  return { gives: short, givesKind: "expression" };
}

/** Most characters of a regular expression a purpose quotes; a longer one is "a pattern". */
const MAX_PATTERN_CHARS = 24;

/**
 * An expression that tests a regular expression literal against a value (`/^\d+$/.test(s)`: `code` blanked, `text` as
 * written) as a test reads: "s matches /^\d+$/", or "str.trim() matches a pattern" for a pattern too long to quote.
 * axios's `isValidHeaderName` (`/^[-_a-zA-Z0-9^`|~,!#$%&'*+.]+$/.test(str.trim())`) read "Returns /^[-_a-zA-Z0-9^`",
 * cut inside its pattern. Undefined for any other expression.
 */
function patternTest(text: string, code: string): string | undefined {
  const head = /^\/\s*\/[a-z]*\.test\(/u.exec(code);
  if (!head || closingOf(code, head[0].length - 1) !== code.length - 1) return undefined;
  const pattern = text.slice(0, head[0].length - 6);
  const value = shortened(text.slice(head[0].length, -1), code.slice(head[0].length, -1), false);
  return `${value} matches ${pattern.length <= MAX_PATTERN_CHARS ? pattern : "a pattern"}`;
}

/** Most keys of an object literal named in {@link BodyFacts.gives}. */
const MAX_KEYS = 4;

/**
 * The keys of the object literal `code` (blanked) is, in written order: `key: value`, a shorthand `key`, a method
 * `key() {…}` (also `async`, `get`, `set`); spreads and computed keys are left out.
 */
function objectKeys(code: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let start = 1;
  const part = (text: string): void => {
    const m = /^(?:(?:async|get|set)\s+)?\*?\s*([\p{L}_$#][\p{L}\p{N}_$]*)\s*(?::|\(|$)/u.exec(text.trim());
    if (m && !keys.includes(m[1]!)) keys.push(m[1]!);
  };
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") {
      depth--;
      if (depth === 0) part(code.slice(start, i));
    } else if (ch === "," && depth === 1) {
      part(code.slice(start, i));
      start = i + 1;
    }
  }
  return keys;
}

/** The index of the bracket closing the one at `open` in `code`, or -1. */
function closingOf(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const ch = code[i]!;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * `text` (as written; `code` the same blanked) with white space collapsed and each bracket group shortened in turn: a
 * group whose own text (its inner groups shortened) is longer than {@link MAX_GROUP_CHARS}, or that defines a function
 * or holds a block, reads `(…)`; with `words`, the top-level operators of {@link OPERATOR_WORDS} read as words.
 */
function shortened(text: string, code: string, words: boolean): string {
  let out = "";
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!;
    if (ch === "(" || ch === "[" || ch === "{") {
      const close = closingOf(code, i);
      if (close < 0) {
        out += text.slice(i);
        break;
      }
      const innerCode = code.slice(i + 1, close);
      const inner = shortened(text.slice(i + 1, close), innerCode, false);
      // An arrow, a function or a statement at this group's own level (a nested one's is the nested group's).
      const keep = inner.length <= MAX_GROUP_CHARS && !/=>|\bfunction\b|;/u.test(ownLevel(innerCode));
      out += `${ch}${keep ? inner : inner ? "…" : ""}${code[close]}`;
      i = close;
      continue;
    }
    const op = words && /^\s(===|!==|==|!=|&&|\|\|)\s/u.exec(code.slice(i));
    if (op) {
      out += ` ${OPERATOR_WORDS[op[1]!]} `;
      i += op[0].length - 1;
      continue;
    }
    out += text[i];
  }
  // A chain written over lines (`\n\t.filter(…)`) reads as one.
  return out.replace(/\s+(?=\??\.[\p{L}_$#])/gu, "").replace(/\s+/gu, " ").trim();
}

/**
 * `code` without what its nested bracket groups hold (their brackets kept): what is written at its own level. One scan,
 * so shortening stays linear in the nesting depth (testing each group's shortened text again doubled the work at
 * every level: 22 nested calls took 0.7 s).
 */
function ownLevel(code: string): string {
  let out = "";
  let depth = 0;
  for (const ch of code) {
    if (ch === ")" || ch === "]" || ch === "}") depth--;
    if (depth === 0) out += ch;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
  }
  return out;
}

/** `text` cut to at most {@link MAX_EXPRESSION_CHARS} characters between names (never inside one), `…` after a cut. */
function bounded(text: string): string {
  if (text.length <= MAX_EXPRESSION_CHARS) return text;
  const name = /[\p{L}\p{N}_$#]/u;
  let cut = MAX_EXPRESSION_CHARS - 1;
  while (cut > 0 && name.test(text[cut]!) && name.test(text[cut - 1]!)) cut--;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/**
 * The value of the last expression of `lines` (a body, strings blanked; `original` the same lines as written) by
 * `rules.memoized`, `rules.test` (`test`: the comparison as written) and `rules.lastValue`, and whether it is a call
 * (a chain, or a name followed by arguments); undefined when the last line is none of these.
 */
function lastValue(rules: BodyRules, lines: string[], original: string[]): { value: string; call: boolean; memoized?: true; test?: string } | undefined {
  if (!rules.lastValue || !rules.closer) return undefined;
  const at = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  if (at.length < 2 || !new RegExp(rules.closer).test(lines[at[at.length - 1]!]!)) return undefined;
  const line = lines[at[at.length - 2]!]!;
  const memo = rules.memoized ? new RegExp(rules.memoized).exec(line)?.[1] : undefined;
  if (memo) return { value: memo, call: false, memoized: true };
  const opened = rules.memoized && at.length > 2 ? memoizedOver(new RegExp(rules.memoized), lines[at[0]!]!, line) : undefined;
  if (opened) return { value: opened, call: false, memoized: true };
  const test = rules.test ? new RegExp(rules.test).exec(line) : undefined;
  if (test?.[1]) {
    const start = test.index + test[0].indexOf(test[1]);
    return { value: "", call: false, test: original[at[at.length - 2]!]!.slice(start, start + test[1].length) };
  }
  // A raise as the last line gives no value (faraday's `raise 'Adapter should be set …'` read "Returns a value").
  if (new RegExp(rules.raise).test(line)) return undefined;
  const m = new RegExp(rules.lastValue).exec(line);
  if (!m?.[1]) return undefined;
  return { value: m[1], call: /\.|::/.test(m[1]) || m[0].trim() !== m[1] };
}

/**
 * The field a body of one memoizing statement written over several lines sets (`@formatters ||= {` … `}`, `@store ||=
 * Store.new.tap do |s|` … `end`, `@x ||= begin` … `end`: httparty's `Logger.formatters` read "Sets formatters"): `first`
 * (the body's first line) memoizes and ends with an opening bracket, `do` or `begin`, and `last` (the body's last
 * line) closes it at the same indentation. Undefined otherwise.
 */
function memoizedOver(memoized: RegExp, first: string, last: string): string | undefined {
  const field = memoized.exec(first)?.[1];
  if (!field || !/(?:[{[(]|\b(?:begin|do(?:\s*\|[^|]*\|)?))\s*$/u.test(first) || !/^\s*(?:[}\])]|end)\s*$/u.test(last)) return undefined;
  const indent = (l: string): number => l.length - l.trimStart().length;
  return indent(first) === indent(last) ? field : undefined;
}

/** Most characters of one step comment ({@link stepComments}); a longer one is cut at a word with `…`. */
export const MAX_STEP_COMMENT_CHARS = 80;

/** A comment that is a tool's directive or a note to maintainers, not a description of a step. */
const NOT_A_STEP = /^(?:eslint|prettier|@ts-|istanbul|c8\b|v8\b|jshint|tslint|biome|deno-lint|noinspection|nolint|nosec|noqa|type:|pragma|pylint|pyre-|mypy|pyright|fmt:|isort|rubocop|TODO|FIXME|XXX|HACK|BUG\b|credits?\b|see:?\s+https?:|https?:\/\/|[\w-]+:[\w-]|-|=|\*|#)|^(?:ignored?|noop|no-op|pass|nothing|empty|unreachable)\.?$/iu;

/** A comment that speaks of credentials: never quoted, whatever the secret masking found in it. */
const CREDENTIAL_WORDS = /\b(?:passwords?|passwd|pwd|secrets?|tokens?|api[ _-]?keys?|private[ _-]?keys?|credentials?|auth[ _-]?keys?)\b/iu;

/** A comment that is code left out (`// return cache.get(key);`, `# print(x)`, `// ["h3", h3(src)],`) or a signature (`// (route, handler)`), not prose. */
const COMMENTED_CODE = /[;{},[(]\s*$|^[\w.$]+\(.*\)\s*$|^\([\w$, ]*\)$|^(?:if|elif|else|for|while|switch|case|return|throw|raise|yield|new|const|let|var|import|from|def|func|fn|function|class|await|print|try|catch|except)\b.*[(=:"'`]|^[\w.$[\]]+\s*[-+*/]?=\s*\S/u;

/**
 * The comments a body gives its steps, in order: each run of whole-line comments (`lineComment` of `language`'s
 * `bodyRules.json` entry) read as one text to its first sentence's end, without tool directives, maintainers' notes
 * (`TODO`, `FIXME`), links or commented-out code (each such line ends a run), each at most
 * {@link MAX_STEP_COMMENT_CHARS} characters; duplicates once. An undocumented
 * function's authors often say there what each branch handles: h3's `prepareResponseBody` has "Empty Content",
 * "Text", "Buffer (should be before JSON)", "JSON", "BigInt", "Blob", "Symbol or Function" above its nine returns,
 * while its purpose could only say "Returns { body: BodyInit; … }, at 9 return points". `starts` are the line
 * comments' start indexes as {@link blankCommentsAndStrings} reports them for `code` (read by {@link readBody}, which
 * blanks the body once for both). The code's first line (the declaration) is not read.
 */
function stepComments(code: string, starts: readonly number[], lineComment: string): string[] {
  // Lines that open with a line comment (a `#` or `//` inside a multi-line string is none).
  const commentLines = new Set<number>();
  let lineStart = 0;
  let line = 0;
  for (const at of starts) {
    for (let nl = code.indexOf("\n", lineStart); nl !== -1 && nl < at; nl = code.indexOf("\n", lineStart)) {
      lineStart = nl + 1;
      line++;
    }
    if (!code.slice(lineStart, at).trim()) commentLines.add(line);
  }
  const original = code.split("\n");
  const runs: string[][] = [];
  let run: string[] | undefined;
  for (let i = 1; i < original.length; i++) {
    const text = commentLines.has(i) ? original[i]!.trim().slice(lineComment.length).replace(/^[/#!]+/u, "").trim() : undefined;
    // Code, a directive, a note, a link or left-out code ends a comment's run.
    if (text === undefined || !/\p{L}{2}/u.test(text) || NOT_A_STEP.test(text) || COMMENTED_CODE.test(text) || CREDENTIAL_WORDS.test(text)) {
      run = undefined;
      continue;
    }
    if (!run) runs.push((run = []));
    run.push(text);
  }
  const out: string[] = [];
  for (const lines of runs) {
    // A comment wrapped over lines reads as one, to its first sentence's end.
    const joined = lines.join(" ").replace(/\s+/gu, " ");
    const sentence = /^.*?\p{L}[.!?](?=\s|$)/u.exec(joined)?.[0] ?? joined;
    const text = sentence.replace(/(?<=\p{L})\.$/u, "");
    const cut = text.length > MAX_STEP_COMMENT_CHARS ? `${text.slice(0, MAX_STEP_COMMENT_CHARS).replace(/\s+\S*$/u, "")} …` : text;
    if (!out.includes(cut)) out.push(cut);
  }
  return out;
}

/**
 * `code` with comments and string contents replaced by spaces (quotes and newlines kept), so patterns match only
 * code. Handles the line comment, an optional block comment and the listed string delimiters (longest first). A string
 * or regular expression literal left open at a line's end keeps that line break, so the text keeps its lines (a JSX
 * closing tag `</b>` read as a regular expression had joined two lines: h3-style `.tsx` bodies). `lineComments`, when
 * given, receives the index of each line comment's start (a `#` inside a string is none).
 */
export function blankCommentsAndStrings(code: string, rules: Pick<BodyRules, "lineComment" | "blockComment" | "strings" | "regexLiteral">, lineComments?: number[]): string {
  const block = rules.blockComment;
  const starts = startsPattern(rules);
  const blank = (text: string): string => text.replace(/[^\n]/g, " ");
  let out = "";
  let i = 0;
  while (i < code.length) {
    starts.lastIndex = i;
    const m = starts.exec(code);
    if (!m) {
      out += code.slice(i);
      break;
    }
    out += code.slice(i, m.index);
    const token = m[0];
    i = m.index;
    if (token === rules.lineComment) {
      lineComments?.push(i);
      const end = code.indexOf("\n", i);
      const stop = end < 0 ? code.length : end;
      out += blank(code.slice(i, stop));
      i = stop;
    } else if (block && token === block[0]) {
      const end = code.indexOf(block[1], i + block[0].length);
      const stop = end < 0 ? code.length : end + block[1].length;
      out += blank(code.slice(i, stop));
      i = stop;
    } else if (token === "/" && !rules.strings.includes("/")) {
      const stop = regexLiteralEnd(code, i);
      out += `/${blank(code.slice(i + 1, stop))}${code[stop] === "/" ? "/" : ""}`;
      i = code[stop] === "/" ? stop + 1 : stop;
    } else {
      let j = i + token.length;
      while (j < code.length && !code.startsWith(token, j)) {
        if (code[j] === "\\") j++;
        else if (code[j] === "\n" && token.length === 1 && token !== "`") break;
        j++;
      }
      const open = j >= code.length || code[j] === "\n";
      out += token + blank(code.slice(i + token.length, j)) + (open ? "" : token);
      i = open ? j : j + token.length;
    }
  }
  return out;
}

/**
 * Index of the `/` closing the regular expression literal whose opening `/` is at `open` (a `/` inside a character
 * class `[…]` or escaped closes nothing), or of the line's end when it is not closed there.
 */
function regexLiteralEnd(code: string, open: number): number {
  let inClass = false;
  let j = open + 1;
  for (; j < code.length && code[j] !== "\n"; j++) {
    const c = code[j];
    if (c === "\\") j++;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) return j;
  }
  return j;
}

const STARTS = new WeakMap<object, RegExp>();

/** One global pattern finding the next comment, string or regular expression opener, longest delimiter first. Cached per rules object. */
function startsPattern(rules: Pick<BodyRules, "lineComment" | "blockComment" | "strings" | "regexLiteral">): RegExp {
  let re = STARTS.get(rules);
  if (!re) {
    const tokens = [rules.lineComment, ...(rules.blockComment ? [rules.blockComment[0]] : []), ...rules.strings].sort((x, y) => y.length - x.length);
    re = new RegExp([...tokens.map((t) => escapeStringRegexp(t)), ...(rules.regexLiteral ? [rules.regexLiteral] : [])].join("|"), "g");
    STARTS.set(rules, re);
  }
  return re;
}

/**
 * Side-effect categories of the calls a node makes itself (call names as written: `os.ReadFile`, `this.log`),
 * through `resourceCalls.json` for `language`: a key matches the whole name, a key ending in `.` any name it
 * starts, a key starting with `.` any name it ends. The most specific key decides: the whole name's own key, else
 * the longest matching prefix or suffix key; so a key mapped to no categories (`log.New`, a constructor) takes a
 * call out of a broader key (`log.`). Sorted, without duplicates; empty for a language without a table.
 */
export function sideEffectsOfCalls(language: string | undefined, names: string[]): string[] {
  const index = callIndex(language);
  if (!index) return [];
  const found = new Set<string>();
  for (const raw of names) {
    const name = raw.replace(/^(this|self)\./, "");
    for (const c of index.exact.get(name) ?? mostSpecific(index, name)) found.add(c);
  }
  return [...found].sort();
}

/** Categories of the longest prefix or suffix key matching `name` (empty when none does). */
function mostSpecific(index: CallIndex, name: string): string[] {
  let best: [string, string[]] | undefined;
  for (const entry of index.prefixes) if (name.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  for (const entry of index.suffixes) if (name.endsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1] ?? [];
}

interface CallIndex {
  exact: Map<string, string[]>;
  prefixes: [string, string[]][];
  suffixes: [string, string[]][];
}

const CALL_INDEX = new Map<string, CallIndex | undefined>();

/** The resource-call table of a language split by key form, built once. */
function callIndex(language: string | undefined): CallIndex | undefined {
  const key = language === "javascript" ? "typescript" : language;
  if (key === undefined) return undefined;
  if (!CALL_INDEX.has(key)) {
    const table = CALLS()[key];
    if (typeof table !== "object") CALL_INDEX.set(key, undefined);
    else {
      const entries = Object.entries(table);
      CALL_INDEX.set(key, {
        exact: new Map(entries.filter(([k]) => !k.endsWith(".") && !k.startsWith("."))),
        prefixes: entries.filter(([k]) => k.endsWith(".")),
        suffixes: entries.filter(([k]) => k.startsWith(".")),
      });
    }
  }
  return CALL_INDEX.get(key);
}

/**
 * Names of the fields (or enum members, or properties) declared at the top level of a class, interface or struct
 * body, first-seen order, from `code` = the type's source text; empty for a language without rules. Methods,
 * nested types and decorators are not fields. Pure.
 */
export function typeFields(language: string | undefined, code: string): string[] {
  const rules = rulesOf(language);
  if (!rules?.field) return [];
  const field = new RegExp(rules.field);
  const lines = blankCommentsAndStrings(code, rules).split("\n");
  const top = rules.block === "indent" ? indentedTop(lines.slice(1)) : braceTop(lines);
  const names: string[] = [];
  for (const line of top) {
    const m = field.exec(line);
    const name = m?.[1];
    if (name && !NOT_FIELDS.has(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Words a field pattern may catch at the start of a line that declare something else. Not `type`: no field pattern
 * matches a type declaration (`type X = …` has no `:` or `=` right after the word), and `type` is a common
 * discriminating field (uvicorn's `LifespanStartupFailedEvent` TypedDict, `type: Literal[…]`, read "Class with fields
 * message").
 */
const NOT_FIELDS = new Set(["def", "class", "async", "return", "pass", "func", "constructor", "get", "set", "if", "for", "else"]);

/**
 * Lines (text after the opening brace) at brace depth 1 and outside parentheses and brackets: the members of the first
 * `{ … }` block. A line inside a multi-line parameter list or array is no member (hono's `HonoRequest` listed the
 * constructor's parameters `request`, `matchResult` as fields).
 */
function braceTop(lines: string[]): string[] {
  const out: string[] = [];
  let depth = 0;
  let group = 0;
  for (const line of lines) {
    let start = 0;
    const startDepth = depth;
    const startGroup = group;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (c === "{") {
        depth++;
        if (depth === 1) start = i + 1;
      } else if (c === "}") depth--;
      else if (c === "(" || c === "[") group++;
      else if ((c === ")" || c === "]") && group > 0) group--;
    }
    // Inside a member's body every parameter list has closed: an unbalanced parenthesis there (a regular expression
    // literal) must not hide the members after it.
    if (depth >= 2) group = 0;
    if (startGroup > 0) continue;
    if (startDepth === 1 || (startDepth === 0 && depth >= 1)) {
      const text = startDepth === 0 ? line.slice(start) : line;
      if (text.trim()) out.push(...text.split(";").map((t) => t.trimEnd()));
    }
  }
  return out;
}

/** Lines at the body's own indentation (the first indented line's), stripped of it. */
function indentedTop(lines: string[]): string[] {
  const first = lines.find((l) => l.trim());
  const indent = first ? (/^\s*/.exec(first)?.[0].length ?? 0) : 0;
  return lines.filter((l) => l.trim() && (/^\s*/.exec(l)?.[0].length ?? 0) === indent).map((l) => l.slice(indent));
}

/** True when `language` has a resource-call table (then an empty answer means "no effects", not "unknown"). */
export function hasResourceCalls(language: string | undefined): boolean {
  const key = language === "javascript" ? "typescript" : language;
  return key !== undefined && typeof CALLS()[key] === "object";
}

/**
 * The names among `names` (unresolved call names as written) whose every call in `code` (a function's source text,
 * signature included) lies inside a function literal that runs later: a handler the function registers or a
 * callback it returns, not one it runs itself (a Promise executor, an array callback, a goroutine, an immediately
 * called literal; `closureRunsNow` / `closureCalledNow` in `bodyRules.json`). A name not found in the code counts
 * as called now. Empty for a language without closure rules. Pure.
 */
export function callsRunLater(language: string | undefined, code: string, names: readonly string[]): Set<string> {
  const rules = rulesOf(language);
  const later = new Set<string>();
  if (!rules || (!hasClosureRules(rules) && !rules.nestedDefinition)) return later;
  const text = blankCommentsAndStrings(code, rules);
  const inner = innerRegions(text, rules);
  const start = inner.start;
  const regions = inner.regions.filter((r) => r.later).map((r): [number, number] => [r.from, r.to]);
  if (!regions.length) return later;
  for (const name of new Set(names)) {
    const call = new RegExp(`(?<![\\w$.#])${escapeStringRegexp(name)}\\s*[(<]`, "g");
    const at = [...text.matchAll(call)].map((m) => m.index).filter((i) => i >= start);
    if (at.length && at.every((i) => regions.some(([from, to]) => i >= from && i < to))) later.add(name);
  }
  return later;
}

/**
 * True when every call among `names` (unresolved call names as written) that the resource-call table reads as timers
 * is made in `code` (a function's source text) as a timer handed a function literal to run later (rules' `schedules`):
 * the function schedules work and waits on nothing. formidable's `PersistentFile.destroy` (`setTimeout(() => {
 * fs.unlink(filepath, () => {}); }, 1)`) read "Waits on timers". False with no such call, for a timer call handed no
 * literal (`setTimeout(resolve, ms)` in a Promise executor waits), and for a language without the rule. Pure.
 */
export function timersOnlySchedule(language: string | undefined, code: string, names: readonly string[]): boolean {
  const rules = rulesOf(language);
  if (!rules?.schedules) return false;
  const text = blankCommentsAndStrings(code, rules);
  const schedules = new RegExp(rules.schedules, "y");
  const timers = [...new Set(names)].filter((n) => sideEffectsOfCalls(language, [n]).includes("timers"));
  const calls = timers.flatMap((name) => [...text.matchAll(new RegExp(`(?<![\\w$.#])${escapeStringRegexp(name)}\\s*\\(`, "g"))].map((m) => m.index));
  return calls.length > 0 && calls.every((at) => {
    schedules.lastIndex = at;
    return schedules.test(text);
  });
}

const OPEN = "([{";
const CLOSE = ")]}";

/** Where the function's own body starts: after the first `{` or `=>` outside brackets (its parameters). */
function bodyStart(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (depth === 0 && (c === "{" || text.startsWith("=>", i))) return i + (c === "{" ? 1 : 2);
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c)) depth = Math.max(0, depth - 1);
  }
  return 0;
}

/** Index just after the bracket matching the one at `open`, or the text's length. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (OPEN.includes(text[i]!)) depth++;
    else if (CLOSE.includes(text[i]!) && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Index of the bracket opening the one that closes at `close` (scanning back), or 0. */
function matchingBack(text: string, close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    if (CLOSE.includes(text[i]!)) depth++;
    else if (OPEN.includes(text[i]!) && --depth === 0) return i;
  }
  return 0;
}

/** End of an arrow's expression body starting at `from`: the first `,` or `;` at its depth, or a closing bracket. */
function expressionEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c)) {
      if (depth === 0) return i;
      depth--;
    } else if (depth === 0 && (c === "," || c === ";")) return i;
    else if (depth === 0 && c === "\n" && i > from && !/^\s*[.?:+\-*/&|)]/.test(text.slice(i + 1, i + 40)) && text.slice(from, i).trim()) return i;
  }
  return text.length;
}

/** `text` with the characters of `regions` (`[from, to)`) as spaces, its line breaks kept. */
function blankRegions(text: string, regions: readonly { from: number; to: number }[]): string {
  let out = "";
  let at = 0;
  for (const { from, to } of [...regions].sort((x, y) => x.from - y.from)) {
    if (to <= at) continue;
    const begin = Math.max(from, at);
    out += text.slice(at, begin) + text.slice(begin, to).replace(/[^\n]/gu, " ");
    at = to;
  }
  return out + text.slice(at);
}

/** True when the language tells function literals apart (`closure`, `closureRunsNow`, `closureCalledNow`). */
function hasClosureRules(rules: BodyRules): boolean {
  return rules.closure !== undefined && rules.closureRunsNow !== undefined && rules.closureCalledNow !== undefined;
}

/**
 * The code a body holds that is not its own at once: its function literals ({@link literalRegions}, where the
 * language tells them apart) and nested definitions ({@link nestedRegions}), with where the body's own code starts
 * (after its signature). `text` has comments and strings blanked.
 */
function innerRegions(text: string, rules: BodyRules): { start: number; regions: { from: number; to: number; later: boolean }[] } {
  const closures = hasClosureRules(rules);
  const start = closures ? bodyStart(text) : text.indexOf("\n") + 1;
  return { start, regions: [...(closures ? literalRegions(text, start, rules) : []), ...nestedRegions(text, rules)] };
}

/**
 * `[from, to)` spans of the definitions nested in a body whose blocks are indented (`nestedDefinition` in
 * `bodyRules.json`: Python `def` and `class` inside a function), each `later`: a line matching the rule, indented
 * deeper than the first one (the definition itself, after its decorators), to the next code line indented no deeper
 * than it. Empty for a language without the rule. `text` has comments and strings blanked.
 */
function nestedRegions(text: string, rules: BodyRules): { from: number; to: number; later: boolean }[] {
  if (!rules.nestedDefinition) return [];
  const re = new RegExp(rules.nestedDefinition);
  const lines = text.split("\n");
  const offsets: number[] = [];
  let at = 0;
  for (const line of lines) {
    offsets.push(at);
    at += line.length + 1;
  }
  const indent = (line: string): number => /^\s*/u.exec(line)![0].length;
  const regions: { from: number; to: number; later: boolean }[] = [];
  let outer: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]!);
    if (!m) continue;
    const depth = m[1]!.length;
    if (outer === undefined) {
      outer = depth;
      continue;
    }
    if (depth <= outer) continue;
    let j = i + 1;
    while (j < lines.length && (!lines[j]!.trim() || indent(lines[j]!) > depth)) j++;
    regions.push({ from: offsets[i]!, to: j < lines.length ? offsets[j]! : text.length, later: true });
    i = j - 1;
  }
  return regions;
}

/**
 * `[from, to)` spans of the function literals in `text` (comments and strings blanked) after `start`, each with
 * `later` true when it runs after the function returns (see {@link callsRunLater}): not a Promise executor, an array
 * callback, a goroutine or a literal called at once (`closureRunsNow` / `closureCalledNow` in `bodyRules.json`).
 */
function literalRegions(text: string, start: number, rules: BodyRules): { from: number; to: number; later: boolean }[] {
  const closure = new RegExp(rules.closure!, "g");
  const runsNow = new RegExp(rules.closureRunsNow!);
  const calledNow = new RegExp(rules.closureCalledNow!);
  const regions: { from: number; to: number; later: boolean }[] = [];
  for (const m of text.matchAll(closure)) {
    if (m.index < start) continue;
    let head = m.index;
    let end: number;
    if (m[0] === "=>" || m[0] === "->") {
      let j = m.index - 1;
      while (j > 0 && /\s/.test(text[j]!)) j--;
      if (text[j] === ")") head = matchingBack(text, j);
      else {
        while (j > 0 && /[\w$]/.test(text[j - 1]!)) j--;
        head = j;
      }
      let b = m.index + 2;
      while (b < text.length && /\s/.test(text[b]!)) b++;
      end = text[b] === "{" ? matching(text, b) : expressionEnd(text, b);
    } else {
      // A literal's body opens on the line its parameters end (a `func(…) T` type has none there). An empty `{}` after
      // them is a result type's (Go `func() interface{} {`: httprouter's `Router.Handle` read "Returns a value" from
      // its pool's `New` literal).
      const params = matching(text, m.index + m[0].length - 1);
      let brace = text.indexOf("{", params);
      while (brace >= 0 && text[brace + 1] === "}") brace = text.indexOf("{", brace + 2);
      const newline = text.indexOf("\n", params);
      if (brace < 0 || (newline >= 0 && newline < brace)) continue;
      end = matching(text, brace);
    }
    const before = text.slice(Math.max(0, head - 200), head).replace(/\basync\s*$/, "");
    regions.push({ from: head, to: end, later: !runsNow.test(before) && !calledNow.test(text.slice(end, end + 40)) });
  }
  for (const m of rules.method ? text.matchAll(new RegExp(rules.method, "g")) : []) {
    if (m.index < start) continue;
    const params = matching(text, m.index + m[0].length - 1);
    const brace = /^\s*(?::[^{;=\n]*)?\{/u.exec(text.slice(params));
    if (!brace) continue;
    regions.push({ from: m.index, to: matching(text, params + brace[0].length - 1), later: true });
  }
  return regions;
}
