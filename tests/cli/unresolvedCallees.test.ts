/**
 * One name for an unresolved callee across `callees`, `summary --node` and `context`. Found on starlette (cb8f84f5):
 * `callees Request.body` listed `?b"".join  (unresolved)` where the node's summary and context block said
 * `Calls outside the graph: b"".join, chunks.append, hasattr`. Now every text names it as the summary does (no `?`,
 * call arguments as `(…)`), and the JSON keeps the graph id beside that `name`.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

// Cut from starlette cb8f84f5: starlette/requests.py, Request.body (the header check added to show a call chain).
const REQUESTS = `class Request:
    async def stream(self):
        yield b""

    async def body(self) -> bytes:
        if not hasattr(self, "_body"):
            chunks: list[bytes] = []
            async for chunk in self.stream():
                chunks.append(chunk)
            self._body = b"".join(chunks)
        if self.headers.get("content-type").startswith("text/"):
            return self._body
        return self._body
`;

describe("unresolved callees", () => {
  let root = "";
  beforeAll(async () => {
    root = writeTree({ "starlette/requests.py": REQUESTS });
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("callees names them as the summary does, and its JSON gives the graph id and that name", async () => {
    const id = "starlette/requests.py#Request.body";
    const text = (await strataInProcess(["callees", id, "--repo", root])).stdout;
    expect(text).toBe(
      [
        "starlette/requests.py:2  method Request.stream (called at line 8)  (scope)  Yields values.",
        'b"".join (called at line 10)  (outside the repository)',
        "chunks.append (called at line 9)  (outside the repository)",
        "hasattr (called at line 6)  (outside the repository)",
        "self.headers.get (called at line 11)  (outside the repository)",
        "self.headers.get(…).startswith (called at line 11)  (outside the repository)",
        "",
      ].join("\n"),
    );
    const summary = (await strataInProcess(["summary", "--node", id, "--repo", root])).stdout;
    expect(summary.split("\n").filter((l) => l.includes("Calls outside the graph"))).toEqual(['  - Calls outside the graph: b"".join, chunks.append, hasattr, self.headers.get, self.headers.get(…).startswith']);
    const json = JSON.parse((await strataInProcess(["callees", id, "--repo", root, "--json"])).stdout) as { callees: { id: string; name?: string; resolved?: boolean }[] };
    expect(json.callees.filter((c) => c.resolved === false)).toEqual([
      { id: '?b"".join', resolved: false, name: 'b"".join', external: true, callLines: [10] },
      { id: "?chunks.append", resolved: false, name: "chunks.append", external: true, callLines: [9] },
      { id: "?hasattr", resolved: false, name: "hasattr", external: true, callLines: [6] },
      { id: "?self.headers.get", resolved: false, name: "self.headers.get", external: true, callLines: [11] },
      { id: '?self.headers.get("content-type").startswith', resolved: false, name: "self.headers.get(…).startswith", external: true, callLines: [11] },
    ]);
  });

  it("tells a callee the repository may define, unresolved, from one outside it; callers names the unbound sites too", async () => {
    // Cut from nodemailer 2f667f4 (a new user's trial): `mail.message.createReadStream()` in a transport, beside the
    // one caller the graph resolves, `MimeNode.build`.
    const js = writeTree({
      "mime-node.js": "class MimeNode {\n  createReadStream() { return 1; }\n  build() { return this.createReadStream(); }\n}\nmodule.exports = MimeNode;\n",
      "transport.js": "function send(mail) {\n  return mail.message.createReadStream();\n}\nmodule.exports = send;\n",
    });
    try {
      expect((await strataInProcess(["index", js, "--quiet"])).status).toBe(0);
      expect((await strataInProcess(["callees", "transport.js#send", "--repo", js])).stdout).toBe("mail.message.createReadStream (called at line 2)  (unresolved: 1 repository definition of createReadStream, not tied to this call)\n");
      const callers = await strataInProcess(["callers", "MimeNode.createReadStream", "--repo", js]);
      // A one-line body is read as a body (`build() { return this.createReadStream(); }` returns a value).
      expect(callers.stdout).toBe("mime-node.js:3  method MimeNode.build  (type-checked)  Returns the result of this.createReadStream().\n");
      expect(callers.stderr).toBe("strata: also 1 call site of this name the graph did not resolve: strata references mime-node.js#MimeNode.createReadStream lists them (by name)\n");
    } finally {
      fs.rmSync(js, { recursive: true, force: true });
    }
  }, 60_000);
});
