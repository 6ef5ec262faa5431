/**
 * The repository's name in shared (Redis) cache keys: every clone of one repository must share entries,
 * whichever way its `origin` URL is written (seed 000 §7.1).
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { remoteName, repositoryNamespace } from "../../src/pipeline/gitInfo.js";
import { writeRepo } from "./harness.js";

describe("remoteName", () => {
  it("HTTPS with a token, SSH scp-like and ssh:// URLs of one repository give one name", () => {
    expect(
      [
        "https://github.com/acme/app.git",
        "https://x-access-token:ghp_secret@GitHub.com/acme/app.git",
        "git@github.com:acme/app.git",
        "git@github.com:acme/app",
        "ssh://git@github.com:22/acme/app.git",
        "ssh://git@github.com/acme/app/",
        "git+ssh://git@github.com/acme/app.git",
      ].map(remoteName),
    ).toEqual(Array(7).fill("github.com/acme/app"));
  });

  it("keeps other hosts and nested paths apart, and local paths as paths", () => {
    expect(
      ["https://gitlab.example.com/group/sub/app.git", "git@gitlab.example.com:group/sub/app.git", "/srv/git/app.git", "file:///srv/git/app.git", "../app"].map(remoteName),
    ).toEqual(["gitlab.example.com/group/sub/app", "gitlab.example.com/group/sub/app", "/srv/git/app", "/srv/git/app", "../app"]);
  });
});

describe("repositoryNamespace", () => {
  it("is cacheNamespace when set, else the origin remote's name, else the folder name", () => {
    const root = writeRepo({ "a.ts": "export const a = 1;\n" });
    expect(repositoryNamespace(root, {})).toBe(root.split("/").at(-1));
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["remote", "add", "origin", "git@github.com:acme/app.git"], { cwd: root });
    expect([repositoryNamespace(root, {}), repositoryNamespace(root, { cacheNamespace: "team-app" })]).toEqual(["github.com/acme/app", "team-app"]);
  });
});
