/**
 * Edges for the context engine when the graph stage has not run: `contains` from ids (file → declaration,
 * class → method) and `calls` resolved by name — an identifier followed by `(` in a node's code names a
 * callable node with that simple name, preferring the same file, and is dropped when still ambiguous.
 * Cruder than the graph stage's resolution (no imports, no receivers), and marked so in the README.
 */
import type { GraphEdge } from "../graph/index.js";
import type { SearchDocRecord } from "../store/index.js";

const CALLABLE = new Set(["function", "method", "class"]);

/** Inferred edges over `docs`, sorted by (from, kind, to). */
export function inferEdges(docs: Pick<SearchDocRecord, "id" | "node" | "code">[]): GraphEdge[] {
  const ids = new Set(docs.map((d) => d.id));
  const byName = new Map<string, string[]>();
  for (const d of docs) {
    if (!CALLABLE.has(d.node.kind)) continue;
    const list = byName.get(d.node.name) ?? [];
    list.push(d.id);
    byName.set(d.node.name, list);
  }
  const edges: GraphEdge[] = [];
  for (const d of docs) {
    if (d.node.kind === "file") continue;
    const q = d.node.qualifiedName;
    const parent = q.includes(".") ? `${d.node.path}#${q.slice(0, q.lastIndexOf("."))}` : d.node.path;
    if (ids.has(parent)) edges.push({ from: parent, to: d.id, kind: "contains", resolved: true });
    const seen = new Set<string>();
    for (const m of d.code.matchAll(/[A-Za-z_$][\w$]*(?=\s*\()/g)) {
      const name = m[0];
      if (name === d.node.name || seen.has(name)) continue;
      seen.add(name);
      const candidates = byName.get(name);
      if (!candidates) continue;
      const local = candidates.filter((c) => c.startsWith(`${d.node.path}#`));
      const pick = local.length === 1 ? local : candidates.length === 1 ? candidates : [];
      // A class's code declares its methods: a member is not a callee.
      if (pick[0] && pick[0] !== d.id && !pick[0].startsWith(`${d.id}.`)) edges.push({ from: d.id, to: pick[0], kind: "calls", resolved: true });
    }
  }
  const key = (e: GraphEdge): string => `${e.from}\u0000${e.kind}\u0000${e.to}`;
  return edges.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
