/** `strata graph --format mermaid`: a Mermaid flowchart, one class per node kind, edges labelled by kind. */
import type { CodeGraph, GraphNodeKind } from "../../graph/index.js";
import { EDGE_COLORS, NODE_COLORS, nodeLabel } from "./graphStyle.js";

const escape = (s: string): string => s.replaceAll('"', "#quot;");

/** Renders `graph` as a Mermaid `flowchart LR` (nodes get short ids `n0`, `n1`… in id order). */
export function renderMermaid(graph: CodeGraph): string {
  const short = new Map(graph.nodes.map((n, i) => [n.id, `n${i}`]));
  const lines = ["flowchart LR"];
  for (const n of graph.nodes) lines.push(`  ${short.get(n.id)}["${escape(nodeLabel(n))}<br/><small>${n.kind}</small>"]:::${n.kind}`);
  const styles: string[] = [];
  let index = 0;
  for (const e of graph.edges) {
    const from = short.get(e.from);
    const to = short.get(e.to);
    if (!from || !to) continue;
    lines.push(`  ${from} ${e.kind === "contains" ? "-.->" : "-->"}|${e.kind}| ${to}`);
    styles.push(`  linkStyle ${index++} stroke:${EDGE_COLORS[e.kind]}`);
  }
  lines.push(...styles);
  for (const kind of Object.keys(NODE_COLORS) as GraphNodeKind[]) lines.push(`  classDef ${kind} fill:${NODE_COLORS[kind]},stroke:#555`);
  return lines.join("\n") + "\n";
}
