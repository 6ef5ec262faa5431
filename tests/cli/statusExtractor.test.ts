/**
 * `strata status` counts a row made by another extractor version (or other token settings) as stale: the next
 * `strata index` re-extracts it. Found by a trial: after an upgrade that changed the text extractor, status said
 * "Index rows: 61 fresh, 0 stale, 0 missing." on viper and the next index re-extracted 28 files.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({ "a.py": "def a():\n    return 1\n", "README.md": "# R\n\nGo configuration with fangs.\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  await strataInProcess(["index", root, "--json"]);
  // The row as an older strata stored it: only its extractor key differs.
  const db = new Database(path.join(root, ".strata", "strata.db"));
  try {
    db.prepare("UPDATE files SET extractor = ? WHERE path = ?").run("text@1 o200k_base/1500", "README.md");
  } finally {
    db.close();
  }
});

describe("status after an extractor upgrade", () => {
  it("counts a row made by another extractor version as stale and names both versions", async () => {
    const text = (await strataInProcess(["status", root])).stdout.split("\n");
    expect(text.slice(0, 3)).toEqual([
      "Index rows: 1 fresh, 1 stale, 0 missing.",
      "  README.md: index stale (made by text@1 o200k_base/1500; strata index now makes text@111 o200k_base/1500)",
      "Refresh with: strata index",
    ]);
    const json = JSON.parse((await strataInProcess(["status", root, "--json"])).stdout) as { files: unknown[] };
    expect(json.files).toEqual([{ path: "README.md", index: "stale", madeBy: "text@1 o200k_base/1500", makes: "text@111 o200k_base/1500" }]);
  });
});

describe("status after an install", () => {
  const app = writeTree({
    "src/app.ts": 'import { make } from "lib";\n\nexport const shape = make();\n',
    "node_modules/lib/package.json": JSON.stringify({ name: "lib", types: "index.d.ts" }),
    "node_modules/lib/index.d.ts": "export declare function make(): { width: number };\n",
    "node_modules/.package-lock.json": '{"packages":{"node_modules/lib":{"version":"1.0.0"}}}',
  });
  afterAll(() => fs.rmSync(app, { recursive: true, force: true }));

  it("says a TypeScript row was made before the installed packages changed", async () => {
    await strataInProcess(["index", app, "--json"]);
    expect((await strataInProcess(["status", app])).stdout.split("\n")[0]).toBe("Index rows: 1 fresh, 0 stale, 0 missing.");
    fs.writeFileSync(path.join(app, "node_modules", ".package-lock.json"), '{"packages":{"node_modules/lib":{"version":"1.1.0"}}}');
    expect((await strataInProcess(["status", app])).stdout.split("\n").slice(0, 2)).toEqual([
      "Index rows: 0 fresh, 1 stale, 0 missing.",
      "  src/app.ts: index stale (made before the installed packages changed (node_modules))",
    ]);
  });
});
