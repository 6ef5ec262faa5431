/**
 * The `graph` stage of `strata index`: builds the code graph of the changed files — plus the
 * files whose resolution may change with them ({@link affectedFiles}) — and stores it with
 * `replaceGraphFiles`. The first run (no stored graph) builds the whole repository, and so does a run whose stored
 * graph came from another `GRAPH_BUILDER_VERSION` (read from the last run's report). Reports node and edge
 * counts, resolved/unresolved calls per language, the builder version and the time taken.
 */
import { affectedFiles, buildGraphWithReport, fileOfId, GRAPH_BUILDER_VERSION, graphStats, type CodeGraph, type GraphInputFile } from "../graph/index.js";
import type { RunLog } from "../store/index.js";
import type { IndexStage, StageContext } from "./types.js";
import { isFailedStage, type GraphStageReport } from "./stageReports.js";
import { stageReportOf } from "./stageReportOf.js";

/** The stored graph without the nodes of `paths` and the edges they own (what the build may resolve into). */
function withoutFiles(graph: CodeGraph, paths: ReadonlySet<string>): CodeGraph {
  return {
    formatVersion: 1,
    nodes: graph.nodes.filter((n) => !paths.has(n.path)),
    edges: graph.edges.filter((e) => !paths.has(fileOfId(e.from))),
  };
}

/** The builder version the newest finished run with a completed graph stage reported (0 before versions were reported). */
async function storedBuilderVersion(store: RunLog): Promise<number> {
  for (const run of await store.listRuns(5)) {
    const graph = stageReportOf(run, "graph");
    if (graph && !isFailedStage(graph)) return graph.builderVersion;
  }
  return 0;
}

async function run(context: StageContext): Promise<GraphStageReport> {
  const started = performance.now();
  const { root, sources, store } = context;
  const prior = await store.getGraph();
  // A graph stored by another builder version is rebuilt in full (else old and new edges would mix).
  const outdated = prior.nodes.length > 0 && (await storedBuilderVersion(store)) !== GRAPH_BUILDER_VERSION;
  const stored: CodeGraph = outdated ? { formatVersion: 1, nodes: [], edges: [] } : prior;
  const records = new Map((await store.listFiles()).map((r) => [r.path, r]));
  const firstRun = stored.nodes.length === 0;
  const graphFiles = new Set(stored.nodes.filter((n) => n.kind === "file").map((n) => n.id));
  const missing = [...records.keys()].filter((p) => !graphFiles.has(p));
  const removed = [...new Set([...context.removedPaths, ...[...graphFiles].filter((p) => !records.has(p))])].sort();
  const targets = firstRun ? [...records.keys()].sort() : affectedFiles(stored, [...new Set([...context.changedPaths, ...missing])], removed);
  context.onProgress?.({ stage: "graph", done: 0, total: targets.length, unit: "files" });

  const files: GraphInputFile[] = [];
  const unreadable: string[] = [];
  for (const p of targets) {
    const record = records.get(p);
    if (!record) continue;
    // Text that no longer has the stored row's content hash is not built: the next run re-extracts the file.
    const text = await sources.indexedText(p, record.contentHash);
    if (text === undefined) unreadable.push(p);
    else files.push({ path: p, text, language: record.language, contract: record.contract });
  }
  const rebuilt = new Set([...targets, ...removed]);
  // Files not rebuilt may be parsed for the facts a resolution needs: their stored text, read before the build
  // (the search stage reads every file after this one, so the run reads each file once).
  const others = new Map<string, string>();
  if (!firstRun) {
    const given = new Set(files.map((f) => f.path));
    for (const [p, record] of records) {
      if (given.has(p)) continue;
      const text = await sources.indexedText(p, record.contentHash);
      if (text !== undefined) others.set(p, text);
    }
  }
  const readText = (p: string): string | undefined => others.get(p);
  const { graph: part, failed } = await buildGraphWithReport({ root, files, readText, ...(firstRun ? {} : { known: withoutFiles(stored, rebuilt) }) });
  await store.replaceGraphFiles([...new Set([...rebuilt, ...(outdated ? graphFilesOf(prior) : [])])].sort(), part);
  context.onProgress?.({ stage: "graph", done: targets.length, total: targets.length, unit: "files" });

  const stats = graphStats(await store.getGraph());
  return {
    mode: outdated ? "full (builder changed)" : firstRun ? "full" : "incremental",
    builderVersion: GRAPH_BUILDER_VERSION,
    filesBuilt: files.length,
    filesRemoved: removed.length,
    nodes: stats.nodes,
    edges: stats.edges,
    nodesByKind: stats.nodesByKind,
    edgesByKind: stats.edgesByKind,
    calls: stats.calls,
    failed,
    unreadable,
    ms: Math.round(performance.now() - started),
  };
}

/** Paths of the file nodes of `graph`. */
function graphFilesOf(graph: CodeGraph): string[] {
  return graph.nodes.filter((n) => n.kind === "file").map((n) => n.path);
}

/** The graph stage of `strata index`. */
export const graphStage: IndexStage<GraphStageReport> = { name: "graph", run };
