/**
 * Call-resolution statistics of a graph per language: each `calls` edge of a call expression counts once under the
 * language of its caller, as resolved, external (a library, standard-library or builtin callee) or unresolved-internal
 * (everything else: dynamic calls, untyped receivers, names the resolver cannot follow); resolved calls are also
 * counted by how they were resolved (`type-checked`, `scope`, `import`, `name-only`). A `calls` edge with `via`
 * (a function passed as an argument, a method or accessor read as a value, a value built by a literal of a
 * repository type, a method a statement runs) is counted apart, as a callback, a reference, a construction or a
 * statement call, and in none of the call counts or shares: such edges exist only where they resolved, so counting them
 * as calls would raise the resolved share without any call expression being resolved.
 */
import { EDGE_RESOLUTIONS, type CodeGraph, type EdgeResolution } from "./types.js";

/**
 * Counts of one language, in edges. `calls` = resolved + external + unresolvedInternal (call expressions only);
 * `resolvedFraction` = resolved / calls (0 when there are no calls).
 */
export interface LanguageCallStats {
  language: string;
  calls: number;
  resolved: number;
  external: number;
  unresolvedInternal: number;
  resolvedFraction: number;
  /** Resolved / (resolved + unresolved-internal): how much of what could be resolved inside the repository was. */
  internalResolvedFraction: number;
  /** Resolved calls by how they were resolved (every {@link EdgeResolution} present, 0 when none). */
  byResolution: Record<EdgeResolution, number>;
  /** `calls` edges `via: "callback"` (a function passed by name as an argument); not in `calls`. */
  callbacks: number;
  /** `calls` edges `via: "reference"` (a method or accessor read without a call: a getter, `@property`); not in `calls`. */
  references: number;
  /** `calls` edges `via: "literal"` (a value of a repository type built by a literal: Go `&T{…}`); not in `calls`. */
  constructions: number;
  /** `calls` edges `via: "statement"` (a method a statement runs: Python `with x:` runs `x.__enter__`); not in `calls`. */
  statements: number;
}

/** Per-language call statistics, sorted by language id, plus node and edge counts by kind. */
export interface GraphStats {
  nodes: number;
  edges: number;
  nodesByKind: Record<string, number>;
  edgesByKind: Record<string, number>;
  calls: LanguageCallStats[];
}

/** Computes {@link GraphStats}. Edges whose caller node is missing count under language `"?"`. */
export function graphStats(graph: CodeGraph): GraphStats {
  const languageOf = new Map(graph.nodes.map((n) => [n.id, n.language ?? "?"]));
  const nodesByKind: Record<string, number> = {};
  for (const n of graph.nodes) nodesByKind[n.kind] = (nodesByKind[n.kind] ?? 0) + 1;
  const edgesByKind: Record<string, number> = {};
  const byLanguage = new Map<string, LanguageCallStats>();
  for (const e of graph.edges) {
    edgesByKind[e.kind] = (edgesByKind[e.kind] ?? 0) + 1;
    if (e.kind !== "calls") continue;
    const language = languageOf.get(e.from) ?? "?";
    let s = byLanguage.get(language);
    if (!s) byLanguage.set(language, (s = { language, calls: 0, resolved: 0, external: 0, unresolvedInternal: 0, resolvedFraction: 0, internalResolvedFraction: 0, byResolution: emptyByResolution(), callbacks: 0, references: 0, constructions: 0, statements: 0 }));
    if (e.via === "callback") {
      s.callbacks++;
      continue;
    }
    if (e.via === "reference") {
      s.references++;
      continue;
    }
    if (e.via === "literal") {
      s.constructions++;
      continue;
    }
    if (e.via === "statement") {
      s.statements++;
      continue;
    }
    s.calls++;
    if (e.resolved) {
      s.resolved++;
      if (e.resolution) s.byResolution[e.resolution]++;
    }
    else if (e.external) s.external++;
    else s.unresolvedInternal++;
  }
  const calls = [...byLanguage.values()].sort((a, b) => (a.language < b.language ? -1 : 1));
  for (const s of calls) {
    s.resolvedFraction = s.calls ? s.resolved / s.calls : 0;
    s.internalResolvedFraction = s.resolved + s.unresolvedInternal ? s.resolved / (s.resolved + s.unresolvedInternal) : 0;
  }
  return { nodes: graph.nodes.length, edges: graph.edges.length, nodesByKind, edgesByKind, calls };
}

function emptyByResolution(): Record<EdgeResolution, number> {
  return Object.fromEntries(EDGE_RESOLUTIONS.map((r) => [r, 0])) as Record<EdgeResolution, number>;
}
