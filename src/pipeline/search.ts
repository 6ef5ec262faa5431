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
import fs from "node:fs";
import {
  HISTORY_DEFAULTS,
  isLineHistory,
  nodeHistory,
  nodesOfContract,
  readFileHistory,
  readLineHistory,
  readWorktreeDiff,
  searchDocumentMemo,
  searchDocuments,
  updateSearchIndex,
  type LineHistory,
  type SearchDocumentMemo,
  type SourceFile,
} from "../retrieve/index.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY, searchableNodeText } from "../summarize/index.js";
import type { FileRows, GraphRows } from "../store/index.js";
import type { IndexStage, StageContext } from "./types.js";
import type { SearchStageReport } from "./stageReports.js";
import { redactRecord, type SourceFiles } from "../extract/index.js";
import { getOrMake } from "../shared/maps.js";

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

/** The line-history state kept beside a file store (`<store>.history.json`), none for an in-memory store. */
function historyCachePath(location: string): string | undefined {
  return location && location !== ":memory:" && !location.includes("://") ? `${location}.history.json` : undefined;
}

/**
 * The line-history state (lineHistory.ts) at HEAD for the stored files: the previous run's state is read from beside
 * the store and brought to HEAD (only new commits when HEAD moved forward, nothing when it did not), then written
 * back atomically (a failed write only costs the next run a full read). Undefined without usable git history.
 */
async function readLineHistoryState(context: StageContext, onFailure: (reason: string) => void): Promise<LineHistory | undefined> {
  const cachePath = historyCachePath(context.store.location);
  const memoKey = lineHistoryMemoKey(context.root, cachePath);
  const previous = previousLineHistory(memoKey, cachePath);
  const paths = (await context.store.listFiles()).map((f) => f.path);
  // The read the run started when discovery was over, when it was for these paths and this previous state.
  const early = await LINE_HISTORY_EARLY.get(memoKey);
  LINE_HISTORY_EARLY.delete(memoKey);
  const taken = early && early.previous === previous && early.paths === pathsKey(paths) ? early : undefined;
  const read = taken ? await taken.read : await readLineHistory(context.root, { paths, onFailure }, previous);
  if (taken?.failure.reason) onFailure(taken.failure.reason);
  // A subject can hold a credential ("add key AKIA…"): masked before it is written beside the store or indexed.
  const state = read && read !== previous ? { ...read, subjects: await redactRecord(read.subjects, "commit subjects") } : read;
  if (state && cachePath && state !== previous) {
    try {
      fs.writeFileSync(`${cachePath}.tmp`, JSON.stringify(state));
      fs.renameSync(`${cachePath}.tmp`, cachePath);
    } catch {
      // A read-only folder: the next run reads the history again.
    }
  }
  if (state) keepLineHistory(memoKey, state);
  return state;
}

/** Keeps `state` in {@link LINE_HISTORY_MEMO} (the oldest of 4 goes). */
function keepLineHistory(memoKey: string, state: LineHistory): void {
  LINE_HISTORY_MEMO.delete(memoKey);
  if (LINE_HISTORY_MEMO.size >= 4) LINE_HISTORY_MEMO.delete(LINE_HISTORY_MEMO.keys().next().value!);
  LINE_HISTORY_MEMO.set(memoKey, state);
}

/** The line-history state of the previous run: kept in memory by a long-lived process (watch, mcp), else read from beside the store. */
function previousLineHistory(memoKey: string, cachePath: string | undefined): LineHistory | undefined {
  const kept = LINE_HISTORY_MEMO.get(memoKey);
  if (kept) return kept;
  try {
    const parsed: unknown = cachePath ? JSON.parse(fs.readFileSync(cachePath, "utf8")) : undefined;
    // Kept: the run's early read and its own then start from the same state.
    if (isLineHistory(parsed)) {
      keepLineHistory(memoKey, parsed);
      return parsed;
    }
  } catch {
    // No state yet, or an unreadable one: a full read.
  }
  return undefined;
}

/** Paths as one key, in one order whatever order they came in. */
function pathsKey(paths: readonly string[]): string {
  return [...paths].sort().join("\u0000");
}

/**
 * Line-history reads started when a run's discovery was over ({@link searchStage}'s `prefetch`), by root and store:
 * the git log of a moved HEAD (about 3 s on trpc's 1,000 commits) then runs beside extraction and the graph stage
 * instead of after them. Its paths are those discovered less those the previous run skipped when reading them
 * (minified, binary: trpc has three). `run` takes it only when the stored files are those paths and the previous
 * state is the same; else it reads again.
 */
const LINE_HISTORY_EARLY = new Map<string, Promise<{ paths: string; previous: LineHistory | undefined; read: Promise<LineHistory | undefined>; failure: { reason?: string } } | undefined>>();

function prefetch(context: Pick<StageContext, "root" | "store" | "config">, discovered: readonly string[]): void {
  if ((context.config.historyCommits ?? HISTORY_DEFAULTS.configured) <= 0) return;
  const cachePath = historyCachePath(context.store.location);
  const memoKey = lineHistoryMemoKey(context.root, cachePath);
  const previous = previousLineHistory(memoKey, cachePath);
  const started = context.store.listSkipped().then((skipped) => {
    const left = new Set(skipped.map((s) => s.path));
    const paths = discovered.filter((p) => !left.has(p));
    const failure: { reason?: string } = {};
    const read = readLineHistory(context.root, { paths, onFailure: (reason) => (failure.reason = reason) }, previous);
    // A rejection (git failures give undefined, not one) reaches `run` when it takes this read, as its own read's would.
    read.catch(() => undefined);
    return { paths: pathsKey(paths), previous, read, failure };
  });
  // A store failure here is the run's own read's to report: this read is then not taken.
  LINE_HISTORY_EARLY.set(memoKey, started.catch(() => undefined));
}

/** History off (`--no-history`): the state kept beside the store goes too, so no commit subject stays behind. */
function dropLineHistoryState(context: StageContext): void {
  const cachePath = historyCachePath(context.store.location);
  LINE_HISTORY_MEMO.delete(lineHistoryMemoKey(context.root, cachePath));
  if (cachePath) fs.rmSync(cachePath, { force: true });
}

/** Line-history states of this process by root and store (at most 4, oldest dropped first). */
const LINE_HISTORY_MEMO = new Map<string, LineHistory>();

/** The {@link LINE_HISTORY_MEMO} key of a repository root and its store's state file. */
function lineHistoryMemoKey(root: string, cachePath: string | undefined): string {
  return `${root}\u0000${cachePath ?? ""}`;
}

/** Commit subjects per function, method and type node: `state` moved through the working tree's uncommitted edits onto the indexed spans. */
async function nodeSubjectsOf(context: StageContext, state: LineHistory, files: SourceFile[], graph: CodeGraph | undefined, perNode: number): Promise<Map<string, string[]>> {
  const worktree = (await readWorktreeDiff(context.root)) ?? new Map();
  const nodes = (graph ? graph.nodes : files.flatMap(nodesOfContract))
    .filter((n) => n.kind !== "file" && n.span)
    .map((n) => ({ id: n.id, path: n.path, startLine: n.span!.startLine, endLine: n.span!.endLine }));
  return nodeHistory(state, nodes, perNode, worktree);
}

/**
 * File history with every detected secret in its subjects masked (`redactRecord`, one scan over the distinct
 * subjects); the map itself when nothing was found.
 */
async function redactedFileHistory(history: Map<string, string[]> | undefined): Promise<Map<string, string[]> | undefined> {
  if (!history?.size) return history;
  // readFileHistory returns the same map while HEAD stays (a watcher's updates): scanned once per map.
  const known = REDACTED_FILE_HISTORY.get(history);
  if (known) return known;
  const distinct = [...new Set([...history.values()].flat())];
  const masked = await redactRecord(distinct, "commit subjects");
  const byRaw = new Map(distinct.map((subject, i) => [subject, masked[i]!]));
  const redacted = masked === distinct ? history : new Map([...history].map(([path, subjects]) => [path, subjects.map((s) => byRaw.get(s)!)]));
  REDACTED_FILE_HISTORY.set(history, redacted);
  return redacted;
}

/** {@link redactedFileHistory}'s answers by the file history map they were made from. */
const REDACTED_FILE_HISTORY = new WeakMap<Map<string, string[]>, Map<string, string[]>>();

/**
 * Per store, what the last update in this process made each search document from (`SearchDocumentMemo`): a
 * watcher's update then builds and hashes only the documents whose inputs changed (before, every document of the
 * repository was built and hashed to find them).
 */
const DOCUMENT_MEMOS = new WeakMap<FileRows, SearchDocumentMemo>();

const memoOf = (store: FileRows): SearchDocumentMemo => getOrMake(DOCUMENT_MEMOS, store, searchDocumentMemo);

async function run(context: StageContext): Promise<SearchStageReport> {
  const started = performance.now();
  const { sources, store, config } = context;
  const perDoc = config.historyCommits ?? HISTORY_DEFAULTS.configured;
  // The git log runs while the files, graph and summaries are read.
  const historyStarted = performance.now();
  let historyFailure: string | undefined;
  const lineHistory = perDoc > 0 ? readLineHistoryState(context, (reason) => (historyFailure = reason)) : undefined;
  if (perDoc === 0) dropLineHistoryState(context);
  const { files, changed } = await readSourceFiles(sources, store, (done, total) => context.onProgress?.({ stage: "search", done, total, unit: "files read" }));
  const graph = await storedGraph(store);
  const summaries = new Map((await store.listNodeSummaries(EXTRACTIVE_NODE_GENERATOR_KEY)).map((r) => [r.id, { text: searchableNodeText(r.summary), generatorKey: r.generatorKey }]));
  // Commit subjects per file and per node (git processes; none without git or in a shallow clone): the history field.
  const state = await lineHistory;
  // The line history's HEAD, read moments ago, saves the file history its own `git rev-parse`.
  const history = perDoc > 0 ? await redactedFileHistory(readFileHistory(context.root, { perFile: perDoc, ...(state ? { head: state.head } : {}) })) : undefined;
  const nodeSubjects = state ? await nodeSubjectsOf(context, state, files, graph, perDoc) : undefined;
  // Wall time from the start of the git reads to the subjects per node (overlapping the other reads); 0 when off.
  const historyMs = perDoc > 0 ? Math.round(performance.now() - historyStarted) : 0;
  // Made as they are written, a batch at a time: the docs' texts and index texts of the whole repository are never held at once.
  const docs = searchDocuments({ files, ...(graph ? { graph } : {}), nodeSummaries: summaries, ...(history ? { history } : {}), ...(nodeSubjects ? { nodeHistory: nodeSubjects } : {}), memo: memoOf(store) });
  const embedder = context.embedder;
  const report = await updateSearchIndex(store, docs, {
    keepFiles: changed,
    ...(embedder ? { embedder } : {}),
    ...(context.signal ? { signal: context.signal } : {}),
    onProgress: (done, total, unit) => context.onProgress?.({ stage: "search", done, total, unit }),
  });
  return { ...report, ...(changed.length ? { changedSinceExtraction: changed } : {}), nodesFrom: graph ? "graph" : "contracts", nodeSummaries: summaries.size, historyFiles: history ? files.filter((f) => history.has(f.path)).length : 0, historyNodes: nodeSubjects?.size ?? 0, historyMs, ...(historyFailure ? { historyFailure } : {}), ms: Math.round(performance.now() - started) };
}

/** The search stage of `strata index`. */
export const searchStage: IndexStage<SearchStageReport> = { name: "search", run, prefetch };
