/**
 * One graph node's stored hierarchical summary with its freshness, for `strata summary --node` and the
 * `node_summary` tool of `strata mcp`: the stored hierarchical summary (seed 001 Figure 4 fields) of any graph
 * node — a function, method, class, file, folder or the repository `.` — which the file tools cannot give (an
 * assistant asking "what does src/router/ do" had no tool for it). Reads what `strata index` stored; never
 * summarizes.
 *
 * 1. Ids a user may mean: as given, without a leading `./`, and as a folder (`src/util` → `src/util/`; `` → `.`).
 * 2. Generator: the one the newest run's `hierarchy` stage reported (an LLM's when one was configured), else the
 *    extractive `extractive-node@N`.
 * 3. `fresh`: every file the node covers (its own file; for a folder or `.`, every indexed file under it) still
 *    hashes to what was indexed.
 */
import { shownKind, type ShownKind } from "../graph/index.js";
import type { SearchDocRecord, Store } from "../store/index.js";
import { checkFreshness } from "../retrieve/index.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY, type NodeSummary } from "../summarize/index.js";
import { stageReportOf } from "../pipeline/index.js";

/** What the tool returns. */
export interface NodeSummaryResult {
  node: string;
  /** The node's kind as a reader knows it (`shownKind`: a Go `type DirsMerger func(…)` is a `type`, its summary's kind `struct`). */
  kind: ShownKind;
  generatorKey: string;
  summary: NodeSummary;
  /** Files under the node whose text changed since indexing (at most 20 listed). */
  changedFiles: string[];
  fresh: boolean;
  /**
   * The cleaned subjects of the commits that changed the node's lines (a file: the file), newest first, as indexed
   * in its history search field (src/retrieve/lineHistory.ts, history.ts); [] without git history or `--no-history`.
   */
  history: string[];
}

/** Step 1's candidate ids, in order. */
export function nodeIdCandidates(node: string): string[] {
  const trimmed = node.replace(/^(\.\/)+/u, "");
  const bare = trimmed.replace(/\/+$/u, "");
  return [...new Set([node, trimmed, bare === "" || bare === "." ? "." : `${bare}/`])];
}

/** Step 2's generator keys, in order of preference: the newest run's hierarchy generator, then the extractive one. */
export async function nodeGeneratorKeys(store: Store): Promise<string[]> {
  const [run] = await store.listRuns(1);
  const hierarchy = stageReportOf(run, "hierarchy");
  const reported = hierarchy && "generatorKey" in hierarchy ? hierarchy.generatorKey : undefined;
  return [...new Set([reported, EXTRACTIVE_NODE_GENERATOR_KEY].filter((k): k is string => k !== undefined))];
}

/** The summary of `node` as the module comment says; undefined when none is stored for any of its candidate ids. */
export async function findNodeSummary(store: Store, root: string, node: string): Promise<NodeSummaryResult | undefined> {
  const keys = await nodeGeneratorKeys(store);
  for (const id of nodeIdCandidates(node)) {
    for (const key of keys) {
      const record = await store.getNodeSummary(id, key);
      if (!record) continue;
      const inside = (p: string): boolean => (id === "." ? true : id.endsWith("/") ? p.startsWith(id) : p === id.split("#")[0]);
      const files = (await store.listFiles()).filter((f) => inside(f.path));
      const docs = files.map((f) => ({ id: f.path, node: { path: f.path }, fileHash: f.contentHash }) as unknown as SearchDocRecord);
      const fresh = await checkFreshness(root, docs);
      const changed = [...fresh.entries()].filter(([, ok]) => !ok).map(([p]) => p);
      const history = (await store.getSearchDocs([id]))[0]?.historyText?.split("\n").filter(Boolean) ?? [];
      const graphNode = await store.getGraphNode(id);
      return { node: id, kind: graphNode ? shownKind(graphNode) : record.summary.kind, generatorKey: record.generatorKey, summary: record.summary, changedFiles: changed.slice(0, 20), fresh: changed.length === 0, history };
    }
  }
  return undefined;
}
