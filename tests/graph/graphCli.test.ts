/**
 * `strata graph` through the built CLI (`bin/strata.js`): `--stats` as a table, `--format mermaid` and `dot`
 * around a focus, `--format svg -o` as a picture file, and the usage errors for an unknown focus, a bad `--depth` or
 * `--limit` and a store without a graph.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { strata, strataInProcess, writeTree } from "../helpers/cli.js";

let root: string;

beforeAll(async () => {
  root = writeTree({
    "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
    "src/main.ts": 'import { add } from "./math";\nexport function main(): number {\n  console.log("x");\n  return add(1, 2) + helper();\n}\n',
    "tools/run.py": "def go():\n    print(len([]))\n    return missing()\n",
  });
  const r = await strataInProcess(["index", root, "-q"]);
  expect(r.status, r.stderr).toBe(0);
}, 120_000);

describe("strata graph", () => {
  // `helper()` is declared nowhere, so for TypeScript it is a global (external); Python's `missing()` stays internal.
  it("--stats prints resolved, external and unresolved calls per language, and resolved calls by resolution", async () => {
    const r = strata(["graph", root, "--stats"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        "Nodes: 9 (repository 1, folder 2, file 3, function 3)",
        "Edges: 15 (contains 8, imports 1, calls 6)",
        "",
        "| language | calls | resolved | external | unresolved (internal) | resolved % | resolved % of internal | callbacks | references | constructions | statement calls |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        "| python | 3 | 0 | 2 | 1 | 0.0% | 0.0% | 0 | 0 | 0 | 0 |",
        "| typescript | 3 | 1 | 2 | 0 | 33.3% | 100.0% | 0 | 0 | 0 | 0 |",
        "",
        "Calls are call expressions. Callbacks (a function passed by name as an argument), references (a method or getter read without a call), constructions (a value of a repository type built by a literal, Go `&T{…}`) and statement calls (a method a statement runs, Python `with x:` running `x.__enter__`, recorded only where it resolves) are `calls` edges too, counted apart and in none of the shares.",
        "",
        "| language | resolved | type-checked | scope | import | name-only |",
        "|---|---:|---:|---:|---:|---:|",
        "| python | 0 | 0 | 0 | 0 | 0 |",
        "| typescript | 1 | 1 | 0 | 0 | 0 |",
        "",
      ].join("\n"),
    );
  });

  it("--format mermaid --focus <file> draws the file's neighbourhood", async () => {
    const r = await strataInProcess(["graph", root, "--format", "mermaid", "--focus", "src/math.ts"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split("\n").slice(0, 9)).toEqual([
      "flowchart LR",
      '  n0["src/main.ts<br/><small>file</small>"]:::file',
      '  n1["main<br/><small>function</small>"]:::function',
      '  n2["src/math.ts<br/><small>file</small>"]:::file',
      '  n3["add<br/><small>function</small>"]:::function',
      "  n0 -.->|contains| n1",
      "  n0 -->|imports| n2",
      "  n1 -->|calls| n3",
      "  n2 -.->|contains| n3",
    ]);
  });

  it("--format svg -o writes a picture with every node, a legend and coloured edges", async () => {
    const out = path.join(root, "graph.svg");
    const r = await strataInProcess(["graph", root, "--format", "svg", "--focus", "src/", "--depth", "2", "-o", out]);
    expect(r.status, r.stderr).toBe(0);
    const svg = fs.readFileSync(out, "utf8");
    expect(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")).toBe(true);
    const labels = [...svg.matchAll(/<text x="[\d.]+" y="[\d.]+" font-size="12" text-anchor="middle">([^<]+)<\/text>/gu)].map((m) => m[1]);
    expect(labels.sort()).toEqual(["add", "main", "src/", "src/main.ts", "src/math.ts"]);
    expect([...svg.matchAll(/<path d="[^"]+" fill="none" stroke="(#[0-9a-f]+)"/gu)].map((m) => m[1]).sort()).toEqual(["#16a34a", "#2563eb", "#9ca3af", "#9ca3af", "#9ca3af", "#9ca3af"]);
    expect(svg).toContain('<text x="0" y="0" font-weight="bold">Nodes</text>');
  });

  it("an unknown focus is a usage error", async () => {
    const r = await strataInProcess(["graph", root, "--focus", "nope.ts"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('strata: --focus "nope.ts" is not a node id, file path or folder path of the graph (ids look like src/main.ts#main, src/main.ts or a folder with a trailing /)\n');
  });

  it("a bad --depth or --limit, or a store without a graph, is a usage error (graph and levels alike)", async () => {
    const depth = await strataInProcess(["graph", root, "--depth", "-1"]);
    expect([depth.status, depth.stderr]).toEqual([2, 'strata: --depth must be a non-negative integer, got "-1"\n']);
    const limit = await strataInProcess(["levels", root, "--limit", "x"]);
    expect([limit.status, limit.stderr]).toEqual([2, 'strata: --limit must be a non-negative integer, got "x"\n']);
    const empty = writeTree({ "a.txt": "nothing indexed here\n" });
    const db = path.join(empty, ".strata", "strata.db");
    for (const verb of ["graph", "levels"]) {
      const r = await strataInProcess([verb, empty]);
      expect([r.status, r.stderr]).toEqual([2, `strata: no code graph in ${db}: run \`strata index ${empty}\` first\n`]);
    }
  });
});
