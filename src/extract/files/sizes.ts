/**
 * File-size cap shared by discovery and reading, and the sentence both use when a file is over it.
 */

/** Default cap on a source file, in bytes: 1 MiB. */
export const DEFAULT_MAX_FILE_BYTES = 1_048_576;

/** `bytes` for people: `512 bytes`, `3.5 KB`, `5.0 MB` (1 KB = 1,024 bytes, 1 MB = 1,048,576 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/**
 * The `too-large` detail: names the size (from 1 KB on, exact bytes too, since rounding can make both
 * sides read "1.0 MB"), the cap and the settings that raise it.
 */
export function tooLargeDetail(bytes: number, maxFileBytes: number): string {
  const exact = bytes >= 1024 ? ` (${bytes} bytes)` : "";
  return `${formatBytes(bytes)}${exact} exceeds the ${formatBytes(maxFileBytes)} cap (raise maxFileBytes in strata.config.json, STRATA_MAX_FILE_BYTES or --max-file-size)`;
}
