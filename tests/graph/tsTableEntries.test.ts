/**
 * An object literal's members keyed by numbers are entries of a table looked up by code (mobx 01211a69's `niceErrors`
 * in packages/mobx/src/errors.ts): no graph nodes named `1` or `21`, their calls the enclosing declaration's. Members
 * keyed by names stay nodes where they were.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("numeric-keyed object members", () => {
  it("are no nodes; their calls belong to the declaration around them", async () => {
    const root = writeTree({
      "src/errors.ts": [
        "function describe(key: string): string {",
        "  return key;",
        "}",
        "export const niceErrors = {",
        "  0: `Invalid value`,",
        "  1(annotationType: string, key: string) {",
        "    return `Cannot apply ${describe(annotationType)} to ${key}`;",
        "  },",
        "  2: function (prop: string) {",
        "    return describe(prop);",
        "  },",
        "};",
        "export default {",
        "  die(code: number) {",
        "    return describe(String(code));",
        "  },",
        "};",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => !["file", "folder", "repository"].includes(n.kind)).map((n) => `${n.kind} ${n.id}`).sort()).toEqual(["function src/errors.ts#describe", "method src/errors.ts#die"]);
    expect(graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} @${e.line}`).sort()).toEqual(["src/errors.ts -> src/errors.ts#describe @7", "src/errors.ts#die -> ?String @15", "src/errors.ts#die -> src/errors.ts#describe @15"]);
  });
});
