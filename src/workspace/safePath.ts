/**
 * Confinement of every path the browser names to the opened repository (issue 6 item 9: "serves only
 * files inside the opened repository"). Refused: absolute paths, `..` segments, backslashes, NUL bytes,
 * percent-encoded input that still decodes to something (`%2e%2e%2f`: the router decodes once, so a
 * remaining `%` escape is a second encoding), and paths whose real location (after symlinks) is outside.
 */
import fs from "node:fs";
import path from "node:path";
import { WorkspaceError } from "./errors.js";

/** A repository-relative path checked by {@link resolveInside}. */
export interface SafePath {
  /** Repository-relative, `/` separators, no `.`/`..` segments. */
  rel: string;
  /** Absolute real path (symlinks resolved), inside the root. */
  abs: string;
}

const refuse = (requested: string, why: string): never => {
  throw new WorkspaceError(403, `refused path ${JSON.stringify(requested)}: ${why}; only files inside the opened repository are served`);
};

/**
 * Checks that `requested` names an existing entry inside `rootReal` (a real path) and returns it.
 * @throws WorkspaceError 403 for any escape attempt, 404 when the entry does not exist, 400 when empty.
 */
export function resolveInside(rootReal: string, requested: string): SafePath {
  if (typeof requested !== "string" || requested === "") throw new WorkspaceError(400, "missing path: pass a repository-relative file path");
  if (requested.includes("\0")) refuse(requested, "it contains a NUL byte");
  if (requested.includes("\\")) refuse(requested, "backslashes are not path separators here");
  if (/%[0-9a-f]{2}/i.test(requested)) refuse(requested, "it is still percent-encoded after decoding");
  if (path.posix.isAbsolute(requested) || path.win32.isAbsolute(requested)) refuse(requested, "absolute paths are not accepted");
  const segments = requested.split("/");
  if (segments.some((s) => s === ".." || s === ".")) refuse(requested, "`.` and `..` segments are not accepted");
  const rel = segments.filter((s) => s !== "").join("/");
  const top = rel.split("/")[0];
  if (top === ".git" || top === ".strata") refuse(requested, `${top}/ is not part of the served tree`);
  const joined = path.join(rootReal, ...rel.split("/"));
  let real: string;
  try {
    real = fs.realpathSync(joined);
  } catch {
    throw new WorkspaceError(404, `not found in the repository: ${rel}`);
  }
  if (real !== rootReal && !real.startsWith(rootReal + path.sep)) refuse(requested, "it resolves (through a symbolic link) outside the repository");
  return { rel, abs: real };
}
