import { afterEach, describe, expect, it } from "vitest";
import { discoverFiles } from "../../../src/extract/discover.js";
import { rebasePattern } from "../../../src/extract/files/ignoreRules.js";
import { makeTree, removeTrees } from "./tree.js";

afterEach(removeTrees);

const paths = (list: ReadonlyArray<{ path: string }>): string[] => list.map((f) => f.path);

describe("BC-23: a negation cannot re-include a file under an excluded directory", () => {
  it("includes only tmp/keep.txt", async () => {
    const root = makeTree({
      ".gitignore": "out/\n!out/reports/*\nlogs/**\n!logs/app/today.log\ncache/*\n!cache\ntmp/*\n!tmp/keep.txt\n",
      "out/reports/r1.txt": "r1\n",
      "logs/app/today.log": "log\n",
      "cache/x.bin": "x\n",
      "tmp/keep.txt": "keep\n",
      "tmp/junk.txt": "junk\n",
    });
    const result = await discoverFiles(root);
    // The case's included set, plus the ignore file itself (an ordinary file).
    expect(paths(result.files)).toEqual([".gitignore", "tmp/keep.txt"]);
    expect(result.skipped).toEqual([]);
    // out/ and logs/app/ are pruned as directories; cache/x.bin and tmp/junk.txt are files.
    expect(result.ignoredCount).toBe(4);
  });
});

describe("BC-24: nested .gitignore files: scope, anchoring and precedence", () => {
  it("matches each file's patterns relative to its directory, deeper files winning", async () => {
    const root = makeTree({
      ".gitignore": "**/gen/\nimg*\n",
      "svc/.gitignore": "!gen\n/local.cfg\n",
      "docs/.gitignore": "*.tmp\n",
      "assets/.gitignore": "!img2.png\n",
      "svc/gen/api.ts": "export const api = 1;\n",
      "web/gen/x.ts": "export const x = 1;\n",
      "docs/a.tmp": "a\n",
      "docs/deep/b.tmp": "b\n",
      "c.tmp": "c\n",
      "img1.png": "not really a png\n",
      "assets/img2.png": "not really a png\n",
      "assets/sub/img2.png": "not really a png\n",
      "svc/local.cfg": "x=1\n",
      "svc/sub/local.cfg": "x=2\n",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([
      ".gitignore",
      "assets/.gitignore",
      "c.tmp",
      "docs/.gitignore",
      "svc/.gitignore",
      "svc/gen/api.ts",
      "svc/sub/local.cfg",
    ]);
    // Included by the rules, then skipped by the binary extension table: not ignored.
    expect(result.skipped).toEqual([
      { path: "assets/img2.png", reason: "binary", detail: "binary file type (.png); not read" },
      { path: "assets/sub/img2.png", reason: "binary", detail: "binary file type (.png); not read" },
    ]);
    // web/gen/ (a directory), docs/a.tmp, docs/deep/b.tmp, img1.png, svc/local.cfg.
    expect(result.ignoredCount).toBe(5);
    const seen = [...paths(result.files), ...paths(result.skipped)];
    for (const ignored of ["web/gen/x.ts", "docs/a.tmp", "docs/deep/b.tmp", "img1.png", "svc/local.cfg"]) {
      expect(seen).not.toContain(ignored);
    }
  });
});

describe("other ignore sources", () => {
  it(".strataignore adds exclusions and re-inclusions after the .gitignore beside it, at every level", async () => {
    const root = makeTree({
      ".gitignore": "*.log\n",
      ".strataignore": "fixtures/\n!keep.log\n",
      "src/.strataignore": "*.snap\n",
      "a.log": "a\n",
      "keep.log": "k\n",
      "fixtures/x.ts": "export {};\n",
      "src/y.ts": "export {};\n",
      "src/z.snap": "snapshot\n",
      "src/deep/w.snap": "snapshot\n",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([".gitignore", ".strataignore", "keep.log", "src/.strataignore", "src/y.ts"]);
    expect(result.skipped).toEqual([]);
    expect(result.ignoredCount).toBe(4);
  });

  it(".git/info/exclude applies at the root with the lowest precedence; .git itself is never listed", async () => {
    const root = makeTree({
      ".git/info/exclude": "secret.txt\n*.local\n",
      ".git/HEAD": "ref: refs/heads/main\n",
      ".gitignore": "!b.local\n",
      "secret.txt": "s\n",
      "a.local": "a\n",
      "b.local": "b\n",
      "main.ts": "export {};\n",
      ".strata/strata.db": "db",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([".gitignore", "b.local", "main.ts"]);
    expect(result.skipped).toEqual([]);
    expect(result.ignoredCount).toBe(2);
  });

  it("a directory-only pattern excludes directories, not a file of the same name; a leading / anchors", async () => {
    const root = makeTree({
      ".gitignore": "output/\n/root-only.txt\n",
      "pkg/output/out.js": "x\n",
      "docs/output": "a file named output\n",
      "root-only.txt": "r\n",
      "sub/root-only.txt": "s\n",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([".gitignore", "docs/output", "sub/root-only.txt"]);
    expect(result.ignoredCount).toBe(2);
  });

  it("nested negation: a deeper file re-includes, a still deeper one excludes again", async () => {
    const root = makeTree({
      ".gitignore": "*.gen.ts\n",
      "pkg/.gitignore": "!keep.gen.ts\n",
      "pkg/deep/.gitignore": "keep.gen.ts\n",
      "a.gen.ts": "a\n",
      "pkg/keep.gen.ts": "k\n",
      "pkg/other.gen.ts": "o\n",
      "pkg/sub/keep.gen.ts": "k\n",
      "pkg/deep/keep.gen.ts": "k\n",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([
      ".gitignore",
      "pkg/.gitignore",
      "pkg/deep/.gitignore",
      "pkg/keep.gen.ts",
      "pkg/sub/keep.gen.ts",
    ]);
    expect(result.ignoredCount).toBe(3);
  });

  it("reads ignore files with a BOM and CRLF line endings, and directories with glob characters in their names", async () => {
    const root = makeTree({
      ".gitignore": "\uFEFF*.tmp\r\n!keep.tmp\r\n",
      "a.tmp": "a\n",
      "keep.tmp": "k\n",
      "we[ird]*/.gitignore": "*.bak\n",
      "we[ird]*/x.bak": "x\n",
      "we[ird]*/x.ts": "x\n",
      "wei/x.bak": "x\n",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([".gitignore", "keep.tmp", "we[ird]*/.gitignore", "we[ird]*/x.ts", "wei/x.bak"]);
    expect(result.ignoredCount).toBe(2);
  });

  it("matches case-sensitively, as git does by default on Linux", async () => {
    const root = makeTree({ ".gitignore": "*.LOG\n", "a.log": "a\n", "b.LOG": "b\n" });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([".gitignore", "a.log"]);
  });
});

describe("rebasePattern", () => {
  it.each([
    ["*.tmp", "docs", "docs/**/*.tmp"],
    ["/local.cfg", "svc", "svc/local.cfg"],
    ["!gen", "svc", "!svc/**/gen"],
    ["gen/", "svc", "svc/**/gen/"],
    ["a/b", "x", "x/a/b"],
    ["**/gen/", "x", "x/**/gen/"],
    ["\\#hash", "x", "x/**/\\#hash"],
    ["*.tmp", "we[ird]*", "we\\[ird\\]\\*/**/*.tmp"],
    ["x", "!bang", "\\!bang/**/x"],
    ["trailing   ", "d", "d/**/trailing"],
    ["*.tmp", "", "*.tmp"],
  ])("%s in %s → %s", (line, dir, expected) => {
    expect(rebasePattern(line, dir)).toBe(expected);
  });

  it.each([[""], ["# comment"], ["   "], ["!"]])("%j is not a pattern", (line) => {
    expect(rebasePattern(line, "d")).toBeUndefined();
  });
});
