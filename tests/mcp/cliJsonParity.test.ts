/**
 * `strata <command> --json` is the MCP tool's answer of the same name, field for field. Found by a first user on
 * starlette (cb8f84f5): `definition --json` had `fresh` at the top and on each definition where the MCP answer had
 * none (and `symbol`, `total`, `offset` the CLI lacked), `references` and `impact` had `total`/`offset`/`fileCount`
 * and `query`/`match` on one side only, and `callers --json` lacked `total`, `offset` and `edgesFrom`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { STRATA_BIN, strataInProcess, writeTree } from "../helpers/cli.js";

// Cut from starlette cb8f84f5: starlette/requests.py (HTTPConnection, Request) and a caller.
const FILES = {
  "starlette/__init__.py": "",
  "starlette/requests.py": `class HTTPConnection:
    def __init__(self, scope):
        self.scope = scope

    @property
    def session(self):
        return self.scope["session"]


class Request(HTTPConnection):
    async def body(self):
        return b"".join([])
`,
  "starlette/middleware/sessions.py": `from starlette.requests import Request


async def load(scope):
    request = Request(scope)
    return await request.body()
`,
};

describe("CLI --json answers are the MCP answers", () => {
  let root = "";
  let client: Client;
  beforeAll(async () => {
    root = writeTree(FILES);
    // `changes` reads a git diff: a repository with one commit, then an edit.
    const git = (...args: string[]): string => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: root, encoding: "utf8" });
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "start");
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const transport = new StdioClientTransport({ command: process.execPath, args: [STRATA_BIN, "mcp", root, "--no-watch"], env: { ...process.env, STRATA_STORE: "" } as Record<string, string>, stderr: "pipe" });
    client = new Client({ name: "strata-test", version: "1.0.0" });
    await client.connect(transport);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const mcp = async (name: string, args: Record<string, unknown>): Promise<unknown> => JSON.parse(((await client.callTool({ name, arguments: args })) as { content: { text: string }[] }).content[0]!.text);
  const cli = async (args: string[]): Promise<unknown> => JSON.parse((await strataInProcess([...args, "--repo", root, "--json"])).stdout);

  it("definition, references, impact, callers, callees and changes give the same JSON", async () => {
    const pairs: [unknown, unknown][] = [
      [await cli(["definition", "Request.session"]), await mcp("definition", { symbol: "Request.session", limit: 500 })],
      [await cli(["references", "Request.body"]), await mcp("references", { node: "Request.body", limit: 1000 })],
      [await cli(["impact", "starlette/requests.py#Request.body"]), await mcp("impact", { node: "starlette/requests.py#Request.body", limit: 500 })],
      [await cli(["callers", "Request.body"]), await mcp("callers", { node: "Request.body", limit: 500 })],
      [await cli(["callees", "load"]), await mcp("callees", { node: "load", limit: 500 })],
    ];
    for (const [c, m] of pairs) expect(c).toEqual(m);
    // Where `fresh` sits: at the end of each answer, and on each definition and linked node.
    expect(await cli(["definition", "Request.session"])).toEqual({
      query: "Request.session",
      total: 1,
      offset: 0,
      definitions: [{ id: "starlette/requests.py#HTTPConnection.session", kind: "method", path: "starlette/requests.py", line: 6, endLine: 7, signature: "def session(self)", exported: true, match: "qualified-name", inheritedBy: "starlette/requests.py#Request", fresh: true }],
      fresh: true,
    });
    expect(Object.keys((await cli(["callers", "Request.body"])) as object)).toEqual(["node", "query", "match", "total", "offset", "callers", "edgesFrom", "fresh"]);
    expect(Object.keys((await cli(["references", "Request.body"])) as object)).toEqual(["node", "query", "match", "total", "offset", "references", "fresh"]);
    // A changed file is pending on both sides alike (`fresh: false`, `pending`, `pendingBy: index`); the CLI's
    // changes takes the repository as its argument.
    fs.appendFileSync(path.join(root, "starlette/requests.py"), "\n\ndef empty_receive():\n    return None\n");
    const changes = JSON.parse((await strataInProcess(["changes", root, "--json"])).stdout) as Record<string, unknown>;
    expect(changes).toEqual(await mcp("changes", { limit: 500 }));
    expect([changes.fresh, changes.pendingBy, changes.count]).toEqual([false, "index", 1]);
    expect(await cli(["callers", "Request.body"])).toEqual(await mcp("callers", { node: "Request.body", limit: 500 }));
  }, 60_000);

  // As `definition` reads it, a member named through a type that inherits it is the base's member, on both sides
  // (gunicorn's `callers SyncWorker.notify` had said "no node" while `definition` found `Worker.notify`).
  it("a member named through the type that inherits it is the base's member, with inheritedBy", async () => {
    const refs = (await cli(["references", "Request.session"])) as Record<string, unknown>;
    expect([refs.node, refs.match, refs.inheritedBy]).toEqual(["starlette/requests.py#HTTPConnection.session", "qualified-name", "starlette/requests.py#Request"]);
    expect(refs).toEqual(await mcp("references", { node: "Request.session", limit: 1000 }));
    expect(await cli(["impact", "Request.session"])).toEqual(await mcp("impact", { node: "Request.session", limit: 500 }));
    expect(await cli(["callers", "Request.session"])).toEqual(await mcp("callers", { node: "Request.session", limit: 500 }));
  }, 60_000);
});
