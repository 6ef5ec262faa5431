/**
 * `strata index` of a JavaScript/TypeScript repository whose packages are not installed says what that costs (a new
 * user's trial on mobx read a call on a React `useRef` value labelled "outside the repository" with no word of why).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packagesNote } from "../../src/cli/packagesNote.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

describe("the missing node_modules note", () => {
  it("names the listed packages when TypeScript or JavaScript was indexed and node_modules is absent", () => {
    const root = writeTree({ "package.json": JSON.stringify({ dependencies: { react: "^18", mobx: "^6" }, devDependencies: { vitest: "^4", typescript: "^5" } }) });
    made.push(root);
    expect(packagesNote(root, { typescript: 3, markdown: 1 })).toBe(
      "package.json lists 4 packages (mobx, react, typescript, …) but there is no node_modules: the type checker cannot see their types, so calls on the values they make count as outside the repository or unresolved; install them (npm install, pnpm install or yarn) and index again for a fuller code graph",
    );
    expect(packagesNote(root, { python: 3 })).toBeUndefined();
    fs.mkdirSync(path.join(root, "node_modules"));
    expect(packagesNote(root, { typescript: 3 })).toBeUndefined();
  });

  it("is none without a package.json, with no dependencies listed, or with one that does not parse", () => {
    const bare = writeTree({ "a.ts": "export const a = 1;\n" });
    const empty = writeTree({ "package.json": JSON.stringify({ name: "x" }) });
    const broken = writeTree({ "package.json": "{ not json" });
    made.push(bare, empty, broken);
    expect([packagesNote(bare, { typescript: 1 }), packagesNote(empty, { typescript: 1 }), packagesNote(broken, { javascript: 1 })]).toEqual([undefined, undefined, undefined]);
  });

  it("is printed by strata index on stderr, and not with --json", async () => {
    const root = writeTree({ "package.json": JSON.stringify({ dependencies: { react: "^18" } }), "src/a.ts": "import { useRef } from 'react';\nexport function f() {\n  return useRef(null);\n}\n" });
    made.push(root);
    const run = await strataInProcess(["index", root]);
    expect([run.status, run.stderr.split("\n").filter((l) => l.startsWith("strata: note: package.json"))]).toEqual([
      0,
      ["strata: note: package.json lists 1 package (react) but there is no node_modules: the type checker cannot see their types, so calls on the values they make count as outside the repository or unresolved; install them (npm install, pnpm install or yarn) and index again for a fuller code graph"],
    ]);
    const json = await strataInProcess(["index", root, "--json"]);
    expect(json.stderr.includes("node_modules")).toBe(false);
  });
});
