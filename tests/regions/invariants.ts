/**
 * Structural invariants every region tree keeps, checked on each golden: children inside their parent,
 * in order and non-overlapping; at most two children per region (grouping); groups synthetic with
 * `g<a>-<b>` ids, real ids `<parent>/<index>` skipping groups; hashes of the exact text; every cut
 * `level + 1` regions, nested in the previous one, tiling the text between the root's units.
 */
import { expect } from "vitest";
import { cutAtGranularity, maxGranularity, realChildren, type Region, type RegionTree } from "../../src/extract/index.js";
import { hashText } from "../../src/shared/hash.js";
import { allRegions } from "./oracle.js";

export function checkInvariants(tree: RegionTree, text: string): void {
  const root = tree.root;
  expect([root.id, root.kind, root.start, root.end]).toEqual(["f", "file", 0, text.length]);
  for (const r of allRegions(root)) {
    expect(r.contentHash, r.id).toBe(hashText(text.slice(r.start, r.end)));
    expect(r.startByte, r.id).toBe(Buffer.byteLength(text.slice(0, r.start)));
    expect(r.children.length, r.id).toBeLessThanOrEqual(2);
    let previousEnd = r.start;
    for (const c of r.children) {
      expect(c.start >= previousEnd && c.end <= r.end && c.start < c.end, `${c.id} in ${r.id}`).toBe(true);
      previousEnd = c.end;
    }
    if (r.kind === "group") expect(r.synthetic).toBe(true);
    else {
      expect(r.synthetic).toBeUndefined();
      expect(realChildren(r).map((c) => c.id)).toEqual(realChildren(r).map((_, i) => `${r.id}/${i}`));
    }
  }
  const max = maxGranularity(tree);
  let previous: Region[] = [root];
  for (let level = 0; level <= max; level++) {
    const cut = cutAtGranularity(tree, level);
    expect(cut.length).toBe(level + 1);
    // Nested: every region of the previous cut is in this cut or contains regions of it.
    for (const p of previous) expect(cut.some((r) => r === p || (p.start <= r.start && r.end <= p.end && r !== p))).toBe(true);
    previous = cut;
  }
  expect(cutAtGranularity(tree, max + 5)).toEqual(cutAtGranularity(tree, max));
}
