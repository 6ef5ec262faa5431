import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { strata, writeTree } from "../helpers/cli.js";
import { defaultStages, type IndexStage } from "../../src/pipeline/index.js";
import { addFunction, expectSameAsFresh, indexOnce, moduleTree, picture } from "./helpers.js";

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** Changes 10 of 12 modules (a new exported function each), renames f11 to renamed11 and deletes m5. */
function editTree(root: string): void {
  for (let i = 0; i < 10; i++) addFunction(root, `src/m${i}.ts`, `added${i}`, `Sum of list ${i}.`);
  const m11 = path.join(root, "src/m11.ts");
  fs.writeFileSync(m11, fs.readFileSync(m11, "utf8").replace("function f11", "function renamed11"));
  fs.rmSync(path.join(root, "src/m5.ts"));
}

describe("a re-index stopped before its stages ran", () => {
  it("is completed by the next run into exactly the store a clean index of the same tree gives", async () => {
    const root = writeTree(moduleTree(12));
    roots.push(root);
    await indexOnce(root);
    editTree(root);
    // Stop during extraction, after the third changed file's row is committed (as Ctrl-C or a kill would).
    const controller = new AbortController();
    const stopped = await indexOnce(root, { signal: controller.signal, onProgress: (p) => p.indexed === 3 && controller.abort() });
    expect([stopped.aborted, Object.keys(stopped.stages)]).toEqual([true, []]);
    expect(stopped.indexed).toBeGreaterThanOrEqual(3);
    expect(stopped.indexed).toBeLessThan(10);
    const resumed = await indexOnce(root);
    // m10 never changed; the files stored by the stopped run are unchanged now.
    expect([resumed.aborted, resumed.unchanged, resumed.indexed]).toEqual([false, stopped.indexed + 1, 10 - stopped.indexed]);
    const graph = resumed.stages.graph as { filesBuilt: number; failed: unknown[] };
    expect(graph.failed).toEqual([]);
    const after = await picture(root);
    const ids = (after.tables.graph_nodes as { id: string }[]).map((n) => n.id);
    expect(ids.filter((id) => /#(added\d+|renamed11|f11|f5)$/.test(id)).sort()).toEqual([...Array.from({ length: 10 }, (_, i) => `src/m${i}.ts#added${i}`).filter((id) => !id.includes("m5.")), "src/m11.ts#renamed11"].sort());
    await expectSameAsFresh(root, after);
    // Nothing is left for a further run to rebuild.
    const again = await indexOnce(root);
    expect([again.indexed, (again.stages.graph as { filesBuilt: number }).filesBuilt]).toEqual([0, 0]);
  }, 120_000);

  it("rebuilds the files of a stage that crashed in an earlier run", async () => {
    const root = writeTree(moduleTree(12));
    roots.push(root);
    await indexOnce(root);
    editTree(root);
    const crashing: IndexStage[] = defaultStages.map((s) => (s.name === "graph" ? { name: "graph", run: () => Promise.reject(new RangeError("Maximum call stack size exceeded")) } : s));
    const crashed = await indexOnce(root, { stages: crashing });
    expect(crashed.stages.graph).toEqual({ failed: "RangeError: Maximum call stack size exceeded" });
    expect(crashed.indexed).toBe(10);
    // status says what the failed stage left: the 10 changed files and the deleted one.
    const status = strata(["status", root, "--json"]);
    expect([status.status, JSON.parse(status.stdout).pendingStages]).toEqual([0, { graph: 11 }]);
    expect(strata(["status", root]).stdout).toContain("Stages with files still to rebuild (an earlier run stopped or failed, or a merge waits for its index): graph 11 files.\nRefresh with: strata index\n");
    const resumed = await indexOnce(root);
    expect([resumed.indexed, (resumed.stages.graph as { filesBuilt: number }).filesBuilt]).toEqual([0, 11]);
    expect(JSON.parse(strata(["status", root, "--json"]).stdout)).not.toHaveProperty("pendingStages");
    const after = await picture(root);
    await expectSameAsFresh(root, after);
  }, 120_000);
});
