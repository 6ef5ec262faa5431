/**
 * `strata graph --format svg` on a big neighbourhood (hono `src/middleware/cors/` at depth 2 drew 349 nodes on a
 * 4,499 × 22,545 px picture): declarations fold into their files with counted edges, and only the nodes nearest
 * the focus are kept, with a note saying what was left out.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph, GraphNode } from "../../src/graph/index.js";
import { pictureOf } from "../../src/cli/render/graphPicture.js";

const node = (id: string, kind: GraphNode["kind"]): GraphNode => {
  const path = id.includes("#") ? id.slice(0, id.indexOf("#")) : id;
  const name = id.includes("#") ? id.slice(id.indexOf("#") + 1) : id;
  return { id, kind, name, qualifiedName: name, path, language: "typescript" } as GraphNode;
};

const graph: CodeGraph = {
  formatVersion: 1,
  nodes: [
    node("a/", "folder"),
    node("a/x.ts", "file"),
    node("a/x.ts#f", "function"),
    node("a/x.ts#g", "function"),
    node("b.ts", "file"),
    node("b.ts#h", "function"),
    node("c.ts", "file"),
    node("c.ts#k", "function"),
    node("d.ts", "file"),
  ],
  edges: [
    { from: "a/", to: "a/x.ts", kind: "contains", resolved: true },
    { from: "a/x.ts", to: "a/x.ts#f", kind: "contains", resolved: true },
    { from: "a/x.ts", to: "a/x.ts#g", kind: "contains", resolved: true },
    { from: "a/x.ts", to: "b.ts", kind: "imports", resolved: true, line: 1 },
    { from: "a/x.ts#f", to: "a/x.ts#g", kind: "calls", resolved: true, line: 3 },
    { from: "a/x.ts#f", to: "b.ts#h", kind: "calls", resolved: true, line: 4 },
    { from: "a/x.ts#g", to: "b.ts#h", kind: "calls", resolved: true, line: 7, via: "callback" },
    { from: "b.ts", to: "b.ts#h", kind: "contains", resolved: true },
    { from: "b.ts#h", to: "c.ts#k", kind: "calls", resolved: true, line: 2 },
    { from: "c.ts", to: "c.ts#k", kind: "contains", resolved: true },
    { from: "d.ts", to: "c.ts", kind: "imports", resolved: true, line: 1 },
    // The whole graph (no --focus) keeps unresolved edges: they counted as neighbours and pushed real nodes out.
    { from: "a/x.ts#f", to: "?console.log", kind: "calls", resolved: false, line: 5, external: true },
    { from: "a/x.ts#g", to: "?x.y", kind: "calls", resolved: false, line: 8 },
  ],
};

describe("pictureOf (SVG of a big neighbourhood)", () => {
  it("keeps a small graph as it is", () => {
    const p = pictureOf(graph, "a/", 9);
    expect([p.nodes.length, p.edges.length, p.note]).toEqual([9, 11, ""]);
    // Without a focus the picture keeps the most connected nodes, never an unresolved name.
    const whole = pictureOf(graph, undefined, 4);
    expect([whole.nodes.map((n) => n.id), whole.note]).toEqual([["a/", "a/x.ts", "b.ts", "c.ts"], "4 declarations folded into their files; 1 of 5 nodes not shown (fewest edges); all of it: --format json"]);
  });

  it("folds declarations into files with counted edges, then keeps the nodes nearest the focus", () => {
    expect(pictureOf(graph, "a/", 5)).toEqual({
      nodes: [node("a/", "folder"), node("a/x.ts", "file"), node("b.ts", "file"), node("c.ts", "file"), node("d.ts", "file")],
      edges: [
        { from: "a/", to: "a/x.ts", kind: "contains", count: 1 },
        { from: "a/x.ts", to: "b.ts", kind: "imports", count: 1 },
        { from: "a/x.ts", to: "b.ts", kind: "calls", count: 2 },
        { from: "b.ts", to: "c.ts", kind: "calls", count: 1 },
        { from: "d.ts", to: "c.ts", kind: "imports", count: 1 },
      ],
      note: "4 declarations folded into their files; all of it: --format json",
    });
    expect(pictureOf(graph, "a/", 3)).toEqual({
      nodes: [node("a/", "folder"), node("a/x.ts", "file"), node("b.ts", "file")],
      edges: [
        { from: "a/", to: "a/x.ts", kind: "contains", count: 1 },
        { from: "a/x.ts", to: "b.ts", kind: "imports", count: 1 },
        { from: "a/x.ts", to: "b.ts", kind: "calls", count: 2 },
      ],
      note: "4 declarations folded into their files; 2 of 5 nodes not shown (farthest from the focus); all of it: --format json",
    });
  });

  it("keeps the declarations of a focused file unfolded", () => {
    expect(pictureOf(graph, "a/x.ts", 5)).toEqual({
      nodes: [node("a/", "folder"), node("a/x.ts", "file"), node("a/x.ts#f", "function"), node("a/x.ts#g", "function"), node("b.ts", "file")],
      edges: [
        { from: "a/", to: "a/x.ts", kind: "contains", count: 1 },
        { from: "a/x.ts", to: "a/x.ts#f", kind: "contains", count: 1 },
        { from: "a/x.ts", to: "a/x.ts#g", kind: "contains", count: 1 },
        { from: "a/x.ts", to: "b.ts", kind: "imports", count: 1 },
        { from: "a/x.ts#f", to: "a/x.ts#g", kind: "calls", count: 1 },
        { from: "a/x.ts#f", to: "b.ts", kind: "calls", count: 1 },
        { from: "a/x.ts#g", to: "b.ts", kind: "calls", count: 1, via: "callback" },
      ],
      note: "2 declarations folded into their files; 2 of 7 nodes not shown (farthest from the focus); all of it: --format json",
    });
    // hono src/context.ts (43 declarations) filled all 40 places with its own members: they get at most 60%.
    expect(pictureOf(graph, "a/x.ts", 3)).toEqual({
      nodes: [node("a/x.ts", "file"), node("a/x.ts#f", "function"), node("b.ts", "file")],
      edges: [
        { from: "a/x.ts", to: "a/x.ts#f", kind: "contains", count: 1 },
        { from: "a/x.ts", to: "b.ts", kind: "imports", count: 1 },
        { from: "a/x.ts#f", to: "b.ts", kind: "calls", count: 1 },
      ],
      note: "2 declarations folded into their files; 4 of 7 nodes not shown (farthest from the focus); all of it: --format json",
    });
  });
});

describe("renderMermaid labels", () => {
  it("escapes quotes and angle brackets of paths (`src/<script>.md`, `src/we\"ird.ts`)", async () => {
    const { renderMermaid } = await import("../../src/cli/render/graphMermaid.js");
    const g: CodeGraph = { formatVersion: 1, nodes: [node("src/<script>.md", "file"), node('src/we"ird.ts', "file")], edges: [] };
    expect(renderMermaid(g).split("\n").slice(0, 3)).toEqual([
      "flowchart LR",
      '  n0["src/#lt;script#gt;.md<br/><small>file</small>"]:::file',
      '  n1["src/we#quot;ird.ts<br/><small>file</small>"]:::file',
    ]);
  });
});

describe("renderMermaid of a big neighbourhood", () => {
  it("folds and cuts like the SVG, saying so in a comment", async () => {
    const { renderMermaid } = await import("../../src/cli/render/graphMermaid.js");
    const nodes = [node("a/", "folder"), ...Array.from({ length: 45 }, (_, i) => node(`a/f${String(i).padStart(2, "0")}.ts`, "file"))];
    const edges = nodes.slice(1).map((n) => ({ from: "a/", to: n.id, kind: "contains" as const, resolved: true }));
    const lines = renderMermaid({ formatVersion: 1, nodes, edges }, "a/").split("\n");
    expect(lines.slice(0, 3)).toEqual(["flowchart LR", "  %% 6 of 46 nodes not shown (farthest from the focus); all of it: --format json", '  n0["a/<br/><small>folder</small>"]:::folder']);
    expect(lines.filter((l) => l.includes(":::file")).length).toBe(39);
  });
});

describe("renderSvg framing", () => {
  // 11 files in a ring with chords: dagre routes some back edges above the graph's own box (negative y).
  it("keeps every edge inside the picture, below the title", async () => {
    const { renderSvg } = await import("../../src/cli/render/graphSvg.js");
    const n = 11;
    const nodes: GraphNode[] = Array.from({ length: n }, (_, i) => ({ id: `f${i}.ts`, kind: "file", name: `f${i}.ts`, qualifiedName: `f${i}.ts`, path: `f${i}.ts`, contentHash: "" }));
    const edges: CodeGraph["edges"] = [];
    for (let i = 0; i < n; i++) {
      edges.push({ from: `f${i}.ts`, to: `f${(i + 1) % n}.ts`, kind: "calls", resolved: true });
      edges.push({ from: `f${i}.ts`, to: `f${(i * 7 + 3) % n}.ts`, kind: "calls", resolved: true });
    }
    const svg = renderSvg({ formatVersion: 1, nodes, edges }, "ring");
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.map(Number);
    const [, tx, ty] = /<g transform="translate\((-?[\d.]+),(-?[\d.]+)\)">/.exec(svg)!.map(Number);
    const points = [...svg.matchAll(/<path d="([^"]+)" fill="none"/g)].flatMap((m) => [...m[1]!.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((p) => [Number(p[1]) + tx!, Number(p[2]) + ty!]));
    expect(points.length).toBeGreaterThan(2 * n);
    // Below the 30-pixel title band, inside the viewBox.
    expect(points.filter(([x, y]) => x! < 0 || y! < 30 || x! > width! || y! > height!)).toEqual([]);
  });
});
