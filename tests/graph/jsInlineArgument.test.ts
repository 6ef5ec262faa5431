/**
 * A parameter called in its function runs what the call sites hand it; a function literal written as a call's argument
 * is no graph node, and the node whose code holds it is not what the parameter runs (formidable d9a251a:
 * `decorateForceSequential(promiseCreator)` calls `promiseCreator(...x)`, its one site is `const
 * createNecessaryDirectoriesAsync = decorateForceSequential((filePath) => { … })`, and the call had reached
 * `createNecessaryDirectoriesAsync`: a call the code never makes, and a false cycle).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("a parameter handed a function literal", () => {
  it("runs no node; one handed a named function, by name or written there, runs that function", async () => {
    const lines = await callLines({
      "package.json": '{ "type": "module" }',
      "src/a.js": [
        "const decorate = function (promiseCreator) {",
        "  return async function (...x) {",
        "    const c = promiseCreator(...x);",
        "    return c;",
        "  };",
        "};",
        "const mkdirs = decorate((filePath) => {",
        "  return filePath.trim();",
        "});",
        "function apply (fn) { return fn(1); }",
        "function twice (v) { return v * 2; }",
        "export const r = apply(twice);",
        "export function run () { return apply(function thrice (v) { return v * 3; }); }",
        "export default mkdirs;",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "src/a.js -> src/a.js#apply @12 type-checked",
      "src/a.js -> src/a.js#twice @12 type-checked",
      "src/a.js#apply -> src/a.js#run.thrice @10 scope",
      "src/a.js#apply -> src/a.js#twice @10 scope",
      "src/a.js#decorate -> ?promiseCreator @3 internal",
      "src/a.js#mkdirs -> ?filePath.trim @8 external",
      "src/a.js#mkdirs -> src/a.js#decorate @7 type-checked",
      "src/a.js#run -> src/a.js#apply @13 type-checked",
      "src/a.js#run -> src/a.js#run.thrice @13 scope",
    ]);
  });
});
