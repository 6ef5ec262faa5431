/** `strata graph --format dot`: Graphviz DOT, nodes filled by kind, edges coloured by kind, unresolved edges left out. */
import type { CodeGraph } from "../../graph/index.js";
import { dottedVia, EDGE_COLORS, NODE_COLORS, nodeLabel } from "./graphStyle.js";

const quote = (s: string): string => `"${s.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n")}"`;

/** Renders `graph` as a DOT digraph (one statement per line, canonical order). */
export function renderDot(graph: CodeGraph): string {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const lines = ["digraph strata {", "  rankdir=LR;", '  node [shape=box, style="rounded,filled", fontname="Helvetica"];', '  edge [fontname="Helvetica", fontsize=9];'];
  for (const n of graph.nodes) lines.push(`  ${quote(n.id)} [label=${quote(`${nodeLabel(n)}\n${n.kind}`)}, fillcolor=${quote(NODE_COLORS[n.kind])}];`);
  for (const e of graph.edges) {
    if (!ids.has(e.to)) continue;
    const style = e.kind === "contains" ? ", style=dashed" : dottedVia(e.via) ? ", style=dotted" : "";
    lines.push(`  ${quote(e.from)} -> ${quote(e.to)} [label=${quote(e.kind)}, color=${quote(EDGE_COLORS[e.kind])}${style}];`);
  }
  lines.push("}");
  return lines.join("\n") + "\n";
}
