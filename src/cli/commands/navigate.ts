/**
 * Navigation commands over the stored code graph: `definition`, `references`, `callers`, `callees` and `impact` (`changes` and `map`,
 * which load the extractors and the tokenizer, are in changes.ts and map.ts). Each prints a short text for people and, with `--json`, the same JSON the MCP tools of
 * the same names return. Read-only: none writes the store.
 */
import { ambiguousNodeMessage, ambiguousNodeDetails, CLI_CANDIDATES_SHOWN, calledThrough, calledThroughNote, callLinks, unresolvedReason, dottedName, findDefinitions, findExportDefinitions, importedByNameNote, isSimpleName, noReferencesNote, withExportDefinitions, packagesOf, referencesFor, impactOf, TESTS_SEARCH_DEPTH, readFileLines, withLineText, lineOutsideFile } from "../../navigate/index.js";
import { exampleId, noNodeLine, repoRelativeArg, requireInsideRepository, sameNameIds } from "../nodeArg.js";
import { printable } from "../../shared/printable.js";
import { isTestPath } from "../../shared/testPaths.js";
import { EXIT, withRepository, integerOption, noResults, printJson, requireGraph, requireGraphNodes, UsageError, type CommonOptions } from "../common.js";
import { constructorOf, enclosingIds, type CodeGraph, type NonCallVia } from "../../graph/index.js";
import { declarationWord } from "../../summarize/index.js";
import type { Store } from "../../store/index.js";
import type { CallLink } from "../../navigate/index.js";
import { pendingFor, warnPending, withPending } from "../pending.js";
import { callNodes, callsAnswer, definitionAnswer, impactAnswer, nodeArgument, referencesAnswer, type Said } from "../../query/index.js";

export interface NavigateOptions extends CommonOptions {
  repo?: string;
  depth?: string;
  since?: string;
  staged?: boolean;
  budget?: string;
  focus?: string;
  /**
   * `references`: list every by-name site in the text output, not the first {@link BY_NAME_SHOWN}; `callers`: every
   * caller in a test file, not the first {@link TEST_CALLERS_SHOWN}.
   */
  all?: boolean;
}

/** Runs `body` on the stored graph of the repository (read-only). @throws UsageError when no graph is stored. */
export function withGraph<T>(dir: string | undefined, opts: CommonOptions, body: (graph: CodeGraph, root: string, store: Store) => Promise<T>): Promise<T> {
  return withRepository(dir, opts, "read", async ({ root, store }) => body(await requireGraph(store, dir), root, store));
}

/** @throws UsageError when `query` is blank: `<command> needs a name or a node id, e.g. …`. */
function requireName(query: string, command: string): void {
  if (!query.trim()) throw new UsageError(`${command} needs a name or a node id, e.g. strata ${command} Parser.parse`);
}

/** Most characters of a definition's doc the text output shows (its lead, {@link docLead}; a longer one ends with `…`). */
export const DOC_LINE_CHARS = 160;

/**
 * A sentence's end in a doc: `.`, `!`, `?` or `:` after a word, closing brackets or quotes after it, then a space or
 * the end; not the dot of an abbreviation (`e.g. 5 minutes`), which {@link ABBREVIATION} tells.
 */
const SENTENCE_END = /[^\s.][.!?:]["')\]]*(?=\s|$)/gu;
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|vs|cf|etc)\.$/iu;

/**
 * The lead of `doc` a definition line shows: its first non-blank line, and when that line ends inside a sentence, the
 * lines of its paragraph up to that sentence's end, whitespace collapsed. A doc wrapped mid-sentence was cut at the
 * wrap: go-cache's `DefaultExpiration` read "For use with functions that take an expiration time. Equivalent to".
 * Undefined without a doc.
 */
export function docLead(doc: string | undefined): string | undefined {
  const lines = doc?.split(/\r?\n/u).map((l) => l.trim()) ?? [];
  const from = lines.findIndex(Boolean);
  if (from < 0) return undefined;
  const blank = lines.findIndex((l, i) => i > from && !l);
  const paragraph = lines.slice(from, blank < 0 ? undefined : blank).join(" ");
  const firstLength = lines[from]!.length;
  for (const m of paragraph.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (end < firstLength || ABBREVIATION.test(paragraph.slice(0, end))) continue;
    return paragraph.slice(0, end);
  }
  return paragraph;
}

/** {@link docLead} of `doc`, indented, cut at {@link DOC_LINE_CHARS} (ending with `…`), with a newline; "" without a doc. */
export function docLine(doc: string | undefined): string {
  const lead = docLead(doc);
  if (!lead) return "";
  const chars = [...printable(lead)];
  return `    ${chars.length > DOC_LINE_CHARS ? `${chars.slice(0, DOC_LINE_CHARS - 1).join("")}…` : chars.join("")}\n`;
}

const loc = (p: string, line?: number): string => `${p}${line ? `:${line}` : ""}`;

/** `strata definition <name|id>`. */
export async function definitionCommand(query: string, opts: NavigateOptions): Promise<number> {
  requireName(query, "definition");
  // The nodes alone: a definition needs no edge (flask: 1,863 nodes, 5,595 edges, which getGraph also parsed and sorted).
  return withRepository(opts.repo, opts, "read", async ({ root, store }) => {
    const nodes = { nodes: await requireGraphNodes(store, opts.repo) };
    // A path relative to the working directory first (`./sessions.py` in a subfolder), then as given.
    const local = repoRelativeArg(root, query);
    const localDefs = local === query ? [] : findDefinitions(nodes, local);
    let nodeDefs = localDefs.length ? localDefs : findDefinitions(nodes, query);
    // A member a type inherits (`Request.session`) is found through the inheritance edges, and a Go `pkg.Name`
    // through the files' package clauses: both read only then.
    if (!nodeDefs.length && dottedName(query).includes(".")) nodeDefs = findDefinitions(await requireGraph(store, opts.repo), query, packagesOf(await store.listFiles()));
    // A constant, variable, type alias or enum has no node: the stored contracts' exports are read when no node is
    // named so, or for a simple name (a type alias beside methods of the same name).
    const defs = nodeDefs.length && !isSimpleName(query) ? nodeDefs : withExportDefinitions(nodeDefs, findExportDefinitions(await store.listFiles(), query));
    // A path outside the repository is a usage error, as for the other navigation commands.
    if (!defs.length) requireInsideRepository(root, query);
    const pending = await pendingFor(root, store);
    if (!opts.json) warnPending(pending);
    if (opts.json) printJson(withPending(await definitionAnswer(root, store, query, defs), pending));
    else if (!defs.length) {
      // Names a few edits away, as the other navigation commands suggest (`definition UnionFile.Raeddir`).
      const near = sameNameIds(nodes.nodes, query);
      process.stderr.write(`strata: no definition of "${printable(query)}" in the code graph${near.length ? `; did you mean: ${near.map(printable).join(", ")}` : ""}\n`);
    } else for (const d of defs) process.stdout.write(`${loc(d.path, d.line)}  ${d.kind} ${d.name ?? (d.id.includes("#") ? d.id.slice(d.id.indexOf("#") + 1) : d.id)}${d.signature ? `  ${d.signature}` : ""}${d.match === "id" ? "" : `  (by ${d.match})`}${d.inheritedBy ? `  (inherited by ${printable(d.inheritedBy.slice(d.inheritedBy.indexOf("#") + 1))})` : ""}\n${docLine(d.doc)}`);
    return defs.length ? EXIT.ok : EXIT.file;
  });
}

/**
 * The node id `query` means (`nodeArgument` in src/query: a path relative to the working directory first
 * ({@link repoRelativeArg}), an id, the one declaration a qualified, simple or package-qualified name names), with the
 * answer's `query`/`match` when a name named it; undefined when it names no node.
 * @throws UsageError when the query is empty, names several nodes (listing up to five ids to choose from), or is a
 * path outside the repository that names no node (requireInsideRepository).
 */
async function nodeIdFor(store: Store, graph: CodeGraph, root: string, query: string, command: string, takeOverloads = false): Promise<{ id: string; said: Said; overloads?: string[] } | undefined> {
  requireName(query, command);
  const named = await nodeArgument(store, graph.nodes, query, { readings: [repoRelativeArg(root, query), query], takeOverloads, edges: graph.edges });
  if ("ambiguous" in named) throw new UsageError(ambiguousNodeMessage(printable(query), named.ambiguous, CLI_CANDIDATES_SHOWN), ambiguousNodeDetails(query, named.ambiguous, CLI_CANDIDATES_SHOWN));
  if ("none" in named) {
    // A path outside the repository is a usage error, not a node to suggest others for.
    requireInsideRepository(root, query);
    return undefined;
  }
  const { also, alsoCount } = named.said;
  // A place names the node around it: say which, as the answer is about that node.
  if (named.said.match === "line") process.stderr.write(`strata: ${printable(query)} is in ${printable(named.id)}\n`);
  // A member named through a type that inherits it: say which node answers, as `definition` says "inherited by".
  if (named.said.inheritedBy) process.stderr.write(`${inheritedNote(query, named.id, named.said.inheritedBy)}\n`);
  if (also?.length && alsoCount) {
    process.stderr.write(`strata: "${printable(query)}" also names ${alsoCount === 1 ? "1 node" : `${alsoCount} nodes`} in tests, examples, docs or generated files (${also.map(printable).join(", ")}${alsoCount > also.length ? ", …" : ""}); this answer is about ${printable(named.id)}\n`);
  }
  return named;
}

/**
 * `strata: SyncWorker.notify is gunicorn/workers/base.py#Worker.notify (inherited by SyncWorker)`: the node an
 * inherited member's name was answered with, the inheriting type by its name as `definition` writes it (gunicorn's
 * `callers SyncWorker.notify` lists the callers of the base's `Worker.notify`, which SyncWorker does not override).
 */
export function inheritedNote(query: string, id: string, inheritedBy: string): string {
  return `strata: ${printable(query)} is ${printable(id)} (inherited by ${printable(inheritedBy.slice(inheritedBy.indexOf("#") + 1))})`;
}

/**
 * The answer when `query` names no node, as `definition` gives it: the pending warning first (a name added since the
 * index is not in the graph yet, and the warning says why), then the reason on stderr, and with `json` also JSON with
 * `found: false` on stdout (a check read `{"found": false}` alone as no reason given); exit {@link EXIT.file}.
 * `field`: the JSON list the command answers (default its name).
 */
async function noNode(query: string, root: string, store: Store, json: boolean | undefined, command: string, field = command): Promise<number> {
  const pending = await pendingFor(root, store);
  if (json) printJson(withPending({ query, found: false, [field]: [] }, pending));
  else warnPending(pending);
  // A constant, variable, type alias or enum is an export, not a graph node: `definition` finds it, these cannot.
  const exported = findExportDefinitions(await store.listFiles(), query)[0];
  const nodes = exported ? [] : await store.listGraphNodes();
  // A place past its file's end says how long the file is (a path relative to the working directory first).
  const place = lineOutsideFile({ nodes }, repoRelativeArg(root, query)) ?? lineOutsideFile({ nodes }, query);
  process.stderr.write(
    exported
      ? `strata: ${printable(query)} is a ${exported.kind} (${exported.path}:${exported.line ?? 1}), an export with no node in the code graph: ${command} covers functions, methods, classes and files (git grep -nw ${printable(exported.name ?? query)} finds its uses)\n`
      : noNodeLine(query, "", nodes, `give an id like ${printable(exampleId(nodes))} or a name \`strata definition\` finds`, place),
  );
  return EXIT.file;
}

/**
 * By-name sites `references` lists in its text before counting the rest (`--all` lists every one): on rack,
 * `Request::Helpers#body` had 169, nearly all calls of other classes' `body`.
 */
export const BY_NAME_SHOWN = 10;

/** Callers in test files `callers` lists in its text before counting the rest (`--all` lists every one). */
export const TEST_CALLERS_SHOWN = 10;

/** What a link that is no call expression is, as `callers`/`callees` print it. */
const VIA_LABEL: Record<NonCallVia, string> = { callback: "passed as a value", reference: "used as a property", literal: "built by a literal" };

/** The word `references` prints for a use that is no call, in place of `calls`. */
const VIA_VERB: Record<NonCallVia, string> = { callback: "passes", reference: "uses", literal: "builds" };

/** `  (type-checked)`, `  (passed as a value, type-checked)`; empty with neither. */
function linkLabel(resolution: string | undefined, via: NonCallVia | undefined): string {
  const parts = [...(via ? [VIA_LABEL[via]] : []), ...(resolution ? [resolution] : [])];
  return parts.length ? `  (${parts.join(", ")})` : "";
}

/** `strata references <id|name>`: one line per use site (`path:line  kind  text`; a use that is no call reads `passes`, `uses` or `builds`). */
export async function referencesCommand(query: string, opts: NavigateOptions): Promise<number> {
  return withGraph(opts.repo, opts, async (graph, root, store) => {
    const named = await nodeIdFor(store, graph, root, query, "references");
    if (named === undefined) return noNode(query, root, store, opts.json, "references");
    const { id, said } = named;
    const pending = await pendingFor(root, store);
    if (opts.json) {
      printJson(withPending((await referencesAnswer(root, store, graph, id, said))!, pending));
      return EXIT.ok;
    }
    const { scope, references: found } = referencesFor(graph, id)!;
    const refs = withLineText(found, await readFileLines(root, found.map((r) => r.path)));
    warnPending(pending);
    if (!refs.length) {
      // An empty answer exits 0 as other empty answers do; for a type it says what the graph does not record.
      const node = graph.nodes.find((n) => n.id === id);
      const note = noReferencesNote(printable(id), node?.kind ?? "") ?? calledThroughNote(printable(id), calledThrough(graph.edges, id, node)) ?? (await importedByNameNote(graph, root, id, printable(id)));
      if (note) process.stderr.write(`strata: ${note}\n`);
      else noResults(`references to ${printable(id)}`);
    }
    else {
      // A file no file imports (every Go file: Go imports packages) is used through what it declares.
      if (scope === "declarations") process.stderr.write(`strata: no file imports ${printable(id)}; listing the uses of its declarations from other files (one hop; \`strata impact ${printable(id)}\` follows them further)\n`);
      const target = (r: { target?: string }): string => (r.target ? ` ${printable(r.target.slice(r.target.indexOf("#") + 1))}` : "");
      // By-name sites come last (referencesFor); past BY_NAME_SHOWN of them the rest are counted, not listed.
      const byName = refs.filter((r) => r.resolution === "by-name").length;
      const shown = opts.all ? refs : refs.slice(0, refs.length - byName + BY_NAME_SHOWN);
      for (const r of shown) process.stdout.write(`${loc(r.path, r.line)}  ${r.via ? VIA_VERB[r.via] : r.kind}${target(r)}${r.resolution === "by-name" ? " (by name)" : ""}  ${r.text ?? ""}\n`);
      const more = refs.length - shown.length;
      if (more) process.stdout.write(`${more} more by-name site${more === 1 ? "" : "s"} (unresolved calls of this name; --all or --json lists them)\n`);
    }
    return EXIT.ok;
  });
}

/** Most test files named on the first line of `impact`'s text (gson's TypeToken had 42); `--json` lists all. */
export const IMPACT_TESTS_SHOWN = 8;

/** `a, b, c and 5 more (--json lists all)` for a list longer than {@link IMPACT_TESTS_SHOWN}. */
const listed = (paths: string[]): string =>
  paths.length > IMPACT_TESTS_SHOWN ? `${paths.slice(0, IMPACT_TESTS_SHOWN).join(", ")} and ${paths.length - IMPACT_TESTS_SHOWN} more (--json lists all)` : paths.join(", ");

/** `strata impact <id> [--depth N]`. */
export async function impactCommand(query: string, opts: NavigateOptions): Promise<number> {
  const depth = integerOption("--depth", opts.depth, { min: 1 }) ?? 3;
  return withGraph(opts.repo, opts, async (graph, root, store) => {
    const named = await nodeIdFor(store, graph, root, query, "impact", true);
    if (named === undefined) return noNode(query, root, store, opts.json, "impact", "files");
    const { id, said, overloads = [] } = named;
    const pending = await pendingFor(root, store);
    if (opts.json) printJson(withPending((await impactAnswer(root, store, graph, id, said, depth, {}, overloads))!, pending));
    else {
      warnPending(pending);
      const report = impactOf(graph, id, depth, overloads)!;
      const n = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;
      const also = report.overloads ? ` and its overloads ${report.overloads.slice(1).join(", ")}` : "";
      // "No tests" after callers found by name only says that the walk stopped there: their own callers (and tests) were not searched.
      const byName = report.files.flatMap((f) => f.nodes).filter((x) => x.resolution === "by-name").length;
      const stopped = !report.tests.length && byName ? `; ${n(byName, "caller")} found by name only ${byName === 1 ? "is" : "are"} not followed further (${byName === 1 ? "it" : "each"} may call another symbol of that name)` : "";
      // Test files that call a reached function by name on values the graph does not type: the tests a user would run.
      const named = report.testsByName ? `; by name, ${listed(report.testsByName.files)} ${report.testsByName.files.length === 1 ? "calls" : "call"} ${report.testsByName.names.join(", ")} (unresolved calls: see strata references)` : "";
      process.stdout.write(`${n(report.total, "node")} in ${n(report.files.length, "file")} may be affected by ${id}${also} (depth ${depth}); tests: ${report.tests.length ? listed(report.tests) : `none the graph reaches within ${n(depth, "step")}${report.testsAt ? ` (the nearest at ${report.testsAt}: --depth ${report.testsAt})` : depth < TESTS_SEARCH_DEPTH ? `, nor within ${TESTS_SEARCH_DEPTH}` : ""}${named}`}${stopped}\n`);
      // Nothing reached from a type: say what the graph does not record, as `references` does (afero's `impact
      // unionFile.go#DirsMerger`, a function type only fields are declared with, read "0 nodes … may be affected").
      const note = report.total ? undefined : (noReferencesNote(printable(id), graph.nodes.find((x) => x.id === id)?.kind ?? "") ?? (await importedByNameNote(graph, root, id, printable(id))));
      if (note) process.stderr.write(`strata: ${note}\n`);
      for (const f of report.files) process.stdout.write(`${f.path}${f.test ? " (test)" : ""}\n${f.nodes.map((n) => `  ${n.distance}  ${n.via.padEnd(10)} ${n.id}${n.through ? `  (through ${n.through})` : ""}${n.overrides ? `  (overrides ${n.overrides})` : ""}${n.resolution === "by-name" ? "  (by name)" : ""}`).join("\n")}\n`);
    }
    return EXIT.ok;
  });
}

/**
 * ` (called at line 147, 159 and 3 more)`: where a callee is called in the asked node's file; empty without lines.
 * With `through` (an interface or a function type, whose code is whatever value the call holds): ` (called through
 * it at lines …)`.
 */
export function calledAtNote(lines: readonly number[], count?: number, through = false, value?: Pick<CallLink, "valueLines" | "valueVia" | "overriddenBy" | "overrideCount">): string {
  const overrides = overrideNote(value, through);
  if (!lines.length) return overrides ? ` (${overrides.slice(2)})` : "";
  const unlisted = (count ?? lines.length) - lines.length;
  return ` (called${through ? " through it" : ""} at line${lines.length > 1 ? "s" : ""} ${lines.join(", ")}${unlisted > 0 ? ` and ${unlisted} more` : ""}${valueNote(value)}${overrides})`;
}

/**
 * `; overridden by HTTPAdapter.send`: a method callee's overrides, which a call on a value of its type may run (see
 * {@link CallLink.overriddenBy}); `implemented by` for a method called `through` an interface; empty without them.
 */
function overrideNote(link: Pick<CallLink, "overriddenBy" | "overrideCount"> | undefined, through = false): string {
  const ids = link?.overriddenBy ?? [];
  if (!ids.length) return "";
  const more = (link?.overrideCount ?? ids.length) - ids.length;
  // Named as in the code where the names differ, by id where two read alike (viper's three `Codec.Decode`).
  const short = ids.map((id) => id.slice(id.indexOf("#") + 1));
  const names = short.map((name, i) => (short.indexOf(name) !== short.lastIndexOf(name) ? ids[i]! : name));
  return `; ${through ? "implemented" : "overridden"} by ${names.map(printable).join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/**
 * `; passed as a value at lines 73, 87`: where a node that is also called is used without a call (see
 * {@link CallLink.valueLines}); empty without such lines.
 */
function valueNote(value: Pick<CallLink, "valueLines" | "valueVia"> | undefined): string {
  const lines = value?.valueLines ?? [];
  return lines.length ? `; ${usedAt(lines, value?.valueVia)}` : "";
}

/** `passed as a value at lines 73, 87` (`used as a value` where the uses are of several kinds). */
function usedAt(lines: readonly number[], via: NonCallVia | undefined): string {
  return `${via ? VIA_LABEL[via] : "used as a value"} at line${lines.length > 1 ? "s" : ""} ${lines.join(", ")}`;
}

/**
 * True for a callee a call runs through rather than into: an interface or one of its methods, or a Go function type
 * (echo's `c.handler(c)` on a `HandlerFunc` field listed `type HandlerFunc (called at lines 419, 426)`, as if the
 * type's line ran). `kindOf` gives a node's kind by id (its owner's, for a method).
 */
function calledThroughType(node: { id: string; kind: string; signature?: string; language?: string } | undefined, kindOf: (id: string) => string | undefined): boolean {
  if (node === undefined) return false;
  if (node.kind === "interface") return true;
  if (node.kind === "method") return kindOf(enclosingIds(node.id)[0] ?? "") === "interface";
  return declarationWord(node.signature, node.language) === "function type";
}

/**
 * `strata callers <id|name>` and `strata callees <id|name>`: the nodes linked by `calls` edges, one line each
 * (`path:line  kind  name  (resolution)  summary`; a caller is placed at its first call, a callee at its definition
 * with ` (called at line N, …)` after its name; a link that is no call says so first: `(passed as a value,
 * type-checked)` for a function handed on as an argument); `--json` is the MCP tool's answer of the same name. An unresolved
 * callee is named as summaries and context blocks name it under "Calls outside the graph" (`headers.get(…).startswith`,
 * no `?`), with `(outside the repository)` when the graph found it outside (a package's, the language's own), else
 * why it stayed unresolved ({@link unresolvedReason}: `(unresolved: 1 repository definition of token_next_by, not tied to
 * this call)`); its JSON keeps the graph id (`?…`) beside that `name` (and `external`).
 */
export function callsCommand(direction: "callers" | "callees"): (query: string, opts: NavigateOptions) => Promise<number> {
  return async (query, opts) =>
    withGraph(opts.repo, opts, async (graph, root, store) => {
      const named = await nodeIdFor(store, graph, root, query, direction);
      if (named === undefined) return noNode(query, root, store, opts.json, direction);
      const { id, said } = named;
      const pending = await pendingFor(root, store);
      if (opts.json) {
        printJson(withPending(await callsAnswer(root, store, graph.edges, "graph", id, said, direction, {}, opts.all ? Number.POSITIVE_INFINITY : undefined), pending));
        return EXIT.ok;
      }
      const maxLines = opts.all ? Number.POSITIVE_INFINITY : undefined;
      let { nodes } = await callNodes(store, root, callLinks(graph.edges, id, direction), maxLines);
      warnPending(pending);
      const node = graph.nodes.find((n) => n.id === id);
      // A class is called through its constructor (jinja's `Environment(…)` reaches `Environment.__init__`): with no
      // callers of its own, its constructor's are what a reader asks for.
      const type = direction === "callers" && !nodes.length && (node?.kind === "class" || node?.kind === "struct") ? node : undefined;
      const ctor = type ? constructorOf(graph.nodes, type)?.id : undefined;
      if (ctor) {
        const through = await callNodes(store, root, callLinks(graph.edges, ctor, direction));
        if (through.nodes.length) {
          process.stderr.write(`strata: ${printable(id)} is built through its constructor; the callers of ${printable(ctor)}:\n`);
          nodes = through.nodes;
        }
      }
      // A call whose receiver's type is unknown is no edge, but `references` lists it by name (starlette's
      // `route.matches(scope)` in Router.app): say so rather than let "no callers" (or a short list) read as all.
      const byName = direction === "callers" ? (referencesFor(graph, id)?.references ?? []).filter((r) => r.resolution === "by-name").length : 0;
      if (!nodes.length) {
        const through = direction === "callers" ? calledThroughNote(printable(id), calledThrough(graph.edges, id, node)) : undefined;
        if (through) process.stderr.write(`strata: ${through}\n`);
        // No callees is an answer, not a failure (mobx's `startBatch` only updates state): say what it means.
        else if (direction === "callees") process.stderr.write(`strata: ${printable(id)} makes no calls that the code graph records\n`);
        // A file is imported, not called (a check on express read "no results for callers of lib/response.js").
        else if (node?.kind === "file") process.stderr.write(`strata: ${printable(id)} is a file, which is imported rather than called: strata references ${printable(id)} lists its importers, strata impact ${printable(id)} what a change to it may break\n`);
        // A function's by-name sites are plain calls the graph did not bind (execa's `execa(…)` read as "a method … on
        // receivers of unknown type").
        const what = graph.nodes.find((n) => n.id === id)?.kind === "method" ? "a method of this name on receivers of unknown type" : "this name that the graph did not resolve";
        const sites = `${byName} call site${byName === 1 ? "" : "s"} of ${what}`;
        // "No results" beside unbound sites read as "unused" to a check on knex (`Client.query`): say both in one line.
        if (byName && !through && node?.kind !== "file") process.stderr.write(`strata: no resolved callers of ${printable(id)}, but ${sites} may call it: strata references ${printable(id)} lists them (by name)\n`);
        else {
          const imported = !through && node?.kind !== "file" && direction === "callers" ? await importedByNameNote(graph, root, id, printable(id)) : undefined;
          if (imported) process.stderr.write(`strata: ${imported}\n`);
          else if (!through && node?.kind !== "file" && direction === "callers") noResults(`${direction} of ${printable(id)}`);
          if (byName) process.stderr.write(`strata: ${sites}: strata references ${printable(id)} lists them (by name)\n`);
        }
      }
      else {
        // Callers in test files after the others, and past TEST_CALLERS_SHOWN of them counted (fastify's `Reply.send`
        // listed 256 callers, nine in ten tests, before the 20 in lib/).
        const inTests = (x: (typeof nodes)[number]): boolean => direction === "callers" && "path" in x && isTestPath(x.path);
        const code = nodes.filter((x) => !inTests(x));
        const tests = nodes.filter(inTests);
        const shownTests = opts.all ? tests : tests.slice(0, TEST_CALLERS_SHOWN);
        const byId = new Map(graph.nodes.map((x) => [x.id, x]));
        for (const n of [...code.filter((x) => "path" in x), ...shownTests, ...code.filter((x) => !("path" in x))]) {
          const name = n.id.includes("#") ? n.id.slice(n.id.indexOf("#") + 1) : n.id;
          // A callee is placed at its definition, to open it; the lines of the calls in the asked node's file follow.
          // A callee only handed on is placed at those lines as such, not "called at" them (a break-it trial:
          // `handler (called at line 17) (passed as a value, …)` for `arr.map(handler)`).
          const via = "via" in n ? n.via : undefined;
          const calledAt = direction !== "callees" ? "" : via && n.callLines?.length ? ` (${usedAt(n.callLines, via)})` : calledAtNote(n.callLines ?? [], n.callCount, calledThroughType(byId.get(n.id), (id) => byId.get(id)?.kind), n);
          if (!("path" in n)) process.stdout.write(n.resolved ? `${printable(name)}${calledAt}  (not in the search index)\n` : `${printable(n.name)}${calledAt}  (${n.external ? "outside the repository" : unresolvedReason(graph.nodes, n.name)})\n`);
          // A caller is placed at its call, as an editor's call hierarchy does (at its first line, a reader had to
          // search a 200-line caller for the call); its further calls follow the name.
          else {
            const at = direction === "callers" ? (n.callLines ?? []) : [];
            const unlisted = (n.callCount ?? at.length) - at.length;
            const notes = [
              ...(at.length > 1 ? [`also line${at.length > 2 ? "s" : ""} ${at.slice(1).join(", ")}${unlisted > 0 ? ` and ${unlisted} more` : ""}`] : []),
              ...(direction === "callers" && n.valueLines?.length ? [usedAt(n.valueLines, n.valueVia)] : []),
            ];
            const more = notes.length ? ` (${notes.join("; ")})` : "";
            process.stdout.write(`${loc(n.path, at[0] ?? n.line)}  ${n.kind} ${printable(name)}${more}${calledAt}${linkLabel(n.resolution, direction === "callees" && n.callLines?.length ? undefined : n.via)}${n.summary ? `  ${printable(n.summary)}` : ""}\n`);
          }
        }
        const unlisted = tests.length - shownTests.length;
        if (unlisted > 0) process.stderr.write(`strata: ${unlisted} more caller${unlisted === 1 ? "" : "s"} in test files beyond the ${shownTests.length} listed (--all or --json lists them)\n`);
      }
      // Calls through a supertype's method it overrides may run it too (a mixin's stub `send` that Session overrides).
      const also = direction === "callers" && nodes.length ? calledThroughNote(printable(id), calledThrough(graph.edges, id, node), nodes.length) : undefined;
      if (also) process.stderr.write(`strata: ${also}\n`);
      // Beside a list, too: nodemailer's `mail.message.createReadStream()` in every transport, beside `MimeNode.build`.
      if (nodes.length && byName) process.stderr.write(`strata: also ${byName} call site${byName === 1 ? "" : "s"} of this name the graph did not resolve: strata references ${printable(id)} lists them (by name)\n`);
      return EXIT.ok;
    });
}
