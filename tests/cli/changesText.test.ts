/**
 * `strata changes` text output names the class of a changed member (found by a trial: `+ def reload(self)` did not say
 * which class gained it, though `--json` did).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { commitTree } from "../helpers/git.js";

const root = writeTree({ "config.py": "class Config:\n    def load(self, name):\n        return name\n", ".gitignore": ".strata/\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  commitTree(root);
  await strataInProcess(["index", root, "-q"]);
  fs.writeFileSync(path.join(root, "config.py"), "class Config:\n    def load(self, name, default=None):\n        return name\n\n    def reload(self):\n        return 1\n");
});

describe("changes text", () => {
  it("puts the owning class before a member's signature", async () => {
    expect((await strataInProcess(["changes", root])).stdout).toBe(
      "config.py  modified  (summary stale: run strata index)\n  + Config.reload: def reload(self):\n  ~ Config.load: def load(self, name):\n    → def load(self, name, default=None):\n",
    );
  });
});
