/** The shapes discovery gives (a leaf module: discovery, reading and the skip tables all use them). */

/** Options of {@link discoverFiles}; every field has a default. */
export interface DiscoverOptions {
  /** Cap in bytes, from `stat`; larger files are skipped as `too-large` without being read. Default 1,048,576 (1 MiB). */
  maxFileBytes: number;
  /**
   * Whether credential files by name (`.env*`, `*.pem`, `*.key`, `id_rsa*`, credentials files; see
   * `secrets/secretFiles.ts`) are listed. Default false: they are `secret-file` entries and never read.
   */
  includeSecretFiles: boolean;
}

/** A file to index. */
export interface DiscoveredFile {
  /** Repository-relative path with `/` separators (the link's path for a file reached through a symlink). */
  path: string;
  /** Absolute path to open: the resolved root joined with `path`. */
  absPath: string;
  /** Size in bytes, from `stat` (of the link target for a symlink). */
  bytes: number;
  /** Modification time from `stat`, ms since the Unix epoch; absent when not known. */
  mtimeMs?: number;
}

/** Why a path is not indexed. Discovery gives all but `invalid-utf8`; `read.ts` gives the content-based ones. */
export type SkipReason =
  | "vendored"
  | "generated"
  | "lockfile"
  | "minified"
  | "binary"
  | "too-large"
  | "symlink-loop"
  | "symlink-duplicate"
  | "unreadable"
  | "invalid-utf8"
  | "outside-repository"
  | "secret-file";

/** A path that is not indexed. A skipped directory is one entry; nothing below it is listed. */
export interface SkippedFile {
  /** Repository-relative path with `/` separators; `.` for the root itself. */
  path: string;
  reason: SkipReason;
  /** A sentence naming what is wrong and how to change it (the setting, the flag or the ignore line). */
  detail: string;
}

/** Everything one walk found. */
export interface DiscoveryResult {
  /** Files to read, sorted by `path` in plain UTF-16 code-unit order. */
  files: DiscoveredFile[];
  /** Skipped paths, sorted by `path` in the same order. */
  skipped: SkippedFile[];
  /** Paths excluded by ignore rules; an excluded directory counts once, whatever it holds. */
  ignoredCount: number;
}
