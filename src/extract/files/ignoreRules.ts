/**
 * Nested ignore files with git's semantics, on top of the `ignore` library (parsing cases BC-23, BC-24).
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

/** Rules that apply inside one directory: its own files plus every ancestor's, as one ordered list. */
export type IgnoreRules = Ignore;

/** What the rules say about one path. `unignored`: a `!` line matched the path itself last. */
export type RuleVerdict = "ignored" | "unignored" | "none";

/** Rules that match nothing: the starting point for the repository root. */
export function emptyRules(): IgnoreRules {
  return ignore({ ignorecase: false });
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
 * The rules for directory `dir`: `parent` extended with the text of each ignore file found in `dir`, in
 * precedence order (pass `.gitignore` before `.strataignore`). Returns `parent` itself when no text adds a
 * pattern, so directories without ignore files share their parent's instance and its match cache.
 */
export function extendRules(parent: IgnoreRules, dir: string, texts: readonly string[]): IgnoreRules {
  const patterns: string[] = [];
  for (const text of texts) {
    for (const line of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
      const rebased = rebasePattern(line, dir);
      if (rebased !== undefined) patterns.push(rebased);
    }
  }
  if (patterns.length === 0) return parent;
  return ignore({ ignorecase: false }).add(parent).add(patterns);
}

/**
 * Tests a repository-relative path (`/` separators, no leading `./`). `isDirectory` adds the trailing `/`
 * that directory-only patterns (`build/`) need. Paths the library cannot test are reported as `none`.
 */
export function testPath(rules: IgnoreRules, relPath: string, isDirectory: boolean): RuleVerdict {
  let result: ReturnType<Ignore["test"]>;
  try {
    result = rules.test(isDirectory ? `${relPath}/` : relPath);
  } catch {
    return "none";
  }
  if (result.ignored) return "ignored";
  return result.unignored ? "unignored" : "none";
}
