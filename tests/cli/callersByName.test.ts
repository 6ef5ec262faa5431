/** `strata callers` of a method only called on receivers of unknown type: no edge, but it says where `references` finds them. */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root = "";
beforeAll(async () => {
  root = writeTree({
    "jobs.py": "def run_job(x):\n    return x\n",
    "tally.py": "def count(x):\n    return x\n\n\ndef twice(x):\n    a = count(x)\n    b = 1\n    return count(a + b)\n",
    "often.py": `def bump(x):\n    return x\n\n\ndef often(x):\n${Array.from({ length: 10 }, () => "    x = bump(x)\n").join("")}    return x\n`,
    "env.py": "class Environment:\n    def __init__(self, loader):\n        self.loader = loader\n\n\ndef make(loader):\n    return Environment(loader)\n",
    "main.py": "def main(helpers):\n    return helpers.run_job(1)\n",
    // 12 test files call `send`, one source file does.
    ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`tests/test_send${String(i).padStart(2, "0")}.py`, `from reply import send\n\n\ndef test_send():\n    assert send(${i})\n`])),
    "reply.py": "def send(x):\n    return x\n",
    "handler.py": "from reply import send\n\n\ndef handle(x):\n    return send(x)\n",
    "routing.py": "PARAM_REGEX = 'x'\n\n\nclass Route:\n    def matches(self, scope):\n        return scope\n\n\nclass Mount:\n    def matches(self, scope):\n        return None\n\n\ndef dispatch(routes, scope):\n    for route in routes:\n        if route.matches(scope):\n            return route\n",
  });
  expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("callers", () => {
  // Found by a trial: starlette's `callers Route.matches` said "no results" though Router.app calls `route.matches(scope)`
  // (its `Mount.matches` too: with one definition of the name, the call resolves by name only).
  it("with no resolved caller, counts the call sites by name and names the command that lists them", async () => {
    expect(await strataInProcess(["callers", "Route.matches", "--repo", root])).toEqual({
      status: 0,
      stdout: "",
      stderr: "strata: no resolved callers of routing.py#Route.matches, but 1 call site of a method of this name on receivers of unknown type may call it: strata references routing.py#Route.matches lists them (by name)\n",
    });
  });

  // A caller was listed at its own first line, so a reader searched it for the call: the row is placed at the first
  // call, and the caller's further calls follow its name.
  it("places each caller at its call and names its further call lines", async () => {
    expect(await strataInProcess(["callers", "count", "--repo", root])).toEqual({ status: 0, stderr: "", stdout: "tally.py:6  function twice (also line 8)  (scope)  Returns a value; delegates to count.\n" });
  });

  // A new user's trial on express: `callers send` showed 8 of test/res.send.js's 39 calls and did not say so.
  it("says how many call lines it does not list, and JSON gives their count", async () => {
    expect(await strataInProcess(["callers", "bump", "--repo", root])).toEqual({ status: 0, stderr: "", stdout: "often.py:6  function often (also lines 7, 8, 9, 10, 11, 12, 13 and 2 more)  (scope)  Returns a value; delegates to bump.\n" });
    const json = JSON.parse((await strataInProcess(["callers", "bump", "--repo", root, "--json"])).stdout) as { callers: { callLines: number[]; callCount: number }[] };
    expect(json.callers.map((c) => [c.callLines, c.callCount])).toEqual([[[6, 7, 8, 9, 10, 11, 12, 13], 10]]);
    // A check on knex: `callers --all --json` still gave 8 of a test file's 361 call lines. --all lists them all.
    expect((await strataInProcess(["callers", "bump", "--repo", root, "--all"])).stdout).toBe("often.py:6  function often (also lines 7, 8, 9, 10, 11, 12, 13, 14, 15)  (scope)  Returns a value; delegates to bump.\n");
    const all = JSON.parse((await strataInProcess(["callers", "bump", "--repo", root, "--json", "--all"])).stdout) as { callers: { callLines: number[]; callCount?: number }[] };
    expect(all.callers.map((c) => [c.callLines, c.callCount])).toEqual([[[6, 7, 8, 9, 10, 11, 12, 13, 14, 15], undefined]]);
  });

  // A check on fastify: `callers Reply.send` listed 256 callers, nine in ten of them tests, before the 20 in lib/.
  it("lists callers outside tests first, then 10 in test files and counts the rest; --all lists them all", async () => {
    const run = await strataInProcess(["callers", "reply.py#send", "--repo", root]);
    const rows = run.stdout.trim().split("\n").map((l) => l.split("  ")[0]);
    expect([run.status, rows, run.stderr]).toEqual([0, ["handler.py:5", ...Array.from({ length: 10 }, (_, i) => `tests/test_send${String(i).padStart(2, "0")}.py:5`)], "strata: 2 more callers in test files beyond the 10 listed (--all or --json lists them)\n"]);
    const all = await strataInProcess(["callers", "reply.py#send", "--repo", root, "--all"]);
    expect([all.stdout.trim().split("\n").length, all.stderr]).toEqual([13, ""]);
  });

  // A check on express: `callers lib/response.js` said "no results" although lib/express.js requires it.
  it("of a file, says a file is imported and which commands list its importers", async () => {
    expect(await strataInProcess(["callers", "tally.py", "--repo", root])).toEqual({
      status: 0,
      stdout: "",
      stderr: "strata: tally.py is a file, which is imported rather than called: strata references tally.py lists its importers, strata impact tally.py what a change to it may break\n",
    });
  });

  // Found by a trial: jinja's `callers Environment` said "no results" while `callers Environment.__init__` listed 197.
  it("of a class with no callers of its own, lists its constructor's callers and says so", async () => {
    const r = await strataInProcess(["callers", "Environment", "--repo", root]);
    expect(r).toEqual({ status: 0, stderr: "strata: env.py#Environment is built through its constructor; the callers of env.py#Environment.__init__:\n", stdout: "env.py:7  function make  (scope)  Returns the result of Environment(loader); delegates to Environment.__init__.\n" });
  });

  // Found by a trial: execa's `callers index.js#execa` called its plain `execa(…)` calls "call sites of a method".
  it("of a function, calls its by-name sites calls of the name, not of a method", async () => {
    expect((await strataInProcess(["callers", "run_job", "--repo", root])).stderr).toBe(
      "strata: no resolved callers of jobs.py#run_job, but 1 call site of this name that the graph did not resolve may call it: strata references jobs.py#run_job lists them (by name)\n",
    );
  });

  // Found by a trial: `definition PARAM_REGEX` found the constant, and `references PARAM_REGEX` said to give a name definition finds.
  it("references of a constant says it is an export with no graph node, and where it is", async () => {
    expect(await strataInProcess(["references", "PARAM_REGEX", "--repo", root])).toEqual({
      status: 3,
      stdout: "",
      stderr: "strata: PARAM_REGEX is a constant (routing.py:1), an export with no node in the code graph: references covers functions, methods, classes and files (git grep -nw PARAM_REGEX finds its uses)\n",
    });
    const impact = await strataInProcess(["impact", "PARAM_REGEX", "--repo", root]);
    const json = await strataInProcess(["impact", "PARAM_REGEX", "--repo", root, "--json"]);
    expect([impact.status, impact.stderr, JSON.parse(json.stdout)]).toEqual([
      3,
      "strata: PARAM_REGEX is a constant (routing.py:1), an export with no node in the code graph: impact covers functions, methods, classes and files (git grep -nw PARAM_REGEX finds its uses)\n",
      { query: "PARAM_REGEX", found: false, files: [] },
    ]);
  });

  // Found by a trial on express: `(scope)`, `(import)`, `(name-only)` after each caller, with nothing saying what they meant.
  it("says in its help what each resolution label means", async () => {
    const callers = (await strataInProcess(["callers", "--help"])).stdout;
    expect(callers).toContain("How each call was resolved (in parentheses, surest first):\n  type-checked  the language's type checker named the target (TypeScript/JavaScript)\n");
    expect(callers).toContain("  name-only     only the name matched, no type evidence: the one repository definition of that name, or the\n                one whose owner the receiver's own name names (res.render(…) and res.render = function …)\n");
    expect(callers.endsWith("`strata references <id>` lists them.\n\n")).toBe(true);
    expect((await strataInProcess(["callees", "--help"])).stdout).toContain("  import        reached through an import, use, require or include of another file\n");
  });
});
