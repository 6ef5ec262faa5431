/**
 * The extractive node generator: a {@link NodeSummary} from the graph and the node's own code, no model, so the
 * hierarchy exists on the embedded default. Callee and member purpose lines are composed upward (seed 001 §3.2.3,
 * Algorithm 3).
 *
 * Functions and methods: purpose = first sentence of the doc comment, else that of the method it overrides or of its
 * twin (see `NodeContext`), else what the body shows (see
 * `body/bodyFacts.ts`): what it returns and at how many points, what it raises, what it iterates over, whether it
 * retries, the resources it touches and the callees it delegates to; else its signature. Never a sentence that only
 * restates the name. Side effects are those of the calls it makes itself (`body/resourceCalls.json`); its callees'
 * are named in a detail line, not inherited. Calls = callees in importance order with their purpose as the reason.
 * Classes, interfaces, structs: the doc, else their fields (read from their code) and members.
 * Files: the Stage 1 responsibility when it comes from the file's doc, else their declarations, exported first.
 * Folders: their README's description, else their package doc (an entry file's doc, Go's `// Package x …`), then what
 * their files and folders are for, most exported declarations first, tests counted last; the repository: its README's
 * description, then its folders.
 */
import { isBuiltinCall, type GraphNode } from "../../graph/index.js";
import { docSentence, firstSentence } from "../render.js";
import { callsRunLater, hasResourceCalls, raiseVerb, readBody, sideEffectsOfCalls, timersOnlySchedule, typeFields, type BodyFacts } from "../body/bodyFacts.js";
import { namedAfterFile, PROVIDES_PREFIX, REEXPORTS_PREFIX } from "../extractive.js";
import { getLanguage } from "../../extract/index.js";
import { callSideEffects, declarationWord, nameWords, neverReturns, splitSignature } from "./facts.js";
import type { ContextSummary, FileFacts, GeneratedSummary, NodeContext, NodeGenerator, NodeInput } from "./generator.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY, makeNodeSummary, shortName, STEP_COMMENTS_DETAIL, type NodeSummary } from "./nodeSummary.js";

/** Most callees listed under `calls`; the rest are counted in a detail line. */
export const MAX_CALLS = 12;
/** Most members listed in a container's details. */
export const MAX_MEMBERS = 20;
/** Most unresolved call names listed. */
export const MAX_UNRESOLVED = 8;
/** Most step comments a detail quotes (`BodyFacts.steps`), the rest counted. */
export const MAX_STEP_COMMENTS = 8;
/** Most characters of one unresolved call name listed (a literal receiver can run long: rack's `{ … }.merge!` read 90). */
export const MAX_CALL_CHARS = 60;

const CALLABLE = new Set(["function", "method"]);
/** Callee kinds a call constructs. */
const CONSTRUCTED = new Set(["class", "struct"]);

/** The extractive generator (no model calls, no code needed). */
export const extractiveNodeGenerator: NodeGenerator = {
  key: EXTRACTIVE_NODE_GENERATOR_KEY,
  needsCode: true,
  typeCode: true,
  usesContext: true,
  readsUses: true,
  settings: "",
  async generate(input: NodeInput, code: string | undefined): Promise<GeneratedSummary> {
    return { summary: extractiveNodeSummary(input, code), calls: 0, usage: { inputTokens: 0, outputTokens: 0 } };
  },
};

/** The extractive summary of one node; `code` = its source text when read. Pure and deterministic. */
export function extractiveNodeSummary(input: NodeInput, code?: string): NodeSummary {
  return CALLABLE.has(input.node.kind) ? callableSummary(input, code) : containerSummary(input, code);
}

/**
 * The facts of a node on its own (no callees, no members): what the other members of its cycle see. With its `code`
 * and its `unresolved` calls, a function's facts read its body as its summary does (returns, raises, loops, effects).
 */
export function nodeFacts(node: GraphNode, code?: string, unresolved: readonly string[] = []): NodeSummary {
  return extractiveNodeSummary({ node, callees: [], children: [], unresolved: [...unresolved], recursive: false, cycle: [] }, code);
}

/**
 * Where the body says nothing else, the calls it makes outside the graph are what it does: got's `Options.freeze`
 * read "Declared as freeze()" where it calls `Object.freeze` nineteen times; now "Calls Object.freeze". Calls on a
 * receiver first, then bare ones, each in the sorted order `unresolved` has, at most {@link DELEGATES_IN_PURPOSE}
 * (`and N more`). Left out: calls run later, in a callback it defines (`later`: go-retryablehttp's `testStaticTime`
 * read "Calls panic, t.Cleanup, time.Parse", two of them in the function it assigns), the language's builtins (Go's
 * `close(ch)` in a method `close` read as calling itself; `len`, `panic`; JavaScript's `Error`, `setTimeout`), protocol
 * methods (`obj.__len__`) and the node's own `parameters` called (passport's `cb(err)`: a callback it was given).
 * Gives the clause and the calls it names (`named`, as in `unresolved`); undefined when none is left.
 */
function outsideCallsPurpose(node: GraphNode, unresolved: readonly string[], later: ReadonlySet<string>, language: string | undefined, parameters: ReadonlySet<string>): { text: string; named: string[] } | undefined {
  const kept = [...new Set(unresolved)].filter((n) => !later.has(n) && !isBuiltinCall(language, n) && !/(?:^|\.)__\w+__$/u.test(n) && n !== node.name && !parameters.has(n.replace(/\[.*$/u, "")));
  const ordered = [...kept.filter((n) => n.includes(".")), ...kept.filter((n) => !n.includes("."))];
  return ordered.length ? { text: `calls ${listed(ordered.map(callText), DELEGATES_IN_PURPOSE)}`, named: ordered.slice(0, DELEGATES_IN_PURPOSE) } : undefined;
}

/**
 * The names a function's parameters bind, from its inputs as written: `cb`, `...rest`, `cb?: Fn`, and every name a
 * destructuring pattern binds (`{ title, Svg, description }: Props`, `[fn]`; samber/lo's docs component `Feature`
 * read "calls Heading, Svg, clsx", `Svg` being its own parameter). A default value's or a type's names are none.
 */
function parameterNames(inputs: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const input of inputs) {
    const text = input.trim().replace(/^\.\.\./u, "");
    let bound: string;
    if (/^[[{]/u.test(text)) {
      // The pattern up to its closing bracket; a key renamed (`{ a: b }`) binds the name after the colon.
      let depth = 0;
      let end = text.length;
      for (let i = 0; i < text.length; i++) {
        if ("[{".includes(text[i]!)) depth++;
        else if ("]}".includes(text[i]!) && --depth === 0) {
          end = i + 1;
          break;
        }
      }
      bound = text.slice(0, end).replace(/[\p{L}_$][\p{L}\p{N}_$]*\s*:(?!:)/gu, "").replace(/=[^,}\]]*/gu, "");
    } else bound = /^([\p{L}_$][\p{L}\p{N}_$]*)/u.exec(text)?.[1] ?? "";
    for (const m of bound.matchAll(/[\p{L}_$][\p{L}\p{N}_$]*/gu)) names.add(m[0]);
  }
  return names;
}

/**
 * True when the body's clauses say only that a value comes back ("returns a value", at some return points) or that it
 * loops, over nothing named ("loops", "runs 2 loops"): passport's `SessionManager.logIn` read "Returns a value" where it
 * regenerates and saves the session, loguru's `Handler._queued_writer` "Loops" where it takes messages off a queue and
 * writes them to the sink. Its calls outside the graph are then said beside it ({@link outsideCallsPurpose}).
 */
function saysLittle(clauses: readonly string[]): boolean {
  return clauses.length > 0 && clauses.every((c) => c.startsWith("returns a value") || /^(?:loops|runs \d+ loops)$/u.test(c));
}

/**
 * Callee (and caller) names as a summary writes them: {@link shortName}, with the file's name added by `withFile`
 * (`Email.__init__ (validate.py)`; its path where two of these files share a name) where the calling node (`self`) or
 * another of `ids` has the same short name in another file. marshmallow's `fields.Email.__init__` read "Delegates to
 * Field.__init__, Email.__init__", as if it called itself; it calls `validate.Email`'s.
 */
function calleeNamer(self: string, ids: readonly string[], withFile = (name: string, file: string): string => `${name} (${file})`): (id: string) => string {
  const files = new Map<string, Set<string>>();
  for (const id of [self, ...ids]) {
    const name = shortName(id);
    const set = files.get(name) ?? new Set<string>();
    set.add(id.slice(0, Math.max(0, id.indexOf("#"))));
    files.set(name, set);
  }
  return (id) => {
    const name = shortName(id);
    const hash = id.indexOf("#");
    const same = files.get(name);
    if (hash < 0 || (same?.size ?? 0) < 2) return name;
    const file = id.slice(0, hash);
    // The file's name, or its path where another of these files has the same name (`a/manage.py`, `b/manage.py`).
    const base = (f: string): string => f.slice(f.lastIndexOf("/") + 1);
    const shared = [...same!].filter((f) => base(f) === base(file)).length > 1;
    return withFile(name, shared ? file : base(file));
  };
}

function callableSummary(input: NodeInput, code: string | undefined): NodeSummary {
  const { node } = input;
  const overloads = (node.overloads ?? []).map((sig) => splitSignature(sig, node.name, node.kind === "method"));
  const split = overloads.length ? mergeOverloads(overloads) : splitSignature(node.signature, node.name, node.kind === "method");
  const { outputs } = split;
  const inputs = sharedTypeGroups(node.language, split.inputs);
  const read = code ? readBody(node.language, code) : undefined;
  // A function declared to give nothing gives nothing at `return f(…)` (class-validator's `mapContexts(…): void`,
  // `return metadatas.forEach(…)`, read "Returns a value").
  const body = read && split.void ? { ...read, returnsWithValue: 0 } : read;
  // Calls made only inside a handler or callback it defines run later, not when the node runs: a detail, not its effects.
  const later = code ? callsRunLater(node.language, code, input.unresolved) : new Set<string>();
  const own = ownSideEffects(node.language, input.unresolved.filter((n) => !later.has(n)));
  const laterEffects = ownSideEffects(node.language, [...later]).filter((e) => !own.includes(e));
  const context = input.context;
  const doc = docSentence(node.doc, node.language) ?? context?.inherited?.doc ?? context?.twin?.doc;
  // A call that reaches an interface or function type (a callback parameter, a function-valued option) runs code the
  // type only describes: it is no delegation to that type.
  // A callee it only hands on (a function passed by name, one named in an options literal) is not run by it: no
  // delegation, listed apart (Go's `&Command{RunE: runServe}` would read "delegates to runServe"). A member of its own
  // cycle is named like any callee (only its facts are known, but its name is what the purpose says).
  const ready = input.callees.filter((c) => !c.handedOn);
  const nameOf = calleeNamer(node.id, input.callees.map((c) => c.id));
  const handedOn = input.callees.filter((c) => c.handedOn).map((c) => nameOf(c.id));
  // A Go function type (`type BuildVarsFunc func(…)`) is called through, as an interface is; a call of another Go defined
  // type (`fakeAddr(1)`, `MiddlewareFunc(f)`) converts a value and builds nothing: neither is said.
  const through = ready.filter((c) => c.summary.kind === "interface" || c.declaration === "function type").map((c) => nameOf(c.id));
  const converts = (c: ContextSummary): boolean => c.declaration === "type";
  const delegates = ready.filter((c) => c.summary.kind !== "interface" && !CONSTRUCTED.has(c.summary.kind)).map((c) => nameOf(c.id));
  // A class or struct reached by a call is constructed (`new TrieRouter()` of a class without a constructor).
  const built = ready.filter((c) => CONSTRUCTED.has(c.summary.kind) && c.declaration !== "function type" && !converts(c)).map((c) => nameOf(c.id));
  const ownCalls = input.unresolved.filter((n) => !later.has(n));
  const scheduled = code !== undefined && own.includes("timers") && timersOnlySchedule(node.language, code, ownCalls);
  const clauses = bodyClauses(node.language, body, outputs, scheduled ? own.map((e) => (e === "timers" ? SCHEDULED_TIMERS : e)) : own, delegates, through, built);
  // Its callees proper: a type that only describes what is called (ky's RetryOptions) is named in the purpose, not listed.
  const callees = input.callees.filter((c) => c.summary.kind !== "interface" && !c.handedOn);
  const details: string[] = [];
  // With a doc comment, the body's facts are details; without one they are the purpose.
  const bodyOnly = doc ? bodyClauses(node.language, body, outputs, [], []) : [];
  if (bodyOnly.length) details.push(capitalize(bodyOnly.join("; ")));
  if (body?.steps) details.push(`${STEP_COMMENTS_DETAIL}${listed(body.steps, MAX_STEP_COMMENTS, "; ")}`);
  if (laterEffects.length) details.push(`In callbacks it defines, run later: ${laterEffects.map((e) => EFFECT_PHRASES[e] ?? `has ${e} effects`).join(", ")}`);
  if (handedOn.length) details.push(`Hands on, to run later: ${listed(handedOn, MAX_UNRESOLVED)}`);
  const inherited = delegatedEffects(callees, own);
  if (inherited) details.push(inherited);
  if (callees.length > MAX_CALLS) details.push(`And ${callees.length - MAX_CALLS} more callees`);
  if (input.recursive) details.push("Recursive: calls itself");
  if (input.cycle.length) details.push(`In a call cycle with ${input.cycle.map(shortName).join(", ")}`);
  const parameters = parameterNames(split.inputs);
  const calls = outsideCallsPurpose(node, input.unresolved, later, node.language, parameters);
  // The outside calls the purpose names, where it names them: beside a body that says little, or as all it says. They
  // are not listed again below it (koa's `cookies` getter read "Returns a value; calls Cookies. Calls outside the
  // graph: Cookies.").
  const said = doc !== undefined ? undefined : clauses.length ? (saysLittle(clauses) ? calls : undefined) : overloads.length ? undefined : calls;
  const purpose =
    doc ??
    (clauses.length
      ? capitalize([...clauses, ...(said ? [said.text] : [])].join("; "))
      : overloads.length
        ? overloadPurpose(node, overloads)
        : said
          ? capitalize(said.text)
          : signaturePurpose(node, inputs, outputs));
  const named = said?.named ?? [];
  // Nor is a call the purpose writes out (`Returns the result of os.path.basename(p)`, `Returns ", ".join(xs)`).
  const unlisted = input.unresolved.filter((n) => !named.includes(n) && !purpose.includes(`${callText(n)}(`));
  if (unlisted.length) details.push(`Calls outside the graph: ${listed(unlisted.map(callText), MAX_UNRESOLVED)}`);
  if (context) details.push(...contextDetails(node, context));
  return makeNodeSummary(node.id, node.kind, "extractive", {
    purpose,
    inputs,
    outputs: neverReturns(outputs) ? outputs.map((o) => `never returns (${o})`) : outputs,
    sideEffects: own,
    calls: callees.slice(0, MAX_CALLS).map((c) => ({ id: c.id, why: c.summary.purpose })),
    details,
  });
}

/**
 * Detail lines from the docs around a callable (its {@link NodeContext}), in the order a reader asks: where the
 * purpose came from when it is inherited, who uses it and for what, what its class and its file are for.
 */
function contextDetails(node: GraphNode, context: NodeContext): string[] {
  const lines: string[] = [];
  if (context.inherited && !docSentence(node.doc, node.language)) lines.push(`Described by ${shortName(context.inherited.id)}, which it overrides or implements`);
  else if (context.twin && !docSentence(node.doc, node.language)) lines.push(`Described by ${shortName(context.twin.id)}, which has the same name and parameters`);
  // The rest are counted, so a short list does not read as every caller (sqlx's `scanAll` listed three of six).
  const more = context.moreCallers ? `; and ${context.moreCallers} more caller${context.moreCallers === 1 ? "" : "s"}` : "";
  // Callers of one short name in several files say their file (werkzeug's `run_simple` was "Used by runserver (…);
  // runserver (…); runserver (…)", one per example script).
  const caller = calleeNamer(node.id, context.callers.map((c) => c.id), (name, file) => `${name} in ${file}`);
  if (context.callers.length) lines.push(`Used by ${context.callers.map((c) => `${caller(c.id)} (${c.purpose.replace(/[.]$/, "")})`).join("; ")}${more}`);
  if (context.owner) lines.push(`Member of ${shortName(context.owner.id)}: ${context.owner.doc}`);
  if (context.module) lines.push(`In ${node.path}: ${context.module}`);
  return lines;
}

/**
 * The file's own doc as a sentence, from its Stage 1 facts: the responsibility when it was taken from the file's
 * doc comment, else undefined (a responsibility composed from exports restates its members).
 */
export function moduleDoc(facts: FileFacts): string | undefined {
  const r = facts.responsibility;
  // A package's face re-exporting names says nothing of a function defined beside them (tenacity's `BaseRetrying.iter`
  // ended "In tenacity/__init__.py: Re-exports 41 names …").
  if (!r || r.startsWith(PROVIDES_PREFIX) || r.startsWith(REEXPORTS_PREFIX) || UNDESCRIBED.test(r)) return undefined;
  return firstSentence(r);
}

/**
 * The purpose's word for timers that only schedule work (`timersOnlySchedule`): a function that hands `setTimeout` a
 * callback waits on nothing (formidable's `PersistentFile.destroy` read "Waits on timers"). Its side effect is still
 * `timers`.
 */
const SCHEDULED_TIMERS = "scheduled timers";

/** How a purpose says a side-effect category (the categories of `body/resourceCalls.json`). */
const EFFECT_PHRASES: Record<string, string> = {
  "file system": "uses the file system",
  network: "uses the network",
  processes: "starts or ends processes",
  // `signal.Notify`, Python's `signal.signal`: the process's own signals (bubbletea's `handleSignals` read "starts or
  // ends processes").
  signals: "handles process signals",
  environment: "reads the environment",
  database: "queries a database",
  timers: "waits on timers",
  randomness: "draws random values",
  logging: "writes log output",
  // `print`, `console.log`, `fmt.Println`: the terminal, not a log (typer's tutorials read "Writes log output").
  console: "prints to the console",
  storage: "uses browser storage",
  DOM: "changes the page",
  [SCHEDULED_TIMERS]: "schedules work on a timer",
};

/**
 * How a purpose says what a last expression gives (see `BodyFacts.givesKind`): "Returns @realm" for `realm` only
 * restated the name (rack's attribute readers), "Returns the field @realm" says it reads a field.
 */
const GIVES_PHRASES: Record<NonNullable<BodyFacts["givesKind"]>, string> = {
  call: "the result of ",
  field: "the field ",
  constant: "the constant ",
  literal: "",
  name: "the value of ",
  construction: "a new ",
  expression: "",
};

/** Most callees named in a purpose's delegation clause. */
const DELEGATES_IN_PURPOSE = 3;

/**
 * The clauses of a purpose from a body's facts, in reading order: returns, raises, iteration, retries, resources,
 * constructions (`built`: classes and structs a call reaches), delegation (`callees`: functions and methods), calls
 * through interface or function types (`through`: `calls through RetryOptions`). Each names only what the code shows (types from the signature, names from the
 * body or the graph).
 */
export function bodyClauses(language: string | undefined, body: BodyFacts | undefined, outputs: string[], effects: string[], callees: string[], through: string[] = [], built: string[] = []): string[] {
  // A function that never returns (`-> !`, `never`, `NoReturn`) says so, not "returns !".
  const never = neverReturns(outputs);
  const clauses: string[] = never ? ["never returns"] : [];
  const out = never ? undefined : outputs[0];
  // An arrow's expression body read as a test or a value: it says more than the declared type.
  const read = body?.expressionBody === true && (body.whether !== undefined || body.gives !== undefined);
  if (body) {
    const returning = body.returnsWithValue > 0 || (out !== undefined && body.returns > 0);
    if (returning) {
      // Ruby's last expression: `returns the result of @rewindable_io.rewind`, `returns @body`.
      // An arrow's expression body says more than its declared type: "returns whether code is 'ERR_Y'", not "returns boolean".
      const what = out && !read
        ? `returns ${out}`
        : body.whether !== undefined
          ? `returns whether ${body.whether}`
          : body.gives
            ? `returns ${GIVES_PHRASES[body.givesKind ?? "literal"]}${body.gives}${body.memoized ? ", computed on the first call" : ""}`
            : body.givesFunction !== undefined
              ? body.givesFunction ? `returns function ${body.givesFunction}` : "returns a function"
              : "returns a value";
      clauses.push(body.returns > 1 && body.conditions > 0 ? `${what}, at ${body.returns} return points under ${plural(body.conditions, "condition")}` : what);
    } else if (out) clauses.push(`returns ${out}`);
    // A generator without a declared result gives what it yields, not "a value" at its bare `return`s.
    else if (body.yields) clauses.push("yields values");
    const raised = body.raises.filter((r) => r !== "panic");
    // A list cut short says so: jose's `validateClaimsSet` read "throws JWTInvalid, JWTClaimValidationFailed, TypeError",
    // as if it threw nothing else, and it throws `JWTExpired` too.
    if (raised.length) clauses.push(`${raiseVerb(language)} ${listed(raised, MAX_RAISED)}`);
    if (body.raises.includes("panic")) clauses.push("may panic");
    if (body.iterates.length) clauses.push(`iterates over ${body.iterates.slice(0, 2).join(" and ")}`);
    else if (body.loops) clauses.push(body.loops > 1 ? `runs ${body.loops} loops` : "loops");
    if (body.retries) clauses.push("retries");
    if (body.aliasOf) clauses.push(`is another name for ${body.aliasOf}`);
    if (body.empty) clauses.push("does nothing");
  } else if (out) clauses.push(`returns ${out}`);
  if (effects.length) clauses.push(effects.map((e) => EFFECT_PHRASES[e] ?? `has ${e} effects`).join(", "));
  // `a, b, c and 2 more`: at most DELEGATES_IN_PURPOSE names.
  const named = (names: string[]): string => listed(names, DELEGATES_IN_PURPOSE);
  if (built.length) clauses.push(`constructs ${named(built)}`);
  // "Returns the result of handleResult(…)" names its callee already: no "delegates to handleResult" beside it (a
  // method by its last name: `this._isRequestStale(request)` calls `Request._isRequestStale`).
  const head = body?.expressionBody && body.givesKind === "call" ? /^(?:await\s+)?([^(]+)\(/u.exec(body.gives ?? "")?.[1] : undefined;
  const lastName = (name: string): string => name.slice(name.lastIndexOf(".") + 1);
  const others = head ? callees.filter((c) => lastName(c) !== lastName(head)) : callees;
  if (others.length) clauses.push(`delegates to ${named(others)}`);
  if (through.length) clauses.push(`calls through ${named(through)}`);
  // A lone "returns T" says no more than the signature: it is a purpose only with something beside it (an arrow's
  // expression body that could not be read is no more: "Returns a value" alone would hide its parameters).
  const said = clauses.length === 1 && clauses[0]!.startsWith("returns ") && (!body?.returns || (body.expressionBody && !read)) ? [] : clauses;
  // Where nothing else is said, the fields it adds to and assigns are what it does: uvicorn's `Server.handle_exit`
  // read "Takes sig: int; frame: FrameType | None"; it sets `should_exit` or `force_exit`. Its `on_header` read "Sets
  // expect_100_continue" (a flag for one header) and left out `self.headers.append((name, value))`, its work.
  // (Said first beside the other clauses where the body returns no value — handlebars' `registerHelper` reads "Throws
  // Exception; delegates to extend", its work `this.helpers[name] = fn` left out — the changed function's code was in
  // the context block of fewer history queries on tuning repositories: jinja 60.0 → 50.0, hono and click lower.)
  const fields = [...(body?.grows?.length ? [`adds to ${named(body.grows)}`] : []), ...(body?.sets?.length ? [`sets ${named(body.sets)}`] : [])];
  return said.length === 0 && fields.length ? fields : said;
}

/**
 * What the signature says when the body says nothing: `Takes a: T; b: U and returns R`, or for parameters that are
 * types alone (no input matches the language's `namedParameter`: Go's `Match(*http.Request, *RouteMatch) bool`) `Takes
 * a *http.Request and a *RouteMatch and returns bool`; else the signature.
 */
function signaturePurpose(node: GraphNode, inputs: string[], outputs: string[]): string {
  if (inputs.length || outputs.length) {
    const named = node.language !== undefined ? getLanguage(node.language)?.namedParameter : undefined;
    const typesOnly = named !== undefined && !inputs.some((p) => named.test(p.replace(LEADING_NAMES, "")));
    const takes = inputs.length ? `Takes ${typesOnly ? andList(inputs.map(withArticle)) : inputs.join("; ")}` : "Takes no arguments";
    return outputs.length ? `${takes} and returns ${outputs.join(", ")}` : takes;
  }
  return node.signature ? `Declared as ${node.signature}` : `${label(node.kind)} ${node.qualifiedName}: ${nameWords(node.name)}`;
}

/**
 * The inputs and outputs of every overload signature, each once, in order of first appearance; `void` when every
 * overload's is. An input written `name: type` (`name?: type`) is one per name, as its first overload writes it: yup's
 * `Schema.oneOf` had listed `enums` and `message` twice, once per overload. (An input written `type name`, C# or Java,
 * stays per type: the types are what tells those overloads apart.)
 */
function mergeOverloads(overloads: ReturnType<typeof splitSignature>[]): ReturnType<typeof splitSignature> {
  const named = new Set<string>();
  const inputs = [...new Set(overloads.flatMap((o) => o.inputs))].filter((input) => {
    const name = /^\.{0,3}([\p{L}_$][\p{L}\p{N}_$]*)\??\s*:/u.exec(input)?.[1];
    if (name === undefined) return true;
    if (named.has(name)) return false;
    named.add(name);
    return true;
  });
  const merged = { inputs, outputs: [...new Set(overloads.flatMap((o) => o.outputs))] };
  return overloads.every((o) => o.void) ? { ...merged, void: true } : merged;
}

/**
 * What the overload signatures say when the body says nothing, one alternative each (`signaturePurpose` of each,
 * those that read alike once): "Takes id: string, or takes run: RunFunction".
 */
function overloadPurpose(node: GraphNode, overloads: { inputs: string[]; outputs: string[] }[]): string {
  const each = [...new Set(overloads.map((o) => signaturePurpose(node, sharedTypeGroups(node.language, o.inputs), o.outputs)))];
  return [each[0]!, ...each.slice(1).map((p) => p.charAt(0).toLowerCase() + p.slice(1))].join(", or ");
}

/** Most error types a purpose names (the others counted). */
const MAX_RAISED = 3;

/** A parameter that is a name alone (`a` of Go's `a, b int`). */
const BARE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;
/** The names before the last one of a shared-type group (`a, ` of `a, b int`). */
const LEADING_NAMES = /^(?:[\p{L}_][\p{L}\p{N}_]*,\s*)+/u;

/**
 * Parameters that share one type as one input, `a, b int`: in a language whose parameters may be types alone
 * (`LanguageSpec.namedParameter`: Go) and where they are written with names, a bare name takes the type of the named
 * parameter after it (the Go spec's ParameterDecl: `IdentifierList Type`). Split at commas, `func F(a, b int)` read
 * "Takes a; b int". Other languages' inputs are returned as they are (a bare Python `a` has no type).
 */
function sharedTypeGroups(language: string | undefined, inputs: string[]): string[] {
  const named = language !== undefined ? getLanguage(language)?.namedParameter : undefined;
  if (!named || !inputs.some((p) => named.test(p))) return inputs;
  const out: string[] = [];
  let names: string[] = [];
  for (const p of inputs) {
    if (BARE_NAME.test(p)) {
      names.push(p);
      continue;
    }
    out.push(names.length ? `${names.join(", ")}, ${p}` : p);
    names = [];
  }
  return [...out, ...names];
}

/**
 * A type named with its indefinite article, by the first letter of its name (`a *http.Request`, `an error`, `an
 * io.Reader`, `a []byte`); `u` takes `an` only before `n` not followed by `i` (`an unsafe.Pointer`, `a uint`, `a url.URL`).
 */
function withArticle(type: string): string {
  const word = type.replace(/^[^\p{L}]+/u, "");
  return `${/^(?:[aeio]|un(?!i))/iu.test(word) ? "an" : "a"} ${type}`;
}

/** Side effects of the node's own calls: the resource-call table, else (languages without one) the import table. */
function ownSideEffects(language: string | undefined, unresolved: string[]): string[] {
  const direct = sideEffectsOfCalls(language, unresolved);
  return direct.length || hasResourceCalls(language) ? direct : callSideEffects(language, unresolved);
}

/** `Through its callees: file system (readConfig); network (Server.start)`, or undefined when they add nothing. */
function delegatedEffects(callees: ContextSummary[], own: string[]): string | undefined {
  const by = new Map<string, string[]>();
  for (const c of callees) {
    for (const effect of c.summary.sideEffects) {
      if (own.includes(effect)) continue;
      const names = by.get(effect) ?? [];
      if (names.length < 2) names.push(shortName(c.id));
      by.set(effect, names);
    }
  }
  if (!by.size) return undefined;
  return `Through its callees: ${[...by].sort(([a], [b]) => a.localeCompare(b)).map(([e, names]) => `${e} (${names.join(", ")})`).join("; ")}`;
}

function containerSummary(input: NodeInput, code: string | undefined): NodeSummary {
  const { node, children } = input;
  const calls = new Map<string, string>();
  for (const c of input.callees) if (c.summary.kind !== "interface") calls.set(c.id, c.summary.purpose);
  for (const child of children) {
    for (const call of child.summary.calls) if (!inside(node, call.id) && !calls.has(call.id)) calls.set(call.id, call.why);
  }
  // A file lists its exports first, then its other declarations largest first, and a type its public members first
  // (ky's class Ky was described by `#assignRequest` and `#calculateDelay`, not `create`); a folder its files with the
  // most exported declarations first, tests last.
  // A file's main declaration, the one named after it, leads its group (uvicorn's watchfilesreload.py was named by
  // FileFilter in its folder, not by WatchFilesReload); then a file's exports the graph's callers use most (viper.go
  // listed AddConfigPath, AllKeys, AllSettings by name, not New, Get, Unmarshal), its other declarations largest first.
  // A member private by its name (`_collectValue`: commander's class Option was described by it first) follows the others.
  // Callers outside test files rank exports; callers in tests only break ties (a library's API its tests alone call).
  // (`uses` comes with a file's children only.) Ties keep the written order.
  const ordered =
    node.kind === "file" || node.kind === "class" || node.kind === "interface" || node.kind === "struct"
      ? children
          .map((c, i) => ({ c, i, lead: node.kind === "file" && namesFile(node, c) ? 0 : 1, hidden: privateByName(memberName(node, c.id)) ? 1 : 0, size: c.exported ? (c.uses ?? 0) : (c.weight ?? 0), tests: c.exported ? (c.testUses ?? 0) : 0 }))
          .sort((x, y) => Number(y.c.exported ?? false) - Number(x.c.exported ?? false) || x.lead - y.lead || x.hidden - y.hidden || y.size - x.size || y.tests - x.tests || x.i - y.i)
          .map(({ c }) => c)
      : node.kind === "folder" || node.kind === "repository"
        ? [...children.filter((c) => !c.test).sort((x, y) => entryRank(node, x) - entryRank(node, y) || (y.weight ?? 0) - (x.weight ?? 0)), ...children.filter((c) => c.test)]
        : children;
  const details = ordered.slice(0, MAX_MEMBERS).map((c) => `${memberName(node, c.id)}: ${c.summary.purpose}`);
  if (children.length > MAX_MEMBERS) details.push(`And ${children.length - MAX_MEMBERS} more members`);
  if (calls.size > MAX_CALLS) details.push(`And ${calls.size - MAX_CALLS} more callees`);
  if (input.unresolved.length) details.push(`Calls outside the graph: ${listed(input.unresolved.map(callText), MAX_UNRESOLVED)}`);
  return makeNodeSummary(node.id, node.kind, "extractive", {
    purpose: containerPurpose(input, ordered, code),
    inputs: [],
    outputs: [],
    sideEffects: union([ownSideEffects(node.language, input.unresolved), ...children.map((c) => c.summary.sideEffects)]),
    calls: [...calls].slice(0, MAX_CALLS).map(([id, why]) => ({ id, why })),
    details,
  });
}

/**
 * True when `member` of `file` is named after the file: its name and the file's name up to its first `.` are equal
 * ignoring case, `_` and `-` (`WatchFilesReload` in `watchfilesreload.py`, `Route` in `route.go`, `HttpClient` in
 * `http-client.ts`). A nested name (`Route.Use`) never is.
 */
export function namesFile(file: GraphNode, member: ContextSummary): boolean {
  return namedAfterFile(file.id, memberName(file, member.id));
}

/** Purposes of files the extractive summary could not describe (see `extractive.ts`). */
const UNDESCRIBED = /^[A-Za-z]+ file with no (public API|extracted structure)/;

/** Members named in a container's purpose before "and N more". */
const MEMBERS_IN_PURPOSE = 3;

/**
 * Where a folder's entry goes in its lists: code folders 0, described files 1, folders of docs or examples 1.5 (typer's
 * repository summary named `docs/`, `docs_src/` and `scripts/` and left its package `typer/` among "10 more"),
 * undescribed files 2, hidden entries 3.
 */
function entryRank(folder: GraphNode, c: ContextSummary): number {
  return memberName(folder, c.id).startsWith(".") ? 3 : c.summary.kind === "folder" ? (c.aside ? 1.5 : 0) : UNDESCRIBED.test(c.summary.purpose) ? 2 : 1;
}

/** A container's purpose: described from its doc, fields, members or files; never a count. */
function containerPurpose(input: NodeInput, ordered: ContextSummary[], code: string | undefined): string {
  const { node } = input;
  const doc = docSentence(node.doc, node.language);
  if (node.kind === "file") {
    const responsibility = input.file?.responsibility;
    // A file with no public API still says what it defines (gorilla/mux's regexp.go, all unexported, read "Go file
    // with no public API." in search, `map` and the context block, though it holds the route matching).
    if (responsibility && !responsibility.startsWith(PROVIDES_PREFIX) && !UNDESCRIBED.test(responsibility)) return responsibility;
    return doc ?? (ordered.length ? `Defines ${fileMembers(node, ordered)}` : (responsibility ?? "Declares nothing the graph records"));
  }
  if (node.kind === "folder" || node.kind === "repository") {
    // A README read as no more than its kind ("Text file with no extracted structure") is no lead (click's examples).
    const readme = ordered.find((c) => /(^|\/)readme(\.[a-z]+)?$/i.test(c.id) && !UNDESCRIBED.test(c.summary.purpose));
    const doc = readme ? undefined : packageDoc(node, ordered);
    // Code folders first, then files, most exported declarations first; hidden entries (`.github/`, `.gitignore`) and
    // undescribed files last; tests are counted, not listed.
    const rest = ordered.filter((c) => c !== readme && !c.test);
    // Hidden and undescribed entries (`.editorconfig`, `license`: "Text file with no extracted structure") are counted,
    // never named: ky's repository purpose named its license and package.json beside its one source folder.
    const named = rest.filter((c) => entryRank(node, c) < 2);
    const others = rest.length - named.length;
    const tests = ordered.filter((c) => c.test);
    // When named entries are left out anyway ("and 4 more"), the others join that count.
    const listed = named.length > MEMBERS_IN_PURPOSE || !named.length ? rest : named;
    const tail = [...(listed === named && others ? [`${others} other file${others === 1 ? "" : "s"}`] : []), ...testCount(tests)];
    const holds = rest.length ? `Holds ${memberList(node, listed, tail)}.` : tests.length ? `Holds ${andList(testCount(tests))}.` : "";
    // A lead without closing punctuation (hono's src/ package doc "Hono - Web Framework built on Web Standards") gets a
    // period, or it ran into "Holds …".
    const lead = readme ? firstSentences(readme.summary.purpose) : doc ? firstSentences(doc) : "";
    const parts = [lead && holds && !/[.!?:;)\]"'`]$/u.test(lead) ? `${lead}.` : lead, holds].filter(Boolean);
    return parts.length ? parts.join(" ") : "Holds nothing indexed";
  }
  if (doc) return doc;
  // Nested types are no methods: rack's `module Rack` read "Class methods Request (…)".
  const types = ordered.filter((c) => !CALLABLE.has(c.summary.kind));
  const methods = ordered.filter((c) => CALLABLE.has(c.summary.kind));
  // A function-typed property is a method node (TypeScript `mount: (base: string) => Storage`), named once: a break-it
  // trial read "Interface with fields mount, onChange and methods mount (…), onChange (…)".
  const methodNames = new Set(methods.map((c) => memberName(node, c.id)));
  const fields = code ? typeFields(node.language, code).filter((f) => !methodNames.has(f)) : [];
  const fieldText = fields.length ? `with fields ${listed(fields, MAX_UNRESOLVED)}` : "";
  const memberText = methods.length ? `${methods.length === 1 ? "method" : "methods"} ${memberList(node, methods)}` : "";
  const typeText = types.length ? typeList(node, types) : "";
  const kind = label(declarationWord(node.signature, node.language) ?? node.kind);
  // "Class with methods a": "Class methods a" read as class methods (classmethods) where they are instance methods.
  if (fieldText || memberText) return `${kind} ${fieldText ? [fieldText, memberText].filter(Boolean).join(" and ") : `with ${memberText}`}${typeText ? `; nested ${typeText}` : ""}`;
  if (typeText) return `${kind} holding ${typeText}`;
  return node.signature ? `Declared as ${node.signature}` : `${kind} with no fields or methods the graph records`;
}

/** `module Env (…), class Headers (…) and 2 more`: nested types with their declaration word and the gist of their purpose. */
function typeList(container: GraphNode, types: ContextSummary[]): string {
  // The kind word is said before the name, and a composed purpose gives its member names only: `module Env (methods
  // add_header, delete_header and 8 more)`, not `(Module methods add_header (…), … each_header (Loops through …)`, whose
  // cut left a parenthesis open (rack's request.rb then read "nested module Env" alone).
  const gist = (c: ContextSummary): string => {
    const composed = /^[A-Z][a-z]+ (?:with (?=methods? ))?(?=methods? |with fields |holding )/.exec(c.summary.purpose);
    if (composed) return withoutParentheses(c.summary.purpose.slice(composed[0].length)).replace(/[.…]$/, "");
    const text = memberGist(c.summary.purpose);
    return (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length ? text : withoutParentheses(text);
  };
  const shown = types.slice(0, MEMBERS_IN_PURPOSE).map((c) => `${c.declaration ?? c.summary.kind} ${memberName(container, c.id)} (${gist(c)})`);
  const rest = types.length - shown.length;
  return rest > 0 ? `${shown.join(", ")} and ${rest} more` : andList(shown);
}

/**
 * `a (its purpose), b (…) and 3 more`: the first members with the first sentence of their purpose; with `tail`
 * (`["12 test files"]`) `a (…), b (…), 3 more and 12 test files`.
 */
function memberList(container: GraphNode, members: ContextSummary[], tail: string[] = []): string {
  const shown = members.slice(0, MEMBERS_IN_PURPOSE).map((c) => `${memberName(container, c.id)} (${memberGist(c.summary.purpose)})`);
  const rest = members.length - shown.length;
  const more = rest > 0 ? `${rest} more` : "";
  if (!tail.length) return `${shown.join(", ")}${more ? ` and ${more}` : ""}`;
  return andList([...shown, ...(more ? [more] : []), ...tail]);
}

/** `a, b and c`. */
function andList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : (items[0] ?? "");
}

/** How a file's purpose goes on from its exports to its other declarations (see {@link fileMembers}). */
const LARGEST_REST = "; largest of the rest: ";

/**
 * Declarations not marked exported named in a file's purpose after its exports. (Not "internal": the graph marks
 * some public methods unexported, Go's methods on a named slice or map type such as gin's `Params.Get`.)
 */
const INTERNAL_IN_PURPOSE = 2;

/**
 * A file's members for its purpose: its first exports, then, when it has both, its largest unexported declarations
 * (`Param (…); largest of the rest: node (…), findWildcard (…) and 11 more`): gin's tree.go was described by
 * `Param` and `Params` alone, its radix-tree router `node` being unexported.
 */
function fileMembers(file: GraphNode, ordered: ContextSummary[]): string {
  const exported = ordered.filter((c) => c.exported);
  const internal = ordered.filter((c) => !c.exported);
  if (!exported.length || !internal.length) return memberList(file, ordered);
  const named = (list: ContextSummary[]): string => list.map((c) => `${memberName(file, c.id)} (${memberGist(c.summary.purpose)})`).join(", ");
  const shown = [exported.slice(0, MEMBERS_IN_PURPOSE), internal.slice(0, INTERNAL_IN_PURPOSE)] as const;
  const rest = ordered.length - shown[0].length - shown[1].length;
  return `${named(shown[0])}${LARGEST_REST}${named(shown[1])}${rest > 0 ? ` and ${rest} more` : ""}`;
}

/** `["12 test files"]`, `["1 test file", "1 test folder"]`, or `[]` for none. */
function testCount(tests: ContextSummary[]): string[] {
  const files = tests.filter((c) => c.summary.kind !== "folder").length;
  const folders = tests.length - files;
  return [files ? plural(files, "test file") : "", folders ? plural(folders, "test folder") : ""].filter(Boolean);
}

/**
 * Entry files whose doc says what their folder is for (Python's `__init__.py` docstring, Go's `doc.go`, `index.ts`,
 * Rust's `mod.rs` or `lib.rs`); a Go file whose doc opens with `Package <name>` says so too, whatever its name.
 */
const ENTRY_FILE = /^(?:__init__\.py|doc\.go|index\.[cm]?[jt]sx?|mod\.rs|lib\.rs)$/;

/**
 * What a folder is for in its own code's words: the purpose of a non-test child file that comes from that file's
 * doc (not composed from its members) when the file is an entry file or its doc opens with `Package <folder name>`
 * (Go's package doc, `// Package binding …`; not gin's `// Package indicates …`, the doc of a constant named
 * `Package`); undefined when none says so.
 */
function packageDoc(node: GraphNode, children: ContextSummary[]): string | undefined {
  const fromDoc = (purpose: string): boolean => !purpose.startsWith(PROVIDES_PREFIX) && !UNDESCRIBED.test(purpose) && !/^(?:Defines|Declares nothing) /.test(purpose);
  for (const c of children) {
    if (c.test || c.summary.kind !== "file" || !fromDoc(c.summary.purpose)) continue;
    const name = memberName(node, c.id);
    const pkg = /^Package (\w+) /.exec(c.summary.purpose)?.[1];
    const ownPackage = pkg !== undefined && (node.kind === "repository" || pkg === node.name);
    if (!name.includes("/") && (ENTRY_FILE.test(name) || ownPackage)) return c.summary.purpose;
  }
  return undefined;
}

/**
 * What a member is for, in a parenthesis: a composed purpose (`Defines a (…), b (…)`) gives its names only, with
 * every parenthesis removed however deeply nested (`Defines A (Class with methods b (Takes c), d)` → `A`) and a cut one
 * (`… (Class with methods b (Ta…`) dropped, so the folder's own parentheses stay balanced.
 */
function memberGist(purpose: string): string {
  const composed = /^(Defines|Holds) /.exec(purpose);
  if (composed) return withoutParentheses(purpose.slice(composed[0].length)).replace(LARGEST_REST, ", ").replace(/[.…]$/, "");
  // A type's purpose composed from nested types (`Module holding class Request (…)`, `Class with methods a (…); nested
  // module Env (…)`) gives its member names after the kind word: each level would nest another parenthesis.
  const type = /^[A-Z][a-z]+ (?:with (?=methods? ))?(?=holding |methods? |with fields )/.exec(purpose);
  if (type && /^[A-Z][a-z]+ holding |; nested /.test(purpose)) return withoutParentheses(purpose.slice(type[0].length)).replace(/[.…]$/, "");
  return firstSentences(purpose).replace(/[.]$/, "");
}

/** `text` without its parenthesized parts, innermost first; an opening parenthesis never closed cuts the text there. */
export function withoutParentheses(text: string): string {
  let out = text;
  for (let prev = ""; prev !== out; ) {
    prev = out;
    out = out.replace(/\s*\([^()]*\)/g, "");
  }
  const open = out.indexOf("(");
  return (open >= 0 ? out.slice(0, open) : out).replace(/[\s,;]+$/u, "").replace(/\)/g, "");
}

/**
 * The first sentence of a purpose, at most 160 characters; a cut one closes the parentheses it leaves open (`… (Returns
 * list[Path] | None, at…)`), so the container's own parenthesis around it stays its own (uvicorn's watchfilesreload.py
 * read "Defines WatchFilesReload (Class methods …, should_restart (Returns …, at…), FileFilter (…)", and its folder
 * named WatchFilesReload only).
 */
function firstSentences(text: string): string {
  const first = firstSentence(text) ?? text;
  if (first.length <= 160) return first;
  const cut = first.slice(0, 159);
  let open = 0;
  for (const ch of cut) open = ch === "(" ? open + 1 : ch === ")" ? Math.max(0, open - 1) : open;
  return `${cut}…${")".repeat(open)}`;
}

/** True when `id` is the container itself or lies inside it (by the id scheme of `graph/types.ts`). */
export function inside(container: GraphNode, id: string): boolean {
  switch (container.kind) {
    case "repository":
      return true;
    case "folder":
      return id.startsWith(container.id);
    case "file":
      return id === container.id || id.startsWith(`${container.id}#`);
    default:
      return id === container.id || id.startsWith(`${container.id}.`);
  }
}

/** A child's name relative to its container: `math.ts` in `src/util/`, `parse` in `Parser`. */
/** True for a name private by convention: a leading `_` (`_collectValue`, `_parse`), not a dunder (`__init__`). */
function privateByName(name: string): boolean {
  return /^_/u.test(name) && !/^__\w+__$/u.test(name);
}

function memberName(container: GraphNode, id: string): string {
  if (container.kind === "folder" && id.startsWith(container.id)) return id.slice(container.id.length);
  if (container.kind === "repository" || container.kind === "folder") return id;
  const short = shortName(id);
  const prefix = `${container.qualifiedName}.`;
  return container.kind !== "file" && short.startsWith(prefix) ? short.slice(prefix.length) : short;
}

function label(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function listed(names: string[], max: number, separator = ", "): string {
  const shown = names.slice(0, max).join(separator);
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

/** An unresolved call name as written, cut to {@link MAX_CALL_CHARS} characters with `…`. */
function callText(name: string): string {
  return name.length > MAX_CALL_CHARS ? `${name.slice(0, MAX_CALL_CHARS - 1)}…` : name;
}

function union(lists: string[][]): string[] {
  return [...new Set(lists.flat())].sort();
}
