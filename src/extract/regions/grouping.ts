/**
 * Synthetic grouping (seed 003: "Nodes with many children are balanced with synthetic grouping
 * regions. These let each granularity step add one chunk"). A region with more than two children gets
 * a balanced binary tree of `group` regions over them, so expanding any region of a cut replaces one
 * chunk by exactly two: each granularity step adds exactly one chunk. Groups are fixed by the number of
 * children only, never by the granularity, and real regions keep ids that skip them.
 */
import { makeRegion } from "./makeRegion.js";
import type { TextIndex } from "./textIndex.js";
import type { Region } from "./types.js";

/**
 * The children to attach under a region with id `parentId`: `children` itself when there are at most
 * two, else two balanced halves, each a group (id `"<parentId>/g<a>-<b>"`, `a..b` the real child
 * indices it spans, inclusive) or a single child.
 */
export function groupChildren(parentId: string, children: Region[], index: TextIndex): Region[] {
  if (children.length <= 2) return children;
  return split(parentId, children, 0, children.length, index);
}

function split(parentId: string, children: Region[], from: number, to: number, index: TextIndex): Region[] {
  const mid = from + Math.ceil((to - from) / 2);
  return [part(parentId, children, from, mid, index), part(parentId, children, mid, to, index)];
}

function part(parentId: string, children: Region[], from: number, to: number, index: TextIndex): Region {
  if (to - from === 1) return children[from]!;
  const inner = to - from === 2 ? children.slice(from, to) : split(parentId, children, from, to, index);
  const group = makeRegion(index, `${parentId}/g${from}-${to - 1}`, "group", children[from]!.start, children[to - 1]!.end, inner);
  group.synthetic = true;
  return group;
}
