/**
 * A JavaScript class whose repository base extends a class from outside the repository (nunjucks's `FileSystemLoader
 * extends Loader extends EmitterObj extends EventEmitter`, `require('events')`) gets the members it does not define
 * from outside: `this.emit(…)` is an external call, not an unresolved call of the repository, while `this.resolve()`
 * still reaches the repository base's method.
 */
import { describe, expect, it } from "vitest";
import { fixtureGraph } from "./graphFixtures.js";

describe("a JavaScript class two repository bases away from an outside class", () => {
  const fixture = fixtureGraph({
    "package.json": JSON.stringify({ name: "loaders", version: "1.0.0", dependencies: { events: "^3.0.0" } }),
    "src/object.js": ["'use strict';", "const EventEmitter = require('events');", "", "class EmitterObj extends EventEmitter {}", "", "module.exports = { EmitterObj };", ""].join("\n"),
    "src/loader.js": [
      "'use strict';",
      "const { EmitterObj } = require('./object');",
      "",
      "module.exports = class Loader extends EmitterObj {",
      "  resolve(from, to) {",
      "    return to;",
      "  }",
      "};",
      "",
    ].join("\n"),
    "src/node-loaders.js": [
      "'use strict';",
      "const Loader = require('./loader');",
      "",
      "class FileSystemLoader extends Loader {",
      "  getSource(name) {",
      "    this.emit('load', name);",
      "    return this.resolve('.', name);",
      "  }",
      "}",
      "",
      "module.exports = { FileSystemLoader };",
      "",
    ].join("\n"),
  });

  it("makes this.emit external and this.resolve the base's method", () => {
    expect(
      fixture.graph.edges
        .filter((e) => e.kind === "calls" && e.from === "src/node-loaders.js#FileSystemLoader.getSource")
        .map((e) => `${e.to} @${e.line} ${e.resolution ?? (e.external ? "external" : "internal")}`)
        .sort(),
    ).toEqual(["?this.emit @6 external", "src/loader.js#Loader.resolve @7 type-checked"]);
  });
});
