/**
 * Lookups in a region tree: by id, real parent and real children (synthetic groups looked through),
 * and the breadcrumb (seed 003: "the meaning and breadcrumb traversals skip the synthetic groups").
 * An index per tree is built on first use and cached (WeakMap), so trees stay plain data.
 */
import type { Region, RegionTree } from "./types.js";

interface Entry {
  region: Region;
  /** Nearest non-synthetic ancestor; undefined for the root. */
  realParent: Region | undefined;
}

const indexes = new WeakMap<RegionTree, Map<string, Entry>>();

function indexOf(tree: RegionTree): Map<string, Entry> {
  let index = indexes.get(tree);
  if (!index) {
    index = new Map();
    const stack: Array<{ region: Region; realParent: Region | undefined }> = [{ region: tree.root, realParent: undefined }];
    while (stack.length > 0) {
      const entry = stack.pop()!;
      index.set(entry.region.id, entry);
      const realParent = entry.region.synthetic ? entry.realParent : entry.region;
      for (const child of entry.region.children) stack.push({ region: child, realParent });
    }
    indexes.set(tree, index);
  }
  return index;
}

/** The region with `id` (real or synthetic), or undefined. */
export function findRegion(tree: RegionTree, id: string): Region | undefined {
  return indexOf(tree).get(id)?.region;
}

/**
 * The region with `id`.
 * @throws Error naming the file and id when the tree has no such region.
 */
export function findRegionOrThrow(tree: RegionTree, id: string): Region {
  const region = findRegion(tree, id);
  if (!region) throw new Error(`${tree.path}: no region with id "${id}"`);
  return region;
}

/** The nearest non-synthetic ancestor of region `id`; undefined for the root or an unknown id. */
export function realParent(tree: RegionTree, id: string): Region | undefined {
  return indexOf(tree).get(id)?.realParent;
}

/** The real children of `region` in source order: synthetic groups below it are looked through. */
export function realChildren(region: Region): Region[] {
  const out: Region[] = [];
  const stack = [...region.children].reverse();
  while (stack.length > 0) {
    const r = stack.pop()!;
    if (r.synthetic) for (let i = r.children.length - 1; i >= 0; i--) stack.push(r.children[i]!);
    else out.push(r);
  }
  return out;
}

/**
 * The real regions from the root down to region `regionId`, root first; synthetic groups are skipped
 * (a group's breadcrumb ends at its real parent).
 * @throws Error naming the file and id when the tree has no such region.
 */
export function breadcrumb(tree: RegionTree, regionId: string): Region[] {
  const index = indexOf(tree);
  const entry = index.get(regionId);
  if (!entry) throw new Error(`${tree.path}: no region with id "${regionId}"`);
  const path: Region[] = entry.region.synthetic ? [] : [entry.region];
  for (let r = entry.realParent; r; r = index.get(r.id)?.realParent) path.push(r);
  return path.reverse();
}
