/**
 * The hierarchy part of `npm run bench:graph` (summarization calls for a full run vs after a
 * one-line edit). On a temporary copy of the repository (never the original): `strata index` with the graph and
 * hierarchy stages (extractive generator), then a one-line edit inside the body of the leaf function with the
 * most callers (a comment appended to its next-to-last line), then `strata index` again. Rows: nodes, levels, cycles, nodes
 * summarized in each run, the share of all nodes re-summarized after the edit, times.
 *
 * The extractive generator reads signatures and doc comments, not bodies, so after a body edit only the leaf is
 * re-summarized and its text stays the same. With a model the leaf's new text may differ, and then its callers
 * and containers are re-summarized until a text equals the old one (see src/summarize/hierarchy/README.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config/index.js";
import type { CodeGraph, GraphNode } from "../src/graph/index.js";
import { indexRepository } from "../src/pipeline/index.js";
import { defaultStages, fileFacts } from "../src/pipeline/index.js";
import { openStore, type Store } from "../src/store/index.js";
import { buildSchedule, EXTRACTIVE_NODE_GENERATOR_KEY, extractiveNodeGenerator, renderNodeText, runHierarchy, type NodeGenerator } from "../src/summarize/index.js";

/** Folders never copied: version control, dependencies, strata's own store. */
const SKIPPED = new Set([".git", "node_modules", ".strata", "dist", "target", "vendor", ".venv", "__pycache__"]);
/** Languages whose line comments start with `#`; every other graph language takes a block comment. */
const HASH_COMMENTS = new Set(["python", "ruby"]);

interface HierarchyRun {
  summarized: number;
  nodes: number;
  llmCalls: number;
  summarizedPercent: number;
  summarizedIds: string[];
  ms: number;
}

/** Measures a full run and a one-line leaf edit on a copy of `root`; rows for the graph benchmark's table. */
export async function hierarchyBenchRows(root: string): Promise<{ label: string; value: string }[]> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "strata-hier-bench-"));
  try {
    fs.cpSync(root, copy, { recursive: true, filter: (src) => !SKIPPED.has(path.basename(src)) });
    const store = openStore(path.join(copy, ".strata", "strata.db"));
    try {
      const full = await indexOnce(copy, store);
      const graph = await store.getGraph();
      const schedule = buildSchedule(graph);
      const leaf = pickLeaf(graph);
      const rows = [
        { label: "hierarchy: nodes / levels / cycles", value: `${graph.nodes.length} / ${schedule.levels.length} / ${schedule.cycleCount}` },
        { label: "hierarchy: full run, nodes summarized (LLM calls)", value: `${full.summarized} (${full.llmCalls})` },
        { label: "hierarchy: full run, index time (ms)", value: String(full.ms) },
      ];
      if (!leaf) return [...rows, { label: "hierarchy: one-line edit", value: "no leaf function with callers and a body of 3+ lines" }];
      editLeaf(copy, leaf);
      const after = await indexOnce(copy, store);
      const modelLike = await ifLeafTextChanges(store, leaf.id);
      const drift = edgeDrift(graph, await store.getGraph(), leaf.path);
      return [
        ...rows,
        { label: "hierarchy: edited leaf (most callers)", value: leaf.id },
        { label: "hierarchy: after the edit, nodes re-summarized (LLM calls)", value: `${after.summarized} (${after.llmCalls})` },
        { label: "hierarchy: after the edit, share of all nodes", value: `${after.summarizedPercent.toFixed(2)}%` },
        { label: "hierarchy: after the edit, re-summarized ids", value: after.summarizedIds.slice(0, 5).join(", ") + (after.summarized > 5 ? ", …" : "") },
        { label: "hierarchy: after the edit, index time (ms)", value: String(after.ms) },
        { label: "graph: nodes outside the edited file whose outgoing edges changed", value: String(drift) },
        { label: "hierarchy: if the leaf's summary text changed (as a model's may), nodes re-summarized", value: `${modelLike} (${((modelLike / graph.nodes.length) * 100).toFixed(2)}%)` },
      ];
    } finally {
      await store.close();
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

async function indexOnce(root: string, store: Store): Promise<HierarchyRun> {
  const started = performance.now();
  const report = await indexRepository({
    root,
    store,
    config: loadConfig(root),
    stages: defaultStages.filter((s) => s.name === "graph" || s.name === "hierarchy"),
  });
  const h = (report.stages.hierarchy ?? {}) as Partial<HierarchyRun>;
  return {
    summarized: h.summarized ?? 0,
    nodes: h.nodes ?? 0,
    llmCalls: h.llmCalls ?? 0,
    summarizedPercent: h.summarizedPercent ?? 0,
    summarizedIds: h.summarizedIds ?? [],
    ms: Math.round(performance.now() - started),
  };
}

/**
 * The function or method with no resolved callees, a body of three or more lines and the most distinct callers
 * (ties: first id): the leaf whose edit can reach the most summaries.
 */
function pickLeaf(graph: CodeGraph): GraphNode | undefined {
  const callers = new Map<string, Set<string>>();
  const callsOut = new Set<string>();
  for (const e of graph.edges) {
    if (e.kind !== "calls" || !e.resolved || e.from === e.to) continue;
    callers.set(e.to, (callers.get(e.to) ?? new Set()).add(e.from));
    callsOut.add(e.from);
  }
  let best: GraphNode | undefined;
  for (const n of graph.nodes) {
    if ((n.kind !== "function" && n.kind !== "method") || !n.span || n.span.endLine - n.span.startLine < 2 || callsOut.has(n.id)) continue;
    if ((callers.get(n.id)?.size ?? 0) > (best ? (callers.get(best.id)?.size ?? 0) : 0)) best = n;
  }
  return best;
}

/**
 * Appends a comment to the next-to-last line of `leaf`, in place (no line moves): inside the body, past any
 * multi-line signature, whether or not the language closes bodies with a line of its own.
 */
function editLeaf(root: string, leaf: GraphNode): void {
  const file = path.join(root, leaf.path);
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const at = leaf.span!.endLine - 2; // 1-based endLine - 1 → 0-based index
  const comment = HASH_COMMENTS.has(leaf.language ?? "") ? "  # strata bench edit" : " /* strata bench edit */";
  lines[at] = `${lines[at] ?? ""}${comment}`;
  fs.writeFileSync(file, lines.join("\n"));
}

/**
 * Nodes re-summarized when the edited leaf's new summary text differs from its old one, as a model's answer may:
 * the stored extractive summaries replayed in memory, with the leaf forced to a changed purpose.
 */
async function ifLeafTextChanges(store: Store, leafId: string): Promise<number> {
  const graph = await store.getGraph();
  const previous = new Map((await store.listNodeSummaries(EXTRACTIVE_NODE_GENERATOR_KEY)).map((r) => [r.id, r]));
  previous.delete(leafId);
  const changing: NodeGenerator = {
    ...extractiveNodeGenerator,
    async generate(input, code, signal) {
      const generated = await extractiveNodeGenerator.generate(input, code, signal);
      if (input.node.id !== leafId) return generated;
      const summary = { ...generated.summary, purpose: `${generated.summary.purpose} (edited)` };
      return { ...generated, summary: { ...summary, text: renderNodeText(summary) } };
    },
  };
  const { report } = await runHierarchy({ graph, generator: changing, previous, files: await fileFacts(store, graph) });
  return report.summarized;
}

/**
 * Nodes outside `editedPath` whose outgoing edges differ between two graphs: an edit inside one function body
 * should change none, so any here come from the incremental graph rebuild resolving differently from the full one
 * (and re-summarize those nodes for a reason that is not the edit).
 */
function edgeDrift(before: CodeGraph, after: CodeGraph, editedPath: string): number {
  const outgoing = (g: CodeGraph): Map<string, string> => {
    const lists = new Map<string, string[]>();
    for (const e of g.edges) lists.set(e.from, [...(lists.get(e.from) ?? []), `${e.kind} ${e.to} ${e.resolved}`]);
    return new Map([...lists].map(([id, l]) => [id, l.sort().join("\n")]));
  };
  const a = outgoing(before);
  const b = outgoing(after);
  let changed = 0;
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    if (!id.startsWith(`${editedPath}#`) && id !== editedPath && a.get(id) !== b.get(id)) changed += 1;
  }
  return changed;
}
