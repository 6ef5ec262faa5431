/**
 * The one check every path from outside goes through before a file is read: a CLI argument, an MCP tool
 * call or a web request. A path is accepted only when its real location (symbolic links resolved) is a
 * file inside the repository root, not in `.git/` or `.strata/`, not excluded by the repository's ignore
 * rules (`.git/info/exclude`, `.gitignore` and `.strataignore` along the way, as discovery applies them),
 * and not a credential file by name unless those are opted in. Both the path as given and the path it
 * resolves to are checked, so a link cannot lend an ignored or secret file an innocent name.
 */
import fs from "node:fs";
import path from "node:path";
import { emptyRules, extendRules, testPath, type IgnoreRules } from "./ignoreRules.js";
import { ALWAYS_SKIPPED } from "./skipTables.js";
import { trackedPathsOnce } from "./trackedPaths.js";
import { secretFileKind } from "../secrets/secretFiles.js";

/** Why a path was refused: `invalid` (malformed input), `outside-repository`, `ignored`, `secret-file`, `not-found`. */
export type PathRefusal = "invalid" | "outside-repository" | "ignored" | "secret-file" | "not-found";

/**
 * A path refused by {@link resolveRepoPath}. `reason` says which rule refused it; the message names the
 * path as given and what to do. Thrown per request: it never stops a run.
 */
export class PathRefusedError extends Error {
  constructor(
    readonly requested: string,
    readonly reason: PathRefusal,
    why: string,
  ) {
    super(`refused path ${JSON.stringify(requested)}: ${why}`);
    this.name = "PathRefusedError";
  }
}

/** A path accepted by {@link resolveRepoPath}. */
export interface RepoPath {
  /** Repository-relative path as given, normalised: `/` separators, no empty, `.` or `..` segments. */
  rel: string;
  /** Absolute real path of the file (symbolic links resolved), inside the root. */
  abs: string;
}

/** Options of {@link resolveRepoPath}. */
export interface ResolveRepoPathOptions {
  /** Accept credential files by name (`.env`, `*.pem`, …); default false. */
  includeSecretFiles?: boolean;
  /** Refuse input that still holds `%xx` escapes (a web router has already decoded once); default false. */
  refusePercentEscapes?: boolean;
  /** Accept a directory as well as a file; default false. */
  allowDirectory?: boolean;
  /**
   * What a refused credential file's message says to do; default: set `includeSecretFiles`. A caller that never
   * serves them whatever the setting (the web workspace) says so instead.
   */
  secretFileHint?: string;
}

/**
 * Resolves `requested`, a repository-relative path with `/` separators, against the repository whose
 * real root path is `rootReal` (pass `fs.realpathSync(root)`).
 * @throws PathRefusedError with reason `invalid` (empty, NUL byte, backslash, absolute, `.`/`..` segment,
 *   percent escape when refused), `outside-repository` (resolves outside the root or into `.git/` or
 *   `.strata/`), `ignored`, `secret-file`, or `not-found` (no such file, or a directory when not allowed).
 */
export function resolveRepoPath(rootReal: string, requested: string, options: ResolveRepoPathOptions = {}): RepoPath {
  const refuse = (reason: PathRefusal, why: string): never => {
    throw new PathRefusedError(String(requested), reason, why);
  };
  if (typeof requested !== "string" || requested === "") refuse("invalid", "pass a repository-relative file path");
  if (requested.includes("\0")) refuse("invalid", "it contains a NUL byte");
  if (requested.includes("\\")) refuse("invalid", "backslashes are not path separators here");
  if (options.refusePercentEscapes && /%[0-9a-f]{2}/i.test(requested)) refuse("invalid", "it is still percent-encoded after decoding");
  if (path.posix.isAbsolute(requested) || path.win32.isAbsolute(requested)) refuse("invalid", "absolute paths are not accepted");
  const segments = requested.split("/");
  if (segments.some((s) => s === ".." || s === ".")) refuse("invalid", "`.` and `..` segments are not accepted");
  const rel = segments.filter((s) => s !== "").join("/");
  if (rel === "") refuse("invalid", "pass a repository-relative file path");
  checkRel(rootReal, rel, "", options, refuse);

  let real: string;
  let stat: fs.Stats;
  try {
    real = fs.realpathSync(path.join(rootReal, ...rel.split("/")));
    stat = fs.statSync(real);
  } catch {
    return refuse("not-found", "no such file");
  }
  if (real !== rootReal && !real.startsWith(rootReal + path.sep)) {
    refuse("outside-repository", "it resolves (through a symbolic link) outside the repository");
  }
  const realRel = path.relative(rootReal, real).split(path.sep).join("/");
  if (realRel !== rel) checkRel(rootReal, realRel, ` (the symbolic link's target ${realRel})`, options, refuse);
  if (!stat.isFile() && !(options.allowDirectory && stat.isDirectory())) refuse("not-found", "it is not a regular file");
  return { rel, abs: real };
}

function checkRel(
  rootReal: string,
  rel: string,
  target: string,
  options: ResolveRepoPathOptions,
  refuse: (reason: PathRefusal, why: string) => never,
): void {
  const parts = rel.split("/");
  const reserved = parts.find((s) => ALWAYS_SKIPPED.has(s));
  if (reserved) refuse("outside-repository", `${reserved}/${target} holds git's or strata's own data, not repository files`);
  if (!options.includeSecretFiles) {
    const kind = secretFileKind(rel);
    if (kind) refuse("secret-file", `it is a credential file by name (${kind}${target}); ${options.secretFileHint ?? "set includeSecretFiles to read it with detected values masked"}`);
  }
  let rules = rootRules(rootReal);
  for (let i = 0; i < parts.length; i++) {
    const sub = parts.slice(0, i + 1).join("/");
    const isLast = i === parts.length - 1;
    if (testPath(rules, sub, !isLast) === "ignored") refuse("ignored", `${sub}${isLast ? "" : "/"}${target} is excluded by the repository's ignore rules`);
    if (!isLast) rules = extendRules(rules, sub, ruleTexts(path.join(rootReal, ...parts.slice(0, i + 1))));
  }
}

function rootRules(rootReal: string): IgnoreRules {
  const exclude = readText(path.join(rootReal, ".git", "info", "exclude"));
  const root = ruleTexts(rootReal);
  return extendRules(emptyRules(trackedPathsOnce(rootReal)), "", { git: [...(exclude === undefined ? [] : [exclude]), ...root.git], strata: root.strata });
}

function ruleTexts(dirAbs: string): { git: string[]; strata: string[] } {
  const git = readText(path.join(dirAbs, ".gitignore"));
  const strata = readText(path.join(dirAbs, ".strataignore"));
  return { git: git === undefined ? [] : [git], strata: strata === undefined ? [] : [strata] };
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
