/**
 * `super.end(…)` in a class that extends a runtime or package class (hapijs/shot's `class extends
 * Http.ServerResponse`) runs that class's method, outside the repository, though the checker has no declaration of it
 * (no `@types/node`): a new user's trial found it unresolved-internal, and `callers` offered it by name for the
 * repository's own `end` methods. `super.end()` of a repository base class stays that class's method.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("`super.m()` of a class extending an outside class", () => {
  it("is outside the repository", async () => {
    const lines = await callLines({
      "lib/response.js": [
        "'use strict';",
        "const Http = require('http');",
        "const internals = {};",
        "exports = module.exports = internals.Response = class extends Http.ServerResponse {",
        "  end(callback) { return super.end(callback); }",
        "};",
        "internals.Sock = class { end() { return 1; } };",
        "internals.Local = class { end() { return 2; } };",
        "internals.Child = class extends internals.Local { end() { return super.end(); } };",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual(["lib/response.js#Child.end -> lib/response.js#Local.end @9 type-checked", "lib/response.js#Response.end -> ?super.end @5 external"]);
  });
});
