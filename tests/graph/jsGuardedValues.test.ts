/**
 * A value guarded by a feature test is its function: axios 5b8a8267's `export default isXHRAdapterSupported &&
 * function (config) { … }` (and the fetch adapter's `isFetchSupported && (async (config) => { … })`) made no node, so
 * the adapter's calls were the file's (`callers settle` listed `lib/adapters/fetch.js:1 file`).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("a function guarded by a feature test", () => {
  it("is the node of the export or variable it is assigned to, and its calls are its own", async () => {
    const root = writeTree({
      "settle.js": "export default function settle(resolve, value) { resolve(value); }\n",
      "xhr.js": [
        "import settle from './settle.js';",
        "const supported = typeof XMLHttpRequest !== 'undefined';",
        "export default supported && function (config) {",
        "  return new Promise((resolve) => settle(resolve, config));",
        "};",
        "",
      ].join("\n"),
      "fetch.js": [
        "import settle from './settle.js';",
        "const ok = typeof fetch === 'function';",
        "export const fetchAdapter = ok && (async (config) => settle((v) => v, config));",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "function").map((n) => `${n.id} ${n.span?.startLine}-${n.span?.endLine}`)).toEqual([
      "fetch.js#fetchAdapter 3-3",
      "settle.js#settle 1-1",
      "xhr.js#default 3-5",
    ]);
    expect(graph.edges.filter((e) => e.kind === "calls" && e.to === "settle.js#settle").map((e) => `${e.from} @${e.line}`).sort()).toEqual(["fetch.js#fetchAdapter @3", "xhr.js#default @4"]);
  });
});
