/**
 * One path check for the CLI, the MCP server and the web server: real paths inside the root, not in
 * `.git/`, not ignored, not a credential file; discovery skips links that leave the repository or point at
 * ignored or credential files.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discoverFiles, PathRefusedError, resolveRepoPath, type PathRefusal } from "../../src/extract/index.js";
import { makeTree, removeTrees } from "../extract/files/tree.js";

afterEach(removeTrees);

/** The refusal reason and message for `requested`, or the accepted path. */
function attempt(root: string, requested: string, options = {}): { rel: string; abs: string } | { reason: PathRefusal; message: string } {
  try {
    return resolveRepoPath(fs.realpathSync(root), requested, options);
  } catch (error) {
    if (!(error instanceof PathRefusedError)) throw error;
    return { reason: error.reason, message: error.message };
  }
}

function repoWithOutside(): { root: string; outside: string } {
  const outside = fs.realpathSync(makeTree({ "other-repo/src/private.py": "TOKEN = 1\n", "shadow": "root:$6$hash:19000:0:99999:7:::\n" }));
  const root = fs.realpathSync(
    makeTree({
      "src/a.ts": "export const a = 1;\n",
      ".gitignore": "build/\n*.log\n",
      "build/out.js": "x\n",
      "debug.log": "x\n",
      ".env": "KEY=1\n",
      ".git/config": "[core]\n",
      "src/shadow.py": { link: path.join(outside, "shadow") },
      "src/up": { link: "../.." },
      "src/others": { link: path.join(outside, "other-repo") },
      "src/gitconfig.py": { link: "../.git/config" },
      "src/env.py": { link: "../.env" },
      "src/log.ts": { link: "../debug.log" },
      "src/alias.ts": { link: "a.ts" },
    }),
  );
  return { root, outside };
}

describe("resolveRepoPath", () => {
  it("accepts a file inside the root, also through a link that stays inside", () => {
    const { root } = repoWithOutside();
    expect(attempt(root, "src/a.ts")).toEqual({ rel: "src/a.ts", abs: path.join(root, "src/a.ts") });
    expect(attempt(root, "src/alias.ts")).toEqual({ rel: "src/alias.ts", abs: path.join(root, "src/a.ts") });
  });

  it.each([
    ["src/shadow.py", "outside-repository", "it resolves (through a symbolic link) outside the repository"],
    // A link to ../.. leads out of the temporary repository; a name nothing else creates there.
    ["src/up/strata-paths-test-no-such-file", "not-found", "no such file"],
    ["src/others/src/private.py", "outside-repository", "it resolves (through a symbolic link) outside the repository"],
    [".git/config", "outside-repository", ".git/ holds git's or strata's own data, not repository files"],
    ["src/gitconfig.py", "outside-repository", ".git/ (the symbolic link's target .git/config) holds git's or strata's own data, not repository files"],
    [".env", "secret-file", "it is a credential file by name (environment file); set includeSecretFiles to read it with detected values masked"],
    ["src/env.py", "secret-file", "it is a credential file by name (environment file (the symbolic link's target .env)); set includeSecretFiles to read it with detected values masked"],
    ["build/out.js", "ignored", "build/ is excluded by the repository's ignore rules"],
    ["src/log.ts", "ignored", "debug.log (the symbolic link's target debug.log) is excluded by the repository's ignore rules"],
    ["../outside.ts", "invalid", "`.` and `..` segments are not accepted"],
    ["src/../../x", "invalid", "`.` and `..` segments are not accepted"],
    ["/etc/shadow", "invalid", "absolute paths are not accepted"],
    ["src\\a.ts", "invalid", "backslashes are not path separators here"],
    ["src/a.ts\0", "invalid", "it contains a NUL byte"],
    ["src/missing.ts", "not-found", "no such file"],
    ["src", "not-found", "it is not a regular file"],
  ])("refuses %j (%s)", (requested, reason, why) => {
    const { root } = repoWithOutside();
    expect(attempt(root, requested)).toEqual({ reason, message: `refused path ${JSON.stringify(requested)}: ${why}` });
  });

  it("refuses another repository's file reached through a link to ../..", () => {
    const { root, outside } = repoWithOutside();
    const requested = `src/up/${path.basename(outside)}/other-repo/src/private.py`;
    expect(attempt(root, requested)).toEqual({ reason: "outside-repository", message: `refused path ${JSON.stringify(requested)}: it resolves (through a symbolic link) outside the repository` });
  });

  it.skipIf(!fs.existsSync("/etc/shadow"))("refuses a link to /etc/shadow without reading it", () => {
    const root = makeTree({ "shadow.py": { link: "/etc/shadow" } });
    expect(attempt(root, "shadow.py")).toMatchObject({ reason: "outside-repository" });
  });

  it("accepts credential files only when they are opted in", () => {
    const { root } = repoWithOutside();
    expect(attempt(root, ".env", { includeSecretFiles: true })).toEqual({ rel: ".env", abs: path.join(root, ".env") });
  });
});

describe("discovery and links", () => {
  it("skips links that leave the repository or point at git's data, ignored files or credential files", async () => {
    const { root, outside } = repoWithOutside();
    const result = await discoverFiles(root);
    expect(result.files.map((f) => f.path)).toEqual([".gitignore", "src/a.ts", "src/alias.ts"]);
    expect(result.skipped.map((s) => [s.path, s.reason, s.detail])).toEqual([
      [".env", "secret-file", "environment file by name: may hold credentials, so it is not read; set includeSecretFiles (strata.config.json, STRATA_INCLUDE_SECRET_FILES=1 or --include-secret-files) to index it with detected values redacted"],
      ["src/env.py", "secret-file", "symbolic link to .env: environment file by name: may hold credentials, so it is not read; set includeSecretFiles (strata.config.json, STRATA_INCLUDE_SECRET_FILES=1 or --include-secret-files) to index it with detected values redacted"],
      ["src/gitconfig.py", "outside-repository", "symbolic link to .git/config, inside git's or strata's own data; not followed"],
      ["src/others", "outside-repository", `symbolic link to ${path.join(outside, "other-repo")}, outside the repository; not followed`],
      ["src/shadow.py", "outside-repository", `symbolic link to ${path.join(outside, "shadow")}, outside the repository; not followed`],
      ["src/up", "outside-repository", `symbolic link to ${path.dirname(root)}, outside the repository; not followed`],
    ]);
    // build/, debug.log and the link to debug.log
    expect(result.ignoredCount).toBe(3);
  });

  it("lists credential files when opted in", async () => {
    const root = makeTree({ ".env": "A=1\n", "certs/server.pem": "x\n", "deploy/id_rsa": "x\n", "config/credentials.json": "{}\n", ".env.example": "A=\n", "src/secret.txt": "x\n" });
    expect((await discoverFiles(root)).files.map((f) => f.path)).toEqual([".env.example", "src/secret.txt"]);
    expect((await discoverFiles(root, { includeSecretFiles: true })).files.map((f) => f.path)).toEqual([".env", ".env.example", "certs/server.pem", "config/credentials.json", "deploy/id_rsa", "src/secret.txt"]);
  });
});
