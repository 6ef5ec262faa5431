/**
 * Shared CLI plumbing: repository root and store resolution, config loading, JSON output, exit codes.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig, type PartialConfig, type StrataConfig } from "../config/index.js";
import type { CodeGraph, GraphNode } from "../graph/index.js";
import { defaultStorePath, openStore, StoreError, type Store } from "../store/index.js";
import { UsageError } from "./exit.js";
import { printable } from "../shared/printable.js";
import { integerOption } from "./integerOption.js";

export { EXIT, UsageError } from "./exit.js";
export { integerOption } from "./integerOption.js";

/** Options shared by every command that reads a repository. */
export interface CommonOptions {
  store?: string;
  json?: boolean;
  maxFileSize?: string;
  maxLineChars?: string;
  tokenThreshold?: string;
  encoding?: string;
  threads?: string;
  /** `--llm <provider:model>`. */
  llm?: string;
  /** `--cache <redis-url>`. */
  cache?: string;
  /** `--include-secret-files`. */
  includeSecretFiles?: boolean;
  /** `--no-history` sets false: no history field (config `historyCommits` 0). */
  history?: boolean;
}

/**
 * The repository root for `dir`: must be an existing directory. Without `dir`, the repository around the working
 * directory: its nearest ancestor holding `.strata/` or `.git` (as git finds its work tree), else the working
 * directory itself, so a command run in a subfolder reads the repository's one store.
 * @throws UsageError when it is not.
 */
export function resolveRoot(dir: string | undefined): string {
  if (dir === undefined) {
    const found = findRootForFile(path.join(process.cwd(), "_"));
    noteNestedStore(found);
    return found;
  }
  const root = path.resolve(dir);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(root);
  } catch {
    throw new UsageError(`repository not found: ${root}`);
  }
  if (!stat.isDirectory()) throw new UsageError(`not a directory: ${root}`);
  return fs.realpathSync(root);
}

/**
 * {@link resolveRoot} for a command that writes a store (`index`, `watch`): without `dir`, the working directory must
 * lie in a repository (a `.git` or `.strata/` there or above); a folder in none is indexed only when named, so a command
 * run in the wrong place (a trial's `strata index` in /tmp: 4,537 files, a 198 MB store) asks first.
 * @throws UsageError when `dir` is missing and the working directory is in no repository, or as resolveRoot.
 */
export function resolveRootToWrite(dir: string | undefined, command: string): string {
  const root = resolveRoot(dir);
  if (dir === undefined && !fs.existsSync(path.join(root, ".strata")) && !fs.existsSync(path.join(root, ".git"))) {
    throw new UsageError(`${printable(root)} is in no repository (no .git or .strata here or above): to ${command} this folder anyway, name it: strata ${command} .`);
  }
  return root;
}

/**
 * The repository a file belongs to: the nearest ancestor holding `.strata/` or `.git`, else the
 * current directory.
 */
export function findRootForFile(file: string): string {
  let dir = path.dirname(path.resolve(file));
  for (;;) {
    if (fs.existsSync(path.join(dir, ".strata")) || fs.existsSync(path.join(dir, ".git"))) return fs.realpathSync(dir);
    const parent = path.dirname(dir);
    if (parent === dir) return fs.realpathSync(process.cwd());
    dir = parent;
  }
}

/**
 * The repository `root` lies inside when `root` is a folder of another one: the nearest strict ancestor holding
 * `.strata/` or `.git`, where `root` holds neither; else undefined. `strata index packages/app` then makes a store
 * of its own in that folder, which commands run below it find before the repository's.
 */
export function enclosingRepository(root: string): string | undefined {
  return fs.existsSync(path.join(root, ".strata")) || fs.existsSync(path.join(root, ".git")) ? undefined : ancestorRepository(root);
}

/** The nearest strict ancestor of `dir` holding `.strata/` or `.git`, else undefined. */
function ancestorRepository(dir: string): string | undefined {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, ".strata")) || fs.existsSync(path.join(d, ".git"))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * When the repository found around the working directory is a folder indexed on its own (`.strata/` but no `.git`)
 * inside another repository, says so once on stderr: its answers cover that folder only (a trial got "no definition"
 * for a name declared elsewhere in the repository, with no word of which store answered).
 */
function noteNestedStore(root: string): void {
  if (nestedNoted || fs.existsSync(path.join(root, ".git")) || !fs.existsSync(path.join(root, ".strata"))) return;
  const outer = ancestorRepository(root);
  if (!outer) return;
  nestedNoted = true;
  process.stderr.write(`strata: using the index of the folder ${root} (indexed on its own), not that of the repository at ${outer}: give --repo ${outer} for the whole repository\n`);
}
let nestedNoted = false;

/** Loads the merged config for `root` with the flag overrides of `opts`. */
export function configFor(root: string, opts: CommonOptions): StrataConfig {
  const overrides: PartialConfig = {
    maxFileBytes: integerOption("--max-file-size", opts.maxFileSize, { min: 0 }),
    maxLineChars: integerOption("--max-line-chars", opts.maxLineChars, { min: 0 }),
    tokenThreshold: integerOption("--token-threshold", opts.tokenThreshold, { min: 0 }),
    tokenEncoding: opts.encoding as PartialConfig["tokenEncoding"],
    store: opts.store,
    threads: integerOption("--threads", opts.threads, { min: 1 }),
    llm: opts.llm,
    cache: opts.cache,
    includeSecretFiles: opts.includeSecretFiles,
    ...(opts.history === false ? { historyCommits: 0 } : {}),
  };
  return loadConfig(root, overrides);
}

/**
 * Opens the store named by the config (relative to `root`), or `<root>/.strata/strata.db`; read commands pass
 * `readOnly` (they never write, and work on a store they may not write).
 */
export function storeFor(root: string, config: StrataConfig, options: { readOnly?: boolean } = {}): Store {
  return openStore(storePathFor(root, config), options);
}

/**
 * The store of `strata summary <file>` with a model (its semantic cache keeps what the model wrote): opened for
 * writing, or read-only when the store may not be written (its file or folder belongs to another user, a read-only
 * mount), so a file indexed and unchanged is still answered from the store.
 * @throws StoreError as `openStore` for any other failure.
 */
export function storeForFileQuery(root: string, config: StrataConfig): Store {
  try {
    return storeFor(root, config);
  } catch (error) {
    if (!(error instanceof StoreError) || !isReadOnlyFailure(error.cause)) throw error;
    return storeFor(root, config, { readOnly: true });
  }
}

/** SQLite's or the file system's "may not write here" (`SQLITE_READONLY…`, `SQLITE_CANTOPEN`, `EACCES`, `EROFS`, `EPERM`). */
function isReadOnlyFailure(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^(?:SQLITE_READONLY|SQLITE_CANTOPEN|EACCES$|EROFS$|EPERM$)/.test(code);
}

/** The store file the config names (relative to `root`), or `<root>/.strata/strata.db`: absolute. */
export function storePathFor(root: string, config: StrataConfig): string {
  return config.store ? path.resolve(root, config.store) : defaultStorePath(root);
}

/**
 * What to do when `root` has no index in `storeFile`, one wording for every command: run `strata index <root>` (with
 * `--store <file>` when the store is not the default one, else the hint would index into another file); for the
 * working directory in no repository (no `.git` or `.strata` in it or above), that it is none.
 */
export function indexHint(root: string, storeFile: string): string {
  const command = `strata index ${root}${path.resolve(storeFile) === defaultStorePath(root) ? "" : ` --store ${storeFile}`}`;
  // Only the working directory can be a root by default alone (a folder given by name was asked for).
  const repository = fs.existsSync(path.join(root, ".git")) || fs.existsSync(path.join(root, ".strata")) || root !== fs.realpathSync(process.cwd());
  return repository ? `run \`${command}\` first` : `${root} is in no repository (no .git or .strata in it or above): cd into one, give --repo <dir>, or index this folder with \`${command}\``;
}

/**
 * The store file of `root`, which must exist: a command that reports on an index (`strata status`) says there is
 * none, and how to make one, instead of reading a missing store as empty (and walking the repository for nothing).
 * @throws UsageError (exit 2, as the other "run `strata index` first" errors) when there is no store file.
 */
export function requireStoreFile(root: string, config: StrataConfig): string {
  const file = storePathFor(root, config);
  if (!fs.existsSync(file)) throw new UsageError(`no index of ${root} (no store at ${file}): ${indexHint(root, file)}`);
  return file;
}

/** An opened repository: its root (absolute), merged configuration and store. */
export interface OpenRepository {
  root: string;
  config: StrataConfig;
  store: Store;
}

/**
 * The opening every command shares: resolves `repo` (default: the repository around the working directory), loads
 * its configuration with the flag overrides of `opts`, opens its store — read-only for `"read"`, so a read command
 * never writes — runs `body`, and closes the store whatever happens.
 * @throws UsageError or ConfigError for a bad root, flag or configuration; StoreError when the store cannot be
 * opened; whatever `body` throws.
 */
export async function withRepository<T>(repo: string | undefined, opts: CommonOptions, access: "read" | "write", body: (repository: OpenRepository) => Promise<T>): Promise<T> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const store = storeFor(root, config, access === "read" ? { readOnly: true } : {});
  try {
    return await body({ root, config, store });
  } finally {
    await store.close();
  }
}

/** The stored code graph. @throws UsageError when the store holds none (`strata index` has not run yet). */
export async function requireGraph(store: Store, repo: string | undefined): Promise<CodeGraph> {
  const graph = await store.getGraph();
  if (graph.nodes.length === 0) throw noGraph(store, repo);
  return graph;
}

/** The stored graph's nodes, without its edges. @throws UsageError as {@link requireGraph}. */
export async function requireGraphNodes(store: Store, repo: string | undefined): Promise<GraphNode[]> {
  const nodes = await store.listGraphNodes();
  if (nodes.length === 0) throw noGraph(store, repo);
  return nodes;
}

function noGraph(store: Store, repo: string | undefined): UsageError {
  return new UsageError(`no code graph in ${store.location}: ${indexHint(resolveRoot(repo), store.location)}`);
}

/**
 * Says on stderr, in one line, that a command found nothing (`strata: no results for <what>`): stdout stays empty,
 * so a pipe gets only results; `--json` output is unchanged (an empty list is still valid JSON).
 */
export function noResults(what: string): void {
  process.stderr.write(`strata: no results for ${what}\n`);
}

/** Writes `value` as pretty JSON and a newline to stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
