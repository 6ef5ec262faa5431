/**
 * `summary --node <file>#<name>` of a name its file does not have: no near names from other files, and the example id
 * is one of that file's. werkzeug 1b00618e: `summary --node src/werkzeug/http.py#nope` had suggested
 * `WWWAuthenticate.type` and `Headers.copy` from other files, and an example id from `examples/`.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root = "";
beforeAll(async () => {
  root = writeTree({
    "app/calc.py": "class Calc:\n    def add(self, a, b):\n        return a + b\n\n    def copy(self):\n        return Calc()\n",
    "app/shapes.py": "class Shape:\n    def area(self):\n        return 0\n",
  });
  expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a name the named file does not have", () => {
  it("gets an example id of that file and no near names from elsewhere", async () => {
    expect(await strataInProcess(["summary", "--node", "app/shapes.py#copi", "--repo", root])).toEqual({
      status: 3,
      stdout: "",
      stderr: `strata: no node "app/shapes.py#copi" in the code graph of ${root}: ids look like app/shapes.py#Shape.area, app/shapes.py, a folder with a trailing / or . (see \`strata levels\` or \`strata search\`)\n`,
    });
  });
});
