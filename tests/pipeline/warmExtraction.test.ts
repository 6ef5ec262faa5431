/**
 * A long-lived process (`keepCompilerWarm`) keeps extraction's TypeScript project between runs: every contract it
 * makes must equal the one a fresh process makes from the same files — after a dependency's type changes, after a
 * dependency is deleted, after the compiler options change, and after a workspace package's entry point moves (a
 * release's version bump keeps the project).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

/** Every stored contract, by path. */
async function contracts(store: Store): Promise<Record<string, unknown>> {
  return Object.fromEntries((await store.listFiles()).map((f) => [f.path, f.contract]));
}

/** The contracts a fresh index of a copy of `root` makes. */
async function fresh(root: string): Promise<Record<string, unknown>> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "strata-warm-fresh-"));
  roots.push(copy);
  for (const name of fs.readdirSync(root)) if (name !== ".strata") fs.cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  const store = openStore(path.join(copy, ".strata", "strata.db"));
  try {
    await indexRepository({ root: copy, store, config: loadConfig(copy), threads: 1, stages: [] });
    return contracts(store);
  } finally {
    await store.close();
  }
}

describe("extraction kept warm between runs", () => {
  it("makes the contracts a fresh process makes after each change", async () => {
    const root = writeTree({
      "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true } }),
      "b.ts": "export function makeB() {\n  return { n: 1 };\n}\n",
      "a.ts": 'import { makeB } from "./b";\nexport const x = makeB();\nexport function pick(v?: string) {\n  return v;\n}\n',
    });
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const run = async (): Promise<Record<string, unknown>> => {
      await indexRepository({ root, store, config: loadConfig(root), threads: 1, stages: [], keepCompilerWarm: true });
      return contracts(store);
    };
    const touchA = (): void => fs.appendFileSync(path.join(root, "a.ts"), "// edit\n");
    const typeOfX = (all: Record<string, unknown>): unknown => (all["a.ts"] as { exports: { name: string; type?: string }[] }).exports.find((e) => e.name === "x")?.type;
    try {
      expect(await run()).toEqual(await fresh(root));
      // The dependency's return type changes (b is re-extracted in that run), then a is edited.
      fs.writeFileSync(path.join(root, "b.ts"), 'export function makeB() {\n  return { n: 1, s: "x" };\n}\n');
      await run();
      touchA();
      const afterB = await run();
      expect(afterB).toEqual(await fresh(root));
      expect(typeOfX(afterB)).toBe("{ n: number; s: string; }");
      // The dependency is deleted: the kept project must not resolve the import to it any more.
      fs.rmSync(path.join(root, "b.ts"));
      touchA();
      expect(await run()).toEqual(await fresh(root));
      // Compiler options change: `pick` returns `string | undefined` under strict, `string` without it.
      fs.writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: false } }));
      touchA();
      expect(await run()).toEqual(await fresh(root));
    } finally {
      await store.close();
    }
  });

  it("keeps its project over a release's version bump, not over a changed entry point of a workspace package", async () => {
    const root = writeTree({
      "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, module: "esnext", moduleResolution: "bundler" } }),
      "package.json": JSON.stringify({ name: "mono", version: "1.0.0", workspaces: ["packages/*"] }),
      "packages/lib/package.json": JSON.stringify({ name: "@mono/lib", version: "1.0.0", types: "./src/one.ts" }),
      "packages/lib/src/one.ts": "export const value = 1;\n",
      "packages/lib/src/two.ts": 'export const value = "two";\n',
      "packages/app/a.ts": 'import { value } from "@mono/lib";\nexport const x = value;\n',
    });
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const run = async (): Promise<Record<string, unknown>> => {
      await indexRepository({ root, store, config: loadConfig(root), threads: 1, stages: [], keepCompilerWarm: true });
      return contracts(store);
    };
    const typeOfX = (all: Record<string, unknown>): unknown => (all["packages/app/a.ts"] as { exports: { name: string; type?: string }[] }).exports.find((e) => e.name === "x")?.type;
    const manifest = (fields: Record<string, string>): void => fs.writeFileSync(path.join(root, "packages/lib/package.json"), JSON.stringify({ name: "@mono/lib", ...fields }));
    try {
      expect(typeOfX(await run())).toBe("1");
      manifest({ version: "1.1.0", types: "./src/one.ts" });
      fs.appendFileSync(path.join(root, "packages/app/a.ts"), "// bumped\n");
      expect(await run()).toEqual(await fresh(root));
      // The package's entry point moves: the kept project must resolve `@mono/lib` again.
      manifest({ version: "1.1.0", types: "./src/two.ts" });
      fs.appendFileSync(path.join(root, "packages/app/a.ts"), "// moved\n");
      const moved = await run();
      expect(moved).toEqual(await fresh(root));
      expect(typeOfX(moved)).toBe('"two"');
    } finally {
      await store.close();
    }
  });
});
