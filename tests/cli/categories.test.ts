import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { openStore } from "../../src/store/index.js";
import { STRATA_BIN, strata, strataInProcess, writeTree } from "../helpers/cli.js";
import { CATEGORY_FIXTURE } from "../retrieve/categoryFixture.js";

/** Per category: count and its top file with confidence (`--top 1`), in table order. */
const OVERVIEW: [string, number, string[]][] = [
  ["configuration", 1, ["src/config/loadConfig.ts 0.93"]],
  ["testing", 1, ["tests/routes.test.ts 0.95"]],
  ["cli", 2, ["src/cli/main.ts 0.88"]],
  ["networking", 3, ["src/server/routes.ts 0.93"]],
  ["persistence", 1, ["src/store/userRepository.ts 0.88"]],
  ["security", 1, ["app/auth.py 0.93"]],
  ["observability", 2, ["app/logging_setup.py 0.87"]],
  ["errors", 1, ["src/errors.ts 0.82"]],
  ["data-models", 2, ["app/models.py 0.87"]],
  ["ui", 0, []],
  ["build", 0, []],
  ["documentation", 1, ["README.md 0.95"]],
  ["concurrency", 1, ["app/workers.py 0.91"]],
  ["utilities", 1, ["src/utils/strings.ts 0.6"]],
];

/** Bytes of every file of the store folder, to show a read-only command wrote nothing. */
const storeBytes = (root: string): Record<string, string> =>
  Object.fromEntries(fs.readdirSync(path.join(root, ".strata")).sort().map((f) => [f, fs.readFileSync(path.join(root, ".strata", f)).toString("base64")]));

describe("strata categories, search --category and the MCP categories tool", () => {
  let root: string;
  let client: Client;
  beforeAll(async () => {
    root = writeTree(CATEGORY_FIXTURE);
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
    const transport = new StdioClientTransport({ command: process.execPath, args: [STRATA_BIN, "mcp", root, "--no-watch"], env: { ...process.env, STRATA_STORE: "" } as Record<string, string>, stderr: "pipe" });
    client = new Client({ name: "strata-test", version: "1.0.0" });
    await client.connect(transport);
  }, 90_000);
  afterAll(async () => client?.close());

  it("categories --json: counts, coverage and top files per category, writing nothing", async () => {
    const before = storeBytes(root);
    const r = strata(["categories", root, "--json", "--top", "1"]);
    expect(r.status).toBe(0);
    const o = JSON.parse(r.stdout) as { files: number; categorized: number; coverage: number; threshold: number; categories: { category: string; label: string; count: number; top: { path: string; confidence: number; evidence: string[] }[] }[] };
    expect([o.files, o.categorized, o.coverage, o.threshold]).toEqual([15, 15, 1, 0.6]);
    expect(o.categories.map((c) => [c.category, c.count, c.top.map((f) => `${f.path} ${f.confidence}`)])).toEqual(OVERVIEW);
    expect(o.categories[3]!.label).toBe("HTTP and networking: clients, servers, routing, middleware, transports");
    expect(o.categories[0]!.top[0]!.evidence).toEqual(["file name: config", "exports: 2/2", "directory: config/", "doc comment"]);
    expect(storeBytes(root)).toEqual(before);
  });

  it("categories on a repository never indexed: a usage error saying to index, creating nothing", async () => {
    const empty = writeTree({ "a.py": "x = 1\n" });
    const r = await strataInProcess(["categories", empty]);
    expect([r.status, r.stderr.trim()]).toEqual([2, `strata: nothing indexed in ${path.join(empty, ".strata", "strata.db")}: run \`strata index\` first`]);
    expect(fs.existsSync(path.join(empty, ".strata"))).toBe(false);
  });

  // Found by a trial: right after indexing an empty repository, search and categories said to run strata index.
  it("search and categories on an index of nothing say it holds no files, not to run strata index again", async () => {
    const empty = writeTree({});
    expect((await strataInProcess(["index", empty])).status).toBe(0);
    const search = await strataInProcess(["search", "foo", "--repo", empty]);
    const categories = await strataInProcess(["categories", empty]);
    expect([search.status, search.stderr.trim(), categories.status, categories.stderr.trim()]).toEqual([
      2,
      `strata: the index of ${empty} holds no files: the last \`strata index\` found nothing to index (see its skipped list)`,
      2,
      `strata: the index in ${path.join(empty, ".strata", "strata.db")} holds no files: the last \`strata index\` found nothing to index (see its skipped list)`,
    ]);
  });

  // Found by a trial: during `strata index --rebuild` (an empty store, its first run under way) search said "no search
  // index … run `strata index` first".
  it("search on a store whose first index has not finished says so, not to run strata index", async () => {
    const repo = writeTree({ "a.py": "x = 1\n" });
    const store = openStore(path.join(repo, ".strata", "strata.db"));
    await store.startRun(repo, Date.UTC(2026, 11, 3, 15, 3, 42));
    await store.close();
    const search = await strataInProcess(["search", "foo", "--repo", repo]);
    expect([search.status, search.stderr.trim()]).toEqual([
      2,
      `strata: a \`strata index\` of ${repo} has not finished (started 2026-12-03T15:03:42.000Z): wait until it does, or run \`strata index\` again if it was stopped`,
    ]);
  });

  it("categories --category: every file of one category with confidence and evidence, as text", async () => {
    const r = await strataInProcess(["categories", root, "--category", "networking"]);
    expect(r.stdout).toBe(
      [
        "0.93\tsrc/server/routes.ts\tfile name: routes; directory: server/; exports: 1/1; import: express; side effect: network",
        "0.77\tcmd/server/main.go\tdirectory: server/; import: net/http; doc comment; side effect: network",
        "0.77\tinternal/middleware/logger.go\tdirectory: middleware/; import: net/http; doc comment; side effect: network",
        "",
      ].join("\n"),
    );
  });

  it("search --category keeps only hits in files of that category; an unknown category is a usage error naming the valid ones", async () => {
    const all = JSON.parse((await strataInProcess(["search", "user", "--repo", root, "--json"])).stdout) as { results: { id: string }[] };
    expect(all.results.map((h) => h.id)).toContain("src/types.ts#User");
    const r = JSON.parse((await strataInProcess(["search", "user", "--repo", root, "--json", "--category", "persistence"])).stdout) as { category: string; results: { id: string; rank: number }[] };
    expect(r.category).toBe("persistence");
    expect(r.results.map((h) => [h.rank, h.id])).toEqual([
      [1, "src/store/userRepository.ts#findUser"],
      [2, "src/store/userRepository.ts"],
    ]);
    const files = JSON.parse((await strataInProcess(["search", "user", "--repo", root, "--json", "--files", "--category", "data-models"])).stdout) as { files: { path: string }[] };
    expect(files.files.map((f) => f.path)).toEqual(["app/models.py", "src/types.ts"]);
    const bad = await strataInProcess(["search", "user", "--repo", root, "--category", "tests"]);
    expect([bad.status, bad.stderr.trim()]).toEqual([
      2,
      'strata: --category: unknown category "tests": use one of configuration, testing, cli, networking, persistence, security, observability, errors, data-models, ui, build, documentation, concurrency, utilities',
    ]);
  });

  it("MCP categories: a compact overview, one category's page with evidence, and search within a category", async () => {
    const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text: string }[] };
    const overview = await call("categories", { limit: 1 });
    const o = JSON.parse(overview.content[0]!.text) as Record<string, unknown>;
    expect(o).toEqual({
      files: 15,
      categorized: 15,
      coverage: 1,
      threshold: 0.6,
      categories: OVERVIEW.map(([category, count, top]) => ({ category, count, top: top.map((t) => ({ path: t.split(" ")[0], confidence: Number(t.split(" ")[1]) })) })),
    });
    const page = JSON.parse((await call("categories", { category: "observability", limit: 1 })).content[0]!.text);
    expect(page).toEqual({
      category: "observability",
      count: 2,
      offset: 0,
      files: [{ path: "app/logging_setup.py", confidence: 0.87, evidence: ["file name: logging", "exports: 1/1", "import: logging", "side effect: logging"] }],
      next: 1,
    });
    const rest = JSON.parse((await call("categories", { category: "observability", offset: 1 })).content[0]!.text);
    expect(rest.files.map((f: { path: string }) => f.path)).toEqual(["internal/middleware/logger.go"]);
    expect(rest.next).toBeUndefined();
    const searched = JSON.parse((await call("search", { query: "user", category: "persistence" })).content[0]!.text);
    expect(searched.results.map((h: { id: string }) => h.id)).toEqual(["src/store/userRepository.ts#findUser", "src/store/userRepository.ts"]);
    const bad = await call("categories", { category: "tests" });
    expect(bad.isError).toBe(true);
  });
});
