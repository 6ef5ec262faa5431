/**
 * A package's wrapper around a repository function, held under that function's own name, runs the function:
 * jprichardson/node-fs-extra 62a4e72's `lib/util/stat.js` ends `module.exports = { checkPaths: u(checkPaths), … }` with
 * `const u = require('universalify').fromPromise`, and `lib/mkdirs` has `const makeDir = u(_makeDir)`. A new user's
 * trial: `callees copy` read `stat.checkPaths` as "outside the repository" (two dozen such call sites in the library).
 * A wrapped function held under another name (`{ run: u(check) }`) may be anything the package makes of it.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript exports wrapped by a package's function", () => {
  it("reach the wrapped function under its own name, not under another", async () => {
    const lines = await callLines({
      "lib/util.js": [
        "const u = require('universalify').fromPromise",
        "async function check (a) { return a }",
        "async function _makeDir (a) { return a }",
        "async function other (a) { return a }",
        "const makeDir = u(_makeDir)",
        "module.exports = { check: u(check), makeDir, run: u(other) }",
        "",
      ].join("\n"),
      "lib/main.js": [
        "const util = require('./util')",
        "const { check } = require('./util')",
        "async function main () {",
        "  await util.check(1)",
        "  await util.makeDir(3)",
        "  await util.run(4)",
        "}",
        "async function destructured () {",
        "  await check(2)",
        "}",
        "module.exports = { main, destructured }",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/main.js#"))).toEqual([
      "lib/main.js#destructured -> lib/util.js#check @9 scope",
      "lib/main.js#main -> ?util.run @6 external",
      "lib/main.js#main -> lib/util.js#_makeDir @5 scope",
      "lib/main.js#main -> lib/util.js#check @4 scope",
    ]);
  });

  // A break-it trial: `{ check: register(check) }` (an id) and `{ stream: createStream(stream) }` (a stream) were read
  // as wrappers that run the function; `util.promisify(legacy)` and `debounce(flush, 10)` are.
  it("only through a package's function known to give a function that runs its argument", async () => {
    const lines = await callLines({
      "lib/paths.js": [
        "const { register } = require('registry-pkg');",
        "const util = require('util');",
        "const debounce = require('lodash.debounce');",
        "const { createStream } = require('stream-pkg');",
        "function check(x) { return x; }",
        "function legacy(cb) { cb(null, 1); }",
        "function flush() { return 1; }",
        "function stream() { return 'chunks'; }",
        "module.exports = { check: register(check), legacy: util.promisify(legacy), flush: debounce(flush, 10), stream: createStream(stream) };",
        "",
      ].join("\n"),
      "lib/use.js": [
        "const paths = require('./paths');",
        "function use() {",
        "  paths.check(1);",
        "  paths.legacy();",
        "  paths.flush();",
        "  return paths.stream();",
        "}",
        "module.exports = use;",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/use.js#"))).toEqual([
      "lib/use.js#use -> ?paths.check @3 external",
      "lib/use.js#use -> ?paths.stream @6 external",
      "lib/use.js#use -> lib/paths.js#flush @5 scope",
      "lib/use.js#use -> lib/paths.js#legacy @4 scope",
    ]);
  });
});
