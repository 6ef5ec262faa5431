/**
 * The structured summary of one graph node (seed 001 §3.1 Figure 4: purpose, inputs, outputs, side effects,
 * what it calls and why, notable implementation details) and its one-paragraph rendering for search.
 */
import { z } from "zod";
import { DEFAULT_EXPORT_NAME, defaultExportName, type GraphNodeKind } from "../../graph/index.js";

/**
 * One node's summary. Lists are plain strings; `calls` names resolved callees by graph node id (for containers:
 * the calls their members make to nodes outside them). `text` is derived from the other fields by
 * {@link renderNodeText}, one paragraph, and is what parents, search and incremental change detection read.
 */
export interface NodeSummary {
  formatVersion: 1;
  id: string;
  kind: GraphNodeKind;
  generator: "extractive" | "llm";
  purpose: string;
  inputs: string[];
  outputs: string[];
  sideEffects: string[];
  calls: { id: string; why: string }[];
  details: string[];
  text: string;
}

/**
 * Version of the extractive node rules: part of their generator key. Bump on any output change.
 * 331: a type's use counts its members' callers from outside it (click's core.py named three helper functions, not
 * `Context`, `Command`, `Group`, which are used through their methods).
 * 329: a TypeScript/JavaScript arrow whose body is an expression returns a value (`x => x * 2`), and an array method
 * that builds a value (`.map(`, `.filter(`, `.reduce(`) is no loop (execa's `getInputFdNumbers` read "Runs 2 loops").
 * 328: a file's exports are named most used first (distinct resolved callers), after the one named after the file
 * (viper.go read "Defines AddConfigPath, AllKeys, AllSettings", its exports in name order).
 * 327: a member's purpose cut at 160 characters closes the parentheses it leaves open, so a file's purpose keeps its
 * members apart (uvicorn's supervisors/ named watchfilesreload.py by WatchFilesReload alone, FileFilter lost in it).
 * 326: Go parameters that share a type read as one input, "Takes a, b int" (they read "Takes a; b int").
 * 325: parameters that are types alone (the language's `namedParameter`: Go) read as types, "Takes a *http.Request and a
 * *RouteMatch" (gorilla/mux's `matcher.Match` read "Takes *http.Request; *RouteMatch").
 * 324: a file's declaration named after it (case, `_` and `-` aside) leads its group in the file's purpose, so its
 * folder names the file by it (uvicorn's supervisors/ read "watchfilesreload.py (FileFilter)", not WatchFilesReload).
 * 323: a Python comprehension or generator expression is no loop (uvicorn's `main` read "Loops; delegates to run" for
 * the list it builds in one argument); only `for` and `while` statements are.
 * 322: only in a language with default exports (`LanguageSpec.defaultExports`): Python's `def default(obj)` keeps its name.
 * 222: an anonymous default export is named after its module (`resolveConfig`, not `default`).
 * 122: a constant typed as a function has its declared type's return as its output, not the text up to its
 * initializer's parameters (zod's "Returns $SafeParse = (_Err)"); a field named `type` is one of a type's fields.
 * 22: Python's bare `*` and `/` parameter markers are no inputs; a folder's entries: code folders by the exported
 * declarations under them, folders of docs and examples after the described files; printing to the console (`print`,
 * `console.log`, `fmt.Println`) is its own side effect, "prints to the console", not log output.
 * 21: a README read as no more than its kind ("Text file with no extracted structure") is no folder lead; a Python
 * doc's backslash escape joining markup to a word (`:class:`Option`\s`) reads as the word ("Options"); a method borrows
 * no twin's doc from its own type (a Ruby class method beside the instance method of its name).
 * 20: a type's fields are its members outside parentheses and brackets (hono's `HonoRequest` listed its constructor's
 * multi-line parameters as fields); a folder's lead without closing punctuation gets a period before "Holds …".
 * 19: a method's twin doc only from an interface's method or a type that shares a base with its own (chi's
 * HeaderRouter.Handler read Compressor.Handler's "will compress the response").
 * 18: Ruby YARD tags read as sentences; Ruby bodies are read (last expression, `@x ||= …`, `attr_reader`, `alias`, one-line predicates, `raise`);
 * a type's purpose says its declaration word (`Module`) and lists nested types apart from methods; a file's purpose
 * names the types a wrapping module holds (`Rack.Request`, not `Rack`); unresolved call names are cut at 60 characters;
 * a type lists its public members first, then the rest largest first; an interface reached by a call is no listed
 * callee at any level (only "calls through" it), and a class or struct reached by one is "constructs", not "delegates to".
 * 332: Python Sphinx type fields (`:rtype: str`) are no doc sentence; the other fields read as sentences. 333: a
 * Python body of one line returning an expression says what it returns (`Returns 2 * x`, `Returns whether x is 2`), as
 * a TypeScript arrow's expression body does. 334: returns are a function's own, not its function literals'; the
 * branches, loops and throws of a literal it hands on for later (a returned closure, a handler) are not its own; a
 * raised local names the class it was built from (`exc = ValidationError(…)`; `raise exc`); `xs.forEach(…)` iterates
 * over `xs`; a comment before an arrow's expression body is no part of what it gives. 335: a Python function's (not a
 * method's) first parameter named `cls` or `self` is an input; a nested `def` or `class`'s returns, raises, branches,
 * loops and calls are its own, not the function's around it; a callee only handed on (callback edges alone) is no
 * delegation or call but a "Hands on" detail; callers in test files are no "Used by" when code outside
 * tests calls the node. 336: a doc's first sentence of one or two words (a title: "SIGTTIN handling.") takes the next
 * one too. 337: "retries" only for a body that loops (a constructor storing `max_retries` tries nothing again).
 * 338: a file with no public API says what it defines ("Defines newRouteRegexp (…), …"), not "Go file with no public API.".
 * 339: a doc paragraph that is a writers' note (`TODO: …`) is no description, and a base method's note to implementers
 * ("Concrete Field classes should implement this method.") is no override's purpose. 340: a doc's docstring sections
 * (numpydoc `Parameters` over an underline, Google `Args:`, numpydoc parameter lines
 * `name : type`) and what follows them are no description, and a "Used by"
 * list counts the callers it leaves out ("; and 3 more callers"). 346: an arrow that is one branch of a conditional
 * gives its own expression, not the other branch (`test ? str => JSON.stringify(str) : _asString`). 347: a parameter
 * field (`Parameter x: …`, from Sphinx `:param x:` or YARD `@param x`) and what follows it are no description. 348: a
 * tsd type test (`index.test-d.ts`) is a test file, whose callers say how tests use a node. 349: a member private by
 * its name (`_collectValue`, not a dunder) is listed after the type's other members. 350: a test's `==` and `!=` read
 * "equals" and "does not equal" (Python's `is` is identity); a Go function literal whose result type holds an empty
 * `{}` (`func() interface{} {`) has its own returns. 351: an overloaded function's inputs and outputs are those of
 * every overload signature (`GraphNode.overloads`), and its purpose without a doc says each: "Takes id: string, or run:
 * RunFunction" (p-queue's `PriorityQueue.remove` read "Takes id: string", its first overload). 352: a signature cut
 * short inside its parameters gives the parameters written whole, then `…` (jose's `verifyPrepared` had no inputs).
 * 353: a purpose naming more than three error types says how many more (`throws A, B, C and 1 more`); a loop over a
 * built value (`for (const c of new Set(…))`) iterates over nothing named (it read "iterates over new").
 * 354: a generator without a declared result "yields values" (its bare `return`s are no "returns a value");
 * `warnings.warn` is no log output.
 * 355: a `return (yield)` gives no value (pluggy's hook wrappers read "Returns yield"); a callee named as the caller or
 * as another callee in another file is named with its file (`Email.__init__ (validate.py)`); a type's members read
 * "Class with methods a, b" ("with method a" for one), not "Class methods a" (read as classmethods); a body that says
 * nothing else reads by its calls outside the graph, builtins and calls in callbacks it defines aside ("Calls
 * Object.freeze"); a Go function type is called through, not constructed, and reads "Function type with methods …"
 * (`type Params []Param`: "Type with …"), and a conversion to a Go defined type is not said.
 * 356: a body that says only "returns a value" says its calls outside the graph beside it (passport's
 * `SessionManager.logIn`: "Returns a value; calls req.session.regenerate, req.session.save"); a method takes no twin's
 * doc from an override in a subclass of its type, nor from one beside it under a base that has the method too (typer's
 * `ParamType.convert` and its converters read `TyperChoice.convert`'s "…in the list of choices"); a function whose every
 * return gives a function literal "returns function multerMiddleware" (or "a function"), not "a value".
 * 357: calls a purpose names ("Returns a value; calls Cookies") are not listed again as calls outside the graph, and a
 * call on a literal (`/^W\//.test`, `", ".join`) is named in no purpose; a doc paragraph that is a name alone is a title;
 * a body that says only that it loops says its calls outside the graph beside it (loguru's `_queued_writer`: "Loops").
 * 358: a Go type's kind is read from the graph's signature, which has no `type` keyword (`TagNameFunc func(…)` is a
 * function type, called through, not constructed; `Params []Param` a type, not a struct).
 * 359: a body that says nothing else names the fields whose collections it adds to ("Adds to headers; sets
 * expect_100_continue"), a body on its signature's line is read as a body; `childProcess.spawn`
 * and other `.spawn` calls start processes; a numbered list's markers end no doc sentence.
 * 360: a call of another member of the node's own call cycle is named as a delegation (its name is known though its
 * summary is not): fastify's `handleResolve`, whose one call is `next()`, read "Declared as function handleResolve ()";
 * a `return` of a bare name the body defines as a function gives that function ("Returns function defaultJsonParser");
 * a Go body on its signature's line is read as a body (an empty one "Does nothing"); Ruby's `raise 'message'` raises
 * a RuntimeError, and `return unless ok` gives no value; a string default's commas split no parameter.
 * 361: the returns, branches and throws of a method written in an object literal or class expression the body builds
 * are the method's (unstorage's `createStorage` read "at 20 return points under 29 conditions; throws Error"); Java
 * and C# bodies are read (what a method returns, throws and loops over: commons-cli's `TypeHandler.putDefaultMap`).
 * 362: a removal (`splice`) or a cleared entry (`this.x[k] = undefined`, `None`, `nil`) adds to nothing.
 * 363: a call named `attempt` (`Validate.attempt(…)`, a validate-or-throw) is no retry word.
 * 364: a timer handed a callback schedules work, not "waits on timers" (formidable's `PersistentFile.destroy`); a query of
 * a Python logger (`self.logger.isEnabledFor`, `self.logger.name.split`) writes no log output (httpcore's
 * `Trace.__init__`); a method of `document.cookie` reads the page, not "changes the page" (axios's cookie `read`); a
 * regular expression literal in a body opens no string, and `/re/.test(x)` reads "Returns whether x matches a pattern"
 * (axios's `isValidHeaderName` read "Returns /^[-_a-zA-Z0-9^`").
 * 365: a utility's `forEach(collection, fn)` (axios's `utils.forEach`, lodash's `_.forEach`) iterates over its first
 * argument (a name, member, call or index, handed a function literal or a named function) and its function literal
 * runs now (axios's `Axios._request` read "iterates over utils"). A Go or
 * TypeScript/JavaScript body of one `return <expression>` line is read as that expression (gorilla/websocket's
 * `isControl` read "Returns bool"; now "Returns whether frameType equals CloseMessage or …").
 * 366: a Python docstring's reST code directive (`.. testsetup::`, `.. doctest::`) and its body are no description;
 * a parameter with no name renders as its type (Go `Next(time.Time)`, not `Next(: time.Time)`); a `?` before a word
 * in lower case or capitals ends no first sentence (packaging's grammar docs "requirement = WS? IDENTIFIER …").
 * 367: a field list opening a doc (urllib3's `HTTPHeaderDict`: `:param headers:` first) is skipped; the paragraph after it describes.
 * 369: callers of one short name in several files say their file ("Used by runserver in manage-plnt.py (…)"); a
 * Javadoc reference whose parameter list holds spaces reads whole.
 * 370: a function that never returns (`-> !`, `never`, `NoReturn`) says "Never returns" (reqwest's
 * `event_loop_panicked() -> !` read "Takes no arguments and returns !"); a throw of what a static factory builds
 * (`throw Utils.parameterError(…)`) names no thrown type (retrofit read "Throws Utils"); a function declared to give
 * nothing (`: void`) gives no value at `return f(…)` (class-validator's `mapContexts` read "Returns the result of …").
 * 371: a C++ method defined outside its class returns the type before its class (leveldb's `Status DBImpl::Get`
 * read "Returns DBImpl::"), qualifiers after the parameters (`const`, `override`, `= 0`) are no return type, and a C
 * type of several words (`unsigned long long`) is one; a
 * doc paragraph of badges, link definitions or HTML tags alone is no description.
 * 372: an interface method's doc describes only a class with every other method of the interface; a caller on self
 * that the override's class overrides too is no caller of the override; overload inputs written `name: type` once per
 * name; C++ `explicit`/`constexpr` and member initializer lists are no return type; a Ruby ternary is no yes-or-no
 * answer and a memo over several lines returns its field; a signal handler handles process signals.
 */
export const EXTRACTIVE_NODE_GENERATOR_VERSION = 372;

/** Generator key of extractive node summaries (`"extractive-node@<version>"`). LLM ones use `"<promptKey>|<model id>"`. */
export const EXTRACTIVE_NODE_GENERATOR_KEY = `extractive-node@${EXTRACTIVE_NODE_GENERATOR_VERSION}`;

/** What a model is asked to return for one node (the fields of {@link NodeSummary} a model writes). */
export const NodeSummaryFieldsSchema = z.object({
  purpose: z.string().min(1).describe("One sentence: what the element is for."),
  inputs: z.array(z.string()).describe("Parameters or inputs, each `name: what it is`."),
  outputs: z.array(z.string()).describe("Return values or outputs."),
  sideEffects: z.array(z.string()).describe("Effects outside the return value: I/O, state, logging; empty when none."),
  calls: z.array(z.object({ id: z.string(), why: z.string() })).describe("Listed callees it uses (their id) and why."),
  details: z.array(z.string()).describe("Notable implementation details: algorithms, edge cases, error handling."),
});

export type NodeSummaryFields = z.infer<typeof NodeSummaryFieldsSchema>;

/**
 * The readable part of a node id: `src/a.ts#Parser.parse` → `Parser.parse`; files and folders stay whole. An anonymous
 * default export is named as code that imports it names it (`lib/helpers/resolveConfig.js#default` →
 * `resolveConfig`: axios's `dispatchXhrRequest` read "delegates to … default").
 */
export function shortName(id: string): string {
  const hash = id.indexOf("#");
  if (hash < 0) return id;
  const name = id.slice(hash + 1);
  return name === DEFAULT_EXPORT_NAME ? (defaultExportName(id.slice(0, hash)) ?? name) : name;
}

/** `text` ended with a full stop unless it already ends with punctuation. */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?:;]$/.test(t) ? t : `${t}.`;
}

/**
 * The searchable paragraph: purpose, then `Inputs:`, `Outputs:`, `Side effects:`, `Calls:` (short names with
 * their reason) and the details, each present only when non-empty.
 */
export function renderNodeText(fields: NodeSummaryFields): string {
  const parts = [sentence(fields.purpose)];
  if (fields.inputs.length) parts.push(`Inputs: ${fields.inputs.join("; ")}.`);
  if (fields.outputs.length) parts.push(`Outputs: ${fields.outputs.join("; ")}.`);
  if (fields.sideEffects.length) parts.push(`Side effects: ${fields.sideEffects.join(", ")}.`);
  if (fields.calls.length) parts.push(`Calls: ${fields.calls.map((c) => `${shortName(c.id)} (${c.why.replace(/[.]$/, "")})`).join("; ")}.`);
  for (const d of fields.details) parts.push(sentence(d));
  return parts.join(" ").replace(/\s+/g, " ");
}

/** How a detail quoting a body's step comments opens (`stepComments` of body/bodyFacts.ts, extractiveNode.ts). */
export const STEP_COMMENTS_DETAIL = "Steps, as its comments say: ";

/**
 * A node summary's text for the search index's summary field: {@link renderNodeText} without the detail quoting the
 * body's step comments, which the code field holds already. With them in the field, doc-comment queries found their
 * function a little less often (Pass@1 summary / hybrid, held out: chi 51.8 / 47.1 → 50.6 / 45.9, starlette hybrid
 * 27.0 → 24.3; tuning: gin hybrid 58.5 → 58.0): a function's step words matched queries meant for its neighbours.
 */
export function searchableNodeText(summary: NodeSummary): string {
  const details = summary.details.filter((d) => !d.startsWith(STEP_COMMENTS_DETAIL));
  return details.length === summary.details.length ? summary.text : renderNodeText({ ...summary, details });
}

/** A complete {@link NodeSummary} from its fields, with `text` rendered. */
export function makeNodeSummary(id: string, kind: GraphNodeKind, generator: NodeSummary["generator"], fields: NodeSummaryFields): NodeSummary {
  return { formatVersion: 1, id, kind, generator, ...fields, text: renderNodeText(fields) };
}
