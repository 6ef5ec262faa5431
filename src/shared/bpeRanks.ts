/**
 * A BPE rank table that loads in milliseconds, and exact token counting over it.
 *
 * Why: gpt-tokenizer builds its o200k_base encoder from a 2.4 MB JavaScript module of 200k strings and a `Map` over
 * them; compiling the module and building the map took ~0.6 s of CPU, most of `strata context` from the shell
 * (a JSON copy of the array still took ~0.3 s: 200k strings and a map, whatever their source). tiktoken's WASM
 * build (~0.9 s) and js-tiktoken (~1.8 s) load slower still. Here the ranks are one binary file written at build
 * time from gpt-tokenizer's own rank data (`npm run build`, src/scripts/writeTokenRanks.ts): every token's bytes
 * end to end, their offsets, and an open-addressing hash table over them, read as typed arrays with no
 * per-token object.
 *
 * Counting follows tiktoken's `encode_ordinary`: the encoding's split regex (gpt-tokenizer's, the same object its
 * encoder uses) cuts the text into pieces; a piece that is a token counts 1, else its UTF-8 bytes are merged by
 * lowest rank (tiktoken `_byte_pair_merge`) and count as the parts left. Special-token text is ordinary text.
 * tests/shared/bpeRanks.test.ts checks the counts equal gpt-tokenizer's on real source files.
 *
 * Ranks gpt-tokenizer cannot reach are left out (see `reachableBytes`), so the counts are gpt-tokenizer's.
 *
 * File layout (little-endian u32): magic `SRK1`, token count N, byte length B, slot count S (a power of two), then
 * N + 1 byte offsets, S slots (rank + 1 of the token hashed there, 0 = empty; FNV-1a over the bytes, linear
 * probing), then the B bytes.
 */

const MAGIC = 0x314b5253; // "SRK1" read as a little-endian u32
const HEADER_U32 = 4;
const NO_RANK = 0x7fffffff;

/** FNV-1a (32-bit) of `bytes[start, end)`. */
function fnv1a(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A token gpt-tokenizer ships as bytes, or nothing when those bytes are valid UTF-8: gpt-tokenizer looks up valid
 * UTF-8 among its string tokens only, so it never finds such a token (o200k_base has 9, each starting with a byte-order
 * mark: a BOM before `using` counts 2 there, 1 in tiktoken). Counts here stay gpt-tokenizer's.
 */
function reachableBytes(bytes: Uint8Array): Uint8Array {
  try {
    STRICT_UTF8.decode(bytes);
    return new Uint8Array(0);
  } catch {
    return bytes;
  }
}

/** The ranks of one BPE encoding, looked up by a token's bytes. */
export class BpeRanks {
  private readonly mask: number;

  private constructor(
    private readonly offsets: Uint32Array,
    private readonly slots: Uint32Array,
    private readonly bytes: Uint8Array,
  ) {
    this.mask = slots.length - 1;
  }

  /**
   * The table serialized as in the module doc, from ranks as gpt-tokenizer ships them: index = rank, value = the
   * token as a string (its UTF-8 bytes) or as its bytes; a hole is a rank with no token.
   */
  static serialize(ranks: readonly (string | readonly number[] | undefined)[]): Uint8Array {
    const encoder = new TextEncoder();
    const tokens = Array.from(ranks, (r) => (r === undefined ? new Uint8Array(0) : typeof r === "string" ? encoder.encode(r) : reachableBytes(Uint8Array.from(r))));
    const total = tokens.reduce((s, t) => s + t.length, 0);
    let slotCount = 1;
    while (slotCount < tokens.length * 2) slotCount *= 2;
    const words = new Uint32Array(HEADER_U32 + tokens.length + 1 + slotCount);
    words.set([MAGIC, tokens.length, total, slotCount]);
    const offsets = words.subarray(HEADER_U32, HEADER_U32 + tokens.length + 1);
    const slots = words.subarray(HEADER_U32 + tokens.length + 1);
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const [rank, token] of tokens.entries()) {
      offsets[rank] = at;
      bytes.set(token, at);
      at += token.length;
      if (!token.length) continue;
      let slot = fnv1a(bytes, at - token.length, at) & (slotCount - 1);
      while (slots[slot] !== 0) slot = (slot + 1) & (slotCount - 1);
      slots[slot] = rank + 1;
    }
    offsets[tokens.length] = at;
    const out = new Uint8Array(words.byteLength + total);
    out.set(new Uint8Array(words.buffer), 0);
    out.set(bytes, words.byteLength);
    return out;
  }

  /**
   * Reads a table written by {@link serialize}. Views the file's bytes without copying them when they are
   * 4-byte aligned. Little-endian platforms only (every platform Node ships for).
   * @throws Error for a file that is not such a table (wrong magic or length).
   */
  static fromBytes(file: Uint8Array): BpeRanks {
    const aligned = file.byteOffset % 4 === 0 ? file : file.slice();
    const header = new Uint32Array(aligned.buffer, aligned.byteOffset, HEADER_U32);
    const [magic, count, total, slotCount] = header as unknown as [number, number, number, number];
    const words = HEADER_U32 + count + 1 + slotCount;
    if (magic !== MAGIC || aligned.byteLength !== words * 4 + total) throw new Error("not a BPE rank table (or one of another version): rebuild it with `npm run build`");
    const offsets = new Uint32Array(aligned.buffer, aligned.byteOffset + HEADER_U32 * 4, count + 1);
    const slots = new Uint32Array(aligned.buffer, aligned.byteOffset + (HEADER_U32 + count + 1) * 4, slotCount);
    return new BpeRanks(offsets, slots, new Uint8Array(aligned.buffer, aligned.byteOffset + words * 4, total));
  }

  /** Number of ranks (holes included). */
  get size(): number {
    return this.offsets.length - 1;
  }

  /** The rank of the token whose bytes are `bytes[start, end)`; {@link NO_RANK} when there is none. */
  rank(bytes: Uint8Array, start: number, end: number): number {
    const length = end - start;
    let slot = fnv1a(bytes, start, end) & this.mask;
    for (;;) {
      const entry = this.slots[slot]!;
      if (entry === 0) return NO_RANK;
      const at = this.offsets[entry - 1]!;
      if (this.offsets[entry]! - at === length) {
        let i = 0;
        while (i < length && this.bytes[at + i] === bytes[start + i]) i++;
        if (i === length) return entry - 1;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Tokens of one piece's UTF-8 bytes `bytes[0, length)` after BPE merges (tiktoken's `_byte_pair_merge`: merge
   * the adjacent pair of lowest rank, leftmost first, until no pair is a token).
   */
  mergedCount(bytes: Uint8Array, length: number): number {
    if (length <= 1) return length;
    // parts[i] = start of part i; ranks[i] = rank of parts i and i + 1 merged. Entries length - 1 and length are
    // the last byte's start and the end.
    const starts = new Int32Array(length + 1);
    const ranks = new Int32Array(length + 1);
    for (let i = 0; i <= length; i++) {
      starts[i] = i;
      ranks[i] = i < length - 1 ? this.rank(bytes, i, i + 2) : NO_RANK;
    }
    let parts = length + 1;
    const rankAt = (i: number): number => (i + 3 < parts ? this.rank(bytes, starts[i]!, starts[i + 3]!) : NO_RANK);
    for (;;) {
      let min = NO_RANK;
      let at = -1;
      for (let i = 0; i < parts - 1; i++) {
        if (ranks[i]! < min) {
          min = ranks[i]!;
          at = i;
        }
      }
      if (at < 0) break;
      if (at > 0) ranks[at - 1] = rankAt(at - 1);
      ranks[at] = rankAt(at);
      starts.copyWithin(at + 1, at + 2, parts);
      ranks.copyWithin(at + 1, at + 2, parts);
      parts--;
    }
    return parts - 1;
  }
}

/** Pieces whose counts a counter remembers before it starts afresh (pieces repeat: words, indentation). */
const PIECE_CACHE_LIMIT = 100_000;

/**
 * A counter of the BPE tokens of a text: `split` is the encoding's pre-tokenizer regex (global, unicode), `ranks`
 * its table. Special-token text such as `<|endoftext|>` counts as ordinary text.
 */
export function bpeCounter(ranks: BpeRanks, split: RegExp): (text: string) => number {
  const encoder = new TextEncoder();
  let buffer = new Uint8Array(1024);
  const cache = new Map<string, number>();
  const pieceCount = (piece: string): number => {
    const cached = cache.get(piece);
    if (cached !== undefined) return cached;
    // A UTF-16 unit is at most 3 UTF-8 bytes.
    if (buffer.length < piece.length * 3) buffer = new Uint8Array(piece.length * 3);
    const { written } = encoder.encodeInto(piece, buffer);
    const count = ranks.rank(buffer, 0, written) !== NO_RANK ? 1 : ranks.mergedCount(buffer, written);
    if (cache.size >= PIECE_CACHE_LIMIT) cache.clear();
    cache.set(piece, count);
    return count;
  };
  return (text) => {
    let count = 0;
    for (const [piece] of text.matchAll(split)) count += pieceCount(piece);
    return count;
  };
}
