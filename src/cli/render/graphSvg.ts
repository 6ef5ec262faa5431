/**
 * `strata graph --format svg`: a self-contained SVG picture of a (focused) graph that opens in any browser —
 * laid out by @dagrejs/dagre (layered, left to right), nodes labelled and filled by kind, edges coloured by
 * kind (dashed: contains, dotted: callbacks/references), a legend, and each node's id as its tooltip. A graph of
 * more than `SVG_MAX_NODES` (graphPicture.ts) nodes is folded to files and cut to the nodes nearest the focus first
 * (`graphPicture.ts`); the title's second line says what was folded or left out. Folded edges show `×N`.
 */
import dagre from "@dagrejs/dagre";
import type { CodeGraph, GraphEdgeKind, GraphNodeKind } from "../../graph/index.js";
import { dottedVia, EDGE_COLORS, NODE_COLORS, nodeLabel } from "./graphStyle.js";
import { pictureOf } from "./graphPicture.js";

/** Pixels per label character (12 px Helvetica averages about 7 px) and the node box padding. */
const CHAR_PX = 7;
const PAD_PX = 20;
const NODE_H = 38;
const LEGEND_W = 170;

const esc = (s: string): string => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * Renders `graph` as an SVG document; `title` is drawn above it. Edges to nodes outside `graph` are left out.
 * `focusId` (the `--focus` node) decides what is kept first when the graph is too big to draw whole.
 */
export function renderSvg(whole: CodeGraph, title: string, focusId?: string): string {
  const picture = pictureOf(whole, focusId);
  const graph = { nodes: picture.nodes, edges: picture.edges };
  const top = picture.note ? 46 : 30;
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: "LR", nodesep: 18, ranksep: 60, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of graph.nodes) {
    const label = nodeLabel(n);
    g.setNode(n.id, { width: Math.max(label.length, n.kind.length) * CHAR_PX + PAD_PX, height: NODE_H });
  }
  const edges = graph.edges.filter((e) => g.hasNode(e.from) && g.hasNode(e.to));
  edges.forEach((e, i) => g.setEdge(e.from, e.to, {}, `${e.kind}:${i}`));
  dagre.layout(g);
  // dagre can route an edge outside the graph's own box (negative y on long back edges): frame everything drawn.
  const size = g.graph();
  const xs = [0, size.width ?? 0];
  const ys = [0, size.height ?? 0];
  edges.forEach((e, i) => {
    for (const p of g.edge({ v: e.from, w: e.to, name: `${e.kind}:${i}` })?.points ?? []) {
      xs.push(p.x);
      ys.push(p.y);
    }
  });
  const [minX, maxX, minY, maxY] = [Math.min(...xs) - 10, Math.max(...xs) + 10, Math.min(...ys) - 10, Math.max(...ys) + 10];
  const drawnWidth = maxX - minX;
  const width = Math.ceil(drawnWidth + LEGEND_W + 20);
  const height = Math.ceil(Math.max(maxY - minY + top + 10, 260));

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">`,
    "<defs>",
  ];
  for (const [kind, color] of Object.entries(EDGE_COLORS)) {
    out.push(`<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`);
  }
  out.push("</defs>", `<rect width="100%" height="100%" fill="#ffffff"/>`, `<text x="20" y="22" font-size="14" font-weight="bold">${esc(title)}</text>`);
  if (picture.note) out.push(`<text x="20" y="40" font-size="11" fill="#555">${esc(picture.note)}</text>`);
  out.push(`<g transform="translate(${(-minX).toFixed(1)},${(top - minY).toFixed(1)})">`);
  edges.forEach((e, i) => {
    const points: { x: number; y: number }[] = g.edge({ v: e.from, w: e.to, name: `${e.kind}:${i}` })?.points ?? [];
    if (!points.length) return;
    const d = points.map((p, j) => `${j ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
    const dash = e.kind === "contains" ? ` stroke-dasharray="5,4"` : dottedVia(e.via) ? ` stroke-dasharray="2,3"` : "";
    const times = e.count > 1 ? ` ×${e.count}` : "";
    const width = e.count > 1 ? Math.min(1.4 + Math.log2(e.count), 5).toFixed(1) : "1.4";
    out.push(`<path d="${d}" fill="none" stroke="${EDGE_COLORS[e.kind]}" stroke-width="${width}"${dash} marker-end="url(#arrow-${e.kind})"><title>${esc(`${e.from} ${e.kind}${times} ${e.to}${e.line ? ` (line ${e.line})` : ""}`)}</title></path>`);
  });
  for (const n of graph.nodes) {
    const box = g.node(n.id);
    const x = box.x - box.width / 2;
    const y = box.y - box.height / 2;
    out.push(
      `<g><title>${esc(n.id)}${n.signature ? esc(`\n${n.signature}`) : ""}</title>` +
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${box.width}" height="${box.height}" rx="6" fill="${NODE_COLORS[n.kind]}" stroke="#555"/>` +
        `<text x="${box.x.toFixed(1)}" y="${(box.y - 2).toFixed(1)}" font-size="12" text-anchor="middle">${esc(nodeLabel(n))}</text>` +
        `<text x="${box.x.toFixed(1)}" y="${(box.y + 12).toFixed(1)}" font-size="9" fill="#555" text-anchor="middle">${n.kind}</text></g>`,
    );
  }
  out.push("</g>", legend(drawnWidth + 20, top + 10));
  out.push("</svg>");
  return out.join("\n") + "\n";
}

function legend(x: number, y0: number): string {
  const rows: string[] = [`<g transform="translate(${x.toFixed(0)},${y0})" font-size="11">`, `<text x="0" y="0" font-weight="bold">Nodes</text>`];
  let y = 14;
  for (const [kind, color] of Object.entries(NODE_COLORS) as [GraphNodeKind, string][]) {
    rows.push(`<rect x="0" y="${y - 9}" width="14" height="11" rx="2" fill="${color}" stroke="#555"/><text x="20" y="${y}">${kind}</text>`);
    y += 15;
  }
  y += 8;
  rows.push(`<text x="0" y="${y}" font-weight="bold">Edges</text>`);
  y += 14;
  for (const [kind, color] of Object.entries(EDGE_COLORS) as [GraphEdgeKind, string][]) {
    const dash = kind === "contains" ? ` stroke-dasharray="5,4"` : "";
    rows.push(`<line x1="0" y1="${y - 4}" x2="28" y2="${y - 4}" stroke="${color}" stroke-width="2"${dash}/><text x="34" y="${y}">${kind}</text>`);
    y += 15;
  }
  rows.push(`<text x="0" y="${y + 4}" fill="#555">dotted: callback / reference</text>`, "</g>");
  return rows.join("\n");
}
