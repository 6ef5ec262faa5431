/** Builds one {@link Region} value over a range of an indexed text (real regions and synthetic groups). */
import { hashText } from "../../shared/hash.js";
import type { TextIndex } from "./textIndex.js";
import type { Region } from "./types.js";

/**
 * A region over `[start, end)` (UTF-16) of the indexed text, with bytes, 1-based lines and the
 * xxHash64 of its exact text. @throws Error when `initHash()` has not resolved.
 */
export function makeRegion(index: TextIndex, id: string, kind: Region["kind"], start: number, end: number, children: Region[]): Region {
  const region: Region = {
    id,
    kind,
    start,
    end,
    startByte: index.byteOffset(start),
    endByte: index.byteOffset(end),
    startLine: index.lineOf(start),
    endLine: index.endLineOf(start, end),
    contentHash: hashText(index.text.slice(start, end)),
    children,
  };
  return region;
}
