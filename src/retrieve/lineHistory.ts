/**
 * Git history per function: the subjects of the commits whose diff hunks touched a node's lines, newest first —
 * the maintainer's own words for what a function does and how it changed (the history field of function, method
 * and type docs; file docs keep `history.ts`).
 *
 * One `git log --first-parent -p -U0` pass over the newest `commits` first-parent commits (merges diffed against
 * their first parent, so the chain is linear and every line position is exact), oldest first:
 * 1. Every commit's hunks move the line ranges recorded so far for its files (`mapRange`): lines after a hunk shift
 *    by its size, lines inside a replaced block move onto its replacement, a deleted file's ranges are dropped, a
 *    renamed file's ranges follow it.
 * 2. A commit whose subject describes a change (`NOT_A_DESCRIPTION` of history.ts; for a GitHub "Merge pull
 *    request" merge, the pull request's title in its body) and that changes at most `maxFilesPerCommit` files then
 *    records, per file, the new-side ranges of its hunks (a pure deletion records the point between two lines).
 * 3. At the end every range is in HEAD's line numbers. `nodeHistory` moves them once more through the working
 *    tree's own diff (`git diff HEAD`, uncommitted edits) and gives each node the subjects of the ranges that meet
 *    its span, newest first, at most `perNode`.
 *
 * The state after step 2 (`LineHistory`, keyed by the HEAD commit) is JSON: kept next to the store, it lets the
 * next run read only the commits after it when HEAD moved forward (a pull), nothing when HEAD did not move (an edit
 * in the watcher), and everything again when HEAD moved elsewhere (a branch switch, a rebase).
 * Without git, outside a repository, in a shallow clone, or when git fails or runs past `timeoutMs`: undefined,
 * never an error.
 */
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeCommit } from "./history.js";

/** A hunk of a `-U0` diff: old start line, old line count, new start line, new line count (git's numbers). */
export type Hunk = readonly [oldStart: number, oldCount: number, newStart: number, newCount: number];

/** One file's change in one commit. `oldPath`/`newPath` undefined for an added/deleted file. */
export interface FileDiff {
  oldPath?: string;
  newPath?: string;
  hunks: Hunk[];
}

/** One commit of the first-parent log. */
export interface LogCommit {
  hash: string;
  /** Cleaned description, or undefined when the subject describes no change. */
  description?: string;
  files: FileDiff[];
}

/**
 * Recorded ranges per repo-relative file path, oldest entry first: `[subjectIndex, start1, end1, start2, end2, …]`,
 * 1-based inclusive lines; `start = end + 1` is the point between lines `end` and `start` (a deletion).
 */
export interface LineHistory {
  /** Format version of this JSON. */
  version: number;
  /** The commit whose line numbers the ranges are in. */
  head: string;
  subjects: string[];
  files: Record<string, number[][]>;
  /**
   * The repo-relative paths the state was read for (sorted), absent when it was read for every path: a path asked for
   * later that is not among them (a file whose extraction failed before, a folder no longer ignored) was never read,
   * so the next read is a full one.
   */
  paths?: string[];
}

/** Limits of {@link readLineHistory}. */
export interface LineHistoryOptions {
  /** Newest first-parent commits read on a full read (default 1,000). */
  commits?: number;
  /** Commits changing more files than this record no ranges (default 30), as for file history. */
  maxFilesPerCommit?: number;
  /** Entries kept per file, newest (default 200). */
  perFile?: number;
  /** Wall-clock limit of each git process in ms (default 60,000: a cold read of 1,000 commits of a 1,000-file repository takes seconds). */
  timeoutMs?: number;
  /** Only these repo-relative paths are read (a pathspec; default: all). */
  paths?: readonly string[];
  /**
   * Told why the log could not be read when git fails on it (`git log exited 128: fatal: …`: a partial clone without its
   * blobs, a damaged object store); not called for a missing or shallow history, which is no failure.
   */
  onFailure?: (reason: string) => void;
}

export const LINE_HISTORY_DEFAULTS = { commits: 1000, maxFilesPerCommit: 30, perFile: 200, timeoutMs: 60_000 } as const;
/**
 * 2: a state kept by version 1 may hold unmasked secrets, lost renames, a merged topic branch's line numbers or one
 * span over a whole many-hunk commit. 3: tool commits (pre-commit.ci's autoupdates and automatic fixes) are no description.
 * 4: a list of issue references is removed whole (`Fixes #1096, #1087` left "freeze. , , )").
 * 5: what a reference at the start leaves goes too (`Fix #271: Return 405 …` left ": Return 405 …").
 * 6: a trailer run into a subject (`…keyFixes #332Signed-off-by: A <a@b>`) and e-mail addresses go; `-1` keeps its sign.
 * 7: the state records the paths it was read for (`paths`); a state of 6 may lack the history of a path added to the
 * store after it was read (a run whose extraction failed kept it for every later run at that HEAD).
 */
const LINE_HISTORY_VERSION = 7;
const RS = "\u001e";
const US = "\u001f";
/** Above this many characters of pathspec the log runs over every path (argument lists have an OS limit). */
const MAX_PATHSPEC_CHARS = 200_000;

/**
 * git's output, or undefined when it fails or runs past `timeoutMs`. The output goes to a temporary file, not a pipe:
 * git then runs to its end while this thread is busy elsewhere (a live index reads the log while its graph stage runs
 * the type checker for seconds without yielding; a full pipe left git waiting for it, ~2.7 s of a branch switch on trpc).
 */
function git(root: string, args: string[], timeoutMs: number, onError?: (message: string) => void): Promise<string | undefined> {
  // `git log exited 128: fatal: …` (the subcommand: the first argument that is no option or `-c` setting).
  const fail = (status: string, stderr: string): void => onError?.(`git ${args.find((a) => !a.startsWith("-") && !a.includes("=")) ?? ""} ${status}${stderr.trim() ? `: ${firstLine(stderr)}` : ""}`);
  return new Promise((resolve) => {
    let dir: string;
    let fd: number;
    try {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-git-"));
      fd = fs.openSync(path.join(dir, "out"), "w");
    } catch {
      // No writable temporary folder: through a pipe.
      execFile("git", args, { cwd: root, encoding: "utf8", timeout: timeoutMs, maxBuffer: 1024 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (error) fail(typeof error.code === "number" ? `exited ${error.code}` : "did not finish", stderr || error.message);
        resolve(error ? undefined : stdout);
      });
      return;
    }
    let settled = false;
    let stderr = "";
    const done = (ok: boolean, code?: number | null): void => {
      if (settled) return;
      settled = true;
      if (!ok) fail(code === undefined || code === null ? "did not finish" : `exited ${code}`, stderr);
      let out: string | undefined;
      try {
        if (ok) out = fs.readFileSync(path.join(dir, "out"), "utf8");
      } catch {
        out = undefined;
      }
      fs.rmSync(dir, { recursive: true, force: true });
      resolve(out);
    };
    try {
      const child = spawn("git", args, { cwd: root, stdio: ["ignore", fd, "pipe"], timeout: timeoutMs });
      child.stderr?.on("data", (chunk: Buffer) => {
        if (stderr.length < 2000) stderr += chunk.toString("utf8");
      });
      child.on("error", () => done(false));
      child.on("close", (code) => done(code === 0, code));
    } catch {
      done(false);
    } finally {
      fs.closeSync(fd);
    }
  });
}

/** The first non-empty line of a process's error output, at most 200 characters. */
function firstLine(text: string): string {
  const line = text.split("\n").find((l) => l.trim()) ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line.trim();
}

/** `@@ -a[,b] +c[,d] @@` → hunk (counts default to 1). */
function parseHunkHeader(line: string): Hunk | undefined {
  const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
  if (!m) return undefined;
  return [Number(m[1]), m[2] === undefined ? 1 : Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
}

/** `a/x` / `b/x` / `/dev/null` of a `---`/`+++` line → path or undefined; quoted (unusual) paths → null. */
function diffPath(rest: string): string | undefined | null {
  const p = rest.replace(/\t$/, "");
  if (p === "/dev/null") return undefined;
  if (p.startsWith('"')) return null;
  return p.replace(/^[ab]\//, "");
}

/**
 * The `-U0` patch text of one commit (everything after its format line) → its file diffs. Content lines are
 * skipped by the hunk counts, so a `+++` inside the code is never read as a header. Pure.
 */
export function parsePatch(text: string): FileDiff[] {
  const files: FileDiff[] = [];
  let current: (FileDiff & { skip?: boolean }) | undefined;
  let oldLeft = 0;
  let newLeft = 0;
  for (const line of text.split("\n")) {
    if (oldLeft > 0 || newLeft > 0) {
      if (line.startsWith("-")) oldLeft--;
      else if (line.startsWith("+")) newLeft--;
      continue;
    }
    if (line.startsWith("diff --git ")) {
      current = { hunks: [] };
      files.push(current);
    } else if (!current) continue;
    else if (line.startsWith("rename from ")) current.oldPath = line.slice(12);
    else if (line.startsWith("rename to ")) current.newPath = line.slice(10);
    else if (line.startsWith("--- ")) {
      const p = diffPath(line.slice(4));
      if (p === null) current.skip = true;
      else if (p === undefined) delete current.oldPath;
      else current.oldPath = p;
    } else if (line.startsWith("+++ ")) {
      const p = diffPath(line.slice(4));
      if (p === null) current.skip = true;
      else if (p === undefined) delete current.newPath;
      else current.newPath = p;
    } else if (line.startsWith("@@ ")) {
      const hunk = parseHunkHeader(line);
      if (!hunk) continue;
      current.hunks.push(hunk);
      oldLeft = hunk[1];
      newLeft = hunk[3];
    }
  }
  return files.filter((f) => !(f as { skip?: boolean }).skip && (f.oldPath !== undefined || f.newPath !== undefined)).map(({ oldPath, newPath, hunks }) => ({ ...(oldPath !== undefined ? { oldPath } : {}), ...(newPath !== undefined ? { newPath } : {}), hunks }));
}

/**
 * Where old line `line` lies after `hunks` (sorted, of one file): `side` "start" puts a replaced line on the first
 * line of its replacement, "end" on the last (or, where the block was only deleted, on the line before it). Binary
 * search over the hunks: a lock file's commit can hold thousands. Pure.
 */
function mapLine(hunks: readonly Hunk[], shifts: Int32Array, line: number, side: "start" | "end"): number {
  // The last hunk starting before `line` (a pure insertion "starts" after its old line a).
  let lo = 0;
  let hi = hunks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = hunks[mid]!;
    if ((b === 0 && line > a) || (b > 0 && line >= a)) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return line;
  const [a, b, c, d] = hunks[found]!;
  if (b > 0 && line <= a + b - 1) return side === "start" ? (d > 0 ? c : c + 1) : d > 0 ? c + d - 1 : c;
  return line + shifts[found]!;
}

/** Cumulative line shift after each hunk (new − old lines up to and including it). */
function shiftsOf(hunks: readonly Hunk[]): Int32Array {
  const out = new Int32Array(hunks.length);
  let shift = 0;
  hunks.forEach(([, b, , d], i) => {
    shift += d - b;
    out[i] = shift;
  });
  return out;
}

/**
 * A recorded range `[start, end]` moved through one commit's hunks of its file; a point (`start = end + 1`) stays a
 * point. Undefined when nothing of it is left (a range wholly inside a deleted block). Pure; exported for tests.
 */
export function mapRange(hunks: readonly Hunk[], start: number, end: number, shifts: Int32Array = shiftsOf(hunks)): [number, number] | undefined {
  if (start === end + 1) {
    const before = mapLine(hunks, shifts, end, "end");
    return [before + 1, before];
  }
  const s = mapLine(hunks, shifts, start, "start");
  const e = mapLine(hunks, shifts, end, "end");
  return e >= s ? [s, e] : undefined;
}

/** Ranges kept per file diff: past it, the closest neighbouring ranges are merged (a rewrite, a generated file). */
const MAX_RANGES = 32;

/**
 * The new-side ranges of a commit's hunks (flat `[start, end, …]`): `[c, c + d − 1]`, or the point after line c for
 * a deletion. More than {@link MAX_RANGES} ranges are merged across their smallest gaps until at most that many are
 * left, so lines far from every hunk (an untouched function between two edited ones) stay out. Pure.
 */
function touched(hunks: readonly Hunk[]): number[] {
  const ranges = hunks.map(([, , c, d]) => (d > 0 ? [c, c + d - 1] : [c + 1, c]) as [number, number]);
  if (ranges.length <= MAX_RANGES) return ranges.flat();
  const gaps = ranges.slice(1).map((r, i) => r[0] - ranges[i]![1]);
  // Merging every gap up to the (n − MAX_RANGES)-th smallest leaves at most MAX_RANGES ranges.
  const limit = [...gaps].sort((a, b) => a - b)[ranges.length - MAX_RANGES - 1]!;
  const out: number[] = [...ranges[0]!];
  ranges.slice(1).forEach((r, i) => {
    if (gaps[i]! <= limit) out[out.length - 1] = r[1];
    else out.push(r[0], r[1]);
  });
  return out;
}

/** `entries` of one file moved through `hunks`; entries left with no range are dropped. */
function moveEntries(entries: number[][], hunks: readonly Hunk[]): number[][] {
  if (!hunks.length) return entries.slice();
  const shifts = shiftsOf(hunks);
  const out: number[][] = [];
  for (const entry of entries) {
    const moved = [entry[0]!];
    for (let i = 1; i < entry.length; i += 2) {
      const r = mapRange(hunks, entry[i]!, entry[i + 1]!, shifts);
      if (r) moved.push(r[0], r[1]);
    }
    if (moved.length > 1) out.push(moved);
  }
  return out;
}

/**
 * Steps 1–2 for one commit, in place on `history` (whose ranges are in the commit's parent's line numbers on entry,
 * in the commit's on return). Pure apart from the mutation; exported for tests.
 */
export function applyCommit(history: LineHistory, commit: LogCommit, options: Pick<LineHistoryOptions, "maxFilesPerCommit" | "perFile"> = {}): void {
  const maxFiles = options.maxFilesPerCommit ?? LINE_HISTORY_DEFAULTS.maxFilesPerCommit;
  const perFile = options.perFile ?? LINE_HISTORY_DEFAULTS.perFile;
  const records = commit.description !== undefined && commit.files.length <= maxFiles;
  let subject = -1;
  if (records) {
    subject = history.subjects.indexOf(commit.description!);
    if (subject < 0) subject = history.subjects.push(commit.description!) - 1;
  }
  // Take every old path's entries first: a commit may rename a → b and b → c at once.
  const taken = new Map<FileDiff, number[][]>();
  for (const file of commit.files) {
    if (file.oldPath === undefined) continue;
    taken.set(file, history.files[file.oldPath] ?? []);
    delete history.files[file.oldPath];
  }
  for (const file of commit.files) {
    if (file.newPath === undefined) continue;
    const entries = moveEntries(taken.get(file) ?? [], file.hunks);
    if (records) {
      const ranges = touched(file.hunks);
      if (ranges.length) entries.push([subject, ...ranges]);
    }
    if (entries.length) history.files[file.newPath] = entries.slice(-perFile);
  }
  history.head = commit.hash;
}

/**
 * The text of `git log --first-parent -p -U0 --format=<RS>%H<US>%s` (newest first) → commits oldest first.
 * `bodies`: merge commit hash → body (for pull-request titles). Pure; exported for tests.
 */
export function parseFirstParentLog(log: string, bodies: ReadonlyMap<string, string> = new Map()): LogCommit[] {
  const commits: LogCommit[] = [];
  for (const record of log.split(RS)) {
    if (!record.trim()) continue;
    const newline = record.indexOf("\n");
    const head = newline < 0 ? record : record.slice(0, newline);
    const [hash = "", subject = ""] = head.split(US);
    const description = describeCommit(subject, bodies.get(hash));
    commits.push({ hash, ...(description !== undefined ? { description } : {}), files: newline < 0 ? [] : parsePatch(record.slice(newline + 1)) });
  }
  return commits.reverse();
}

/**
 * Steps 1–2 from `previous` (a state of an earlier run, or none): reads only `previous.head..HEAD` when
 * `previous.head` is on HEAD's first-parent chain, else the newest `commits` first-parent commits. Returns the state at HEAD, `previous` itself
 * when HEAD has not moved, or undefined when there is no usable history (see the module comment). Never throws.
 */
export async function readLineHistory(root: string, options: LineHistoryOptions = {}, previous?: LineHistory): Promise<LineHistory | undefined> {
  const timeout = options.timeoutMs ?? LINE_HISTORY_DEFAULTS.timeoutMs;
  // One process for both questions: "false" (not shallow), then HEAD's hash; fails without a commit.
  const [shallow, head] = (await git(root, ["rev-parse", "--is-shallow-repository", "HEAD"], timeout))?.trim().split("\n") ?? [];
  if (shallow !== "false" || !head) return undefined;
  const usable = previous?.version === LINE_HISTORY_VERSION && (await covers(root, previous, options.paths, timeout)) ? previous : undefined;
  if (usable?.head === head) return usable;
  const incremental = usable && (await onFirstParentChain(root, usable.head, head, timeout)) ? usable : undefined;
  const range = incremental ? [`${incremental.head}..${head}`] : [`--max-count=${options.commits ?? LINE_HISTORY_DEFAULTS.commits}`, head];
  const common = ["-c", "core.quotePath=false", "log", "--first-parent", "--relative"];
  // A pathspec of HEAD's paths alone would hide a renamed file's old path, and with it the rename and every change before it.
  const paths = options.paths ? await withFormerNames(root, options.paths, [...common, "--diff-merges=first-parent", "-M", ...range], timeout) : undefined;
  const spec = paths && paths.join("").length < MAX_PATHSPEC_CHARS ? paths.map((p) => `:(literal)${p}`) : [];
  let failure: string | undefined;
  const failed = (message: string): void => {
    failure ??= message;
  };
  const [log, merges] = await Promise.all([
    git(root, [...common, "--diff-merges=first-parent", "-p", "-U0", "-M", "--no-color", "--no-ext-diff", `--format=${RS}%H${US}%s`, ...range, "--", ...spec], timeout, failed),
    git(root, [...common, "--merges", `--format=${RS}%H${US}%b`, ...range, "--", ...spec], timeout, failed),
  ]);
  if (log === undefined || merges === undefined) {
    if (failure) options.onFailure?.(failure);
    return undefined;
  }
  const bodies = new Map<string, string>();
  for (const record of merges.split(RS)) {
    const cut = record.indexOf(US);
    if (cut > 0) bodies.set(record.slice(0, cut).trim(), record.slice(cut + 1));
  }
  const history: LineHistory = incremental
    ? { ...incremental, subjects: [...incremental.subjects], files: { ...incremental.files } }
    : { version: LINE_HISTORY_VERSION, head, subjects: [], files: {} };
  for (const commit of parseFirstParentLog(log, bodies)) applyCommit(history, commit, options);
  history.head = head;
  if (options.paths) history.paths = [...options.paths].sort();
  else delete history.paths;
  return compactSubjects(history);
}

/**
 * Whether `previous` holds the history of every path of `paths` as of its own head: it was read for all paths, or
 * for a list holding each of them, or the ones it lacks did not exist at its head (added since, which an incremental
 * read covers, or not committed at all: a new file in the working tree has no history to read). A path that existed
 * at its head but was never read (a file whose extraction had failed) needs a full read.
 */
async function covers(root: string, previous: LineHistory, paths: readonly string[] | undefined, timeoutMs: number): Promise<boolean> {
  if (!previous.paths) return true;
  if (!paths) return false;
  const read = new Set(previous.paths);
  const missing = paths.filter((p) => !read.has(p));
  if (!missing.length) return true;
  if (missing.join("").length > MAX_PATHSPEC_CHARS) return false;
  const existed = await git(root, ["-c", "core.quotePath=false", "ls-tree", "-r", "--name-only", previous.head, "--", ...missing], timeoutMs);
  return existed !== undefined && existed.trim() === "";
}

/**
 * `paths` and every earlier name of them in the commits `logArgs` lists (`git log … --name-status`, newest first, so
 * a chain a → b → c adds b, then a). Undefined when git fails: the log then runs over every path.
 */
async function withFormerNames(root: string, paths: readonly string[], logArgs: string[], timeoutMs: number): Promise<string[] | undefined> {
  const out = await git(root, [...logArgs, "--name-status", "--diff-filter=R", "--format=", "--"], timeoutMs);
  if (out === undefined) return undefined;
  const names = new Set(paths);
  for (const line of out.split("\n")) {
    const [status, from, to] = line.split("\t");
    if (status?.startsWith("R") && from && to && names.has(to)) names.add(from);
  }
  return [...names];
}

/**
 * Whether `ancestor` is on `head`'s first-parent chain: only then are the first-parent diffs of `ancestor..head`
 * applied to `ancestor`'s line numbers. An ancestor reached only through a merge's second parent (the state was
 * read on a topic branch, later merged with `--no-ff`) is not: the chain's diffs start from the merge base.
 */
async function onFirstParentChain(root: string, ancestor: string, head: string, timeoutMs: number): Promise<boolean> {
  if ((await git(root, ["merge-base", "--is-ancestor", ancestor, head], timeoutMs)) === undefined) return false;
  const chain = await git(root, ["rev-list", "--first-parent", "--parents", `${ancestor}..${head}`], timeoutMs);
  const oldest = chain?.trim().split("\n").at(-1)?.split(" ");
  return oldest?.[1] === ancestor;
}

/** Drops subjects no entry refers to any more (renumbering the entries). */
function compactSubjects(history: LineHistory): LineHistory {
  const used = new Map<number, number>();
  const subjects: string[] = [];
  const files: Record<string, number[][]> = {};
  for (const [path, entries] of Object.entries(history.files)) {
    files[path] = entries.map(([s, ...ranges]) => {
      let n = used.get(s!);
      if (n === undefined) used.set(s!, (n = subjects.push(history.subjects[s!]!) - 1));
      return [n, ...ranges];
    });
  }
  return { version: history.version, head: history.head, subjects, files, ...(history.paths ? { paths: history.paths } : {}) };
}

/** Whether a parsed value is a {@link LineHistory} of this version (a cache file read back). */
export function isLineHistory(value: unknown): value is LineHistory {
  const v = value as LineHistory | null;
  return !!v && v.version === LINE_HISTORY_VERSION && typeof v.head === "string" && Array.isArray(v.subjects) && typeof v.files === "object" && v.files !== null && (v.paths === undefined || Array.isArray(v.paths));
}

/**
 * The working tree's uncommitted edits of tracked files, `git diff -U0 HEAD` (path → hunks, HEAD → working tree),
 * so that HEAD line numbers can be moved onto the text that was indexed. Undefined when git fails.
 */
export async function readWorktreeDiff(root: string, timeoutMs: number = LINE_HISTORY_DEFAULTS.timeoutMs): Promise<Map<string, Hunk[]> | undefined> {
  const out = await git(root, ["-c", "core.quotePath=false", "diff", "--relative", "--no-renames", "-U0", "--no-color", "--no-ext-diff", "HEAD", "--"], timeoutMs);
  if (out === undefined) return undefined;
  const map = new Map<string, Hunk[]>();
  for (const file of parsePatch(out)) if (file.oldPath !== undefined && file.newPath !== undefined) map.set(file.newPath, file.hunks);
  return map;
}

/** A node whose history is wanted: its id, file and 1-based inclusive line span. */
export interface HistoryNode {
  id: string;
  path: string;
  startLine: number;
  endLine: number;
}

/**
 * Step 3: node id → the subjects of the ranges meeting its span (a point counts when it lies strictly inside),
 * newest first, duplicates dropped, at most `perNode`. Nodes with none are absent. Pure.
 */
export function nodeHistory(history: LineHistory, nodes: readonly HistoryNode[], perNode: number, worktree: ReadonlyMap<string, Hunk[]> = new Map()): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const byFile = new Map<string, HistoryNode[]>();
  for (const node of nodes) {
    const list = byFile.get(node.path);
    if (list) list.push(node);
    else byFile.set(node.path, [node]);
  }
  for (const [path, fileNodes] of byFile) {
    const entries = history.files[path];
    if (!entries?.length) continue;
    const moved = moveEntries(entries, worktree.get(path) ?? []);
    for (const node of fileNodes) {
      const subjects: string[] = [];
      for (let i = moved.length - 1; i >= 0 && subjects.length < perNode; i--) {
        const entry = moved[i]!;
        const subject = history.subjects[entry[0]!]!;
        if (subjects.includes(subject)) continue;
        for (let j = 1; j < entry.length; j += 2) {
          const [s, e] = [entry[j]!, entry[j + 1]!];
          const meets = s <= e ? s <= node.endLine && e >= node.startLine : node.startLine <= e && node.endLine >= s;
          if (meets) {
            subjects.push(subject);
            break;
          }
        }
      }
      if (subjects.length) out.set(node.id, subjects);
    }
  }
  return out;
}
