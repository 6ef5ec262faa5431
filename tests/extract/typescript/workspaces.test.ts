/**
 * Monorepo workspaces: package discovery (`package.json` `workspaces`, `pnpm-workspace.yaml`), entry points mapped
 * from build output to sources, and the extractor resolving `@scope/pkg` imports to the other package's sources.
 * The fixture is the graph golden `tests/golden/graph/ts-workspace/input` (two packages, a tsconfig `paths`
 * alias from an `extends`ed config, overloaded functions and methods).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { discoverWorkspacePackages, entrySource, expandFolderGlob, pnpmWorkspacePatterns, workspacePaths } from "../../../src/extract/typescript/workspaces.js";
import type { Dependency, Entity, Parameter } from "../../../src/extract/contract.js";
import { extractFixture, type FixtureFiles } from "./helpers.js";

const FIXTURE = path.resolve(import.meta.dirname, "../../golden/graph/ts-workspace/input");

function fixtureFiles(dir: string, sub = ""): FixtureFiles {
  const out: FixtureFiles = {};
  for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(out, fixtureFiles(dir, rel));
    else out[rel] = fs.readFileSync(path.join(dir, rel), "utf8");
  }
  return out;
}

describe("workspace discovery", () => {
  test("pnpm-workspace.yaml: block and flow lists, quotes and comments; other keys ignored", () => {
    expect(pnpmWorkspacePatterns(`packages:\n  - 'packages/*'\n  - "apps/**" # apps\n\n  - '!**/test/**'\ncatalog:\n  - x\n`)).toEqual(["packages/*", "apps/**", "!**/test/**"]);
    expect(pnpmWorkspacePatterns(`onlyBuiltDependencies: []\npackages: [a/*, 'b']\n`)).toEqual(["a/*", "b"]);
    expect(pnpmWorkspacePatterns(`catalog:\n  x: 1\n`)).toEqual([]);
  });

  test("folder globs: `*` skips dot folders unless the segment starts with a dot", () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), "strata-ws-"));
    try {
      for (const d of ["examples/a", "examples/.b/c", "examples/.b/d", "examples/node_modules/x"]) fs.mkdirSync(path.join(root, d), { recursive: true });
      expect(expandFolderGlob(root, "examples/*").map((d) => path.relative(root, d))).toEqual(["examples/a"]);
      expect(expandFolderGlob(root, "examples/.*/*").map((d) => path.relative(root, d))).toEqual(["examples/.b/c", "examples/.b/d"]);
      expect(expandFolderGlob(root, "examples/**").map((d) => path.relative(root, d))).toEqual(["examples", "examples/a"]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  // swr 7173e55b: its tests `import useSWR from 'swr'`, the package's own name, whose `exports` name build output.
  test("a published root package is one, marked self, without a subpath wildcard; a private root is none", () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), "strata-ws-"));
    try {
      for (const d of ["src/index", "src/infinite"]) fs.mkdirSync(path.join(root, d), { recursive: true });
      fs.writeFileSync(path.join(root, "src/index/index.ts"), "export default 1;\n");
      fs.writeFileSync(path.join(root, "src/infinite/index.ts"), "export default 2;\n");
      const exportsField = { ".": { import: { types: "./dist/index/index.d.mts", default: "./dist/index/index.mjs" } }, "./infinite": { import: "./dist/infinite/index.mjs" } };
      fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "swr", exports: exportsField }));
      const packages = discoverWorkspacePackages(root);
      expect(packages).toEqual([{ name: "swr", dir: root, self: true }]);
      const paths = Object.fromEntries(Object.entries(workspacePaths(packages)).map(([k, v]) => [k, v.map((t) => path.relative(root, t))]));
      expect(paths).toEqual({ "swr/infinite": ["src/infinite/index.ts"], swr: ["src/index/index.ts"] });
      fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "swr", private: true, exports: exportsField }));
      expect(discoverWorkspacePackages(root)).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test("packages of the fixture and their source paths (dist entries mapped to src)", () => {
    const packages = discoverWorkspacePackages(FIXTURE);
    expect(packages.map((p) => [p.name, path.relative(FIXTURE, p.dir)])).toEqual([
      ["@demo/app", "packages/app"],
      ["@demo/core", "packages/core"],
    ]);
    const paths = Object.fromEntries(Object.entries(workspacePaths(packages)).map(([k, v]) => [k, v.map((t) => path.relative(FIXTURE, t))]));
    expect(paths).toEqual({
      "@demo/app/*": ["packages/app/src/*", "packages/app/*"],
      "@demo/core/math": ["packages/core/src/math.ts"],
      "@demo/core": ["packages/core/src/index.ts"],
      "@demo/core/*": ["packages/core/src/*", "packages/core/*"],
    });
    expect(entrySource(path.join(FIXTURE, "packages/core"), "./dist/index.d.mts")).toBe(path.join(FIXTURE, "packages/core/src/index.ts"));
    expect(entrySource(path.join(FIXTURE, "packages/core"), "./dist/missing.js")).toBeUndefined();
  });
});

describe("extractor in a workspace", () => {
  test("a workspace package import resolves to its sources; overloads span to the implementation's end", async () => {
    const all = await extractFixture(fixtureFiles(FIXTURE));
    const main = all.get("packages/app/src/main.ts");
    expect(main?.dependencies).toEqual<Dependency[]>([
      { module: "@demo/core", names: ["createRouter", "initCore", "initRoot", "mergeRouters"], kind: "relative", path: "packages/core/src/index.ts", line: 1 },
      { module: "@demo/core/math", names: ["add"], kind: "relative", path: "packages/core/src/math.ts", line: 2 },
      { module: "#shared/format", names: ["format"], kind: "relative", path: "packages/shared/src/format.ts", line: 3 },
    ]);
    const router = all.get("packages/core/src/router.ts");
    const r = (name: string): Parameter => ({ name, type: "Router" });
    expect(router?.exports.find((e) => e.name === "mergeRouters")).toEqual<Entity>({
      name: "mergeRouters",
      kind: "function",
      signature: "export function mergeRouters(a: Router): Router",
      signatures: [
        { params: [r("a")], returnType: "Router" },
        { params: [r("a"), r("b")], returnType: "Router" },
      ],
      line: 9,
      endLine: 13,
    });
    const core = all.get("packages/core/src/core.ts");
    expect(core?.exports.find((e) => e.name === "Core")?.members).toEqual<Entity[]>([
      {
        name: "start",
        kind: "method",
        signature: "start(): void",
        signatures: [
          { params: [], returnType: "void" },
          { params: [{ name: "port", type: "number" }], returnType: "void" },
        ],
        line: 2,
        endLine: 6,
      },
    ]);
  }, 60_000);
});
