/**
 * A JavaScript value made by a repository wrapper around a repository function runs that function: async 77fd3109
 * ends 37 of its 77 modules with `export default awaitify(eachOf, 3)`, and every `eachOf(…)` of an importer, and
 * `callers eachOf`, reached nothing.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript wrapped exports", () => {
  it("reach the wrapped function through a default export or a constant", async () => {
    const lines = await callLines({
      "package.json": JSON.stringify({ name: "a", type: "module" }),
      "lib/internal/awaitify.js": [
        "export default function awaitify (asyncFn, arity) {",
        "    function awaitable (...args) {",
        "        return asyncFn.apply(this, args)",
        "    }",
        "    return awaitable",
        "}",
        "",
      ].join("\n"),
      "lib/eachOf.js": ["import awaitify from './internal/awaitify.js'", "function eachOf(coll, iteratee, callback) {", "    return callback(null)", "}", "export default awaitify(eachOf, 3)", ""].join("\n"),
      "lib/each.js": [
        "import eachOf from './eachOf.js'",
        "import awaitify from './internal/awaitify.js'",
        "function eachLimit(coll, limit, iteratee, callback) {",
        "    return eachOf(coll, iteratee, callback)",
        "}",
        "const each = awaitify(eachLimit, 4)",
        "const later = Promise.resolve(eachLimit)",
        "export function run(coll) {",
        "    each(coll, 1, null, () => {})",
        "    return later",
        "}",
        "",
      ].join("\n"),
    });
    // `const each = awaitify(eachLimit, 4)` is a function node of its own (a constant a repository factory makes),
    // handing on `eachLimit`; the default export is none, and its importer's call reaches `eachOf`.
    expect(lines.filter((l) => l.startsWith("lib/each.js"))).toEqual([
      "lib/each.js -> ?Promise.resolve @7 external",
      "lib/each.js -> lib/each.js#eachLimit @7 type-checked",
      "lib/each.js#each -> lib/each.js#eachLimit @6 type-checked",
      "lib/each.js#each -> lib/internal/awaitify.js#awaitify @6 type-checked",
      "lib/each.js#eachLimit -> lib/eachOf.js#eachOf @4 scope",
      "lib/each.js#run -> lib/each.js#each @9 type-checked",
    ]);
  });
});
