/**
 * The `search` stage, after `hierarchy`: brings the search index in line with the
 * repository, touching only changed nodes.
 *
 * 1. Read every indexed file's text (for node code) with its stored contract, through the run's `SourceFiles`
 *    port: only text whose bytes still have the stored content hash. A file changed since extraction keeps its
 *    stored docs and is listed in the report's `changedSinceExtraction`; the next run re-extracts it.
 * 2. Take the code graph when the graph stage stored one (else nodes come from the contracts) and the
 *    extractive hierarchical node summaries when the hierarchy stage stored them (else the fallback text).
 * 3. `updateSearchIndex`, with the docs made as they are written: unchanged (content hash, summary hash) docs are skipped; with an embedder in the
 *    stage context (the caller makes it from the `embedding` setting), new and changed docs are embedded. The report adds `ms` (wall time of the stage).
 */
import type { CodeGraph } from "../graph/index.js";
import { searchDocuments, HISTORY_DEFAULTS, readFileHistory, updateSearchIndex, type SourceFile } from "../retrieve/index.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY } from "../summarize/index.js";
import type { FileRows, GraphRows } from "../store/index.js";
import type { IndexStage, StageContext } from "./types.js";
import type { SearchStageReport } from "./stageReports.js";
import type { SourceFiles } from "../extract/index.js";

/** The graph when the store has one (the graph stage's Store methods), else undefined. */
async function storedGraph(store: GraphRows): Promise<CodeGraph | undefined> {
  const graph = await store.getGraph();
  return graph.nodes.length ? graph : undefined;
}

/**
 * Stored files with the text their rows were extracted from. A file whose bytes changed since (or that cannot be
 * read now) is listed in `changed` instead: its text would not match its stored contract and spans.
 */
async function readSourceFiles(sources: SourceFiles, store: FileRows, onRead: (done: number, total: number) => void): Promise<{ files: SourceFile[]; changed: string[] }> {
  const files: SourceFile[] = [];
  const changed: string[] = [];
  const records = await store.listFiles();
  for (const [i, record] of records.entries()) {
    onRead(i, records.length);
    const text = await sources.indexedText(record.path, record.contentHash);
    if (text === undefined) changed.push(record.path);
    else files.push({ path: record.path, text, contentHash: record.contentHash, contract: record.contract });
  }
  onRead(records.length, records.length);
  return { files, changed };
}

async function run(context: StageContext): Promise<SearchStageReport> {
  const started = performance.now();
  const { sources, store, config } = context;
  const { files, changed } = await readSourceFiles(sources, store, (done, total) => context.onProgress?.({ stage: "search", done, total, unit: "files read" }));
  const graph = await storedGraph(store);
  const summaries = new Map((await store.listNodeSummaries(EXTRACTIVE_NODE_GENERATOR_KEY)).map((r) => [r.id, { text: r.summary.text, generatorKey: r.generatorKey }]));
  // Commit subjects per file (one git process; none without git or in a shallow clone): the history field, off unless configured.
  const historyStarted = performance.now();
  const history = (config.historyCommits ?? HISTORY_DEFAULTS.configured) > 0 ? readFileHistory(context.root, { perFile: config.historyCommits }) : undefined;
  const historyMs = Math.round(performance.now() - historyStarted);
  // Made as they are written, a batch at a time: the docs' texts and index texts of the whole repository are never held at once.
  const docs = searchDocuments({ files, ...(graph ? { graph } : {}), nodeSummaries: summaries, ...(history ? { history } : {}) });
  const embedder = context.embedder;
  const report = await updateSearchIndex(store, docs, {
    keepFiles: changed,
    ...(embedder ? { embedder } : {}),
    ...(context.signal ? { signal: context.signal } : {}),
    onProgress: (done, total, unit) => context.onProgress?.({ stage: "search", done, total, unit }),
  });
  return { ...report, ...(changed.length ? { changedSinceExtraction: changed } : {}), nodesFrom: graph ? "graph" : "contracts", nodeSummaries: summaries.size, historyFiles: history?.size ?? 0, historyMs, ms: Math.round(performance.now() - started) };
}

/** The search stage of `strata index`. */
export const searchStage: IndexStage<SearchStageReport> = { name: "search", run };
