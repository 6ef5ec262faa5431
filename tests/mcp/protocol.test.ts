/**
 * The MCP server's JSON-RPC framing with bad input, over a real `strata mcp` process: every request gets an
 * answer (a malformed line -32700, a non-object `params` -32600/-32602, an over-long line -32600), oversized
 * arguments are refused by the tool schemas, and the server keeps answering afterwards. The transport writes
 * one answer at a time, each after stdout drained.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strata, writeTree } from "../helpers/cli.js";
import { startRawMcp, type RawMcp } from "../helpers/rawMcp.js";
import { MAX_LINE_BYTES, StrataStdioTransport } from "../../src/mcp/index.js";
import { MAX_QUERY_TERMS, toMatchQuery } from "../../src/retrieve/tokenize.js";

/** Text outside the repository and in .git/config: no answer may carry it. */
const MARKER = "linked-marker-51c2";

type Answer = { jsonrpc: string; id: number | string | null; result?: Record<string, unknown>; error?: { code: number; message: string } };

describe("strata mcp with malformed and oversized input", () => {
  let mcp: RawMcp;
  let linked: string[] = [];
  let repo = "";
  beforeAll(async () => {
    const root = writeTree({ "src/math.ts": "/** Adds two numbers. */\nexport function addNumbers(a: number, b: number): number {\n  return a + b;\n}\n", ".git/config": `[core]\n\tsecret = ${MARKER}\n` });
    const other = writeTree({ "private.py": `PRIVATE = "${MARKER}"\n` });
    fs.symlinkSync("/etc/shadow", path.join(root, "src/shadow.py"));
    fs.symlinkSync("../..", path.join(root, "src/up"));
    fs.symlinkSync("../.git/config", path.join(root, "src/gitconfig.py"));
    repo = root;
    linked = ["src/shadow.py", `src/up/${path.basename(other)}/private.py`, ".git/config", "src/gitconfig.py"];
    expect(strata(["index", root, "-q"]).status).toBe(0);
    mcp = await startRawMcp(root);
  }, 60_000);
  afterAll(() => mcp?.close());

  const send = (message: unknown): Promise<void> => mcp.send(message);
  const writeRaw = (text: string): Promise<void> => mcp.writeRaw(text);
  const answerTo = (id: number | string | null, nth = 0): Promise<Answer> => mcp.answerTo(id, nth) as Promise<Answer>;
  const toolText = (a: Answer): string => ((a.result!.content as { text: string }[])[0]!.text);

  it("answers a line that is not JSON with -32700 and id null", async () => {
    await writeRaw('{"jsonrpc":"2.0","id":1,"method":\n');
    const a = await answerTo(null);
    expect([a.error!.code, a.error!.message.startsWith("Parse error: ")]).toEqual([-32700, true]);
  });

  it("answers params that are not an object with -32600, and an array with -32602, under the request's id", async () => {
    await send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: "search" });
    await send({ jsonrpc: "2.0", id: 3, method: "tools/call", params: ["search", { query: "x" }] });
    await send({ jsonrpc: "2.0", id: 4, method: "tools/list", params: null });
    expect(await answerTo(2)).toEqual({ jsonrpc: "2.0", id: 2, error: { code: -32600, message: "Invalid Request: params must be an object when present" } });
    expect(await answerTo(3)).toEqual({ jsonrpc: "2.0", id: 3, error: { code: -32602, message: "Invalid params: MCP params must be an object" } });
    expect(await answerTo(4)).toEqual({ jsonrpc: "2.0", id: 4, error: { code: -32600, message: "Invalid Request: params must be an object when present" } });
  });

  it("answers a JSON value that is no JSON-RPC message with -32600", async () => {
    await writeRaw("[1,2,3]\n");
    const nulls = mcp.answers.filter((a) => a.id === null).length;
    const a = await answerTo(null, nulls);
    expect(a.error).toEqual({ code: -32600, message: "Invalid Request: not a JSON-RPC 2.0 request, notification or response" });
  });

  it("drops a line over the size limit with -32600 and answers the next request", async () => {
    const nulls = mcp.answers.filter((a) => a.id === null).length;
    await send({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "search", arguments: { query: "add ".repeat(1_250_000) } } });
    expect((await answerTo(null, nulls)).error).toEqual({ code: -32600, message: `Invalid Request: a message is limited to ${MAX_LINE_BYTES} bytes; the line was dropped` });
    await send({ jsonrpc: "2.0", id: 6, method: "tools/call", params: { name: "search", arguments: { query: "add numbers", k: 1, kinds: ["function"] } } });
    expect(JSON.parse(toolText(await answerTo(6))).results[0].id).toBe("src/math.ts#addNumbers");
    expect(mcp.answers.some((a) => a.id === 5)).toBe(false);
  });

  it("refuses a query over the schema's length and keeps serving", async () => {
    await send({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "search", arguments: { query: "add ".repeat(100_000) } } });
    await send({ jsonrpc: "2.0", id: 8, method: "tools/call", params: { name: "context", arguments: { question: "q", budget: 10_000_000 } } });
    await send({ jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "file_contract", arguments: { path: "a/".repeat(5000) } } });
    for (const id of [7, 8, 9]) {
      const a = await answerTo(id);
      expect([a.result!.isError, /Input validation error|Invalid arguments/.test(toolText(a))]).toEqual([true, true]);
    }
    await send({ jsonrpc: "2.0", id: 10, method: "tools/list" });
    expect(((await answerTo(10)).result!.tools as unknown[]).length).toBe(14);
  });

  it("refuses file_contract through links to /etc/shadow, to ../.. and to .git/config, and serves none of their text", async () => {
    for (const [i, file] of linked.entries()) await send({ jsonrpc: "2.0", id: 20 + i, method: "tools/call", params: { name: "file_contract", arguments: { path: file } } });
    const got = await Promise.all(linked.map((_, i) => answerTo(20 + i)));
    const outside = "it resolves (through a symbolic link) outside the repository";
    expect(got.map((a) => [a.result!.isError, toolText(a)])).toEqual([
      [true, `${linked[0]}: ${outside}`],
      [true, `${linked[1]}: ${outside}`],
      [true, `.git/config: .git/ holds git's or strata's own data, not repository files`],
      [true, `src/gitconfig.py: .git/ (the symbolic link's target .git/config) holds git's or strata's own data, not repository files`],
    ]);
    // Paths are repository-relative in errors as in answers: the machine's own folder names are not served.
    expect(got.filter((a) => toolText(a).includes(repo))).toEqual([]);
  });
});

describe("query cost", () => {
  it("keeps at most the first MAX_QUERY_TERMS distinct terms of a long query", () => {
    const words = Array.from({ length: 50_000 }, (_, i) => `w${i}`).join(" ");
    const match = toMatchQuery(words);
    expect(match.split(" OR ").length).toBe(MAX_QUERY_TERMS);
    expect(match.startsWith('"w0" OR "w1" OR ')).toBe(true);
  });
});

describe("StrataStdioTransport backpressure", () => {
  it("hands stdout one answer at a time, the next only after the previous drained", async () => {
    const held: (() => void)[] = [];
    const written: string[] = [];
    const output = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _enc, callback) {
        written.push(chunk.toString());
        held.push(callback);
      },
    });
    const transport = new StrataStdioTransport(new Readable({ read() {} }), output);
    await transport.start();
    const sends = [1, 2, 3].map((id) => transport.send({ jsonrpc: "2.0", id, result: {} }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.length).toBe(1);
    held.shift()!();
    await sends[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.length).toBe(2);
    held.shift()!();
    await sends[1];
    await new Promise((resolve) => setImmediate(resolve));
    held.shift()!();
    await Promise.all(sends);
    expect(written).toEqual([1, 2, 3].map((id) => `{"jsonrpc":"2.0","id":${id},"result":{}}\n`));
    await transport.close();
  });
});
