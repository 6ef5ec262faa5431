/**
 * A call in a chain split over lines is a use site on the line of its own name (`.meta()`), not on the chain's
 * first line, as an editor's find-all-references lists it.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { findReferences } from "../../src/navigate/index.js";
import { loadFixture, writeTree } from "../graph/graphFixtures.js";

const FILES = {
  "b.ts": `export class Builder {
  context(): Builder {
    return this;
  }
  meta(): Builder {
    return this;
  }
}

export function build(): Builder {
  return new Builder()
    .context()
    .meta()
    .missing?.();
}
`,
};

let root = "";
let graph: CodeGraph;

beforeAll(async () => {
  root = writeTree(FILES);
  graph = await buildGraph({ root, files: loadFixture(root) });
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a call chain split over lines", () => {
  it("puts each call on the line of its name", () => {
    const sites = (id: string): string[] => findReferences(graph, id)!.map((r) => `${r.line} ${r.from} ${r.kind} ${r.resolution}`);
    expect(sites("b.ts#Builder")).toEqual(["11 b.ts#build calls type-checked"]);
    expect(sites("b.ts#Builder.context")).toEqual(["12 b.ts#build calls type-checked"]);
    expect(sites("b.ts#Builder.meta")).toEqual(["13 b.ts#build calls type-checked"]);
    expect(graph.edges.filter((e) => e.kind === "calls" && !e.resolved).map((e) => `${e.to} ${e.line}`)).toEqual(["?new Builder().context().meta().missing 14"]);
  });
});
