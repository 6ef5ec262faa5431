/**
 * The frontier (seed 003: "the answer path records the selected region among those explored in the
 * current file. It forms a non-overlapping set of regions covering the file, called a frontier").
 *
 * A frontier holds real regions only (summaries skip synthetic groups). It starts as the file alone.
 * Selecting region S refines it:
 * 1. S already in the frontier: unchanged.
 * 2. A frontier region A contains S: A is replaced by the real children of each region on the path
 *    from A down to S, except the one the path goes through, plus S itself; siblings stay as the larger
 *    regions they are.
 * 3. S contains frontier regions (a coarser selection): they are replaced by S.
 * The result is in source order. Real path ids encode ancestry (`f/2` is an ancestor of `f/2/0/1`).
 */
import { findRegionOrThrow, realChildren } from "./navigate.js";
import type { Frontier, Region, RegionTree } from "./types.js";

/** The frontier before any selection: `{ regionIds: ["f"] }` (the whole file). */
export function initialFrontier(tree: RegionTree): Frontier {
  return { regionIds: [tree.root.id] };
}

/**
 * The frontier after selecting `selectedId` (see the module comment). The input is not modified.
 * @throws Error naming the file and id when `selectedId` or a frontier id is not in the tree, when
 * `selectedId` is a synthetic group, or when the frontier does not cover the selection.
 */
export function refineFrontier(tree: RegionTree, frontier: Frontier, selectedId: string): Frontier {
  const selected = findRegionOrThrow(tree, selectedId);
  if (selected.synthetic) throw new Error(`${tree.path}: region "${selectedId}" is a synthetic group; select a real region`);
  const current = frontier.regionIds.map((id) => findRegionOrThrow(tree, id));
  if (frontier.regionIds.includes(selectedId)) return { regionIds: [...frontier.regionIds] };
  const ancestor = current.find((r) => isAncestor(r.id, selectedId));
  let next: Region[];
  if (ancestor) {
    next = current.filter((r) => r !== ancestor);
    let node = ancestor;
    while (node.id !== selectedId) {
      const children = realChildren(node);
      const onPath = children.find((c) => c.id === selectedId || isAncestor(c.id, selectedId));
      if (!onPath) throw new Error(`${tree.path}: region "${selectedId}" is not below "${node.id}"`);
      next.push(...children.filter((c) => c !== onPath));
      node = onPath;
    }
    next.push(selected);
  } else {
    const inside = current.filter((r) => isAncestor(selectedId, r.id));
    if (inside.length === 0) throw new Error(`${tree.path}: frontier [${frontier.regionIds.join(", ")}] does not cover region "${selectedId}"`);
    next = [...current.filter((r) => !inside.includes(r)), selected];
  }
  next.sort((a, b) => a.start - b.start);
  return { regionIds: next.map((r) => r.id) };
}

/** True when real id `a` is a proper ancestor of real id `b`. */
function isAncestor(a: string, b: string): boolean {
  return b.startsWith(`${a}/`);
}
