/**
 * Confinement of every path the browser names to the opened repository: the shared check
 * `resolveRepoPath` (extract stage) with the web's stricter settings. Refused: absolute paths, `..`
 * segments, backslashes, NUL bytes, percent-encoded input that still decodes to something (`%2e%2e%2f`:
 * the router decodes once, so a remaining `%` escape is a second encoding), `.git/` and `.strata/`, paths
 * excluded by the ignore rules, credential files (`.env`, `*.pem`, `id_rsa`, … — never served, whatever
 * the config says), and paths whose real location (after symlinks) is outside.
 */
import { PathRefusedError, resolveRepoPath } from "../extract/index.js";
import { WorkspaceError } from "./errors.js";

/** A repository-relative path checked by {@link resolveInside}. */
export interface SafePath {
  /** Repository-relative, `/` separators, no `.`/`..` segments. */
  rel: string;
  /** Absolute real path (symlinks resolved), inside the root. */
  abs: string;
}

const STATUS = { invalid: 403, "outside-repository": 403, ignored: 404, "secret-file": 403, "not-found": 404 } as const;

/**
 * Checks that `requested` names an existing file inside `rootReal` (a real path) and returns it.
 * @throws WorkspaceError 403 for any escape attempt or a credential file, 404 when the entry does not
 *   exist or is ignored, 400 when empty.
 */
export function resolveInside(rootReal: string, requested: string): SafePath {
  if (typeof requested !== "string" || requested === "") throw new WorkspaceError(400, "missing path: pass a repository-relative file path");
  try {
    return resolveRepoPath(rootReal, requested, { refusePercentEscapes: true, allowDirectory: true, secretFileHint: "the workspace never serves credential files, whatever the settings" });
  } catch (error) {
    if (!(error instanceof PathRefusedError)) throw error;
    if (error.reason === "not-found") throw new WorkspaceError(404, `not found in the repository: ${requested}`);
    throw new WorkspaceError(STATUS[error.reason], `${error.message}; only files inside the opened repository are served`);
  }
}
