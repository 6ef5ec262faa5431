/**
 * Navigation commands over the stored code graph: `definition`, `references` and `impact` (`changes` and `map`,
 * which load the extractors and the tokenizer, are in changes.ts and map.ts). Each prints a short text for people and, with `--json`, the same JSON the MCP tools of
 * the same names return. Read-only: none writes the store.
 */
import { findDefinitions, findExportDefinitions, findReferences, impactOf, readFileLines, withLineText } from "../../navigate/index.js";
import { printable } from "../../shared/printable.js";
import { EXIT, withRepository, integerOption, noResults, printJson, requireGraph, requireGraphNodes, UsageError, type CommonOptions } from "../common.js";
import type { CodeGraph } from "../../graph/index.js";
import type { Store } from "../../store/index.js";
import { freshFiles, pendingFor, warnPending, withPending } from "../pending.js";

export interface NavigateOptions extends CommonOptions {
  repo?: string;
  depth?: string;
  since?: string;
  staged?: boolean;
  budget?: string;
  focus?: string;
}

/** Runs `body` on the stored graph of the repository (read-only). @throws UsageError when no graph is stored. */
export function withGraph<T>(dir: string | undefined, opts: CommonOptions, body: (graph: CodeGraph, root: string, store: Store) => Promise<T>): Promise<T> {
  return withRepository(dir, opts, "read", async ({ root, store }) => body(await requireGraph(store, dir), root, store));
}

/** @throws UsageError when `query` is blank: `<command> needs a name or a node id, e.g. …`. */
function requireName(query: string, command: string): void {
  if (!query.trim()) throw new UsageError(`${command} needs a name or a node id, e.g. strata ${command} Parser.parse`);
}

const loc = (p: string, line?: number): string => `${p}${line ? `:${line}` : ""}`;

/** `strata definition <name|id>`. */
export async function definitionCommand(query: string, opts: NavigateOptions): Promise<number> {
  requireName(query, "definition");
  // The nodes alone: a definition needs no edge (flask: 1,863 nodes, 5,595 edges, which getGraph also parsed and sorted).
  return withRepository(opts.repo, opts, "read", async ({ root, store }) => {
    const nodeDefs = findDefinitions({ nodes: await requireGraphNodes(store, opts.repo) }, query);
    // A constant, variable, type alias or enum has no node: the stored contracts' exports are read only then.
    const defs = nodeDefs.length ? nodeDefs : findExportDefinitions(await store.listFiles(), query);
    const pending = await pendingFor(root, store);
    const fresh = await freshFiles(root, store, defs.map((d) => d.path));
    if (!opts.json) warnPending(pending);
    if (opts.json) printJson(withPending({ query, fresh: [...fresh.values()].every(Boolean), definitions: defs.map((d) => ({ ...d, fresh: fresh.get(d.path) ?? false })) }, pending));
    else if (!defs.length) process.stderr.write(`strata: no definition of "${printable(query)}" in the code graph\n`);
    else for (const d of defs) process.stdout.write(`${loc(d.path, d.line)}  ${d.kind} ${d.name ?? (d.id.includes("#") ? d.id.slice(d.id.indexOf("#") + 1) : d.id)}${d.signature ? `  ${d.signature}` : ""}${d.match === "id" ? "" : `  (by ${d.match})`}\n`);
    return defs.length ? EXIT.ok : EXIT.file;
  });
}

/**
 * The node id `query` means: itself when it is an id, else the one declaration it names (a simple or qualified
 * name, as `definition` finds it); undefined when it names no node.
 * @throws UsageError when the query is empty, or names several nodes (listing up to five ids to choose from).
 */
function nodeIdFor(graph: CodeGraph, query: string, command: string): string | undefined {
  requireName(query, command);
  if (graph.nodes.some((n) => n.id === query)) return query;
  const defs = findDefinitions(graph, query);
  if (defs.length === 1) return defs[0]!.id;
  if (defs.length > 1) {
    const shown = defs.slice(0, 5).map((d) => d.id).join(", ");
    throw new UsageError(`"${printable(query)}" names ${defs.length} nodes: ${shown}${defs.length > 5 ? ", …" : ""}; give one id`);
  }
  return undefined;
}

/**
 * The answer when `query` names no node, as `definition` gives it: the pending warning first (a name added since the
 * index is not in the graph yet, and the warning says why), then the reason on stderr, or JSON with `found: false`;
 * exit {@link EXIT.file}.
 */
async function noNode(query: string, root: string, store: Store, json: boolean | undefined, field: string): Promise<number> {
  const pending = await pendingFor(root, store);
  if (json) printJson(withPending({ query, found: false, [field]: [] }, pending));
  else {
    warnPending(pending);
    process.stderr.write(`strata: no node "${printable(query)}" in the code graph: give an id like src/a.ts#Parser.parse or a name \`strata definition\` finds\n`);
  }
  return EXIT.file;
}

/** `strata references <id|name>`. */
export async function referencesCommand(query: string, opts: NavigateOptions): Promise<number> {
  return withGraph(opts.repo, opts, async (graph, root, store) => {
    const id = nodeIdFor(graph, query, "references");
    if (id === undefined) return noNode(query, root, store, opts.json, "references");
    const found = findReferences(graph, id)!;
    const refs = withLineText(found, await readFileLines(root, found.map((r) => r.path)));
    const pending = await pendingFor(root, store);
    if (!opts.json) warnPending(pending);
    if (opts.json) printJson(withPending({ node: id, references: refs }, pending));
    else if (!refs.length) noResults(`references to ${printable(id)}`);
    else for (const r of refs) process.stdout.write(`${loc(r.path, r.line)}  ${r.kind}${r.resolution === "by-name" ? " (by name)" : ""}  ${r.text ?? ""}\n`);
    return EXIT.ok;
  });
}

/** `strata impact <id> [--depth N]`. */
export async function impactCommand(query: string, opts: NavigateOptions): Promise<number> {
  const depth = integerOption("--depth", opts.depth, { min: 1 }) ?? 3;
  return withGraph(opts.repo, opts, async (graph, root, store) => {
    const id = nodeIdFor(graph, query, "impact");
    if (id === undefined) return noNode(query, root, store, opts.json, "files");
    const report = impactOf(graph, id, depth)!;
    const pending = await pendingFor(root, store);
    if (!opts.json) warnPending(pending);
    if (opts.json) printJson(withPending(report, pending));
    else {
      const n = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;
      process.stdout.write(`${n(report.total, "node")} in ${n(report.files.length, "file")} may be affected by ${id} (depth ${depth}); tests: ${report.tests.length ? report.tests.join(", ") : `none within ${n(depth, "step")} (--depth for more)`}\n`);
      for (const f of report.files) process.stdout.write(`${f.path}${f.test ? " (test)" : ""}\n${f.nodes.map((n) => `  ${n.distance}  ${n.via.padEnd(10)} ${n.id}${n.through ? `  (through ${n.through})` : ""}${n.resolution === "by-name" ? "  (by name)" : ""}`).join("\n")}\n`);
    }
    return EXIT.ok;
  });
}
