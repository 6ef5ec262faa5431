/**
 * A repository map without a question (as Aider's repo map does with tree-sitter tags and PageRank): the most
 * important files with their declarations' signatures and one-line summaries, within a token budget. Files are
 * ranked by PageRank over the file graph that the stored code graph's resolved `calls`, `imports`, `inherits`
 * and `implements` edges induce (an edge weighs as many times as it occurs), personalized to `focus` files when
 * given (seed 001 §3.3's importance scoring). Ours is type-resolved where the graph is.
 */
import { fileOfId, type CodeGraph, type GraphNode } from "../graph/index.js";
import { personalizedPageRank, type WeightedEdge } from "../retrieve/index.js";
import type { TokenCounter } from "../shared/tokens.js";

/** Options of {@link repoMap}. */
export interface RepoMapOptions {
  /** Token budget of the map text (tokens of `countTokens`). */
  budget: number;
  countTokens: TokenCounter;
  /** Repository-relative files the map is personalized to; unknown paths are ignored. */
  focus?: string[];
  /** One-line summary per node id (files and declarations), e.g. from the search index. */
  summaries?: Map<string, string>;
}

/** A map: its text, what it holds and what it left out. */
export interface RepoMap {
  text: string;
  /** Tokens of `text`. */
  tokens: number;
  budget: number;
  /** Files in the map, in rank order, with their PageRank score (scores of all files sum to 1). */
  files: { path: string; score: number }[];
  /** Ranked files that did not fit the budget. */
  leftOut: number;
}

const RANK_KINDS = new Set(["calls", "imports", "inherits", "implements"]);
const DECLARATION_KINDS = new Set(["class", "interface", "struct", "function", "method"]);

/** The PageRank of every file node, highest first (ties by path). */
export function rankFiles(graph: CodeGraph, focus: string[] = []): { path: string; score: number }[] {
  const files = graph.nodes.filter((n) => n.kind === "file").map((n) => n.id);
  if (!files.length) return [];
  const weights = new Map<string, number>();
  for (const e of graph.edges) {
    if (!e.resolved || !RANK_KINDS.has(e.kind)) continue;
    const from = fileOfId(e.from);
    const to = fileOfId(e.to);
    if (from !== to) weights.set(`${from}\u0000${to}`, (weights.get(`${from}\u0000${to}`) ?? 0) + 1);
  }
  const edges: WeightedEdge[] = [...weights].map(([key, weight]) => {
    const [from, to] = key.split("\u0000") as [string, string];
    return { from, to, weight };
  });
  const known = focus.filter((f) => files.includes(f));
  const seeds = new Map((known.length ? known : files).map((f) => [f, 1]));
  const scores = personalizedPageRank(files, edges, seeds);
  return files.map((path) => ({ path, score: scores.get(path) ?? 0 })).sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}

function declarationLine(node: GraphNode, depth: number, summary: string | undefined): string {
  const head = node.signature ?? `${node.kind} ${node.qualifiedName}`;
  return `${"  ".repeat(depth)}${head}${summary ? ` — ${summary}` : ""}`;
}

/** The block of one file: its path and summary, then its exported declarations (all of them when none is exported). */
function fileBlock(graph: CodeGraph, byFile: Map<string, GraphNode[]>, path: string, summaries: Map<string, string> | undefined): string {
  const declarations = byFile.get(path) ?? [];
  const exported = declarations.filter((n) => n.exported || (n.kind === "method" && declarations.some((c) => c.exported && n.qualifiedName.startsWith(`${c.qualifiedName}.`))));
  const shown = exported.length ? exported : declarations;
  const lines = [`${path}${summaries?.get(path) ? ` — ${summaries.get(path)}` : ""}`];
  for (const n of shown) lines.push(declarationLine(n, n.qualifiedName.split(".").length, summaries?.get(n.id)));
  return lines.join("\n");
}

/**
 * The map within `options.budget` tokens: whole file blocks in rank order; the first block that does not fit whole
 * is cut to the lines that fit (its path first, then its declarations in order, and a line saying how many were left
 * out), and the map ends there. Lower-ranked small files never take the place of a higher-ranked large one.
 */
export function repoMap(graph: CodeGraph, options: RepoMapOptions): RepoMap {
  const ranked = rankFiles(graph, options.focus);
  const byFile = new Map<string, GraphNode[]>();
  for (const n of graph.nodes) {
    if (!DECLARATION_KINDS.has(n.kind)) continue;
    const list = byFile.get(n.path);
    if (list) list.push(n);
    else byFile.set(n.path, [n]);
  }
  for (const list of byFile.values()) list.sort((a, b) => (a.span?.startLine ?? 0) - (b.span?.startLine ?? 0));
  const blocks: string[] = [];
  const files: { path: string; score: number }[] = [];
  let tokens = 0;
  for (const file of ranked) {
    const block = fileBlock(graph, byFile, file.path, options.summaries);
    const cost = options.countTokens(`${block}\n\n`);
    const entry = { path: file.path, score: Number(file.score.toFixed(6)) };
    if (tokens + cost <= options.budget) {
      blocks.push(block);
      files.push(entry);
      tokens += cost;
      continue;
    }
    const cut = cutBlock(block, options.budget - tokens, options.countTokens);
    if (cut) {
      blocks.push(cut);
      files.push(entry);
    }
    break;
  }
  const text = blocks.length ? `${blocks.join("\n\n")}\n` : "";
  return { text, tokens: text ? options.countTokens(text) : 0, budget: options.budget, files, leftOut: ranked.length - files.length };
}

/**
 * The longest head of `block` (its first line, then whole lines) that fits `room` tokens with the closing
 * `  … N more declarations` line; undefined when not even the first line and that line fit.
 */
function cutBlock(block: string, room: number, count: TokenCounter): string | undefined {
  const lines = block.split("\n");
  const withTail = (n: number): string => `${lines.slice(0, n).join("\n")}\n  … ${lines.length - n} more declaration${lines.length - n === 1 ? "" : "s"} (raise the budget)`;
  const fits = (n: number): boolean => count(`${withTail(n)}\n\n`) <= room;
  if (lines.length < 2 || !fits(1)) return undefined;
  // Binary search for the most lines that fit: the cost grows with the lines kept.
  let lo = 1;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return withTail(lo);
}
