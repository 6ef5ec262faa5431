/**
 * A Python class without its own `__init__` is constructed through its base's: `Sub(1)` is a use of `Sub` (its
 * `references` list it, and the call's result is a `Sub`), not a call of `Base` (whose references keep `Base(2)`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { findReferences } from "../../src/navigate/index.js";
import { loadFixture } from "../graph/graphFixtures.js";

const FILES = {
  "pkg/base.py": "class Base:\n    def __init__(self, x):\n        self.x = x\n\n\nclass Sub(Base):\n    def run(self):\n        return self.x\n",
  "pkg/app.py": "from pkg.base import Sub, Base\n\n\ndef make():\n    return Sub(1).run()\n\n\ndef plain():\n    return Base(2)\n",
};

let root = "";
let graph: CodeGraph;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-inherited-init-"));
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  graph = await buildGraph({ root, files: loadFixture(root) });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a class constructed through an inherited __init__", () => {
  it("is referenced by the call of the subclass, not the base", () => {
    const sites = (id: string): string[] => (findReferences(graph, id) ?? []).filter((r) => r.kind === "calls").map((r) => `${r.from}@${r.line}:${r.resolution}`);
    expect(sites("pkg/base.py#Sub")).toEqual(["pkg/app.py#make@5:import"]);
    expect(sites("pkg/base.py#Base")).toEqual(["pkg/app.py#plain@9:import"]);
  });

  it("types the call's result as the subclass", () => {
    const calls = graph.edges.filter((e) => e.kind === "calls" && e.from === "pkg/app.py#make").map((e) => e.to).sort();
    expect(calls).toEqual(["pkg/base.py#Sub", "pkg/base.py#Sub.run"]);
  });
});
