/**
 * A function that one caller both calls and passes as a value: the graph keeps one edge with every line, and lists
 * the value uses apart (`valueLines`); `callees` and `callers` say which lines call and which hand the function on.
 * A new user's trial on fastify 83e69762a found `callees handleRequest` listing `handler (called at lines 36, 69, 73,
 * 87, 92)` where 73 and 87 are `contentTypeParser.run('', handler, request, reply)`.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedTree, navigationRows, strataInProcess } from "../helpers/cli.js";
import { finalizeGraph } from "../../src/graph/index.js";

describe("a function called and passed as a value by one caller", () => {
  let root = "";
  beforeAll(async () => {
    root = await indexedTree({
      "h.js": [
        "function handler (request, reply) {",
        "  return reply",
        "}",
        "",
        "function run (x, fn, request, reply) {",
        "  return fn(request, reply)",
        "}",
        "",
        "function handleRequest (request, reply) {",
        "  if (request) {",
        "    handler(request, reply)",
        "    return",
        "  }",
        "  run('', handler, request, reply)",
        "  handler(request, handler)",
        "}",
        "",
        "function onlyPassed (arr) {",
        "  arr.map(handler)",
        "}",
        "",
        "module.exports = { handleRequest, onlyPassed }",
        "",
      ].join("\n"),
    });
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("callees: the call lines, then the line that passes it (a line holding both is a call's)", async () => {
    const text = (await strataInProcess(["callees", "h.js#handleRequest", "--repo", root])).stdout;
    expect(navigationRows(text)).toEqual([
      "h.js:1  function handler (called at lines 11, 15; passed as a value at line 14)",
      "h.js:5  function run (called at line 14)",
    ]);
  });

  it("callers: placed at the first call, the passing line after the others; JSON keeps them apart", async () => {
    const text = (await strataInProcess(["callers", "h.js#handler", "--repo", root])).stdout;
    expect(navigationRows(text)[0]).toBe("h.js:11  function handleRequest (also line 15; passed as a value at line 14)");
    const json = JSON.parse((await strataInProcess(["callers", "h.js#handler", "--repo", root, "--json"])).stdout) as { callers: { id: string; callLines?: number[]; valueLines?: number[]; valueVia?: string }[] };
    const caller = json.callers.find((c) => c.id === "h.js#handleRequest")!;
    expect([caller.callLines, caller.valueLines, caller.valueVia]).toEqual([[11, 15], [14], "callback"]);
  });

  // A break-it trial: `callees onlyPassed` read `handler (called at line 17) (passed as a value, type-checked)`.
  it("callees: a function only passed is placed at that line as passed, not called", async () => {
    const text = (await strataInProcess(["callees", "h.js#onlyPassed", "--repo", root])).stdout;
    expect(text.split("\n")[0]).toBe("h.js:1  function handler (passed as a value at line 19)  (type-checked)  Returns reply.");
  });

  it("finalizeGraph keeps one edge with every line and the value uses' lines apart", () => {
    const graph = finalizeGraph(
      [],
      [
        { from: "a#f", to: "a#g", kind: "calls", resolved: true, line: 14, via: "callback" },
        { from: "a#f", to: "a#g", kind: "calls", resolved: true, line: 11 },
        { from: "a#f", to: "a#g", kind: "calls", resolved: true, line: 15, via: "callback" },
        { from: "a#f", to: "a#g", kind: "calls", resolved: true, line: 15 },
        { from: "a#f", to: "a#h", kind: "calls", resolved: true, line: 3, via: "callback" },
        { from: "a#f", to: "a#h", kind: "calls", resolved: true, line: 4, via: "reference" },
      ],
    );
    expect(graph.edges).toEqual([
      { from: "a#f", to: "a#g", kind: "calls", resolved: true, line: 11, lines: [11, 14, 15], valueLines: [14], valueVia: "callback" },
      { from: "a#f", to: "a#h", kind: "calls", resolved: true, line: 3, via: "callback", lines: [3, 4] },
    ]);
  });
});
