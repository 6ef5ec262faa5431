/** git in a test's temporary repository, with a fixed author and committer (no global git configuration needed). */
import { execFileSync } from "node:child_process";

const IDENTITY = { GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@e", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@e" };

/** Runs `git <args>` in `root`; returns its stdout. @throws Error when git exits non-zero. */
export function git(root: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], env: { ...process.env, ...IDENTITY } });
}

/** Makes `root` a git repository whose one commit (`message`) holds every file in it. */
export function commitTree(root: string, message = "first"): void {
  git(root, "init", "-q");
  git(root, "add", "-A");
  git(root, "commit", "-qm", message);
}
