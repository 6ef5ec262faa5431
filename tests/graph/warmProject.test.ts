/**
 * The TypeScript program of a long-lived process is kept warm between graph builds of one repository: unchanged
 * files keep their parsed source files. Whatever changed in between (an edited body, a removed ambient declaration,
 * a new file, a file nested too deeply and then fixed), the next build equals a build of the same tree in a
 * process-fresh project (another root, so another project).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dependencyPathExists } from "../../src/extract/index.js";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { edgeLines, loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, target: "es2022", module: "esnext", moduleResolution: "bundler" } }),
  "src/globals.d.ts": "declare function ambientLog(message: string): void;\n",
  "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
  "src/app.ts": 'import { add } from "./math";\n\nexport function main(): number {\n  ambientLog("start");\n  return add(1, 2);\n}\n',
};

/** The graph's call edges, one line each. */
const calls = (graph: CodeGraph): string[] => edgeLines(graph).filter((l) => l.startsWith("calls"));

/** The build of `root` as it is on disk now, without the repository node (named after the folder). */
async function build(root: string): Promise<CodeGraph> {
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return { ...graph, nodes: graph.nodes.filter((n) => n.kind !== "repository") };
}

/** The same tree under another root: a project made fresh for it. */
async function freshBuildOf(root: string): Promise<CodeGraph> {
  const copy = writeTree({});
  fs.cpSync(root, copy, { recursive: true });
  return build(copy);
}

describe("warm TypeScript project between graph builds", () => {
  it("gives the fresh build's graph after edits, a removed ambient declaration, a new file and a too-deep file fixed", async () => {
    const root = writeTree(FILES);
    expect(calls(await build(root))).toEqual([
      "calls      src/app.ts#main -> src/globals.d.ts#ambientLog @4 [type-checked]",
      "calls      src/app.ts#main -> src/math.ts#add @5 [type-checked]",
    ]);

    fs.writeFileSync(path.join(root, "src/math.ts"), "export function add(a: number, b: number): number {\n  return twice(a) + b;\n}\n\nfunction twice(n: number): number {\n  return n * 2;\n}\n");
    fs.rmSync(path.join(root, "src/globals.d.ts"));
    fs.writeFileSync(path.join(root, "src/extra.ts"), 'import { main } from "./app";\n\nexport const run = (): number => main();\n');
    fs.writeFileSync(path.join(root, "src/deep.ts"), `export const deep = ${"[".repeat(600)}${"]".repeat(600)};\n`);
    const edited = await build(root);
    // The removed declaration no longer resolves; the new file and the new callee do.
    expect(calls(edited)).toEqual([
      "calls      src/app.ts#main -> ?ambientLog @4 [unresolved, external]",
      "calls      src/app.ts#main -> src/math.ts#add @5 [type-checked]",
      "calls      src/extra.ts#run -> src/app.ts#main @3 [type-checked]",
      "calls      src/math.ts#add -> src/math.ts#twice @2 [type-checked]",
    ]);
    expect(edited).toEqual(await freshBuildOf(root));

    fs.writeFileSync(path.join(root, "src/deep.ts"), "export const deep = [[1]];\n");
    fs.writeFileSync(path.join(root, "src/globals.d.ts"), "declare function ambientLog(message: string): void;\n");
    const fixed = await build(root);
    expect(calls(fixed)).toEqual([
      "calls      src/app.ts#main -> src/globals.d.ts#ambientLog @4 [type-checked]",
      "calls      src/app.ts#main -> src/math.ts#add @5 [type-checked]",
      "calls      src/extra.ts#run -> src/app.ts#main @3 [type-checked]",
      "calls      src/math.ts#add -> src/math.ts#twice @2 [type-checked]",
    ]);
    expect(fixed).toEqual(await freshBuildOf(root));
  }, 120_000);

  it("remembers what module resolution found in node_modules, and sees a repository file added after a failed import", async () => {
    const root = writeTree({
      "tsconfig.json": FILES["tsconfig.json"],
      "node_modules/dep/package.json": JSON.stringify({ name: "dep", version: "1.0.0", types: "index.d.ts" }),
      "node_modules/dep/index.d.ts": "export declare function wrap<T>(value: T): T;\n",
      "src/app.ts": 'import { wrap } from "dep";\nimport { later } from "./later";\n\nclass Box {\n  open(): number {\n    return 1;\n  }\n}\n\nexport function main(): number {\n  return wrap(new Box()).open() + later();\n}\n',
    });
    // The package's typings are no graph file: only the repository's files are handed in.
    const repositoryBuild = async (): Promise<string[]> => calls(await buildGraph({ root, files: loadFixture(root).filter((f) => !f.path.startsWith("node_modules/")) }));
    // `wrap`'s declared type reaches `Box.open` only when "dep" resolves to its typings.
    expect(await repositoryBuild()).toEqual([
      "calls      src/app.ts#main -> ?later @11 [unresolved]",
      "calls      src/app.ts#main -> ?wrap @11 [unresolved, external]",
      "calls      src/app.ts#main -> src/app.ts#Box @11 [type-checked]",
      "calls      src/app.ts#main -> src/app.ts#Box.open @11 [type-checked]",
    ]);
    // The build's resolution went through the memo: the package's manifest is remembered as there (the probe is not asked).
    expect(dependencyPathExists(path.join(root, "node_modules/dep/package.json"), "file", () => false)).toBe(true);
    // A relative import is asked of the disk again: the file added since resolves.
    fs.writeFileSync(path.join(root, "src/later.ts"), "export function later(): number {\n  return 1;\n}\n");
    expect(await repositoryBuild()).toEqual([
      "calls      src/app.ts#main -> ?wrap @11 [unresolved, external]",
      "calls      src/app.ts#main -> src/app.ts#Box @11 [type-checked]",
      "calls      src/app.ts#main -> src/app.ts#Box.open @11 [type-checked]",
      "calls      src/app.ts#main -> src/later.ts#later @11 [type-checked]",
    ]);
  }, 120_000);
});
