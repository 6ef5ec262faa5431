/**
 * The context graph engine (seed 001 §3.3): search hits → subgraph of callers/callees →
 * personalized PageRank → a block that fits a token budget.
 *
 * 1. Search (`hybrid` by default) for the question; the top `hits` results seed the walk, weighted by score.
 * 2. Expand them `hops` edges out over the code graph (or, without a graph, over edges inferred from the
 *    indexed docs: inferEdges.ts) and rank the neighbours by PPR (neighbourhood.ts).
 * 3. Pack the first two hits' summary and code, the other hits' summaries and code, then neighbours' summaries and
 *    code, into `budget` tokens (packContext.ts); a file or type hit carries the search results inside it, whose
 *    code stands in for its own when that is too long; a hit carries its file's other top results (companions), whose
 *    code follows its own.
 * Hits come from rankIds (implementation before tests and docs), one per file, none from data, build or repository
 * files (manifests, CI workflows, licences) unless the question asks for them.
 */
import path from "node:path";
import { fileOfId, type GraphEdge } from "../graph/index.js";
import type { SearchDocRecord, Store } from "../store/index.js";
import type { TokenCounter } from "../shared/tokens.js";
import { inferEdges } from "./inferEdges.js";
import { expandHits } from "./neighbourhood.js";
import { MEMBER_CODE_PIECES, packContext, type ContextItem, type PackedContext } from "./packContext.js";
import { fileRole } from "./fileRoles.js";
import { demotedIds, rankIds, type SearchOptions } from "./search.js";

export interface ContextOptions extends Omit<SearchOptions, "k"> {
  /** Token budget of the whole block. */
  budget: number;
  countTokens: TokenCounter;
  /** Search hits that seed the walk, one per file (default {@link DEFAULT_CONTEXT_HITS}). */
  hits?: number;
  /** Edge hops from the hits (default 1). */
  hops?: number;
  /** Neighbours kept, best PPR first (default 20). */
  maxNeighbours?: number;
  /** Graph edges; absent → inferred from the indexed docs. */
  edges?: GraphEdge[];
  /** Freshness per doc id (false: the file changed since indexing); absent → not reported. */
  freshness?: (docs: SearchDocRecord[]) => Promise<Map<string, boolean>>;
}

/**
 * The stored code graph's edges when the graph stage stored a graph, else undefined
 * (the engine then infers edges from the indexed docs).
 */
export async function storedGraphEdges(store: Store): Promise<GraphEdge[] | undefined> {
  // The edges alone: reading and parsing every node too took ~0.1 s of `strata context` on flask.
  const edges = await store.listGraphEdges({});
  if (edges.length) return edges;
  return (await store.getGraph()).nodes.length ? [] : undefined;
}

/**
 * Search hits that seed the block by default, and hits taken from one file at most: the block then shows more of
 * the files a change may need. On history queries of the tuning repositories (hono, gin) at 4000 tokens, 5 hits
 * with 2 per file put a changed file in 76.5% / 81.5% of blocks; 10 hits with 1 per file in 88.8% / 92.3%.
 */
export const DEFAULT_CONTEXT_HITS = 10;
export const MAX_HITS_PER_FILE = 1;

/**
 * The first `n` of `ranked`, at most {@link MAX_HITS_PER_FILE} per file (a file's own node included: letting it
 * stand apart from its members lowered the blocks holding a changed file from 88.8% to 83.7% on hono).
 */
function diverseHits<T extends { id: string }>(ranked: T[], n: number): T[] {
  const perFile = new Map<string, number>();
  const chosen: T[] = [];
  for (const r of ranked) {
    const file = fileOfId(r.id);
    if ((perFile.get(file) ?? 0) >= MAX_HITS_PER_FILE) continue;
    perFile.set(file, (perFile.get(file) ?? 0) + 1);
    chosen.push(r);
    if (chosen.length === n) return chosen;
  }
  return chosen;
}

/**
 * How many of the first search results (all files) bring their code into the block beside their file's hit when one
 * hit per file keeps them from being hits themselves; the first file's results before any other file's count too (at
 * most {@link MAX_COMPANIONS} per hit). On history queries of the tuning repositories (flask, gin, hono), the block
 * held a changed function's code for 45.8% → 51.8% (hono), 68.0% → 78.0% (gin), 50.0% → 58.3% (flask) of the queries
 * at 4000 tokens; the first 2 results: hono 49.4%, gin 78.0%, flask 50.0%; the first 4 or 6: no more gold code, and
 * fewer blocks holding a changed file at 1000 tokens (bench/RESULTS.md). axum's "how does graceful shutdown work":
 * `Serve.with_graceful_shutdown` is first, then three `WithGracefulShutdown` methods, `run` the third of them.
 * Since the hits after the first two give one-line summaries (packContext.ts), the first 5 results: a changed
 * function's code in the block for 57.0% → 58.9% of the held-out history queries (ky, trpc, httpx, starlette, chi) at
 * 2000 tokens and 60.1% → 62.0% at 4000, a changed file in 91.9% → 91.6% at 2000 (one starlette query) and 95.2% at
 * 4000 as before; on the tuning repositories hono 62.4% → 64.7% and flask 50.0% → 56.3% at 2000, no changed file
 * lost; the first 7 lost hono a changed file at 2000. (A new user's trial on pflag: `FlagUsagesWrapped`, fifth in
 * search in the first hit's file, was only listed as left out.)
 */
export const COMPANION_RANK = 5;

/** Most companions one hit brings (see {@link COMPANION_RANK}). */
export const MAX_COMPANIONS = 3;

/**
 * Per hit id, its companions: the results among the first `rank` of `ranked` (and the first file's results before
 * any other file's) that share the hit's file but are not hits — not the file itself, nor a node around the hit (its
 * class) or inside it (its code holds them already), nor one nested in or around a companion already taken; best
 * first, at most {@link MAX_COMPANIONS}. A file hit has none
 * (its members stand in for its code when that is long). `inside(hit, id)`: whether the hit's code holds node `id`
 * (default: `id` is named inside the hit's, `C.m` in `C`); the block also asks the spans to nest, since a Go struct's or
 * a Rust type's methods are named inside it but written outside its code (gorilla/mux's "where is the 404 not found
 * handler invoked": the `Router` struct was the hit and `Router.ServeHTTP`, second in search, never showed its code).
 */
export function companions(ranked: { id: string }[], hits: string[], rank: number, inside: (hit: string, id: string) => boolean = (hit, id) => id.startsWith(`${hit}.`)): Map<string, string[]> {
  const hitSet = new Set(hits);
  const hitOfFile = new Map<string, string>();
  for (const h of hits) if (!hitOfFile.has(fileOfId(h))) hitOfFile.set(fileOfId(h), h);
  const out = new Map<string, string[]>();
  for (const { id } of companionWindow(ranked, rank)) {
    const file = fileOfId(id);
    const hit = hitOfFile.get(file);
    if (!hit || hitSet.has(id) || id === file || hit === file || hit.startsWith(`${id}.`) || inside(hit, id)) continue;
    const list = out.get(hit) ?? [];
    // Nested in (or around) a companion already taken: its code is already there (a class `C` and its method `C.m`).
    if (list.some((c) => id.startsWith(`${c}.`) || c.startsWith(`${id}.`))) continue;
    if (list.length < MAX_COMPANIONS) out.set(hit, [...list, id]);
  }
  return out;
}

/** The results {@link companions} looks at: the first `rank`, and the first file's results before any other file's. */
function companionWindow<T extends { id: string }>(ranked: T[], rank: number): T[] {
  const lead = ranked.findIndex((r) => fileOfId(r.id) !== fileOfId(ranked[0]?.id ?? ""));
  return ranked.slice(0, Math.max(rank, lead < 0 ? ranked.length : lead));
}

/** The packed block with the subgraph it came from. */
export interface ContextResult extends PackedContext {
  question: string;
  hits: string[];
  neighbours: { id: string; score: number; hops: number; relations: string[] }[];
  /** Where the edges came from. */
  edgesFrom: "graph" | "inferred";
  /** True when every summary used is fresh; undefined when not checked. */
  fresh?: boolean;
}

/**
 * Builds the context block for `question`. With no hits the block holds only its header and an empty list.
 * @throws Error for a bad budget; StoreError; the embedder's error in dense/hybrid search.
 */
export async function buildContext(store: Store, question: string, options: ContextOptions): Promise<ContextResult> {
  const found = await rankIds(store, question, { ...options, k: (options.hits ?? DEFAULT_CONTEXT_HITS) * 6 });
  // Data, build and repository files are no hits unless the question names the file: one naming `package.json` asks
  // for that file, not for every manifest and workflow (`fileRole` "config").
  const asked = question.toLowerCase();
  const all = found.filter((r) => fileRole(fileOfId(r.id)) !== "config" || asked.includes(path.posix.basename(fileOfId(r.id)).toLowerCase()));
  const demoted = await demotedIds(store, question, all.map((r) => r.id));
  const ranked = diverseHits(all, options.hits ?? DEFAULT_CONTEXT_HITS);
  let edges = options.edges;
  const edgesFrom = edges ? "graph" : "inferred";
  const stampIds = new Set(await store.listSearchDocIds());
  if (!edges) edges = inferEdges(await store.getSearchDocs([...stampIds]));
  const expanded = ranked.length
    ? expandHits(ranked.map((r) => ({ id: r.id, weight: r.score })), edges, { hops: options.hops ?? 1, maxNeighbours: options.maxNeighbours ?? 20, known: (id) => stampIds.has(id) })
    : { hits: [], neighbours: [] };
  const ids = [...expanded.hits.map((h) => h.id), ...expanded.neighbours.map((n) => n.id)];
  const docs = new Map((await store.getSearchDocs(ids)).map((d) => [d.id, d]));
  // The results inside a file or type hit (best first), whose code may stand in for a long hit's (packContext.ts).
  const membersOf = new Map<string, string[]>();
  for (const h of expanded.hits) {
    const kind = docs.get(h.id)?.node.kind;
    if (kind !== "file" && kind !== "class" && kind !== "struct" && kind !== "interface") continue;
    const inside = all.filter((r) => r.id !== h.id && (kind === "file" ? fileOfId(r.id) === h.id : r.id.startsWith(`${h.id}.`))).map((r) => r.id);
    if (inside.length) membersOf.set(h.id, inside.slice(0, MEMBER_CODE_PIECES));
  }
  // Spans of the top results, for which of them a hit's code holds (a Go struct's methods are outside its code).
  const topIds = companionWindow(all, COMPANION_RANK).map((r) => r.id).filter((id) => !docs.has(id));
  const topDocs = new Map((await store.getSearchDocs(topIds)).map((d) => [d.id, d]));
  const spanOf = (id: string) => (docs.get(id) ?? topDocs.get(id))?.node.span;
  const holds = (hit: string, id: string): boolean => {
    if (!id.startsWith(`${hit}.`)) return false;
    const outer = spanOf(hit);
    const inner = spanOf(id);
    return !outer || !inner || (outer.startLine <= inner.startLine && inner.endLine <= outer.endLine);
  };
  const companionsOf = companions(all, expanded.hits.map((h) => h.id), COMPANION_RANK, holds);
  const memberDocs = new Map((await store.getSearchDocs([...membersOf.values(), ...companionsOf.values()].flat().filter((id) => !docs.has(id)))).map((d) => [d.id, d]));
  const memberDoc = (id: string): SearchDocRecord | undefined => docs.get(id) ?? memberDocs.get(id);
  const freshness = options.freshness ? await options.freshness([...docs.values()]) : undefined;
  const items: ContextItem[] = [];
  for (const [role, list] of [["hit", expanded.hits], ["neighbour", expanded.neighbours]] as const) {
    for (const n of list) {
      const doc = docs.get(n.id);
      if (!doc) continue;
      const fresh = freshness?.get(n.id);
      const members = (membersOf.get(n.id) ?? []).map(memberDoc).filter((d): d is SearchDocRecord => d !== undefined);
      const withCompanions = (companionsOf.get(n.id) ?? []).map(memberDoc).filter((d): d is SearchDocRecord => d !== undefined);
      items.push({
        doc,
        role,
        relations: n.relations,
        ...(role === "hit" && demoted.has(n.id) ? { demoted: true } : {}),
        ...(fresh !== undefined ? { fresh } : {}),
        ...(role === "hit" && members.length ? { members } : {}),
        ...(role === "hit" && withCompanions.length ? { companions: withCompanions } : {}),
      });
    }
  }
  const packed = packContext(question, items, options.budget, options.countTokens);
  const usedIds = new Set(packed.included.map((e) => e.id));
  const fresh = freshness ? [...usedIds].every((id) => freshness.get(id) !== false) : undefined;
  return {
    question,
    ...packed,
    hits: expanded.hits.map((h) => h.id),
    neighbours: expanded.neighbours,
    edgesFrom,
    ...(fresh !== undefined ? { fresh } : {}),
  };
}
