/**
 * What read commands print when there is nothing to show: no index, an unknown name, no results. Errors and
 * "nothing found" lines go to stderr, stdout stays empty (or valid JSON), so `strata … | tool` pipes only results.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strata, strataInProcess, writeTree } from "../helpers/cli.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

describe("a repository without an index", () => {
  it("status says there is no index and how to make one, exit 2 like the other 'run strata index first' errors", async () => {
    const root = writeTree({ "a.py": "def f():\n    return 1\n" });
    made.push(root);
    const r = await strataInProcess(["status", root]);
    expect(r).toEqual({ status: 2, stdout: "", stderr: `strata: no index of ${root} (no store at ${path.join(root, ".strata", "strata.db")}): run \`strata index ${root}\` first\n` });
    expect(fs.existsSync(path.join(root, ".strata"))).toBe(false);
  });

  it("report and summary --node say so too, exit 2, and create no store", async () => {
    const root = writeTree({ "a.py": "def f():\n    return 1\n" });
    made.push(root);
    const none = `strata: no index of ${root} (no store at ${path.join(root, ".strata", "strata.db")}): run \`strata index ${root}\` first\n`;
    expect(await strataInProcess(["report", root])).toEqual({ status: 2, stdout: "", stderr: none });
    expect(await strataInProcess(["summary", "--node", "a.py#f", "--repo", root])).toEqual({ status: 2, stdout: "", stderr: none });
    expect(fs.existsSync(path.join(root, ".strata"))).toBe(false);
  });
});

describe("file paths are repository-relative", () => {
  it("contract <rel> --repo <root> reads <root>/<rel>, whatever the working directory (the trial ran it from the repository's parent)", async () => {
    const root = writeTree({ "app/calc.py": "def add(a, b):\n    return a + b\n" });
    made.push(root);
    expect(fs.existsSync(path.resolve("app/calc.py"))).toBe(false);
    const r = await strataInProcess(["contract", "app/calc.py", "--repo", root]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    const contract = JSON.parse(r.stdout) as { filePath: string; exports: { name: string; signatures: { text?: string }[] }[] };
    expect([contract.filePath, contract.exports.map((e) => e.name)]).toEqual(["app/calc.py", ["add"]]);
  });
});

describe("'not found' messages go to stderr", () => {
  let root = "";
  beforeAll(async () => {
    root = writeTree({ "app/calc.py": "class Calc:\n    def add(self, a, b):\n        return a + b\n\n\ndef total(values):\n    return Calc().add(values[0], values[1])\n" });
    made.push(root);
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
  }, 60_000);

  it("definition of an unknown name: exit 3, stdout empty, the message on stderr; --json still answers on stdout", async () => {
    expect(await strataInProcess(["definition", "zzzunknown", "--repo", root])).toEqual({ status: 3, stdout: "", stderr: 'strata: no definition of "zzzunknown" in the code graph\n' });
    // A name a few edits from a node's (afero's `definition UnionFile.Raeddir` suggested nothing).
    expect(await strataInProcess(["definition", "Calc.ad", "--repo", root])).toEqual({ status: 3, stdout: "", stderr: 'strata: no definition of "Calc.ad" in the code graph; did you mean: app/calc.py#Calc.add\n' });
    const json = await strataInProcess(["definition", "zzzunknown", "--repo", root, "--json"]);
    expect([json.status, JSON.parse(json.stdout), json.stderr]).toEqual([3, { query: "zzzunknown", total: 0, offset: 0, definitions: [], fresh: true }, ""]);
  });

  it("definition of an empty name and map --focus on a file the graph lacks are usage errors, not silence", async () => {
    expect(await strataInProcess(["definition", "  ", "--repo", root])).toEqual({ status: 2, stdout: "", stderr: "strata: definition needs a name or a node id, e.g. strata definition Parser.parse\n" });
    expect(await strataInProcess(["map", root, "--focus", "nope.py,also/missing.ts"])).toEqual({
      status: 2,
      stdout: "",
      stderr: 'strata: --focus: no file "nope.py", "also/missing.ts" in the code graph (paths are relative to the repository root)\n',
    });
  });

  // Found by a trial: --threads 0 failed in the configuration schema with another wording, and map --budget 0 printed
  // only "229 more files left out at 0 tokens".
  it("--threads 0 and map --budget 0 are refused as positive-integer options", async () => {
    expect(await strataInProcess(["index", root, "--threads", "0"])).toEqual({ status: 2, stdout: "", stderr: 'strata: --threads must be a positive integer, got "0"\n' });
    expect(await strataInProcess(["map", root, "--budget", "0"])).toEqual({ status: 2, stdout: "", stderr: 'strata: --budget must be a positive integer, got "0"\n' });
  });

  it("references and impact take a name that names one node; several or none is a usage error; --depth 0 too", async () => {
    const byName = await strataInProcess(["references", "total", "--repo", root, "--json"]);
    expect([byName.status, (JSON.parse(byName.stdout) as { node: string }).node]).toEqual([0, "app/calc.py#total"]);
    expect((await strataInProcess(["impact", "Calc.add", "--repo", root])).stdout.split("\n")[0]).toBe("1 node in 1 file may be affected by app/calc.py#Calc.add (depth 3); tests: none the graph reaches within 3 steps, nor within 8");
    expect(await strataInProcess(["impact", "total", "--depth", "0", "--repo", root])).toEqual({ status: 2, stdout: "", stderr: "strata: --depth must be a positive integer, got \"0\"\n" });
  });

  // Found by a trial on mobx: a built copy under docs/ made `callers trackDerivedFunction` "names 2 nodes …; give one id".
  it("a name with one implementation and copies elsewhere answers for the implementation and says what it passed over", async () => {
    const repo = writeTree({
      "lib/track.py": "def track(f):\n    return f()\n",
      "lib/run.py": "from lib.track import track\n\ndef run():\n    return track(run)\n",
      "docs/assets/track.py": "def track(f):\n    return None\n",
    });
    try {
      await strataInProcess(["index", repo]);
      expect(await strataInProcess(["callers", "track", "--repo", repo])).toEqual({
        status: 0,
        stdout: "lib/run.py:4  function run  (import)  Returns the result of track(run).\n",
        stderr: 'strata: "track" also names 1 node in tests, examples, docs or generated files (docs/assets/track.py#track); this answer is about lib/track.py#track\n',
      });
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  // Found by a trial on gorilla/mux: `impact routeRegexp.Match` said "tests: none the graph reaches within 3 steps, nor within 8" while
  // its callers found by name only (`route.Match` on a loop variable) reach mux_test.go in two steps: not followed.
  it("impact says when callers found by name only were not followed, instead of a bare 'no tests'", async () => {
    const repo = writeTree({
      "mux/route.py": "class Route:\n    def match(self, req):\n        return True\n",
      "mux/router.py": "def serve(routes, req):\n    for r in routes:\n        if r.match(req):\n            return r\n",
      "tests/test_router.py": "from mux.router import serve\n\ndef test_serve():\n    assert serve([], None) is None\n",
    });
    try {
      await strataInProcess(["index", repo]);
      expect((await strataInProcess(["impact", "Route.match", "--repo", repo])).stdout).toBe(
        "1 node in 1 file may be affected by mux/route.py#Route.match (depth 3); tests: none the graph reaches within 3 steps, nor within 8; 1 caller found by name only is not followed further (it may call another symbol of that name)\nmux/router.py\n  1  calls      mux/router.py#serve  (by name)\n",
      );
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  // references, impact and summary --node of a name not in the graph exit as definition does (3); found by trials (they exited 2).
  it("references and impact of an unknown id, summary of an unknown node or file: exit 3, nothing on stdout", async () => {
    const runs = [];
    for (const args of [["references", "app/calc.py#Nope"], ["impact", "app/calc.py#Nope"], ["summary", "--node", "app/calc.py#Nope"], ["contract", "app/nope.py"]]) {
      runs.push(await strataInProcess([...args, "--repo", root]));
    }
    const noNode = 'no node "app/calc.py#Nope" in the code graph';
    expect(runs).toEqual([
      { status: 3, stdout: "", stderr: `strata: ${noNode}: give an id like app/calc.py#Calc.add or a name \`strata definition\` finds\n` },
      { status: 3, stdout: "", stderr: `strata: ${noNode}: give an id like app/calc.py#Calc.add or a name \`strata definition\` finds\n` },
      { status: 3, stdout: "", stderr: `strata: ${noNode} of ${root}: ids look like app/calc.py#Calc.add, app/calc.py, a folder with a trailing / or . (see \`strata levels\` or \`strata search\`)\n` },
      { status: 3, stdout: "", stderr: "strata: app/nope.py: no such file\n" },
    ]);
    // databases ae3fb16: `summary ../nonexist.py` in a subfolder said the path was outside the repository.
    const sub = path.join(root, "app");
    expect(await strataInProcess(["summary", "../nope.py", "--repo", root], sub)).toEqual({ status: 3, stdout: "", stderr: "strata: ../nope.py: no such file\n" });
  });

  // Found by a trial on click: `callers BaseCommand.make_context` (the class's old name) was shown an unrelated example id.
  it("an unknown qualified name is answered with the nodes of its last name", async () => {
    const runs = [];
    for (const args of [["callers", "OldCalc.add"], ["summary", "--node", "OldCalc.add"]]) runs.push(await strataInProcess([...args, "--repo", root]));
    expect(runs).toEqual([
      { status: 3, stdout: "", stderr: 'strata: no node "OldCalc.add" in the code graph; of that name: app/calc.py#Calc.add\n' },
      { status: 3, stdout: "", stderr: `strata: no node "OldCalc.add" in the code graph of ${root}; of that name: app/calc.py#Calc.add\n` },
    ]);
  });

  // Found by a trial: summary --node took exact ids only, and an empty id printed the repository's summary.
  it("summary --node takes a name as the navigation commands do, and refuses an empty one", async () => {
    const byName = await strataInProcess(["summary", "--node", "Calc.add", "--repo", root, "--json"]);
    expect([byName.status, (JSON.parse(byName.stdout) as { summary: { id: string } }).summary.id]).toEqual([0, "app/calc.py#Calc.add"]);
    expect(await strataInProcess(["summary", "--node", "", "--repo", root])).toEqual({ status: 2, stdout: "", stderr: "strata: --node needs a node id or a name, e.g. strata summary --node src/a.ts#Parser.parse\n" });
  });

  it("references and summary --node with --json of an unknown name are JSON with found: false", async () => {
    const run = await strataInProcess(["references", "Nope", "--repo", root, "--json"]);
    expect([run.status, JSON.parse(run.stdout)]).toEqual([3, { query: "Nope", found: false, references: [] }]);
    const summary = await strataInProcess(["summary", "--node", "nope.py#x", "--repo", root, "--json"]);
    expect([summary.status, JSON.parse(summary.stdout)]).toEqual([3, { query: "nope.py#x", found: false }]);
  });

  it("empty results: one 'no results for …' line on stderr, stdout empty; --json stays valid with an empty list", async () => {
    const runs = [];
    for (const args of [
      ["search", "qqqxyzzy", "--repo", root],
      ["search", "qqqxyzzy", "--repo", root, "--files"],
      ["search", "add", "--repo", root, "--kind", "struct"],
      ["references", "app/calc.py#total", "--repo", root],
      ["categories", root, "--category", "ui"],
      ["context", "qqqxyzzy", "--repo", root],
    ]) {
      runs.push(await strataInProcess(args));
    }
    expect(runs).toEqual([
      { status: 0, stdout: "", stderr: 'strata: no results for "qqqxyzzy"\n' },
      { status: 0, stdout: "", stderr: 'strata: no results for "qqqxyzzy"\n' },
      { status: 0, stdout: "", stderr: 'strata: no results for "add" (kind struct)\n' },
      { status: 0, stdout: "", stderr: "strata: no results for references to app/calc.py#total\n" },
      { status: 0, stdout: "", stderr: "strata: no results for files in category ui\n" },
      { status: 0, stdout: "", stderr: 'strata: no results for "qqqxyzzy"\n' },
    ]);
    const json = [];
    for (const args of [
      ["search", "qqqxyzzy", "--repo", root, "--json"],
      ["references", "app/calc.py#total", "--repo", root, "--json"],
      ["categories", root, "--category", "ui", "--json"],
    ]) {
      const r = await strataInProcess(args);
      json.push([r.status, r.stderr, JSON.parse(r.stdout) as unknown]);
    }
    expect(json).toEqual([
      [0, "", { query: "qqqxyzzy", mode: "hybrid", dense: null, fresh: true, results: [] }],
      [0, "", { node: "app/calc.py#total", total: 0, offset: 0, references: [], fresh: true }],
      [0, "", { category: "ui", files: [] }],
    ]);
  });

  // Found by a trial: in /tmp, `strata search cookies` said to run `strata index /tmp`.
  it("says the working directory is in no repository when no .git or .strata is in it or above", async () => {
    const dir = writeTree({ "notes.txt": "x\n" });
    const real = fs.realpathSync(dir);
    const r = strata(["search", "cookies"], dir);
    expect([r.status, r.stderr]).toEqual([
      2,
      `strata: no search index in ${path.join(real, ".strata", "strata.db")}: ${real} is in no repository (no .git or .strata in it or above): cd into one, give --repo <dir>, or index this folder with \`strata index ${real}\`\n`,
    ]);
  });

  // Found by a trial: `strata summary <file>` before any index created .strata/strata.db (a read command wrote).
  it("summary and contract of a file before any index answer from memory and create no store", async () => {
    const dir = writeTree({ "a.py": "def f():\n    return 1\n" });
    const summary = strata(["summary", "a.py", "--repo", dir], dir);
    const contract = strata(["contract", "a.py", "--repo", dir], dir);
    expect([summary.status, summary.stdout.split("\n")[0], contract.status, JSON.parse(contract.stdout).filePath, fs.existsSync(path.join(dir, ".strata"))]).toEqual([0, "# a.py", 0, "a.py", false]);
  });
});

// afero 993a85a: `impact unionFile.go#DirsMerger`, a function type only fields are declared with, printed "0 nodes in
// 0 files may be affected" and nothing else, where `references` says what the graph does not record.
describe("impact of a type nothing reaches", () => {
  it("says on stderr what the graph does not record, as references does; exit 0", async () => {
    const root = writeTree({ "app/shapes.py": "class Shape:\n    pass\n\n\nclass Holder:\n    shape: Shape\n" });
    made.push(root);
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const r = await strataInProcess(["impact", "app/shapes.py#Shape", "--repo", root]);
    expect(r).toEqual({
      status: 0,
      stdout: "0 nodes in 0 files may be affected by app/shapes.py#Shape (depth 3); tests: none the graph reaches within 3 steps, nor within 8\n",
      stderr:
        "strata: no use site of app/shapes.py#Shape in the code graph: it records a type's constructions (a call, `new`, a Go composite literal), inheritance, value uses and type tests (`isinstance(x, C)`, `instanceof`, a Go type assertion or type switch case), not the other places that name it: a parameter, field, variable or result type, a type argument (`git grep -nw Shape` finds those)\n",
    });
  });
});
