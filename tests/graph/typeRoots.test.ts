/**
 * The compiler's type roots of a repository without a tsconfig are its own (`node_modules/@types` of the repository and
 * the folders above it), whatever the process's current directory: built with `--repo` from this project's folder,
 * nodejs/undici's graph had typed `require('node:events')` by this project's `@types/node` (333 of its unresolved calls
 * turned external).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { graphCompilerOptions } from "../../src/graph/index.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function repo(withTypes: boolean): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-typeroots-")));
  made.push(root);
  fs.writeFileSync(path.join(root, "index.js"), "module.exports = 1;\n");
  if (withTypes) fs.mkdirSync(path.join(root, "node_modules", "@types", "node"), { recursive: true });
  return root;
}

describe("type roots without a tsconfig", () => {
  it("are the repository's own @types folder, not the current directory's", async () => {
    // (The tests run in this project's folder, whose node_modules/@types holds @types/node.)
    expect(fs.existsSync(path.join(process.cwd(), "node_modules", "@types", "node"))).toBe(true);
    const root = repo(true);
    expect((await graphCompilerOptions(root)).typeRoots).toEqual([path.join(root, "node_modules", "@types")]);
  });

  it("are none when neither the repository nor a folder above it has one", async () => {
    expect((await graphCompilerOptions(repo(false))).typeRoots).toEqual([]);
  });
});
