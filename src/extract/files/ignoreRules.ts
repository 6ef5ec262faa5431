/**
 * Nested ignore files with git's semantics, on top of the `ignore` library.
 *
 * `ignore` matches one rule list against paths relative to that list's directory, and it treats a path
 * under an excluded parent as excluded. Testing each nested file on its own therefore gets BC-24 wrong:
 * the root's any-depth `gen/` rule would still exclude `svc/gen/api.ts` after `svc/.gitignore` re-included
 * `gen`.
 * Instead every pattern is rebased onto the repository root ({@link rebasePattern}) and all lists live in
 * one `ignore` instance per directory, ordered from lowest to highest precedence, so "last match wins"
 * gives git's "a deeper file takes precedence over a shallower one":
 *
 *   `.git/info/exclude` < root `.gitignore` < root `.strataignore` < `a/.gitignore` < `a/.strataignore` < …
 *
 * A `.strataignore` counts as lines appended to the `.gitignore` beside it: it can add exclusions and,
 * with `!`, re-include what that `.gitignore` (or a shallower one) excluded. Matching is case-sensitive,
 * as git is by default on Linux (`core.ignorecase=false`).
 */
import ignore, { type Ignore } from "ignore";
import type { TrackedPaths } from "./trackedPaths.js";

/**
 * Rules that apply inside one directory: its own files plus every ancestor's, as one ordered list (`all`),
 * and the `.strataignore` lines alone (`strata`), whose `!` lines also override the built-in skip tables.
 */
export interface IgnoreRules {
  all: Ignore;
  strata: Ignore;
  /** The files git tracks, listed when first asked (see `trackedPaths.ts`): a `.gitignore` line does not exclude them, a `.strataignore` one does. */
  tracked?: () => TrackedPaths | undefined;
}

/**
 * What the rules say about one path. `kept`: not ignored, and a `.strataignore` `!` line matched the path
 * itself last, so the built-in skip tables do not apply to it (a `!` in a `.gitignore` speaks to git only).
 */
export type RuleVerdict = "ignored" | "kept" | "none";

/** The ignore-file texts found in one directory, split by who they speak to. */
export interface RuleTexts {
  /** `.git/info/exclude` (root only) and `.gitignore`, in that order. */
  git: readonly string[];
  /** `.strataignore`. */
  strata: readonly string[];
}

/** Rules that match nothing: the starting point for the repository root; `tracked`, the files git tracks there. */
export function emptyRules(tracked?: () => TrackedPaths | undefined): IgnoreRules {
  return { all: ignore({ ignorecase: false }), strata: ignore({ ignorecase: false }), ...(tracked ? { tracked } : {}) };
}
const GLOB_SPECIAL = /[*?[\]\\]/g;

/** Escapes a literal directory path so it can prefix a gitignore pattern. */
function escapeDir(dir: string): string {
  const escaped = dir.replace(GLOB_SPECIAL, "\\$&");
  return escaped.startsWith("!") || escaped.startsWith("#") ? `\\${escaped}` : escaped;
}

/** Removes trailing spaces that are not escaped with a backslash (gitignore(5)). */
function trimTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line[end - 1] === " " && line[end - 2] !== "\\") end -= 1;
  return line.slice(0, end);
}

/**
 * One gitignore line from the ignore file in `dir` (repository-relative, `/` separators, `""` for the
 * root) rewritten so that it means the same thing when matched against repository-relative paths.
 * Returns `undefined` for blank lines and comments.
 *
 * gitignore(5): a pattern with a `/` at its start or middle is relative to the file's directory
 * (`/local.cfg` in `svc/` → `svc/local.cfg`); one without can match at any depth below it
 * (`*.tmp` in `docs/` gets the prefix `docs/` plus a `**` segment, which also matches zero directories, so
 * it covers `docs/a.tmp` and `docs/deep/b.tmp`).
 */
export function rebasePattern(rawLine: string, dir: string): string | undefined {
  const line = trimTrailingSpaces(rawLine);
  if (line === "" || line.startsWith("#")) return undefined;
  if (dir === "") return line;
  const negated = line.startsWith("!");
  const body = negated ? line.slice(1) : line;
  if (body === "" || body === "/") return undefined;
  const withoutDirSlash = body.endsWith("/") && !body.endsWith("\\/") ? body.slice(0, -1) : body;
  const anchored = withoutDirSlash.includes("/");
  // A leading `\!` / `\#` escape is kept: mid-pattern, a backslash still makes the next character literal.
  const rebased = anchored ? `${escapeDir(dir)}/${body.replace(/^\/+/, "")}` : `${escapeDir(dir)}/**/${body}`;
  return negated ? `!${rebased}` : rebased;
}

/**
 * The rules for directory `dir`: `parent` extended with the ignore files found in `dir`, git's before
 * strata's. Returns `parent` itself when nothing adds a pattern, so directories without ignore files share
 * their parent's instances and match caches.
 */
export function extendRules(parent: IgnoreRules, dir: string, texts: RuleTexts): IgnoreRules {
  const git = patternsOf(texts.git, dir);
  const strata = patternsOf(texts.strata, dir);
  if (git.length === 0 && strata.length === 0) return parent;
  return {
    all: ignore({ ignorecase: false }).add(parent.all).add([...git, ...strata]),
    strata: strata.length === 0 ? parent.strata : ignore({ ignorecase: false }).add(parent.strata).add(strata),
    ...(parent.tracked ? { tracked: parent.tracked } : {}),
  };
}

function patternsOf(texts: readonly string[], dir: string): string[] {
  const patterns: string[] = [];
  for (const text of texts) {
    for (const line of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
      const rebased = rebasePattern(line, dir);
      if (rebased !== undefined) patterns.push(rebased);
    }
  }
  return patterns;
}

/**
 * Tests a repository-relative path (`/` separators, no leading `./`). `isDirectory` adds the trailing `/`
 * that directory-only patterns (`build/`) need. Paths the library cannot test are reported as `none`. A path git tracks
 * (`rules.tracked`) is ignored only by a `.strataignore` line.
 */
export function testPath(rules: IgnoreRules, relPath: string, isDirectory: boolean): RuleVerdict {
  const target = isDirectory ? `${relPath}/` : relPath;
  try {
    // A file git tracks (or a folder holding one) is the repository's whatever `.gitignore` says; `.strataignore` still excludes it.
    if (rules.all.test(target).ignored && !(isTracked(rules, relPath, isDirectory) && !rules.strata.test(target).ignored)) return "ignored";
    return rules.strata.test(target).unignored ? "kept" : "none";
  } catch {
    return "none";
  }
}

/** True when git tracks `relPath` (a file), or a file below it (a folder). */
function isTracked(rules: IgnoreRules, relPath: string, isDirectory: boolean): boolean {
  const tracked = rules.tracked?.();
  return tracked !== undefined && (isDirectory ? tracked.dirs : tracked.files).has(relPath);
}
