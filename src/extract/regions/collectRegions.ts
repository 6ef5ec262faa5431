/**
 * Region candidates from one run of a language's `regions.scm` (captures `@region.<kind>` and
 * `@region.name`), nested by containment into a raw tree. No recursion over the syntax tree.
 */
import type { WorkBudget } from "../treeSitter/workBudget.js";
import type { Node, Query, Tree } from "web-tree-sitter";
import type { RegionKind } from "./types.js";
import { isSpace } from "./textIndex.js";

/** A real region before ids, groups and hashes: UTF-16 range, kind, name, raw children. */
export interface RawRegion {
  kind: RegionKind;
  name?: string;
  start: number;
  end: number;
  /** tree-sitter node id of the region node and of its syntactic parent (for the wrapper merge). */
  nodeId: number;
  parentNodeId: number;
  children: RawRegion[];
}

/** Kinds a query may capture, and their rank when patterns disagree on one node (higher wins). */
const RANK: Readonly<Record<string, number>> = {
  statement: 0,
  expression: 1,
  block: 2,
  function: 3,
  class: 4,
  method: 5,
};

/** Declaration kinds: a statement or declaration wrapping exactly one of these merges with it. */
const DECLARATIONS = new Set<RegionKind>(["function", "class", "method"]);

/**
 * Deeper regions are dropped (their parent becomes a leaf): region trees stay small enough for
 * recursive walks and JSON, whatever the nesting of the source.
 */
export const MAX_REGION_DEPTH = 64;

/**
 * Runs the region query over `tree` and returns the top-level raw regions, in source order.
 * @param text the original text (same length as the parsed one): ranges are trimmed of trailing whitespace.
 * @param budget The file's work budget (shared with its parse): the query is cancelled when it runs out; the regions found so far are kept.
 */
export function collectRegions(tree: Tree, query: Query, text: string, budget: WorkBudget): RawRegion[] {
  const byNode = new Map<number, RawRegion & { rank: number }>();
  const skipped = new Set<number>(); // `@region.skip`: never a region (Rust attributes, PHP's `<?php`)
  const matches = query.matches(tree.rootNode, { progressCallback: budget.tick });
  for (const match of matches) {
    let node: Node | undefined;
    let kind: string | undefined;
    let name: string | undefined;
    for (const capture of match.captures) {
      if (capture.name === "region.name") name = capture.node.text;
      else if (capture.name.startsWith("region.")) {
        node = capture.node;
        kind = capture.name.slice("region.".length);
      }
    }
    if (!node || kind === undefined) continue;
    if (kind === "skip") {
      skipped.add(node.id);
      byNode.delete(node.id);
      continue;
    }
    if (RANK[kind] === undefined || node.type.includes("comment") || skipped.has(node.id)) continue;
    const rank = RANK[kind]!;
    const seen = byNode.get(node.id);
    if (seen) {
      if (rank > seen.rank) Object.assign(seen, { kind, rank });
      if (name !== undefined && (seen.name === undefined || rank >= seen.rank)) seen.name = name;
      continue;
    }
    const start = node.startIndex;
    let end = node.endIndex;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    if (end <= start) continue;
    const region = { kind: kind as RegionKind, start, end, nodeId: node.id, parentNodeId: node.parent?.id ?? -1, children: [], rank };
    byNode.set(node.id, name === undefined ? region : { ...region, name });
  }
  return nest([...byNode.values()]);
}

/** Nests candidates by containment; one region per range (the higher rank wins), then merges wrappers. */
function nest(candidates: Array<RawRegion & { rank: number }>): RawRegion[] {
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || b.rank - a.rank);
  const top: RawRegion[] = [];
  const stack: Array<RawRegion & { rank: number }> = [];
  let previous: (RawRegion & { rank: number }) | undefined;
  for (const c of candidates) {
    if (previous && previous.start === c.start && previous.end === c.end) {
      previous.name ??= c.name; // same range: the first (higher rank) keeps its kind
      continue;
    }
    while (stack.length > 0 && !(stack.at(-1)!.start <= c.start && c.end <= stack.at(-1)!.end)) stack.pop();
    if (stack.length >= MAX_REGION_DEPTH) continue;
    (stack.at(-1)?.children ?? top).push(c);
    stack.push(c);
    previous = c;
  }
  const all = candidates.filter((c) => c.children.length === 1);
  // Innermost first, so chains of wrappers collapse completely.
  for (let i = all.length - 1; i >= 0; i--) mergeWrapper(all[i]!);
  return top.map(strip);
}

/**
 * A statement or declaration whose only region is a declaration directly below it in the syntax tree
 * (`export function f`, a decorated Python definition, Go `type T struct`) becomes that declaration,
 * with the wrapper's range (so `export` and decorators belong to it).
 */
function mergeWrapper(region: RawRegion & { rank: number }): void {
  const child = region.children[0];
  if (region.children.length !== 1 || !child || child.parentNodeId !== region.nodeId) return;
  if (!DECLARATIONS.has(child.kind) || !(region.kind === "statement" || DECLARATIONS.has(region.kind))) return;
  if (!DECLARATIONS.has(region.kind)) region.kind = child.kind;
  if (region.name === undefined && child.name !== undefined) region.name = child.name;
  region.children = child.children;
}

function strip(region: RawRegion & { rank?: number }): RawRegion {
  const { rank: _rank, ...rest } = region;
  return { ...rest, children: rest.children.map(strip) };
}
