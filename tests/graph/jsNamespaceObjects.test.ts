/**
 * A JavaScript file's private namespace object with a non-empty literal (`const internals = { defaults: … }`) whose
 * functions and classes are assigned further down (`internals.isPresent = function …`, `internals.Client = class …`):
 * the checker binds members assigned later only for an empty literal, so joi c86ddc0b's `internals.isPresent(…)` (108
 * calls in its lib) and wreck's `Wreck.read(…)` on `module.exports = new internals.Client()` reached nothing. Also the
 * test files of the same packages, `const { describe, it } = exports.lab = Lab.script()`: a package's values.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript namespace objects", () => {
  it("reaches a function or class assigned to a member of a non-empty namespace literal, and an instance's methods", async () => {
    const lines = await callLines({
      "package.json": JSON.stringify({ name: "wr", main: "lib/index.js", devDependencies: { "@hapi/lab": "1.0.0" } }),
      "lib/index.js": [
        "'use strict';",
        "const internals = {",
        "    defaults: { redirects: 0 }",
        "};",
        "internals.Client = class {",
        "    constructor(options) {",
        "        this.options = internals.merge(options);",
        "    }",
        "    read(res) {",
        "        return internals.isPresent(res) ? this.options : null;",
        "    }",
        "};",
        "internals.merge = function (options) {",
        "    return { ...internals.defaults, ...options };",
        "};",
        "internals.isPresent = (value) => value !== undefined;",
        "internals.twice = function () { return 1; };",
        "internals.twice = function () { return 2; };",
        "internals.other = function () {",
        "    return internals.twice() + internals.missing();",
        "};",
        "module.exports = new internals.Client();",
        "",
      ].join("\n"),
      "test/index.js": [
        "'use strict';",
        "const Lab = require('@hapi/lab');",
        "const Wreck = require('..');",
        "const { describe, it } = exports.lab = Lab.script();",
        "describe('read', () => {",
        "    it('reads', () => {",
        "        Wreck.read({});",
        "        Wreck.write({});",
        "    });",
        "});",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "lib/index.js -> lib/index.js#Client.constructor @22 scope",
      "lib/index.js#Client.constructor -> lib/index.js#merge @7 scope",
      "lib/index.js#Client.read -> lib/index.js#isPresent @10 scope",
      "lib/index.js#other -> ?internals.missing @20 internal",
      "lib/index.js#other -> ?internals.twice @20 internal",
      "test/index.js -> ?Lab.script @4 external",
      "test/index.js -> ?Wreck.write @8 external",
      "test/index.js -> ?describe @5 external",
      "test/index.js -> ?it @6 external",
      "test/index.js -> lib/index.js#Client.read @7 scope",
    ]);
  });
});
