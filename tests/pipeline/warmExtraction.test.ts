/**
 * A long-lived process (`keepCompilerWarm`) keeps extraction's TypeScript project between runs: every contract it
 * makes must equal the one a fresh process makes from the same files — after a dependency's type changes, after a
 * dependency is deleted, and after the compiler options change.
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
});
