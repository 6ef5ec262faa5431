/**
 * A JavaScript package that ships hand-written typings (execa 8017b27: `index.js` beside `index.d.ts`, which re-exports
 * `types/methods/main-async.d.ts`'s `declare const execa`): a call through the typings reaches the JavaScript code,
 * not the declaration. Before, the checker followed `../../index.js` to `index.d.ts` and execa's 119 test files had no
 * edge to `execa`; `callers index.js#execa` was empty. A package under node_modules keeps its typings (external).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "package.json": '{ "name": "execa", "type": "module" }\n',
  "index.js": "import {createExeca} from './lib/methods/create.js';\n\nexport const execa = createExeca(() => ({}));\n",
  "index.d.ts": "export * from './types/methods/main-async.js';\n",
  "types/methods/main-async.d.ts": "export declare const execa: (file: string, args?: readonly string[]) => Promise<string>;\n",
  "lib/methods/create.js": "export const createExeca = (mapArguments) => (file, args) => Promise.resolve(String(mapArguments(file, args)));\n",
  "test/terminate/timeout.js": "import {execa} from '../../index.js';\n\nexport const testTimeout = async () => {\n\tawait execa('noop.js', ['foo']);\n};\n",
  "test-d/timeout.test-d.ts": "import {execa} from '../index.js';\n\nexport function typed(): void {\n\tvoid execa('unicorns');\n}\n",
  "node_modules/dep/index.js": "export function run() {}\n",
  "node_modules/dep/index.d.ts": "export declare function run(): void;\n",
  "node_modules/dep/package.json": '{ "name": "dep", "types": "index.d.ts", "main": "index.js" }\n',
  "src/use.js": "import {run} from 'dep';\n\nexport function useDep() {\n\trun();\n}\n",
};

describe("a declaration file with a JavaScript twin", () => {
  it("leads calls to the twin's code, from JavaScript and TypeScript; a package's typings stay external", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root).filter((f) => !f.path.startsWith("node_modules/")) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && ["test/", "test-d/", "src/"].some((p) => e.from.startsWith(p)))
      .map((e) => `${e.from} -> ${e.to}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
      .sort();
    expect(calls).toEqual([
      "src/use.js#useDep -> ?run external",
      "test-d/timeout.test-d.ts#typed -> index.js#execa type-checked",
      "test/terminate/timeout.js#testTimeout -> index.js#execa type-checked",
    ]);
  });

  it("keeps the declaration when the twin is on disk but no file of the graph (ignored, too large, skipped)", async () => {
    const root = writeTree({
      "package.json": '{ "name": "pkg", "type": "module" }\n',
      "index.js": "export const run = (x) => x;\n",
      "index.d.ts": "/** Runs it. */\nexport declare function run(x: string): string;\n",
      "test/a.ts": "import {run} from '../index.js';\n\nexport function useIt(): void {\n\trun('a');\n}\n",
    });
    const calls = async (files: { path: string }[]): Promise<string[]> =>
      (await buildGraph({ root, files: files as Parameters<typeof buildGraph>[0]["files"] })).edges
        .filter((e) => e.kind === "calls")
        .map((e) => `${e.from} -> ${e.to}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    expect(await calls(loadFixture(root))).toEqual(["test/a.ts#useIt -> index.js#run type-checked"]);
    expect(await calls(loadFixture(root).filter((f) => f.path !== "index.js"))).toEqual(["test/a.ts#useIt -> index.d.ts#run type-checked"]);
  });
});
