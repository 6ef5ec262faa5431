/**
 * Granularity cuts (seed 003: "The granularity control selects how finely to divide the view, using a
 * different cut through the same tree without rebuilding the underlying units").
 *
 * A cut is a list of regions in source order, none containing another. Level 0 is `[root]`. Each next
 * level expands one region of the previous cut: the largest one (most UTF-16 units; the earlier on a
 * tie) that can be expanded. Expanding replaces a region by its children, looking through a chain of
 * only children; since grouping (`grouping.ts`) leaves at most two children per region, every step
 * replaces one chunk by exactly two: the cut at level `n` has `n + 1` regions, up to
 * {@link maxGranularity}, where every region of the cut is a leaf. Cuts are nested: level `n + 1`
 * refines level `n`. Synthetic groups can appear in a cut (they are chunks of the view).
 */
import type { Region, RegionTree } from "./types.js";

/** The regions that replace `region` when it is expanded, or undefined for a leaf (fewer than two). */
function expansion(region: Region): Region[] | undefined {
  let children = region.children;
  while (children.length === 1 && children[0]!.children.length > 0) children = children[0]!.children;
  return children.length >= 2 ? children : undefined;
}

/** Highest level for {@link cutAtGranularity}: the number of chunks of the finest cut, minus one. */
export function maxGranularity(tree: RegionTree): number {
  let leaves = 0;
  const stack: Region[] = [tree.root];
  while (stack.length > 0) {
    const next = expansion(stack.pop()!);
    if (next) stack.push(...next);
    else leaves++;
  }
  return leaves - 1;
}

/**
 * The cut at `level`: exactly `level + 1` regions in source order (levels above
 * {@link maxGranularity} give the finest cut).
 * @throws RangeError when `level` is negative or not an integer.
 */
export function cutAtGranularity(tree: RegionTree, level: number): Region[] {
  if (!Number.isInteger(level) || level < 0) throw new RangeError(`granularity level must be an integer >= 0, got ${level}`);
  const expanded = new Set<Region>();
  const heap = new RegionHeap();
  heap.push(tree.root);
  for (let step = 0; step < level; ) {
    const region = heap.pop();
    if (!region) break;
    const next = expansion(region);
    if (!next) continue;
    expanded.add(region);
    for (const r of next) heap.push(r);
    step++;
  }
  const cut: Region[] = [];
  const stack: Region[] = [tree.root];
  while (stack.length > 0) {
    const region = stack.pop()!;
    const next = expanded.has(region) ? expansion(region) : undefined;
    if (next) for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
    else cut.push(region);
  }
  return cut;
}

/** Max-heap of regions: longest first, then earliest start. */
class RegionHeap {
  private readonly items: Region[] = [];

  push(region: Region): void {
    const a = this.items;
    a.push(region);
    for (let i = a.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (!before(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }

  pop(): Region | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && before(a[l]!, a[m]!)) m = l;
        if (r < a.length && before(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

function before(a: Region, b: Region): boolean {
  const la = a.end - a.start;
  const lb = b.end - b.start;
  return la > lb || (la === lb && a.start < b.start);
}
