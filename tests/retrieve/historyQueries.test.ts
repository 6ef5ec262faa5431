import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { cleanSubject, isDescriptiveSubject, makeHistoryQuerySet, mapLine, parseHunks, renderEvalTables } from "../../src/retrieve/index.js";
import { strata } from "../helpers/cli.js";

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@x", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@x", GIT_AUTHOR_DATE: "2024-01-01T00:00:00Z", GIT_COMMITTER_DATE: "2024-01-01T00:00:00Z" };

const fn = (name: string, body: string[]): string => `def ${name}(x):\n${body.map((l) => `    ${l}\n`).join("")}\n`;

/** A repository of a dozen commits: S (2nd commit), then a bump, a docs-only, a 4-file, a merge, a typo, a new-file and a too-short commit around four real ones. */
function buildRepo(): { root: string; snapshot: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-history-"));
  const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8", env: GIT_ENV }).trim();
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const commit = (subject: string): void => {
    git("add", "-A");
    git("commit", "-q", "-m", subject);
  };
  git("init", "-q", "-b", "main");
  write("README.md", "# demo\n");
  write("src/a.py", fn("f1", ["y = x + 1", "return y"]) + fn("f2", ["if x:", "    return x", "return 0"]));
  commit("Initial commit of the demo project");
  write("src/b.py", fn("g1", ["return x * 2"]));
  write("src/c.py", fn("h1", ["return x - 1"]));
  write("src/d.py", fn("k1", ["return x / 2"]));
  write("tests/test_a.py", "def test_f1():\n    assert True\n");
  commit("Add the b, c and d modules with tests");
  const snapshot = git("rev-parse", "HEAD");
  write("src/a.py", `VERSION = "1.0.1"\n${fs.readFileSync(path.join(root, "src/a.py"), "utf8")}`);
  commit("Bump version to 1.0.1");
  write("README.md", "# demo\n\nRetries are explained here.\n");
  commit("docs: explain retry behaviour in the guide");
  for (const f of ["src/a.py", "src/b.py", "src/c.py", "src/d.py"]) write(f, `# header\n# more\n${fs.readFileSync(path.join(root, f), "utf8")}`);
  commit("Add license headers to all four modules");
  let a = fs.readFileSync(path.join(root, "src/a.py"), "utf8");
  write("src/a.py", a.replace("    return 0\n", "    return None\n"));
  write("tests/test_a.py", "def test_f2():\n    assert True\n");
  commit("fix(core): handle empty input in f2 (#12)");
  git("checkout", "-q", "-b", "side");
  write("src/b.py", `${fs.readFileSync(path.join(root, "src/b.py"), "utf8")}${fn("g2", ["return x"])}`);
  commit("Add a second helper to module b");
  git("checkout", "-q", "main");
  git("merge", "-q", "--no-ff", "side", "-m", "Merge branch 'side' into main");
  write("src/c.py", fs.readFileSync(path.join(root, "src/c.py"), "utf8").replace("return x - 1", "return x - 1  # the value"));
  commit("Fix typo in the h1 comment text");
  write("src/b.py", fs.readFileSync(path.join(root, "src/b.py"), "utf8").replace("return x * 2", "return x + x"));
  commit("Make g1 return the sum of its inputs");
  write("src/e.py", fn("e1", ["return 1"]));
  write("src/b.py", fs.readFileSync(path.join(root, "src/b.py"), "utf8").replace("return x + x", "return e1() + x + x"));
  commit("Add a new module e with a helper");
  for (const f of ["src/c.py", "src/d.py"]) write(f, fs.readFileSync(path.join(root, f), "utf8").replace("    return", "    print(x)\n    return"));
  commit("Update h1 and k1 to log their arguments");
  write("src/d.py", `${fs.readFileSync(path.join(root, "src/d.py"), "utf8")}# end\n`);
  commit("Small change");
  a = fs.readFileSync(path.join(root, "src/a.py"), "utf8");
  write("src/a.py", a.replace("def f1(x):\n", "def f1(x):\n    assert x is not None\n"));
  commit("Insert a guard clause at the top of f1");
  return { root, snapshot };
}

describe("queries from git history", () => {
  it("cleans subjects and rejects what describes no change", () => {
    expect(cleanSubject("fix(core)!: handle empty input (#12)")).toBe("handle empty input");
    expect(cleanSubject("[router] Support wildcard routes, closes #99.")).toBe("Support wildcard routes");
    // immer 061c242: a list of references left "freeze. , , )".
    expect(cleanSubject("fix: Fix handling of Symbol and non-enumerable properties in finalization / freeze. Fixes #1096, #1087, #1091 (#1105))")).toBe(
      "Fix handling of Symbol and non-enumerable properties in finalization / freeze",
    );
    expect(cleanSubject("Support (nested) routes (#7)")).toBe("Support (nested) routes");
    // gorilla/mux: a reference before the colon left ": Return 405 …" in `summary --node`'s history.
    expect(cleanSubject("Fix #271:  Return 405 instead of 404 when request method doesn't match the route")).toBe("Return 405 instead of 404 when request method doesn't match the route");
    expect(cleanSubject("Handle f(x) calls")).toBe("Handle f(x) calls");
    // tomlkit 712dba7: a squash merge's message on one line; `summary --node` showed "1 index error when setting dotted
    // keyFixes #332Signed-off-by: Frost Ming <me@frostming.com>".
    expect(cleanSubject("fix: -1 index error when setting dotted keyFixes #332Signed-off-by: Frost Ming <me@frostming.com>")).toBe("-1 index error when setting dotted key");
    expect(cleanSubject("Add retries, thanks to A <a@b.org>")).toBe("Add retries, thanks to A");
    // A call's empty parentheses are the subject's own words (ky: "Allow explicitly unsetting hooks on `.extend()`").
    expect(cleanSubject("Mark ky.create() options as optional (#12)")).toBe("Mark ky.create() options as optional");
    expect(cleanSubject("Allow unsetting hooks on `.extend()`")).toBe("Allow unsetting hooks on `.extend()`");
    expect(cleanSubject("Add ky.extend()")).toBe("Add ky.extend()");
    expect(["Bump version to 1.0.1", "chore(deps): update vitest to v2", "Release 4.2.0", "Fix typo in docs", "Run prettier over src", "Merge pull request #3 from x/y", "Add retries (#12)"].map(isDescriptiveSubject)).toEqual([
      false, false, false, false, false, false, false,
    ]);
    expect(isDescriptiveSubject("feat(client): retry idempotent requests on timeout")).toBe(true);
  });

  it("maps a later commit's lines back onto the snapshot through the diff between them", () => {
    // Snapshot → parent: two lines inserted after line 0, line 10 replaced by three lines.
    const hunks = parseHunks("@@ -0,0 +1,2 @@\n+a\n+b\n@@ -10 +12,3 @@\n-x\n+y\n+z\n+w\n");
    expect(hunks).toEqual([{ oldStart: 0, oldCount: 0, newStart: 1, newCount: 2 }, { oldStart: 10, oldCount: 1, newStart: 12, newCount: 3 }]);
    expect([mapLine(3, hunks, "start"), mapLine(11, hunks, "start"), mapLine(13, hunks, "start"), mapLine(13, hunks, "end"), mapLine(15, hunks, "start")]).toEqual([1, 9, 10, 10, 11]);
  });

  it("builds the exact query list, relevant files and nodes from a small repository, on a copy whose history ends at the snapshot", async () => {
    const { root, snapshot } = buildRepo();
    const copyDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-history-copy-")), "copy");
    const set = await makeHistoryQuerySet({
      root,
      copyDir,
      back: 11,
      indexRepo: async (dir) => {
        const store = openStore(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-history-db-")), "s.db"));
        await indexRepository({ root: dir, store, config: loadConfig(dir), threads: 1 });
        return store;
      },
    });
    await set.copyStore.close();
    expect(set.snapshot).toBe(snapshot);
    expect(set.considered).toBe(11);
    // Bump, "Merge branch", typo and "Small change"; docs only; four files; a file added after S.
    expect(set.skipped).toEqual({ subject: 4, noSource: 1, tooMany: 1, notAtSnapshot: 1 });
    expect(set.queries.map((q) => ({ query: q.query, files: q.files, relevant: q.relevant }))).toEqual([
      { query: "handle empty input in f2", files: ["src/a.py"], relevant: ["src/a.py#f2"] },
      { query: "Make g1 return the sum of its inputs", files: ["src/b.py"], relevant: ["src/b.py#g1"] },
      { query: "Update h1 and k1 to log their arguments", files: ["src/c.py", "src/d.py"], relevant: ["src/c.py#h1", "src/d.py#k1"] },
      { query: "Insert a guard clause at the top of f1", files: ["src/a.py"], relevant: ["src/a.py#f1"] },
    ]);
    const git = (...args: string[]): string => execFileSync("git", args, { cwd: copyDir, encoding: "utf8" }).trim();
    expect([git("rev-parse", "HEAD"), git("rev-list", "--count", "--all")]).toEqual([snapshot, "2"]);
    expect(fs.existsSync(path.join(copyDir, "src/e.py"))).toBe(false);
  }, 60_000);

  // A trial on logrus: every first-parent commit is a GitHub "Merge pull request #N from …" merge, so the set was
  // empty, and `eval retrieval` then printed a table of zeros. Such a merge's body holds the pull request's title.
  it("takes a pull-request merge's title from its body; an empty set is refused with the reasons", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-history-pr-"));
    const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8", env: GIT_ENV }).trim();
    const write = (file: string, text: string): void => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    git("init", "-q", "-b", "main");
    write("src/a.py", fn("f1", ["y = x + 1", "return y"]) + fn("f2", ["return 0"]));
    git("add", "-A");
    git("commit", "-q", "-m", "Initial commit of the demo project");
    const merge = (branch: string, change: () => void, message: string): void => {
      git("checkout", "-q", "-b", branch);
      change();
      git("add", "-A");
      git("commit", "-q", "-m", "wip");
      git("checkout", "-q", "main");
      git("merge", "-q", "--no-ff", branch, "-m", message);
    };
    merge("one", () => write("src/a.py", fs.readFileSync(path.join(root, "src/a.py"), "utf8").replace("return 0", "return None")), "Merge pull request #5 from someone/one\n\nReturn None from f2 for empty input");
    merge("two", () => write("src/a.py", fs.readFileSync(path.join(root, "src/a.py"), "utf8").replace("x + 1", "x + 2")), "Merge branch 'two' into main");
    const copyDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-history-copy-")), "copy");
    const indexRepo = async (dir: string) => {
      const store = openStore(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-history-db-")), "s.db"));
      await indexRepository({ root: dir, store, config: loadConfig(dir), threads: 1 });
      return store;
    };
    const set = await makeHistoryQuerySet({ root, copyDir, back: 2, indexRepo });
    await set.copyStore.close();
    expect([set.queries.map((q) => [q.query, q.files, q.relevant]), set.skipped]).toEqual([
      [["Return None from f2 for empty input", ["src/a.py"], ["src/a.py#f2"]]],
      { subject: 1, noSource: 0, tooMany: 0, notAtSnapshot: 0 },
    ]);
    // From the last merge alone nothing is left: the command says why and what to change, and exits 2.
    const out = path.join(root, "q.jsonl");
    const r = strata(["eval", "make-queries", "--from-history", root, "--back", "1", "--copy", path.join(path.dirname(copyDir), "copy2"), "-o", out]);
    expect([r.status, r.stderr.trim()]).toEqual([
      2,
      expect.stringMatching(/^strata: no history queries from the 1 first-parent commits after snapshot [0-9a-f]{12} \(left out: 1 whose title describes no change \(a merge without a pull-request title, .*\)\); try a larger --back$/),
    ]);
    fs.writeFileSync(out, "");
    const empty = strata(["eval", "retrieval", "--repo", path.join(path.dirname(copyDir), "copy2"), "--queries", out]);
    expect([empty.status, empty.stderr.trim()]).toEqual([2, `strata: ${out} holds no queries: nothing to evaluate (make a set with strata eval make-queries)`]);
  }, 60_000);
});

describe("the evaluation tables", () => {
  it("say when the function tables count fewer queries than the file tables", () => {
    const report = { queries: 19, nodeQueries: 16, unknownRelevant: [], dense: null, results: [], fileResults: [], contextResults: [] };
    expect(renderEvalTables(report).split("\n").filter((l) => l.startsWith("(Function level"))).toEqual([
      "(Function level: the 16 of 19 queries with relevant functions or methods; the others changed only top-level code.)",
    ]);
    expect(renderEvalTables({ ...report, nodeQueries: 19 })).not.toContain("(Function level");
  });
});
