/**
 * The repository's name in shared (Redis) cache keys: every clone of one repository must share entries,
 * whichever way its `origin` URL is written (seed 000 §7.1).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { strataInProcess } from "../helpers/cli.js";
import { remoteName, repositoryNamespace } from "../../src/pipeline/gitInfo.js";
import { writeRepo } from "./harness.js";

describe("remoteName", () => {
  it("HTTPS with a token, SSH scp-like and ssh:// URLs of one repository give one name", async () => {
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

  it("keeps other hosts and nested paths apart, and local paths as paths", async () => {
    expect(
      ["https://gitlab.example.com/group/sub/app.git", "git@gitlab.example.com:group/sub/app.git", "/srv/git/app.git", "file:///srv/git/app.git", "../app"].map(remoteName),
    ).toEqual(["gitlab.example.com/group/sub/app", "gitlab.example.com/group/sub/app", "/srv/git/app", "/srv/git/app", "../app"]);
  });
});

describe("repositoryNamespace", () => {
  it("is cacheNamespace when set, else the origin remote's name, else the folder name with its path's hash", async () => {
    const root = writeRepo({ "a.ts": "export const a = 1;\n" });
    expect(repositoryNamespace(root, {})).toBe(`${path.basename(root)}@path-${sha256(root).slice(0, 12)}`);
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["remote", "add", "origin", "git@github.com:acme/app.git"], { cwd: root });
    expect([repositoryNamespace(root, {}), repositoryNamespace(root, { cacheNamespace: "team-app" })]).toEqual(["github.com/acme/app", "team-app"]);
  });
});

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** A repository folder named `app` under a new temp folder, holding `text` in a.ts; its real path. */
function appRepo(text: string): string {
  const root = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-ns-"))), "app");
  fs.mkdirSync(root);
  fs.writeFileSync(path.join(root, "a.ts"), text);
  return root;
}

function commitAll(root: string): string {
  const git = (...args: string[]): string => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: root, encoding: "utf8" }).trim();
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "first");
  return git("rev-parse", "HEAD");
}

describe("repositoryNamespace without a remote", () => {
  it("two repositories named `app`: apart by path without git, by root commit with git; a copy of one history shares it; status says which", async () => {
    const one = appRepo("export const a = 1;\n");
    const two = appRepo("export const a = 2;\n");
    expect([repositoryNamespace(one, {}), repositoryNamespace(two, {})]).toEqual([`app@path-${sha256(one).slice(0, 12)}`, `app@path-${sha256(two).slice(0, 12)}`]);
    expect(repositoryNamespace(one, {})).not.toBe(repositoryNamespace(two, {}));

    const rootOne = commitAll(one);
    const rootTwo = commitAll(two);
    expect(rootOne).not.toBe(rootTwo);
    expect([repositoryNamespace(one, {}), repositoryNamespace(two, {})]).toEqual([`app@root-${rootOne.slice(0, 12)}`, `app@root-${rootTwo.slice(0, 12)}`]);
    const copy = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-ns-"))), "app");
    fs.cpSync(one, copy, { recursive: true });
    expect(repositoryNamespace(copy, {})).toBe(`app@root-${rootOne.slice(0, 12)}`);

    // status reports on an index: without one it says so (exit 2).
    for (const root of [one, two]) expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const text = await strataInProcess(["status", two, "--cache", "redis://user:secret@127.0.0.1:6379"]);
    expect([text.status, text.stdout.split("\n")[1]]).toEqual([0, `Shared cache: redis://127.0.0.1:6379, namespace app@root-${rootTwo.slice(0, 12)}.`]);
    const json = JSON.parse((await strataInProcess(["status", one, "--json"])).stdout) as { cache: string; cacheNamespace: string };
    expect([json.cache, json.cacheNamespace]).toEqual(["sqlite", `app@root-${rootOne.slice(0, 12)}`]);
  });
});
