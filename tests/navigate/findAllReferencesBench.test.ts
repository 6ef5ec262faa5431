/**
 * The graph benchmark's comparison of `references` with the language service's find-all-references: the service
 * sees the same default library files as the graph's program (without them it cannot resolve a getter read through
 * an async function's inferred return type, and our right sites counted as false), and only `export default f`
 * itself is left out as module plumbing (a name inside `export default { f }` is a use on both sides).
 */
import { describe, expect, it } from "vitest";
import { createLanguageService } from "../../bench/graphCallHierarchy.js";
import { compareReferences } from "../../bench/graphReferences.js";
import { graphCompilerOptions } from "../../src/graph/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

const FILES = {
  "lib.ts": `export async function makeServer() {
  let n = 0;
  return {
    get requestCount() {
      return n;
    },
    hit(): void {
      n++;
    },
  };
}

export function helper(): number {
  return 1;
}
`,
  "use.ts": `import { makeServer, helper } from "./lib.js";

export async function check(): Promise<number> {
  const server = await makeServer();
  server.hit();
  return server.requestCount + helper();
}

export default { helper };
`,
  "other.ts": `import { helper } from "./lib.js";

export default helper;
`,
};

const fixture = fixtureGraph(FILES);

describe("references against find-all-references", () => {
  it("agrees site for site on a getter through an async factory and a name in a default-exported object", async () => {
    const texts = new Map(Object.entries(FILES));
    const ls = createLanguageService(fixture.root, texts, await graphCompilerOptions(fixture.root));
    const c = compareReferences(ls, fixture.root, texts, fixture.graph, 100, 42);
    expect({ sampled: c.sampled, ours: c.ours, theirs: c.theirs, both: c.both, found: c.found, falsePositives: c.falsePositives, misses: c.misses }).toEqual({
      sampled: 5,
      ours: 5,
      theirs: 5,
      both: 5,
      found: 5,
      falsePositives: [],
      misses: [],
    });
  });
});
