import { describe, expect, it } from "vitest";
import { appendAll } from "../../src/shared/arrays.js";
import { buildGraph } from "../../src/graph/index.js";

describe("appendAll", () => {
  it("appends a million items in order", () => {
    const target = [-1];
    appendAll(
      target,
      Array.from({ length: 1_000_000 }, (_, i) => i),
    );
    expect([target.length, target[0], target[1], target[1_000_000]]).toEqual([1_000_001, -1, 0, 999_999]);
  });

  it("lets the graph hold more edges than a call's arguments can (a 1.4M-line corpus overflowed the stack)", async () => {
    const calls = 200_000;
    const text = `def f():\n    return 1\n\n\ndef g():\n${"    f()\n".repeat(calls)}`;
    const graph = await buildGraph({ root: "/nonexistent", files: [{ path: "a.py", text, language: "python" }] });
    const edge = graph.edges.find((e) => e.kind === "calls" && e.from === "a.py#g")!;
    expect([edge.to, edge.line, edge.lines?.length, edge.lines?.at(-1)]).toEqual(["a.py#f", 6, calls, 5 + calls]);
  }, 60_000);
});
