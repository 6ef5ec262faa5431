/**
 * Selection to region (seed 003 "From a highlight to an answer").
 *
 * 1. An inverted range is swapped; the range is clamped to the file.
 * 2. From the root, descend into the child (synthetic groups included, they only narrow the search)
 *    that contains the range: `start <= s && e <= end` for a highlight; for a caret (`s == e`),
 *    `start <= s < end`, or else `end == s` (a caret just after a unit's last character is in it).
 * 3. The deepest real region reached is the answer (a group answers with its real parent)...
 * 4. ...except at the root: a highlight that overlaps top-level units without fitting in one selects
 *    the first top-level unit it overlaps (the unit at the highlight's start), not the file, unless it
 *    covers every top-level unit (then the file). Text outside units (blank lines, trailing newline,
 *    comments between units) is thereby ignored.
 */
import { realChildren, realParent } from "./navigate.js";
import type { Region, RegionTree, TextRange } from "./types.js";

/**
 * The region a highlight selects (see the module comment).
 * @param range UTF-16 code units, as an editor sends them.
 * @throws RangeError when an offset is not a finite number.
 */
export function selectRegion(tree: RegionTree, range: TextRange): Region {
  if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) {
    throw new RangeError(`${tree.path}: selection offsets must be numbers, got [${range.start}, ${range.end})`);
  }
  const length = tree.root.end;
  const s = clamp(Math.min(range.start, range.end), length);
  const e = clamp(Math.max(range.start, range.end), length);
  let region = tree.root;
  for (;;) {
    const child = s === e ? caretChild(region.children, s) : region.children.find((c) => c.start <= s && e <= c.end);
    if (!child) break;
    region = child;
  }
  if (region.synthetic) region = realParent(tree, region.id) ?? tree.root;
  if (region !== tree.root || s === e) return region;
  const units = realChildren(tree.root);
  const overlapping = units.filter((u) => u.start < e && s < u.end);
  const first = overlapping[0];
  const last = units.at(-1);
  if (!first || !last || (s <= units[0]!.start && last.end <= e)) return tree.root;
  return first;
}

/**
 * The top-level units a highlight crosses when {@link selectRegion} answered with the first of them instead of
 * the file (seed 003: "the viewer separates the overlapping units"), in source order; `[]` otherwise (the
 * highlight fits in one unit, is a caret, or covers every top-level unit). The page offers them as choices.
 */
export function crossedUnits(tree: RegionTree, range: TextRange): Region[] {
  const selected = selectRegion(tree, range);
  if (selected === tree.root) return [];
  const length = tree.root.end;
  const s = clamp(Math.min(range.start, range.end), length);
  const e = clamp(Math.max(range.start, range.end), length);
  const overlapping = realChildren(tree.root).filter((u) => u.start < e && s < u.end);
  return overlapping.length > 1 && overlapping[0] === selected && !(selected.start <= s && e <= selected.end) ? overlapping : [];
}

function caretChild(children: Region[], p: number): Region | undefined {
  return children.find((c) => c.start <= p && p < c.end) ?? children.find((c) => c.end === p);
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(Math.trunc(value), max));
}
