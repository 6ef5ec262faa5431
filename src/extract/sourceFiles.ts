/**
 * The one reader of source text for `strata index` (STYLE §1, "one reader of source text"): every stage
 * discovers, reads and hashes files through a {@link SourceFiles} port handed to it in the stage context.
 *
 * - {@link diskSourceFiles} reads the repository on disk; {@link memorySourceFiles} holds files in memory, so
 *   a test can index a repository without a folder and count how often each file is read.
 * - A file read once in a run is not read again: {@link SourceFiles.read} remembers the text with the content
 *   hash of its bytes, and {@link SourceFiles.indexedText} answers from that memory when the hash matches. A later
 *   run of the same process (a watcher's update) takes a text remembered on disk without reading the file when its
 *   size and mtime are as at that read (git's racily-clean rule, racyClean.ts).
 * - Later stages ask for a file's text with the content hash its stored row was extracted from, and get
 *   nothing when the file no longer has those bytes: a stage never pairs a stored contract, span or graph
 *   node with text that changed after extraction (the content-hash layer of seed `000_2a42ff7c47e3b4f9.txt`
 *   Table 7.1).
 */
import fs from "node:fs";
import path from "node:path";
import { hashBytes, initHash } from "../shared/hash.js";
import { statClean } from "../shared/racyClean.js";
import { discoverFiles, type DiscoverOptions, type DiscoveredFile, type DiscoveryResult } from "./discover.js";
import { DEFAULT_MAX_FILE_BYTES, tooLargeDetail } from "./files/sizes.js";
import { readSourceBytes, readSourceFile, type ReadOptions, type ReadResult } from "./read.js";
import { redactSecrets } from "./secrets/redact.js";
import { secretFileDetail, secretFileKind } from "./secrets/secretFiles.js";

/** Discovery, reading and hashing of a repository's source files, for every stage of one `strata index` run. */
export interface SourceFiles {
  /** Absolute repository root. */
  readonly root: string;
  /**
   * The files to index and the skipped ones, sorted by path.
   * @throws Error naming the root when it cannot be listed (disk: missing or not a directory).
   */
  discover(options?: Partial<DiscoverOptions>): Promise<DiscoveryResult>;
  /**
   * Reads a discovered file with every check of `readSourceFile` (size, encoding, binary, minified) and masks
   * secrets. A successful read is remembered for the run with its content hash. Never throws.
   */
  read(file: DiscoveredFile, options?: Partial<ReadOptions>): Promise<ReadResult & { contentHash?: string }>;
  /**
   * The text of an indexed file when its bytes still hash to `contentHash` (the hash its stored row was made
   * from); undefined when the file is gone, unreadable, or changed since. Answers from the run's memory when it
   * can, so a file is read from its storage at most once per run while it does not change. Never throws.
   */
  indexedText(relPath: string, contentHash: string): Promise<string | undefined>;
  /** How many times each path's bytes were read from storage (disk or memory) through this port. */
  readonly reads: ReadonlyMap<string, number>;
}

/** Where a {@link SourceFiles} gets bytes from. */
interface SourceStorage {
  root: string;
  discover(options?: Partial<DiscoverOptions>): Promise<DiscoveryResult>;
  /** The full checked read of a discovered file. */
  read(file: DiscoveredFile, options?: Partial<ReadOptions>): Promise<ReadResult>;
  /** Raw bytes, or undefined when the file cannot be read. */
  bytes(relPath: string): Promise<Buffer | undefined>;
  /** Size in bytes and mtime (ms since the epoch) now, or undefined when unknown; absent where storage keeps none. */
  stat?(relPath: string): { bytes: number; mtimeMs: number } | undefined;
}

/**
 * Texts by path, each with the content hash of the bytes it was decoded and masked from, and (disk) the file's size
 * and mtime as discovered in the run that read it, with the moment of the read (`checkedAt`, ms since the epoch).
 */
type TextMemory = Map<string, { contentHash: string; text: string; stat?: { bytes: number; mtimeMs: number; checkedAt: number } }>;

/**
 * The masked texts of the last repository read from disk in this process, by path, with each file's size and mtime
 * at the read: a later run (`strata watch`, `strata mcp` update the index in one process) takes the text without a
 * read when size and mtime are unchanged and racily clean, else reads and hashes the bytes and reuses the text when the
 * hash is the one it was masked from (decoding and secret masking cost more than the read). One root at a time.
 */
let diskTexts: { root: string; texts: TextMemory } | undefined;

/** The port over a storage, with the run's memory of texts read. */
class RememberingSourceFiles implements SourceFiles {
  private readonly texts: TextMemory = new Map();
  private readonly counts = new Map<string, number>();

  /** @param masked Texts masked by earlier runs (content hash → text per path), reused when the bytes still hash the same. */
  constructor(
    private readonly storage: SourceStorage,
    private readonly masked?: TextMemory,
  ) {}

  get root(): string {
    return this.storage.root;
  }

  get reads(): ReadonlyMap<string, number> {
    return this.counts;
  }

  discover(options?: Partial<DiscoverOptions>): Promise<DiscoveryResult> {
    return this.storage.discover(options);
  }

  async read(file: DiscoveredFile, options?: Partial<ReadOptions>): Promise<ReadResult & { contentHash?: string }> {
    await initHash();
    this.count(file.path);
    const checkedAt = Date.now();
    const result = await this.storage.read(file, options);
    if (!result.ok) return result;
    const contentHash = hashBytes(result.bytes);
    this.texts.set(file.path, { contentHash, text: result.text });
    this.masked?.set(file.path, { contentHash, text: result.text, ...statAt(file, checkedAt) });
    return { ...result, contentHash };
  }

  async indexedText(relPath: string, contentHash: string): Promise<string | undefined> {
    const known = this.texts.get(relPath);
    if (known?.contentHash === contentHash) return known.text;
    const earlier = this.masked?.get(relPath);
    const checkedAt = Date.now();
    const now = earlier?.contentHash === contentHash ? this.storage.stat?.(relPath) : undefined;
    // An earlier run of this process read these bytes and the file's size and mtime are as they were then (git's
    // racily-clean rule, racyClean.ts): no read and no hash (a watcher's update otherwise reads every file).
    if (earlier && now && statClean(earlier.stat, now)) {
      this.texts.set(relPath, { contentHash, text: earlier.text });
      return earlier.text;
    }
    await initHash();
    this.count(relPath);
    // Size and mtime before the bytes: an edit between the two then shows as a later mtime next time, never as text
    // remembered under the new mtime.
    const stat = now ?? this.storage.stat?.(relPath);
    const bytes = await this.storage.bytes(relPath);
    if (!bytes || hashBytes(bytes) !== contentHash) return undefined;
    // `ignoreBOM: false` drops a leading BOM, as the extractor's read does; the file passed its checks when indexed.
    const text = earlier?.contentHash === contentHash ? earlier.text : (await redactSecrets(new TextDecoder("utf-8").decode(bytes), relPath)).text;
    this.texts.set(relPath, { contentHash, text });
    this.masked?.set(relPath, { contentHash, text, ...(stat && stat.bytes === bytes.length ? { stat: { ...stat, checkedAt } } : {}) });
    return text;
  }

  private count(relPath: string): void {
    this.counts.set(relPath, (this.counts.get(relPath) ?? 0) + 1);
  }
}

/** A discovered file's size and mtime with the moment it was read, when its mtime is known. */
function statAt(file: DiscoveredFile, checkedAt: number): { stat?: { bytes: number; mtimeMs: number; checkedAt: number } } {
  return file.mtimeMs === undefined ? {} : { stat: { bytes: file.bytes, mtimeMs: file.mtimeMs, checkedAt } };
}

/** The repository at `root` on disk: discovery with its ignore rules, reads with every check. */
export function diskSourceFiles(root: string): SourceFiles {
  const abs = path.resolve(root);
  if (diskTexts?.root !== abs) diskTexts = { root: abs, texts: new Map() };
  const storage: SourceStorage = {
    root: abs,
    discover: (options) => discoverFiles(abs, options),
    stat(relPath) {
      try {
        const st = fs.statSync(path.join(abs, relPath));
        return st.isFile() ? { bytes: st.size, mtimeMs: st.mtimeMs } : undefined;
      } catch {
        return undefined;
      }
    },
    read: (file, options) => readSourceFile(file, options),
    // A synchronous read: a stage asks for every file of the repository in turn, and for small files the thread
    // pool's round trip costs several times the read (measured: 1,549 files in 45 ms synchronously, 185 ms awaited).
    bytes(relPath) {
      try {
        return Promise.resolve(fs.readFileSync(path.join(abs, relPath)));
      } catch {
        return Promise.resolve(undefined);
      }
    },
  };
  return new RememberingSourceFiles(storage, diskTexts.texts);
}

/** A {@link SourceFiles} held in memory, whose files a test can change between runs. */
export interface MemorySourceFiles extends SourceFiles {
  /** Writes (or replaces) a file; its modification time moves forward by 1 ms, as an edit on disk would. */
  write(relPath: string, content: string | Uint8Array): void;
  /** Deletes a file. */
  remove(relPath: string): void;
}

/**
 * Files held in memory under a notional `root` (absolute; nothing is read there). Discovery lists every file
 * sorted by path, skipping credential files by name (unless `includeSecretFiles`) and files over `maxFileBytes`;
 * ignore rules (`.gitignore`) are not applied.
 */
export function memorySourceFiles(root: string, files: Record<string, string | Uint8Array>): MemorySourceFiles {
  const abs = path.resolve(root);
  const held = new Map<string, { bytes: Buffer; mtimeMs: number }>();
  let clock = 1_000;
  const write = (relPath: string, content: string | Uint8Array): void => {
    clock += 1;
    held.set(relPath, { bytes: typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content), mtimeMs: clock });
  };
  for (const [relPath, content] of Object.entries(files)) write(relPath, content);
  const port = new RememberingSourceFiles({
    root: abs,
    async discover(options) {
      const maxFileBytes = options?.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
      const result: DiscoveryResult = { files: [], skipped: [], ignoredCount: 0 };
      for (const relPath of [...held.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        const file = held.get(relPath)!;
        const secret = options?.includeSecretFiles ? undefined : secretFileKind(relPath);
        if (secret) result.skipped.push({ path: relPath, reason: "secret-file", detail: secretFileDetail(secret) });
        else if (file.bytes.length > maxFileBytes) result.skipped.push({ path: relPath, reason: "too-large", detail: tooLargeDetail(file.bytes.length, maxFileBytes) });
        else result.files.push({ path: relPath, absPath: path.join(abs, relPath), bytes: file.bytes.length, mtimeMs: file.mtimeMs });
      }
      return result;
    },
    async read(file, options) {
      const held_ = held.get(file.path);
      if (!held_) return { ok: false, reason: "unreadable", detail: "could not read the file (ENOENT); check that it exists and is readable" };
      return readSourceBytes(held_.bytes, file.path, options);
    },
    async bytes(relPath) {
      return held.get(relPath)?.bytes;
    },
  });
  return Object.assign(port, {
    write,
    remove: (relPath: string): void => void held.delete(relPath),
  }) as MemorySourceFiles;
}
