/**
 * A class a package's `index.js` re-exports by assignment (`module.exports.Request =
 * require('./lib/request').Request`), destructured from `require('..')` and made with `new` (nodejs/undici 7eb7c8ec8's
 * tests: `new Request(…)`, `new Response(…)`, `new FormData()`, 82 sites, reached nothing; the checker declares the name by
 * the assignment, which is no node, and types it `typeof Request`).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("a class re-exported by assignment", () => {
  it("is made through its constructor, destructured or read as a member", async () => {
    const lines = await callLines({
      "index.js": ["'use strict';", "module.exports.Request = require('./lib/request').Request;", "module.exports.Headers = require('./lib/headers').Headers;", ""].join("\n"),
      "lib/request.js": ["'use strict';", "class Request {", "  constructor (url) { this.url = url; }", "  clone () { return new Request(this.url); }", "}", "module.exports = { Request };", ""].join("\n"),
      "lib/headers.js": ["'use strict';", "class Headers {", "  get (name) { return name; }", "}", "module.exports = { Headers };", ""].join("\n"),
      "test/request.js": [
        "'use strict';",
        "const { Request } = require('..');",
        "const Headers = require('..').Headers;",
        "const r = new Request('x');",
        "r.clone();",
        "new Headers().get('a');",
        "",
      ].join("\n"),
    }, "test/");
    expect(lines).toEqual([
      // (A class without a constructor of its own is made as the class.)
      "test/request.js -> lib/headers.js#Headers @6 type-checked",
      "test/request.js -> lib/headers.js#Headers.get @6 type-checked",
      "test/request.js -> lib/request.js#Request.clone @5 type-checked",
      "test/request.js -> lib/request.js#Request.constructor @4 type-checked",
    ]);
  });
});
