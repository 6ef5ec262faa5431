/**
 * Frontier refinement (seed 003: "a non-overlapping set of regions covering the file")
 * on the Python golden fixture: exact frontiers after each selection, and the invariants after each.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  buildRegionTree,
  findRegionOrThrow,
  initialFrontier,
  refineFrontier,
  type Frontier,
  type RegionTree,
} from "../../src/extract/index.js";
import { allRegions } from "./oracle.js";

const text = fs.readFileSync(path.resolve(__dirname, "../golden/regions/python/basics/geometry.py"), "utf8");

/** Non-overlapping, in source order, real regions only, and every real leaf in exactly one of them. */
function checkFrontier(tree: RegionTree, frontier: Frontier): void {
  const regions = frontier.regionIds.map((id) => findRegionOrThrow(tree, id));
  for (let i = 1; i < regions.length; i++) expect(regions[i]!.start).toBeGreaterThanOrEqual(regions[i - 1]!.end);
  expect(regions.every((r) => !r.synthetic)).toBe(true);
  const leaves = allRegions(tree.root).filter((r) => r.children.length === 0);
  for (const leaf of leaves) expect(regions.filter((r) => r.start <= leaf.start && leaf.end <= r.end), leaf.id).toHaveLength(1);
}

describe("frontier", () => {
  test("refining down to the elif branch, then into another function, then back up to the class", async () => {
    const tree = await buildRegionTree({ path: "geometry.py", text, language: "python" });
    const f0 = initialFrontier(tree);
    expect(f0).toEqual({ regionIds: ["f"] });
    checkFrontier(tree, f0);

    const f1 = refineFrontier(tree, f0, "f/3/3/0/1");
    expect(f1).toEqual({
      regionIds: ["f/0", "f/1", "f/2", "f/3/0", "f/3/1", "f/3/2", "f/3/3/0/0", "f/3/3/0/1", "f/3/3/0/2", "f/4"],
    });
    checkFrontier(tree, f1);

    const f2 = refineFrontier(tree, f1, "f/4/0/1");
    expect(f2).toEqual({
      regionIds: ["f/0", "f/1", "f/2", "f/3/0", "f/3/1", "f/3/2", "f/3/3/0/0", "f/3/3/0/1", "f/3/3/0/2", "f/4/0/0", "f/4/0/1"],
    });
    checkFrontier(tree, f2);

    expect(refineFrontier(tree, f2, "f/4/0/1")).toEqual(f2);

    const f3 = refineFrontier(tree, f2, "f/3");
    expect(f3).toEqual({ regionIds: ["f/0", "f/1", "f/2", "f/3", "f/4/0/0", "f/4/0/1"] });
    checkFrontier(tree, f3);
    expect(f2.regionIds).toHaveLength(11); // inputs are not modified
  });

  test("bad ids are refused with the file and id named", async () => {
    const tree = await buildRegionTree({ path: "geometry.py", text, language: "python" });
    expect(() => refineFrontier(tree, initialFrontier(tree), "f/9")).toThrow(new Error('geometry.py: no region with id "f/9"'));
    expect(() => refineFrontier(tree, initialFrontier(tree), "f/g0-2")).toThrow(
      new Error('geometry.py: region "f/g0-2" is a synthetic group; select a real region'),
    );
    expect(() => refineFrontier(tree, { regionIds: ["f/0"] }, "f/3")).toThrow(
      new Error('geometry.py: frontier [f/0] does not cover region "f/3"'),
    );
  });
});
