/**
 * Git facts at the pipeline edge (summary freshness; seed 000 §7.1 shared cache namespace): the commit a
 * summary was made at and the repository's name in shared cache keys. Reads `git` through child_process;
 * outside a git repository (or without git installed) both fall back quietly.
 */
import { execFileSync } from "node:child_process";
import { localNamespace } from "./localNamespace.js";

function git(root: string, args: string[]): string | undefined {
  try {
    const out = execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 5000 }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

/** `git rev-parse HEAD` in `root` (40 hex digits), or undefined outside git or before the first commit. */
export function gitCommit(root: string): string | undefined {
  const head = git(root, ["rev-parse", "--verify", "--quiet", "HEAD"]);
  return head && /^[0-9a-f]{40,64}$/.test(head) ? head : undefined;
}

/**
 * Repository-relative paths of the files that differ between revision `since` and the working tree (committed and
 * uncommitted changes to tracked files; in a CI checkout, the commits since `since`), sorted. Deleted files are left out.
 * @throws Error naming the revision when `since` is not a revision of this repository, or `root` is not in a git
 *   repository (seed 000 §7.1: pre-computation in CI re-synthesizes only what changed since the last run).
 */
export function changedFilesSince(root: string, since: string): string[] {
  if (since.startsWith("-") || !git(root, ["rev-parse", "--verify", "--quiet", `${since}^{commit}`])) {
    throw new Error(`"${since}" is not a git revision of ${root}: give a commit, tag or branch (e.g. HEAD~1, origin/main)`);
  }
  const out = execFileSync("git", ["diff", "--name-only", "--no-renames", "--diff-filter=d", "-z", "--relative", since, "--"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  // `--relative`: paths relative to `root` (and only files under it) when `root` is a subfolder of the work tree.
  return out.split("\0").filter(Boolean).sort();
}

/**
 * The repository's name in shared cache keys: `config.cacheNamespace`, else the `origin` remote URL as
 * {@link remoteName} (so every clone of one repository shares entries, over HTTPS or SSH), else the folder name
 * with the root commit or the real path's hash (`app@root-1a2b3c4d5e6f`, `app@path-…`: `localNamespace`), so two
 * repositories without a remote and of the same folder name never share entries.
 */
export function repositoryNamespace(root: string, config: { cacheNamespace?: string | undefined }): string {
  if (config.cacheNamespace) return config.cacheNamespace;
  const origin = git(root, ["config", "--get", "remote.origin.url"]);
  if (origin) return remoteName(origin);
  return localNamespace(root);
}

/**
 * A remote URL as `host/path`, the same for every way of writing one repository's address: scheme, user,
 * credentials, port, a trailing `/` and `.git` dropped, host lower-cased. `https://tok@GitHub.com/acme/app.git`,
 * `git@github.com:acme/app.git` and `ssh://git@github.com:22/acme/app` are all `github.com/acme/app`. A local
 * path (or `file://` URL) is kept as a path. Pure.
 */
export function remoteName(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, "").replace(/\.git$/, "");
  const withScheme = /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/]*@)?([^/:]*)(?::\d*)?(\/.*)?$/i.exec(trimmed);
  if (withScheme) {
    const [, scheme, host, rest = ""] = withScheme;
    return scheme!.toLowerCase() === "file" ? rest : `${host!.toLowerCase()}${rest}`;
  }
  const scpLike = /^(?:[^@/]+@)?([^/:]+):(?!\/)(.+)$/.exec(trimmed); // user@host:path (not a Windows drive: C:/…)
  if (scpLike && scpLike[1]!.length > 1) return `${scpLike[1]!.toLowerCase()}/${scpLike[2]!.replace(/^\/+/, "")}`;
  return trimmed;
}
