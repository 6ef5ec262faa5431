/**
 * A branch switch that changes several files at once leaves the store as a fresh `strata index` of the checkout
 * leaves it (graph, search docs, node summaries, categories, compared whole), in one process as `strata watch` runs
 * its updates (`keepCompilerWarm`). The switch exercises the shortcuts a multi-file update takes and the cases where
 * they must not apply: a barrel edited only in a comment beside a changed module it re-exports (whose added export
 * makes extraction take the barrel again), a barrel whose bytes stay but whose contract repeats that export, a literal in an unchanged file that now gives its value to another
 * interface's property (its implementation facts, kept from the last build, no longer hold), a literal in a file the
 * switch does not reach (its facts are kept), a changed test file nothing imports, a release's version bump and a
 * deleted file; then the switch back.
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

const MAIN: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, target: "es2022", module: "esnext", moduleResolution: "bundler" } }),
  "package.json": JSON.stringify({ name: "switch", version: "1.0.0" }),
  "src/types.ts": "export interface Left {\n  run: () => number;\n}\n\nexport interface Right {\n  run: () => number;\n}\n",
  "src/pick.ts": 'import type { Left } from "./types";\n\nexport type Api = Left;\n',
  "src/impl.ts": 'import type { Api } from "./pick";\n\nfunction first(): number {\n  return 1;\n}\n\nexport function make(): Api {\n  return { run: first };\n}\n',
  "src/use.ts": 'import { make } from "./impl";\n\nexport function go(): number {\n  return make().run();\n}\n',
  "src/tool.ts": 'export interface Tool {\n  use: () => string;\n}\n\nfunction hammer(): string {\n  return "bang";\n}\n\nexport function tool(): Tool {\n  return { use: hammer };\n}\n',
  "src/worker.ts": 'import { tool } from "./tool";\n\nexport function work(): string {\n  return tool().use();\n}\n',
  "src/gen.ts": "/** Generates. */\nexport function generate(): number {\n  return 1;\n}\n",
  "src/core.ts": "export function count(): number {\n  return 2;\n}\n",
  "src/barrel.ts": '/** The barrel. */\nexport * from "./core";\nexport * from "./gen";\n',
  "src/index.ts": 'export * from "./gen";\n',
  "src/app.ts": 'import { count, generate } from "./barrel";\nimport { tool } from "./tool";\n\nexport function app(): number {\n  return generate() + count() + tool().use().length;\n}\n',
  "src/old.ts": 'import { count } from "./core";\n\nexport function old(): number {\n  return count();\n}\n',
  "test/app.test.ts": 'import { app } from "../src/app";\n\nexport function check(): boolean {\n  return app() === 7;\n}\n',
};

/** The other branch: each change is one of the cases in the module comment. */
const OTHER: Record<string, string | undefined> = {
  "package.json": JSON.stringify({ name: "switch", version: "1.1.0" }),
  // impl.ts's literal now gives `run` to Right's property, not Left's: its kept facts no longer hold.
  "src/pick.ts": 'import type { Right } from "./types";\n\nexport type Api = Right;\n',
  "src/use.ts": 'import { make } from "./impl";\n\nexport function go(): number {\n  return make().run();\n}\n\nexport const twice = (): number => go() * 2;\n',
  "src/gen.ts": '/** Generates. */\nexport function generate(): number {\n  return 1;\n}\n\nexport function label(): string {\n  return "gen";\n}\n',
  "src/barrel.ts": '/** The barrel, of core and gen. */\nexport * from "./core";\nexport * from "./gen";\n',
  "src/app.ts": 'import { count, generate, label } from "./barrel";\nimport { tool } from "./tool";\n\nexport function app(): number {\n  return generate() + count() + label().length + tool().use().length;\n}\n',
  "test/app.test.ts": 'import { app } from "../src/app";\n\nexport function check(): boolean {\n  return app() === 10;\n}\n',
  "src/old.ts": undefined,
};

describe("a multi-file branch switch in a live index", () => {
  it("leaves the store a fresh index of the checkout leaves, and so does the switch back", async () => {
    const root = writeTree(MAIN);
    roots.push(root);
    const git = (...args: string[]): void => void execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: root, stdio: "ignore" });
    git("init", "-q", "-b", "main");
    git("add", ".");
    git("commit", "-q", "-m", "Start");
    git("checkout", "-q", "-b", "other");
    for (const [rel, text] of Object.entries(OTHER)) {
      if (text === undefined) fs.rmSync(path.join(root, rel));
      else fs.writeFileSync(path.join(root, rel), text);
    }
    git("add", "-A");
    git("commit", "-q", "-m", "Rename run to exec, label the generator");
    git("checkout", "-q", "main");
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const update = async (): Promise<{ filesBuilt: number; dependentsKept: number }> => {
      const report = await indexRepository({ root, store, config: loadConfig(root), threads: 1, keepCompilerWarm: true });
      const graph = report.stages.graph as { filesBuilt: number; dependentsKept: number };
      expect(await storeContents(store)).toEqual(await cold(root));
      return { filesBuilt: graph.filesBuilt, dependentsKept: graph.dependentsKept };
    };
    try {
      expect(await update()).toEqual({ filesBuilt: 15, dependentsKept: 0 });
      // The first, full build lets its program go; the watcher's warm-up makes the one the updates build on.
      await warmUpIndex({ root, store, sources: diskSourceFiles(root), threads: 1 });
      // A comment in worker.ts (nothing depends on it, so its surface is not compared): the next build starts from a
      // program whose implementation facts are kept (tool.ts's literal gives `use` its value).
      fs.appendFileSync(path.join(root, "src/worker.ts"), "// worked\n");
      expect(await update()).toEqual({ filesBuilt: 1, dependentsKept: 0 });
      // The changed files but old.ts (deleted), and impl.ts (it depends on pick.ts); the barrel's code is the same, but
      // it re-exports gen.ts, whose surface changed, so its surface is compared (and differs: \`label\`).
      git("checkout", "-q", "other");
      expect(await update()).toEqual({ filesBuilt: 9, dependentsKept: 0 });
      // Back: old.ts again; use.ts (its \`twice\` named nowhere else) and app.ts (the same signature) keep their dependents.
      git("checkout", "-q", "main");
      expect(await update()).toEqual({ filesBuilt: 9, dependentsKept: 2 });
    } finally {
      await store.close();
    }
  }, 300_000);
});
