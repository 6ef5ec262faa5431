/**
 * Region data (seed 003 "One fixed tree, several levels of detail"): plain JSON-able values, never
 * parser nodes. Offsets are UTF-16 code units of the text given to {@link buildRegionTree} (JavaScript
 * string indices, what an editor sends), half-open `[start, end)`; byte offsets count the UTF-8 bytes of
 * that same text (a leading BOM counts 1 unit and 3 bytes), so both agree for non-ASCII text.
 */

/** What a region is. `group` is a synthetic grouping region (balancing only, never a code unit). */
export type RegionKind = "file" | "class" | "function" | "method" | "block" | "statement" | "expression" | "group";

/**
 * One region of a file.
 * - `id`: path identity, its place in the tree: `"f"` for the file, then `/<i>` per level, where `i` is
 *   the index among the parent's real children (synthetic groups do not count), e.g. `"f/0/2"`.
 *   Synthetic groups have ids `"<parent id>/g<a>-<b>"` (real child indices `a..b`, inclusive).
 *   Independent of granularity (seed: "a separate path identity").
 * - `contentHash`: xxHash64 (16 hex digits, `shared/hash.ts`) of the exact region text
 *   `text.slice(start, end)`; identical code anywhere has the same hash.
 * - `start`/`end`: UTF-16 code units, end exclusive; `startByte`/`endByte`: UTF-8 bytes;
 *   `startLine`/`endLine`: 1-based; a line break is `\r\n`, `\n` or a lone `\r`.
 * - `synthetic`: present (true) only on `group` regions.
 * - `children`: in source order, non-overlapping, each inside this region.
 */
export interface Region {
  id: string;
  kind: RegionKind;
  name?: string;
  start: number;
  end: number;
  startByte: number;
  endByte: number;
  startLine: number;
  endLine: number;
  contentHash: string;
  synthetic?: true;
  children: Region[];
}

/** The region tree of one file; `root` is the `file` region `[0, text.length)`. */
export interface RegionTree {
  formatVersion: 1;
  path: string;
  language: string;
  root: Region;
}

/** A source file for region building or reference search. `language` is a registry id (`detectLanguage`). */
export interface RegionSource {
  path: string;
  text: string;
  language: string;
}

/** A highlight in UTF-16 code units; an inverted range (`start > end`) is normalized. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * The explored regions of one file (seed: "a non-overlapping set of regions covering the file"):
 * ids of real (non-synthetic) regions in source order; no id is an ancestor of another, and every
 * code unit of the file lies in exactly one of them (text between sibling units, such as blank lines
 * and comments, belongs to the refined parent and to no frontier region).
 */
export interface Frontier {
  regionIds: string[];
}

/** How a name occurrence is used; `text` is a word-boundary match in a file without a grammar. */
export type ReferenceKind = "definition" | "call" | "import" | "text";

/**
 * One occurrence of a name (seed: "name-based navigation, not scope-resolved symbol analysis").
 * `start`/`end` in UTF-16 code units; `line` and `column` 1-based, `column` in UTF-16 code units.
 */
export interface Reference {
  path: string;
  name: string;
  kind: ReferenceKind;
  start: number;
  end: number;
  line: number;
  column: number;
}
