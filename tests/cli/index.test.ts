import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { strata, strataInProcess, writeTree } from "../helpers/cli.js";
import { tokenCounter } from "../../src/shared/tokens.js";
import { hashBytes, initHash } from "../../src/shared/hash.js";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e6d2f30000000049454e44ae426082",
  "hex",
);

const MATH_TS =
  '/** Small math helpers. */\n\nimport { readFileSync } from "node:fs";\n\n/** Adds two numbers. */\nexport function add(a: number, b: number): number { return a + b; }\nexport const VERSION = "1";\n';

const root = writeTree({
  ".gitignore": "secret.txt\n",
  "secret.txt": "do not index\n",
  "src/math.ts": MATH_TS,
  "tools/job.py": '"""Nightly job."""\nimport subprocess\n\ndef run(cmd: str) -> int:\n    """Runs a command."""\n    return subprocess.call(cmd)\n',
  "cmd/main.go":
    '// Package main starts the server.\npackage main\n\nimport "net/http"\n\n// Serve starts listening.\nfunc Serve(addr string) error { return http.ListenAndServe(addr, nil) }\n',
  "README.md": "# Demo\n",
  "logo.png": PNG,
  "node_modules/dep/index.js": "module.exports = 1;\n",
  "package-lock.json": "{}\n",
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const pick = (report: Record<string, unknown>) => ({
  discovered: report.discovered,
  indexed: report.indexed,
  unchanged: report.unchanged,
  removed: report.removed,
  ignored: report.ignored,
  failed: report.failed,
  languages: report.languages,
  skipped: (report.skipped as { path: string; reason: string }[]).map((s) => [s.path, s.reason]),
});

const SKIPPED = [
  ["logo.png", "binary"],
  ["node_modules", "vendored"],
  ["package-lock.json", "lockfile"],
];

describe("strata CLI on a small repository (built CLI, real SQLite store)", () => {
  it("index: extracts every source file and reports what it skipped and why", async () => {
    const r = strata(["index", root, "--json"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(pick(report)).toEqual({
      discovered: 5,
      indexed: 5,
      unchanged: 0,
      removed: 0,
      ignored: 1,
      failed: [],
      languages: { text: 1, markdown: 1, go: 1, typescript: 1, python: 1 },
      skipped: SKIPPED,
    });
    expect(report.store).toBe(path.join(root, ".strata", "strata.db"));
  });

  it("index again: nothing changed, nothing re-extracted; one edit re-extracts one file; a deletion removes its row", async () => {
    const again = JSON.parse((await strataInProcess(["index", root, "--json"])).stdout);
    expect([again.indexed, again.unchanged, again.removed]).toEqual([0, 5, 0]);
    fs.appendFileSync(path.join(root, "tools/job.py"), "\n# trailing comment\n");
    fs.rmSync(path.join(root, "README.md"));
    const edited = JSON.parse((await strataInProcess(["index", root, "--json"])).stdout);
    expect([edited.discovered, edited.indexed, edited.unchanged, edited.removed]).toEqual([4, 1, 3, 1]);
    fs.writeFileSync(path.join(root, "README.md"), "# Demo\n");
  });

  it("index (text): one summary line with counts and skip reasons", async () => {
    const r = await strataInProcess(["index", root]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^Indexed 5 files in \d+\.\d s: 1 extracted \(1 line\), 4 unchanged, 0 removed, 0 failed\.$/);
    expect(lines[1]).toBe(
      "Skipped 3 (1 binary, 1 vendored, 1 lockfile); 1 ignored by .gitignore/.strataignore. See them with: strata index --json (field skipped).",
    );
    // One line per stage after extraction; only the edited file's graph part is rebuilt.
    expect(lines.filter((l) => /^(Graph|Hierarchy|Search):/.test(l))).toEqual([
      "Graph: 12 nodes, 16 edges (2 call expressions: 0% of those into the repository's own code resolved, 0% of all, library and builtin calls counted); 1 files rebuilt. Details: strata graph --stats.",
      "Hierarchy: 4 dependency levels summarized bottom-up, 0 cycles of nodes that depend on each other summarized together; 2 of 12 nodes summarized (extractively, no model: extractive-node@372), 10 reused. See: strata levels.",
      'Search: 8 files, types, functions and methods indexed (1 added, 0 updated, 0 removed). Try: strata search "<words>".',
    ]);
    // History is on by default; this folder is no git repository, and the report says so rather than nothing.
    expect(lines.filter((l) => l.startsWith("History:"))).toEqual(["History: none found (not a git repository, a shallow clone, no commits yet, or git failed); search uses the code and summaries only."]);
  });

  it("contract: prints the SemanticContract JSON of a file", async () => {
    const r = await strataInProcess(["contract", path.join(root, "src/math.ts")]);
    expect(r.status).toBe(0);
    const contract = JSON.parse(r.stdout);
    expect([contract.filePath, contract.language, contract.description]).toEqual(["src/math.ts", "typescript", "Small math helpers."]);
    expect(contract.exports.map((e: { name: string; kind: string }) => [e.name, e.kind])).toEqual([
      ["add", "function"],
      ["VERSION", "constant"],
    ]);
    const tokens = (await tokenCounter("o200k_base"))(MATH_TS);
    expect(tokens).toBe(50);
    expect(contract.metrics).toEqual({ bytes: Buffer.byteLength(MATH_TS), lines: 7, tokens, sendInFull: true });
  });

  it("summary --json: the extractive TechnicalSummary, with side effects from imports, and its freshness", async () => {
    const r = await strataInProcess(["summary", path.join(root, "tools/job.py"), "--json"]);
    expect(r.status).toBe(0);
    const { summary, ...freshness } = JSON.parse(r.stdout);
    await initHash();
    expect(freshness).toEqual({
      path: "tools/job.py",
      fresh: true,
      generator: "extractive",
      generatorKey: "extractive@37",
      cache: null,
      commit: null,
      contentHash: hashBytes(fs.readFileSync(path.join(root, "tools/job.py"))),
      cached: true,
      unsaved: false,
      fallbackReason: null,
      diagnostics: [],
      internalUnits: [],
    });
    expect(summary).toEqual({
      formatVersion: 1,
      filePath: "tools/job.py",
      main_responsibility: "Nightly job.",
      public_api: [{ name: "run", kind: "function", signature: "run(cmd: str): int", description: "Runs a command." }],
      io_contracts: [],
      dependencies: ["subprocess"],
      side_effects: ["processes (subprocess)"],
      key_algorithms: [],
      generator: "extractive",
    });
  });

  it("report --format csv: one row per file with its group", async () => {
    const r = await strataInProcess(["report", root, "--format", "csv"]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toBe("path,language,loc,source_tokens,contract_tokens,summary_tokens,contract_compression,summary_compression,group");
    expect(lines.slice(1).map((l) => [l.split(",")[0], l.split(",").at(-1)])).toEqual([
      [".gitignore", "send-in-full"],
      ["README.md", "send-in-full"],
      ["cmd/main.go", "send-in-full"],
      ["src/math.ts", "send-in-full"],
      ["tools/job.py", "send-in-full"],
    ]);
  });

  it("a store inside the repository is not indexed itself", async () => {
    const r = await strataInProcess(["index", root, "--json", "--store", "inside.db"]);
    const report = JSON.parse(r.stdout);
    expect([report.discovered, report.skipped.length, report.store]).toEqual([5, 3, path.join(root, "inside.db")]);
    const again = JSON.parse((await strataInProcess(["index", root, "--json", "--store", "inside.db"])).stdout);
    expect([again.discovered, again.unchanged, again.skipped.length]).toEqual([5, 5, 3]);
  });

  it("names the files whose contract is partial", async () => {
    fs.writeFileSync(path.join(root, "src/broken.ts"), "export function broken(a: number {\n");
    const report = JSON.parse((await strataInProcess(["index", root, "--json"])).stdout);
    expect(report.partial).toEqual([{ path: "src/broken.ts", message: "syntax-error at line 1: ',' expected." }]);
    fs.rmSync(path.join(root, "src/broken.ts"));
  });

  it("exit codes and messages a script can rely on", async () => {
    const twoFormats = await strataInProcess(["report", root, "--json", "--format", "csv"]);
    expect([twoFormats.status, twoFormats.stderr]).toEqual([2, "strata: --json and --format csv ask for two formats; give one\n"]);
    const missing = await strataInProcess(["contract", path.join(root, "nope.ts"), "--repo", root]);
    expect([missing.status, missing.stderr]).toEqual([3, `strata: ${path.join(root, "nope.ts")}: no such file\n`]);
    const binary = await strataInProcess(["contract", path.join(root, "logo.png"), "--repo", root]);
    expect(binary.status).toBe(3);
    expect(binary.stderr).toMatch(/^strata: .*logo\.png: .*binary/);
    const badFlag = await strataInProcess(["report", root, "--format", "xml"]);
    expect(badFlag.status).toBe(2);
    const noRepo = await strataInProcess(["index", path.join(root, "absent")]);
    expect([noRepo.status, noRepo.stderr]).toEqual([2, `strata: repository not found: ${path.join(root, "absent")}\n`]);
    const badConfig = await strataInProcess(["index", root, "--token-threshold", "-5"]);
    expect([badConfig.status, badConfig.stderr]).toEqual([2, 'strata: --token-threshold must be a non-negative integer, got "-5"\n']);
  });
});
