/**
 * Node and path arguments of the navigation commands: a path relative to the working directory (a trial ran
 * `strata impact ./sessions.py` in a subfolder and got `no node "./sessions.py"`, while `summary sessions.py` read it
 * from there), else as given (repository-relative, or a name); and the doc line under each `definition`.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { exampleId, repoRelativeArg } from "../../src/cli/nodeArg.js";

const LONG_DOC = `Parse ${"word ".repeat(50).trim()}`;
const SESSIONS = 'def load_session(raw):\n    """Decode a session cookie into a dict.\n\n    More text."""\n    return {"raw": raw}\n\n\ndef parse(x):\n    return x\n';
const APP = `from pkg.mw.sessions import load_session\n\n\ndef handle(cookie):\n    return load_session(cookie)\n\n\ndef parse(y):\n    """${LONG_DOC}"""\n    return y\n`;

let root = "";
let sub = "";
beforeAll(async () => {
  root = writeTree({ "pkg/__init__.py": "", "pkg/mw/__init__.py": "", "pkg/mw/sessions.py": SESSIONS, "pkg/app.py": APP });
  sub = path.join(root, "pkg", "mw");
  expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a path argument relative to the working directory", () => {
  it("impact, references, summary --node and definition read ./sessions.py in pkg/mw/ as pkg/mw/sessions.py", async () => {
    const impact = "2 nodes in 1 file may be affected by pkg/mw/sessions.py (depth 3); tests: none the graph reaches within 3 steps, nor within 8\npkg/app.py\n  1  imports    pkg/app.py\n  1  calls      pkg/app.py#handle\n";
    expect(await strataInProcess(["impact", "./sessions.py"], sub)).toEqual({ status: 0, stdout: impact, stderr: "" });
    expect(await strataInProcess(["references", "./sessions.py"], sub)).toEqual({ status: 0, stdout: "pkg/app.py:1  imports  from pkg.mw.sessions import load_session\n", stderr: "" });
    const summary = await strataInProcess(["summary", "--node", "./sessions.py", "--json"], sub);
    expect([summary.status, (JSON.parse(summary.stdout) as { node: string }).node]).toEqual([0, "pkg/mw/sessions.py"]);
    expect(await strataInProcess(["definition", "./sessions.py"], sub)).toEqual({ status: 0, stdout: "pkg/mw/sessions.py:1  file pkg/mw/sessions.py\n", stderr: "" });
  });

  it("keeps a #Name suffix, and still reads a repository-relative path or a name from a subfolder", async () => {
    expect(await strataInProcess(["references", "sessions.py#load_session"], sub)).toEqual({ status: 0, stdout: "pkg/app.py:5  calls  return load_session(cookie)\n", stderr: "" });
    expect((await strataInProcess(["impact", "pkg/mw/sessions.py"], sub)).stdout.split("\n")[0]).toBe("2 nodes in 1 file may be affected by pkg/mw/sessions.py (depth 3); tests: none the graph reaches within 3 steps, nor within 8");
    expect(await strataInProcess(["references", "load_session"], sub)).toEqual({ status: 0, stdout: "pkg/app.py:5  calls  return load_session(cookie)\n", stderr: "" });
    expect(await strataInProcess(["references", "parse"], sub)).toEqual({ status: 2, stdout: "", stderr: 'strata: "parse" names 2 nodes: pkg/app.py#parse, pkg/mw/sessions.py#parse; give one id\n' });
  });

  // h3 ac609aa: `callers src/h3.ts:117` (an editor's place) was "no node"; its hint's example id,
  // `build.config.ts#hooks.build:done`, read like what had been typed.
  it("reads path:line as the innermost node there, relative to the working directory too", async () => {
    expect(await strataInProcess(["references", "pkg/mw/sessions.py:5", "--repo", root])).toEqual({
      status: 0,
      stdout: "pkg/app.py:5  calls  return load_session(cookie)\n",
      stderr: "strata: pkg/mw/sessions.py:5 is in pkg/mw/sessions.py#load_session\n",
    });
    expect(await strataInProcess(["references", "sessions.py:5"], sub)).toEqual({
      status: 0,
      stdout: "pkg/app.py:5  calls  return load_session(cookie)\n",
      stderr: "strata: sessions.py:5 is in pkg/mw/sessions.py#load_session\n",
    });
    // A line in no declaration is the file.
    const file = await strataInProcess(["summary", "--node", "sessions.py:7", "--json"], sub);
    expect([file.status, (JSON.parse(file.stdout) as { node: string }).node]).toEqual([0, "pkg/mw/sessions.py"]);
    const noNode = (place: string): string => `strata: no node "${place}" in the code graph: give an id like pkg/app.py#handle or a name \`strata definition\` finds\n`;
    expect(await strataInProcess(["callers", "nosuch.py:3"], sub)).toEqual({ status: 3, stdout: "", stderr: noNode("nosuch.py:3") });
    // httprouter 4840180: a line past the end (`router.go:9999`) or line 0 was read as the file. fastify: `callers
    // lib/reply.js:99999` said only "no node"; the message names the file and how many lines it has.
    for (const place of ["sessions.py:99", "sessions.py:0"]) {
      expect(await strataInProcess(["callers", place], sub)).toEqual({ status: 3, stdout: "", stderr: `strata: no node "${place}" in the code graph: pkg/mw/sessions.py has 9 lines\n` });
    }
    expect(await strataInProcess(["impact", "pkg/app.py:99999", "--repo", root])).toEqual({ status: 3, stdout: "", stderr: 'strata: no node "pkg/app.py:99999" in the code graph: pkg/app.py has 10 lines\n' });
    expect(await strataInProcess(["summary", "--node", "sessions.py:10"], sub)).toEqual({ status: 3, stdout: "", stderr: `strata: no node "sessions.py:10" in the code graph of ${root}: pkg/mw/sessions.py has 9 lines\n` });
    expect(exampleId([{ id: "build.config.ts#hooks.build:done", kind: "method" }, { id: "src/h3.ts#H3.fetch", kind: "method" }])).toBe("src/h3.ts#H3.fetch");
    // immer 061c242's hint named a test's nested class member, `__tests__/base.js#runBaseTest.State.y`.
    expect(exampleId([{ id: "__tests__/base.js#runBaseTest.State.y", kind: "method" }, { id: "src/core/immerClass.ts#Immer.produce.inner", kind: "method" }, { id: "src/core/immerClass.ts#Immer.produce", kind: "method" }])).toBe("src/core/immerClass.ts#Immer.produce");
  });

  // viper: `impact ../viper/viper.go` (another repository's file) was answered "did you mean: test/internals/plugin.test.js#no",
  // and `callers /etc/passwd` with "no node … give an id like …".
  it("a path outside the repository is a usage error naming it, for every command that takes a node", async () => {
    const outside = writeTree({ "viper/viper.go": "package viper\n\nfunc Get() int {\n\treturn 1\n}\n" });
    try {
      const file = path.join(outside, "viper", "viper.go");
      const fix = ": give a path inside it, a node id or a name (--repo <dir> reads another repository)";
      const climbing = path.relative(sub, file);
      const relative = `strata: ${climbing} (${file}) is outside the repository ${root}${fix}\n`;
      for (const command of ["impact", "callers", "callees", "references", "definition"]) {
        expect(await strataInProcess([command, climbing], sub)).toEqual({ status: 2, stdout: "", stderr: relative });
      }
      expect(await strataInProcess(["summary", "--node", climbing], sub)).toEqual({ status: 2, stdout: "", stderr: relative });
      // Absolute, with a `#Name` or a `:line`, existing or not.
      for (const arg of [file, `${file}#Get`, `${file}:3`, path.join(outside, "gone.go")]) {
        expect(await strataInProcess(["callers", arg], sub)).toEqual({ status: 2, stdout: "", stderr: `strata: ${arg} is outside the repository ${root}${fix}\n` });
      }
      const json = await strataInProcess(["callers", file, "--json"], sub);
      expect([json.status, JSON.parse(json.stdout)]).toEqual([2, { error: `${file} is outside the repository ${root}${fix}`, category: "usage", exit: 2 }]);
      // `..` that stays inside the repository is a path in it, and an absolute path inside it too.
      expect(await strataInProcess(["callers", "../mw/sessions.py#load_session"], sub)).toEqual({ status: 0, stdout: "pkg/app.py:5  function handle  (import)  Returns the result of load_session(cookie).\n", stderr: "" });
      const missing = path.join(root, "pkg", "gone.py");
      expect(await strataInProcess(["callers", missing], sub)).toEqual({ status: 3, stdout: "", stderr: `strata: no node "${missing}" in the code graph: give an id like pkg/app.py#handle or a name \`strata definition\` finds\n` });
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  // Found by a trial on fastify: `callers send --json` with three nodes named send printed nothing on stdout.
  it("with --json an ambiguous name is a JSON error on stdout with its candidate ids; the text stays on stderr", async () => {
    const message = '"parse" names 2 nodes: pkg/app.py#parse, pkg/mw/sessions.py#parse; give one id';
    const expected = { error: message, category: "usage", exit: 2, query: "parse", candidates: ["pkg/app.py#parse", "pkg/mw/sessions.py#parse"], candidateCount: 2 };
    for (const args of [["callers", "parse", "--json"], ["impact", "--json", "parse"], ["summary", "--node", "parse", "--json"]]) {
      const run = await strataInProcess(args, sub);
      expect([run.status, JSON.parse(run.stdout), run.stderr]).toEqual([2, expected, `strata: ${message}\n`]);
    }
    // After `--` the word is an argument, not the option.
    expect((await strataInProcess(["references", "--", "--json"], sub)).stdout).toBe("");
    // The parser's own errors too (a check: `search foo --json --mode bogus` and `callers --json` printed no JSON).
    const bad = await strataInProcess(["search", "foo", "--json", "--mode", "bogus"], sub);
    expect([bad.status, JSON.parse(bad.stdout)]).toEqual([2, { error: "option '--mode <mode>' argument 'bogus' is invalid. Allowed choices are code, summary, hybrid.", category: "usage", exit: 2 }]);
    const missing = await strataInProcess(["callers", "--json"], sub);
    expect([missing.status, JSON.parse(missing.stdout)]).toEqual([2, { error: "missing required argument 'id'", category: "usage", exit: 2 }]);
    // A name in no node: JSON on stdout, and the reason on stderr as without --json.
    const none = await strataInProcess(["callers", "nope", "--json"], sub);
    expect([none.status, JSON.parse(none.stdout), none.stderr.startsWith('strata: no node "nope" in the code graph')]).toEqual([3, { query: "nope", found: false, callers: [] }, true]);
  });

  // Found by a trial: `strata callers cleanPath` was an unknown command, though the MCP tool of that name exists.
  it("callers and callees: one line per linked node with its resolution and summary; --json is the MCP answer", async () => {
    expect(await strataInProcess(["callers", "load_session"], sub)).toEqual({ status: 0, stdout: "pkg/app.py:5  function handle  (import)  Returns the result of load_session(cookie).\n", stderr: "" });
    expect(await strataInProcess(["callees", "pkg/app.py#handle"], sub)).toEqual({ status: 0, stdout: "pkg/mw/sessions.py:1  function load_session (called at line 5)  (import)  Decode a session cookie into a dict.\n", stderr: "" });
    // No callees is an answer (a trial on mobx read "no results for callees of startBatch" as an error).
    expect(await strataInProcess(["callees", "pkg/mw/sessions.py#load_session"], sub)).toEqual({ status: 0, stdout: "", stderr: "strata: pkg/mw/sessions.py#load_session makes no calls that the code graph records\n" });
    const json = JSON.parse((await strataInProcess(["callers", "sessions.py#load_session", "--json"], sub)).stdout) as Record<string, unknown>;
    expect(json).toEqual({ node: "pkg/mw/sessions.py#load_session", total: 1, offset: 0, callers: [{ id: "pkg/app.py#handle", kind: "function", path: "pkg/app.py", line: 4, callLines: [5], resolution: "import", summary: "Returns the result of load_session(cookie).", fresh: true }], edgesFrom: "graph", fresh: true });
    expect(await strataInProcess(["callers", "pkg/app.py#handle"], sub)).toEqual({ status: 0, stdout: "", stderr: "strata: no results for callers of pkg/app.py#handle\n" });
  });

  // Found by a trial: `summary binding/` said "not a regular file", and `summary` alone asked for a file.
  it("summary of a folder is the folder's node summary, and summary alone the repository's", async () => {
    const folder = await strataInProcess(["summary", "."], sub);
    const repo = await strataInProcess(["summary"], sub);
    const byPath = await strataInProcess(["summary", "pkg/mw"], root);
    expect([folder.status, folder.stdout.split("\n")[0], repo.status, repo.stdout.split("\n")[0], byPath.stdout.split("\n")[0]]).toEqual([0, "pkg/mw/ (folder, extractive)", 0, ". (repository, extractive)", "pkg/mw/ (folder, extractive)"]);
  });

  it("repoRelativeArg converts existing paths inside the root only, folders with a trailing slash", () => {
    expect([
      repoRelativeArg(root, "./sessions.py", sub),
      repoRelativeArg(root, "sessions.py#load_session", sub),
      repoRelativeArg(root, ".", sub),
      repoRelativeArg(root, "..", sub),
      repoRelativeArg(root, "../..", sub),
      repoRelativeArg(root, "../../..", sub),
      repoRelativeArg(root, "./nope.py", sub),
      repoRelativeArg(root, "load_session", sub),
      repoRelativeArg(root, "#retry", sub),
    ]).toEqual(["pkg/mw/sessions.py", "pkg/mw/sessions.py#load_session", "pkg/mw/", "pkg/", ".", "../../..", "./nope.py", "load_session", "#retry"]);
  });
});

describe("definition's text output", () => {
  it("prints the doc's first line under each definition, cut at 160 characters", async () => {
    const r = await strataInProcess(["definition", "parse", "--repo", root]);
    const cut = `${LONG_DOC.slice(0, 159)}…`;
    expect(r).toEqual({ status: 0, stdout: `pkg/app.py:8  function parse  def parse(y)  (by name)\n    ${cut}\npkg/mw/sessions.py:8  function parse  def parse(x)  (by name)\n`, stderr: "" });
    expect((await strataInProcess(["definition", "load_session", "--repo", root])).stdout).toBe("pkg/mw/sessions.py:1  function load_session  def load_session(raw)  (by name)\n    Decode a session cookie into a dict.\n");
  });
});

// A trial: `strata references middleware/throttle.go` in a Go repository always said "no results" (Go imports the
// package, never a file), while `impact` of the same file found its callers.
describe("references of a file no file imports (every Go file)", () => {
  let goRoot = "";
  beforeAll(async () => {
    goRoot = writeTree({
      "go.mod": "module example.com/app\n\ngo 1.21\n",
      "mw/throttle.go": "package mw\n\n// Throttle limits requests.\nfunc Throttle(n int) int {\n\treturn n\n}\n\ntype Limiter struct{}\n\n// Allow says yes.\nfunc (l *Limiter) Allow() bool {\n\treturn Throttle(1) > 0\n}\n",
      "mw/use.go": "package mw\n\nfunc Use() int {\n\treturn Throttle(2)\n}\n",
      "main.go": 'package main\n\nimport "example.com/app/mw"\n\nfunc main() {\n\tl := &mw.Limiter{}\n\t_ = l.Allow()\n\t_ = mw.Throttle(3)\n}\n',
    });
    expect((await strataInProcess(["index", goRoot, "-q"])).status).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(goRoot, { recursive: true, force: true }));

  it("lists the uses of its declarations from other files, labelled, and says so on stderr", async () => {
    expect(await strataInProcess(["references", "mw/throttle.go", "--repo", goRoot])).toEqual({
      status: 0,
      stdout: "main.go:6  builds Limiter  l := &mw.Limiter{}\nmain.go:7  calls Limiter.Allow  _ = l.Allow()\nmain.go:8  calls Throttle  _ = mw.Throttle(3)\nmw/use.go:4  calls Throttle  return Throttle(2)\n",
      stderr: "strata: no file imports mw/throttle.go; listing the uses of its declarations from other files (one hop; `strata impact mw/throttle.go` follows them further)\n",
    });
    const json = JSON.parse((await strataInProcess(["references", "mw/throttle.go", "--repo", goRoot, "--json"])).stdout) as { scope: string; references: { target: string; resolution: string }[] };
    expect([json.scope, json.references.map((r) => [r.target, r.resolution])]).toEqual(["declarations", [["mw/throttle.go#Limiter", "import"], ["mw/throttle.go#Limiter.Allow", "import"], ["mw/throttle.go#Throttle", "import"], ["mw/throttle.go#Throttle", "scope"]]]);
    // A file whose declarations no other file uses: no results, as before.
    expect(await strataInProcess(["references", "main.go", "--repo", goRoot])).toEqual({ status: 0, stdout: "", stderr: "strata: no results for references to main.go\n" });
  });

  it("a file other files import lists its imports only, as before", async () => {
    expect(await strataInProcess(["references", "pkg/mw/sessions.py", "--repo", root, "--json"]).then((r) => (JSON.parse(r.stdout) as { scope?: string; references: { kind: string }[] }))).toEqual({ node: "pkg/mw/sessions.py", total: 1, offset: 0, references: [{ path: "pkg/app.py", line: 1, from: "pkg/app.py", kind: "imports", resolution: "import", text: "from pkg.mw.sessions import load_session" }], fresh: true });
  });
});
