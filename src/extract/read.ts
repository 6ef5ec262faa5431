/**
 * The only place in the extract stage that reads file contents from disk (STYLE §4, "I/O at the edges").
 * A file that cannot become text is an outcome, not an exception (STYLE §4, "Bad files are outcomes"):
 * {@link readSourceFile} returns `ok: false` with a reason and a sentence, and never throws.
 *
 * Checks, in order: size (from `fstat`, before reading), UTF-16/UTF-32 byte-order mark, binary content,
 * UTF-8 validity, line shape (minified).
 */
import fs from "node:fs";
import { isBinaryFile } from "isbinaryfile";
import type { DiscoveredFile, SkipReason } from "./files/discoveryTypes.js";
import { DEFAULT_MAX_FILE_BYTES, tooLargeDetail } from "./files/sizes.js";
import { firstInvalidUtf8Offset, lineOfByte } from "./files/utf8.js";
import { DEFAULT_MAX_LINE_CHARS, MINIFIED_MEAN_LINE_CHARS, looksMinified, measureLines } from "./files/lineShape.js";
import { redactSecrets } from "./secrets/redact.js";

/**
 * A file read as text (`ok: true`), or why it was not (`ok: false`).
 * - `text`: the decoded UTF-8 with a leading BOM removed, and every detected secret value masked
 *   (`secrets/redact.ts`); line endings are left as they are.
 * - `bytes`: the raw file content, BOM included (content hashes are taken over it).
 * - `hadBom`: whether the file started with the UTF-8 BOM `EF BB BF`.
 * - `detail`: a sentence naming what is wrong and how to change it.
 */
export type ReadResult =
  | { ok: true; text: string; bytes: Buffer; hadBom: boolean }
  | { ok: false; reason: SkipReason; detail: string };

/** Options of {@link readSourceFile}; every field has a default. */
export interface ReadOptions {
  /** Cap in bytes; default 1,048,576 (1 MiB). Larger files give `too-large` without being read. */
  maxFileBytes: number;
  /** Longest allowed line, in UTF-16 code units, before the mean-length test applies; default 5,000. */
  maxLineChars: number;
}

/** git's rule (`buffer_is_binary`): a NUL byte in the first 8,000 bytes makes a file binary. */
const GIT_BINARY_SCAN_BYTES = 8_000;

const WIDE_BOMS: ReadonlyArray<{ bytes: readonly number[]; name: string }> = [
  { bytes: [0x00, 0x00, 0xfe, 0xff], name: "UTF-32 BE (byte-order mark 00 00 FE FF)" },
  { bytes: [0xff, 0xfe, 0x00, 0x00], name: "UTF-32 LE (byte-order mark FF FE 00 00)" },
  { bytes: [0xfe, 0xff], name: "UTF-16 BE (byte-order mark FE FF)" },
  { bytes: [0xff, 0xfe], name: "UTF-16 LE (byte-order mark FF FE)" },
];

const RESAVE = "strata reads UTF-8 only: re-save the file as UTF-8";

/** {@link ReadResult} before secret redaction. */
type Decoded = { ok: true; text: string; bytes: Buffer; hadBom: boolean } | { ok: false; reason: SkipReason; detail: string };

const skip = (reason: SkipReason, detail: string): { ok: false; reason: SkipReason; detail: string } => ({ ok: false, reason, detail });

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? code : "EUNKNOWN";
}

/**
 * Reads `file.absPath` as UTF-8 source text.
 *
 * Outcomes (`ok: false`), each with a `detail` sentence:
 * - `too-large`: over `maxFileBytes` (checked on the open handle, so a file that grew since discovery is
 *   still caught without reading it);
 * - `invalid-utf8`: a UTF-16/32 byte-order mark, or the first ill-formed byte, given as a 0-based byte
 *   offset and a 1-based line;
 * - `binary`: `isbinaryfile` on the first 512 bytes, or a NUL byte in the first 8,000 (git's rule), e.g.
 *   a PNG named `x.ts`;
 * - `minified`: longest line over `maxLineChars` and mean line over 500 characters;
 * - `unreadable`: the error code (`EACCES`, `ENOENT`, `EISDIR`, …).
 *
 * Never throws.
 */
export async function readSourceFile(file: DiscoveredFile, options?: Partial<ReadOptions>): Promise<ReadResult> {
  const maxFileBytes = options?.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  let bytes: Buffer;
  try {
    const handle = await fs.promises.open(file.absPath, "r");
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return skip("unreadable", "not a regular file; only regular files are read");
      if (stat.size > maxFileBytes) return skip("too-large", tooLargeDetail(stat.size, maxFileBytes));
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    return skip("unreadable", `could not read the file (${errorCode(error)}); check that it exists and is readable`);
  }
  return readSourceBytes(bytes, file.path, options);
}

/**
 * The checks of {@link readSourceFile} after the file is read, on bytes already in memory (`relPath` is the
 * repository-relative path, for secret detection): size cap, encoding, binary, minified, then secret masking.
 * Never throws.
 */
export async function readSourceBytes(bytes: Buffer, relPath: string, options?: Partial<ReadOptions>): Promise<ReadResult> {
  const maxFileBytes = options?.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  if (bytes.length > maxFileBytes) return skip("too-large", tooLargeDetail(bytes.length, maxFileBytes));
  const decoded = await decodeSource(bytes, options?.maxLineChars ?? DEFAULT_MAX_LINE_CHARS);
  if (!decoded.ok) return decoded;
  const redacted = await redactSecrets(decoded.text, relPath);
  return { ...decoded, text: redacted.text };
}

/**
 * Reads `absPath` as UTF-8 text with detected secret values masked, for readers outside `strata index`
 * (references): the text {@link readSourceFile} gives, less the checks. `relPath` is the repository-relative
 * path. Undefined when the file cannot be read. Stages of `strata index` read through a `SourceFiles` port.
 */
export async function readSourceText(absPath: string, relPath: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await fs.promises.readFile(absPath, "utf8");
  } catch {
    return undefined;
  }
  return (await redactSecrets(text, relPath)).text;
}

/** Classifies and decodes file content already in memory; the checks after the size cap. */
async function decodeSource(bytes: Buffer, maxLineChars: number): Promise<Decoded> {
  const wide = WIDE_BOMS.find((bom) => bom.bytes.every((b, i) => bytes[i] === b));
  if (wide) return skip("invalid-utf8", `file is ${wide.name}; ${RESAVE}`);
  if ((await isBinaryFile(bytes, bytes.length)) || bytes.subarray(0, GIT_BINARY_SCAN_BYTES).includes(0)) {
    return skip("binary", "content is binary (a NUL byte or mostly non-text bytes near the start); not indexed");
  }
  const hadBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let text: string;
  try {
    // `ignoreBOM: false` (the default) makes the decoder drop a leading BOM.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const offset = Math.max(0, firstInvalidUtf8Offset(bytes));
    return skip(
      "invalid-utf8",
      `invalid UTF-8 at byte ${offset} (line ${lineOfByte(bytes, offset)}); ${RESAVE} (it may be Latin-1 or Windows-1252)`,
    );
  }
  const shape = measureLines(text);
  if (looksMinified(shape, maxLineChars)) {
    return skip(
      "minified",
      `longest line is ${shape.longest} characters (over maxLineChars ${maxLineChars}) and lines average ` +
        `${Math.round(shape.mean)} (over ${MINIFIED_MEAN_LINE_CHARS}): minified or machine-written; raise maxLineChars (strata.config.json, STRATA_MAX_LINE_CHARS or --max-line-chars) to index it`,
    );
  }
  return { ok: true, text, bytes, hadBom };
}

/**
 * Reads an ignore-rules file (`.gitignore`, `.strataignore`, `.git/info/exclude`) for discovery, as UTF-8
 * with invalid bytes replaced. `ok: false` carries the error code; `ENOENT` means there is no such file.
 */
export async function readRulesFile(absPath: string): Promise<{ ok: true; text: string } | { ok: false; code: string }> {
  try {
    return { ok: true, text: await fs.promises.readFile(absPath, "utf8") };
  } catch (error) {
    return { ok: false, code: errorCode(error) };
  }
}
