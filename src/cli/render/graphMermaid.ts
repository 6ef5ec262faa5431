/**
 * `strata graph --format mermaid`: a Mermaid flowchart, one class per node kind, edges labelled by kind. Like the
 * SVG, a graph of more than `SVG_MAX_NODES` nodes is folded and cut (graphPicture.ts; Mermaid refuses more than 500
 * edges by default — hono's `src/middleware/cors/` at depth 2 has 1,262); a `%%` comment says what was left out.
 */
import type { CodeGraph, GraphNodeKind } from "../../graph/index.js";
import { pictureOf } from "./graphPicture.js";
import { EDGE_COLORS, NODE_COLORS, nodeLabel } from "./graphStyle.js";

/** Mermaid entity codes for what would end the label (`"`) or be read as HTML (`<script>.md`). */
const escape = (s: string): string => s.replaceAll('"', "#quot;").replaceAll("<", "#lt;").replaceAll(">", "#gt;");

/** Renders `graph` as a Mermaid `flowchart LR` (nodes get short ids `n0`, `n1`… in id order); `focusId` as for the SVG. */
export function renderMermaid(whole: CodeGraph, focusId?: string): string {
  const graph = pictureOf(whole, focusId);
  const short = new Map(graph.nodes.map((n, i) => [n.id, `n${i}`]));
  const lines = ["flowchart LR", ...(graph.note ? [`  %% ${graph.note}`] : [])];
  for (const n of graph.nodes) lines.push(`  ${short.get(n.id)}["${escape(nodeLabel(n))}<br/><small>${n.kind}</small>"]:::${n.kind}`);
  const styles: string[] = [];
  let index = 0;
  for (const e of graph.edges) {
    const from = short.get(e.from);
    const to = short.get(e.to);
    if (!from || !to) continue;
    lines.push(`  ${from} ${e.kind === "contains" ? "-.->" : "-->"}|${e.kind}${e.count > 1 ? ` ×${e.count}` : ""}| ${to}`);
    styles.push(`  linkStyle ${index++} stroke:${EDGE_COLORS[e.kind]}`);
  }
  lines.push(...styles);
  for (const kind of Object.keys(NODE_COLORS) as GraphNodeKind[]) lines.push(`  classDef ${kind} fill:${NODE_COLORS[kind]},stroke:#555`);
  return lines.join("\n") + "\n";
}
