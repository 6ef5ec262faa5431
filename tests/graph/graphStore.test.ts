/**
 * The graph area of the SQLite store (real SQLite in a temp folder): `replaceGraphFiles` replaces exactly the
 * rows of the given files, keeps folders that still hold files, drops folders left empty; `getGraphNode` and
 * `listGraphEdges` read them back.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { SqliteStore } from "../../src/store/index.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempStore(): SqliteStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-graph-store-"));
  dirs.push(dir);
  return new SqliteStore(path.join(dir, "strata.db"));
}

const A = { path: "src/a/a.py", text: "from src.b.b import g\ndef f():\n    return g()\n", language: "python" };
const B = { path: "src/b/b.py", text: "def g():\n    return 1\n", language: "python" };

describe("graph tables", () => {
  it("stores, replaces per file and prunes empty folders", async () => {
    const store = tempStore();
    const root = "/repo";
    const full = await buildGraph({ root, files: [A, B] });
    await store.replaceGraphFiles([], full);
    expect(await store.getGraph()).toEqual(full);
    expect(await store.listGraphNodes()).toEqual(full.nodes);
    expect((await store.listGraphNodes({ path: "src/b/b.py" })).map((n) => n.id)).toEqual(["src/b/b.py", "src/b/b.py#g"]);
    expect(await store.listGraphEdges({})).toEqual(full.edges);
    expect(await store.getGraphNode("src/b/b.py#g")).toEqual(full.nodes.find((n) => n.id === "src/b/b.py#g"));
    expect(await store.listGraphEdges({ to: "src/b/b.py#g", kind: "calls" })).toEqual([{ from: "src/a/a.py#f", to: "src/b/b.py#g", kind: "calls", resolved: true, resolution: "import", line: 3 }]);

    // b.py is removed: its nodes, its folder and the folder's contains edges go; a.py's edges stay until a.py is rebuilt.
    await store.replaceGraphFiles(["src/b/b.py"], { formatVersion: 1, nodes: [], edges: [] });
    const after = await store.getGraph();
    expect(after.nodes.map((n) => n.id)).toEqual([".", "src/", "src/a/", "src/a/a.py", "src/a/a.py#f"]);
    expect(after.edges.filter((e) => e.kind === "contains").map((e) => `${e.from} -> ${e.to}`)).toEqual([
      ". -> src/",
      "src/ -> src/a/",
      "src/a/ -> src/a/a.py",
      "src/a/a.py -> src/a/a.py#f",
    ]);
    await store.close();
  });

  it("drops every folder a removal leaves empty, up to the repository, and keeps a sibling's", async () => {
    const store = tempStore();
    const deep = { path: "src/x/y/z.py", text: "def z():\n    return 1\n", language: "python" };
    await store.replaceGraphFiles([], await buildGraph({ root: "/repo", files: [A, B, deep] }));
    await store.replaceGraphFiles(["src/x/y/z.py"], { formatVersion: 1, nodes: [], edges: [] });
    // Read by another connection: the table rows, not the writer's kept copy.
    const reader = new SqliteStore(store.location);
    expect((await reader.getGraph()).nodes.filter((n) => n.kind === "folder").map((n) => n.id)).toEqual(["src/", "src/a/", "src/b/"]);
    await store.replaceGraphFiles(["src/a/a.py", "src/b/b.py"], { formatVersion: 1, nodes: [], edges: [] });
    const other = new SqliteStore(store.location);
    expect(await other.getGraph()).toEqual({ formatVersion: 1, nodes: [expect.objectContaining({ id: ".", kind: "repository" })], edges: [] });
    await Promise.all([store.close(), reader.close(), other.close()]);
  });
});
