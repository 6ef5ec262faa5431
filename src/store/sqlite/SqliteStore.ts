/**
 * The embedded default store: SQLite through better-sqlite3, in WAL mode, at `<repo>/.strata/strata.db`.
 *
 * WAL with `synchronous = NORMAL` keeps every committed transaction across a process kill (a power
 * loss may lose the last transactions, never corrupt the file). Rows are JSON text columns; the schema
 * version lives in `PRAGMA user_version` and a store of another version is rebuilt, since everything in
 * it can be recomputed from the repository — except the model's summaries, which are kept when their tables did not
 * change (see `migrate`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { SkippedFile } from "../../extract/index.js";
import { StoreBusyError, StoreError, WRITER_LOCK_POLL_MS, type WriterLockHolder, type WriterLockWait, type FileRecord, type FileStat, type FileStamp, type RegionSummaryRecord, type RunRecord, type ShardImport, type Store, type SummaryRecord } from "../Store.js";
import { SCHEMA_SQL, SCHEMA_VERSION } from "./schema.js";
import { deepFreeze, patchSorted, READ_AREAS, type ReadArea } from "./keptReads.js";
import { isCorruptionError, StoreCorruptError } from "../StoreCorruptError.js";
import { RegionTables } from "./regionTables.js";
import { NodeSummaryTables } from "./nodeSummaryTables.js";
import type { NodeSummaryRecord } from "../Store.js";
import { FTS_SECURE_DELETE_SQL, SearchTables } from "./searchTables.js";
import { CacheTables } from "./cacheTables.js";
import { GraphTables } from "./graphTables.js";
import { patchGraph } from "./graphPatch.js";
import { CategoryTables } from "./categoryTables.js";
import type { FileCategoriesRecord } from "../Store.js";
import type { CodeGraph, GraphEdge, GraphEdgeKind, GraphNode } from "../../graph/index.js";
import type { CacheEntry, CacheKey, EntryConfirmation } from "../../summarize/index.js";
import type { CacheRunRecord, CacheRunStats } from "../SummaryCache.js";
import type { SearchDocRecord, SearchDocWrite, SearchField, SearchHit, SearchTextField, SearchNameHit, SearchStamp } from "../Store.js";

export class SqliteStore implements Store {
  readonly location: string;
  private readonly db: Database.Database;
  private readonly stmts;
  private readonly regions: RegionTables;
  private readonly nodeSummaries: NodeSummaryTables;
  private readonly graph: GraphTables;
  private readonly search: SearchTables;
  private readonly cache: CacheTables;
  private readonly categories: CategoryTables;

  /**
   * Opens (creating when missing) the database at `file`; `:memory:` for a throw-away store. With `readOnly`, the
   * file must exist and hold this version's schema, and nothing is ever written (read commands open it so, and so
   * work on a store they may not write: a read-only file, folder or mount).
   * A missing file opened `readOnly` reads as an empty store and is not created.
   * @throws StoreError when the file cannot be opened or is not a SQLite database (a folder, or a file outside a
   * `.strata` folder that holds something else: {@link notAStoreFile}); with `readOnly`, when it is of another schema
   * version (run `strata index` first).
   */
  constructor(file: string, options: { readOnly?: boolean } = {}) {
    this.location = file;
    const other = notAStoreFile(file);
    if (other) throw new StoreError(other, file);
    try {
      if (options.readOnly && (file === ":memory:" || !fs.existsSync(file))) {
        // Nothing indexed yet: reads as an empty store (commands then say to run `strata index`); nothing is created.
        this.db = new Database(":memory:");
        this.migrate();
      } else if (options.readOnly) {
        this.db = openReadOnly(file);
        this.db.pragma("busy_timeout = 5000");
        const version = this.db.pragma("user_version", { simple: true }) as number;
        if (version !== SCHEMA_VERSION) throw new Error("it was written by another version of strata: run `strata index` to rebuild it");
      } else {
        if (file !== ":memory:") makeStoreFolder(path.dirname(file));
        this.db = new Database(file);
        this.db.pragma("journal_mode = WAL");
        this.db.pragma("synchronous = NORMAL");
        this.db.pragma("busy_timeout = 5000");
        // Deleted rows are overwritten with zeros, not left in the file's free space: a value removed from the
        // source (or masked only by a newer detector) must not stay readable in the store after the next index.
        this.db.pragma("secure_delete = ON");
        // Nothing is written on open unless the schema or a table setting must change: a run frozen mid-write
        // (stopped, or slow) holds SQLite's write lock, and a second run must still open the store to say who holds it.
        this.migrate();
        const unset = FTS_SECURE_DELETE_SQL.filter(({ check }) => this.db.prepare(check).get() === undefined);
        if (unset.length > 0) this.db.exec(unset.map(({ set }) => set).join("\n"));
      }
    } catch (cause) {
      if (isCorruptionError(cause)) throw new StoreCorruptError(file, (cause as Error).message, { cause });
      if ((cause as { code?: string }).code?.startsWith("SQLITE_BUSY")) throw new StoreBusyError(file, this.writerLockHolder());
      throw new StoreError(`cannot open the SQLite store: ${(cause as Error).message}`, file, { cause });
    }
    const db = this.db;
    this.stmts = this.guard("read", () => this.prepare());
    [this.regions, this.nodeSummaries, this.graph, this.search, this.cache, this.categories] = this.guard("read", () => [
      new RegionTables(db),
      new NodeSummaryTables(db),
      new GraphTables(db),
      new SearchTables(db),
      new CacheTables(db),
      new CategoryTables(db),
    ] as const);
  }

  /** Writes of this connection per area, for {@link kept}. */
  private readonly generations: Record<ReadArea, number> = { graph: 0, files: 0, search: 0, nodeSummaries: 0 };
  /** The owner column of each edge of the kept graph read, for {@link patchGraph}. */
  private readonly edgeOwners = new WeakMap<GraphEdge, string>();
  /** Whole-table reads kept by name (see {@link kept}). */
  private readonly keptReads = new Map<string, { version: string; value: unknown }>();

  /**
   * A store of another schema version is rebuilt: every table is dropped and made again, except the tables of model
   * output ({@link KEPT_ON_UPGRADE}) whose own definition is unchanged, so an upgrade never pays a model twice for the
   * same summaries (their readers check each row's content or input hash before reusing it).
   */
  private migrate(): void {
    const version = this.db.pragma("user_version", { simple: true }) as number;
    if (version === SCHEMA_VERSION) return;
    const wanted = tableDefinitions(SCHEMA_SQL);
    const tables = this.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string; sql: string | null }[];
    this.db.transaction(() => {
      for (const { name, sql } of tables) {
        if (KEPT_ON_UPGRADE.has(name) && sql !== null && wanted.get(name) === sql) continue;
        this.db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
      }
      this.db.exec(SCHEMA_SQL);
      this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  }

  private prepare() {
    const db = this.db;
    return {
      getFile: db.prepare("SELECT * FROM files WHERE path = ?"),
      listFiles: db.prepare("SELECT * FROM files ORDER BY path"),
      // Prepared once: `db.pragma()` compiles its statement on every call, and every write asks twice.
      dataVersion: db.prepare("PRAGMA data_version").pluck(),
      listStamps: db.prepare("SELECT path, content_hash, extractor, language, bytes, mtime_ms, checked_at FROM files ORDER BY path"),
      putFile: db.prepare(
        `INSERT INTO files (path, content_hash, contract_hash, language, extractor, contract, indexed_at, bytes, mtime_ms, checked_at)
         VALUES (@path, @contentHash, @contractHash, @language, @extractor, @contract, @indexedAt, @bytes, @mtimeMs, @checkedAt)
         ON CONFLICT(path) DO UPDATE SET content_hash = excluded.content_hash, contract_hash = excluded.contract_hash,
           language = excluded.language, extractor = excluded.extractor, contract = excluded.contract, indexed_at = excluded.indexed_at,
           bytes = excluded.bytes, mtime_ms = excluded.mtime_ms, checked_at = excluded.checked_at`,
      ),
      removeFile: db.prepare("DELETE FROM files WHERE path = ?"),
      fileIdentity: db.prepare("SELECT content_hash, extractor FROM files WHERE path = ?"),
      logChange: db.prepare(
        "INSERT INTO file_changes (path, seq) VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM file_changes)) ON CONFLICT(path) DO UPDATE SET seq = excluded.seq",
      ),
      lastChange: db.prepare("SELECT coalesce(max(seq), 0) FROM file_changes").pluck(),
      stageMark: db.prepare("SELECT seq FROM stage_marks WHERE stage = ?").pluck(),
      changesAfter: db.prepare("SELECT path FROM file_changes WHERE seq > ? AND seq <= ? ORDER BY path").pluck(),
      setStageMark: db.prepare("INSERT INTO stage_marks (stage, seq) VALUES (?, ?) ON CONFLICT(stage) DO UPDATE SET seq = max(seq, excluded.seq)"),
      removeSummaries: db.prepare("DELETE FROM summaries WHERE path = ?"),
      getSummary: db.prepare("SELECT * FROM summaries WHERE path = ? AND generator_key = ?"),
      hasSummary: db.prepare("SELECT 1 FROM summaries WHERE path = ? AND generator_key = ?").pluck(),
      unsummarized: db.prepare("SELECT path FROM files WHERE path NOT IN (SELECT path FROM summaries WHERE generator_key = ?) ORDER BY path").pluck(),
      putSummary: db.prepare(
        `INSERT INTO summaries (path, generator_key, content_hash, contract_hash, summary, created_at)
         VALUES (@path, @generatorKey, @contentHash, @contractHash, @summary, @createdAt)
         ON CONFLICT(path, generator_key) DO UPDATE SET content_hash = excluded.content_hash,
           contract_hash = excluded.contract_hash, summary = excluded.summary, created_at = excluded.created_at`,
      ),
      clearSkipped: db.prepare("DELETE FROM skipped"),
      putSkipped: db.prepare("INSERT OR REPLACE INTO skipped (path, reason, detail) VALUES (?, ?, ?)"),
      listSkipped: db.prepare("SELECT path, reason, detail FROM skipped ORDER BY path"),
      startRun: db.prepare("INSERT INTO runs (root, started_at) VALUES (?, ?)"),
      finishRun: db.prepare("UPDATE runs SET finished_at = ?, report = ? WHERE id = ?"),
      listRuns: db.prepare("SELECT * FROM runs ORDER BY id DESC LIMIT ?"),
    };
  }

  async getFile(filePath: string): Promise<FileRecord | undefined> {
    const row = this.guard("read", () => this.stmts.getFile.get(filePath) as FileRow | undefined);
    return row && toFileRecord(row);
  }

  async listFiles(): Promise<FileRecord[]> {
    return this.guard("read", () => this.kept("files", "files", () => (this.stmts.listFiles.all() as FileRow[]).map(toFileRecord)));
  }

  async listStamps(): Promise<FileStamp[]> {
    // Kept between writes: an update lists them in five stages, and every freshness check of a query lists them.
    return this.guard("read", () =>
      this.kept("stamps", "files", () =>
        (this.stmts.listStamps.all() as Omit<FileRow, "contract" | "contract_hash" | "indexed_at">[]).map((r) => ({
          path: r.path,
          contentHash: r.content_hash,
          extractor: r.extractor,
          language: r.language,
          ...statOf(r),
        })),
      ),
    );
  }

  async putFile(file: FileRecord, summary?: SummaryRecord): Promise<void> {
    // The kept file rows take the row as stored (read back: the contract as its JSON parses) instead of a re-read of
    // every row: a watcher's update writes a few rows and then lists them all (on trpc ~100 ms of CPU per update).
    const patch = (name: string, old: unknown): FileRecord[] | undefined => {
      if (name !== "files") return undefined;
      const row = this.stmts.getFile.get(file.path) as FileRow | undefined;
      return patchSorted(old as FileRecord[], row ? [toFileRecord(row)] : [], row ? [] : [file.path], (r) => r.path);
    };
    this.writeAndPatch("files", () =>
      this.db.transaction(() => {
        const { stat, ...row } = file;
        const prior = this.stmts.fileIdentity.get(file.path) as { content_hash: string; extractor: string } | undefined;
        if (!prior || prior.content_hash !== file.contentHash || prior.extractor !== file.extractor) this.stmts.logChange.run(file.path);
        this.stmts.putFile.run({
          ...row,
          contract: JSON.stringify(file.contract),
          bytes: stat?.bytes ?? null,
          mtimeMs: stat?.mtimeMs ?? null,
          checkedAt: stat?.checkedAt ?? null,
        });
        if (summary) this.writeSummary(summary);
      })(),
      patch,
    );
  }

  /**
   * Runs a database operation, turning SQLite's errors (disk full, read-only file, locked database)
   * into a {@link StoreError} that names the store: the one place this backend handles them. A damaged file
   * (`SQLITE_CORRUPT`, `SQLITE_NOTADB`) becomes a {@link StoreCorruptError}, which says how to recover.
   */
  private guard<T>(what: string, op: () => T, writes: readonly ReadArea[] = READ_AREAS): T {
    try {
      return op();
    } catch (cause) {
      if (isCorruptionError(cause)) throw new StoreCorruptError(this.location, (cause as Error).message, { cause });
      throw new StoreError(`cannot ${what} the SQLite store: ${(cause as Error).message}`, this.location, { cause });
    } finally {
      // A write (even a failed one, rolled back) makes this connection's kept whole-table reads of its areas old.
      if (what === "write") for (const area of writes) this.generations[area] += 1;
    }
  }

  /**
   * A whole-table read kept until the table may have changed: this connection wrote its area (`generations`, bumped
   * by every write that names the area, and by every write that names none) or another connection committed
   * (SQLite's `data_version`). A long-lived process (`strata watch`, `strata mcp`) otherwise re-reads and re-parses
   * the whole graph, every search stamp and every file row several times per update (on a 180k-line repository
   * about 0.5 s of CPU per update). The value is deep-frozen: callers share it and must not change it.
   */
  private kept<T>(name: string, area: ReadArea, read: () => T): T {
    const version = this.keptVersion(area);
    const hit = this.keptReads.get(name);
    if (hit?.version === version) return hit.value as T;
    const value = deepFreeze(read());
    this.keptReads.set(name, { version, value });
    return value;
  }

  private keptVersion(area: ReadArea): string {
    return `${this.stmts.dataVersion.get() as number}:${this.generations[area]}`;
  }

  /**
   * This connection's own write of `area`, after which the kept reads of the area that were current are brought up
   * to date by `patch` (name → new value from the old one) instead of being read again — the watcher's search stamps
   * and node summaries, which a full read re-parses row by row. A kept read is patched only when nothing else could
   * have changed the table: it was current before the write and no other connection committed meanwhile.
   */
  private writeAndPatch<T>(area: ReadArea, write: () => T, patch: (name: string, old: unknown) => unknown): T {
    const before = this.keptVersion(area);
    const current = [...this.keptReads].filter(([, k]) => k.version === before);
    const result = this.guard("write", write, [area]);
    const after = this.keptVersion(area);
    if (after.split(":")[0] !== before.split(":")[0]) return result;
    for (const [name, k] of current) {
      const value = patch(name, k.value);
      if (value !== undefined) this.keptReads.set(name, { version: after, value: deepFreeze(value) });
    }
    return result;
  }

  async importShard(file: string): Promise<ShardImport> {
    const rows = readShard(file, this.location);
    return this.guard("write", () => {
      const db = this.db;
      const copy = (sql: string, list: unknown[]): number => {
        const stmt = db.prepare(sql);
        for (const row of list) stmt.run(row);
        return list.length;
      };
      return db.transaction((): ShardImport => {
        let changed = 0;
        for (const row of rows.files) {
          const prior = this.stmts.fileIdentity.get(row.path) as { content_hash: string; extractor: string } | undefined;
          if (!prior || prior.content_hash !== row.content_hash || prior.extractor !== row.extractor) {
            this.stmts.logChange.run(row.path);
            changed += 1;
          }
        }
        copy(
          `INSERT OR REPLACE INTO files (path, content_hash, contract_hash, language, extractor, contract, indexed_at, bytes, mtime_ms, checked_at)
           VALUES (@path, @content_hash, @contract_hash, @language, @extractor, @contract, @indexed_at, NULL, NULL, NULL)`,
          rows.files,
        );
        const summaries = copy(
          "INSERT OR REPLACE INTO summaries (path, generator_key, content_hash, contract_hash, summary, created_at) VALUES (@path, @generator_key, @content_hash, @contract_hash, @summary, @created_at)",
          rows.summaries,
        );
        const cacheEntries = copy(
          `INSERT INTO summary_cache (path, prompt_key, model, content_hash, semantic_hash, contract_hash, contract, summary, ungrounded, git_commit, created_at, updated_at)
           VALUES (@path, @prompt_key, @model, @content_hash, @semantic_hash, @contract_hash, @contract, @summary, @ungrounded, @git_commit, @created_at, @updated_at)
           ON CONFLICT(path, prompt_key, model) DO UPDATE SET content_hash = excluded.content_hash, semantic_hash = excluded.semantic_hash,
             contract_hash = excluded.contract_hash, contract = excluded.contract, summary = excluded.summary, ungrounded = excluded.ungrounded,
             git_commit = excluded.git_commit, created_at = excluded.created_at, updated_at = excluded.updated_at
           WHERE excluded.updated_at > summary_cache.updated_at`,
          rows.cache,
        );
        const regionSummaries = copy(
          "INSERT OR IGNORE INTO region_summaries (content_hash, generator_key, summary, created_at) VALUES (@content_hash, @generator_key, @summary, @created_at)",
          rows.regions,
        );
        return { from: file, files: rows.files.length, changed, summaries, cacheEntries, regionSummaries, shard: rows.shard };
      })();
    });
  }

  async removeFiles(paths: string[]): Promise<void> {
    this.writeAndPatch(
      "files",
      () => {
        this.db.transaction(() => {
          for (const p of paths) {
            if (this.stmts.removeFile.run(p).changes > 0) this.stmts.logChange.run(p);
            this.stmts.removeSummaries.run(p);
          }
        })();
      },
      (name, old) => (name === "files" ? patchSorted(old as FileRecord[], [], paths, (r) => r.path) : undefined),
    );
  }

  async stageBacklog(stage: string): Promise<{ paths: string[]; through: number }> {
    return this.guard("read", () =>
      this.db.transaction(() => {
        const through = this.stmts.lastChange.get() as number;
        const mark = (this.stmts.stageMark.get(stage) as number | undefined) ?? 0;
        return { paths: this.stmts.changesAfter.all(mark, through) as string[], through };
      })(),
    );
  }

  async completeStage(stage: string, through: number): Promise<void> {
    this.guard("write", () => this.stmts.setStageMark.run(stage, through), []);
  }

  /**
   * The lock is an exclusive SQLite lock on `<store>.lock`, a companion file, held in an open transaction until
   * release: the operating system drops it when the process dies. The holder's pid, host and start time go into
   * the `writer_lock` row of the store, for the message a second run prints.
   */
  async lockWriter(wait?: WriterLockWait): Promise<{ release(): Promise<void> }> {
    if (this.location === ":memory:") return { release: async () => {} };
    const deadline = Date.now() + (wait?.ms ?? 0);
    let told = false;
    for (;;) {
      const lock = this.tryLockWriter();
      if (!(lock instanceof StoreBusyError)) return lock;
      if (Date.now() >= deadline || wait?.signal?.aborted) throw lock;
      if (!told) {
        told = true;
        wait?.onWait?.(lock.holder);
      }
      await new Promise((resolve) => setTimeout(resolve, WRITER_LOCK_POLL_MS));
    }
  }

  /** The `writer_lock` row, when this connection can read it (a store of another schema may have none). */
  private writerLockHolder(): WriterLockHolder | undefined {
    try {
      return this.db?.prepare("SELECT pid, host, since FROM writer_lock WHERE id = 1").get() as WriterLockHolder | undefined;
    } catch {
      return undefined;
    }
  }

  /** One attempt at the writer lock: the lock, or the StoreBusyError naming its holder. */
  private tryLockWriter(): { release(): Promise<void> } | StoreBusyError {
    const lockFile = `${this.location}.lock`;
    const lock = this.guard("lock", () => new Database(lockFile));
    try {
      lock.pragma("locking_mode = EXCLUSIVE");
      lock.pragma("busy_timeout = 0");
      lock.exec("BEGIN EXCLUSIVE");
    } catch (cause) {
      lock.close();
      if ((cause as { code?: string }).code?.startsWith("SQLITE_BUSY") || (cause as { code?: string }).code?.startsWith("SQLITE_LOCKED")) {
        return new StoreBusyError(this.location, this.writerLockHolder());
      }
      throw new StoreError(`cannot lock the SQLite store: ${(cause as Error).message}`, this.location, { cause });
    }
    this.guard("write", () => this.db.prepare("INSERT OR REPLACE INTO writer_lock (id, pid, host, since) VALUES (1, ?, ?, ?)").run(process.pid, os.hostname(), Date.now()), []);
    return {
      release: async () => {
        if (!lock.open) return;
        if (this.db.open) this.guard("write", () => this.db.prepare("DELETE FROM writer_lock WHERE id = 1 AND pid = ?").run(process.pid), []);
        lock.exec("ROLLBACK");
        lock.close();
      },
    };
  }

  async listUnsummarized(generatorKey: string): Promise<string[]> {
    return this.guard("read", () => this.stmts.unsummarized.all(generatorKey) as string[]);
  }

  async hasSummary(filePath: string, generatorKey: string): Promise<boolean> {
    return this.guard("read", () => this.stmts.hasSummary.get(filePath, generatorKey) !== undefined);
  }

  async getSummary(filePath: string, generatorKey: string): Promise<SummaryRecord | undefined> {
    const row = this.guard("read", () => this.stmts.getSummary.get(filePath, generatorKey) as SummaryRow | undefined);
    return (
      row && {
        path: row.path,
        generatorKey: row.generator_key,
        contentHash: row.content_hash,
        contractHash: row.contract_hash,
        summary: JSON.parse(row.summary),
        createdAt: row.created_at,
      }
    );
  }

  async putSummary(summary: SummaryRecord): Promise<void> {
    this.guard("write", () => this.writeSummary(summary), []);
  }

  private writeSummary(summary: SummaryRecord): void {
    this.stmts.putSummary.run({ ...summary, summary: JSON.stringify(summary.summary) });
  }

  async replaceSkipped(skipped: SkippedFile[]): Promise<void> {
    this.guard("write", () => {
      this.db.transaction(() => {
        this.stmts.clearSkipped.run();
        for (const s of skipped) this.stmts.putSkipped.run(s.path, s.reason, s.detail);
      })();
    }, []);
  }

  async listSkipped(): Promise<SkippedFile[]> {
    return this.guard("read", () => this.stmts.listSkipped.all() as SkippedFile[]);
  }

  async startRun(root: string, startedAt: number): Promise<number> {
    return this.guard("write", () => Number(this.stmts.startRun.run(root, startedAt).lastInsertRowid), []);
  }

  async finishRun(id: number, finishedAt: number, report: unknown): Promise<void> {
    this.guard("write", () => this.stmts.finishRun.run(finishedAt, JSON.stringify(report), id), []);
  }

  async listRuns(limit: number): Promise<RunRecord[]> {
    return this.guard("read", () => this.stmts.listRuns.all(limit) as RunRow[]).map((r) => ({
      id: r.id,
      root: r.root,
      startedAt: r.started_at,
      ...(r.finished_at !== null ? { finishedAt: r.finished_at } : {}),
      ...(r.report !== null ? { report: JSON.parse(r.report) } : {}),
    }));
  }

  // ---- Semantic cache: delegated to cacheTables.ts.
  async getEntry(key: CacheKey): Promise<CacheEntry | undefined> {
    return this.guard("read", () => this.cache.getEntry(key));
  }

  async getEntries(keys: CacheKey[]): Promise<(CacheEntry | undefined)[]> {
    return this.guard("read", () => this.cache.getEntries(keys));
  }

  async putEntry(entry: CacheEntry): Promise<void> {
    this.guard("write", () => this.cache.putEntry(entry), []);
  }

  async confirmEntry(key: CacheKey, update: EntryConfirmation): Promise<CacheEntry | undefined> {
    return this.guard("write", () => this.cache.confirmEntry(key, update), []);
  }

  async recordCacheRun(stats: CacheRunStats): Promise<number> {
    return this.guard("write", () => this.cache.recordRun(stats), []);
  }

  async listCacheRuns(limit: number): Promise<CacheRunRecord[]> {
    return this.guard("read", () => this.cache.listRuns(limit));
  }

  // ---- Purpose categories: delegated to categoryTables.ts.
  async listFileCategories(): Promise<FileCategoriesRecord[]> {
    return this.guard("read", () => this.categories.listAll());
  }

  async replaceFileCategories(records: FileCategoriesRecord[]): Promise<void> {
    this.guard("write", () => this.categories.replace(records), []);
  }

  // ---- Regions: delegated to regionTables.ts.
  async getRegionSummaries(contentHashes: string[], generatorKey: string): Promise<RegionSummaryRecord[]> {
    return this.guard("read", () => this.regions.getMany(contentHashes, generatorKey));
  }

  async putRegionSummaries(records: RegionSummaryRecord[]): Promise<void> {
    this.guard("write", () => this.regions.putMany(records), []);
  }

  async listRegionSummaries(generatorKey: string): Promise<RegionSummaryRecord[]> {
    return this.guard("read", () => this.regions.listAll(generatorKey));
  }

  // ---- Search index: delegated to searchTables.ts.
  async listSearchStamps(): Promise<SearchStamp[]> {
    return this.guard("read", () => this.kept("searchStamps", "search", () => this.search.listStamps()));
  }

  async listSearchDocIds(): Promise<string[]> {
    return this.guard("read", () => this.search.listIds());
  }

  async hasSearchDocs(): Promise<boolean> {
    return this.guard("read", () => this.search.hasDocs());
  }

  async putSearchDocs(docs: SearchDocWrite[]): Promise<void> {
    this.writeAndPatch("search", () => this.search.putDocs(docs), (name, old) =>
      name === "searchStamps"
        ? patchSorted(old as SearchStamp[], docs.map(({ record: r }) => ({ id: r.id, contentHash: r.contentHash, summaryHash: r.summaryHash, fileHash: r.fileHash ?? "" })), [])
        : undefined,
    );
  }

  async removeSearchDocs(ids: string[]): Promise<void> {
    this.writeAndPatch("search", () => this.search.removeDocs(ids), (name, old) => (name === "searchStamps" ? patchSorted(old as SearchStamp[], [], ids) : undefined));
  }

  async getSearchDocs(ids: string[]): Promise<SearchDocRecord[]> {
    return this.guard("read", () => this.search.getDocs(ids));
  }

  async searchText(field: SearchTextField, match: string, limit: number, kinds?: string[]): Promise<SearchHit[]> {
    return this.guard("search", () => this.search.searchText(field, match, limit, kinds));
  }

  async putSearchVectors(model: string, field: SearchField, vectors: { id: string; vector: number[] }[]): Promise<void> {
    this.guard("write", () => this.search.putVectors(model, field, vectors), ["search"]);
  }

  async listUnembedded(model: string, field: SearchField): Promise<string[]> {
    return this.guard("read", () => this.search.listUnembedded(model, field));
  }

  async searchVectors(model: string, field: SearchField, vector: number[], limit: number, kinds?: string[]): Promise<SearchHit[]> {
    return this.guard("search", () => this.search.searchVectors(model, field, vector, limit, kinds));
  }

  async searchByName(name: string, limit: number, kinds?: string[]): Promise<SearchNameHit[]> {
    return this.guard("search", () => this.search.searchByName(name, limit, kinds));
  }

  // ---- Code graph: delegated to graphTables.ts.
  async getGraph(): Promise<CodeGraph> {
    return this.guard("read", () => this.kept("graph", "graph", () => this.graph.getGraph(this.edgeOwners)));
  }

  async listGraphNodes(filter?: { path?: string }): Promise<GraphNode[]> {
    return this.guard("read", () => this.graph.listNodes(filter?.path));
  }

  async replaceGraphFiles(paths: string[], part: CodeGraph): Promise<void> {
    this.writeAndPatch("graph", () => this.graph.replaceFiles(paths, part), (name, old) => (name === "graph" ? patchGraph(old as CodeGraph, paths, part, this.edgeOwners) : undefined));
  }

  async getGraphNode(id: string): Promise<GraphNode | undefined> {
    return this.guard("read", () => this.graph.getNode(id));
  }

  async listGraphEdges(filter: { from?: string; to?: string; kind?: GraphEdgeKind }): Promise<GraphEdge[]> {
    return this.guard("read", () => this.graph.listEdges(filter));
  }

  // ---- Hierarchical node summaries: delegated to nodeSummaryTables.ts.
  async getNodeSummary(id: string, generatorKey: string): Promise<NodeSummaryRecord | undefined> {
    return this.guard("read", () => this.nodeSummaries.getOne(id, generatorKey));
  }

  async listNodeSummaries(generatorKey: string): Promise<NodeSummaryRecord[]> {
    return this.guard("read", () => this.kept(`nodeSummaries:${generatorKey}`, "nodeSummaries", () => this.nodeSummaries.listAll(generatorKey)));
  }

  async putNodeSummaries(records: NodeSummaryRecord[]): Promise<void> {
    this.writeAndPatch("nodeSummaries", () => this.nodeSummaries.putMany(records), (name, old) => {
      if (!name.startsWith("nodeSummaries:")) return undefined;
      const key = name.slice("nodeSummaries:".length);
      // As a read gives them back: the summary through JSON.
      const fresh = records.filter((r) => r.generatorKey === key).map((r) => ({ id: r.id, generatorKey: r.generatorKey, inputHash: r.inputHash, summary: JSON.parse(JSON.stringify(r.summary)) as NodeSummaryRecord["summary"], createdAt: r.createdAt }));
      return patchSorted(old as NodeSummaryRecord[], fresh, []);
    });
  }

  async pruneNodeSummaries(liveIds: string[]): Promise<number> {
    const live = new Set(liveIds);
    return this.writeAndPatch("nodeSummaries", () => this.nodeSummaries.prune(live), (name, old) =>
      name.startsWith("nodeSummaries:") ? (old as NodeSummaryRecord[]).filter((r) => live.has(r.id)) : undefined,
    );
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

/**
 * Opens `file` read-only. A WAL database needs its `-shm` file: when that cannot be created or written (a
 * read-only folder or file), the main file is read into memory as it is (the last checkpoint; every writer
 * checkpoints when it closes) and queried there: memory grows by the store's size, nothing touches the disk.
 * @throws Error when the file is unreadable.
 */
function openReadOnly(file: string): Database.Database {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma("user_version", { simple: true });
    return db;
  } catch (error) {
    db?.close();
    const code = (error as { code?: string }).code ?? "";
    if (!code.startsWith("SQLITE_CANTOPEN") && !code.startsWith("SQLITE_READONLY")) throw error;
    const image = fs.readFileSync(file);
    // Header bytes 18–19 say WAL (2); an in-memory copy must read as a rollback-journal database (1).
    if (image.length >= 20) image[18] = image[19] = 1;
    return new Database(image, { readonly: true });
  }
}

interface FileRow {
  path: string;
  content_hash: string;
  contract_hash: string;
  language: string;
  extractor: string;
  contract: string;
  indexed_at: number;
  bytes: number | null;
  mtime_ms: number | null;
  checked_at: number | null;
}

function statOf(row: Pick<FileRow, "bytes" | "mtime_ms" | "checked_at">): { stat?: FileStat } {
  return row.bytes !== null && row.mtime_ms !== null && row.checked_at !== null
    ? { stat: { bytes: row.bytes, mtimeMs: row.mtime_ms, checkedAt: row.checked_at } }
    : {};
}

interface SummaryRow {
  path: string;
  generator_key: string;
  content_hash: string;
  contract_hash: string;
  summary: string;
  created_at: number;
}

interface RunRow {
  id: number;
  root: string;
  started_at: number;
  finished_at: number | null;
  report: string | null;
}

function toFileRecord(row: FileRow): FileRecord {
  return {
    path: row.path,
    contentHash: row.content_hash,
    contractHash: row.contract_hash,
    language: row.language,
    extractor: row.extractor,
    contract: JSON.parse(row.contract),
    indexedAt: row.indexed_at,
    ...statOf(row),
  };
}

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

/**
 * Why `file` can be no store, or undefined when it can (missing, empty, or a SQLite database): a folder (`--store
 * /tmp` had said "disk I/O error"), or a file outside a `.strata` folder that holds no SQLite database — `--store
 * src/ok.ts` had been read as a damaged store, and the advice to run `strata index --rebuild` would have moved the
 * source file aside. A file in a `.strata` folder is the store's, and damaged when its header is wrong
 * (`StoreCorruptError`).
 */
export function notAStoreFile(file: string): string | undefined {
  if (file === ":memory:") return undefined;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  if (stat.isDirectory()) return `it is a folder: --store names the store's own file (such as ${path.join(file, "strata.db")})`;
  if (!stat.isFile() || stat.size === 0 || path.basename(path.dirname(path.resolve(file))) === ".strata") return undefined;
  const head = Buffer.alloc(SQLITE_HEADER.length);
  let read = 0;
  try {
    const fd = fs.openSync(file, "r");
    try {
      read = fs.readSync(fd, head, 0, head.length, 0);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (read === head.length && head.equals(SQLITE_HEADER)) return undefined;
  return "it is no strata store (the file holds no SQLite database), and strata never writes over it: give --store a new file's path or an existing store's";
}

/**
 * Creates the folder of a store file. A default `.strata/` folder made here gets a `.gitignore` of `*`, as tool caches
 * do (`.pytest_cache/`, `.ruff_cache/`): the store never shows as untracked in `git status` or in `strata changes`.
 * A folder that already exists, or a store placed elsewhere by configuration, is left as it is.
 */
function makeStoreFolder(dir: string): void {
  if (fs.existsSync(dir)) return;
  // Each missing level on its own, from the nearest folder that exists: Node's recursive `mkdir` retries for ever
  // where a level can never be made (`--store /proc/nope/x.db` spun at full CPU); a single `mkdir` fails with ENOENT,
  // EACCES or EROFS, which the caller reports as a store that cannot be opened.
  const missing: string[] = [];
  for (let d = path.resolve(dir); !fs.existsSync(d); d = path.dirname(d)) {
    missing.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing) fs.mkdirSync(d);
  if (path.basename(dir) === ".strata") fs.writeFileSync(path.join(dir, ".gitignore"), "# Made by strata: the index store is local to this checkout.\n*\n");
}

/** The rows {@link SqliteStore.importShard} copies, read from a shard store. */
interface ShardRows {
  shard: { index: number; count: number };
  files: { path: string; content_hash: string; extractor: string }[];
  summaries: unknown[];
  cache: unknown[];
  regions: unknown[];
}

/**
 * Reads a shard store written by `strata index --shard K/N` whose last run finished.
 * @throws StoreError naming `file` when it is missing, a folder, this store (`self`, compared by real path), not a
 * strata store, of another schema version, or not a finished shard run.
 */
function readShard(file: string, self: string): ShardRows {
  const fail = (why: string, cause?: unknown): StoreError => new StoreError(`cannot merge the shard store: ${why}`, file, cause === undefined ? {} : { cause });
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (cause) {
    throw fail("no such file", cause);
  }
  if (stat.isDirectory()) throw fail("it is a folder, not a store file");
  if (self !== ":memory:" && fs.existsSync(self) && fs.realpathSync(file) === fs.realpathSync(self)) throw fail("it is the store being merged into");
  let shard: Database.Database | undefined;
  try {
    shard = new Database(file, { readonly: true, fileMustExist: true });
    const tables = new Set(shard.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    if (!tables.has("files") || !tables.has("runs")) throw fail("it is not a strata store");
    if ((shard.pragma("user_version", { simple: true }) as number) !== SCHEMA_VERSION) throw fail("it was written by another version of strata: index the shard again with this version");
    const last = shard.prepare("SELECT finished_at, report FROM runs ORDER BY id DESC LIMIT 1").get() as { finished_at: number | null; report: string | null } | undefined;
    if (!last) throw fail("it holds no run: index the shard first (strata index --shard K/N --store <file>)");
    if (last.finished_at === null) throw fail("its last run has not finished (still running, or stopped): run strata index --shard K/N --store <file> to the end first");
    const shardOf = (JSON.parse(last.report ?? "{}") as { shard?: { index: number; count: number } }).shard;
    if (!shardOf) throw fail("it holds a whole-repository index, not a shard written by strata index --shard K/N");
    return {
      shard: shardOf,
      files: shard.prepare("SELECT path, content_hash, contract_hash, language, extractor, contract, indexed_at FROM files ORDER BY path").all() as ShardRows["files"],
      summaries: shard.prepare("SELECT * FROM summaries ORDER BY path, generator_key").all(),
      cache: shard.prepare("SELECT * FROM summary_cache ORDER BY path, prompt_key, model").all(),
      regions: shard.prepare("SELECT * FROM region_summaries ORDER BY content_hash, generator_key").all(),
    };
  } catch (cause) {
    if (cause instanceof StoreError) throw cause;
    const message = (cause as Error).message;
    throw fail(/not a database|file is not a database/i.test(message) ? "it is not a SQLite store" : message, cause);
  } finally {
    shard?.close();
  }
}

/**
 * Tables of model output kept across a schema change when their definition is unchanged: the semantic cache of file
 * summaries and its run statistics, region summaries (content-addressed) and hierarchical node summaries (reused only
 * when their input hash matches).
 */
export const KEPT_ON_UPGRADE: ReadonlySet<string> = new Set(["summary_cache", "cache_runs", "region_summaries", "node_summaries"]);

/** Each table's `CREATE` statement as SQLite records it in `sqlite_master`, for the schema `ddl`. */
function tableDefinitions(ddl: string): Map<string, string> {
  const scratch = new Database(":memory:");
  try {
    scratch.exec(ddl);
    const rows = scratch.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL").all() as { name: string; sql: string }[];
    return new Map(rows.map((r) => [r.name, r.sql]));
  } finally {
    scratch.close();
  }
}
