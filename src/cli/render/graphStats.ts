/** `strata graph --stats`: node/edge counts and per-language call resolution as markdown tables. */
import { EDGE_RESOLUTIONS, type GraphStats } from "../../graph/index.js";

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/**
 * Renders the stats: counts by kind, then one row per language (resolved, external, unresolved-internal calls, then
 * the callbacks, references, constructions and statement calls counted apart), then one row per language with its resolved calls by resolution
 * (type-checked, scope, import, name-only).
 */
export function renderGraphStats(stats: GraphStats): string {
  const out = [
    `Nodes: ${stats.nodes} (${Object.entries(stats.nodesByKind).map(([k, v]) => `${k} ${v}`).join(", ")})`,
    `Edges: ${stats.edges} (${Object.entries(stats.edgesByKind).map(([k, v]) => `${k} ${v}`).join(", ")})`,
    "",
    "| language | calls | resolved | external | unresolved (internal) | resolved % | resolved % of internal | callbacks | references | constructions | statement calls |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const s of stats.calls) {
    out.push(`| ${s.language} | ${s.calls} | ${s.resolved} | ${s.external} | ${s.unresolvedInternal} | ${pct(s.resolvedFraction)} | ${pct(s.internalResolvedFraction)} | ${s.callbacks} | ${s.references} | ${s.constructions} | ${s.statements} |`);
  }
  if (!stats.calls.length) out.push("| (no calls) | 0 | 0 | 0 | 0 | – | – | 0 | 0 | 0 | 0 |");
  else {
    out.push(
      "",
      "Calls are call expressions. Callbacks (a function passed by name as an argument), references (a method or getter read without a call), constructions (a value of a repository type built by a literal, Go `&T{…}`) and statement calls (a method a statement runs, Python `with x:` running `x.__enter__`, recorded only where it resolves) are `calls` edges too, counted apart and in none of the shares.",
    );
    out.push("", `| language | resolved | ${EDGE_RESOLUTIONS.join(" | ")} |`, `|---|---:|${EDGE_RESOLUTIONS.map(() => "---:").join("|")}|`);
    for (const s of stats.calls) out.push(`| ${s.language} | ${s.resolved} | ${EDGE_RESOLUTIONS.map((r) => s.byResolution[r]).join(" | ")} |`);
  }
  return out.join("\n") + "\n";
}
