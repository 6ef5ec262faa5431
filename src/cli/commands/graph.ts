/**
 * `strata graph [repo]`: the stored code graph as JSON, DOT, Mermaid or an SVG picture, whole
 * or around `--focus <node id or path>` within `--depth N` edges; `--stats` prints node/edge counts and resolved,
 * external and unresolved calls per language instead.
 */
import fs from "node:fs";
import path from "node:path";
import { findFocus, graphStats, neighbourhood, type CodeGraph } from "../../graph/index.js";
import { EXIT, withRepository, integerOption, requireGraph, UsageError, type CommonOptions } from "../common.js";
import { GRAPH_FORMATS } from "../exit.js";
import { renderDot } from "../render/graphDot.js";
import { renderMermaid } from "../render/graphMermaid.js";
import { renderGraphStats } from "../render/graphStats.js";
import { renderSvg } from "../render/graphSvg.js";

export interface GraphCommandOptions extends CommonOptions {
  format?: (typeof GRAPH_FORMATS)[number];
  focus?: string;
  /** Edges to follow from the focus (default 1). */
  depth?: string;
  stats?: boolean;
  /** Write to this file instead of stdout. */
  output?: string;
}

/** Runs the command; returns the exit code. @throws UsageError for a missing graph, an unknown focus or a bad depth. */
export async function graphCommand(repo: string | undefined, opts: GraphCommandOptions): Promise<number> {
  const depth = integerOption("--depth", opts.depth, { min: 0 }) ?? 1;
  const opened = await withRepository(repo, opts, "read", async ({ root, store }) => ({ root, graph: await requireGraph(store, repo) }));
  const root = opened.root;
  let graph: CodeGraph = opened.graph;
  let title = `strata graph — ${path.basename(root)}`;
  let focusId: string | undefined;
  if (opts.focus !== undefined) {
    const node = findFocus(graph, opts.focus);
    if (!node) throw new UsageError(`--focus "${opts.focus}" is not a node id, file path or folder path of the graph (ids look like src/a.ts, src/util/ or src/a.ts#Parser.parse)`);
    graph = neighbourhood(graph, node.id, depth);
    focusId = node.id;
    title += ` — ${node.id}, depth ${depth}`;
  }
  const text = opts.stats
    ? opts.json
      ? `${JSON.stringify(graphStats(graph), null, 2)}\n`
      : renderGraphStats(graphStats(graph))
    : render(graph, opts.format ?? "json", title, focusId);
  if (opts.output) fs.writeFileSync(path.resolve(opts.output), text);
  else process.stdout.write(text);
  return EXIT.ok;
}

function render(graph: CodeGraph, format: (typeof GRAPH_FORMATS)[number], title: string, focusId: string | undefined): string {
  switch (format) {
    case "dot":
      return renderDot(graph);
    case "mermaid":
      return renderMermaid(graph, focusId);
    case "svg":
      return renderSvg(graph, title, focusId);
    default:
      return `${JSON.stringify(graph, null, 2)}\n`;
  }
}
