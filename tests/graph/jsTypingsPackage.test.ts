/**
 * A JavaScript package with hand-written typings, imported by its own name (its examples, its tests): the import
 * reaches the package's code, not its typings, and a chain through a getter-setter documented with a union result
 * (`@return {(Command|string)}`) goes on through the one part that has the next member. A new user's trial on
 * commander.js ba6d13dd: `callers lib/command.js#Command.constructor --all` listed none of the 33 examples that run
 * `new Command()` (all reached `typings/index.d.ts`), and `program.name('x').argument(…)` reached nothing.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const FILES = {
  "package.json": JSON.stringify({ name: "cmdr", type: "module", main: "./index.js", types: "typings/index.d.ts", exports: { ".": { types: "./typings/index.d.ts", default: "./index.js" } } }),
  "index.js": "export { Command } from './lib/command.js';\n",
  "typings/index.d.ts": "export class Command {\n  constructor(name?: string);\n  name(str: string): this;\n  name(): string;\n  argument(name: string): this;\n}\n",
  "lib/command.js": [
    "export class Command {",
    "  /** @param {string} [name] */",
    "  constructor(name) {",
    "    this._name = name || '';",
    "  }",
    "",
    "  /**",
    "   * Get or set the name.",
    "   * @param {string} [str]",
    "   * @return {(Command|string)}",
    "   */",
    "  name(str) {",
    "    if (str === undefined) return this._name;",
    "    this._name = str;",
    "    return this;",
    "  }",
    "",
    "  /**",
    "   * @param {string} name",
    "   * @return {Command}",
    "   */",
    "  argument(name) {",
    "    return this;",
    "  }",
    "}",
    "",
  ].join("\n"),
  "examples/args.js": ["import { Command } from 'cmdr';", "const program = new Command();", "program", "  .name('connect')", "  .argument('<server>')", "  .argument('[user]');", ""].join("\n"),
};

describe("a JavaScript package with typings, imported by its own name", () => {
  it("reaches the package's code, through a union-typed result too (both `.argument` calls are one edge)", async () => {
    expect(await callLines(FILES, "examples/")).toEqual([
      "examples/args.js -> lib/command.js#Command.argument @5 scope",
      "examples/args.js -> lib/command.js#Command.constructor @2 type-checked",
      "examples/args.js -> lib/command.js#Command.name @4 type-checked",
    ]);
  });

  // A break-it trial: with a union of two object types, the other may have the member where the checker cannot see it.
  it("takes a union's member only from its one object type beside primitives", async () => {
    const lines = await callLines({
      "a.js": [
        "const EventEmitter = require('events');",
        "class Foo { on(ev) { return ev; } name() { return 'x'; } }",
        "class Bar extends EventEmitter {}",
        "/** @param {Foo|Bar} x */",
        "function both(x) { x.on('e'); }",
        "/** @param {Foo|string|null} x */",
        "function one(x) { x.name(); }",
        "/** @param {Foo|string} x */",
        "function shared(x) { x.slice(1); }",
        "module.exports = { both, one, shared };",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("a.js#"))).toEqual(["a.js#both -> ?x.on @5 internal", "a.js#one -> a.js#Foo.name @7 scope", "a.js#shared -> ?x.slice @9 internal"]);
  });

  // A break-it trial: an `exports` subpath with typings, and a workspace package whose manifest names only its typings.
  it("reaches the code of an exports subpath, and a typings-only manifest's index.js", async () => {
    const lines = await callLines({
      "package.json": JSON.stringify({ name: "mypkg", workspaces: ["packages/*"], exports: { ".": { types: "./typings/index.d.ts", default: "./index.js" }, "./util": { types: "./typings/util.d.ts", default: "./lib/util.js" } } }),
      "index.js": "module.exports = {};\n",
      "typings/index.d.ts": "export {};\n",
      "typings/util.d.ts": "export function pad(s: string): string;\n",
      "lib/util.js": "function pad(s) { return ' ' + s; }\nmodule.exports = { pad };\n",
      "packages/a/package.json": JSON.stringify({ name: "@m/a", types: "./typings/index.d.ts" }),
      "packages/a/typings/index.d.ts": "export function makeA(): number;\n",
      "packages/a/index.js": "function makeA() { return 1; }\nmodule.exports = { makeA };\n",
      "examples/use.js": "const { pad } = require('mypkg/util');\nconst { makeA } = require('@m/a');\npad('x');\nmakeA();\n",
    }, "examples/");
    expect(lines).toEqual(["examples/use.js -> lib/util.js#pad @3 type-checked", "examples/use.js -> packages/a/index.js#makeA @4 type-checked"]);
  });
});
