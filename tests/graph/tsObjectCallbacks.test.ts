/**
 * A function handed over as a member of an object argument is a callback: immer (061c242) registers its patch plugin
 * with `loadPlugin(PluginPatches, {generatePatches_, applyPatches_})` (src/plugins/patches.ts), and `callers
 * generatePatches_` was empty; options objects do the same (`new Worker({ onMessage: handle })`).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("functions in object arguments", () => {
  it("are callbacks of the code that passes them, by shorthand or by key; values and outside functions are not", async () => {
    const root = writeTree({
      "src/plugins.ts": [
        "export function loadPlugin(name: string, impl: object): void {}",
        "",
      ].join("\n"),
      "src/patches.ts": [
        "import { loadPlugin } from './plugins';",
        "",
        "export function enablePatches(): void {",
        "  function generatePatches_(base: object): void {}",
        "  const applyPatches_ = (base: object): object => base;",
        "  const limit = 3;",
        "  loadPlugin('Patches', { generatePatches_, applyPatches_, limit, onError: report, log: console.log });",
        "}",
        "",
        "function report(e: Error): void {}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("src/patches.ts"))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.via ? ` via ${e.via}` : ""}${e.resolved ? "" : e.external ? " external" : " internal"}`)
      .sort();
    expect(lines).toEqual([
      "src/patches.ts#enablePatches -> src/patches.ts#enablePatches.applyPatches_ @7 via callback",
      "src/patches.ts#enablePatches -> src/patches.ts#enablePatches.generatePatches_ @7 via callback",
      "src/patches.ts#enablePatches -> src/patches.ts#report @7 via callback",
      "src/patches.ts#enablePatches -> src/plugins.ts#loadPlugin @7",
    ]);
  });
});
