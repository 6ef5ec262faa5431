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
});
