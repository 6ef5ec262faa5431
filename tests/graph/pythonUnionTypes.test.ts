/**
 * Python: a value declared as a union of repository types (`A | B`, `Union[A, B]`, with or without `None`) may be
 * either, so a method call on it reaches each member type's method of that name. alembic 20e58db0's `Operations.impl:
 * DefaultImpl | BatchOperationsImpl` left `toimpl.add_column`'s `operations.impl.add_column(…)` — every non-batch
 * `op.add_column` — out of `callers DefaultImpl.add_column`, and `step: RevisionStep | StampStep` made
 * `step.should_delete_branch` a call of unknown type. A union with a type from outside stays unknown. The inputs are
 * those declarations cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python union types", () => {
  it("reach each member type's method", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/impl.py": [
        "class DefaultImpl:",
        "    def add_column(self, name):",
        "        return name",
        "",
        "",
        "class BatchImpl:",
        "    def add_column(self, name):",
        "        return name",
        "",
        "    def only_batch(self):",
        "        return 1",
        "",
      ].join("\n"),
      "pkg/ops.py": [
        "from __future__ import annotations",
        "from typing import Optional, Union",
        "from .impl import DefaultImpl, BatchImpl",
        "",
        "",
        "class Operations:",
        "    impl: DefaultImpl | BatchImpl",
        "",
        "    def __init__(self, impl: Union[DefaultImpl, BatchImpl]):",
        "        self.impl = impl",
        "",
        "",
        "def add_column(operations: Operations, name):",
        "    operations.impl.add_column(name)",
        "    operations.impl.only_batch()",
        "",
        "",
        "def step(s: DefaultImpl | BatchImpl, t: Optional[DefaultImpl], u: Union[DefaultImpl, BatchImpl, None], v: DefaultImpl | dict):",
        "    s.add_column('a')",
        "    t.add_column('b')",
        "    u.add_column('c')",
        "    v.add_column('d')",
        "",
      ].join("\n"),
    });
    const g = await buildGraph({ root, files: loadFixture(root) });
    const calls = g.edges.filter((e) => e.kind === "calls" && e.from.startsWith("pkg/ops.py")).map((e) => `${e.from} -> ${e.to} ${(e.lines ?? [e.line]).join(",")}`);
    expect(calls.sort()).toEqual([
      "pkg/ops.py#add_column -> pkg/impl.py#BatchImpl.add_column 14",
      "pkg/ops.py#add_column -> pkg/impl.py#BatchImpl.only_batch 15",
      "pkg/ops.py#add_column -> pkg/impl.py#DefaultImpl.add_column 14",
      "pkg/ops.py#step -> ?v.add_column 22",
      "pkg/ops.py#step -> pkg/impl.py#BatchImpl.add_column 19,21",
      "pkg/ops.py#step -> pkg/impl.py#DefaultImpl.add_column 19,20,21",
    ]);
  }, 60_000);
});
