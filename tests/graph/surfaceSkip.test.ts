/**
 * A changed TypeScript file whose surface (what other files' edges see of it) is unchanged is rebuilt alone; its
 * dependents keep their edges. A comment-only edit (also in a `declare global` file), a body edit that keeps the types and an added export no other
 * file names (and its removal) skip them; a body edit that changes an inferred return type, an added export or method a dependent
 * already names (also through a barrel), an added default export, an added value of an interface property, a
 * renamed export, a changed signature, a changed `const` alias, a
 * changed heritage, another value given to an interface property, a `declare global` file and a JavaScript file rebuild them. After every edit the stored graph
 * equals a full build of the new tree (real extraction, real SQLite, one process as `strata watch` runs it).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { buildGraph } from "../../src/graph/index.js";
import { graphStage, indexRepository, warmUpIndex } from "../../src/pipeline/index.js";
import { diskSourceFiles } from "../../src/extract/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { writeTree } from "./graphFixtures.js";
import { sameCode } from "../../src/graph/typescript/tsGraph.js";

const CORE = [
  'import type { Api } from "./api";',
  'import { Base, Other } from "./base";',
  "",
  "export const other = new Other();",
  "",
  "/** A box. */",
  "export class Box extends Base {",
  "  open(): number {",
  "    return 1;",
  "  }",
  "}",
  "",
  "export function make(): Box {",
  "  return new Box();",
  "}",
  "",
  "export function count() {",
  "  return 1;",
  "}",
  "",
  "export const alias = make;",
  "",
  "function first(): number {",
  "  return 1;",
  "}",
  "",
  "function second(): number {",
  "  return 2;",
  "}",
  "",
  "export function api(): Api {",
  "  return { run: first };",
  "}",
  "",
].join("\n");

const TSCONFIG = { compilerOptions: { strict: true, target: "es2022", module: "esnext", moduleResolution: "bundler" } };

const FILES = {
  "tsconfig.json": JSON.stringify(TSCONFIG),
  "package.json": JSON.stringify({ name: "fixture", version: "1.0.0" }),
  "src/api.ts": "export interface Api {\n  run: () => number;\n}\n",
  "src/base.ts": "export class Base {\n  close(): void {}\n}\n\nexport class Other {\n  close(): void {}\n}\n",
  "src/core.ts": CORE,
  "src/a.ts": 'import { make, count, alias, api } from "./core";\n\nexport function useA(): number {\n  make().close();\n  alias();\n  api().run();\n  return make().open() + count();\n}\n',
  "src/b.ts": 'import { count } from "./core";\n\nexport function useB() {\n  return count();\n}\n',
  "src/alone.ts": "export function alone(): number {\n  return 3;\n}\n",
  "src/lib.js": "export function helper() {\n  return 1;\n}\n",
  "src/user.js": 'import { helper } from "./lib.js";\n\nexport function use() {\n  return helper();\n}\n',
  "src/globals.ts": "export {};\n\ndeclare global {\n  function ambient(): void;\n}\n",
  "src/callsAmbient.ts": "export function callAmbient(): void {\n  ambient();\n}\n",
  "src/barrel.ts": 'export * from "./core";\n',
  "src/early.ts": 'import { later, make } from "./barrel";\n\nexport function useLater(): void {\n  later();\n  make().shut();\n}\n',
};

/** One index run of the graph stage; returns its files built and dependents kept. */
async function update(root: string, store: Store): Promise<{ filesBuilt: number; dependentsKept: number | undefined }> {
  const report = await indexRepository({ root, store, config: loadConfig(root, {}, {}), threads: 1, stages: [graphStage], keepCompilerWarm: true });
  const graph = report.stages.graph as { filesBuilt: number; dependentsKept?: number };
  return { filesBuilt: graph.filesBuilt, dependentsKept: graph.dependentsKept };
}

/** A full build of the stored rows' texts and contracts, in the same root (so in the same warm project). */
async function fullBuild(root: string, store: Store) {
  const files = (await store.listFiles()).map((r) => ({ path: r.path, text: fs.readFileSync(path.join(root, r.path), "utf8"), language: r.language, ...(r.contract ? { contract: r.contract } : {}) }));
  return buildGraph({ root, files });
}

describe("sameCode: two texts whose code is the same but for comments and layout", () => {
  it("says so for comments and white space, not for a template literal's text, a triple-slash directive or a JSX pragma", () => {
    expect(sameCode("a.ts", "export const a = 1;\n", "// note\nexport const a =  1; /* x */\n")).toBe(true);
    expect(sameCode("a.ts", "const t = `${a} // one`;\n", "const t = `${a} // two`;\n")).toBe(false);
    expect(sameCode("a.ts", "const r = /a\\/\\/b/;\n", "const r = /a\\/\\/c/;\n")).toBe(false);
    expect(sameCode("a.ts", "export {};\n", '/// <reference path="./g.ts" />\nexport {};\n')).toBe(false);
    expect(sameCode("a.tsx", "export const e = <div />;\n", "/** @jsx h */\nexport const e = <div />;\n")).toBe(false);
    expect(sameCode("a.tsx", "export const e = <div>one</div>;\n", "export const e = <div>two</div>;\n")).toBe(false);
  });
});

describe("graph stage: dependents of a file whose surface is unchanged", () => {
  it("rebuilds the changed file alone when its surface is kept, its dependents too when not, always as a full build", async () => {
    const root = writeTree(FILES);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    expect(await update(root, store)).toEqual({ filesBuilt: 14, dependentsKept: 0 });
    // The first, full build lets its program go; a watcher's warm-up makes the one the edits build on.
    await warmUpIndex({ root, store, sources: diskSourceFiles(root), threads: 1 });
    const edit = async (file: string, text: string): Promise<{ filesBuilt: number; dependentsKept: number | undefined }> => {
      fs.writeFileSync(path.join(root, file), text);
      const result = await update(root, store);
      expect(await store.getGraph()).toEqual(await fullBuild(root, store));
      return result;
    };
    let core = CORE;
    const editCore = (from: string, to: string) => {
      expect(core).toContain(from);
      core = core.replace(from, to);
      return edit("src/core.ts", core);
    };

    // A comment line: core.ts alone (a.ts and b.ts call into it, but see the same).
    expect(await editCore("/** A box. */", "// a comment\n/** A box. */")).toEqual({ filesBuilt: 1, dependentsKept: 1 });
    // A body edit that keeps the inferred return type (number).
    expect(await editCore("  return 1;\n}\n\nexport const", "  return 2 + 1;\n}\n\nexport const")).toEqual({ filesBuilt: 1, dependentsKept: 1 });
    // A body edit that changes the inferred return type (number → string).
    expect(await editCore("  return 2 + 1;\n}\n\nexport const", '  return "two";\n}\n\nexport const')).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // An added export no other file names: core.ts alone (barrel.ts, whose contract re-exports core's names, is
    // extracted again, but its code is the same: the graph leaves it to core.ts's own propagation).
    expect(await editCore("export const alias", "export function extra(): void {}\n\nexport const alias")).toEqual({ filesBuilt: 1, dependentsKept: 1 });
    // An added export early.ts already imports through the barrel (unresolved until now).
    expect(await editCore("export const alias", "export function later(): void {}\n\nexport const alias")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // The added export no other file names goes again: core.ts alone.
    expect(await editCore("export function extra(): void {}\n\n", "")).toEqual({ filesBuilt: 1, dependentsKept: 1 });
    // An added method early.ts already calls: core.ts and its dependents.
    expect(await editCore("  open(): number {", "  shut(): void {}\n\n  open(): number {")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // An added default export: an import names it by any name, so no name can be looked for.
    expect(await editCore("export const alias", "export default function (): void {}\n\nexport const alias")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // An added export no file names that gives a value to an interface property: api().run() in a.ts may now call it.
    expect(await editCore("export const alias", "export const impl: Api = { run: second };\n\nexport const alias")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // A renamed export: a.ts and b.ts no longer resolve count.
    expect(await editCore("export function count()", "export function total()")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // A changed signature.
    expect(await editCore("export function make(): Box {", "export function make(size = 1): Box {")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // An added function of make's type no other file names (core.ts alone), then the `const` alias pointed at it:
    // the types stay, but alias() in a.ts now calls make2.
    expect(await editCore("export const alias = make;", "export function make2(size = 2): Box {\n  return new Box();\n}\n\nexport const alias = make;")).toEqual({ filesBuilt: 1, dependentsKept: 1 });
    expect(await editCore("export const alias = make;", "export const alias = make2;")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // Another base class with the same members: make().close() in a.ts now reaches Other.close.
    expect(await editCore("export class Box extends Base {", "export class Box extends Other {")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // The value a returned literal gives an interface property: api().run() in a.ts now calls second.
    expect(await editCore("return { run: first };", "return { run: second };")).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    // A comment edit in a file with `declare global`: the same code, so the same globals.
    expect(await edit("src/globals.ts", "export {};\n\n// edited\ndeclare global {\n  function ambient(): void;\n}\n")).toEqual({ filesBuilt: 1, dependentsKept: 1 });
    // A code edit there: every dependent is rebuilt (callsAmbient.ts reaches it by no import).
    expect(await edit("src/globals.ts", "export {};\n\n// edited\ndeclare global {\n  function ambient(n?: number): void;\n}\n")).toEqual({ filesBuilt: 2, dependentsKept: 0 });
    // JavaScript: a body edit rebuilds the dependents (types are inferred from bodies).
    expect(await edit("src/lib.js", "export function helper() {\n  return 2;\n}\n")).toEqual({ filesBuilt: 2, dependentsKept: 0 });
    // core.ts imports a module that does not exist yet and exports a value of its type; soon.ts calls through it.
    expect(await editCore('import type { Api } from "./api";', 'import type { Api } from "./api";\nimport { soon } from "./later";\n\nexport const soonValue = soon();')).toEqual({ filesBuilt: 5, dependentsKept: 0 });
    expect(await edit("src/soon.ts", 'import { soonValue } from "./core";\n\nexport function useSoon(): number {\n  return soonValue.run();\n}\n')).toEqual({ filesBuilt: 2, dependentsKept: 0 });
    // A comment edit of core.ts beside the new module: core.ts's code is the same but the type of soonValue is not,
    // so its dependents are rebuilt (soon.ts's call now reaches Later.run).
    fs.writeFileSync(path.join(root, "src/later.ts"), "export class Later {\n  run(): number {\n    return 5;\n  }\n}\n\nexport function soon(): Later {\n  return new Later();\n}\n");
    expect(await editCore("// a comment\n", "// a comment, later\n")).toEqual({ filesBuilt: 7, dependentsKept: 0 });
    // A comment edit beside a new module: the program reads one more file, none of whose names another file sees.
    fs.writeFileSync(path.join(root, "src/added.ts"), "export function added(): number {\n  return 4;\n}\n");
    expect(await editCore("// a comment, later\n", "// a comment, again\n")).toEqual({ filesBuilt: 2, dependentsKept: 1 });
    // A comment edit beside a new global declaration file: every file may see its globals, so the dependents go too.
    fs.writeFileSync(path.join(root, "src/ambient2.d.ts"), "declare function ambient2(): void;\n");
    expect(await editCore("// a comment, again\n", "// a comment\n")).toEqual({ filesBuilt: 7, dependentsKept: 0 });
    // A release commit's version bump beside a comment edit: the compiler options stay, and so does the program to
    // compare with (core.ts and package.json are rebuilt, the dependents kept).
    fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "fixture", version: "1.0.1" }));
    expect(await editCore("// a comment\n", "// a comment, once more\n")).toEqual({ filesBuilt: 2, dependentsKept: 1 });
    // Other compiler options beside a comment edit: a new program, nothing to compare with, every dependent rebuilt.
    fs.writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { ...TSCONFIG.compilerOptions, strict: false } }));
    expect(await editCore("// a comment, once more\n", "// a comment\n")).toEqual({ filesBuilt: 7, dependentsKept: 0 });
    // A triple-slash reference is a comment that changes what the file reaches: the dependents are rebuilt.
    expect(await editCore('import type { Api } from "./api";', '/// <reference path="./globals.ts" />\nimport type { Api } from "./api";')).toEqual({ filesBuilt: 6, dependentsKept: 0 });
    expect(await editCore('/// <reference path="./globals.ts" />\n', "")).toEqual({ filesBuilt: 6, dependentsKept: 0 });
    // And once more a comment-only edit after all that: core.ts alone.
    expect(await editCore("// a comment\n", "// another comment\n")).toEqual({ filesBuilt: 1, dependentsKept: 1 });
    await store.close();
  }, 300_000);
});
