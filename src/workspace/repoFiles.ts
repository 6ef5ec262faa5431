/**
 * The opened repository's files as the workspace sees them: the listing (through extract's discovery,
 * so ignore rules and skip reasons match `strata index`) and file texts with their content hashes.
 *
 * Texts are cached per path and reused only while size and modification time are unchanged and that
 * time lies well before the read (git's "racily clean" rule, as in `indexRepository`); the content hash,
 * not the time, remains every cache key downstream (seed 003 "Context cache keys incorporate the file content").
 */
import { statClean } from "../shared/racyClean.js";
import fs from "node:fs";
import path from "node:path";
import { detectLanguage, discoverFiles, readSourceFile, type DiscoveryResult } from "../extract/index.js";
import { hashBytes, initHash } from "../shared/hash.js";
import { WorkspaceError } from "./errors.js";
import { resolveInside } from "./safePath.js";

/** One file's text as served: `text` is UTF-8 decoded, BOM removed; offsets are UTF-16 code units. */
export interface RepoFile {
  path: string;
  language: string;
  text: string;
  /** xxHash64 of the file bytes (16 hex digits). */
  contentHash: string;
  bytes: number;
}

interface Cached extends RepoFile {
  mtimeMs: number;
  readAt: number;
}

/** How long a listing is reused before discovery runs again (ms). */
const LISTING_TTL_MS = 3000;

/** A path not in the listing triggers a new discovery at most this often (ms): a file created since the listing is found. */
const UNLISTED_RECHECK_MS = 1000;

/** Files of one repository; every path is confined by `resolveInside`. */
export class RepoFiles {
  private readonly texts = new Map<string, Cached>();
  private listing: { at: number; result: Promise<DiscoveryResult> } | undefined;
  private readonly servable = new WeakMap<DiscoveryResult, Set<string>>();
  private recheckedAt = 0;

  /**
   * @param root Absolute real path of the repository.
   * @param limits Same caps as `strata index` (bytes, characters).
   */
  constructor(
    readonly root: string,
    private readonly limits: { maxFileBytes: number; maxLineChars: number },
  ) {}

  /**
   * The discovered files and skipped paths, sorted by path. A listing older than 3 s is still answered
   * at once while a new discovery runs in the background (stale-while-revalidate), so a request never
   * waits for a walk of the repository except the very first.
   */
  async list(): Promise<DiscoveryResult> {
    const now = Date.now();
    if (!this.listing) {
      this.listing = { at: now, result: this.discover() };
    } else if (now - this.listing.at > LISTING_TTL_MS && !this.refreshing) {
      const previous = this.listing;
      this.refreshing = true;
      const next = this.discover();
      previous.at = now;
      next.then(
        () => {
          this.listing = { at: Date.now(), result: next };
          this.refreshing = false;
        },
        () => {
          this.refreshing = false;
        },
      );
    }
    return this.listing.result;
  }

  private refreshing = false;

  private discover(): Promise<DiscoveryResult> {
    return discoverFiles(this.root, { maxFileBytes: this.limits.maxFileBytes });
  }

  /** Paths a request may name: discovered files and files discovery skipped for their content (too large…). */
  private async servablePaths(): Promise<Set<string>> {
    const result = await this.list();
    let set = this.servable.get(result);
    if (!set) {
      set = new Set([...result.files.map((f) => f.path), ...result.skipped.filter((k) => k.reason !== "outside-repository" && k.reason !== "symlink-loop" && k.reason !== "symlink-duplicate" && k.reason !== "secret-file").map((k) => k.path)]);
      this.servable.set(result, set);
    }
    return set;
  }

  /**
   * True when `rel` is one of the repository's files as `strata index` sees them. Ignored files (`.env`
   * under `.gitignore`), vendored folders and `.git` are not: the page lists only these files, and a request
   * naming another one is refused. A path missing from the listing makes discovery run again (at most once
   * a second) so that a file created since is found.
   */
  private async isServable(rel: string): Promise<boolean> {
    if ((await this.servablePaths()).has(rel)) return true;
    if (Date.now() - this.recheckedAt < UNLISTED_RECHECK_MS) return false;
    this.recheckedAt = Date.now();
    const fresh = this.discover();
    this.listing = { at: Date.now(), result: fresh };
    await fresh;
    return (await this.servablePaths()).has(rel);
  }

  /**
   * The text of `requested` (repository-relative).
   * @throws WorkspaceError 403 outside the repository, 404 missing or not one of the repository's files
   *   (ignored by .gitignore/.strataignore, vendored), 400 a directory or a file that is not readable text
   *   (binary, too large, invalid UTF-8 — with the reason).
   */
  async read(requested: string): Promise<RepoFile> {
    const { rel, abs } = resolveInside(this.root, requested);
    if (!(await this.isServable(rel))) {
      throw new WorkspaceError(404, `not one of the repository's files: ${rel} (missing, a folder, ignored by .gitignore/.strataignore, or in a skipped folder such as node_modules)`);
    }
    let stat: fs.Stats;
    try {
      stat = fs.statSync(abs);
    } catch {
      throw new WorkspaceError(404, `not found in the repository: ${rel}`);
    }
    if (!stat.isFile()) throw new WorkspaceError(400, `not a file: ${rel}`);
    const hit = this.texts.get(rel);
    if (hit && statClean({ bytes: hit.bytes, mtimeMs: hit.mtimeMs, checkedAt: hit.readAt }, { bytes: stat.size, mtimeMs: stat.mtimeMs })) return hit;
    await initHash();
    const readAt = Date.now();
    const result = await readSourceFile({ path: rel, absPath: abs, bytes: stat.size }, this.limits);
    if (!result.ok) throw new WorkspaceError(400, `${rel} is not served as text (${result.reason}): ${result.detail}`);
    const file: Cached = {
      path: rel,
      language: detectLanguage(rel, result.text).id,
      text: result.text,
      contentHash: hashBytes(result.bytes),
      bytes: stat.size,
      mtimeMs: stat.mtimeMs,
      readAt,
    };
    this.texts.set(rel, file);
    return file;
  }

  /** Paths of the discovered files in the same folder as `rel` (itself excluded), sorted. */
  async siblings(rel: string): Promise<string[]> {
    const dir = path.posix.dirname(rel);
    const { files } = await this.list();
    return files.map((f) => f.path).filter((p) => p !== rel && path.posix.dirname(p) === dir);
  }
}
