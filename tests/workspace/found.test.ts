/**
 * Bugs found by trying `strata serve` by hand, each with its failing input:
 * a highlight dragged backwards, a port already in use, an unknown address, and Ctrl-C while an answer
 * is still streaming from the model.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hashText, initHash } from "../../src/shared/hash.js";
import { SqliteStore } from "../../src/store/index.js";
import { createLlmClient } from "../../src/summarize/index.js";
import { openWorkspace, startWorkspaceServer, type RunningServer } from "../../src/workspace/index.js";
import { strata, writeTree } from "../helpers/cli.js";
import { hang, startLlmServer, textAnswer } from "../helpers/llmServer.js";
import { api } from "./serve.js";

/** src/huge_fn.ts of the hand test: a 3,003-line function of 83,708 characters, then a second function. */
const HUGE_FN = `export function huge() {\n${Array.from({ length: 3000 }, (_, i) => `  const v${i} = ${i} + ${i};\n`).join("")}  return 0;\n}\n\nexport function after() { return huge(); }\n`;

const stores: SqliteStore[] = [];
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  for (const s of stores) await s.close();
});

function workspace(files: Record<string, string>, llm?: ReturnType<typeof createLlmClient>) {
  const root = writeTree(files);
  const store = new SqliteStore(path.join(root, ".strata", "strata.db"));
  stores.push(store);
  return openWorkspace({ root, store, ...(llm ? { llm } : {}), limits: { maxFileBytes: 1_048_576, maxLineChars: 5000 } });
}

describe("selection", () => {
  it("swaps a highlight dragged backwards across the two functions of src/huge_fn.ts (was 400 'outside')", async () => {
    const server = await startWorkspaceServer(workspace({ "src/huge_fn.ts": HUGE_FN }), { port: 0 });
    servers.push(server);
    expect(HUGE_FN.length).toBe(83_753);
    await initHash();
    const [fileHash, hugeHash] = [hashText(HUGE_FN), hashText(HUGE_FN.slice(0, 83_708))];
    const afterText = "export function after() { return huge(); }";
    const huge = { id: "f/0", kind: "function", name: "huge", start: 0, end: 83_708, startLine: 1, endLine: 3003, contentHash: hugeHash };
    const after = { id: "f/1", kind: "function", name: "after", start: 83_710, end: 83_752, startLine: 3005, endLine: 3005, contentHash: hashText(afterText) };
    expect(HUGE_FN.slice(83_710, 83_752)).toBe(afterText);
    const body = { path: "src/huge_fn.ts", start: 83_736, end: 83_695 };
    const res = await api(server.url, "api/select", { body });
    expect(res).toEqual({
      status: 200,
      body: {
        region: huge,
        breadcrumb: [{ id: "f", kind: "file", start: 0, end: 83_753, startLine: 1, endLine: 3005, contentHash: fileHash }, huge],
        // The highlight crosses both top-level functions: the first is selected, both are offered (seed 003).
        crossed: [huge, after],
      },
    });
    expect((await api(server.url, "api/select", { body: { ...body, start: 83_695, end: 83_736 } })).body).toEqual(res.body);
    const ctx = await api(server.url, "api/context", { session: "tab-backwards", body });
    expect([ctx.status, ctx.body.context.region.id, ctx.body.crossed]).toEqual([200, "f/0", [huge, after]]);
    // Inside one function: nothing crossed.
    const inside = await api(server.url, "api/select", { body: { path: "src/huge_fn.ts", start: 30, end: 40 } });
    expect(inside.body.crossed).toEqual([]);
  });
});

describe("context size", () => {
  it("bounds the other regions of a file of 20,000 statements (src/consts.ts made a 1.1 MB prompt)", async () => {
    const consts = Array.from({ length: 20_000 }, (_, i) => `export const c${i} = ${i};\n`).join("");
    const server = await startWorkspaceServer(workspace({ "src/consts.ts": consts }), { port: 0 });
    servers.push(server);
    const res = await api(server.url, "api/prompt", { session: "tab-consts", body: { path: "src/consts.ts", start: 30, end: 31, question: "what?" } });
    expect(res.status).toBe(200);
    const context: string = res.body.context.context.text;
    const others = context.split("\n").filter((l) => l.startsWith("- "));
    expect([res.body.context.context.region.kind, res.body.context.context.region.startLine, res.body.context.context.others.length]).toEqual(["statement", 2, 19_999]);
    expect(others.slice(0, 2)).toEqual(["- statement (line 1): `export const c0 = 0;`", "- statement (line 3): `export const c2 = 2;`"]);
    expect(others.at(-1)).toBe("- [… 19523 more regions of this file not listed: the list is limited to 24000 characters, nearest to the selection first]");
    expect([others.length, context.length, res.body.prompt.prompt.length]).toEqual([477, 24_164, 24_307]);
  });
});

describe("files served", () => {
  it("refuses a file ignored by .gitignore (.env with a key was served), and finds a file created later", async () => {
    const parts = workspace({ ".gitignore": ".env\nnode_modules/\n", ".env": "API_KEY=sk-live-123\n", "node_modules/x/index.js": "module.exports = 1;\n", "src/a.ts": "export const a = 1;\n" });
    const server = await startWorkspaceServer(parts, { port: 0 });
    servers.push(server);
    // A credential file is refused by name before the ignore rules are consulted.
    const credential = {
      status: 403,
      body: { error: 'refused path ".env": it is a credential file by name (environment file); the workspace never serves credential files, whatever the settings; only files inside the opened repository are served' },
    };
    expect(await api(server.url, "api/file?path=.env")).toEqual(credential);
    expect(await api(server.url, "api/file?path=node_modules%2Fx%2Findex.js")).toEqual({
      status: 404,
      body: { error: 'refused path "node_modules/x/index.js": node_modules/ is excluded by the repository\'s ignore rules; only files inside the opened repository are served' },
    });
    expect(await api(server.url, "api/context", { session: "tab-ignored", body: { path: ".env", start: 0, end: 0 } })).toEqual(credential);
    expect((await api(server.url, "api/tree")).body.files.map((f: { path: string }) => f.path)).toEqual([".gitignore", "src/a.ts"]);
    expect((await api(server.url, "api/references?name=API_KEY")).body.references).toEqual([]);
    fs.writeFileSync(path.join(parts.root, "src", "b.ts"), "export const b = 2;\n");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await api(server.url, "api/file?path=src%2Fb.ts")).body.text).toBe("export const b = 2;\n");
  });
});

describe("listening", () => {
  it("rejects a port in use with one clear line, and the CLI exits with 2 (was exit 1 with a stack trace)", async () => {
    const first = await startWorkspaceServer(workspace({ "a.ts": "export const a = 1;\n" }), { port: 0 });
    servers.push(first);
    const message = `port ${first.port} on 127.0.0.1 is already in use (another strata serve?): pick another with --port <n>, or --port 0 for any free port`;
    await expect(startWorkspaceServer(workspace({ "b.ts": "export const b = 1;\n" }), { port: first.port })).rejects.toMatchObject({ name: "ListenError", code: "EADDRINUSE", message });
    const root = writeTree({ "c.ts": "export const c = 1;\n" });
    expect(strata(["serve", root, "--port", String(first.port)])).toEqual({ status: 2, stdout: "", stderr: `strata: ${message}\n` });
  });

  it("names an address that is not this machine's (--host 10.255.255.1)", async () => {
    const root = writeTree({ "c.ts": "export const c = 1;\n" });
    expect(strata(["serve", root, "--port", "0", "--host", "10.255.255.1"])).toEqual({
      status: 2,
      stdout: "",
      stderr: "strata: cannot listen on 10.255.255.1:0: 10.255.255.1 is not an address of this machine; use --host 127.0.0.1\n",
    });
  });

  it("closes at once while an answer is still streaming (Ctrl-C used to wait for the model)", async () => {
    const llm = await startLlmServer((req) => (req.body?.stream === true ? hang() : textAnswer("A region summary.")));
    try {
      const client = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: llm.url } as never, { STRATA_LLM_API_KEY: "k" });
      const server = await startWorkspaceServer(workspace({ "src/cjk.py": "def other():\n    return 1\n" }, client), { port: 0 });
      const res = await fetch(new URL("api/ask", server.url), {
        method: "POST",
        headers: { "x-strata-session": "tab-streaming", "content-type": "application/json" },
        body: JSON.stringify({ path: "src/cjk.py", start: 4, end: 4, question: "what?" }),
      });
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first.startsWith("event: prompt\n")).toBe(true);
      const t0 = Date.now();
      await server.close();
      expect(Date.now() - t0).toBeLessThan(2000);
      await reader.read().catch(() => undefined);
    } finally {
      await llm.close();
    }
  });
});
