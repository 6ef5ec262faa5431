/**
 * A runtime's global (`process`, `require`, `global`) that the repository only adds members to (mocha e6b9ee773's
 * browser shim `process.stdout = BrowserStdout(…)`, a test fixture's `require.extensions['.foo'] = …`) is bound by
 * the checker to those assignments, yet its value is the runtime's: `process.nextTick(…)` and `require.resolve(…)` are
 * outside calls. mocha counted 99 such calls as unresolved in-repository ones. A member the repository assigns
 * (`process.removeListener = function …`) stays the repository's.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript runtime globals the repository adds members to", () => {
  it("keep the runtime's members outside and the assigned ones in the repository", async () => {
    const root = writeTree({
      "browser-entry.js": [
        "process.stdout = {};",
        "process.removeListener = function (e, fn) {};",
        "require.extensions['.foo'] = function (m, f) {};",
        "global.Mocha = {};",
        "",
      ].join("\n"),
      "lib/run.js": [
        "var Date = global.Date;",
        "function run() {",
        "  process.nextTick(run);",
        "  process.exit(1);",
        "  process.removeListener('x', run);",
        "  require.resolve('./run');",
        "  return new Date();",
        "}",
        "module.exports = run;",
        "",
      ].join("\n"),
      "lib/other.js": "function exit() {}\nfunction nextTick() {}\nfunction resolve() {}\nmodule.exports = { exit, nextTick, resolve };\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from === "lib/run.js#run" && !e.via)
      .map((e) => `${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
      .sort();
    expect(lines).toEqual(["?Date @7 external", "?process.exit @4 external", "?process.nextTick @3 external", "?process.removeListener @5 internal", "?require.resolve @6 external"]);
  });
});
