import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderIndexReport } from "../../src/cli/render/indexReport.js";
import { loadConfig } from "../../src/config/index.js";
import { indexRepository } from "../../src/pipeline/index.js";
import { applyCommit, buildContext, mapRange, nodeHistory, parsePatch, rankIds, readLineHistory, readWorktreeDiff, type HistoryNode } from "../../src/retrieve/index.js";
import { findNodeSummary } from "../../src/query/index.js";
import { openStore, type Store } from "../../src/store/index.js";

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@x", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@x", GIT_AUTHOR_DATE: "2024-01-01T00:00:00Z", GIT_COMMITTER_DATE: "2024-01-01T00:00:00Z" };

function fn(name: string, body: string[]): string[] {
  return [`export function ${name}(x: number): number {`, ...body.map((l) => `  ${l}`), "}", ""];
}

/** A repository whose functions have known changes: see each `commit` call. */
class Repo {
  readonly root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-linehistory-"));
  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.root, encoding: "utf8", env: GIT_ENV }).trim();
  }
  write(file: string, lines: string[]): void {
    fs.mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true });
    fs.writeFileSync(path.join(this.root, file), lines.join("\n"));
  }
  commit(message: string): void {
    this.git("add", "-A");
    this.git("commit", "-q", "-m", message);
  }
}

/** Node spans of src/math.ts in the layout `layout` gives (1-based inclusive lines). */
function spans(file: string, lines: string[]): HistoryNode[] {
  const nodes: HistoryNode[] = [];
  lines.forEach((line, i) => {
    const m = /^export function (\w+)/.exec(line);
    if (!m) return;
    let end = i;
    while (lines[end] !== "}") end++;
    nodes.push({ id: `${file}#${m[1]}`, path: file, startLine: i + 1, endLine: end + 1 });
  });
  return nodes;
}

describe("mapRange and parsePatch", () => {
  it("shifts lines after a hunk, moves replaced lines onto the replacement, keeps points as points", () => {
    // Lines 3–4 replaced by 3 lines; 2 lines inserted after line 10 (old numbers).
    const hunks = [[3, 2, 3, 3], [10, 0, 12, 2]] as const;
    expect(mapRange(hunks, 1, 2)).toEqual([1, 2]);
    expect(mapRange(hunks, 5, 9)).toEqual([6, 10]);
    expect(mapRange(hunks, 4, 6)).toEqual([3, 7]);
    expect(mapRange(hunks, 11, 12)).toEqual([14, 15]);
    expect(mapRange(hunks, 10, 11)).toEqual([11, 14]);
    expect(mapRange(hunks, 8, 7)).toEqual([9, 8]);
    // A range wholly inside a deleted block (lines 5–6 deleted, nothing in their place) is gone.
    expect(mapRange([[5, 2, 4, 0]], 5, 6)).toBeUndefined();
    expect(mapRange([[5, 2, 4, 0]], 4, 7)).toEqual([4, 5]);
  });

  it("keeps a commit of more than 32 hunks in one file as one range from its first to its last line", () => {
    const state = { version: 1, head: "", subjects: [], files: {} };
    const hunks = Array.from({ length: 40 }, (_, i) => [10 + i * 3, 1, 10 + i * 3, 1] as const);
    applyCommit(state, { hash: "a", description: "Regenerate the parser tables", files: [{ oldPath: "gen.ts", newPath: "gen.ts", hunks }] });
    applyCommit(state, { hash: "b", description: "Fix two lines", files: [{ oldPath: "gen.ts", newPath: "gen.ts", hunks: [[1, 0, 1, 2], [200, 1, 202, 1]] }] });
    expect(state).toEqual({ version: 1, head: "b", subjects: ["Regenerate the parser tables", "Fix two lines"], files: { "gen.ts": [[0, 12, 129], [1, 1, 2, 202, 202]] } });
  });

  it("merges more than 32 hunks of one file across their smallest gaps, leaving the lines far from all of them out", () => {
    const state = { version: 1, head: "", subjects: [], files: {} };
    // 20 one-line edits in lines 10–67 and 20 in lines 500–557; lines 68–499 (say, a function) are untouched.
    const hunks = [...Array.from({ length: 20 }, (_, i) => 10 + i * 3), ...Array.from({ length: 20 }, (_, i) => 500 + i * 3)].map((l) => [l, 1, l, 1] as const);
    applyCommit(state, { hash: "a", description: "Pass the context through every method", files: [{ oldPath: "app.py", newPath: "app.py", hunks }] });
    expect(state.files).toEqual({ "app.py": [[0, 10, 67, 500, 557]] });
    const nodes = [{ id: "app.py#untouched", path: "app.py", startLine: 200, endLine: 300 }, { id: "app.py#edited", path: "app.py", startLine: 510, endLine: 520 }];
    expect(Object.fromEntries(nodeHistory(state, nodes, 20))).toEqual({ "app.py#edited": ["Pass the context through every method"] });
  });

  it("reads hunks by their counts, so a `+++` line inside the code is content, and follows renames", () => {
    const patch = [
      "diff --git a/a.ts b/b.ts",
      "similarity index 90%",
      "rename from a.ts",
      "rename to b.ts",
      "--- a/a.ts",
      "+++ b/b.ts",
      "@@ -2 +2,2 @@ export function f",
      "-old",
      "+++ not a header",
      "+--- neither",
      "diff --git a/c.ts b/c.ts",
      "deleted file mode 100644",
      "--- a/c.ts",
      "+++ /dev/null",
      "@@ -1,2 +0,0 @@",
      "-x",
      "-y",
      "",
    ].join("\n");
    expect(parsePatch(patch)).toEqual([
      { oldPath: "a.ts", newPath: "b.ts", hunks: [[2, 1, 2, 2]] },
      { oldPath: "c.ts", hunks: [[1, 2, 0, 0]] },
    ]);
  });
});

describe("readLineHistory on a real repository", () => {
  const repo = new Repo();
  const file = "src/math.ts";
  let layout: string[];
  beforeAll(() => {
    repo.git("init", "-q", "-b", "main");
    // 1. Three functions, in a release commit: not a description, so nothing is recorded for them.
    layout = [...fn("double", ["return x * 2;"]), ...fn("square", ["return x * x;"]), ...fn("negate", ["return -x;"])];
    repo.write(file, layout);
    repo.commit("Release 1.0.0");
    // 2. double changes.
    layout[1] = "  return x + x;";
    repo.write(file, layout);
    repo.commit("fix(math): double overflows on large inputs (#12)");
    // 3. Four lines above every function: every span moves down.
    layout = ["// math", "// helpers", "", "", ...layout];
    repo.write(file, layout);
    repo.commit("Add a header to the math module");
    // 4. double again, one line grown into two; square untouched, negate untouched.
    const at = layout.indexOf("  return x + x;");
    layout.splice(at, 1, "  const y = x;", "  return x + y;");
    repo.write(file, layout);
    repo.commit("double keeps its input in a local");
  });
  afterAll(() => fs.rmSync(repo.root, { recursive: true, force: true }));

  it("gives a function changed by two commits exactly those two subjects, newest first, and an untouched one none", async () => {
    const state = await readLineHistory(repo.root);
    expect(state).toBeDefined();
    const history = nodeHistory(state!, spans(file, layout), 20);
    expect(Object.fromEntries(history)).toEqual({
      "src/math.ts#double": ["double keeps its input in a local", "double overflows on large inputs"],
    });
  });

  it("reads only the new commits when HEAD moved forward, equal to a full read, and changes only the touched node", async () => {
    const before = (await readLineHistory(repo.root))!;
    const beforeNodes = nodeHistory(before, spans(file, layout), 20);
    const at = layout.indexOf("  return x * x;");
    layout[at] = "  return x ** 2;";
    repo.write(file, layout);
    repo.commit("square uses the power operator");
    const incremental = (await readLineHistory(repo.root, {}, before))!;
    const full = (await readLineHistory(repo.root))!;
    expect(incremental).toEqual(full);
    expect(incremental.head).toBe(repo.git("rev-parse", "HEAD"));
    // An unmoved HEAD returns the state it was given.
    expect(await readLineHistory(repo.root, {}, incremental)).toBe(incremental);
    const after = nodeHistory(incremental, spans(file, layout), 20);
    expect(Object.fromEntries(after)).toEqual({
      "src/math.ts#double": beforeNodes.get("src/math.ts#double"),
      "src/math.ts#square": ["square uses the power operator"],
    });
  });

  it("moves HEAD's lines onto uncommitted edits of the working tree", async () => {
    const state = (await readLineHistory(repo.root))!;
    const edited = ["// a new first line", "", ...layout];
    repo.write(file, edited);
    try {
      const worktree = (await readWorktreeDiff(repo.root))!;
      expect(worktree.get(file)).toEqual([[0, 0, 1, 2]]);
      const history = nodeHistory(state, spans(file, edited), 20, worktree);
      expect(Object.fromEntries(history)).toEqual({
        "src/math.ts#double": ["double keeps its input in a local", "double overflows on large inputs"],
        "src/math.ts#square": ["square uses the power operator"],
      });
      // Without the working tree's diff the spans meet HEAD's lines two too high: square's change is missed.
      expect([...nodeHistory(state, spans(file, edited), 20).keys()]).toEqual(["src/math.ts#double"]);
    } finally {
      repo.write(file, layout);
    }
  });

  it("takes a pull request merge's title from its body and follows a renamed file", async () => {
    repo.git("checkout", "-q", "-b", "topic");
    const at = layout.indexOf("  return -x;");
    layout[at] = "  return 0 - x;";
    repo.write(file, layout);
    repo.commit("wip");
    repo.git("checkout", "-q", "main");
    repo.git("merge", "-q", "--no-ff", "topic", "-m", "Merge pull request #7 from someone/topic\n\nnegate avoids negative zero");
    repo.git("mv", file, "src/arith.ts");
    repo.commit("Rename the math module to arith");
    const state = (await readLineHistory(repo.root))!;
    const history = nodeHistory(state, spans("src/arith.ts", layout), 1);
    expect(Object.fromEntries(history)).toEqual({
      "src/arith.ts#double": ["double keeps its input in a local"],
      "src/arith.ts#square": ["square uses the power operator"],
      "src/arith.ts#negate": ["negate avoids negative zero"],
    });
  });

  // A run whose extraction of a file failed read the history of the other paths only; the next run at the same HEAD,
  // with that file extracted, reused the state and the file's functions had no history (flask's, in an evaluation).
  it("reads again in full when asked for a path the state was not read for, unless that path was added since", async () => {
    const head = repo.git("rev-parse", "HEAD");
    const file = "src/arith.ts"; // its name since the rename above
    const partial = (await readLineHistory(repo.root, { paths: ["README.md"] }))!;
    expect(partial.paths).toEqual(["README.md"]);
    expect(partial.files[file]).toBeUndefined();
    const whole = (await readLineHistory(repo.root, { paths: ["README.md", file] }, partial))!;
    expect(whole).not.toBe(partial);
    expect(whole.head).toBe(head);
    expect(whole.paths).toEqual(["README.md", file]);
    expect(whole).toEqual(await readLineHistory(repo.root, { paths: ["README.md", file] }));
    // Asked for the same paths again at the same HEAD: the state it was given; so too with a file not committed (a
    // new file in the working tree has no history, and must not cost every watcher update a full read).
    expect(await readLineHistory(repo.root, { paths: [file, "README.md"] }, whole)).toBe(whole);
    expect(await readLineHistory(repo.root, { paths: [file, "README.md", "src/draft.ts"] }, whole)).toBe(whole);
    // A file added by a later commit is covered by the incremental read of that commit.
    repo.write("src/extra.ts", fn("extra", ["return 1;"]));
    repo.commit("Add the extra helper");
    try {
      const later = (await readLineHistory(repo.root, { paths: ["README.md", file, "src/extra.ts"] }, whole))!;
      expect(later).toEqual(await readLineHistory(repo.root, { paths: ["README.md", file, "src/extra.ts"] }));
    } finally {
      repo.git("reset", "-q", "--hard", head);
    }
  });

  it("has no history outside a repository or in a shallow clone", async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), "strata-nogit-"));
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), "strata-shallow-"));
    try {
      expect(await readLineHistory(plain)).toBeUndefined();
      execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo.root}`, shallow], { env: GIT_ENV, stdio: "ignore" });
      expect(await readLineHistory(shallow)).toBeUndefined();
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
      fs.rmSync(shallow, { recursive: true, force: true });
    }
  });
});

describe("function history in the index", () => {
  const repo = new Repo();
  const file = "src/math.ts";
  let layout: string[];
  let store: Store;
  beforeAll(async () => {
    repo.git("init", "-q", "-b", "main");
    layout = [...fn("double", ["return x * 2;"]), ...fn("square", ["return x * x;"]), ...fn("negate", ["return -x;"])];
    repo.write(file, layout);
    repo.commit("Add the arithmetic helpers");
    layout[1] = "  return x + x;";
    repo.write(file, layout);
    repo.commit("double avoids a multiplication");
    store = openStore(path.join(repo.root, ".strata", "strata.db"));
    await indexRepository({ root: repo.root, store, config: loadConfig(repo.root) });
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(repo.root, { recursive: true, force: true });
  });

  it("indexes each function's subjects by default and a new commit updates only the docs it touched", async () => {
    const ids = [file, `${file}#double`, `${file}#square`, `${file}#negate`];
    const history = async (): Promise<(string | undefined)[]> => (await store.getSearchDocs(ids)).map((d) => d.historyText);
    expect(await history()).toEqual([
      "double avoids a multiplication\nAdd the arithmetic helpers",
      "double avoids a multiplication\nAdd the arithmetic helpers",
      "Add the arithmetic helpers",
      "Add the arithmetic helpers",
    ]);
    expect(fs.existsSync(path.join(repo.root, ".strata", "strata.db.history.json"))).toBe(true);
    const at = layout.indexOf("  return -x;");
    layout[at] = "  return 0 - x;";
    repo.write(file, layout);
    repo.commit("negate never returns negative zero");
    const report = await indexRepository({ root: repo.root, store, config: loadConfig(repo.root) });
    // The file doc (its text and history) and negate (its code and history); double and square stay as they were.
    expect(report.stages.search).toMatchObject({ added: 0, updated: 2, removed: 0, historyFiles: 1, historyNodes: 3 });
    expect(renderIndexReport(report).split("\n").filter((l) => l.startsWith("History:"))).toEqual([
      "History: 1 file and 3 functions, methods and types carry the subjects of the commits that changed them (strata summary --node <id> lists them).",
    ]);
    expect(await history()).toEqual([
      "negate never returns negative zero\ndouble avoids a multiplication\nAdd the arithmetic helpers",
      "double avoids a multiplication\nAdd the arithmetic helpers",
      "Add the arithmetic helpers",
      "negate never returns negative zero\nAdd the arithmetic helpers",
    ]);
    expect((await rankIds(store, "negative zero", { kinds: ["function"] })).map((r) => r.id)).toEqual([`${file}#negate`]);
    // `strata summary --node` and MCP `node_summary` show it.
    expect((await findNodeSummary(store, repo.root, `${file}#negate`))?.history).toEqual(["negate never returns negative zero", "Add the arithmetic helpers"]);
    // The context block lists a hit's newest subjects under its summary.
    const block = await buildContext(store, "negative zero", { budget: 2000, countTokens: (t) => Math.ceil(t.length / 4), hits: 1, hops: 0, kinds: ["function"] });
    expect(block.text).toContain("\nRecent changes: negate never returns negative zero; Add the arithmetic helpers\n");
  });

  it("drops the field and the state beside the store when history is turned off", async () => {
    const report = await indexRepository({ root: repo.root, store, config: { ...loadConfig(repo.root), historyCommits: 0 } });
    expect(report.stages.search).toMatchObject({ historyFiles: 0, historyNodes: 0, historyMs: 0 });
    expect(fs.existsSync(path.join(repo.root, ".strata", "strata.db.history.json"))).toBe(false);
    expect((await store.getSearchDocs([file, `${file}#negate`])).map((d) => d.historyText)).toEqual([undefined, undefined]);
  });
});

describe("secrets in commit subjects", () => {
  const repo = new Repo();
  const file = "src/math.ts";
  const key = "AKIAZ7QWERTYUIOPASDF";
  const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";
  let store: Store;
  beforeAll(async () => {
    repo.git("init", "-q", "-b", "main");
    const layout = [...fn("double", ["return x * 2;"]), ...fn("square", ["return x * x;"])];
    repo.write(file, layout);
    repo.commit("Add the arithmetic helpers");
    layout[1] = "  return x + x;";
    repo.write(file, layout);
    repo.commit(`double signs with ${key} and ${token}`);
    store = openStore(path.join(repo.root, ".strata", "strata.db"));
    await indexRepository({ root: repo.root, store, config: loadConfig(repo.root) });
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(repo.root, { recursive: true, force: true });
  });

  it("are masked in the search docs and in the state kept beside the store", async () => {
    const masked = `double signs with ${"*".repeat(key.length)} and ${"*".repeat(token.length)}`;
    const docs = await store.getSearchDocs([file, `${file}#double`]);
    expect(docs.map((d) => d.historyText)).toEqual([`${masked}\nAdd the arithmetic helpers`, `${masked}\nAdd the arithmetic helpers`]);
    const kept = fs.readFileSync(path.join(repo.root, ".strata", "strata.db.history.json"), "utf8");
    expect(kept).toContain(masked);
    expect(kept).not.toContain(key);
    expect(kept).not.toContain(token);
  });
});

describe("a state read on a topic branch, then merged", () => {
  const repo = new Repo();
  const file = "src/math.ts";
  afterAll(() => fs.rmSync(repo.root, { recursive: true, force: true }));

  it("is read again in full when the merge leaves it off HEAD's first-parent chain", async () => {
    repo.git("init", "-q", "-b", "main");
    let layout = [...fn("one", ["return x;"]), ...fn("two", ["return x;"]), ...fn("three", ["return x;"])];
    repo.write(file, layout);
    repo.commit("Add the three functions");
    repo.git("checkout", "-q", "-b", "topic");
    repo.write(file, [...fn("zero", ["const a = 1;", "const b = 2;", "const c = 3;", "return x;"]), ...layout]);
    repo.commit("Add zero above the others");
    const onTopic = (await readLineHistory(repo.root))!;
    repo.git("checkout", "-q", "main");
    layout[1] = "  return x * 10;";
    repo.write(file, layout);
    repo.commit("Scale the result of one");
    repo.git("merge", "-q", "--no-ff", "topic", "-m", "Merge pull request #3 from someone/topic\n\nzero comes first");
    layout = [...fn("zero", ["const a = 1;", "const b = 2;", "const c = 3;", "return x;"]), ...layout];
    expect(fs.readFileSync(path.join(repo.root, file), "utf8")).toBe(layout.join("\n"));
    const after = (await readLineHistory(repo.root, {}, onTopic))!;
    expect(Object.fromEntries(nodeHistory(after, spans(file, layout), 20))).toEqual({
      "src/math.ts#zero": ["zero comes first"],
      "src/math.ts#one": ["Scale the result of one", "Add the three functions"],
      "src/math.ts#two": ["Add the three functions"],
      "src/math.ts#three": ["Add the three functions"],
    });
    expect(after).toEqual(await readLineHistory(repo.root));
  });
});

describe("a renamed file read with a pathspec of HEAD's paths", () => {
  const repo = new Repo();
  afterAll(() => fs.rmSync(repo.root, { recursive: true, force: true }));

  it("keeps the changes made under its earlier names, as a read over every path does", async () => {
    repo.git("init", "-q", "-b", "main");
    const layout = [...fn("alpha", ["return x;"]), ...fn("beta", ["return x;"])];
    repo.write("src/old.ts", layout);
    repo.commit("Add alpha and beta");
    layout[5] = "  return x * 2;";
    repo.write("src/old.ts", layout);
    repo.commit("Double the result of beta");
    repo.git("mv", "src/old.ts", "src/mid.ts");
    repo.commit("Move the helpers to mid");
    repo.git("mv", "src/mid.ts", "src/new.ts");
    repo.commit("Move the helpers to new");
    const state = (await readLineHistory(repo.root, { paths: ["src/new.ts"] }))!;
    expect(Object.fromEntries(nodeHistory(state, spans("src/new.ts", layout), 20))).toEqual({
      "src/new.ts#alpha": ["Add alpha and beta"],
      "src/new.ts#beta": ["Double the result of beta", "Add alpha and beta"],
    });
    // The same history as a read over every path; the state also records the paths it was read for.
    expect({ ...state, paths: undefined }).toEqual({ ...(await readLineHistory(repo.root))!, paths: undefined });
    expect(state.paths).toEqual(["src/new.ts"]);
    // A state kept by the first format at this very HEAD (it lost the renames) is read again, not reused.
    const kept = { version: 1, head: state.head, subjects: ["Move the helpers to new"], files: { "src/new.ts": [[0, 1, 10]] } };
    expect(await readLineHistory(repo.root, { paths: ["src/new.ts"] }, kept)).toEqual(state);
  });
});

describe("a history git cannot read (an object missing: a partial clone without its blobs, a damaged store)", () => {
  // Found on a copy of nodemailer whose mirror lacked one file's blob: "History: 109 files and 0 functions", no word why.
  const repo = new Repo();
  const file = "src/math.ts";
  let store: Store;
  let lost = "";
  beforeAll(() => {
    repo.git("init", "-q", "-b", "main");
    repo.write(file, fn("double", ["return x * 2;"]));
    repo.commit("Add the double helper");
    lost = repo.git("rev-parse", `HEAD:${file}`);
    repo.write(file, fn("double", ["return x + x;"]));
    repo.commit("double avoids a multiplication");
    // The first version's blob goes: `git log -p` must read it for the second commit's diff.
    fs.rmSync(path.join(repo.root, ".git", "objects", lost.slice(0, 2), lost.slice(2)));
    store = openStore(path.join(repo.root, ".strata", "strata.db"));
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(repo.root, { recursive: true, force: true });
  });

  it("says why the functions' subjects are missing, and the run goes on", async () => {
    const reasons: string[] = [];
    expect(await readLineHistory(repo.root, { onFailure: (r) => reasons.push(r) })).toBeUndefined();
    // The missing object by name (git's wording of the line differs between versions).
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(new RegExp(`^git log exited 128: (fatal|error): .*${lost}`, "u"));
    const report = await indexRepository({ root: repo.root, store, config: loadConfig(repo.root) });
    expect(report.stages.search).toMatchObject({ historyNodes: 0 });
    const lines = renderIndexReport(report).split("\n").filter((l) => l.startsWith("History:"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^History: functions' commit subjects could not be read \\(git log exited 128: (fatal|error): .*${lost}.*\\); 1 file carries its\\.$`, "u"));
  });
});

