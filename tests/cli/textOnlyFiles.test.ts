/**
 * Files of no known language are counted by extension and named in the index report. A new user's trial on
 * node-cache (CoffeeScript): `strata index` read "Languages: text 10, yaml 3, …", and search then gave
 * `_src/lib/node_cache.coffee` as "Text file with no extracted structure" without a word why.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderIndexReport } from "../../src/cli/render/indexReport.js";
import { loadConfig } from "../../src/config/index.js";
import { indexRepository, type IndexReport } from "../../src/pipeline/index.js";
import { openStore } from "../../src/store/index.js";

describe("files indexed as plain text", () => {
  it("are counted per extension and named in the report, most first", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-textonly-"));
    const files: Record<string, string> = {
      "_src/lib/node_cache.coffee": "module.exports = class NodeCache\n  get: (key) -> @data[key]\n",
      "_src/test/cache_test.coffee": "describe 'cache', ->\n",
      "Gruntfile.coffee": "module.exports = (grunt) ->\n",
      "LICENSE": "MIT\n",
      "index.ts": "export const a = 1;\n",
      "README.md": "# node-cache\n",
      "android/Cache.kt": "fun cached(key: String): String = key\n",
    };
    for (const [p, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
      fs.writeFileSync(path.join(root, p), text);
    }
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const report: IndexReport = await indexRepository({ root, store, config: loadConfig(root, {}, {}), threads: 1, stages: [] });
    await store.close();
    expect(report.textOnly).toEqual({ ".coffee": 3, "(no extension)": 1 });
    expect(renderIndexReport(report).split("\n").find((l) => l.startsWith("No extractor"))).toBe("No extractor, searched as plain text: .coffee 3, (no extension) 1.");
    // A language strata reads as text (retrofit's Kotlin) is named apart from the analysed ones.
    expect(renderIndexReport(report).split("\n").find((l) => l.startsWith("Languages:"))).toBe("Languages: typescript 1; as plain text: text 4, kotlin 1, markdown 1.");
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);
});
