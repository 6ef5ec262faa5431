/**
 * A module-level constant naming another module's export is an import written as a variable, not a function handed
 * on: jprichardson/node-fs-extra 62a4e72's `const removeSync = require('../remove').removeSync` and `lib/esm.mjs`'s
 * `export const mkdirs = _mkdirs.mkdirs`. A new user's trial: `callers removeSync` listed both lines as callers
 * "passed as a value" beside the real ones. A member read handed on inside a function still is.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript imports written as variables", () => {
  it("hand nothing on; the calls through them reach the export", async () => {
    const lines = await callLines({
      "lib/a.js": ["function f() { return 1; }", "module.exports = { f };", ""].join("\n"),
      "lib/b.js": [
        "const f = require('./a').f;",
        "const a = require('./a');",
        "const alias = a.f;",
        "function g() { return f() + alias(); }",
        "function h() { return [1].map(a.f); }",
        "module.exports = { g, h };",
        "",
      ].join("\n"),
      "lib/esm.mjs": ["import a from './a.js';", "export const f = a.f;", ""].join("\n"),
    });
    expect(lines.filter((l) => !l.startsWith("lib/a.js"))).toEqual([
      "lib/b.js#g -> lib/a.js#f @4 type-checked",
      "lib/b.js#h -> ?[1].map @5 external",
      // (Handed on to `map`: a callback edge.)
      "lib/b.js#h -> lib/a.js#f @5 type-checked",
    ]);
  });
});
