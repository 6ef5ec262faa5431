/**
 * Per-file queries behind `strata contract <file>` and `strata summary <file>`: cache-aside over the
 * store (seed 000 §7.1 and Table 7.1: a row whose content hash matches is returned as is; otherwise
 * Stage 1 runs, and the new contract and summary are stored before they are returned — or, with `persist: false`
 * (the CLI's read commands), made in memory only, so the store never claims a row fresh that the graph, the
 * node summaries and the search index behind it were not rebuilt for).
 */
import path from "node:path";
import fs from "node:fs";
import {
  diskSourceFiles,
  PathRefusedError,
  resolveRepoPath,
  type Diagnostic,
  type RepoPath,
  type SkipReason,
} from "../extract/index.js";
import {
  cacheKeyString,
  EXTRACTIVE_GENERATOR_KEY,
  FILE_PROMPT_ID,
  synthesisSkip,
  currentFileOf,
  isFresh,
  llmGeneratorKey,
  LlmError,
  promptKeyFor,
  resolveThroughCache,
  SingleFlight,
  synthesizeSummary,
  type CacheKey,
  type LlmClient,
  type TechnicalSummary,
} from "../summarize/index.js";
import { storeCache, type FileRecord, type Store, type SummaryCache } from "../store/index.js";
import { gitCommit, indexFile, mirrorLlmSummary, summaryRecord } from "../pipeline/index.js";
import type { StrataConfig } from "../config/index.js";
import { StrataError } from "../shared/errors.js";

/** Thrown when a file cannot be analysed (missing, outside the repository, binary, too large…). */
export class FileQueryError extends StrataError {
  readonly category = "file" as const;
  readonly fatal = false;
  constructor(
    readonly filePath: string,
    readonly reason: SkipReason | "not-found" | "outside-repository" | "not-a-file" | "ignored",
    detail: string,
  ) {
    super(`${filePath}: ${detail}`);
    this.name = "FileQueryError";
  }
}

export interface FileQuery {
  /** Absolute repository root. */
  root: string;
  /**
   * The file: absolute, or relative to `root` (paths are repository-relative everywhere: graph ids, search results,
   * MCP tools). A relative path that names nothing under `root` but a file under the current directory inside the
   * repository (a path completed by the shell in a subfolder) is taken from the current directory.
   */
  file: string;
  store: Store;
  config: StrataConfig;
  /** The configured model: `getSummary` then answers through the semantic cache. */
  llm?: LlmClient;
  /** Where LLM summaries are cached (default: the store itself); see `openSummaryCache`. */
  cache?: SummaryCache;
  /**
   * False: a file whose row is stale or missing is extracted and summarized in memory, and no file or summary row
   * is written (an LLM summary still goes through the semantic cache); default true (cache-aside).
   */
  persist?: boolean;
}

/** A contract with where it came from: `cached` when the stored row's content hash matched. */
export interface ContractResult {
  record: FileRecord;
  cached: boolean;
}

/**
 * `file` made absolute: as given when absolute; else joined to `root`, unless nothing exists there and the path from
 * the working directory names an existing file (the shell's completion in a subfolder of the repository).
 */
function absoluteQueryPath(root: string, file: string): string {
  if (path.isAbsolute(file)) return path.normalize(file);
  const fromRoot = path.resolve(root, file);
  if (fs.existsSync(fromRoot)) return fromRoot;
  const fromCwd = path.resolve(file);
  if (fs.existsSync(fromCwd)) return fromCwd;
  // Neither exists: the reading inside the repository, so the answer is "no such file", not "outside the repository"
  // (`summary ../nonexist.py` from a subfolder of it).
  return escapesRoot(path.relative(root, fromRoot)) && !escapesRoot(path.relative(root, fromCwd)) ? fromCwd : fromRoot;
}

/** True when `rel` (a path relative to the root, `/` or the platform's separators) leads out of the root. */
function escapesRoot(rel: string): boolean {
  return rel === ".." || rel.startsWith("../") || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
}

/**
 * The repository-relative and real path of `query.file` (absolute, or relative to the root, else to the working
 * directory when only that names an existing file; see {@link FileQuery.file}),
 * checked by `resolveRepoPath`: inside the root after symbolic links, not in `.git/`, not ignored, not a
 * credential file unless `includeSecretFiles`.
 * @throws FileQueryError with the refusal's reason.
 */
function resolveQueryPath(query: FileQuery): RepoPath {
  let rootReal: string;
  try {
    rootReal = fs.realpathSync(query.root);
  } catch {
    throw new FileQueryError(query.file, "not-found", `repository ${query.root} cannot be read`);
  }
  const absolute = absoluteQueryPath(query.root, query.file);
  const lexical = path.relative(rootReal, absolute).split(path.sep).join("/");
  // A path given through a link to the root (/tmp → /private/tmp) is taken relative to the root as given.
  const fromGiven = path.relative(query.root, absolute).split(path.sep).join("/");
  const rel = lexical.startsWith("../") || path.isAbsolute(lexical) ? fromGiven : lexical;
  if (rel === "" || escapesRoot(rel)) {
    throw new FileQueryError(query.file, "outside-repository", `is outside the repository ${query.root}`);
  }
  try {
    return resolveRepoPath(rootReal, rel, { includeSecretFiles: query.config.includeSecretFiles });
  } catch (error) {
    if (!(error instanceof PathRefusedError)) throw error;
    const reason = error.reason === "invalid" ? "outside-repository" : error.reason;
    throw new FileQueryError(query.file, reason, error.message.replace(/^refused path "[^"]*": /, ""));
  }
}

/**
 * The semantic contract of one file, from the store when its content hash matches, else extracted and
 * stored (with its extractive summary) before being returned.
 * @throws FileQueryError when the file is missing, outside `root`, or skipped (binary, too large…).
 */
export async function getContract(query: FileQuery): Promise<ContractResult> {
  const { root, store, config } = query;
  const { rel, abs } = resolveQueryPath(query);
  const result = await indexFile({ root, sources: diskSourceFiles(root), store, config }, { path: rel, absPath: abs, bytes: fs.statSync(abs).size }, { save: query.persist !== false });
  if (!result.ok) throw new FileQueryError(query.file, result.reason, result.detail);
  return { record: result.record, cached: result.cached };
}

/** A technical summary with where it came from and whether it is fresh. */
export interface SummaryResult {
  summary: TechnicalSummary;
  /** True when both the contract and the summary came from the store unchanged. */
  cached: boolean;
  /**
   * True when the answer was made now from the file on disk and not stored (`persist: false` and the file's row was
   * stale or missing): fresh for the file, but the index behind the other commands is not; `strata index` stores it.
   */
  unsaved: boolean;
  contentHash: string;
  /** Diagnostics of the contract the summary was made from: non-empty means it is partial. */
  diagnostics: Diagnostic[];
  /** `extractive` (rules) or `llm` (a model, through the semantic cache). */
  generator: "extractive" | "llm";
  /** `extractive@<v>`, or `<promptKey>|<model>` for an LLM summary. */
  generatorKey: string;
  /** Made (or confirmed) for the file's current bytes, prompt and model. */
  fresh: boolean;
  /** LLM summaries: how the semantic cache answered (seed 000 Table 7.1). */
  cache?: "hash-hit" | "semantic-hit" | "miss";
  /** LLM summaries: the commit the entry was last confirmed at (absent outside git). */
  commit?: string;
  /** Why an LLM was configured but the extractive summary is returned (invalid output, call failed, budget). */
  fallbackReason?: string;
}

/**
 * The technical summary of one file, cache-aside (seed 000 §7.1, Table 7.1).
 * Without `query.llm`: the stored extractive summary when the file's content hash matches, else computed
 * from a fresh contract and stored. With `query.llm`: through the semantic cache (`query.cache`, default the
 * store) — hash hit, semantic hit, or one synthesis — with concurrent requests for one key sharing one
 * LLM call. A failed synthesis returns the extractive summary with `fallbackReason`; nothing invalid is cached.
 * A file the model does not summarize (`synthesisSkip`: at most `config.tokenThreshold` tokens, seed 000 §4.2, or an
 * empty contract) gets its extractive summary, no LLM call, and `fallbackReason` says why.
 * @throws FileQueryError as {@link getContract}; StoreError when the store or cache fails.
 */
export async function getSummary(query: FileQuery): Promise<SummaryResult> {
  const { record, cached } = await getContract(query);
  const llm = query.llm;
  const save = query.persist !== false;
  if (!llm) return extractiveResult(query.store, record, cached, save);
  const skip = synthesisSkip(record, query.config.tokenThreshold);
  if (skip === "send-in-full") {
    const reason = `sent in full: ${record.contract.metrics.tokens} tokens, at most tokenThreshold ${query.config.tokenThreshold} (seed 000 §4.2)`;
    return extractiveResult(query.store, record, cached, save, reason);
  }
  if (skip === "empty-contract") return extractiveResult(query.store, record, cached, save, "nothing to summarize: the contract has no description, exports or imports");
  const key = { path: record.path, promptKey: promptKeyFor(FILE_PROMPT_ID), model: llm.id };
  const flightKey = `${query.store.location}\u0000${query.cache?.location ?? ""}\u0000${record.contentHash}\u0000${cacheKeyString(key)}`;
  return inFlight.run(flightKey, () => llmResult(query, llm, record, cached, key));
}

/** Requests being answered now, by store, cache, content and key: one LLM call per burst. */
const inFlight = new SingleFlight<SummaryResult>();

async function extractiveResult(store: Store, record: FileRecord, cached: boolean, save: boolean, fallbackReason?: string): Promise<SummaryResult> {
  const unsaved = !save && !cached;
  const base = { contentHash: record.contentHash, diagnostics: record.contract.diagnostics, generator: "extractive" as const, generatorKey: EXTRACTIVE_GENERATOR_KEY, fresh: true, unsaved };
  const extra = fallbackReason ? { fallbackReason } : {};
  const stored = await store.getSummary(record.path, EXTRACTIVE_GENERATOR_KEY);
  if (stored && stored.contractHash === record.contractHash) return { summary: stored.summary, cached, ...base, ...extra };
  const fresh = summaryRecord(record, Date.now());
  if (save) await store.putSummary(fresh);
  return { summary: fresh.summary, cached: false, ...base, unsaved: !save, ...extra };
}

async function llmResult(query: FileQuery, llm: LlmClient, record: FileRecord, cached: boolean, key: CacheKey): Promise<SummaryResult> {
  const cache = query.cache ?? storeCache(query.store);
  let resolution;
  try {
    resolution = await resolveThroughCache(cache, key, currentFileOf(record.contract, record.contentHash, gitCommit(query.root)), () =>
      synthesizeSummary(record.contract, { client: llm, promptId: FILE_PROMPT_ID }),
    );
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    return extractiveResult(query.store, record, cached, query.persist !== false, error.message);
  }
  const { decision, entry, synthesis } = resolution;
  if (!entry || (synthesis && !synthesis.ok)) {
    return extractiveResult(query.store, record, cached, query.persist !== false, synthesis && !synthesis.ok ? `invalid model output: ${synthesis.reason}` : "no summary");
  }
  if (query.persist !== false) await mirrorLlmSummary(query.store, entry);
  return {
    summary: entry.summary,
    cached: cached && decision.kind === "hash-hit",
    unsaved: query.persist === false && !cached,
    contentHash: record.contentHash,
    diagnostics: record.contract.diagnostics,
    generator: "llm",
    generatorKey: llmGeneratorKey(key),
    fresh: isFresh(entry, key, record.contentHash),
    cache: decision.kind,
    ...(entry.commit ? { commit: entry.commit } : {}),
  };
}
