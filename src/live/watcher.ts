/**
 * A live index: watches a repository's files (chokidar) and keeps the store current by running the same
 * incremental `indexRepository` that `strata index` runs, so a long-lived process (`strata watch`,
 * `strata mcp`) never serves yesterday's index while claiming it is fresh.
 *
 * - Events pass the same ignore rules as discovery ({@link PathFilter}); `node_modules/`, build output,
 *   ignored files, `.strata/` and the store file itself never start an update.
 * - Bursts are one update: an update starts once no event arrived for `debounceMs`, or `maxWaitMs` after the
 *   first pending event, whichever is first (a `git checkout` of 500 files is one update, not 500).
 * - A moved `HEAD` (branch switch, pull, rebase, and a commit, amend or reset on the checked-out branch, seen
 *   in HEAD's reflog) schedules an update too; the files it changed are found by
 *   the update's own discovery and content hashes.
 * - An install or upgrade of packages (the package manager's marker file under `node_modules/`, `INSTALL_MARKERS`,
 *   rewritten; `node_modules/` added or removed) schedules an update too: the TypeScript/JavaScript rows were made
 *   from the old type declarations, so their row key changes and they are extracted again, with new kept projects.
 * - Between moves of `HEAD`, an update's discovery looks at the changed paths alone (`rediscoverPaths`, the previous
 *   update's file list brought up to date) instead of walking the tree; it walks the whole tree for the first
 *   update, after a moved `HEAD`, a folder added or removed, a changed ignore file, a watcher error or a failed
 *   update, and when a changed path is no plain file.
 * - Once the first update is done, the watcher warms up what an update builds on its first run (`warmUpIndex`: the
 *   extractors, the TypeScript program over the stored texts), so the first edit is as quick as the later ones; it
 *   counts as an update under way (events during it wait for the next update) and reports a `warm` event.
 * - After the first update and after the warm-up, the process's garbage is collected (`collectGarbage`): both let go
 *   of hundreds of MiB on a large repository, which V8 would otherwise leave in a heap grown to a multiple of what
 *   stays live while the edits allocate on top of it.
 * - From its start the process's heap grows at most 50% over what stays live before V8 collects (`boundHeapGrowth`):
 *   V8's own factor (up to 4×) let each edit's garbage pile up to a multiple of the live heap on a large repository.
 * - One update at a time: events during an update wait for the next. Readers keep reading the last
 *   committed state meanwhile (every file and stage commits in its own transaction), and their freshness
 *   checks compare content hashes with the disk, so they say `fresh: false` until the update lands.
 */
import fs from "node:fs";
import path from "node:path";
import { isPendingStateFile, publishPending } from "./pendingState.js";
import { watch, type FSWatcher } from "chokidar";
import { PathFilter, IGNORE_FILE_NAMES, INSTALL_MARKERS, diskSourceFiles, rediscoverPaths, type DiscoveredFile, type DiscoveryResult, type SourceFiles } from "../extract/index.js";
import { indexRepository, warmUpIndex, type IndexReport, type WarmUpReport } from "../pipeline/index.js";
import type { StrataConfig } from "../config/index.js";
import type { Store } from "../store/index.js";
import type { LlmClient, Embedder } from "../summarize/index.js";
import { boundHeapGrowth, collectGarbage, LONG_LIVED_HEAP_GROWING_PERCENT } from "../shared/collectGarbage.js";

/** What the watcher reports, in order of occurrence. Paths are repository-relative with `/` separators. */
export type WatchEvent =
  /** The first update (bringing the store up to date with the disk) finished and events are being followed. */
  | { type: "ready"; report: IndexReport }
  /**
   * The warm-up after the first update finished (`warmUpIndex`): `ms` is its wall time; `failed` says why it stopped
   * short (the first update then builds what it could not). Absent when `WatchOptions.warmUp` is false or the watcher
   * was closed before the warm-up finished.
   */
  | { type: "warm"; ms: number; report?: WarmUpReport; failed?: string }
  /** Files changed on disk and wait for the next update. */
  | { type: "pending"; paths: string[] }
  /** An update started for these changed paths (`HEAD` stands for a moved git `HEAD`). */
  | { type: "update-start"; paths: string[] }
  /** An update finished; `ms` is its wall time in milliseconds. */
  | { type: "updated"; paths: string[]; report: IndexReport; ms: number }
  /** An update failed; the watcher keeps watching and retries on the next change. */
  | { type: "error"; error: Error }
  /**
   * The watcher stopped by itself and updates no more: its store file was deleted or replaced (`rm -rf .strata`
   * and a new `strata index`), so an update would write into a file nobody reads. `reason` says so for a person.
   */
  | { type: "stopped"; reason: string };

/** Options of {@link watchRepository}. */
export interface WatchOptions {
  /** Absolute repository root. */
  root: string;
  /** The open store; the watcher writes through it and never closes it. */
  store: Store;
  config: StrataConfig;
  /** Quiet time after the last event before an update starts, ms (default 300). */
  debounceMs?: number;
  /** Longest wait after the first pending event, ms, however busy the disk (default 3000). */
  maxWaitMs?: number;
  /** Model for summaries; absent means extractive summaries. */
  llm?: LlmClient;
  /** Embedding model for dense search; absent means BM25 only. */
  embedder?: Embedder;
  /** Worker threads for extraction (see `IndexOptions.threads`). */
  threads?: number;
  /** Called for every {@link WatchEvent}; must not throw. */
  onEvent?: (event: WatchEvent) => void;
  /** Poll the file system instead of native events (network drives, some containers). */
  usePolling?: boolean;
  /** Warm up after the first update (default true): see the module comment. */
  warmUp?: boolean;
  /**
   * V8's heap growth over the live heap for this process from the watcher's start, percent (default
   * {@link LONG_LIVED_HEAP_GROWING_PERCENT}; `false` leaves V8's own choice): see `boundHeapGrowth`. Process-wide.
   */
  heapGrowingPercent?: number | false;
}

/** A running watcher. */
export interface RepositoryWatcher {
  /** Paths changed on disk and not yet in the store, sorted; includes those of an update under way. */
  pending(): string[];
  /** Resolves once no update is running and nothing is pending. */
  idle(): Promise<void>;
  /** Stops watching and waits for an update under way to finish. */
  close(): Promise<void>;
}

/**
 * Longest wait of an update for another run's writer lock, ms (one hour): a manual `strata index` of a large
 * repository takes minutes; the update then runs after it instead of failing and dropping its paths.
 */
const WRITER_WAIT_MS = 3_600_000;

/**
 * The pseudo-path that stands for a moved git `HEAD` (a checkout, pull, commit or reset) in events and in what is
 * pending; in parentheses, as no file is named so, and read as such where pending files are listed.
 */
export const HEAD_MOVED = "(git HEAD moved)";

/** The pseudo-path that stands for a change of `.git/info/exclude` (the repository's own ignore rules). */
export const EXCLUDE_CHANGED = "(git exclude rules changed)";

/** The pseudo-path that stands for a change of the installed packages (an install, upgrade or removal in `node_modules/`). */
export const PACKAGES_CHANGED = "(installed packages changed)";

/** How often (ms) a watcher looks whether its store file is still the one it opened. */
export const STORE_CHECK_MS = 1000;

/**
 * Brings the store up to date with the disk, then follows changes until {@link RepositoryWatcher.close}.
 * @throws what `indexRepository` throws for the first update (a missing root, a store failure); later
 *   failures are reported as `error` events and the watcher keeps running.
 */
export async function watchRepository(options: WatchOptions): Promise<RepositoryWatcher> {
  const { root, store, config } = options;
  const debounceMs = options.debounceMs ?? 300;
  const maxWaitMs = options.maxWaitMs ?? 3000;
  const emit = (event: WatchEvent): void => options.onEvent?.(event);
  if (options.heapGrowingPercent !== false) boundHeapGrowth(options.heapGrowingPercent ?? LONG_LIVED_HEAP_GROWING_PERCENT);
  const filter = new PathFilter(root);
  const storeFileNames = new Set(["", "-wal", "-shm", "-journal"].map((s) => path.resolve(root, store.location + s)));
  const storeFiles = { has: (file: string): boolean => storeFileNames.has(file) || isPendingStateFile(path.resolve(root, store.location), file) };
  const headFile = path.join(root, ".git", "HEAD");
  // HEAD's reflog grows on every move of HEAD, including a commit, an amend or a reset on the checked-out branch,
  // which leave the HEAD file itself as it was (it names the branch): the commit subjects of the history field change.
  const reflogFile = path.join(root, ".git", "logs", "HEAD");
  // The repository's own ignore rules beside .gitignore (discovery applies them at the root).
  const excludeFile = path.join(root, ".git", "info", "exclude");
  const gitFiles = new Set([headFile, path.dirname(headFile), reflogFile, path.dirname(reflogFile), excludeFile, path.dirname(excludeFile)]);
  // What an install rewrites: the package manager's marker file, and `node_modules/` itself (added or removed whole).
  const packageFiles = new Set([path.join(root, "node_modules"), ...INSTALL_MARKERS.map((rel) => path.join(root, rel))]);

  // The store file as opened: an update must not write into a file that was deleted or replaced meanwhile.
  const storePath = path.resolve(root, store.location);
  const storeIdentity = store.location === ":memory:" ? undefined : fileIdentity(storePath);
  const waiting = new Set<string>();
  let inFlight: string[] = [];
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let firstPendingAt = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  // Other processes (a search from a second shell) read what is pending from beside the store.
  const publish = (): void => publishPending(path.resolve(root, store.location), closed ? [] : [...new Set([...inFlight, ...waiting])].sort());
  const settleIdle = (): void => {
    if (running || waiting.size || timer) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  // An update waits behind another writer (a manual `strata index`) instead of failing and losing its paths;
  // closing the watcher stops the wait.
  const closing = new AbortController();
  const writerWait = { ms: WRITER_WAIT_MS, signal: closing.signal };
  // The next update walks the whole tree (see the module comment); else its discovery looks at its paths alone.
  let walkNext = true;
  let lastDiscovery: { options: string; result: DiscoveryResult } | undefined;
  /** The disk, with a discovery that brings the previous one up to date for `paths` when it may (`walk` false). */
  const sourcesFor = (paths: readonly string[], walk: boolean): SourceFiles => {
    const disk = diskSourceFiles(root);
    return {
      get root() {
        return disk.root;
      },
      get reads() {
        return disk.reads;
      },
      read: (file, readOptions) => disk.read(file, readOptions),
      indexedText: (relPath, contentHash) => disk.indexedText(relPath, contentHash),
      discover: async (discoverOptions) => {
        const key = JSON.stringify(discoverOptions ?? {});
        const quick = !walk && lastDiscovery?.options === key ? await rediscoverPaths(root, lastDiscovery.result, paths, discoverOptions) : undefined;
        const result = quick ?? (await disk.discover(discoverOptions));
        lastDiscovery = { options: key, result };
        return result;
      },
    };
  };
  // A file reached through a symbolic link inside the repository (`CHANGELOG.md -> docs/release-notes.md`) is indexed
  // under the link's path, while an edit raises its event at the target's path alone (links are not followed): link
  // path → target path, repository-relative, from the real paths of the files an update discovered.
  const linkTargets = new Map<string, string>();
  let realRoot: string | undefined;
  const relinkFiles = (files: readonly DiscoveredFile[], only?: ReadonlySet<string>): void => {
    if (only) for (const rel of only) linkTargets.delete(rel);
    else linkTargets.clear();
    try {
      realRoot ??= fs.realpathSync.native(root);
    } catch {
      return;
    }
    for (const file of files) {
      if (only && !only.has(file.path)) continue;
      let real: string;
      try {
        real = fs.realpathSync.native(file.absPath);
      } catch {
        continue;
      }
      const target = path.relative(realRoot, real).split(path.sep).join("/");
      if (target !== file.path && !target.startsWith("../") && !path.isAbsolute(target)) linkTargets.set(file.path, target);
    }
  };
  /** The links to `rel` (repository-relative), which an edit of `rel` changes too. */
  const linksTo = (rel: string): string[] => {
    const links: string[] = [];
    for (const [link, target] of linkTargets) if (target === rel) links.push(link);
    return links;
  };
  const runIndex = (paths: readonly string[] = [], walk = true): Promise<IndexReport> =>
    indexRepository({
      root,
      store,
      config,
      sources: sourcesFor(paths, walk),
      writerWait,
      keepCompilerWarm: true,
      ...(options.threads ? { threads: options.threads } : {}),
      ...(options.llm ? { llm: options.llm } : {}),
      ...(options.embedder ? { embedder: options.embedder } : {}),
    });

  /** True (and the watcher stopped, saying so) when the store file was deleted or replaced since it was opened. */
  const storeGone = (): boolean => {
    if (closed || storeIdentity === undefined || fileIdentity(storePath) === storeIdentity) return false;
    closed = true;
    waiting.clear();
    if (timer) clearTimeout(timer);
    timer = undefined;
    clearInterval(storeCheck);
    publish();
    emit({ type: "stopped", reason: `the store ${storePath} was deleted or replaced while watching: no more updates go into it; restart the watcher` });
    settleIdle();
    return true;
  };
  // The store's own files raise no event (they are ignored): without a look now and then, `rm -rf .strata` was noticed
  // only at the next edit of a source file.
  const storeCheck = setInterval(() => {
    if (!running) storeGone();
  }, STORE_CHECK_MS);
  storeCheck.unref();
  const flush = (): void => {
    timer = undefined;
    if (running || closed || waiting.size === 0) return settleIdle();
    if (storeGone()) return;
    inFlight = [...waiting].sort();
    waiting.clear();
    const walk = walkNext || inFlight.includes(HEAD_MOVED);
    walkNext = false;
    const rulesChanged = rescan;
    rescan = false;
    emit({ type: "update-start", paths: inFlight });
    const started = performance.now();
    // A new scan under changed ignore rules ends before the walk starts: a file it lets in is watched from then on.
    running = (rulesChanged ? refollow() : Promise.resolve())
      .then(() => runIndex(inFlight, walk))
      .then((report) => {
        if (lastDiscovery) relinkFiles(lastDiscovery.result.files, walk ? undefined : new Set(inFlight));
        emit({ type: "updated", paths: inFlight, report, ms: Math.round(performance.now() - started) });
      })
      .catch((error: unknown) => {
        walkNext = true;
        emit({ type: "error", error: error instanceof Error ? error : new Error(String(error)) });
      })
      .finally(() => {
        running = undefined;
        inFlight = [];
        publish();
        if (waiting.size && !closed) arm(true);
        settleIdle();
      });
  };
  const arm = (fresh: boolean): void => {
    if (fresh) firstPendingAt = performance.now();
    if (timer) clearTimeout(timer);
    const wait = Math.max(0, Math.min(debounceMs, firstPendingAt + maxWaitMs - performance.now()));
    timer = setTimeout(flush, wait);
  };
  const schedule = (rel: string): void => {
    if (closed) return;
    const fresh = waiting.size === 0;
    waiting.add(rel);
    publish();
    emit({ type: "pending", paths: [...waiting].sort() });
    arm(fresh);
  };

  const relOf = (abs: string): string | undefined => {
    const rel = path.relative(root, abs);
    if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
    return rel.split(path.sep).join("/");
  };
  const ignored = (abs: string, stats?: { isDirectory(): boolean }): boolean => {
    if (gitFiles.has(abs) || packageFiles.has(abs)) return false;
    if (storeFiles.has(abs)) return true;
    const rel = relOf(abs);
    return rel !== undefined && filter.excluded(rel, stats?.isDirectory() ?? false);
  };
  // Set by a change of the ignore rules: chokidar never looked inside a folder, nor at a file, that the rules excluded
  // when it met them, so what a change of the rules lets in raises no event until the tree is scanned again.
  let rescan = false;
  const onChange = (abs: string): void => {
    if (abs === headFile || abs === reflogFile) return schedule(HEAD_MOVED);
    if (packageFiles.has(abs)) return schedule(PACKAGES_CHANGED);
    if (abs === excludeFile) {
      // Every directory's rules start from the root's, which hold these: all are read again, and the tree walked.
      filter.forget("");
      walkNext = true;
      rescan = true;
      return schedule(EXCLUDE_CHANGED);
    }
    const rel = relOf(abs);
    if (rel === undefined || ignored(abs)) return;
    if (IGNORE_FILE_NAMES.includes(path.basename(rel))) {
      filter.forget(path.dirname(rel) === "." ? "" : path.dirname(rel));
      walkNext = true;
      rescan = true;
    }
    schedule(rel);
    for (const link of linksTo(rel)) schedule(link);
  };
  // A folder added or removed: the files inside it may raise no event of their own.
  const onFolder = (abs: string): void => {
    walkNext = true;
    onChange(abs);
  };

  /**
   * A chokidar watcher over the tree under the ignore rules as they are now, once its first scan is done. That scan
   * reports every symbolic link it meets as added, whatever `ignoreInitial` says (an update for each link at every
   * start, which changed nothing); what is on disk before the scan ends is found by a walk of the tree that starts
   * after it (the first update's, or the one that asked for a new scan), so the events before are dropped.
   */
  const follow = async (): Promise<FSWatcher> => {
    let scanned = false;
    const chokidar = watch(root, {
      ignored,
      ignoreInitial: true,
      persistent: true,
      followSymlinks: false,
      ...(options.usePolling ? { usePolling: true, interval: 100 } : {}),
    });
    for (const event of ["add", "change", "unlink"] as const) chokidar.on(event, (abs: string) => scanned && onChange(abs));
    for (const event of ["addDir", "unlinkDir"] as const) chokidar.on(event, (abs: string) => scanned && onFolder(abs));
    chokidar.on("error", (error: unknown) => {
      // An event may have been lost (an overflowing queue): the next update walks the tree.
      walkNext = true;
      emit({ type: "error", error: error instanceof Error ? error : new Error(String(error)) });
    });
    await new Promise<void>((resolve) =>
      chokidar.once("ready", () => {
        scanned = true;
        resolve();
      }),
    );
    return chokidar;
  };
  // Follow events before the first update starts: a change made while it runs is queued for the next one,
  // and a change made before the watcher was ready is seen by the first update's own discovery.
  let watcher = await follow();
  /**
   * After a change of the ignore rules, a new scan under the new rules takes over from the old one, which keeps
   * reporting until the new one is ready, so no event falls between them.
   */
  const refollow = async (): Promise<void> => {
    const next = await follow();
    if (closed) return void (await next.close());
    const old = watcher;
    watcher = next;
    await old.close();
  };
  let first: IndexReport;
  // The first update walks the tree; the next ones start from its discovery (events meanwhile set `walkNext` again).
  walkNext = false;
  const initial = runIndex();
  running = initial.then(
    () => undefined,
    () => undefined,
  );
  try {
    first = await initial;
  } catch (error) {
    clearInterval(storeCheck);
    await watcher.close();
    throw error;
  } finally {
    running = undefined;
  }
  if (lastDiscovery) relinkFiles(lastDiscovery.result.files);
  // The first update of a repository never indexed is a whole index: what it let go is collected now, before the
  // warm-up and the edits allocate on top of it (see collectGarbage).
  collectGarbage();
  emit({ type: "ready", report: first });
  if (options.warmUp === false) {
    if (waiting.size) arm(true);
  } else {
    // Counts as an update under way: an edit meanwhile waits (its timer finds `running` set) and is armed again after.
    const started = performance.now();
    const ms = (): number => Math.round(performance.now() - started);
    running = warmUpIndex({ root, store, sources: diskSourceFiles(root), signal: closing.signal, ...(options.threads ? { threads: options.threads } : {}) })
      .then(
        (report) => {
          // Stopped by `close`: nothing to report to a watcher that is going.
          if (!closing.signal.aborted) emit({ type: "warm", ms: ms(), report });
        },
        (error: unknown) => {
          if (!closing.signal.aborted) emit({ type: "warm", ms: ms(), failed: error instanceof Error ? error.message : String(error) });
        },
      )
      .finally(() => {
        running = undefined;
        // Parsing the program let go of as much as it kept: collected before the first edit.
        if (!closed) collectGarbage();
        if (waiting.size && !closed) arm(true);
        settleIdle();
      });
  }

  return {
    pending: () => [...new Set([...inFlight, ...waiting])].sort(),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    close: async () => {
      closed = true;
      clearInterval(storeCheck);
      closing.abort();
      if (timer) clearTimeout(timer);
      timer = undefined;
      waiting.clear();
      await watcher.close();
      await running;
      publish();
      settleIdle();
    },
  };
}

/** Device and inode of `file` (`dev:ino`), undefined when it does not exist: the same path may name a new file. */
function fileIdentity(file: string): string | undefined {
  try {
    const st = fs.statSync(file);
    return `${st.dev}:${st.ino}`;
  } catch {
    return undefined;
  }
}
