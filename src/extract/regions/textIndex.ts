/**
 * Offsets of one text in the three units regions use: UTF-16 code units (JavaScript
 * string indices, what web-tree-sitter's `startIndex` is and what an editor sends), UTF-8 bytes, and
 * 1-based lines. A line break is `\r\n`, `\n` or a lone `\r` (CR-only files still have lines).
 */

/** Offset tables of one text, built once in O(length). */
export class TextIndex {
  /** `bytes[i]`: UTF-8 bytes before UTF-16 index `i`, for `i` in `0..length`. */
  private readonly bytes: Uint32Array;
  /** UTF-16 index where each line starts; `lineStarts[0] = 0`. */
  private readonly lineStarts: number[];

  constructor(readonly text: string) {
    const n = text.length;
    this.bytes = new Uint32Array(n + 1);
    this.lineStarts = [0];
    let total = 0;
    for (let i = 0; i < n; i++) {
      this.bytes[i] = total;
      const c = text.charCodeAt(i);
      if (c < 0x80) total += 1;
      else if (c < 0x800) total += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && isLowSurrogate(text.charCodeAt(i + 1))) {
        // A surrogate pair is one code point of 4 bytes; the index between its halves is not a boundary
        // and maps to the byte offset after the pair.
        total += 4;
        this.bytes[i + 1] = total;
        i++;
      } else total += 3; // BMP, and lone surrogates (encoded as U+FFFD, 3 bytes)
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.lineStarts.push(i + 1);
    }
    this.bytes[n] = total;
  }

  /** UTF-8 byte offset of UTF-16 index `index` (clamped to the text). */
  byteOffset(index: number): number {
    return this.bytes[clamp(index, 0, this.text.length)]!;
  }

  /** 1-based line of the character at UTF-16 index `index` (a line break belongs to the line it ends). */
  lineOf(index: number): number {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** 1-based column of UTF-16 index `index`, counted in UTF-16 code units. */
  columnOf(index: number): number {
    return index - this.lineStarts[this.lineOf(index) - 1]! + 1;
  }

  /** Last line of the range `[start, end)`: the line of its last character; `start`'s line when empty. */
  endLineOf(start: number, end: number): number {
    return this.lineOf(end > start ? end - 1 : start);
  }
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** True for the whitespace a region never ends with: space, tab, `\n`, `\r`, form feed, vertical tab. */
export function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11;
}
