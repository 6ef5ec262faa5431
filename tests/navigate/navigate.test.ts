import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import type { CodeGraph } from "../../src/graph/index.js";
import { contractChanges, objectTypeMembers, findDefinitions, findExportDefinitions, findReferences, impactOf, repoMap, withExportDefinitions, withLineText } from "../../src/navigate/index.js";
import { writeTree } from "../helpers/cli.js";

/** Runs git in `root` as a fixed author (the tests commit). */
function gitIn(root: string): (...args: string[]) => string {
  return (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@e", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@e" } });
}

const TS = {
  "src/math.ts": `/** Adds two numbers. */
export function add(a: number, b: number): number {
  return a + b;
}

export class Shape {
  area(): number {
    return 0;
  }
}
`,
  "src/geo.ts": `import { add, Shape } from "./math.js";

export class Square extends Shape {
  constructor(private side: number) {
    super();
  }
  area(): number {
    return add(this.side, 0) * this.side;
  }
}

export function total(shapes: Square[]): number {
  // add(1, 2) in a comment is not a use
  const label = "add(1, 2)";
  const start = add(label.length, -9);
  return shapes.reduce((sum, s) => add(sum, s.area()), start);
}
`,
  "tests/geo.test.ts": `import { total } from "../src/geo.js";

export function checkTotal(): boolean {
  return total([]) === 0;
}
`,
};

const PY = {
  "pkg/util.py": `def slugify(text):
    """Turns text into a slug."""
    return text.lower()


def title(text):
    return slugify(text).title()
`,
  "pkg/views.py": `from pkg.util import slugify


def page(name):
    return "/" + slugify(name)
`,
};

const GO = {
  "go.mod": "module example.com/app\n\ngo 1.21\n",
  "store/store.go": `package store

// Get returns the value of key.
func Get(key string) string {
	return key
}
`,
  "api/api.go": `package api

import "example.com/app/store"

func Handle(key string) string {
	return store.Get(key)
}
`,
};

async function indexed(files: Record<string, string>): Promise<{ root: string; store: Store; graph: CodeGraph }> {
  const root = writeTree(files);
  const store = openStore(path.join(root, ".strata", "strata.db"));
  await indexRepository({ root, store, config: loadConfig(root), threads: 1 });
  return { root, store, graph: await store.getGraph() };
}

/** {@link indexed}, then committed as the first commit of a new git repository; with the stored content hashes. */
async function committed(files: Record<string, string>): Promise<Awaited<ReturnType<typeof indexed>> & { run: (...args: string[]) => string; hashes: Map<string, string> }> {
  const repo = await indexed({ ...files, ".gitignore": ".strata/\n" });
  const run = gitIn(repo.root);
  run("init", "-q");
  run("add", "-A");
  run("commit", "-qm", "first");
  return { ...repo, run, hashes: new Map((await repo.store.listStamps()).map((s) => [s.path, s.contentHash])) };
}

describe("navigation over the code graph", () => {
  const opened: Store[] = [];
  let ts: Awaited<ReturnType<typeof indexed>>;
  let py: Awaited<ReturnType<typeof indexed>>;
  let go: Awaited<ReturnType<typeof indexed>>;
  beforeAll(async () => {
    ts = await indexed(TS);
    py = await indexed(PY);
    go = await indexed(GO);
    opened.push(ts.store, py.store, go.store);
  }, 120_000);
  afterAll(async () => {
    for (const s of opened) await s.close();
  });

  it("finds definitions by id, qualified name and name", () => {
    expect(findDefinitions(ts.graph, "add")).toEqual([
      { id: "src/math.ts#add", kind: "function", path: "src/math.ts", line: 2, endLine: 4, signature: "export function add(a: number, b: number): number", doc: "Adds two numbers.", exported: true, match: "name" },
    ]);
    expect(findDefinitions(ts.graph, "area").map((d) => [d.id, d.match])).toEqual([
      ["src/geo.ts#Square.area", "name"],
      ["src/math.ts#Shape.area", "name"],
    ]);
    expect(findDefinitions(ts.graph, "Square.area").map((d) => [d.id, d.line, d.match])).toEqual([["src/geo.ts#Square.area", 7, "qualified-name"]]);
    expect(findDefinitions(ts.graph, "src/geo.ts#total").map((d) => d.match)).toEqual(["id"]);
    expect(findDefinitions(py.graph, "slugify").map((d) => [d.id, d.line, d.doc])).toEqual([["pkg/util.py#slugify", 1, "Turns text into a slug."]]);
    expect(findDefinitions(go.graph, "Get").map((d) => [d.id, d.line])).toEqual([["store/store.go#Get", 4]]);
    expect(findDefinitions(ts.graph, "nothing")).toEqual([]);
  });

  it("finds a constant, type alias or enum among the files' exports, which the graph has no node for", () => {
    const files = [
      { path: "src/limits.ts", contract: { exports: [
        { name: "MAX_RETRIES", kind: "constant" as const, signature: "MAX_RETRIES: 3", doc: "Most retries.", line: 2, endLine: 2 },
        { name: "retry", kind: "function" as const, line: 4, endLine: 6 },
      ] } },
      { path: "src/index.ts", contract: { exports: [{ name: "MAX_RETRIES", kind: "reexport" as const, line: 1, endLine: 1 }] } },
      { path: "lib/consts.go", contract: { exports: [{ name: "MAX_RETRIES", kind: "variable" as const, line: 9, endLine: 9 }] } },
    ];
    expect(findExportDefinitions(files, "MAX_RETRIES")).toEqual([
      { id: "lib/consts.go", kind: "variable", path: "lib/consts.go", line: 9, endLine: 9, exported: true, match: "export", name: "MAX_RETRIES" },
      { id: "src/limits.ts", kind: "constant", path: "src/limits.ts", line: 2, endLine: 2, signature: "MAX_RETRIES: 3", doc: "Most retries.", exported: true, match: "export", name: "MAX_RETRIES" },
    ]);
    // A function is a graph node, found by findDefinitions; not listed twice.
    expect(findExportDefinitions(files, "retry")).toEqual([]);
  });

  // yargs 2a4378bd: `definition kRunValidation` said "no definition"; only `[kRunValidation]` found the method.
  it("finds a member keyed by a symbol constant by the constant's name", () => {
    const nodes = [{ id: "lib/y.ts#YargsInstance.[kRun]", kind: "method" as const, name: "[kRun]", qualifiedName: "YargsInstance.[kRun]", path: "lib/y.ts", language: "typescript", span: { startLine: 7, endLine: 9, startByte: 90, endByte: 140 }, contentHash: "h" }];
    expect(findDefinitions({ nodes }, "kRun").map((d) => [d.id, d.match])).toEqual([["lib/y.ts#YargsInstance.[kRun]", "name"]]);
    expect(findDefinitions({ nodes }, "kRu")).toEqual([]);
  });

  // `export type Handler = (req: string) => number` is a graph node (kind interface) and a contract export (kind
  // type): `definition Handler` listed it twice.
  it("folds a type alias's export into its node", () => {
    const node = { id: "src/a.ts#Handler", kind: "interface" as const, path: "src/a.ts", line: 2, endLine: 2, exported: true, match: "name" as const };
    const files = [
      { path: "src/a.ts", contract: { exports: [{ name: "Handler", kind: "type" as const, line: 2, endLine: 2 }] } },
      { path: "src/b.ts", contract: { exports: [{ name: "Handler", kind: "type" as const, line: 2, endLine: 2 }] } },
    ];
    expect(withExportDefinitions([node], findExportDefinitions(files, "Handler"))).toEqual([
      { ...node, kind: "type" },
      { id: "src/b.ts", kind: "type", path: "src/b.ts", line: 2, endLine: 2, exported: true, match: "export", name: "Handler" },
    ]);
  });

  // attrs c1dc5dcb: `definition attr.s` (`s = attributes = attrs` in src/attr/__init__.py) said "no definition".
  it("finds an export by import path and name", () => {
    const files = [
      { path: "src/attr/__init__.py", contract: { language: "python", exports: [{ name: "s", kind: "variable" as const, line: 34, endLine: 34 }, { name: "attributes", kind: "variable" as const, line: 34, endLine: 34 }] } },
      { path: "src/attr/__init__.pyi", contract: { language: "python", exports: [{ name: "s", kind: "variable" as const, line: 390, endLine: 390 }] } },
      { path: "src/other.py", contract: { language: "python", exports: [{ name: "s", kind: "variable" as const, line: 1, endLine: 1 }] } },
    ];
    expect(findExportDefinitions(files, "attr.s").map((d) => `${d.path}:${d.line}`)).toEqual(["src/attr/__init__.py:34"]);
    expect(findExportDefinitions(files, "attr.attributes").map((d) => `${d.path}:${d.line}`)).toEqual(["src/attr/__init__.py:34"]);
    expect(findExportDefinitions(files, "other.s").map((d) => `${d.path}:${d.line}`)).toEqual(["src/other.py:1"]);
    expect(findExportDefinitions(files, "nothing.s")).toEqual([]);
  });

  it("lists references with their line text, never inside strings or comments", () => {
    const refs = withLineText(findReferences(ts.graph, "src/math.ts#add")!, (p) => fs.readFileSync(path.join(ts.root, p), "utf8").split("\n"));
    expect(refs).toEqual([
      { path: "src/geo.ts", line: 8, from: "src/geo.ts#Square.area", kind: "calls", resolution: "type-checked", text: "return add(this.side, 0) * this.side;" },
      { path: "src/geo.ts", line: 15, from: "src/geo.ts#total", kind: "calls", resolution: "type-checked", text: "const start = add(label.length, -9);" },
      { path: "src/geo.ts", line: 16, from: "src/geo.ts#total", kind: "calls", resolution: "type-checked", text: "return shapes.reduce((sum, s) => add(sum, s.area()), start);" },
    ]);
    // One edge per caller and callee; it keeps every line of the calls it stands for.
    expect(ts.graph.edges.filter((e) => e.kind === "calls" && e.to === "src/math.ts#add").map((e) => [e.from, e.line, e.lines])).toEqual([
      ["src/geo.ts#Square.area", 8, undefined],
      ["src/geo.ts#total", 15, [15, 16]],
    ]);
    expect(findReferences(ts.graph, "src/math.ts#Shape")!.map((r) => [r.from, r.kind, r.line])).toEqual([["src/geo.ts#Square", "inherits", 3]]);
    expect(findReferences(py.graph, "pkg/util.py#slugify")!.map((r) => [r.from, r.line, r.resolution])).toEqual([
      ["pkg/util.py#title", 7, "scope"],
      ["pkg/views.py#page", 5, "import"],
    ]);
    expect(findReferences(go.graph, "store/store.go#Get")!.map((r) => [r.from, r.line, r.resolution])).toEqual([["api/api.go#Handle", 6, "import"]]);
    expect(findReferences(ts.graph, "src/nope.ts#x")).toBeUndefined();
  });

  it("gives the impact of a change by file, with the tests among them", () => {
    expect(impactOf(ts.graph, "src/math.ts#add", 3)).toEqual({
      node: "src/math.ts#add",
      depth: 3,
      files: [
        { path: "src/geo.ts", test: false, nodes: [{ id: "src/geo.ts#Square.area", distance: 1, via: "calls", resolution: "type-checked" }, { id: "src/geo.ts#total", distance: 1, via: "calls", resolution: "type-checked" }] },
        { path: "tests/geo.test.ts", test: true, nodes: [{ id: "tests/geo.test.ts#checkTotal", distance: 2, via: "calls", resolution: "type-checked" }] },
      ],
      tests: ["tests/geo.test.ts"],
      total: 3,
    });
    expect(impactOf(ts.graph, "src/math.ts#add", 1)!.tests).toEqual([]);
    expect(impactOf(go.graph, "store/store.go", 2)!.files.map((f) => f.path)).toEqual(["api/api.go"]);
  });

  it("maps the repository by PageRank within the budget", () => {
    const map = repoMap(ts.graph, { budget: 2000, countTokens: (t) => Math.ceil(t.length / 4) });
    expect(map.files.map((f) => f.path)).toEqual(["src/math.ts", "src/geo.ts", "tests/geo.test.ts"]);
    // The class spans more lines than the function: it comes first, its method after it.
    expect(map.text.split("\n").slice(0, 4)).toEqual(["src/math.ts", "  export class Shape", "    area(): number", "  export function add(a: number, b: number): number"]);
    const small = repoMap(ts.graph, { budget: 20, countTokens: (t) => Math.ceil(t.length / 4) });
    // The top file cut to what fits, not a lower-ranked small file in its place.
    expect([small.files.map((f) => f.path), small.leftOut]).toEqual([["src/math.ts"], 2]);
    expect(small.text).toBe("src/math.ts\n  export class Shape\n  … 2 more declarations (raise the budget)\n");
    const focused = repoMap(ts.graph, { budget: 2000, countTokens: (t) => Math.ceil(t.length / 4), focus: ["tests/geo.test.ts"] });
    expect(focused.files[0]!.path).toBe("tests/geo.test.ts");
  });

  it("says a folder outside git is not a work tree, without git's option list", async () => {
    await expect(contractChanges({ root: ts.root, graph: ts.graph, storedHashes: new Map() }).catch((e: Error) => e.message)).resolves.toBe(
      `${ts.root} is not in a git work tree: strata changes compares git revisions`,
    );
  });

  // Found by a trial: git's own "ambiguous argument 'HEAD'" text and its `--` hint were shown.
  it("says a repository has no commits yet, and names an unknown revision", async () => {
    const root = writeTree({ "a.py": "x = 1\n" });
    gitIn(root)("init", "-q");
    const message = (since?: string) => contractChanges({ root, graph: ts.graph, storedHashes: new Map(), ...(since ? { since } : {}) }).catch((e: Error) => e.message);
    expect(await message()).toBe(`${root} has no commits yet: strata changes compares the working tree with a commit (commit once first)`);
    expect(await message("nosuchrev")).toBe(`unknown revision "nosuchrev" in ${root}: give a commit, branch or tag git knows (git log --oneline lists commits)`);
  });

  it("describes a git diff as contract changes with callers and stale summaries", async () => {
    const run = gitIn(ts.root);
    run("init", "-q");
    fs.writeFileSync(path.join(ts.root, ".gitignore"), ".strata/\n");
    run("add", "-A");
    run("commit", "-qm", "first");
    fs.writeFileSync(
      path.join(ts.root, "src/math.ts"),
      `/** Adds two numbers. */\nexport function add(a: bigint, b: bigint): bigint {\n  return a + b;\n}\n\nexport function mul(a: number, b: number): number {\n  return a * b;\n}\n\nexport const CLOUD_KEY = "AKIAZ7QWERTYUIOPASDF";\n`,
    );
    const changes = await contractChanges({ root: ts.root, graph: ts.graph, storedHashes: new Map((await ts.store.listStamps()).map((s) => [s.path, s.contentHash])) });
    expect(changes).toEqual([
      {
        path: "src/math.ts",
        status: "modified",
        // A key in a changed line is masked as `strata index` masks it (it was printed in clear).
        added: [
          { name: "mul", kind: "function", signature: "export function mul(a: number, b: number): number" },
          { name: "CLOUD_KEY", kind: "constant", signature: `export const CLOUD_KEY = "${"*".repeat(20)}"` },
        ],
        removed: [{ name: "Shape", kind: "class", signature: "export class Shape" }],
        changed: [{ name: "add", kind: "function", before: "export function add(a: number, b: number): number", after: "export function add(a: bigint, b: bigint): bigint" }],
        callers: { add: ["src/geo.ts#Square.area", "src/geo.ts#total"], Shape: ["src/geo.ts#Square"] },
        summaryStale: true,
      },
    ]);
  }, 60_000);

  // Found by a trial: ky's diff added `query` to the exported `KyInstance` object type, and `changes` said nothing
  // (the signature it compared is cut at a bound; the member was past it).
  it("lists a member added to, removed from or re-typed in an exported object type alias", async () => {
    const long = Array.from({ length: 12 }, (_, i) => `  verb${i}: <T>(url: string, options?: Options) => Promise<T>;`).join("\n");
    const repo = await committed({ "src/ky.ts": `export type Options = { retry?: number };\n\nexport type KyInstance = {\n  <T>(url: string): Promise<T>;\n${long}\n  stop: symbol;\n  limit: number;\n};\n\nexport type Input = string | URL;\n` });
    opened.push(repo.store);
    const text = fs.readFileSync(path.join(repo.root, "src/ky.ts"), "utf8").replace("  stop: symbol;\n  limit: number;", "  stop: symbol;\n  limit: string;\n  query: <T>(url: string) => Promise<T>;").replace("string | URL", "string | URL | Request");
    fs.writeFileSync(path.join(repo.root, "src/ky.ts"), text);
    const [change] = await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: repo.hashes });
    expect([change!.added, change!.removed, change!.changed]).toEqual([
      [{ name: "KyInstance.query", kind: "property", signature: "query: <T>(url: string) => Promise<T>" }],
      [],
      [
        { name: "KyInstance.limit", kind: "property", before: "limit: number", after: "limit: string" },
        { name: "Input", kind: "type", before: "type Input = string | URL", after: "type Input = string | URL | Request" },
      ],
    ]);
    expect(objectTypeMembers("{ <T>(url: Input): R; get: <T>(u: I) => R; readonly x?: Map<string, number>; [key: string]: unknown }")!.map((m) => m.name)).toEqual(["(call)", "get", "x", "[index]"]);
  }, 60_000);

  // Found by a trial: viper's `type ConfigFileAlreadyExistsError string`, a defined type, was listed as
  // `type ConfigFileAlreadyExistsError = string`, an alias in Go.
  it("shows a Go defined type as declared, not as an alias", async () => {
    const repo = await committed({
      "errors.go": "package viper\n\n// ConfigFileAlreadyExistsError denotes failure to write new configuration file.\ntype ConfigFileAlreadyExistsError string\n\n// Names lists names.\ntype Names[T any] []string\n",
    });
    opened.push(repo.store);
    const text = fs.readFileSync(path.join(repo.root, "errors.go"), "utf8").replace("[]string", "[]T") + "\n// UnsupportedConfigError denotes encountering an unsupported configuration filetype.\ntype UnsupportedConfigError string\n\n// Alias is another name.\ntype Alias = string\n";
    fs.writeFileSync(path.join(repo.root, "errors.go"), text);
    const [change] = await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: repo.hashes });
    expect([change!.added, change!.removed, change!.changed]).toEqual([
      [
        { name: "UnsupportedConfigError", kind: "type", signature: "type UnsupportedConfigError string" },
        { name: "Alias", kind: "type", signature: "type Alias = string" },
      ],
      [],
      [{ name: "Names", kind: "type", before: "type Names[T any] []string", after: "type Names[T any] []T" }],
    ]);
  }, 60_000);

  // Found by a trial on fastify: `changes --since HEAD~10` listed lib/validation.js as "modified" and nothing else,
  // its diff being inside `validateParam`, an internal function.
  it("names the functions whose code the diff touches beyond the exports, on the side the index holds, with callers", async () => {
    const repo = await committed({
      "lib/validation.js": "function validateParam (params) {\n  return params.ok\n}\n\nfunction validate (req) {\n  return validateParam(req.params)\n}\n\nfunction unused () {\n  return 1\n}\n\nmodule.exports = { validate }\n",
    });
    opened.push(repo.store);
    const file = path.join(repo.root, "lib/validation.js");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("  return params.ok\n", "  // an absent value is no error\n  return params.ok !== false\n"));
    // The index holds the old side (stale): the hunk maps onto validateParam's old span.
    const [stale] = await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: repo.hashes });
    expect([stale!.status, stale!.changed, stale!.bodies]).toEqual(["modified", [], [{ name: "validateParam", callers: ["lib/validation.js#validate"] }]]);
    // A line inserted between two functions touches neither.
    repo.run("checkout", "-q", "--", "lib/validation.js");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("}\n\nfunction unused", "}\n\nconst limit = 3\n\nfunction unused"));
    expect((await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: repo.hashes }))[0]!.bodies).toBeUndefined();
    // A trial on pino: the file's export list (`module.exports = { validate }`) was named among the callers.
    repo.run("checkout", "-q", "--", "lib/validation.js");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("  return validateParam(req.params)\n", "  return validateParam(req.params || {})\n"));
    expect((await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: repo.hashes }))[0]!.bodies).toEqual([{ name: "validate", callers: [] }]);
  }, 60_000);

  // Found by a trial on logrus: `changes --since HEAD~5` said "code changed" of `TextFormatter.appendError` and other
  // private functions the diff added.
  it("says which touched functions are new when the index holds the new side", async () => {
    const oldText = "package fmt1\n\n// Format renders a value.\nfunc Format(v int) string {\n\treturn pad(v)\n}\n\nfunc pad(v int) string { return \"\" }\n";
    const newText = "package fmt1\n\n// Format renders a value.\nfunc Format(v int) string {\n\treturn appendError(pad(v))\n}\n\nfunc pad(v int) string { return \"\" }\n\nfunc appendError(s string) string {\n\treturn s + \"!\"\n}\n";
    const repo = await indexed({ "go.mod": "module example.com/fmt1\n\ngo 1.21\n", "format.go": newText, ".gitignore": ".strata/\n" });
    opened.push(repo.store);
    const run = gitIn(repo.root);
    const file = path.join(repo.root, "format.go");
    fs.writeFileSync(file, oldText);
    run("init", "-q");
    run("add", "-A");
    run("commit", "-qm", "first");
    fs.writeFileSync(file, newText);
    const hashes = new Map((await repo.store.listStamps()).map((s) => [s.path, s.contentHash]));
    const [change] = await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: hashes });
    expect([change!.path, change!.bodies]).toEqual(["format.go", [{ name: "Format", callers: [] }, { name: "appendError", added: true, callers: ["format.go#Format"] }]]);
  }, 60_000);

  // Found by a trial: a renamed file listed none of the files whose imports of it break, and a changed signature left
  // out its callers in the same file.
  it("lists the importers of a renamed file and the callers of a changed export in its own file", async () => {
    const repo = await committed({
      "src/util.ts": "export function pad(s: string): string {\n  return ` ${s}`;\n}\n\nexport function label(s: string): string {\n  return pad(s);\n}\n",
      "src/main.ts": 'import { pad } from "./util.js";\n\nexport function show(): string {\n  return pad("x");\n}\n',
      "src/other.ts": "export function other(): number {\n  return 1;\n}\n",
    });
    opened.push(repo.store);
    const { run, hashes } = repo;
    fs.writeFileSync(path.join(repo.root, "src/util.ts"), fs.readFileSync(path.join(repo.root, "src/util.ts"), "utf8").replace("pad(s: string)", "pad(s: string, width = 1)"));
    const padChange = (await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: hashes })).find((c) => c.path === "src/util.ts")!;
    expect(padChange.callers).toEqual({ pad: ["src/main.ts#show", "src/util.ts#label"] });
    run("checkout", "-q", "--", "src/util.ts");
    run("mv", "src/util.ts", "src/text.ts");
    const moved = await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: hashes });
    expect(moved.map((c) => [c.path, c.status, c.from, c.importers])).toEqual([["src/text.ts", "renamed", "src/util.ts", ["src/main.ts"]]]);
  }, 60_000);

  // Found by a trial: once `strata index` (or `strata watch`) had run after a rename or a removal, the old file was gone
  // from the graph, and `changes` listed neither the files still importing its old path nor the callers of its exports.
  it("lists the importers and callers of a renamed or removed file also after the index has caught up", async () => {
    const repo = await committed({
      "src/util.ts": "export function pad(s: string): string {\n  return ` ${s}`;\n}\n",
      "src/guards.ts": "export function isText(x: unknown): boolean {\n  return typeof x === \"string\";\n}\n",
      "src/main.ts": 'import { pad } from "./util.js";\nimport { isText } from "./guards.js";\n\nexport function show(x: unknown): string {\n  return isText(x) ? pad("x") : "";\n}\n',
      "pkg/__init__.py": "",
      "pkg/slug.py": "def slugify(text):\n    return text.lower()\n",
      "pkg/views.py": "from .slug import slugify\n\n\ndef title(t):\n    return slugify(t)\n",
      // Go imports packages, not files: the callers are found in the folder and as `<folder>.<name>`.
      "go.mod": "module example.com/app\n\ngo 1.22\n",
      "mw/sunset.go": "package mw\n\n// Sunset marks a route deprecated.\nfunc Sunset() int { return 1 }\n",
      "mw/sunset_test.go": "package mw\n\nfunc TestSunset() { Sunset() }\n",
      "web/web.go": 'package web\n\nimport "example.com/app/mw"\n\nfunc Run() int { return mw.Sunset() }\n',
    });
    opened.push(repo.store);
    const { run } = repo;
    run("mv", "src/util.ts", "src/text.ts");
    run("rm", "-q", "src/guards.ts", "pkg/slug.py", "mw/sunset.go");
    await indexRepository({ root: repo.root, store: repo.store, config: loadConfig(repo.root), threads: 1 });
    const records = await repo.store.listFiles();
    const graph = await repo.store.getGraph();
    expect(graph.nodes.some((n) => n.path === "src/util.ts" || n.path === "src/guards.ts")).toBe(false);
    const changes = await contractChanges({
      root: repo.root,
      graph,
      storedHashes: new Map(records.map((r) => [r.path, r.contentHash])),
      imports: new Map(records.map((r) => [r.path, r.contract.dependencies])),
    });
    expect(changes.map((c) => [c.path, c.status, c.importers, c.callers])).toEqual([
      ["mw/sunset.go", "removed", undefined, { Sunset: ["mw/sunset_test.go#TestSunset", "web/web.go#Run"] }],
      ["pkg/slug.py", "removed", ["pkg/views.py"], { slugify: ["pkg/views.py#title"] }],
      ["src/guards.ts", "removed", ["src/main.ts"], { isText: ["src/main.ts#show"] }],
      ["src/text.ts", "renamed", ["src/main.ts"], {}],
    ]);
  }, 60_000);

  // Found by a trial: a re-typed constant (no graph node) listed no users at all.
  it("lists the files importing a changed or removed export that is no graph node (a constant, a type alias)", async () => {
    const repo = await committed({
      "src/limits.ts": 'export const LIMIT = 1;\n\nexport type Mode = "a" | "b";\n\nexport function use(): number {\n  return LIMIT;\n}\n',
      "src/main.ts": 'import { LIMIT, type Mode } from "./limits.js";\n\nexport const mode: Mode = "a";\nexport const twice = LIMIT * 2;\n',
      "src/other.ts": 'import { use } from "./limits.js";\n\nexport const value = use();\n',
    });
    opened.push(repo.store);
    const records = await repo.store.listFiles();
    const options = { root: repo.root, graph: repo.graph, storedHashes: new Map(records.map((r) => [r.path, r.contentHash])), imports: new Map(records.map((r) => [r.path, r.contract.dependencies])) };
    fs.writeFileSync(path.join(repo.root, "src/limits.ts"), 'export const LIMIT = "one";\n\nexport function use(): number {\n  return 1;\n}\n');
    const change = (await contractChanges(options)).find((c) => c.path === "src/limits.ts")!;
    expect([change.changed.map((c) => c.name), change.removed.map((r) => r.name), change.importedBy]).toEqual([["LIMIT"], ["Mode"], { LIMIT: ["src/main.ts"], Mode: ["src/main.ts"] }]);
  }, 60_000);

  // Found by a trial: a class whose method changed its parameters showed no delta at all (only top-level exports were compared).
  it("gives the member delta of a class present on both sides, with the callers of a changed method", async () => {
    const repo = await committed({
      "src/counter.ts": "export class Counter {\n  n = 0;\n  inc(): number {\n    return ++this.n;\n  }\n  reset(): void {\n    this.n = 0;\n  }\n}\n",
      "src/main.ts": 'import { Counter } from "./counter.js";\n\nexport function tick(c: Counter): number {\n  return c.inc();\n}\n',
    });
    opened.push(repo.store);
    const { hashes } = repo;
    fs.writeFileSync(path.join(repo.root, "src/counter.ts"), "export class Counter {\n  n = 0;\n  inc(by: number): number {\n    return (this.n += by);\n  }\n  dec(): number {\n    return --this.n;\n  }\n}\n");
    fs.writeFileSync(path.join(repo.root, "package-lock.json"), '{"lockfileVersion": 3}\n');
    const all = await contractChanges({ root: repo.root, graph: repo.graph, storedHashes: hashes, skipped: new Set(["package-lock.json"]) });
    // Found by a trial: a lockfile `strata index` skips was "summary stale", which no index run ever clears.
    expect(all.map((c) => [c.path, c.summaryStale])).toEqual([["package-lock.json", false], ["src/counter.ts", true]]);
    const change = all.find((c) => c.path === "src/counter.ts")!;
    expect([change.added, change.removed, change.changed, change.callers]).toEqual([
      [{ name: "Counter.dec", kind: "method", signature: "dec(): number" }],
      [{ name: "Counter.reset", kind: "method", signature: "reset(): void" }],
      [{ name: "Counter.inc", kind: "method", before: "inc(): number", after: "inc(by: number): number" }],
      { "Counter.inc": ["src/main.ts#tick"] },
    ]);
  }, 60_000);

  // Found by a trial: impact of an implementation missed every call made through its interface, and every call the
  // resolver could only match by name.
  it("reaches callers through an implemented interface and by-name callers, each labelled", async () => {
    const repo = await indexed({
      "src/greet.ts": "export interface Greeter {\n  greet(): string;\n}\n\nexport class Loud implements Greeter {\n  greet(): string {\n    return \"HI\";\n  }\n}\n\nexport function hello(g: Greeter): string {\n  return g.greet();\n}\n",
      "app.py": "class App:\n    def handle(self, request):\n        return request\n\n\ndef run(x):\n    return x.handle(1)\n",
    });
    opened.push(repo.store);
    expect(impactOf(repo.graph, "src/greet.ts#Loud.greet", 2)!.files).toEqual([
      { path: "src/greet.ts", test: false, nodes: [{ id: "src/greet.ts#hello", distance: 1, via: "calls", resolution: "type-checked", through: "src/greet.ts#Greeter.greet" }] },
    ]);
    expect(impactOf(repo.graph, "app.py#App.handle", 2)!.files).toEqual([{ path: "app.py", test: false, nodes: [{ id: "app.py#run", distance: 1, via: "calls", resolution: "by-name" }] }]);
  }, 60_000);
});
