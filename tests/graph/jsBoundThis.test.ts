/**
 * `this` of a plain function its caller binds (formidable d9a251a's plugins: `export default function plugin (formidable,
 * options) { const self = this || formidable; … }` run as `plugin.bind(form)`, and `function initMultipart () {
 * this.type = …; … await this.onPart(part) }` run as `initMultipart.call(self, …)`): a member call on it reaches the
 * repository's one definition of that name, as on an untyped parameter. Before, `this.onPart(part)` and
 * `self._maybeEnd()` reached nothing: the checker types such a `this` as the function's own instance (it assigns
 * `this.type`), and `self` was no untyped receiver.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("this of a function its caller binds", () => {
  it("reaches the one definition of a member by name, through this, self = this || p, and an arrow inside", async () => {
    const lines = await callLines({
      "package.json": '{ "type": "module" }',
      "src/Form.js": [
        "import multipart from './plugins/multipart.js';",
        "class IncomingForm {",
        "  constructor () { this._plugins = []; this.use(multipart); }",
        "  use (plugin) { this._plugins.push(plugin.bind(this)); }",
        "  async onPart (part) { return part; }",
        "  _maybeEnd () { return 1; }",
        "}",
        "export default IncomingForm;",
        "",
      ].join("\n"),
      "src/plugins/multipart.js": [
        "export default function plugin (formidable, options) {",
        "  const self = this || formidable;",
        "  const init = createInit('b');",
        "  init.call(self, self, options);",
        "  self._maybeEnd();",
        "  return self;",
        "}",
        "function createInit (boundary) {",
        "  return function initMultipart () {",
        "    this.type = boundary;",
        "    this.onPart(boundary);",
        "    const f = async () => { await this.onPart(1); this.type.trim(); };",
        "    return f;",
        "  };",
        "}",
        "",
      ].join("\n"),
    }, "src/plugins/");
    expect(lines).toEqual([
      "src/plugins/multipart.js#createInit.initMultipart -> src/Form.js#IncomingForm.onPart @11 name-only",
      "src/plugins/multipart.js#createInit.initMultipart.f -> ?this.type.trim @12 external",
      "src/plugins/multipart.js#createInit.initMultipart.f -> src/Form.js#IncomingForm.onPart @12 name-only",
      "src/plugins/multipart.js#plugin -> ?init.call @4 external",
      "src/plugins/multipart.js#plugin -> src/Form.js#IncomingForm._maybeEnd @5 name-only",
      "src/plugins/multipart.js#plugin -> src/plugins/multipart.js#createInit @3 type-checked",
    ]);
  });

  it("keeps a constructor function's own prototype member first, and a member of no one unresolved", async () => {
    const lines = await callLines({
      "lib/a.js": [
        "'use strict';",
        "function Parser () { this.buf = ''; this.write('x'); this.flush(); }",
        "Parser.prototype.write = function (s) { this.buf += s; };",
        "module.exports = Parser;",
        "",
      ].join("\n"),
      "lib/b.js": ["'use strict';", "class Writer {", "  write (s) { return s; }", "  flush () { return 1; }", "}", "module.exports = Writer;", ""].join("\n"),
    }, "lib/a.js");
    expect(lines).toEqual([
      "lib/a.js#Parser -> ?this.flush @2 internal",
      "lib/a.js#Parser -> lib/a.js#Parser.write @2 type-checked",
    ]);
  });
});
