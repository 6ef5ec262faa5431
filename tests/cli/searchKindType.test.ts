/**
 * `search --kind` takes the kinds results show: httprouter 4840180's results named Go's `type Handle func(…)` a
 * `type`, and `--kind type` was refused ("unknown node kind"), while `--kind struct` listed it. `type` keeps Go defined
 * types that are no struct (and TypeScript function type aliases); `struct` keeps structs only.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root: string;
beforeAll(async () => {
  root = writeTree({
    "go.mod": "module example.com/router\n\ngo 1.22\n",
    "router.go": [
      "package router",
      "",
      "// Handle is a function that can be registered to a route to handle HTTP requests.",
      "type Handle func(w string, ps Params)",
      "",
      "// Router dispatches requests to the handle registered for a route.",
      "type Router struct{ trees map[string]string }",
      "",
      "// Params holds the route's parameters for a handle.",
      "type Params []string",
      "",
    ].join("\n"),
  });
  expect((await strataInProcess(["index", root, "--quiet", "--no-history"])).status).toBe(0);
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const ids = (stdout: string): string[] => stdout.trim().split("\n").map((l) => l.split("\t")[5]!).sort();

describe("search --kind by the kind results show", () => {
  it("keeps Go's function and slice types under type, and structs alone under struct", async () => {
    const types = await strataInProcess(["search", "handle route", "--repo", root, "--kind", "type"]);
    expect([types.status, ids(types.stdout)]).toEqual([0, ["router.go#Handle", "router.go#Params"]]);
    const structs = await strataInProcess(["search", "handle route", "--repo", root, "--kind", "struct"]);
    expect([structs.status, ids(structs.stdout)]).toEqual([0, ["router.go#Router"]]);
    const bad = await strataInProcess(["search", "handle", "--repo", root, "--kind", "types"]);
    expect([bad.status, bad.stderr]).toEqual([2, 'strata: --kind: unknown node kind "types" (use file, class, interface, struct, type, function, method)\n']);
  });
});
