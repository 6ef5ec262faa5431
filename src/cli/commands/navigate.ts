/**
 * Navigation and change-impact commands over the stored code graph: `definition`, `references`, `impact`,
 * `changes` and `map`. Each prints a short text for people and, with `--json`, the same JSON the MCP tools of
 * the same names return. Read-only: none writes the store.
 */
import { contractChanges, findDefinitions, findReferences, impactOf, readFileLines, repoMap, withLineText, type FileChange } from "../../navigate/index.js";
import { printable } from "../../shared/printable.js";
import { tokenCounter } from "../../shared/tokens.js";
import { oneLine } from "../../retrieve/index.js";
import { configFor, EXIT, withRepository, integerOption, noResults, printJson, requireGraph, resolveRoot, UsageError, type CommonOptions } from "../common.js";
import type { CodeGraph } from "../../graph/index.js";
import type { Store } from "../../store/index.js";

export interface NavigateOptions extends CommonOptions {
  repo?: string;
  depth?: string;
  since?: string;
  staged?: boolean;
  budget?: string;
  focus?: string;
}

function withGraph<T>(dir: string | undefined, opts: CommonOptions, body: (graph: CodeGraph, root: string, store: Store) => Promise<T>): Promise<T> {
  return withRepository(dir, opts, "read", async ({ root, store }) => body(await requireGraph(store, dir), root, store));
}

const loc = (p: string, line?: number): string => `${p}${line ? `:${line}` : ""}`;

/** `strata definition <name|id>`. */
export async function definitionCommand(query: string, opts: NavigateOptions): Promise<number> {
  if (!query.trim()) throw new UsageError("definition needs a name or a node id, e.g. strata definition Parser.parse");
  return withGraph(opts.repo, opts, async (graph) => {
    const defs = findDefinitions(graph, query);
    if (opts.json) printJson({ query, definitions: defs });
    else if (!defs.length) process.stderr.write(`strata: no definition of "${printable(query)}" in the code graph\n`);
    else for (const d of defs) process.stdout.write(`${loc(d.path, d.line)}  ${d.kind} ${d.id.split("#")[1] ?? d.id}${d.signature ? `  ${d.signature}` : ""}${d.match === "id" ? "" : `  (by ${d.match})`}\n`);
    return defs.length ? EXIT.ok : EXIT.file;
  });
}

/**
 * The node id `query` means: itself when it is an id, else the one declaration it names (a simple or qualified
 * name, as `definition` finds it).
 * @throws UsageError when it names no node, or several (listing up to five ids to choose from).
 */
function nodeIdFor(graph: CodeGraph, query: string): string {
  if (graph.nodes.some((n) => n.id === query)) return query;
  const defs = findDefinitions(graph, query);
  if (defs.length === 1) return defs[0]!.id;
  if (defs.length > 1) {
    const shown = defs.slice(0, 5).map((d) => d.id).join(", ");
    throw new UsageError(`"${printable(query)}" names ${defs.length} nodes: ${shown}${defs.length > 5 ? ", …" : ""}; give one id`);
  }
  throw new UsageError(`no node "${printable(query)}" in the code graph: give an id like src/a.ts#Parser.parse or a name \`strata definition\` finds`);
}

/** `strata references <id|name>`. */
export async function referencesCommand(id: string, opts: NavigateOptions): Promise<number> {
  return withGraph(opts.repo, opts, async (graph, root) => {
    id = nodeIdFor(graph, id);
    const found = findReferences(graph, id)!;
    const refs = withLineText(found, await readFileLines(root, found.map((r) => r.path)));
    if (opts.json) printJson({ node: id, references: refs });
    else if (!refs.length) noResults(`references to ${printable(id)}`);
    else for (const r of refs) process.stdout.write(`${loc(r.path, r.line)}  ${r.kind}${r.resolution === "by-name" ? " (by name)" : ""}  ${r.text ?? ""}\n`);
    return EXIT.ok;
  });
}

/** `strata impact <id> [--depth N]`. */
export async function impactCommand(id: string, opts: NavigateOptions): Promise<number> {
  const depth = integerOption("--depth", opts.depth, { min: 1 }) ?? 3;
  return withGraph(opts.repo, opts, async (graph) => {
    id = nodeIdFor(graph, id);
    const report = impactOf(graph, id, depth)!;
    if (opts.json) printJson(report);
    else {
      process.stdout.write(`${report.total} nodes in ${report.files.length} files may be affected by ${id} (depth ${depth}); tests: ${report.tests.length ? report.tests.join(", ") : "none found"}\n`);
      for (const f of report.files) process.stdout.write(`${f.path}${f.test ? " (test)" : ""}\n${f.nodes.map((n) => `  ${n.distance}  ${n.via.padEnd(10)} ${n.id}`).join("\n")}\n`);
    }
    return EXIT.ok;
  });
}

function renderChange(c: FileChange): string {
  const lines = [`${c.path}  ${c.status}${c.from ? ` from ${c.from}` : ""}${c.summaryStale ? "  (summary stale: run strata index)" : ""}`];
  for (const a of c.added) lines.push(`  + ${a.signature ?? `${a.kind} ${a.name}`}`);
  for (const r of c.removed) lines.push(`  - ${r.signature ?? `${r.kind} ${r.name}`}${c.callers[r.name] ? `  (called by ${c.callers[r.name]!.join(", ")})` : ""}`);
  for (const ch of c.changed) lines.push(`  ~ ${ch.before ?? ch.name}\n    → ${ch.after ?? ch.name}${c.callers[ch.name] ? `  (called by ${c.callers[ch.name]!.join(", ")})` : ""}`);
  return lines.join("\n");
}

/** `strata changes [repo] [--since <rev> | --staged]`. */
export async function changesCommand(repo: string | undefined, opts: NavigateOptions): Promise<number> {
  if (opts.since && opts.staged) throw new UsageError("give --since <rev> or --staged, not both");
  return withGraph(repo, opts, async (graph, root, store) => {
    const storedHashes = new Map((await store.listStamps()).map((s) => [s.path, s.contentHash]));
    const changes = await contractChanges({ root, graph, storedHashes, ...(opts.since ? { since: opts.since } : {}), ...(opts.staged ? { staged: true } : {}) });
    if (opts.json) printJson({ base: opts.staged ? "HEAD (staged)" : (opts.since ?? "HEAD"), files: changes });
    else if (!changes.length) noResults(`changes since ${opts.staged ? "HEAD (staged)" : (opts.since ?? "HEAD")}`);
    else process.stdout.write(`${changes.map(renderChange).join("\n")}\n`);
    return EXIT.ok;
  });
}

/** `strata map [repo] [--budget N] [--focus a.ts,b.ts]`. */
export async function mapCommand(repo: string | undefined, opts: NavigateOptions): Promise<number> {
  const budget = integerOption("--budget", opts.budget, { min: 0 }) ?? 2000;
  return withGraph(repo, opts, async (graph, _root, store) => {
    const config = configFor(resolveRoot(repo), opts);
    const docs = await store.getSearchDocs((await store.listSearchStamps()).map((s) => s.id));
    const summaries = new Map(docs.map((d) => [d.id, oneLine(d)]).filter(([, s]) => s !== "") as [string, string][]);
    const focus = opts.focus ? opts.focus.split(",").map((f) => f.trim()).filter(Boolean) : [];
    const files = new Set(graph.nodes.filter((n) => n.kind === "file").map((n) => n.path));
    const unknown = focus.filter((f) => !files.has(f));
    if (unknown.length) throw new UsageError(`--focus: no file ${unknown.map((f) => `"${printable(f)}"`).join(", ")} in the code graph (paths are relative to the repository root)`);
    const map = repoMap(graph, { budget, countTokens: await tokenCounter(config.tokenEncoding), focus, summaries });
    if (opts.json) printJson(map);
    else process.stdout.write(`${map.text}${map.leftOut ? `\n(${map.leftOut} more files left out at ${budget} tokens; raise --budget)\n` : ""}`);
    return EXIT.ok;
  });
}
