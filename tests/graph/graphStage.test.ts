/**
 * The `graph` stage inside `strata index` (real extraction, real SQLite): the first run builds the whole
 * repository; after an edit, only the changed file and the files whose edges point into it are rebuilt, and the
 * stored graph equals a full build of the new state.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { buildGraph, GRAPH_BUILDER_VERSION, graphStats } from "../../src/graph/index.js";
import { indexRepository } from "../../src/pipeline/index.js";
import { graphStage, searchStage } from "../../src/pipeline/index.js";
import { warmTsProgram } from "../../src/graph/typescript/tsProject.js";
import { openStore } from "../../src/store/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("graph stage", () => {
  it("a run that changed nothing reads no text and writes no row: the stored graph stands", async () => {
    const root = writeTree({
      "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
      "src/main.ts": 'import { add } from "./math";\nexport function main(): number {\n  return add(1, 2);\n}\n',
      "lib/app.py": "def run():\n    return 1\n",
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root, {}, {});
    await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    const before = await store.getGraph();
    const units: string[] = [];
    const again = await indexRepository({ root, store, config, threads: 1, stages: [graphStage], onStageProgress: (p) => units.push(`${p.stage}: ${p.unit}`) });
    expect(again.stages.graph).toMatchObject({ mode: "incremental", filesBuilt: 0, filesRemoved: 0, failed: [], nodes: before.nodes.length, edges: before.edges.length });
    // Extraction looked at the files; the graph stage read none, parsed none and stored nothing.
    expect(units.filter((u) => u.startsWith("graph:"))).toEqual([]);
    expect(await store.getGraph()).toEqual(before);
    await store.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("builds fully, then incrementally, matching a full rebuild", async () => {
    const root = writeTree({
      "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
      "src/main.ts": 'import { add } from "./math";\nexport function main(): number {\n  return add(1, 2);\n}\n',
      "src/other.ts": "export function alone(): number {\n  return 3;\n}\n",
      "lib/util.py": "def helper():\n    return 1\n",
      "lib/app.py": "from lib.util import helper\n\ndef run():\n    return helper()\n",
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root, {}, {});
    const first = await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    expect(first.stages.graph).toMatchObject({ mode: "full", filesBuilt: 5, filesRemoved: 0, failed: [] });

    fs.writeFileSync(path.join(root, "src/math.ts"), "export function add(a: number, b: number): number {\n  return b + a;\n}\nexport function sub(a: number, b: number): number {\n  return add(a, -b);\n}\n");
    fs.rmSync(path.join(root, "lib/util.py"));
    const second = await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    // math.ts changed; main.ts calls into it; util.py removed; app.py imported it (now an unknown, so external, module).
    expect(second.stages.graph).toMatchObject({ mode: "incremental", filesBuilt: 3, filesRemoved: 1, failed: [] });

    const stored = await store.getGraph();
    const full = await buildGraph({ root, files: loadFixture(root).filter((f) => !f.path.startsWith(".strata")).map((f) => ({ ...f })) });
    // The contract marks exported declarations; compare everything but that flag, which a bare build lacks.
    const strip = (g: typeof full) => ({ ...g, nodes: g.nodes.map(({ exported: _e, doc: _d, ...n }) => n) });
    expect(strip(stored)).toEqual(strip(full));
    expect(stored.edges.filter((e) => e.from === "lib/app.py#run")).toEqual([{ from: "lib/app.py#run", to: "?helper", kind: "calls", resolved: false, line: 4, external: true }]);
    await store.close();
  }, 120_000);

  // A graph stored by an older builder was kept and extended incrementally, mixing two builders' edges.
  it("rebuilds in full a graph stored by another builder version", async () => {
    const root = writeTree({
      "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
      "src/main.ts": 'import { add } from "./math";\nexport function main(): number {\n  return add(1, 2);\n}\n',
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root, {}, {});
    const first = await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    expect(first.stages.graph).toMatchObject({ mode: "full", builderVersion: GRAPH_BUILDER_VERSION });
    const good = await store.getGraph();
    // What an old builder left: an extra edge from main.ts, and a run report without a builder version.
    const own = (g: typeof good, p: string) => ({ formatVersion: 1 as const, nodes: g.nodes.filter((n) => n.path === p && n.kind !== "folder"), edges: g.edges.filter((e) => e.from.split("#")[0] === p) });
    const old = own(good, "src/main.ts");
    await store.replaceGraphFiles(["src/main.ts"], { ...old, edges: [...old.edges, { from: "src/main.ts#main", to: "?oldName", kind: "calls", resolved: false, line: 3 }] });
    const run = await store.startRun(root, Date.now());
    await store.finishRun(run, Date.now(), { stages: { graph: { mode: "incremental" } } });

    const second = await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    const { nodes, edges, nodesByKind, edgesByKind, calls } = graphStats(good);
    expect(second.stages.graph).toEqual({
      mode: "full (builder changed)",
      builderVersion: GRAPH_BUILDER_VERSION,
      filesBuilt: 2,
      dependentsKept: 0,
      filesRemoved: 0,
      nodes,
      edges,
      nodesByKind,
      edgesByKind,
      calls,
      failed: [],
      unreadable: [],
      ms: expect.any(Number),
    });
    expect(await store.getGraph()).toEqual(good);
    const third = await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    expect(third.stages.graph).toMatchObject({ mode: "incremental", filesBuilt: 0 });
    await store.close();
  }, 120_000);

  // A one-shot run kept the whole TypeScript program (parsed, bound and checked files) through the later stages.
  // A run that builds the whole graph lets it go even when kept warm: its checker holds every call's types.
  it("lets the TypeScript program go after the stage unless an incremental run keeps it warm", async () => {
    const root = writeTree({
      "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
      "src/main.ts": 'import { add } from "./math";\nexport function main(): number {\n  return add(1, 2);\n}\n',
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root, {}, {});
    const first = await indexRepository({ root, store, config, threads: 1, stages: [graphStage], keepCompilerWarm: true });
    expect(first.stages.graph).toMatchObject({ mode: "full" });
    expect(warmTsProgram(root)).toBeUndefined();
    fs.writeFileSync(path.join(root, "src/math.ts"), "export function add(a: number, b: number): number {\n  return b + a;\n}\n");
    await indexRepository({ root, store, config, threads: 1, stages: [graphStage], keepCompilerWarm: true });
    expect([...(warmTsProgram(root)?.texts.keys() ?? [])].sort()).toEqual([`${root}/src/main.ts`, `${root}/src/math.ts`]);
    fs.writeFileSync(path.join(root, "src/math.ts"), "export function add(a: number, b: number): number {\n  return a + b + 0;\n}\n");
    await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    expect(warmTsProgram(root)).toBeUndefined();
    await store.close();
  }, 120_000);

  // Reading every file before extraction, and the graph and search stages, showed nothing for minutes on a large corpus.
  it("reports progress through extraction's reads and every step of the graph and search stages", async () => {
    const root = writeTree({
      "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
      "lib/util.py": "def helper():\n    return 1\n",
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const steps: string[] = [];
    await indexRepository({
      root,
      store,
      config: loadConfig(root, {}, {}),
      threads: 1,
      stages: [graphStage, searchStage],
      onStageProgress: (p) => {
        const step = `${p.stage}: ${p.unit}`;
        if (steps.at(-1) !== step) steps.push(step);
        if (p.done === p.total) steps.push(`${step} ${p.done}/${p.total}`);
      },
    });
    expect(steps).toEqual([
      "extract: files read",
      "extract: files read 2/2",
      "graph: files read",
      "graph: files read 2/2",
      "graph: TypeScript/JavaScript files parsed",
      "graph: TypeScript/JavaScript files parsed 1/1",
      "graph: TypeScript/JavaScript files walked",
      "graph: TypeScript/JavaScript files walked 1/1",
      "graph: files parsed",
      "graph: files parsed 1/1",
      "graph: files resolved",
      "graph: files resolved 1/1",
      "graph: nodes and edges stored",
      "graph: nodes and edges stored 13/13",
      "search: files read",
      "search: files read 2/2",
      "search: docs",
      "search: docs 4/4",
    ]);
    await store.close();
  }, 120_000);
});
