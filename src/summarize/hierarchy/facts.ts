/**
 * Facts about a node read from the graph alone, with no model: inputs and outputs from its signature text,
 * words from its name, side-effect categories from the names of the calls it makes that did not resolve
 * (`fs.readFileSync`, `console.log`) through the per-language import table and a few globals.
 */
import { lookupSideEffects } from "../sideEffects.js";
import { SIDE_EFFECT_TABLES, type SideEffectCategory, type SideEffectTable } from "../sideEffectTable.js";
import escapeStringRegexp from "escape-string-regexp";

/**
 * Words that open or qualify a declaration and are never its return type (Java, C#, C++ style prefixes; `get` and
 * `set` of a JavaScript accessor: ky's `get duplex()` was summarized "Returns get").
 */
const PREFIX_WORDS = new Set([
  "abstract", "accessor", "async", "const", "declare", "def", "export", "extern", "final", "fn", "func", "function", "get",
  "inline", "internal", "let", "native", "override", "private", "protected", "pub", "public", "readonly", "sealed", "set",
  "static", "synchronized", "unsafe", "var", "virtual", "void",
  // C++ specifiers before a constructor's or function's name (fmt's `explicit format_string_checker(…)` read "Returns explicit").
  "explicit", "constexpr", "consteval", "constinit", "friend", "thread_local",
]);

/**
 * Keywords that say what kind of type a declaration is, by the word its signature opens with after
 * {@link PREFIX_WORDS}: the graph has one `class` kind for a Ruby `module Rack` and a `class Request`, and rack's
 * modules were summarized as "Class methods …". Rust's `mod` reads as `module`.
 */
const DECLARATION_WORDS: Record<string, string> = {
  class: "class", module: "module", mod: "module", struct: "struct", interface: "interface", trait: "trait", enum: "enum",
  object: "object", namespace: "namespace", record: "record", protocol: "protocol",
};

/** What a Go defined type is by the word after its name (`type Route struct`); any other underlying type is a `type`. */
const GO_TYPE_KINDS: Record<string, string> = { struct: "struct", interface: "interface", func: "function type" };

/**
 * The kind word of a type's declaration (`module` for `module Rack`, `class` for `export class Ky`), else undefined.
 * A Go defined type says its kind after its name: `type Route struct` is a `struct`, `type Matcher interface` an
 * `interface`, `type BuildVarsFunc func(…)` a `function type` (the graph's kind for every Go type but an interface is
 * `struct`: gorilla/websocket's `netDialerFunc` read "Struct with methods Dial"), any other (`type Params []Param`,
 * `type fakeAddr int`) a `type`; a type alias (`type X = …`, TypeScript's or Rust's) gives none. The Go graph writes a
 * type's signature without its keyword (`TagNameFunc func(field reflect.StructField) string`): with `language` "go",
 * it is read as written after `type` (go-playground/form's `s.tagFn(fld)` read "constructs TagNameFunc").
 */
export function declarationWord(signature: string | undefined, language?: string): string | undefined {
  const text = language === "go" && signature !== undefined && !/^\s*type\s/u.test(signature) ? `type ${signature}` : signature;
  const words = text?.split(/\s+/) ?? [];
  for (const [i, word] of words.entries()) {
    if (PREFIX_WORDS.has(word)) continue;
    if (word === "type" && /^[\p{L}_][\p{L}\p{N}_]*(?:\[.*\])?$/u.test(words[i + 1] ?? "")) {
      const kind = words[i + 2];
      if (kind === undefined || kind.startsWith("=")) return undefined;
      return GO_TYPE_KINDS[/^(?:struct|interface|func)/u.exec(kind)?.[0] ?? ""] ?? "type";
    }
    return Object.hasOwn(DECLARATION_WORDS, word) ? DECLARATION_WORDS[word] : undefined;
  }
  return undefined;
}

/**
 * C++ specifiers written after a function's parameters (`const`, `override`, `final`, `noexcept(…)`, `&`, `= 0`,
 * `= default`), none a return type.
 */
const CPP_QUALIFIERS = /^(?:(?:const|volatile|override|final|mutable|noexcept(?:\s*\([^)]*\))?|throw\s*\([^)]*\)|&&?|=\s*(?:0|default|delete))(?![\w$])\s*)+/;

/** The run of C primitive type words that ends a prefix (`unsigned long long`, `long double`, `signed char`). */
const C_PRIMITIVE_RUN = /(?:^|\s)(?:(?:unsigned|signed|short|long|int|char|double|float)\s+)*(?:unsigned|signed|short|long|int|char|double|float)$/u;

/** Return types that mean "nothing": listed as no output. */
const NO_OUTPUT = new Set(["void", "None", "()", "Unit", "undefined", "Promise<void>"]);

/** Return types of a function that never returns (Rust `!`, TypeScript `never`, Python `NoReturn` / `Never`, Kotlin `Nothing`). */
const NEVER_TYPES = new Set(["!", "never", "NoReturn", "typing.NoReturn", "Never", "typing.Never", "Nothing"]);

/**
 * True when the outputs ({@link splitSignature}) say the function never returns: reqwest's `event_loop_panicked() -> !`
 * read "Takes no arguments and returns ! Outputs: !.".
 */
export function neverReturns(outputs: readonly string[]): boolean {
  return outputs.length > 0 && outputs.every((o) => NEVER_TYPES.has(o));
}

/**
 * Python's bare `*` (keyword-only parameters follow) and `/` (positional-only ones precede) markers: never listed as
 * inputs (typer's `get_click_type(*, annotation, parameter_info)` listed `*`).
 */
const MARKERS = new Set(["*", "/"]);
/** Python's implicit receiver parameters: a method's first parameter of these names is its receiver, no input. */
const RECEIVERS = new Set(["self", "cls"]);

/**
 * Inputs (one per top-level parameter, as written) and outputs (the return type, as written) of a compact
 * signature such as `parse(text: string, opts?: Options): Ast`, `def f(a, b) -> int`, `Start(addr string) error`
 * or `int add(int a, int b)`; an arrow's trailing `=>` is not part of its return type. Unparseable or absent
 * signatures give no inputs and no outputs, and a return type cut short by `…` is no output. With `method`, a
 * first parameter `self` or `cls` is the receiver, no input; a function's is an input like any other (attrs'
 * module-level `def fields(cls)` takes the class it reads). `void` when the declared result is none (`void`, `None`).
 */
export function splitSignature(signature: string | undefined, name: string, method = false): { inputs: string[]; outputs: string[]; void?: true } {
  if (!signature) return { inputs: [], outputs: [] };
  const at = nameAt(signature, name);
  const open = signature.indexOf("(", afterTypeParameters(signature, at >= 0 ? at + name.length : 0));
  if (open < 0) return { inputs: [], outputs: [] };
  const close = matching(signature, open);
  const params = (list: string): string[] =>
    splitTopLevel(list)
      .map((p) => p.trim())
      .filter((p, i) => p.length > 0 && !MARKERS.has(p) && !(method && i === 0 && RECEIVERS.has(p)) && !/^this\s*:/.test(p));
  if (close < 0) {
    // A signature cut short (`…`) inside its parameters: those written whole, then `…` for the rest (jose's seven-
    // parameter `verifyPrepared` had no inputs at all); no output.
    if (!signature.endsWith("…")) return { inputs: [], outputs: [] };
    const whole = params(signature.slice(open + 1, -1)).slice(0, -1);
    return { inputs: whole.length ? [...whole, "…"] : [], outputs: [] };
  }
  const inputs = params(signature.slice(open + 1, close));
  let ret = signature
    .slice(close + 1)
    .trim()
    // C++ qualifiers after the parameters are no return type (leveldb's `bool KeyMayMatch(…) const` read "returns
    // const", `void Prev() override` "Returns override"); a trailing return type (`-> int`) after them stays.
    .replace(CPP_QUALIFIERS, "")
    // A declaration without a body ends in `;` (C# and Java interface methods, PHP interfaces, TypeScript abstract
    // methods); C# constraints (`where T : notnull`) and Java `throws` clauses follow the parameters, not a return type.
    .replace(/^;[\s\S]*$/, "") // Ruby `def <<(msg); end`: the statement ends at the parameters.
    .replace(/;$/, "")
    // A C# constructor's initializer (`: this(serviceProvider, …)`, `: base(message)`) calls another constructor; a C++
    // member initializer list (`: a_(a), b_{b}`) sets fields (a break-it trial's `explicit Q(int a) : a_(a) {}` read
    // "returns a_(a)").
    .replace(/^:\s*(?:(?:base|this)\s*\(|[A-Za-z_][\w:]*[({])[\s\S]*$/, "")
    .replace(/(?:^|\s+)(?:where\s+\w+\s*:|throws\s)[\s\S]*$/, "")
    .trim()
    .replace(/^(:|->|=>)\s*/, "")
    .replace(/\s*(=>|[{:])$/, "")
    .trim();
  // A constant typed as a function keeps its initializer after the type: zod's
  // `_safeParse: (_Err: $ZodErrorClass) => $SafeParse = (_Err) =>` was summarized "Returns $SafeParse = (_Err)".
  ret = beforeInitializer(ret);
  // A signature cut short (`…`) has no trustworthy return type: `JSONResp…` names nothing.
  if (ret.endsWith("…")) ret = "";
  if (!ret && at > 0) {
    // C# explicit interface implementation: `Task INotificationHandler<T>.Handle(…)` returns `Task`; a C++ method
    // defined outside its class, `Status DBImpl::Get(…)`, returns `Status` (it had read "Returns DBImpl::").
    const prefix = signature.slice(0, at).trim().replace(/(?:^|\s)[\w.:]+(?:<[^()]*>)?(?:\.|::)$/, "").trim();
    const last = lastWord(prefix);
    // A C type of several words (`unsigned long long Big()` had read "returns long") is one type.
    if (!prefix.includes("(") && last && !PREFIX_WORDS.has(last)) ret = C_PRIMITIVE_RUN.exec(prefix)?.[0].trim() ?? last;
  }
  return { inputs, outputs: ret && !NO_OUTPUT.has(ret) ? [ret] : [], ...(NO_OUTPUT.has(ret) ? { void: true as const } : {}) };
}

/** `text` up to its first top-level `=` that is no part of `=>`, `==`, `!=`, `<=` or `>=` (an initializer), trimmed. */
function beforeInitializer(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c in OPENERS) depth++;
    else if ((c === ")" || c === "]" || c === "}" || c === ">") && text[i - 1] !== "=" && text[i - 1] !== "-") depth--;
    else if (c === "=" && depth === 0 && !"=!<>".includes(text[i - 1] ?? "") && !"=>".includes(text[i + 1] ?? "")) return text.slice(0, i).trim();
  }
  return text;
}

/** The last word of `text` outside angle and square brackets: `Dictionary<string, int>` in `public Dictionary<string, int>`. */
function lastWord(text: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "<" || c === "[") depth++;
    else if ((c === ">" || c === "]") && depth > 0) depth--;
    else if (/\s/.test(c) && depth === 0) start = i + 1;
  }
  return text.slice(start).trim();
}

/**
 * Where `name` is declared in `signature`: its first occurrence as a whole word followed by parameters or type
 * parameters, else as a whole word (not inside `def`, `func` or a parameter's name), else its first occurrence, else -1. `def f()` was read as returning `de`, the text before the
 * `f` of `def`.
 */
function nameAt(signature: string, name: string): number {
  const escaped = escapeStringRegexp(name);
  // The name before its parameters first: a C# attribute may repeat it (`[GlobalSetup] public void GlobalSetup()`).
  const called = new RegExp(`(?<![\\w$#\\[])${escaped}(?=\\s*[(<])`).exec(signature);
  const word = called ?? new RegExp(`(?<![\\w$#])${escaped}(?![\\w$])`).exec(signature);
  return word ? word.index : signature.indexOf(name);
}

/**
 * An unresolved callee as a reader names it: the arguments of every call in its chain written as `(…)`.
 * The graph keeps the callee expression as written without spaces, so 2,621 of hono's 6,643 unresolved calls
 * carried code into summaries (`app.get('/',(c:any)=>c.text('Hi')).post`, now `app.get(…).post`).
 */
export function calleeName(text: string): string {
  let out = "";
  let depth = 0;
  for (const c of text) {
    if (c === "(") {
      if (depth++ === 0) out += "(…";
    } else if (c === ")" && depth > 0) {
      if (--depth === 0) out += ")";
    } else if (depth === 0) out += c;
  }
  return depth > 0 ? `${out})` : out;
}

const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}", "<": ">" };

/**
 * The index after a type-parameter list `<…>` starting at `from` (spaces skipped), or `from` when there is none: a
 * constraint may hold parentheses of its own (`#retry<T extends (...args: any) => Promise<any>>(fn: T)`), which are
 * not the parameters. `=>` and `->` close nothing.
 */
function afterTypeParameters(text: string, from: number): number {
  // An arrow function's name is followed by its initializer's `=` (and `async`): swr's `isFunction = <T extends
  // (...args: any[]) => any = …>(v: unknown): v is T =>` was read as taking `...args: any[]`.
  const arrow = /^\s*=(?![=>])\s*(?:async\s+)?(?=<)/u.exec(text.slice(from));
  let i = from + (arrow?.[0].length ?? 0);
  while (text[i] === " ") i++;
  if (text[i] !== "<") return from;
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === "<") depth++;
    else if (c === ">" && text[i - 1] !== "=" && text[i - 1] !== "-" && --depth === 0) return i + 1;
  }
  return from;
}

/** Index of the bracket closing the one at `open`, or -1. `=>` and `->` are not brackets. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** Splits on commas outside any bracket pair. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    // A string default (`$c = "x,y"`, `sep=", "`) is one value: its commas split nothing (a break-it trial read
    // `$c = "x; y"`). Only after `=`: a quote elsewhere may be no string (a Rust lifetime, `&'a str`).
    if ((c === '"' || c === "'" || c === "`") && /=\s*$/u.test(text.slice(0, i))) {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
      continue;
    }
    if (c in OPENERS) depth++;
    else if ((c === ")" || c === "]" || c === "}" || c === ">") && text[i - 1] !== "=" && text[i - 1] !== "-") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Lower-case words of an identifier: `parseConfigFile` / `parse_config_file` → `parse config file`. */
export function nameWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_$-]+/g, " ")
    .trim()
    .toLowerCase();
}

/** Effects of calls to globals that no import table names, per language. */
const GLOBALS: Record<string, SideEffectTable> = {
  typescript: { console: ["logging"], fetch: ["network"], setTimeout: ["timers"], setInterval: ["timers"], "Math.random": ["randomness"], "process.env": ["environment"], "process.exit": ["processes"] },
  python: { print: ["logging"], open: ["file system"], input: ["processes"] },
};
GLOBALS.javascript = GLOBALS.typescript!;

/**
 * Side-effect categories implied by unresolved call names (as written, e.g. `fs.writeFileSync`, `this.log`):
 * a global from a small per-language list, else the receiver's first segment looked up as a module name in the
 * import table of `language`. Sorted, without duplicates.
 */
export function callSideEffects(language: string | undefined, names: string[]): SideEffectCategory[] {
  if (!language) return [];
  const table = SIDE_EFFECT_TABLES[language];
  const globals = GLOBALS[language] ?? {};
  const found = new Set<SideEffectCategory>();
  for (const name of names) {
    const segments = name.split(".");
    const head = segments[0] ?? "";
    const pair = `${head}.${segments[1] ?? ""}`;
    const global = Object.hasOwn(globals, pair) ? globals[pair] : Object.hasOwn(globals, head) ? globals[head] : undefined;
    const imported = table && segments.length > 1 && head !== "this" && head !== "self" ? lookupSideEffects(table, head) : [];
    // Tables are plain objects: a name such as `constructor` reaches Object.prototype, never an array.
    const hit = global ?? (Array.isArray(imported) ? imported : []);
    for (const category of hit) found.add(category);
  }
  return [...found].sort();
}
