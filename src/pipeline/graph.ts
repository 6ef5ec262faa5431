/**
 * The `graph` stage of `strata index`: builds the code graph of the changed files — plus the
 * files whose resolution may change with them ({@link affectedFiles}; {@link referrersOfAdded} once the added
 * files' declarations are built; {@link referrersOfMemberNames} once the changed files' method names are known;
 * {@link referrersOfInterfaces} once their interfaces and methods are) — and
 * stores it with
 * `replaceGraphFiles`. The first run (no stored graph) builds the whole repository, and so does a run whose stored
 * graph came from another `GRAPH_BUILDER_VERSION` (read from the last run's report). Reports node and edge
 * counts, resolved/unresolved calls per language, the builder version and the time taken.
 */
import { affectedFiles, buildGraphWithReport, referrersOfAdded, referrersOfInterfaces, referrersOfMemberNames, reexportingFiles, unchangedSurfaces, fileOfId, GRAPH_BUILDER_VERSION, graphStats, type CodeGraph, type GraphInputFile } from "../graph/index.js";
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
  // The texts, the program and the built part live in `buildAndStore` only: gone before the stored graph is read back.
  const { mode, ...built } = await buildAndStore(context);
  const stats = graphStats(await context.store.getGraph());
  return {
    mode,
    builderVersion: GRAPH_BUILDER_VERSION,
    filesBuilt: built.filesBuilt,
    dependentsKept: built.dependentsKept,
    filesRemoved: built.filesRemoved,
    nodes: stats.nodes,
    edges: stats.edges,
    nodesByKind: stats.nodesByKind,
    edgesByKind: stats.edgesByKind,
    calls: stats.calls,
    failed: built.failed,
    unreadable: built.unreadable,
    ms: Math.round(performance.now() - started),
  };
}

/** What {@link buildAndStore} reports. */
type BuildCounts = Pick<GraphStageReport, "mode" | "filesBuilt" | "filesRemoved" | "failed" | "unreadable"> & { dependentsKept: number };

/** Builds the graph part of the changed files and their dependents and stores it in place of theirs. */
async function buildAndStore(context: StageContext): Promise<BuildCounts> {
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
  // A barrel whose contract changed while its bytes did not has the same code: its importers are reached, when they
  // must be, through the re-exported module's own change (`reexportingFiles` in affectedFiles).
  const contractOnly = new Set(context.contractOnlyPaths ?? []);
  const changed = [...new Set([...context.changedPaths.filter((p) => !contractOnly.has(p)), ...missing])];
  // Nothing changed, nothing missing, nothing removed, the same builder: the stored graph stands as it is. No text is
  // read and nothing written (a no-change `strata index` of a 1.4M-line tree spent ~3 s of CPU here building nothing).
  if (!outdated && !firstRun && changed.length === 0 && removed.length === 0) {
    return { mode: "incremental", filesBuilt: 0, dependentsKept: 0, filesRemoved: 0, failed: [], unreadable: [] };
  }
  // Every indexed text, read once before the build (the search stage reads every file after this one, so the run
  // reads each file once): the files built, and on an incremental run the others, parsed for the facts a
  // resolution needs. Text that no longer has the stored row's content hash is not built: the next run re-extracts it.
  const texts = new Map<string, string>();
  let read = 0;
  for (const [p, record] of records) {
    context.onProgress?.({ stage: "graph", done: read++, total: records.size, unit: "files read" });
    const text = await sources.indexedText(p, record.contentHash);
    if (text !== undefined) texts.set(p, text);
  }
  context.onProgress?.({ stage: "graph", done: read, total: records.size, unit: "files read" });
  const readText = (p: string): string | undefined => texts.get(p);
  // Changed files whose surface (what other files' edges see of them) is unchanged leave their dependents' edges as they are.
  const inputOf = (p: string): GraphInputFile | undefined => {
    const record = records.get(p);
    const text = texts.get(p);
    return record && text !== undefined ? { path: p, text, language: record.language, contract: record.contract } : undefined;
  };
  const quiet = firstRun ? new Set<string>() : await unchangedSurfaces({ root, files: changed.flatMap((p) => inputOf(p) ?? []), known: stored, readText });
  const barrels = firstRun ? new Set<string>() : reexportingFiles([...texts].map(([p, text]) => ({ path: p, text, language: records.get(p)!.language })));
  let targets = firstRun ? [...records.keys()].sort() : affectedFiles(stored, changed, removed, quiet, barrels);
  let built = await buildTargets(context, { records, texts, inputOf, stored, removed, firstRun }, targets);
  // Files that name what an added file declares by edges the stored graph left unresolved (the file was deleted and
  // is back): no stored edge leads to them, so they are known only once the added files' names are built.
  if (!firstRun) {
    const added = changed.filter((p) => !graphFiles.has(p));
    // And files resolving by name alone a member name whose definitions changed (a method added, removed or renamed).
    const skip = new Set([...targets, ...removed]);
    // And files whose structs may now implement, or no longer implement, a changed interface (Go's method sets).
    const referrers = [...new Set([...referrersOfAdded(stored, added, built.part, skip), ...referrersOfMemberNames(stored, [...changed, ...removed], built.part, skip), ...referrersOfInterfaces(stored, [...changed, ...removed], built.part, skip)])];
    if (referrers.length) {
      targets = [...targets, ...referrers].sort();
      built = await buildTargets(context, { records, texts, inputOf, stored, removed, firstRun }, targets);
    }
  }
  const { part, failed, files, unreadable, rebuilt } = built;
  const rows = part.nodes.length + part.edges.length;
  context.onProgress?.({ stage: "graph", done: 0, total: rows, unit: "nodes and edges stored" });
  await store.replaceGraphFiles([...new Set([...rebuilt, ...(outdated ? graphFilesOf(prior) : [])])].sort(), part);
  context.onProgress?.({ stage: "graph", done: rows, total: rows, unit: "nodes and edges stored" });
  const mode = outdated ? "full (builder changed)" : firstRun ? "full" : "incremental";
  return { mode, filesBuilt: files.length, dependentsKept: quiet.size, filesRemoved: removed.length, failed, unreadable };
}

/** What {@link buildTargets} reads: the stored rows, the texts read, the stored graph and the removed paths. */
interface TargetInputs {
  records: ReadonlyMap<string, { language: string }>;
  texts: ReadonlyMap<string, string>;
  inputOf: (p: string) => GraphInputFile | undefined;
  stored: CodeGraph;
  removed: readonly string[];
  firstRun: boolean;
}

/** Builds the graph part of `targets` (repository-relative paths), resolving into the rest of the stored graph. */
async function buildTargets(context: StageContext, inputs: TargetInputs, targets: readonly string[]) {
  const { records, texts, inputOf, stored, removed, firstRun } = inputs;
  const root = context.root;
  const files: GraphInputFile[] = [];
  const unreadable: string[] = [];
  for (const p of targets) {
    if (!records.has(p)) continue;
    const input = inputOf(p);
    if (input === undefined) unreadable.push(p);
    else files.push(input);
  }
  const rebuilt = new Set([...targets, ...removed]);
  const given = new Set(files.map((f) => f.path));
  const others = firstRun ? new Map<string, string>() : new Map([...texts].filter(([p]) => !given.has(p)));
  const readOther = (p: string): string | undefined => others.get(p);
  const { graph: part, failed } = await buildGraphWithReport({
    root,
    files,
    readText: readOther,
    ...(firstRun ? {} : { known: withoutFiles(stored, rebuilt) }),
    // A long-lived process keeps the program of an incremental build for the next one. A build of every file (the first
    // run of a repository never indexed, or after a builder change: no stored graph to build on) lets it go as a
    // one-shot run does: its checker holds the types of every call the build resolved (on trpc, 184k lines, ~100 MiB
    // more than a program whose checker answered only an update), and the watcher's warm-up makes a new one.
    ...(context.keepCompilerWarm && !firstRun ? {} : { releaseProgram: true }),
    onProgress: (p) => context.onProgress?.({ stage: "graph", ...p }),
  });
  return { part, failed, files, unreadable, rebuilt };
}

/** Paths of the file nodes of `graph`. */
function graphFilesOf(graph: CodeGraph): string[] {
  return graph.nodes.filter((n) => n.kind === "file").map((n) => n.path);
}

/** The graph stage of `strata index`. */
export const graphStage: IndexStage<GraphStageReport> = { name: "graph", run };
