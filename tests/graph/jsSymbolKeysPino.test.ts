/**
 * pino b394c2c1's `pino()` builds its logger as `const instance = {}`, fills it with `Object.assign(instance, { … })`
 * and `Object.setPrototypeOf(instance, proto())`, then calls `instance[setLevelSym](level)`: the checker types the
 * element access of that literal, so the symbol-keyed call (see `jsSymbolKeys.ts`) was left unresolved and `callers
 * setLevel` missed pino.js. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript symbol-keyed calls on an object literal filled later", () => {
  it("reach the function defined under the key", async () => {
    const lines = await callLines({
      "lib/symbols.js": ["const setLevelSym = Symbol('pino.setLevel');", "module.exports = { setLevelSym };", ""].join("\n"),
      "lib/levels.js": ["function setLevel(level) {", "  this.level = level;", "}", "module.exports = { setLevel };", ""].join("\n"),
      "lib/proto.js": [
        "const { setLevelSym } = require('./symbols');",
        "const { setLevel } = require('./levels');",
        "const prototype = { [setLevelSym]: setLevel };",
        "module.exports = function () { return Object.create(prototype); };",
        "",
      ].join("\n"),
      "pino.js": [
        "const proto = require('./lib/proto');",
        "const symbols = require('./lib/symbols');",
        "const { setLevelSym } = symbols;",
        "function pino(level) {",
        "  const instance = {};",
        "  Object.assign(instance, { level: 'info' });",
        "  Object.setPrototypeOf(instance, proto());",
        "  instance[setLevelSym](level);",
        "  return instance;",
        "}",
        "module.exports = pino;",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("pino.js#pino") && l.includes("@8"))).toEqual(["pino.js#pino -> lib/levels.js#setLevel @8 scope"]);
  });
});
