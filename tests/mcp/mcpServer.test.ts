import { EXTRACTIVE_GENERATOR_KEY } from "../../src/summarize/index.js";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { STRATA_BIN, strata, strataInProcess, writeTree } from "../helpers/cli.js";
import { tokenCounter } from "../../src/shared/tokens.js";
import { FIRST_UPDATE, STORE_REPLACED } from "../../src/cli/commands/mcp.js";

const MATH = `/** Adds two numbers. */
export function addNumbers(a: number, b: number): number {
  return a + b;
}

/** Sums a list of numbers by adding them one by one. */
export function sumList(values: number[]): number {
  return values.reduce((s, v) => addNumbers(s, v), 0);
}
`;
const IO = `import fs from "node:fs";

/** Reads the configuration file from disk as text. */
export function read_config_file(file: string): string {
  return fs.readFileSync(file, "utf8");
}
`;

type Result = { json?: Record<string, unknown>; structuredContent?: unknown; isError?: boolean; content: { type: string; text: string }[] };

/** A tool's answer with its compact JSON text parsed into `json` (errors stay text). */
async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<Result> {
  const r = (await client.callTool({ name, arguments: args })) as Result;
  return r.isError ? r : { ...r, json: JSON.parse(r.content[0]!.text) as Record<string, unknown> };
}

/** A client of the built `strata mcp <root> …extra` over stdio, connected. */
async function connectMcp(root: string, ...extra: string[]): Promise<Client> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [STRATA_BIN, "mcp", root, ...extra], env: { ...process.env, STRATA_STORE: "" } as Record<string, string>, stderr: "pipe" });
  const client = new Client({ name: "strata-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

/**
 * `ask()` until `done` holds for its answer, 100 ms apart, at most 600 times (the observable outcome, not a time
 * budget, ends the wait; the test's own timeout bounds it); `each` sees every answer that is not done yet.
 */
async function askUntil<T>(ask: () => Promise<T>, done: (answer: T) => boolean, each?: (answer: T) => void): Promise<T> {
  let answer = await ask();
  for (let i = 0; i < 600 && !done(answer); i++) {
    each?.(answer);
    await new Promise((r) => setTimeout(r, 100));
    answer = await ask();
  }
  return answer;
}

describe("strata mcp over stdio, with the SDK's own client", () => {
  let root: string;
  let client: Client;
  beforeAll(async () => {
    root = writeTree({ "src/math.ts": MATH, "src/io.ts": IO });
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
    client = await connectMcp(root, "--no-watch");
  }, 60_000);
  afterAll(async () => client?.close());

  const call = (name: string, args: Record<string, unknown>): Promise<Result> => callTool(client, name, args);

  it("lists its tools", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["callees", "callers", "categories", "changes", "context", "definition", "file_contract", "file_summary", "impact", "node_summary", "references", "repo_map", "search", "source"]);
  });

  it("searches, with path:line, kind, summary and freshness", async () => {
    const r = await call("search", { query: "sum a list of numbers", k: 2, mode: "summary" });
    const results = r.json!.results as Record<string, unknown>[];
    // The file's extractive summary carries its functions' purposes too; the function's name (its own weighted column
    // of the summary field) puts the function first.
    expect(results.map((x) => x.id)).toEqual(["src/math.ts#sumList", "src/math.ts"]);
    expect(results[0]).toMatchObject({ id: "src/math.ts#sumList", rank: 1, kind: "function", path: "src/math.ts", line: 7, summary: "Sums a list of numbers by adding them one by one.", fresh: true, match: { held: 3, of: 3 } });
    expect(r.json!.fresh).toBe(true);
    // The query words no result holds are named; every word found: no `unmatched` key.
    expect(r.json!.unmatched).toBeUndefined();
    const weak = await call("search", { query: "sum numbers with kahan compensation", k: 1 });
    expect([(weak.json!.results as Record<string, unknown>[])[0]!.match, weak.json!.unmatched]).toEqual([{ held: 2, of: 4, missing: ["kahan", "compensation"] }, ["kahan", "compensation"]]);
    // Sent once, as compact JSON text.
    expect([r.structuredContent, r.content.length, r.content[0]!.text.includes("\n  ")]).toEqual([undefined, 1, false]);
  });

  it("answers callers and callees from the call graph, each with how its edge was resolved", async () => {
    const callers = await call("callers", { node: "src/math.ts#addNumbers" });
    expect(callers.json).toEqual({
      node: "src/math.ts#addNumbers",
      total: 1,
      offset: 0,
      callers: [{ id: "src/math.ts#sumList", kind: "function", path: "src/math.ts", line: 7, callLines: [8], resolution: "type-checked", summary: "Sums a list of numbers by adding them one by one.", fresh: true }],
      edgesFrom: "graph",
      fresh: true,
    });
    const callees = await call("callees", { node: "src/math.ts#sumList" });
    expect(callees.json!.callees).toEqual([{ id: "?values.reduce", resolved: false, name: "values.reduce", external: true, callLines: [8] }, { id: "src/math.ts#addNumbers", kind: "function", path: "src/math.ts", line: 2, callLines: [8], resolution: "type-checked", summary: "Adds two numbers.", fresh: true }]);
  });

  it("builds a context block within its budget that holds the top hit", async () => {
    const r = await call("context", { question: "read config file", budget: 200 });
    const sc = r.json!;
    const count = await tokenCounter("o200k_base");
    // One hit per file: the function named by the question, which its file's node would otherwise stand for.
    expect(sc.hits).toEqual(["src/io.ts#read_config_file"]);
    expect(count(sc.text as string)).toBe(sc.tokens);
    expect(sc.tokens as number).toBeLessThanOrEqual(200);
    expect((sc.text as string).startsWith("# Context for: read config file\n\n## src/io.ts#read_config_file (function, src/io.ts:4-6; hit)\n")).toBe(true);
    expect(sc.fresh).toBe(true);
  });

  it("gives a file's summary and contract", async () => {
    const s = await call("file_summary", { path: "src/io.ts" });
    const { summary, ...facts } = s.json as Record<string, unknown>;
    expect(facts).toEqual({ path: "src/io.ts", fresh: true, generator: EXTRACTIVE_GENERATOR_KEY, recomputed: false, internalUnits: [] });
    expect((summary as { filePath: string; generator: string })).toMatchObject({ filePath: "src/io.ts", generator: "extractive" });
    const c = await call("file_contract", { path: "src/math.ts" });
    expect(((c.json!.contract as { exports: { name: string }[] }).exports).map((e) => e.name)).toEqual(["addNumbers", "sumList"]);
  });

  it("says when a summary is stale, and reports bad input as a tool error", async () => {
    fs.appendFileSync(path.join(root, "src/math.ts"), "\nexport const changed = 1;\n");
    const r = await call("search", { query: "sum list", k: 1, kinds: ["function", "method"] });
    expect((r.json!.results as { id: string; fresh: boolean }[]).map((x) => [x.id, x.fresh])).toEqual([["src/math.ts#sumList", false]]);
    expect(r.json!.fresh).toBe(false);
    const bad = await call("file_summary", { path: "nope.ts" });
    // Paths in errors are repository-relative, as in answers (it named the absolute path).
    expect([bad.isError, bad.content[0]!.text]).toEqual([true, "nope.ts: no such file"]);
    // An unknown node id was answered as a node with no callers; it is a tool error naming the id.
    for (const tool of ["callers", "callees"]) {
      const unknown = await call(tool, { node: "src/math.ts#nope" });
      expect([unknown.isError, unknown.content[0]!.text]).toEqual([true, 'no node "src/math.ts#nope" in the index: ids look like src/a.ts#Parser.parse (as returned by search) (the index is not up to date: pending src/math.ts; ask again once the update finishes)']);
    }
    const folder = await call("callees", { node: "src/" });
    expect([folder.isError, folder.json!.callees]).toEqual([undefined, []]);
  });

  // The edges were loaded once per server process: a re-index while the server ran was not seen by callers.
  it("sees the call graph of a re-index made while it runs", async () => {
    fs.writeFileSync(path.join(root, "src/twice.ts"), 'import { addNumbers } from "./math";\n\nexport function twice(x: number): number {\n  return addNumbers(x, x);\n}\n');
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
    const callers = await call("callers", { node: "src/math.ts#addNumbers" });
    expect((callers.json!.callers as { id: string }[]).map((c) => c.id)).toEqual(["src/math.ts#sumList", "src/twice.ts#twice"]);
  });

  // A folder's or the repository's hierarchical summary had no tool (file_summary answers "not a regular file").
  it("gives the hierarchical summary of any node, folders too, with freshness", async () => {
    const folder = await call("node_summary", { node: "src" });
    const sc = folder.json!;
    expect([sc.node, sc.generatorKey, (sc.summary as { kind: string }).kind, sc.changedFiles, sc.fresh]).toEqual(["src/", "extractive-node@372", "folder", [], true]);
    const fn = await call("node_summary", { node: "src/math.ts#addNumbers" });
    expect([(fn.json!.summary as { purpose: string }).purpose, fn.json!.fresh]).toEqual(["Adds two numbers.", true]);
    fs.appendFileSync(path.join(root, "src/io.ts"), "\n// changed\n");
    const stale = await call("node_summary", { node: "." });
    expect([stale.json!.node, stale.json!.changedFiles, stale.json!.fresh]).toEqual([".", ["src/io.ts"], false]);
    const bad = await call("node_summary", { node: "src/nope/" });
    expect([bad.isError, bad.content[0]!.text]).toEqual([true, 'no summary for node "src/nope/": ids look like src/a.ts#Parser.parse, src/a.ts, src/util/ or . (see search) (the index is not up to date: pending src/io.ts; ask again once the update finishes)']);
  });
});

// A trial: `callers {"node":"cookie_parser"}` and `source` answered `no node "cookie_parser"` where the CLI
// `references cookie_parser` and the MCP `definition` accepted the name.
describe("strata mcp tools that take a node read names as the CLI does", () => {
  let root: string;
  let client: Client;
  beforeAll(async () => {
    root = writeTree({
      "pkg/cookies.py": "def cookie_parser(raw):\n    return raw.split(';')\n\n\ndef parse(x):\n    return x\n",
      "pkg/app.py": "from pkg.cookies import cookie_parser\n\n\ndef handle(raw):\n    return cookie_parser(raw)\n\n\ndef parse(y):\n    return y\n",
      "pkg/cli.py": "from pkg.app import handle\n\n\ndef main():\n    return handle('a=1')\n",
    });
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
    client = await connectMcp(root, "--no-watch");
  }, 60_000);
  afterAll(async () => client?.close());
  const call = (name: string, args: Record<string, unknown>): Promise<Result> => callTool(client, name, args);

  it("callers, callees, source, references, impact and node_summary take a bare name and say it matched by name", async () => {
    const callers = await call("callers", { node: "cookie_parser" });
    expect([callers.json!.node, callers.json!.query, callers.json!.match, (callers.json!.callers as { id: string }[]).map((c) => c.id)]).toEqual(["pkg/cookies.py#cookie_parser", "cookie_parser", "name", ["pkg/app.py#handle"]]);
    const callees = await call("callees", { node: "handle" });
    expect([callees.json!.node, (callees.json!.callees as { id: string }[]).map((c) => c.id)]).toEqual(["pkg/app.py#handle", ["pkg/cookies.py#cookie_parser"]]);
    const source = await call("source", { node: "cookie_parser" });
    const { fresh, ...rest } = source.json!;
    expect([rest, fresh]).toEqual([{ node: "pkg/cookies.py#cookie_parser", query: "cookie_parser", match: "name", path: "pkg/cookies.py", startLine: 1, endLine: 2, code: "def cookie_parser(raw):\n    return raw.split(';')" }, true]);
    const refs = await call("references", { node: "cookie_parser" });
    expect([refs.json!.node, refs.json!.total]).toEqual(["pkg/cookies.py#cookie_parser", 1]);
    const impact = await call("impact", { node: "cookie_parser" });
    expect([impact.json!.node, impact.json!.match, impact.json!.total, impact.json!.fileCount, (impact.json!.files as { path: string }[]).map((f) => f.path), impact.json!.next]).toEqual(["pkg/cookies.py#cookie_parser", "name", 2, 2, ["pkg/app.py", "pkg/cli.py"], undefined]);
    // Found by a trial: callers, callees and definition had no bound (every `__init__` came to 14,000 characters).
    const defs = await call("definition", { symbol: "parse", limit: 1 });
    const defs2 = await call("definition", { symbol: "parse", limit: 1, offset: 1 });
    expect([defs.json!.total, (defs.json!.definitions as { id: string }[]).map((d) => d.id), defs.json!.next, (defs2.json!.definitions as { id: string }[]).map((d) => d.id), defs2.json!.next]).toEqual([2, ["pkg/app.py#parse"], 1, ["pkg/cookies.py#parse"], undefined]);
    const paged = await call("callers", { node: "cookie_parser", limit: 1 });
    expect([paged.json!.total, paged.json!.offset, paged.json!.next]).toEqual([1, 0, undefined]);
    // Paged by files, nearest first; the next page goes on where the first stopped.
    const first = await call("impact", { node: "cookie_parser", limit: 1 });
    const second = await call("impact", { node: "cookie_parser", limit: 1, offset: first.json!.next as number });
    expect([(first.json!.files as { path: string }[]).map((f) => f.path), first.json!.next, (second.json!.files as { path: string }[]).map((f) => f.path), second.json!.next]).toEqual([["pkg/app.py"], 1, ["pkg/cli.py"], undefined]);
    const summary = await call("node_summary", { node: "cookie_parser" });
    expect([summary.json!.node, summary.json!.match]).toEqual(["pkg/cookies.py#cookie_parser", "name"]);
    // An id answers without `query` and `match`.
    const byId = await call("callers", { node: "./pkg/cookies.py#cookie_parser" });
    expect([byId.json!.node, "match" in byId.json!]).toEqual(["pkg/cookies.py#cookie_parser", false]);
  });

  it("a name of several nodes is a tool error listing them, as the CLI's", async () => {
    for (const tool of ["callers", "callees", "source", "references", "impact", "node_summary"]) {
      const r = await call(tool, { node: "parse" });
      expect([tool, r.isError, r.content[0]!.text]).toEqual([tool, true, '"parse" names 2 nodes: pkg/app.py#parse, pkg/cookies.py#parse; give one id']);
    }
  });
});

describe("strata mcp keeps its index current while serving", () => {
  it("answers search and navigation from an edit made after it started, without a restart", async () => {
    // Python: the tree-sitter path keeps the watcher's updates cheap.
    const root = writeTree({ "pkg/ops.py": 'def add_numbers(a, b):\n    """Adds two numbers."""\n    return a + b\n' });
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
    const client = await connectMcp(root);
    try {
      const call = async (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => (await callTool(client, name, args)).json!;
      fs.writeFileSync(path.join(root, "pkg/io.py"), 'def read_config_file(file):\n    """Reads the configuration file from disk as text."""\n    with open(file) as f:\n        return f.read()\n');
      // Wait for the observable outcome: the new function found by search (the watcher's update landed).
      const found = await askUntil(
        async () => ((await call("search", { query: "read_config_file", k: 1, mode: "code" })).results as Record<string, unknown>[]).filter((r) => r.id === "pkg/io.py#read_config_file"),
        (f) => f.length > 0,
      );
      expect(found.map((r) => [r.id, r.fresh])).toEqual([["pkg/io.py#read_config_file", true]]);
      expect((await call("definition", { symbol: "read_config_file" })).definitions).toEqual([
        { id: "pkg/io.py#read_config_file", kind: "function", path: "pkg/io.py", line: 1, endLine: 4, signature: "def read_config_file(file)", doc: "Reads the configuration file from disk as text.", exported: true, match: "name", fresh: true },
      ]);
      // A write can reach the watcher as two events (created, then changed): the second update may still be pending
      // when the first one's answers arrive. Wait until nothing is pending, then check the whole answer.
      const source = await askUntil(
        () => call("source", { node: "pkg/ops.py#add_numbers" }),
        (a) => !a.pendingCount,
      );
      expect(source).toEqual({ node: "pkg/ops.py#add_numbers", path: "pkg/ops.py", startLine: 1, endLine: 3, code: 'def add_numbers(a, b):\n    """Adds two numbers."""\n    return a + b', fresh: true });
    } finally {
      await client.close();
    }
  }, 120_000);
});

describe("strata mcp when its store is deleted and made again while it serves", () => {
  it("says in every answer that it is not fresh and why", async () => {
    const root = writeTree({ "pkg/ops.py": 'def add_numbers(a, b):\n    """Adds two numbers."""\n    return a + b\n' });
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
    const client = await connectMcp(root);
    try {
      const search = async (query: string): Promise<Record<string, unknown>> => (await callTool(client, "search", { query, k: 1, mode: "code" })).json!;
      // The watcher is running once an edit made now is answered.
      fs.writeFileSync(path.join(root, "pkg/io.py"), "def read_config_file(file):\n    return file\n");
      const edited = await askUntil(
        () => search("read_config_file"),
        (a) => (a.results as unknown[]).length > 0,
      );
      expect((edited.results as { id: string }[]).map((r) => r.id)).toEqual(["pkg/io.py#read_config_file"]);
      fs.rmSync(path.join(root, ".strata"), { recursive: true, force: true });
      expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
      fs.writeFileSync(path.join(root, "pkg/numbat.py"), "def numbat():\n    return 1\n");
      const answer = await askUntil(
        () => search("add_numbers"),
        (a) => (a.pending as string[] | undefined)?.includes(STORE_REPLACED) ?? false,
      );
      expect([answer.fresh, answer.pending]).toEqual([false, [STORE_REPLACED]]);
    } finally {
      await client.close();
    }
  }, 120_000);
});

describe("strata mcp on a repository never indexed", () => {
  // It exited asking for `strata index`, though watching builds the index anyway.
  it("serves at once, says the first update is under way, and answers from the index once it lands", async () => {
    const root = writeTree({ "pkg/ops.py": 'def add_numbers(a, b):\n    """Adds two numbers."""\n    return a + b\n' });
    const client = await connectMcp(root);
    try {
      const search = async (): Promise<Record<string, unknown>> => (await callTool(client, "search", { query: "add_numbers", k: 1, mode: "code" })).json!;
      // Found by a trial: definition said "run `strata index` first" while the first update was under way.
      const graphPending = `no code graph in the store yet: run \`strata index\` (the index is not up to date: pending ${FIRST_UPDATE}; ask again once the update finishes)`;
      const both = async (): Promise<{ s: Record<string, unknown>; d: Result }> => ({ s: await search(), d: await callTool(client, "definition", { symbol: "add_numbers" }) });
      // Every answer before the index lands says so (how many there are depends on the machine's speed).
      const answer = await askUntil(
        both,
        (a) => !a.s.pendingCount && !a.d.isError,
        (a) => {
          if (a.s.pendingCount) expect([a.s.fresh, a.s.pending]).toEqual([false, [FIRST_UPDATE]]);
          if (a.d.isError) expect(a.d.content[0]!.text).toBe(graphPending);
        },
      );
      expect([answer.s.fresh, (answer.s.results as { id: string }[]).map((r) => r.id)]).toEqual([true, ["pkg/ops.py#add_numbers"]]);
      expect((answer.d.json!.definitions as { id: string }[]).map((d) => d.id)).toEqual(["pkg/ops.py#add_numbers"]);
    } finally {
      await client.close();
    }
    // Without watching there is nothing to build the index: it still says how to make one.
    const r = strata(["mcp", root, "--no-watch", "--store", path.join(root, "none.db")]);
    // The hint names the store given, or following it would index into the default one.
    expect([r.status, r.stderr]).toEqual([2, `strata: no search index in ${path.join(root, "none.db")}: run \`strata index ${root} --store ${path.join(root, "none.db")}\` first\n`]);
  }, 120_000);
});

describe("strata mcp --print-config", () => {
  it("prints the exact snippet each client reads, with absolute paths", async () => {
    const root = writeTree({ "a.ts": "export const a = 1;\n" });
    const code = strata(["mcp", root, "--print-config", "claude-code"]);
    expect(code.status).toBe(0);
    expect(JSON.parse(code.stdout)).toEqual({ mcpServers: { strata: { command: process.execPath, args: [STRATA_BIN, "mcp", root] } } });
    // Found by a trial: the alternative was a template (`<command> <args…>`) though the command is known.
    expect(code.stderr).toBe(`strata: put this in .mcp.json in the repository (or run: claude mcp add strata -- ${process.execPath} ${STRATA_BIN} mcp ${root})\n`);
    expect(JSON.parse(strata(["mcp", root, "--print-config", "vscode"]).stdout)).toEqual({ servers: { strata: { type: "stdio", command: process.execPath, args: [STRATA_BIN, "mcp", root] } } });
    const bad = strata(["mcp", root, "--print-config", "emacs"]);
    expect([bad.status, bad.stderr]).toEqual([2, 'strata: --print-config takes one of claude-code, cursor, vscode, claude-desktop; got "emacs"\n']);
    // Found by a trial: without a client, commander said only "argument missing".
    const none = strata(["mcp", root, "--print-config"]);
    expect([none.status, none.stderr]).toEqual([2, "strata: --print-config needs a client: one of claude-code, cursor, vscode, claude-desktop (e.g. strata mcp --print-config claude-code)\n"]);
  });
});

describe("strata mcp changes, paged", () => {
  let root: string;
  let client: Client;
  beforeAll(async () => {
    root = writeTree({ "src/math.ts": MATH, "src/io.ts": IO, ".gitignore": ".strata/\n" });
    const git = (...args: string[]): void => {
      execFileSync("git", args, { cwd: root, stdio: "ignore", env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@e", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@e" } });
    };
    git("init", "-q");
    git("add", "-A");
    git("commit", "-qm", "first");
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
    fs.appendFileSync(path.join(root, "src/math.ts"), "export function twice(x: number): number {\n  return x * 2;\n}\n");
    fs.appendFileSync(path.join(root, "src/io.ts"), "export const ENCODING = 'utf8';\n");
    client = await connectMcp(root, "--no-watch");
  }, 60_000);
  afterAll(async () => client?.close());

  // The cut-answer note tells a client to page on with `offset`; the tool took none.
  it("pages the changed files with limit and offset, and says where the next page starts", async () => {
    const first = await callTool(client, "changes", { limit: 1 });
    const page = (r: Result): unknown => [(r.json!.files as { path: string }[]).map((f) => f.path), r.json!.count, r.json!.offset, r.json!.next];
    expect(page(first)).toEqual([["src/io.ts"], 2, 0, 1]);
    expect(page(await callTool(client, "changes", { limit: 1, offset: 1 }))).toEqual([["src/math.ts"], 2, 1, undefined]);
    expect(((await callTool(client, "changes", { offset: 1 })).json!.files as { path: string; added: { name: string }[] }[]).map((f) => [f.path, f.added.map((a) => a.name)])).toEqual([["src/math.ts", ["twice"]]]);
  });

  // No watcher keeps this index fresh: every answer checks which indexed files changed since `strata index`.
  it("with --no-watch, answers say fresh: false and list the files edited since the index", async () => {
    const r = await callTool(client, "search", { query: "twice" });
    expect([r.json!.fresh, r.json!.pending, r.json!.pendingCount]).toEqual([false, ["src/io.ts", "src/math.ts"], 2]);
  });

  // Found by a trial: while the first index was being built, `callers` said "no node" with no word of why.
  it("a node not found while an update is pending says the index is not up to date", async () => {
    const r = await callTool(client, "callers", { node: "twice" });
    expect([r.isError, r.content[0]!.text]).toEqual([
      true,
      'no node "twice" in the index: ids look like src/a.ts#Parser.parse (as returned by search) (the index is not up to date: pending src/io.ts, src/math.ts; ask again once the update finishes)',
    ]);
  });
});
