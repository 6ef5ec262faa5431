import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { describeSubject, historyFromLog, rankFiles, rankIds, readFileHistory, readLineHistory, writeSnapshotCopy } from "../../src/retrieve/index.js";

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@x", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@x", GIT_AUTHOR_DATE: "2024-01-01T00:00:00Z", GIT_COMMITTER_DATE: "2024-01-01T00:00:00Z" };

/** Four commits with known subjects touching known files, plus a version bump that must not count. */
function buildRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-filehistory-"));
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
  write("src/alpha.ts", "export function alpha(): number {\n  return 1;\n}\n");
  write("src/beta.ts", "export function beta(): number {\n  return 2;\n}\n");
  commit("Initial layout of the project");
  write("src/alpha.ts", "export function alpha(): number {\n  return 11;\n}\n");
  commit("feat(alpha): quarantine flaky sockets on shutdown (#42)");
  write("src/beta.ts", "export function beta(): number {\n  return 22;\n}\n");
  write("src/gamma.ts", "export function gamma(): number {\n  return 3;\n}\n");
  commit("[core] Add gamma next to beta");
  write("src/alpha.ts", "export function alpha(): number {\n  return 111;\n}\n");
  commit("Bump version to 2.0.0");
  write("src/beta.ts", "export function beta(): number {\n  return 222;\n}\n");
  commit("fix: beta returns the right number");
  return root;
}

describe("readFileHistory", () => {
  let root: string;
  beforeAll(() => {
    root = buildRepo();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("gives each file the cleaned subjects of the commits that changed it, newest first, skipping the bump", () => {
    const history = readFileHistory(root);
    expect(history && Object.fromEntries([...history].sort(([a], [b]) => (a < b ? -1 : 1)))).toEqual({
      "src/alpha.ts": ["quarantine flaky sockets on shutdown", "Initial layout of the project"],
      "src/beta.ts": ["beta returns the right number", "Add gamma next to beta", "Initial layout of the project"],
      "src/gamma.ts": ["Add gamma next to beta"],
    });
  });

  it("keeps the newest perFile subjects and skips commits over maxFilesPerCommit files", () => {
    expect(Object.fromEntries(readFileHistory(root, { perFile: 1, maxFilesPerCommit: 1 }) ?? [])).toEqual({
      "src/beta.ts": ["beta returns the right number"],
      "src/alpha.ts": ["quarantine flaky sockets on shutdown"],
    });
  });

  it("reads only commits at or before HEAD", () => {
    execFileSync("git", ["checkout", "-q", "HEAD~3"], { cwd: root, env: GIT_ENV });
    try {
      expect(Object.fromEntries(readFileHistory(root) ?? [])).toEqual({ "src/alpha.ts": ["quarantine flaky sockets on shutdown", "Initial layout of the project"], "src/beta.ts": ["Initial layout of the project"] });
    } finally {
      execFileSync("git", ["checkout", "-q", "main"], { cwd: root, env: GIT_ENV });
    }
  });

  it("reads the history at the HEAD a caller read, though HEAD moved since (a commit or checkout during an index)", () => {
    const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8", env: GIT_ENV }).trim();
    const old = git("rev-parse", "HEAD~3");
    const atOld = { "src/alpha.ts": ["quarantine flaky sockets on shutdown", "Initial layout of the project"], "src/beta.ts": ["Initial layout of the project"] };
    // The line history read HEAD~3; HEAD then moved to main before the file history was read.
    expect(Object.fromEntries(readFileHistory(root, { perFile: 4, head: old }) ?? [])).toEqual(atOld);
    // Kept by HEAD: a later read at HEAD~3 itself gets that commit's history, not main's.
    git("checkout", "-q", old);
    try {
      expect(Object.fromEntries(readFileHistory(root, { perFile: 4 }) ?? [])).toEqual(atOld);
    } finally {
      git("checkout", "-q", "main");
    }
  });

  it("gives no history outside a repository, in a repository without a commit and in a shallow clone", async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), "strata-nogit-"));
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), "strata-shallow-"));
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "strata-nocommit-"));
    try {
      expect(readFileHistory(plain)).toBeUndefined();
      execFileSync("git", ["init", "-q"], { cwd: empty, env: GIT_ENV });
      fs.writeFileSync(path.join(empty, "a.ts"), "export const a = 1;\n");
      expect([readFileHistory(empty), await readLineHistory(empty)]).toEqual([undefined, undefined]);
      execFileSync("git", ["clone", "-q", "--depth", "1", `file://${root}`, shallow], { env: GIT_ENV });
      expect(readFileHistory(shallow)).toBeUndefined();
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
      fs.rmSync(shallow, { recursive: true, force: true });
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  // Found on chi: one old blob missing from the clone made the copy a single tree-only commit, so it had no history.
  it("gives an evaluation copy of a clone missing an old blob the snapshot's history and nothing later", () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), "strata-damaged-"));
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "strata-damaged-copy-"));
    const git = (cwd: string, ...args: string[]): string => execFileSync("git", args, { cwd, encoding: "utf8", env: GIT_ENV }).trim();
    try {
      // A local clone copies the loose objects as they are: the first version of src/alpha.ts is one file to delete.
      git(damaged, "clone", "-q", "--no-hardlinks", root, ".");
      const oldBlob = git(damaged, "rev-parse", "HEAD~4:src/alpha.ts");
      fs.rmSync(path.join(damaged, ".git/objects", oldBlob.slice(0, 2), oldBlob.slice(2)));
      const snapshot = git(damaged, "rev-parse", "HEAD~1");
      writeSnapshotCopy(damaged, snapshot, copy);
      expect(git(copy, "rev-parse", "HEAD")).toBe(snapshot);
      expect(git(copy, "rev-list", "--all").split("\n")).toEqual(git(damaged, "rev-list", snapshot).split("\n"));
      expect(Object.fromEntries(readFileHistory(copy) ?? [])).toEqual({
        "src/alpha.ts": ["quarantine flaky sockets on shutdown", "Initial layout of the project"],
        "src/beta.ts": ["Add gamma next to beta", "Initial layout of the project"],
        "src/gamma.ts": ["Add gamma next to beta"],
      });
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true });
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("cuts a subject of more than 200 characters at a space, ending it in an ellipsis", () => {
    // Git's %s folds a first paragraph written without a blank line after its title into one subject.
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(" ");
    const log = `\u001eaaa\u001fconnect retries the host ${words}\nsrc/a.ts\n`;
    const subject = historyFromLog(log, 20, 30).get("src/a.ts")![0]!;
    expect(subject).toBe(`connect retries the host ${Array.from({ length: 26 }, (_, i) => `word${i}`).join(" ")}…`);
    expect(subject.length).toBe(197);
  });

  it("parses a log text without git", () => {
    const log = "\u001eaaa\u001fdocs: prettier run\n\nx.ts\n\u001ebbb\u001fRefactor the loader (#7)\n\nx.ts\ny.ts\n";
    expect(Object.fromEntries(historyFromLog(log, 20, 30))).toEqual({ "x.ts": ["Refactor the loader"], "y.ts": ["Refactor the loader"] });
  });
});

describe("history field in search", () => {
  let root: string;
  let store: Store;
  beforeAll(async () => {
    root = buildRepo();
    store = openStore(path.join(root, ".strata", "strata.db"));
    await indexRepository({ root, store, config: { ...loadConfig(root), historyCommits: 20 } });
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("counts only the indexed files among those with subjects: not a file deleted since, nor one skipped", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "strata-filehistory-"));
    try {
      const git = (...args: string[]): void => void execFileSync("git", args, { cwd: other, env: GIT_ENV });
      git("init", "-q", "-b", "main");
      fs.writeFileSync(path.join(other, "kept.ts"), "export const kept = 1;\n");
      fs.writeFileSync(path.join(other, "gone.ts"), "export const gone = 1;\n");
      fs.writeFileSync(path.join(other, "package-lock.json"), "{}\n");
      git("add", "-A");
      git("commit", "-q", "-m", "Add the kept and the gone constants");
      git("rm", "-q", "gone.ts");
      git("commit", "-q", "-m", "Remove the gone constant again");
      const otherStore = openStore(path.join(other, ".strata", "strata.db"));
      try {
        const report = await indexRepository({ root: other, store: otherStore, config: { ...loadConfig(other), historyCommits: 20 } });
        expect(report.stages.search).toMatchObject({ historyFiles: 1 });
      } finally {
        await otherStore.close();
      }
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it("builds no history field with historyCommits 0 (`--no-history`)", async () => {
    const other = openStore(path.join(root, ".strata", "default.db"));
    try {
      const report = await indexRepository({ root, store: other, config: { ...loadConfig(root), historyCommits: 0 } });
      expect(report.stages.search).toMatchObject({ historyFiles: 0, historyNodes: 0 });
      expect((await other.getSearchDocs(["src/alpha.ts"]))[0]?.historyText).toBeUndefined();
      expect(await rankIds(other, "quarantine flaky sockets")).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("stores the history text on file docs and on the functions whose lines the commits changed", async () => {
    const [file, fn] = await store.getSearchDocs(["src/alpha.ts", "src/alpha.ts#alpha"]);
    expect(file?.historyText).toBe("quarantine flaky sockets on shutdown\nInitial layout of the project");
    // The version bump changed alpha's line too, but says nothing about it.
    expect(fn?.historyText).toBe("quarantine flaky sockets on shutdown\nInitial layout of the project");
  });

  it("ranks the file whose commit subject alone matches first", async () => {
    expect(await store.searchText("history", '"quarantine" OR "sockets"', 10, ["file"])).toEqual([{ id: "src/alpha.ts", score: expect.any(Number) }]);
    const hits = await rankIds(store, "quarantine flaky sockets", { mode: "hybrid", nodeHistoryWeight: 0 });
    expect(hits.map((h) => [h.id, h.from])).toEqual([["src/alpha.ts", ["history"]]]);
    expect((await rankFiles(store, "quarantine flaky sockets")).map((f) => f.path)).toEqual(["src/alpha.ts"]);
    expect(await rankIds(store, "quarantine flaky sockets", { mode: "hybrid", historyWeight: 0, nodeHistoryWeight: 0 })).toEqual([]);
    expect(await rankIds(store, "quarantine flaky sockets", { mode: "code" })).toEqual([]);
    // As its own ranking (`historyTo: "file"`) the field ranks every doc that has one, functions too.
    expect((await rankIds(store, "quarantine flaky sockets", { mode: "hybrid", historyTo: "file", historyWeight: 1, nodeHistoryWeight: 0 })).map((h) => [h.id, h.from])).toEqual([
      ["src/alpha.ts", ["history"]],
      ["src/alpha.ts#alpha", ["history"]],
    ]);
  });

  it("enters a function found only by its own commit subjects as itself, not as its file", async () => {
    const hits = await rankIds(store, "quarantine flaky sockets", { mode: "hybrid", historyWeight: 0 });
    expect(hits.map((h) => [h.id, h.from])).toEqual([["src/alpha.ts#alpha", ["history:functions"]]]);
    // By default both: the file's history match is spread to its function, which already stands for the file (the two
    // rankings had one name, so `from` said "history" twice: found by a trial).
    expect((await rankIds(store, "quarantine flaky sockets")).map((h) => [h.id, h.from])).toEqual([["src/alpha.ts#alpha", ["history:functions", "history"]]]);
  });

  // Every function's code says "number"; alpha's history says "quarantine", beta's "the right number", gamma's neither.
  it("spreads a history match to the nodes of the file (historyTo nodes), not to other files", async () => {
    const hits = await rankIds(store, "number quarantine", { mode: "hybrid", kinds: ["function"] });
    expect(hits.map((h) => [h.id, h.from.includes("history")])).toEqual([
      ["src/alpha.ts#alpha", true],
      ["src/beta.ts#beta", true],
      ["src/gamma.ts#gamma", false],
    ]);
  });

  it("re-indexes only the file doc a new commit touches", async () => {
    fs.writeFileSync(path.join(root, "src/gamma.ts"), "export function gamma(): number {\n  return 33;\n}\n");
    execFileSync("git", ["commit", "-q", "-am", "Teach gamma about overflowing buffers"], { cwd: root, env: GIT_ENV });
    const report = await indexRepository({ root, store, config: { ...loadConfig(root), historyCommits: 20 } });
    expect(report.stages.search).toMatchObject({ added: 0, updated: 2, removed: 0, historyFiles: 3 });
    expect((await rankIds(store, "overflowing buffers")).map((h) => h.id)).toEqual(["src/gamma.ts#gamma"]);
    expect((await store.getSearchDocs(["src/gamma.ts#gamma"]))[0]?.historyText).toBe("Teach gamma about overflowing buffers\nAdd gamma next to beta");
  });
});

describe("describeSubject", () => {
  // Found by a trial on click: pre-commit.ci's "pre-commit autoupdate" in `resolve_color_default`'s history put it
  // first for the query "commit".
  it("takes a tool's own commits for no description, and keeps subjects that only mention the tool", () => {
    expect(
      ["[pre-commit.ci] pre-commit autoupdate", "[pre-commit.ci lite] apply automatic fixes", "autofix: sort imports", "[bot] regenerate the schema", "run pre-commit during tests", "Implement support for thread local context", "set up pre-commit lite workflow"].map(
        (s) => describeSubject(s) ?? null,
      ),
    ).toEqual([null, null, null, null, "run pre-commit during tests", "Implement support for thread local context", "set up pre-commit lite workflow"]);
  });
});
