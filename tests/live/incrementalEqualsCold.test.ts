/**
 * The live index's updates (`keepCompilerWarm`, as `strata watch` and `strata mcp` run them) leave the store as a
 * fresh `strata index` of the same tree leaves it: the graph, the search docs, the node summaries and the purpose
 * categories, compared whole. The edits exercise the shortcuts an update takes — a comment edit and an added export no
 * other file names keep the dependents' edges — and the cases where they must not apply: a renamed export an importer
 * calls, a new file, a deleted file, commits (the history field), a file skipped when read. (Barrels, whose contracts
 * repeat what they re-export, are tested in tests/pipeline/barrels.test.ts — extraction takes them again when a
 * module they re-export from changes its surface — and the graph through barrels in tests/graph/surfaceSkip.test.ts.)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository, warmUpIndex } from "../../src/pipeline/index.js";
import { diskSourceFiles } from "../../src/extract/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";
import { coldContents, storeContents } from "./storeContents.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

const cold = (root: string): Promise<unknown> => coldContents(root, roots);

describe("live updates leave the store a fresh index leaves", () => {
  it("after a comment edit, an added export, a renamed export an importer calls, a new file, a deleted file and commits", async () => {
    const root = writeTree({
      "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, module: "esnext", moduleResolution: "bundler" } }),
      "src/core.ts": "/** Core helpers. */\nexport function count(): number {\n  return 1;\n}\n\nexport function make(): { n: number } {\n  return { n: count() };\n}\n",
      "src/a.ts": 'import { count, make } from "./core";\n\n/** Uses the core. */\nexport function useA(): number {\n  return count() + make().n;\n}\n',
      "src/b.ts": 'import { make } from "./core";\n\nexport function useB(): number {\n  return make().n;\n}\n',
    });
    roots.push(root);
    const git = (...args: string[]): void => void execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: root, stdio: "ignore" });
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "Add the core helpers");
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const update = async (): Promise<{ filesBuilt: number; dependentsKept: number }> => {
      const report = await indexRepository({ root, store, config: loadConfig(root), threads: 1, keepCompilerWarm: true });
      const graph = report.stages.graph as { filesBuilt: number; dependentsKept: number };
      expect(await storeContents(store)).toEqual(await cold(root));
      return { filesBuilt: graph.filesBuilt, dependentsKept: graph.dependentsKept };
    };
    const core = path.join(root, "src/core.ts");
    const edit = (from: string, to: string): void => fs.writeFileSync(core, fs.readFileSync(core, "utf8").replace(from, to));
    try {
      expect(await update()).toEqual({ filesBuilt: 4, dependentsKept: 0 });
      // The first, full build lets its program go; the watcher's warm-up makes the one the updates build on.
      await warmUpIndex({ root, store, sources: diskSourceFiles(root), threads: 1 });
      edit("/** Core helpers. */", "/** Core helpers. */\n// a comment");
      expect(await update()).toEqual({ filesBuilt: 1, dependentsKept: 1 });
      edit("export function make", "export const added = 2;\n\nexport function make");
      expect(await update()).toEqual({ filesBuilt: 1, dependentsKept: 1 });
      // a.ts calls count: its call no longer resolves.
      edit("export function count()", "export function total()");
      edit("{ n: count() }", "{ n: total() }");
      expect(await update()).toEqual({ filesBuilt: 3, dependentsKept: 0 });
      fs.writeFileSync(path.join(root, "src/c.ts"), 'import { total } from "./core";\n\nexport function useC(): number {\n  return total();\n}\n');
      expect((await update()).filesBuilt).toBeGreaterThan(0);
      fs.rmSync(path.join(root, "src/b.ts"));
      await update();
      // A commit moves HEAD: the history field of the docs changes (read while extraction runs).
      git("add", "-A");
      git("commit", "-q", "-m", "Rename count to total");
      await update();
      expect(JSON.stringify(await storeContents(store))).toContain("Rename count to total");
      // A new file discovered but skipped when read (minified): the history read early is for other paths, so it is read again.
      fs.writeFileSync(path.join(root, "src/min.js"), `var a=${"1+".repeat(4000)}1;\n`);
      git("add", "-A");
      git("commit", "-q", "-m", "Add a bundle");
      await update();
      expect((await store.listSkipped()).map((f) => f.path)).toEqual(["src/min.js"]);
      // Skipped again on the next commit: the early read leaves it out, as the stored files do.
      edit("/** Core helpers. */", "/** Core helpers, counted. */");
      git("commit", "-q", "-am", "Say what the core counts");
      await update();
    } finally {
      await store.close();
    }
  }, 300_000);
});
