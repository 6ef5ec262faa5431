/**
 * `strata graph [repo]`: the stored code graph as JSON, DOT, Mermaid or an SVG picture, whole
 * or around `--focus <node id or path>` within `--depth N` edges; `--stats` prints node/edge counts and resolved,
 * external and unresolved calls per language instead.
 */
import fs from "node:fs";
import path from "node:path";
import { findFocus, graphStats, neighbourhood, type CodeGraph } from "../../graph/index.js";
import { exampleIds } from "../nodeArg.js";
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
    if (!node) throw new UsageError(`--focus "${opts.focus}" is not a node id, file path or folder path of the graph (ids look like ${exampleIds(graph.nodes)} or a folder with a trailing /)`);
    graph = neighbourhood(graph, node.id, depth);
    focusId = node.id;
    title += ` — ${node.id}, depth ${depth}`;
  }
  let text = opts.stats
    ? opts.json
      ? `${JSON.stringify(graphStats(graph), null, 2)}\n`
      : renderGraphStats(graphStats(graph))
    : render(graph, opts.format ?? "json", title, focusId);
  if (!opts.stats && floodsTerminal(opts, process.stdout.isTTY === true, Buffer.byteLength(text))) {
    process.stderr.write(`strata: the whole graph is ${(Buffer.byteLength(text) / 1048576).toFixed(1)} MB of JSON; showing --stats instead. Write it with -o graph.json, pipe it, or pick a part with --focus <node> (--format svg draws one)\n`);
    text = renderGraphStats(graphStats(graph));
  }
  if (opts.output) fs.writeFileSync(path.resolve(opts.output), text);
  else process.stdout.write(text);
  return EXIT.ok;
}

/** Bytes of graph JSON beyond which a terminal gets the statistics instead (a reader scrolls past the rest). */
export const TERMINAL_GRAPH_BYTES = 256 * 1024;

/**
 * True when `strata graph` would print a whole graph's JSON (no `--format`, `--focus` or `-o`) of more than
 * {@link TERMINAL_GRAPH_BYTES} bytes to a terminal (`tty`): 4.6 MB scrolled past on hono. A pipe or a file gets it all.
 */
export function floodsTerminal(opts: Pick<GraphCommandOptions, "format" | "focus" | "output">, tty: boolean, bytes: number): boolean {
  return tty && opts.format === undefined && opts.focus === undefined && opts.output === undefined && bytes > TERMINAL_GRAPH_BYTES;
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
