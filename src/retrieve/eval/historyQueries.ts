/**
 * Queries from git history: a maintainer's own description of a change is the query, the files and functions
 * the change touched are its answer — an evaluation any repository with history can run with no labelling
 * (the SWE-bench retrieval setting: Jimenez et al., ICLR 2024; seed 001 §5).
 *
 * 1. Snapshot S = the commit `back` first-parent steps before HEAD.
 * 2. Each later first-parent commit C (oldest first) is kept when its title is a real description (so no
 *    "Merge branch …" commit; a merge titled by its pull request counts, diffed against its first parent, and so does
 *    a GitHub "Merge pull request #N from …" merge by the title in its body: `commitTitle`) (`cleanSubject` leaves at least 4 words; no release, version bump, dependency update,
 *    formatting, lint or typo commit), and it changes 1–3 non-test source files (by `fileRole`), all present at S.
 * 3. Relevant nodes: the functions and methods of those files whose spans at S the hunks of C touch — C's
 *    hunks are in C^'s lines, mapped back to S's lines through the diff S → C^ (`mapLine`).
 * 4. More than `max` candidates: a mulberry32(seed) sample of `max`, kept in commit order. Deterministic.
 * 5. The evaluation copy is a fresh repository holding exactly S and its history (`writeSnapshotCopy`): nothing
 *    indexed can see a later commit. (From a damaged clone: a `--shared` clone whose only ref is S.)
 *
 * Git is read through child_process (`git` on PATH).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { seededRandom } from "../../shared/random.js";
import type { Store } from "../../store/index.js";
import { fileRole } from "../fileRoles.js";
import { cleanSubject, commitTitle, describeSubject } from "../history.js";

export { cleanSubject };

/** One history query: the cleaned subject, the changed files (repo-relative) and the functions/methods touched at S. */
export interface HistoryQuery {
  query: string;
  /** Node ids (functions, methods) whose spans at S the change touched; may be empty (top-level code only). */
  relevant: string[];
  /** The changed non-test source files. */
  files: string[];
  commit: string;
  subject: string;
}

/** Runs git in `cwd`; stdout as text. @throws Error naming the command and git's message. */
export function git(cwd: string, args: string[]): string {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    throw new Error(`git ${args.join(" ")} failed in ${cwd}: ${stderr || (error as Error).message}`);
  }
}

/** True when `subject` (raw) is a real description: `describeSubject` (history.ts) keeps it, with at least 4 words. */
export function isDescriptiveSubject(subject: string): boolean {
  const described = describeSubject(subject);
  return described !== undefined && described.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 4;
}

/** One diff hunk's line ranges (`@@ -oldStart,oldCount +newStart,newCount @@`); a count of 0 means "after line start". */
export interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
}

/** The hunks of a unified diff of one file (`git diff -U0`). */
export function parseHunks(diff: string): Hunk[] {
  const out: Hunk[] = [];
  for (const m of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    out.push({ oldStart: Number(m[1]), oldCount: m[2] === undefined ? 1 : Number(m[2]), newStart: Number(m[3]), newCount: m[4] === undefined ? 1 : Number(m[4]) });
  }
  return out;
}

/**
 * Line `line` (may be fractional: between two lines) of a diff's new side mapped onto its old side: lines outside
 * the hunks shift by the lines added and removed before them; a line inside a hunk maps to that hunk's old range
 * (its start for `edge` "start", its end for "end"; a pure insertion maps to the line it follows, + 0.5).
 */
export function mapLine(line: number, hunks: Hunk[], edge: "start" | "end"): number {
  let delta = 0;
  for (const h of hunks) {
    const newEnd = h.newCount ? h.newStart + h.newCount - 1 : h.newStart;
    if (h.newCount && line >= h.newStart && line <= newEnd) {
      if (!h.oldCount) return h.oldStart + 0.5;
      return edge === "start" ? h.oldStart : h.oldStart + h.oldCount - 1;
    }
    if ((h.newCount && newEnd < line) || (!h.newCount && h.newStart < line)) delta += h.oldCount - h.newCount;
    else break;
  }
  return line + delta;
}

/** A line range touched by a change (inclusive; a pure insertion is the point `after + 0.5`). */
export interface TouchedRange {
  start: number;
  end: number;
}

/** The ranges of C^'s lines that hunks of C touch. */
export function touchedRanges(hunks: Hunk[]): TouchedRange[] {
  return hunks.map((h) => (h.oldCount ? { start: h.oldStart, end: h.oldStart + h.oldCount - 1 } : { start: h.oldStart + 0.5, end: h.oldStart + 0.5 }));
}

/** A function or method at S with its 1-based inclusive span. */
export interface SpanNode {
  id: string;
  path: string;
  kind: string;
  startLine: number;
  endLine: number;
}

/** Ids of `nodes` (functions and methods) whose span overlaps one of `ranges`, sorted. */
export function nodesTouched(nodes: SpanNode[], ranges: TouchedRange[]): string[] {
  return nodes
    .filter((n) => (n.kind === "function" || n.kind === "method") && ranges.some((r) => r.start <= n.endLine && r.end >= n.startLine))
    .map((n) => n.id)
    .sort();
}

/** A candidate commit before relevant nodes are known. */
export interface HistoryCandidate {
  commit: string;
  parent: string;
  subject: string;
  files: string[];
}

export interface HistorySelectOptions {
  /** First-parent commits between S and HEAD (default 200). */
  back?: number;
  /** Queries kept at most (default 100). */
  max?: number;
  seed?: number;
}

/**
 * Step 1–2 and 4: the snapshot commit and the kept candidates, in commit order.
 * `sourceAtS` tells whether a path is a source file strata indexes at S.
 * @throws Error when `root` is not a git repository or has fewer than `back` + 1 first-parent commits.
 */
/** Commits after S left out, by reason (see {@link selectHistoryCommits}). */
export interface HistorySkips {
  /** The title describes no change: a merge with no pull-request title, a release, bump, dependency, formatting or typo commit, under 4 words. */
  subject: number;
  /** No non-test, non-doc source file changed. */
  noSource: number;
  /** More than 3 such files changed. */
  tooMany: number;
  /** A changed source file is not one the index holds at S (added later, or skipped). */
  notAtSnapshot: number;
}

export function selectHistoryCommits(root: string, sourceAtS: (snapshot: string) => (path: string) => boolean, options: HistorySelectOptions = {}): { snapshot: string; candidates: HistoryCandidate[]; considered: number; skipped: HistorySkips } {
  const back = options.back ?? 200;
  const chain = git(root, ["rev-list", "--first-parent", `--max-count=${back + 1}`, "HEAD"]).split("\n").filter(Boolean);
  if (chain.length < back + 1) throw new Error(`${root}: HEAD has only ${chain.length} first-parent commits, fewer than --back ${back} + 1 (a shallow clone? fetch more history)`);
  const snapshot = chain[back]!;
  const isSource = sourceAtS(snapshot);
  const later = chain.slice(0, back).reverse();
  const candidates: HistoryCandidate[] = [];
  const skipped: HistorySkips = { subject: 0, noSource: 0, tooMany: 0, notAtSnapshot: 0 };
  for (const commit of later) {
    const [parents, rawSubject, body] = git(root, ["log", "-1", "--format=%P%x00%s%x00%b", commit]).split("\0");
    const parentList = (parents ?? "").split(" ").filter(Boolean);
    // A merge counts under a descriptive title: its subject (flask merges pull requests under their titles), or a
    // GitHub "Merge pull request #N from …" merge's body, which holds the pull request's title (logrus: every
    // first-parent commit is such a merge); "Merge branch …" describes nothing (`isDescriptiveSubject`).
    const subject = commitTitle((rawSubject ?? "").trim(), body);
    if (!parentList.length) continue;
    if (subject === undefined || !isDescriptiveSubject(subject)) {
      skipped.subject++;
      continue;
    }
    const changed = git(root, ["diff-tree", "-r", "--no-commit-id", "--no-renames", "--name-only", "-z", parentList[0]!, commit]).split("\0").filter(Boolean);
    const code = changed.filter((p) => isCodePath(p) && fileRole(p) !== "test" && fileRole(p) !== "doc");
    if (code.length < 1) skipped.noSource++;
    else if (code.length > 3) skipped.tooMany++;
    else if (!code.every(isSource)) skipped.notAtSnapshot++;
    else candidates.push({ commit, parent: parentList[0]!, subject, files: code.sort() });
  }
  let kept = candidates;
  const max = options.max ?? 100;
  if (candidates.length > max) {
    const order = candidates.map((_, i) => i);
    const random = seededRandom(options.seed ?? 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    kept = order.slice(0, max).sort((a, b) => a - b).map((i) => candidates[i]!);
  }
  return { snapshot, candidates: kept, considered: later.length, skipped };
}

/** Extensions of source code in the languages strata extracts (a changed `.md` or `.json` is no source file). */
const CODE_EXT = /\.(?:[cm]?[jt]sx?|py|pyi|go|rs|java|kt|kts|rb|php|c|h|cc|cpp|cxx|hpp|hh|cs|swift|scala|lua|sh)$/i;
function isCodePath(p: string): boolean {
  return CODE_EXT.test(p);
}

/**
 * Step 3: the functions/methods at S that `candidate` touches, from `nodes` (all function/method nodes at S).
 */
export function relevantNodes(root: string, snapshot: string, candidate: HistoryCandidate, nodes: SpanNode[]): string[] {
  const out = new Set<string>();
  for (const file of candidate.files) {
    const own = touchedRanges(parseHunks(git(root, ["diff", "-U0", "--no-renames", "--no-color", candidate.parent, candidate.commit, "--", file])));
    const drift = candidate.parent === snapshot ? [] : parseHunks(git(root, ["diff", "-U0", "--no-renames", "--no-color", snapshot, candidate.parent, "--", file]));
    const atS = own.map((r) => {
      const start = Number.isInteger(r.start) ? mapLine(r.start, drift, "start") : mapLine(Math.floor(r.start), drift, "end") + 0.5;
      const end = Number.isInteger(r.end) ? mapLine(r.end, drift, "end") : start;
      return { start, end: Math.max(start, end) };
    });
    for (const id of nodesTouched(nodes.filter((n) => n.path === file), atS)) out.add(id);
  }
  return [...out].sort();
}

/**
 * Step 5: a new repository at `copyDir` (created; must be empty or absent) holding commit `snapshot` of `root`
 * and its history only, checked out on branch `main`. When the history cannot be fetched (an object missing: a
 * damaged or partial clone), the snapshot's tree alone is committed once instead.
 * @throws Error when `copyDir` is not empty or git fails.
 */
export function writeSnapshotCopy(root: string, snapshot: string, copyDir: string): void {
  if (fs.existsSync(copyDir) && fs.readdirSync(copyDir).length) throw new Error(`${copyDir} is not empty: choose a new directory for the copy`);
  fs.mkdirSync(copyDir, { recursive: true });
  git(copyDir, ["init", "-q"]);
  try {
    git(copyDir, ["fetch", "-q", "--no-tags", fs.realpathSync(root), snapshot]);
  } catch {
    // An object of the history is missing (a damaged or partial clone, e.g. one old blob): borrow the original's
    // objects (`--shared`) and keep one ref, `main` at S, no reflog — S's history stays readable (trees and
    // commits), nothing later is reachable. Failing that: the snapshot's tree alone, as one commit.
    if (sharedSnapshotCopy(root, snapshot, copyDir)) return;
    const tar = execFileSync("git", ["archive", "--format=tar", snapshot], { cwd: root, maxBuffer: 2 * 1024 * 1024 * 1024 });
    execFileSync("tar", ["-x", "-C", copyDir], { input: tar });
    git(copyDir, ["add", "-A"]);
    execFileSync("git", ["commit", "-q", "--no-verify", "-m", `snapshot ${snapshot} (its history could not be copied)`], {
      cwd: copyDir,
      env: { ...process.env, GIT_AUTHOR_NAME: "strata", GIT_AUTHOR_EMAIL: "strata@localhost", GIT_COMMITTER_NAME: "strata", GIT_COMMITTER_EMAIL: "strata@localhost" },
      stdio: "ignore",
    });
    return;
  }
  git(copyDir, ["checkout", "-q", "-B", "main", snapshot]);
}

/** `git clone --shared` of `root` at `copyDir` reduced to branch `main` at `snapshot`; false (copyDir emptied) when git fails. */
function sharedSnapshotCopy(root: string, snapshot: string, copyDir: string): boolean {
  const empty = (): void => {
    for (const entry of fs.readdirSync(copyDir)) fs.rmSync(`${copyDir}/${entry}`, { recursive: true, force: true });
  };
  empty();
  try {
    git(copyDir, ["clone", "-q", "--shared", "--no-checkout", fs.realpathSync(root), "."]);
    git(copyDir, ["checkout", "-q", "-B", "main", snapshot]);
    git(copyDir, ["remote", "remove", "origin"]);
    for (const ref of git(copyDir, ["for-each-ref", "--format=%(refname)"]).split("\n").filter(Boolean)) {
      if (ref !== "refs/heads/main") git(copyDir, ["update-ref", "-d", ref]);
    }
    git(copyDir, ["reflog", "expire", "--expire=now", "--all"]);
    return true;
  } catch {
    empty();
    git(copyDir, ["init", "-q"]);
    return false;
  }
}

export interface HistoryQuerySetOptions extends HistorySelectOptions {
  root: string;
  copyDir: string;
  /** Indexes a repository (search stage included) and returns its open store; the caller closes it. */
  indexRepo: (root: string) => Promise<Store>;
}

export interface HistoryQuerySet {
  snapshot: string;
  queries: HistoryQuery[];
  /** First-parent commits after S that were looked at. */
  considered: number;
  /** Those left out, by reason. */
  skipped: HistorySkips;
  /** The copy's store, open. */
  copyStore: Store;
}

/**
 * The whole procedure: copy at S, index it, select commits (source files = files the copy's index holds), map
 * hunks to the copy's functions and methods.
 * @throws what `indexRepo` throws; Error from git or a non-empty `copyDir`.
 */
export async function makeHistoryQuerySet(options: HistoryQuerySetOptions): Promise<HistoryQuerySet> {
  const back = options.back ?? 200;
  const chain = git(options.root, ["rev-list", "--first-parent", `--max-count=${back + 1}`, "HEAD"]).split("\n").filter(Boolean);
  if (chain.length < back + 1) throw new Error(`${options.root}: HEAD has only ${chain.length} first-parent commits, fewer than --back ${back} + 1 (a shallow clone? fetch more history)`);
  writeSnapshotCopy(options.root, chain[back]!, options.copyDir);
  const copyStore = await options.indexRepo(options.copyDir);
  const indexed = new Set((await copyStore.listFiles()).map((f) => f.path));
  const docs = await copyStore.getSearchDocs((await copyStore.listSearchStamps()).map((s) => s.id));
  const nodes: SpanNode[] = docs
    .filter((d) => d.node.span && (d.node.kind === "function" || d.node.kind === "method"))
    .map((d) => ({ id: d.id, path: d.node.path, kind: d.node.kind, startLine: d.node.span!.startLine, endLine: d.node.span!.endLine }));
  const { snapshot, candidates, considered, skipped } = selectHistoryCommits(options.root, () => (p) => indexed.has(p), options);
  const queries = candidates.map((c) => ({ query: cleanSubject(c.subject), relevant: relevantNodes(options.root, snapshot, c, nodes), files: c.files, commit: c.commit, subject: c.subject }));
  return { snapshot, queries, considered, skipped, copyStore };
}
