/**
 * A call in a chain split over lines is a use site on the line of its own name (`.meta()`), not on the chain's
 * first line, as an editor's find-all-references lists it.
 */
import { describe, expect, it } from "vitest";
import { findReferences } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

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

const fixture = fixtureGraph(FILES);

describe("a call chain split over lines", () => {
  it("puts each call on the line of its name", () => {
    const sites = (id: string): string[] => findReferences(fixture.graph, id)!.map((r) => `${r.line} ${r.from} ${r.kind} ${r.resolution}`);
    expect(sites("b.ts#Builder")).toEqual(["11 b.ts#build calls type-checked"]);
    expect(sites("b.ts#Builder.context")).toEqual(["12 b.ts#build calls type-checked"]);
    expect(sites("b.ts#Builder.meta")).toEqual(["13 b.ts#build calls type-checked"]);
    expect(fixture.graph.edges.filter((e) => e.kind === "calls" && !e.resolved).map((e) => `${e.to} ${e.line}`)).toEqual(["?new Builder().context().meta().missing 14"]);
  });
});
