import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { discoverFiles } from "../../../src/extract/discover.js";
import { BINARY_EXTENSIONS } from "../../../src/extract/files/skipTables.js";
import { LANGUAGES, detectLanguage } from "../../../src/extract/languages/registry.js";
import { makeTree, removeTrees, runningAsRoot } from "./tree.js";

afterEach(removeTrees);

const paths = (list: ReadonlyArray<{ path: string }>): string[] => list.map((f) => f.path);

describe("skip tables", () => {
  it("skips vendored and generated directories once, lock, minified, generated and binary files per file", async () => {
    const root = makeTree({
      "README.md": "# demo\n",
      "src/index.ts": "export const a = 1;\n",
      "node_modules/left-pad/index.js": "module.exports = 1;\n",
      "node_modules/left-pad/package.json": "{}\n",
      "vendor/lib.go": "package lib\n",
      "src/vendor/x.go": "package x\n",
      ".venv/lib/site.py": "x = 1\n",
      "dist/app.js": "console.log(1);\n",
      "build/out.js": "x\n",
      "coverage/lcov.info": "TN:\n",
      "py/__pycache__/m.cpython-312.pyc": "x",
      "package-lock.json": "{}\n",
      "yarn.lock": "# yarn\n",
      "crates/Cargo.lock": "# cargo\n",
      "go.sum": "x\n",
      "web/app.min.js": "x\n",
      "web/style.min.css": "x\n",
      "web/app.js.map": "{}\n",
      "web/vendor.bundle.js": "x\n",
      "api/api.pb.go": "package api\n",
      "api/msg_pb2.py": "x = 1\n",
      "src/schema.generated.ts": "export {};\n",
      "assets/logo.PNG": "x",
      "assets/font.woff2": "x",
      "wasm/tool.wasm": "x",
      "docs/spec.pdf": "x",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual(["README.md", "src/index.ts"]);
    expect(result.ignoredCount).toBe(0);
    expect(result.skipped).toEqual([
      { path: ".venv", reason: "vendored", detail: 'Python virtual environment or packages (.venv/); not walked: add "!.venv/" to .strataignore to index it' },
      { path: "api/api.pb.go", reason: "generated", detail: 'generated code by name (*.pb.go); not indexed: add "!api.pb.go" to .strataignore to index it' },
      { path: "api/msg_pb2.py", reason: "generated", detail: 'generated code by name (*_pb2.py); not indexed: add "!msg_pb2.py" to .strataignore to index it' },
      { path: "assets/font.woff2", reason: "binary", detail: "binary file type (.woff2); not read" },
      { path: "assets/logo.PNG", reason: "binary", detail: "binary file type (.png); not read" },
      { path: "build", reason: "generated", detail: 'build output (build/); not walked: add "!build/" to .strataignore to index it' },
      { path: "coverage", reason: "generated", detail: 'coverage report (coverage/); not walked: add "!coverage/" to .strataignore to index it' },
      { path: "crates/Cargo.lock", reason: "lockfile", detail: 'dependency lock file; not indexed: add "!Cargo.lock" to .strataignore to index it' },
      { path: "dist", reason: "generated", detail: 'build output (dist/); not walked: add "!dist/" to .strataignore to index it' },
      { path: "docs/spec.pdf", reason: "binary", detail: "binary file type (.pdf); not read" },
      { path: "go.sum", reason: "lockfile", detail: 'dependency lock file; not indexed: add "!go.sum" to .strataignore to index it' },
      { path: "node_modules", reason: "vendored", detail: 'installed JavaScript packages (node_modules/); not walked: add "!node_modules/" to .strataignore to index it' },
      { path: "package-lock.json", reason: "lockfile", detail: 'dependency lock file; not indexed: add "!package-lock.json" to .strataignore to index it' },
      { path: "py/__pycache__", reason: "generated", detail: 'tool cache (__pycache__/); not walked: add "!__pycache__/" to .strataignore to index it' },
      { path: "src/schema.generated.ts", reason: "generated", detail: 'generated code by name (*.generated.*); not indexed: add "!schema.generated.ts" to .strataignore to index it' },
      { path: "src/vendor", reason: "vendored", detail: 'vendored dependencies (vendor/); not walked: add "!vendor/" to .strataignore to index it' },
      { path: "vendor", reason: "vendored", detail: 'vendored dependencies (vendor/); not walked: add "!vendor/" to .strataignore to index it' },
      { path: "wasm/tool.wasm", reason: "binary", detail: "binary file type (.wasm); not read" },
      { path: "web/app.js.map", reason: "minified", detail: 'source map by name (*.map); not indexed: add "!app.js.map" to .strataignore to index it' },
      { path: "web/app.min.js", reason: "minified", detail: 'minified bundle by name (*.min.js); not indexed: add "!app.min.js" to .strataignore to index it' },
      { path: "web/style.min.css", reason: "minified", detail: 'minified bundle by name (*.min.css); not indexed: add "!style.min.css" to .strataignore to index it' },
      { path: "web/vendor.bundle.js", reason: "minified", detail: 'minified bundle by name (*.bundle.js); not indexed: add "!vendor.bundle.js" to .strataignore to index it' },
      { path: "yarn.lock", reason: "lockfile", detail: 'dependency lock file; not indexed: add "!yarn.lock" to .strataignore to index it' },
    ]);
  });

  it("a .strataignore negation keeps a table entry; a .gitignore negation does not", async () => {
    const root = makeTree({
      ".strataignore": "!build/\n!yarn.lock\n",
      ".gitignore": "!dist/\n",
      "build/gulpfile.ts": "export {};\n",
      "dist/app.js": "x\n",
      "yarn.lock": "# yarn\n",
    });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual([".gitignore", ".strataignore", "build/gulpfile.ts", "yarn.lock"]);
    expect(paths(result.skipped)).toEqual(["dist"]);
  });

  it("no binary extension is a registered language extension", () => {
    const registered = LANGUAGES.flatMap((l) => l.extensions);
    expect(registered.filter((ext) => BINARY_EXTENSIONS.has(ext))).toEqual([]);
  });

  it("walks every extension of BC-26 (.mts/.cts/.mjs/.cjs/.pyi are not dropped)", async () => {
    const names = ["a.cjs", "b.cts", "cast.ts", "cfg.mts", "d.mjs", "row.tsx", "stub.pyi"];
    const root = makeTree(Object.fromEntries(names.map((n) => [n, "export {};\n"])));
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual(names);
    expect(names.slice(0, 6).map((n) => detectLanguage(n).id)).toEqual([
      "javascript",
      "typescript",
      "typescript",
      "typescript",
      "javascript",
      "typescript",
    ]);
  });
});

describe("size cap", () => {
  it("skips files over maxFileBytes from stat, keeps one exactly at the cap, and reports bytes", async () => {
    const root = makeTree({ "at.txt": "x".repeat(100), "over.txt": "x".repeat(101), "big.txt": "x".repeat(2048) });
    const result = await discoverFiles(root, { maxFileBytes: 100 });
    const at = path.join(root, "at.txt");
    expect(result.files).toEqual([{ path: "at.txt", absPath: at, bytes: 100, mtimeMs: fs.statSync(at).mtimeMs }]);
    expect(result.skipped).toEqual([
      { path: "big.txt", reason: "too-large", detail: "2.0 KB (2048 bytes) exceeds the 100 bytes cap (raise maxFileBytes in strata.config.json, STRATA_MAX_FILE_BYTES or --max-file-size)" },
      { path: "over.txt", reason: "too-large", detail: "101 bytes exceeds the 100 bytes cap (raise maxFileBytes in strata.config.json, STRATA_MAX_FILE_BYTES or --max-file-size)" },
    ]);
  });
});

describe("symbolic links", () => {
  it("a loop (a/loop -> ..) terminates and is reported once", async () => {
    const root = makeTree({ "a/file.ts": "export {};\n", "a/loop": { link: ".." } });
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual(["a/file.ts"]);
    expect(result.skipped).toEqual([
      { path: "a/loop", reason: "symlink-loop", detail: 'symbolic link to its own ancestor directory "." (a cycle); not walked again' },
    ]);
  });

  it("a link to itself, a dangling link, a second route to a directory, file links, and links leading outside (not followed)", async () => {
    const outside = makeTree({ "shared.ts": "export {};\n" });
    const root = makeTree({
      "self": { link: "self" },
      "dangling.ts": { link: "nowhere.ts" },
      "zz/real.ts": "export {};\n",
      "aa": { link: "zz" },
      "alias.ts": { link: "zz/real.ts" },
      "ext": { link: outside },
      "passwd": { link: path.join(outside, "shared.ts") },
    });
    const outsideReal = fs.realpathSync(outside);
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual(["alias.ts", "zz/real.ts"]);
    expect(result.files[0]).toEqual({ path: "alias.ts", absPath: path.join(root, "alias.ts"), bytes: 11, mtimeMs: fs.statSync(path.join(root, "zz/real.ts")).mtimeMs });
    expect(result.skipped).toEqual([
      { path: "aa", reason: "symlink-duplicate", detail: 'resolves to the directory already walked as "zz"; each directory is walked once' },
      { path: "dangling.ts", reason: "unreadable", detail: 'symbolic link points to a missing target "nowhere.ts" (ENOENT); fix or remove the link' },
      { path: "ext", reason: "outside-repository", detail: `symbolic link to ${outsideReal}, outside the repository; not followed` },
      {
        path: "passwd",
        reason: "outside-repository",
        detail: `symbolic link to ${path.join(outsideReal, "shared.ts")}, outside the repository; not followed`,
      },
      { path: "self", reason: "symlink-loop", detail: "symbolic link chain loops back on itself (ELOOP); fix or remove the link" },
    ]);
  });
});

describe("unreadable paths", () => {
  it.skipIf(runningAsRoot)("a directory without permissions is reported, the rest is walked (skipped when running as root: chmod 000 does not stop root)", async () => {
    const root = makeTree({ "locked/x.ts": "export {};\n", "ok.ts": "export {};\n" });
    fs.chmodSync(path.join(root, "locked"), 0o000);
    try {
      const result = await discoverFiles(root);
      expect(paths(result.files)).toEqual(["ok.ts"]);
      expect(result.skipped).toEqual([
        { path: "locked", reason: "unreadable", detail: "could not list the directory (EACCES); check its permissions" },
      ]);
    } finally {
      fs.chmodSync(path.join(root, "locked"), 0o755);
    }
  });

  it("a directory whose path exceeds PATH_MAX is reported as unreadable (works as root too)", async () => {
    const root = makeTree({ "ok.ts": "export {};\n" });
    const segment = "d".repeat(200);
    const deep = Array.from({ length: 21 }, () => segment).join("/");
    execFileSync("mkdir", ["-p", deep], { cwd: root }); // GNU mkdir walks with openat, past PATH_MAX
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual(["ok.ts"]);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]!.reason).toBe("unreadable");
    expect(result.skipped[0]!.detail).toBe("could not list the directory (ENAMETOOLONG); check its permissions");
    expect(path.join(root, result.skipped[0]!.path).length).toBeGreaterThanOrEqual(4096);
  });

  it("a named pipe is reported, never opened", async () => {
    const root = makeTree({ "ok.ts": "export {};\n" });
    execFileSync("mkfifo", [path.join(root, "pipe")]);
    const result = await discoverFiles(root);
    expect(paths(result.files)).toEqual(["ok.ts"]);
    expect(result.skipped).toEqual([
      { path: "pipe", reason: "unreadable", detail: "not a regular file or directory (a named pipe); only regular files are indexed" },
    ]);
  });
});

describe("root", () => {
  it("a missing root throws an error naming it", async () => {
    const missing = path.join(os.tmpdir(), "strata-no-such-root-42");
    await expect(discoverFiles(missing)).rejects.toThrow(
      `repository root ${missing} cannot be read (ENOENT); pass an existing directory`,
    );
  });

  it("a file as root throws an error naming it", async () => {
    const root = makeTree({ "f.ts": "export {};\n" });
    const file = path.join(root, "f.ts");
    await expect(discoverFiles(file)).rejects.toThrow(`repository root ${file} is not a directory; pass the repository's top folder`);
  });

  it("is deterministic and sorted by code unit, with non-ASCII names", async () => {
    const root = makeTree({ "Z.ts": "z\n", "a.ts": "a\n", "é/ü.ts": "u\n", "b/c.ts": "c\n", "b.ts": "b\n", "日本.md": "x\n" });
    const first = await discoverFiles(root);
    expect(paths(first.files)).toEqual(["Z.ts", "a.ts", "b.ts", "b/c.ts", "é/ü.ts", "日本.md"]);
    expect(await discoverFiles(root)).toEqual(first);
  });
});
