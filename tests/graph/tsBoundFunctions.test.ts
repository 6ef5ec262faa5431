/**
 * A repository function read as the receiver of `Function.prototype.bind`, `call` or `apply` is called through it:
 * execa's `subprocess.kill = subprocessKill.bind(undefined, {...})` (lib/methods/main-async.js) left `subprocessKill`
 * with no caller, and `strata impact subprocessKill` reached nothing.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const calls = async (files: Record<string, string>): Promise<string[]> => {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges
    .filter((e) => e.kind === "calls")
    .map((e) => `${e.from} -> ${e.to} @${e.line}${e.via ? ` via ${e.via}` : ""}${e.resolved ? "" : e.external ? " external" : " internal"}`)
    .sort();
};

describe("functions called through bind, call and apply", () => {
  // A trial on fastify: `callees buildRouting.route` listed `addNewRoute` and also "addNewRoute.call (outside the
  // repository)". A repository function's `call`, `apply` or `bind` is that function's edge alone; an outside
  // function's (`subprocess.kill.bind`) stays outside.
  it("gives the bound, called or applied repository function an edge from the function that binds it, and no edge to Function's method", async () => {
    const lines = await calls({
      "lib/terminate/kill.js": [
        "// Monkey-patches `subprocess.kill()` to add `forceKillAfterDelay` behavior and `.kill(error)`",
        "export const subprocessKill = ({kill, context}, signalOrError, errorArgument) => {",
        "\treturn kill(signalOrError);",
        "};",
        "",
      ].join("\n"),
      "lib/methods/main-async.js": [
        "import {subprocessKill} from '../terminate/kill.js';",
        "",
        "export const spawnSubprocessAsync = ({subprocess, context}) => {",
        "\tconst originalKill = subprocess.kill.bind(subprocess);",
        "\tsubprocess.kill = subprocessKill.bind(undefined, {kill: originalKill, context});",
        "};",
        "",
        "export const killNow = (options) => subprocessKill.call(undefined, options, 'SIGTERM');",
        "",
        "export const killWith = (options) => subprocessKill.apply(undefined, [options]);",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "lib/methods/main-async.js#killNow -> lib/terminate/kill.js#subprocessKill @8",
      "lib/methods/main-async.js#killWith -> lib/terminate/kill.js#subprocessKill @10",
      "lib/methods/main-async.js#spawnSubprocessAsync -> ?subprocess.kill.bind @4 external",
      "lib/methods/main-async.js#spawnSubprocessAsync -> lib/terminate/kill.js#subprocessKill @5 via callback", // the bound copy is assigned: run later
      "lib/terminate/kill.js#subprocessKill -> ?kill @3 internal",
    ]);
  });
});
