/**
 * Answers are fresh or say they are not, after a file changed on disk and no `strata index` ran (no watcher either):
 * `summary <file>` answers from the changed file without writing the store, so `summary --node`, `status` and the
 * next `index` still see the change; `search`, `definition` and `references` warn on stderr about every changed file
 * (not only those of their results: a renamed function is not found under its new name), and their JSON says so.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({
  "app.py": 'class App:\n    def handle(self, request):\n        """Handle a request."""\n        return request\n',
  "util.py": 'def beta():\n    """Return two."""\n    return 2\n\n\ndef _twice(x):\n    return 2 * x\n',
  "package-lock.json": '{ "lockfileVersion": 3 }\n',
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const run = (...args: string[]) => strataInProcess([...args, "--repo", root]);
const WARNING = "strata: `strata index` has not indexed 2 changed files yet (app.py, util.py): answers may be out of date\n";

beforeAll(async () => {
  await strataInProcess(["index", root, "--json"]);
  fs.writeFileSync(path.join(root, "app.py"), 'class App:\n    def handle(self, request, extra):\n        """Handle a request."""\n        return request\n');
  fs.writeFileSync(path.join(root, "util.py"), 'def gamma():\n    """Return two."""\n    return 2\n\n\ndef _twice(x):\n    """Double x."""\n    return 2 * x\n');
});

describe("freshness after an edit without re-indexing", () => {
  it("summary <file> answers from the changed file, says it stored nothing, and the node answer stays stale", async () => {
    const text = await run("summary", "app.py");
    expect(text.stdout.trimEnd().split("\n").at(-1)).toBe("(fresh: yes; generator: extractive@37; made now from the changed file, not stored: run strata index)");
    const json = JSON.parse((await run("summary", "app.py", "--json")).stdout) as Record<string, unknown>;
    expect([json.fresh, json.cached, json.unsaved]).toEqual([true, false, true]);
    const node = JSON.parse((await run("summary", "--node", "app.py#App.handle", "--json")).stdout) as Record<string, unknown>;
    expect([node.fresh, node.changedFiles]).toEqual([false, ["app.py"]]);
    // A trial on logrus: the unexported declarations come from the stored graph, so they are as of the last index.
    const util = await run("summary", "util.py");
    expect(util.stdout.split("\n").filter((l) => l.startsWith("## Internal units") || l.includes("_twice"))).toEqual([
      "## Internal units (as of the last index: the file changed since; run strata index)",
      "- `def _twice(x)` (function) — Returns 2 * x",
    ]);
    expect((JSON.parse((await run("summary", "util.py", "--json")).stdout) as Record<string, unknown>).internalUnitsFresh).toBe(false);
    expect((await run("summary", "--node", "app.py#App.handle")).stdout.trimEnd().split("\n").at(-1)).toBe(
      "(generator: extractive-node@372; fresh: no, changed since indexing: app.py; run strata index)",
    );
  });

  // Found by a trial on uvicorn: before any `strata index`, `summary uvicorn/server.py` said "made now from the changed
  // file", of a file nobody had changed.
  it("summary <file> of a file the index has no row for says it is not in the index, not that it changed", async () => {
    fs.writeFileSync(path.join(root, "added.py"), 'def delta():\n    """Return four."""\n    return 4\n');
    try {
      const text = await run("summary", "added.py");
      expect(text.stdout.trimEnd().split("\n").at(-1)).toBe("(fresh: yes; generator: extractive@37; made now, not stored: the file is not in the index yet: run strata index)");
    } finally {
      fs.rmSync(path.join(root, "added.py"));
    }
  });

  // Found by a trial: `summary go.sum` said "run strata index", which never stores a lockfile.
  it("summary of a file the index skips says so, not to run strata index", async () => {
    const text = await run("summary", "package-lock.json");
    expect(text.stdout.trimEnd().split("\n").at(-1)).toBe(
      '(fresh: yes; generator: extractive@37; made now, never stored: the index skips this file (dependency lock file; not indexed: add "!package-lock.json" to .strataignore to index it))',
    );
    expect((JSON.parse((await run("summary", "package-lock.json", "--json")).stdout) as { skipped: unknown }).skipped).toEqual({ reason: "lockfile", detail: 'dependency lock file; not indexed: add "!package-lock.json" to .strataignore to index it' });
  });

  it("status counts both changed files as stale in its first line, after summary and contract ran", async () => {
    expect(JSON.parse((await run("contract", "app.py")).stdout).exports[0].members.map((m: { signature: string }) => m.signature)).toEqual(["def handle(self, request, extra):"]);
    expect((await strataInProcess(["status", root])).stdout.split("\n")[0]).toBe("Index rows: 0 fresh, 2 stale, 0 missing.");
  });

  it("definition of the old name warns on stderr and its JSON says fresh: false", async () => {
    const text = await run("definition", "beta");
    expect([text.stdout, text.stderr]).toEqual(['util.py:1  function beta  def beta()  (by name)\n    Return two.\n', WARNING]);
    const json = JSON.parse((await run("definition", "beta", "--json")).stdout) as { fresh: boolean; definitions: { id: string; fresh: boolean }[] };
    expect([json.fresh, json.definitions.map((d) => [d.id, d.fresh])]).toEqual([false, [["util.py#beta", false]]]);
  });

  it("search text output warns on stderr when a result's file changed", async () => {
    const text = await run("search", "beta");
    expect([text.stdout.split("\t")[5], text.stderr]).toEqual(["util.py#beta", WARNING]);
  });

  it("search for a name added since the index finds nothing, warns, and its JSON names the changed files", async () => {
    const text = await run("search", "gamma");
    expect([text.stdout, text.stderr]).toEqual(["", `strata: no results for "gamma"\n${WARNING}`]);
    const json = JSON.parse((await run("search", "gamma", "--json")).stdout) as Record<string, unknown>;
    expect([json.fresh, json.pending, json.pendingCount, json.pendingBy]).toEqual([false, ["app.py", "util.py"], 2, "index"]);
  });

  it("references warn on stderr with no watcher running", async () => {
    expect((await run("references", "App.handle")).stderr).toBe(`${WARNING}strata: no results for references to app.py#App.handle\n`);
  });

  it("references of a name added since the index: the stale warning, then why nothing was found", async () => {
    const run = await strataInProcess(["references", "gamma", "--repo", root]);
    expect([run.status, run.stderr]).toEqual([3, `${WARNING}strata: no node "gamma" in the code graph: give an id like app.py#App.handle or a name \`strata definition\` finds\n`]);
  });

  it("search --files warns too, and its JSON names the changed files", async () => {
    expect((await run("search", "beta", "--files")).stderr).toBe(WARNING);
    const json = JSON.parse((await run("search", "beta", "--files", "--json")).stdout) as Record<string, unknown>;
    expect([json.fresh, json.pendingCount]).toEqual([false, 2]);
  });
});

// Found by a trial: a file added since the index (a new module, a new package folder) left answers "fresh".
describe("freshness after files were added without re-indexing", () => {
  const added = writeTree({
    "app.py": "def handle(request):\n    return request\n",
    "lib/util.py": "def beta():\n    return 2\n",
    ".gitignore": "*.log\n",
  });
  afterAll(() => fs.rmSync(added, { recursive: true, force: true }));

  beforeAll(async () => {
    await strataInProcess(["index", added, "--json"]);
    fs.writeFileSync(path.join(added, "lib", "extra.py"), "def gamma():\n    return 3\n");
    fs.mkdirSync(path.join(added, "pkg", "sub"), { recursive: true });
    fs.writeFileSync(path.join(added, "pkg", "sub", "d.py"), "def delta():\n    return 4\n");
    // Passed over by discovery: an ignored file, a binary by name, a vendored folder.
    fs.writeFileSync(path.join(added, "debug.log"), "log\n");
    fs.writeFileSync(path.join(added, "logo.png"), "png\n");
    fs.mkdirSync(path.join(added, "node_modules", "x"), { recursive: true });
    fs.writeFileSync(path.join(added, "node_modules", "x", "index.js"), "module.exports = 1;\n");
    // An empty folder holds nothing to index (a check's `mkdir sub` warned of "1 changed file (sub/)" after every index).
    fs.mkdirSync(path.join(added, "empty"));
    // Nor does a folder whose only file an ignore rule leaves out (mocha's `bin/mocha.js` and its `.gitignore` line
    // `mocha.js`: every answer warned of "1 changed file (bin/)" right after `strata index`), nor one holding only such
    // a folder.
    fs.mkdirSync(path.join(added, "bin", "logs"), { recursive: true });
    fs.writeFileSync(path.join(added, "bin", "run.log"), "log\n");
    fs.writeFileSync(path.join(added, "bin", "logs", "old.log"), "log\n");
  });

  it("search warns about the added file and folder, and its JSON names them", async () => {
    const text = await strataInProcess(["search", "beta", "--repo", added]);
    expect(text.stderr).toBe("strata: `strata index` has not indexed 2 changed files yet (lib/extra.py, pkg/): answers may be out of date\n");
    const json = JSON.parse((await strataInProcess(["search", "beta", "--json", "--repo", added])).stdout) as Record<string, unknown>;
    expect([json.fresh, json.pending, json.pendingCount, json.pendingBy]).toEqual([false, ["lib/extra.py", "pkg/"], 2, "index"]);
  });

  it("after strata index the answers are fresh again", async () => {
    await strataInProcess(["index", added, "--json"]);
    const json = JSON.parse((await strataInProcess(["search", "gamma", "--json", "--repo", added])).stdout) as Record<string, unknown>;
    expect([json.fresh, json.pendingCount]).toEqual([true, undefined]);
  });
});

// A trial on requests: after a checkout the warning named five `.github/…` files and hid the changed source file.
describe("the changed files a warning names", () => {
  it("puts implementation first, then the other roles, each by path", async () => {
    const files: Record<string, string> = { "src/z_last.py": "def z():\n    return 1\n", "tests/test_z.py": "def test_z():\n    assert True\n", "README.md": "# r\n" };
    for (let i = 0; i < 6; i++) files[`.github/workflows/w${i}.yml`] = `name: w${i}\n`;
    const tree = writeTree(files);
    try {
      await strataInProcess(["index", tree, "--json"]);
      for (const f of Object.keys(files)) fs.appendFileSync(path.join(tree, f), "\n# changed\n");
      const r = await strataInProcess(["search", "z", "--repo", tree]);
      expect(r.stderr).toBe("strata: `strata index` has not indexed 9 changed files yet (src/z_last.py, .github/workflows/w0.yml, .github/workflows/w1.yml, .github/workflows/w2.yml, .github/workflows/w3.yml, …): answers may be out of date\n");
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});
