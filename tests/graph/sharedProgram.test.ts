/**
 * The program the graph keeps warm in a long-lived process is lent to extraction (`sharedTsProgram`): after a build,
 * changed files are extracted in it, with the same contracts the extractor's own project gives, and the next graph
 * build of the same texts uses that program and equals a build in a fresh project. No build yet, another root, or a
 * file the program leaves out (nesting too deep): the program is not lent and the extractor uses its own project.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildGraph, sharedTsProgram, type CodeGraph } from "../../src/graph/index.js";
import type { SharedTsProgram, SourceText } from "../../src/extract/index.js";
import { TsMorphExtractor } from "../../src/extract/typescript/TsMorphExtractor.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, target: "es2022", module: "esnext", moduleResolution: "bundler" } }),
  "src/globals.d.ts": "declare function ambientLog(message: string): void;\n",
  "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
  "src/app.ts": 'import { add } from "./math";\n\n/** Runs. */\nexport const main = () => {\n  ambientLog("start");\n  return { total: add(1, 2) };\n};\n',
};

const EDITED_MATH = "export function add(a: number, b: number): string {\n  return `${a + b}`;\n}\n\nexport const zero = 0;\n";

/** The build of `root` as it is on disk now, without the repository node (named after the folder). */
async function build(root: string): Promise<CodeGraph> {
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return { ...graph, nodes: graph.nodes.filter((n) => n.kind !== "repository") };
}

const source = (root: string, rel: string): SourceText => ({ path: rel, text: fs.readFileSync(path.join(root, rel), "utf8"), language: "typescript" });

/** `handle` that counts the batches it lent a program for. */
function counting(handle: SharedTsProgram): SharedTsProgram & { lent: number; refused: number } {
  const counted = {
    root: handle.root,
    lent: 0,
    refused: 0,
    lend: (files: readonly { path: string; text: string }[]) => {
      const lent = handle.lend(files);
      if (lent) counted.lent += 1;
      else counted.refused += 1;
      return lent;
    },
    forget: (paths: readonly string[]) => handle.forget(paths),
    discard: () => handle.discard(),
  };
  return counted;
}

/** Contracts of `paths` under `root`, extracted as one batch. */
async function extract(root: string, paths: string[], shared?: SharedTsProgram): Promise<unknown[]> {
  const extractor = new TsMorphExtractor({ root, ...(shared ? { shared } : {}) });
  const files = paths.map((p) => source(root, p));
  await extractor.prepare(files);
  const out: unknown[] = [];
  for (const file of files) out.push(await extractor.extract(file));
  extractor.dispose();
  return out;
}

describe("the graph's warm program lent to extraction", () => {
  it("extracts changed files in the kept program with the contracts of the extractor's own project", async () => {
    const root = writeTree(FILES);
    const handle = counting(sharedTsProgram(root));
    // No graph build in this process for the root yet: nothing to lend.
    expect(handle.lend([source(root, "src/app.ts")])).toBeUndefined();
    await build(root);

    fs.writeFileSync(path.join(root, "src/math.ts"), EDITED_MATH);
    const changed = ["src/math.ts", "src/app.ts"];
    const own = await extract(root, changed);
    const lent = await extract(root, changed, handle);
    expect(handle.lent).toBe(1);
    expect(lent).toEqual(own);
    // app.ts's inferred type reads the edited math.ts.
    expect(JSON.stringify(lent)).toContain('"returnType":"{ total: string; }"');

    // The build after extraction lent the program equals a build in a fresh project of the same tree.
    const edited = await build(root);
    const copy = writeTree({});
    fs.cpSync(root, copy, { recursive: true });
    expect(edited).toEqual(await build(copy));
  }, 120_000);

  it("is refused while the kept program leaves a file out", async () => {
    const root = writeTree({ ...FILES, "src/deep.ts": `export const deep = ${"[".repeat(600)}${"]".repeat(600)};\n` });
    await build(root);
    const handle = counting(sharedTsProgram(root));
    const own = await extract(root, ["src/app.ts"]);
    expect(await extract(root, ["src/app.ts"], handle)).toEqual(own);
    expect([handle.lent, handle.refused]).toEqual([0, 1]);
  }, 120_000);
});
