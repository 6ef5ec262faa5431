/**
 * Git history as documentation: the subjects of the commits that last touched a file are a maintainer's own
 * words for what the file does and how it changes — the words a later question about it tends to use.
 *
 * 1. One `git log --no-merges --name-only` over HEAD, newest first, at most `commits` commits (default 2,000) and
 *    `timeoutMs` (default 10,000 ms). Only commits at or before HEAD are read: nothing later can leak in.
 * 2. A commit counts when its subject describes a change (no release, version bump, dependency update, formatting,
 *    lint or typo commit: the rules the history queries use, without their 4-word minimum) and it changes at most
 *    `maxFilesPerCommit` files (default 30: a sweeping rename says little about any one file).
 * 3. Each file gets the cleaned subjects (`cleanSubject`: no issue numbers, `type(scope):` prefixes or `[tags]`)
 *    of its newest `perFile` such commits (default 20), duplicates dropped, newest first.
 *
 * File level; per-function history is lineHistory.ts (one `git log -p` pass mapped onto spans).
 * Without git, outside a repository, before the first commit, in a shallow clone (its history is cut, so it would
 * describe only its newest commits), or when git fails or runs past the time limit: no history (undefined), no error.
 */
import { execFileSync } from "node:child_process";

/**
 * Longest cleaned subject in characters; a longer one is cut at its last space before this and ends in "…". Git's
 * `%s` is the whole first paragraph, so a message written without a blank line after its title is one "subject"
 * of any length, which would fill a context block's budget.
 */
export const MAX_SUBJECT_CHARS = 200;

/** True when `text` has more `(` than `)`: a `)` after it closes one of them. */
function unclosed(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
}

/**
 * Words of a subject that are not a description removed (an issue reference, `type(scope)!:` prefix, `[tag]`),
 * then cut to {@link MAX_SUBJECT_CHARS}.
 */
export function cleanSubject(subject: string): string {
  const cleaned = subject
    // A trailer run into the subject (a squash merge's message on one line: tomlkit's "fix: -1 index error when setting
    // dotted keyFixes #332Signed-off-by: Frost Ming <me@frostming.com>") and what follows it; an e-mail address.
    .replace(/\s*(?:Signed-off-by|Co-authored-by|Reviewed-by|Acked-by|Change-Id):[\s\S]*$/i, "")
    .replace(/\s*<[^<>\s]+@[^<>\s]+>/g, "")
    .replace(/(?<=\p{Ll})(?:Fix(?:es|ed)?|Close[sd]?|Resolve[sd]?|Refs?)\s+(?:#|GH-)\d+\b/gu, "")
    .replace(/^\s*(?:\[[^\]]*\]\s*)+/, "")
    .replace(/^[a-z]+(?:\([^)]*\))?!?:\s*/i, "")
    .replace(/\(\s*(?:(?:fix(?:es)?|close[sd]?|resolve[sd]?|see|refs?)\s+)?(?:#|GH-)\d+(?:\s*,\s*(?:#|GH-)\d+)*\s*\)/gi, "")
    // A list of references as one (`Fixes #1096, #1087, #1091`), then what they leave: a closing parenthesis at the end
    // that opens nowhere.
    .replace(/(?:\b(?:fix(?:es)?|close[sd]?|resolve[sd]?|refs?)\s+)?(?:#|GH-)\d+\b(?:\s*(?:,|\band\b)\s*(?:#|GH-)\d+\b)*/gi, "")
    .replace(/\s*\)+\s*$/, (tail, offset: number, whole: string) => (unclosed(whole.slice(0, offset)) ? tail : ""))
    .replace(/\s+/g, " ")
    .replace(/[\s.,;:]+$/, "")
    // What a reference at the start leaves (`Fix #271: Return 405 …` → `: Return 405 …`); a minus sign stays (`-1 index`).
    .replace(/^(?:[\s.,;:–—]|-(?!\d))+/u, "")
    .trim();
  if (cleaned.length <= MAX_SUBJECT_CHARS) return cleaned;
  const cut = cleaned.lastIndexOf(" ", MAX_SUBJECT_CHARS - 1);
  return `${cleaned.slice(0, cut > 0 ? cut : MAX_SUBJECT_CHARS - 1)}…`;
}

/**
 * Subjects that describe no behaviour: releases, version bumps, dependency updates, formatting, lint, typos, and a
 * tool's own commits (pre-commit.ci's `pre-commit autoupdate` and `apply automatic fixes`, which touch whatever the
 * updated hooks rewrote: on click, "pre-commit autoupdate" in `resolve_color_default`'s history put it first for the
 * query "commit", before the two functions named `commit`).
 */
export const NOT_A_DESCRIPTION: readonly RegExp[] = [
  /^merge\b/i,
  /^\[(?:pre-commit\.ci|bot|autofix)[^\]]*\]|\bautoupdate\b|\bautomatic fix(?:es)?\b|\bauto-?fix(?:es|ed)?\b/i,
  /^(?:chore|build|ci)\((?:deps?|deps-dev|release)\)/i,
  /^(?:style|ci|release)(?:\([^)]*\))?!?:/i,
  /\brelease\b|\bv?\d+\.\d+(?:\.\d+)?(?:[-.]\w+)?\s*$|\bversion\b|\bbump(?:ed|s)?\b/i,
  /\b(?:deps|dependenc(?:y|ies)|dependabot|renovate)\b|\b(?:update|upgrade)\s+\S+\s+(?:from|to)\s+v?\d/i,
  /\b(?:format(?:ting)?|reformat(?:ted)?|prettier|gofmt|black|isort|ruff|lint(?:ing|er)?|whitespace|typos?|spelling)\b/i,
];

/**
 * A commit subject as a description: undefined when it describes no change (`NOT_A_DESCRIPTION`) or nothing is left
 * once cleaned (`cleanSubject`), else the cleaned text. The one rule of both the file and the function history. Pure.
 */
export function describeSubject(subject: string): string | undefined {
  if (NOT_A_DESCRIPTION.some((re) => re.test(subject))) return undefined;
  const cleaned = cleanSubject(subject);
  return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : undefined;
}

/**
 * The title of a commit: its subject, or for a GitHub pull-request merge ("Merge pull request #N from …") the first
 * non-empty line of its body, where GitHub writes the pull request's title. Pure.
 */
export function commitTitle(subject: string, body: string | undefined): string | undefined {
  return /^Merge pull request #\d+ from /.test(subject) ? body?.split("\n").find((l) => l.trim())?.trim() : subject;
}

/** {@link describeSubject} of a commit's {@link commitTitle}: the one rule of the history field and history queries. Pure. */
export function describeCommit(subject: string, body: string | undefined): string | undefined {
  const title = commitTitle(subject, body);
  return title ? describeSubject(title) : undefined;
}

/** Limits of {@link readFileHistory}. */
export interface FileHistoryOptions {
  /** Subjects kept per file, newest first (default 20). */
  perFile?: number;
  /** Newest commits read (default 2,000). */
  commits?: number;
  /** Commits changing more files than this are skipped (default 30). */
  maxFilesPerCommit?: number;
  /** Wall-clock limit of the git process in ms (default 10,000); past it: no history. */
  timeoutMs?: number;
  /**
   * HEAD's commit hash when the caller has just read it and knows the clone is not shallow (the line history's
   * `head`): no `git rev-parse` process is started (a watcher's update otherwise spends ~25 ms blocked on it). The log
   * is read at this commit, which the kept history is keyed by, though HEAD may have moved since.
   */
  head?: string;
}

/**
 * Defaults of {@link FileHistoryOptions}; `configured` = the config's `historyCommits` when unset: 20 subjects per
 * file and per function (with the function history of lineHistory.ts it lifts file Acc@1 on held-out history
 * queries by 5.2 points on average, src/retrieve/README.md).
 */
export const HISTORY_DEFAULTS = { perFile: 20, commits: 2000, maxFilesPerCommit: 30, timeoutMs: 10_000, configured: 20 } as const;

/** Separators in git's output: record (a commit) and unit (hash | subject). */
const RS = "\u001e";
const US = "\u001f";

/**
 * Per repo-relative path (relative to `root`, which may be a subfolder of the work tree), the cleaned subjects of
 * the newest commits at or before HEAD that changed it, newest first (see the module comment).
 * Returns undefined when there is no usable history (no git, not a repository, no commit, shallow clone, git error
 * or timeout); never throws.
 */
export function readFileHistory(root: string, options: FileHistoryOptions = {}): Map<string, string[]> | undefined {
  const perFile = options.perFile ?? HISTORY_DEFAULTS.perFile;
  const commits = options.commits ?? HISTORY_DEFAULTS.commits;
  const maxFiles = options.maxFilesPerCommit ?? HISTORY_DEFAULTS.maxFilesPerCommit;
  const timeout = options.timeoutMs ?? HISTORY_DEFAULTS.timeoutMs;
  if (perFile < 1 || commits < 1) return undefined;
  const run = (args: string[]): string | undefined => {
    try {
      return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout, maxBuffer: 256 * 1024 * 1024 });
    } catch {
      return undefined;
    }
  };
  // One process: "false" (not shallow), then HEAD's hash; fails without a commit. A long-lived process (watch, mcp)
  // re-indexes after every edit: HEAD rarely moves, so the log is read once per HEAD.
  const [shallow, head] = options.head ? ["false", options.head] : (run(["rev-parse", "--is-shallow-repository", "HEAD"])?.trim().split("\n") ?? []);
  if (shallow !== "false" || !head) return undefined;
  const key = JSON.stringify([root, head, perFile, commits, maxFiles]);
  const memo = MEMO.get(key);
  if (memo) return memo;
  const log = run(["-c", "core.quotePath=false", "log", "--no-merges", "--no-renames", "--relative", "--name-only", `--max-count=${commits}`, `--format=${RS}%H${US}%s`, head, "--"]);
  if (log === undefined) return undefined;
  const history = historyFromLog(log, perFile, maxFiles);
  if (MEMO.size >= 4) MEMO.delete(MEMO.keys().next().value!);
  MEMO.set(key, history);
  return history;
}

/** Histories read in this process, by root, HEAD and options (at most 4, oldest dropped first); callers do not mutate them. */
const MEMO = new Map<string, Map<string, string[]>>();

/**
 * Step 2–3 over the text of `git log --name-only --format=<RS>%H<US>%s` (newest first): path → subjects.
 * Pure; exported for tests.
 */
export function historyFromLog(log: string, perFile: number, maxFilesPerCommit: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const record of log.split(RS)) {
    if (!record.trim()) continue;
    const [head = "", ...paths] = record.split("\n");
    const subject = head.slice(head.indexOf(US) + 1);
    const files = paths.map((p) => p.trim()).filter(Boolean);
    if (!files.length || files.length > maxFilesPerCommit) continue;
    const cleaned = describeSubject(subject);
    if (cleaned === undefined) continue;
    for (const file of files) {
      let list = out.get(file);
      if (!list) out.set(file, (list = []));
      if (list.length < perFile && !list.includes(cleaned)) list.push(cleaned);
    }
  }
  return out;
}
