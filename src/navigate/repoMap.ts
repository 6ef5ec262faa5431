/**
 * A repository map without a question (as Aider's repo map does with tree-sitter tags and PageRank): the most
 * important files with their declarations' signatures and one-line summaries, within a token budget. Files are
 * ranked by PageRank over the file graph that the stored code graph's resolved `calls`, `imports`, `inherits`
 * and `implements` edges induce (an edge weighs as many times as it occurs), personalized to `focus` files when
 * given (seed 001 §3.3's importance scoring). Ours is type-resolved where the graph is.
 *
 * What a reader meets first is an overview: source files before tests, examples, benchmarks and docs (unless a focus
 * is given), and in each file its types and functions with their one-line purposes; of a type's methods the most used
 * from other files first, at most {@link MEMBERS_PER_TYPE}; at most {@link linesPerFile} declaration lines per file (twice that for
 * the top file), so that the
 * central files share the budget instead of the first one taking it all. A summary that only restates the signature
 * or lists members (`Declared as …`, `Takes …`, `Returns T.`, `Class methods …`, `Defines …`) is left out: the line
 * says it already.
 */
import { fileOfId, lastNameOf, type CodeGraph, type GraphNode } from "../graph/index.js";
import { fileRole, personalizedPageRank, type WeightedEdge } from "../retrieve/index.js";
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

/**
 * What a link to a private name weighs in {@link rankFiles} against 1 for any other: Aider's repo map
 * (`aider/repomap.py`, `get_ranked_tags`) multiplies references to identifiers starting with `_` by 0.1. click's
 * `_compat.py` and the Windows-only `_winconsole.py` it imports led `strata map`, ahead of `core.py`, because every
 * module calls their helpers.
 */
export const PRIVATE_WEIGHT = 0.1;

/**
 * True when node id `id` names a private name: its own name starts with `_` (not a dunder such as `__init__`), or
 * its file's name does (`_compat.py`, a private module; `__init__.py` and `__main__.py` are not).
 */
export function isPrivateTarget(id: string): boolean {
  const file = fileOfId(id);
  const own = file === id ? "" : lastNameOf(id);
  const base = file.slice(file.lastIndexOf("/") + 1);
  const privateName = (name: string): boolean => name.startsWith("_") && !/^__\w+__$/u.test(name);
  return privateName(own) || privateName(base.replace(/\.[^.]*$/u, ""));
}

/**
 * The PageRank of every file node, highest first (ties by path). With `focus` files the walk restarts at them and
 * follows edges both ways, so the files that use a focus file (its callers, importers, tests) rank beside the files it
 * uses; a file the walk never reaches scores 0.
 */
export function rankFiles(graph: CodeGraph, focus: string[] = []): { path: string; score: number }[] {
  const files = graph.nodes.filter((n) => n.kind === "file").map((n) => n.id);
  if (!files.length) return [];
  const weights = new Map<string, number>();
  for (const e of graph.edges) {
    if (!e.resolved || !RANK_KINDS.has(e.kind)) continue;
    const from = fileOfId(e.from);
    const to = fileOfId(e.to);
    if (from !== to) weights.set(`${from}\u0000${to}`, (weights.get(`${from}\u0000${to}`) ?? 0) + (isPrivateTarget(e.to) ? PRIVATE_WEIGHT : 1));
  }
  const edges: WeightedEdge[] = [...weights].map(([key, weight]) => {
    const [from, to] = key.split("\u0000") as [string, string];
    return { from, to, weight };
  });
  const known = focus.filter((f) => files.includes(f));
  const seeds = new Map((known.length ? known : files).map((f) => [f, 1]));
  const walked = known.length ? [...edges, ...edges.map((e) => ({ from: e.to, to: e.from, weight: e.weight }))] : edges;
  const scores = personalizedPageRank(files, walked, seeds);
  return files.map((path) => ({ path, score: scores.get(path) ?? 0 })).sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}

/** A declaration's head in the map: its signature (a multi-line type alias's first line says a definition follows). */
function declarationHead(node: GraphNode): string {
  return (node.signature ?? `${node.kind} ${node.qualifiedName}`).replace(/\s*=\s*$/u, " = …");
}

/** One map line; `at`: the head is shown twice in the file (ws's two `module.exports.isValidUTF8 = function (buf)`), so its line follows it. */
function declarationLine(node: GraphNode, depth: number, summary: string | undefined, at = false): string {
  const line = at && node.span ? `  (line ${node.span.startLine})` : "";
  return `${"  ".repeat(depth)}${declarationHead(node)}${line}${summary ? ` — ${summary}` : ""}`;
}

/** Most methods listed per class, interface or struct (the first by {@link compareMembers}). */
export const MEMBERS_PER_TYPE = 5;
/**
 * Most of the budget the top file's block may take, and any other file's: lines with long purposes made werkzeug's
 * `http.py` (29 functions) take most of a 1,500-token map, so the map showed two files of 250.
 */
export const TOP_FILE_SHARE = 0.35;
export const FILE_SHARE = 0.25;
/** Declaration lines per file at the smallest budgets; a larger budget allows more ({@link linesPerFile}). */
const MIN_LINES_PER_FILE = 12;

/** Declaration lines a file block may hold at `budget` tokens: 12, or one per 100 tokens of budget when more. */
export function linesPerFile(budget: number): number {
  return Math.max(MIN_LINES_PER_FILE, Math.floor(budget / 100));
}

/**
 * A composed summary that adds nothing to the signature beside it: the extractive node generator's fallbacks
 * (`Declared as def x`, `Takes a; b`, `Class with methods a (…), b (…)`, `Interface with fields …`, `Defines A (…)`).
 */
const RESTATES = /^(?:Declared as |Takes |(?:Class|Module|Interface|Struct|Trait|Enum|Object|Namespace) (?:methods|with fields|with methods?) |Defines )/;

/**
 * A purpose that is only the return clause of the extractive node generator (bodyClauses in extractiveNode.ts):
 * `Returns T.` or `Returns T, at 2 return points under 1 condition.` — the return type is the signature's, and the
 * count of return points says little on a map line (flask's `get_signing_serializer — Returns URLSafeTimedSerializer
 * | None, at 2 return points under 1 condition.`). A purpose with more clauses (`; raises …`, `; delegates to …`) stays.
 */
const ONLY_RETURNS = /^Returns [^;]*?(?:, at \d+ return points under \d+ conditions?)?\.?$/;

/**
 * `summary` when it says more than the signature beside it (neither {@link RESTATES} nor {@link ONLY_RETURNS}), else
 * undefined. A return clause that is the declaration's own doc (python-humanize's `clamp`: "Returns number with the
 * specified format, clamped between minimum and maximum") is the author's words, not the generator's: a new user's
 * trial found the map printing `def clamp(...)` bare.
 */
function informative(summary: string | undefined, node?: Pick<GraphNode, "doc">): string | undefined {
  if (!summary || RESTATES.test(summary)) return undefined;
  return !ONLY_RETURNS.test(summary) || fromDoc(summary, node?.doc) ? summary : undefined;
}

/** True when `summary` opens as `doc` does (its first 40 characters, spaces and case aside). */
function fromDoc(summary: string, doc: string | undefined): boolean {
  const flat = (t: string): string => t.replace(/\s+/gu, " ").trim().toLowerCase();
  const head = flat(summary).replace(/\.$/u, "").slice(0, 40);
  return doc !== undefined && head.length > 0 && flat(doc).startsWith(head);
}

/** True for a private, protected or internal method (by modifier, or a Python `_name` other than a dunder). */
function isHidden(n: GraphNode): boolean {
  return /(?:^|\s)(?:private|protected|internal)\s/.test(n.signature ?? "") || /^_(?!_\w+__$)/.test(n.name);
}

/**
 * Order of a type's methods in the overview: public before hidden ({@link isHidden}), then most used first (resolved
 * `calls`, `imports`, `inherits` and `implements` edges from other files), then documented before
 * undocumented, then source order. Source order alone showed gin's `Engine` as `Delims`, `SecureJsonPrefix`,
 * `LoadHTMLGlob` — not `Use`, `Handle` or `Run` — and flask's `Flask` as `get_send_file_max_age`, `send_static_file`.
 */
function compareMembers(uses: ReadonlyMap<string, number>): (a: GraphNode, b: GraphNode) => number {
  const key = (n: GraphNode): [number, number, number, number] => [isHidden(n) ? 1 : 0, -(uses.get(n.id) ?? 0), n.doc ? 0 : 1, n.span?.startLine ?? 0];
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  };
}

/** Per node id, the resolved rank edges ({@link RANK_KINDS}) that reach it from another file. */
function usesFromOtherFiles(graph: CodeGraph): Map<string, number> {
  const uses = new Map<string, number>();
  for (const e of graph.edges) if (e.resolved && RANK_KINDS.has(e.kind) && fileOfId(e.from) !== fileOfId(e.to)) uses.set(e.to, (uses.get(e.to) ?? 0) + 1);
  return uses;
}

/** The parent declaration of `n` among `declarations` (by qualified name), if any. */
function parentOf(n: GraphNode, byName: Map<string, GraphNode>): GraphNode | undefined {
  const dot = n.qualifiedName.lastIndexOf(".");
  return dot > 0 ? byName.get(n.qualifiedName.slice(0, dot)) : undefined;
}

/**
 * The block of one file: its path and summary, then its exported declarations (all of them when none is exported),
 * functions declared inside functions and methods left out: every type and function, largest first, and after each
 * type at most {@link MEMBERS_PER_TYPE} of its methods in the order of {@link compareMembers} (`uses`: per node id, the edges from other files); at most `maxLines` declaration
 * lines, then a line counting the rest.
 */
function fileBlock(byFile: Map<string, GraphNode[]>, path: string, summaries: Map<string, string> | undefined, maxLines: number, uses: ReadonlyMap<string, number>): string {
  // A function declared inside a function or method is a local helper of its body, not the file's surface (koa's
  // `handleRequest = (req, res) =>` inside `Application.callback` sat indented under `respond`).
  const all = byFile.get(path) ?? [];
  const allByName = new Map(all.map((n) => [n.qualifiedName, n]));
  const declarations = all.filter((n) => {
    const owner = parentOf(n, allByName);
    return !owner || (owner.kind !== "function" && owner.kind !== "method");
  });
  const exported = declarations.filter((n) => n.exported || (n.kind === "method" && declarations.some((c) => c.exported && n.qualifiedName.startsWith(`${c.qualifiedName}.`))));
  const candidates = exported.length ? exported : declarations;
  const byName = new Map(candidates.map((n) => [n.qualifiedName, n]));
  // Methods of a type, most important first (compareMembers), at most MEMBERS_PER_TYPE of them.
  const kept = new Set<GraphNode>();
  const members = new Map<GraphNode | undefined, GraphNode[]>();
  for (const n of candidates) {
    if (n.kind !== "method") {
      kept.add(n);
      continue;
    }
    const owner = parentOf(n, byName);
    members.set(owner, [...(members.get(owner) ?? []), n]);
  }
  const byImportance = compareMembers(uses);
  for (const [owner, list] of members) {
    const ranked = [...list].sort(byImportance);
    members.set(owner, ranked);
    for (const m of ranked.slice(0, MEMBERS_PER_TYPE)) kept.add(m);
  }
  // Types and functions largest first (an owner spans its members, so it comes before them), each followed by its kept
  // methods in that order: a file's central classes come before the small helpers nested in them.
  const span = (n: GraphNode): number => (n.span ? n.span.endLine - n.span.startLine : 0);
  const units = candidates.filter((n) => kept.has(n) && (n.kind !== "method" || !parentOf(n, byName)));
  const ordered = [...units].sort((a, b) => span(b) - span(a));
  const shown = ordered.flatMap((u) => [u, ...(members.get(u) ?? []).filter((m) => kept.has(m))]);
  const fileSummary = informative(summaries?.get(path));
  const lines = [`${path}${fileSummary ? ` — ${fileSummary}` : ""}`];
  // Indented under the declarations shown above it only: a Go method of a map type that is no node (logrus's
  // `LevelHooks.Fire`) sat indented under no heading.
  const depth = (n: GraphNode): number => {
    let d = 1;
    for (let p = parentOf(n, byName); p; p = parentOf(p, byName)) d += 1;
    return d;
  };
  const listed = shown.slice(0, maxLines);
  const heads = new Map<string, number>();
  for (const n of listed) heads.set(declarationHead(n), (heads.get(declarationHead(n)) ?? 0) + 1);
  for (const n of listed) lines.push(declarationLine(n, depth(n), informative(summaries?.get(n.id), n), heads.get(declarationHead(n))! > 1));
  const rest = candidates.length - Math.min(shown.length, maxLines);
  if (rest > 0) lines.push(`  … ${rest} more declaration${rest === 1 ? "" : "s"} (strata summary ${path})`);
  return lines.join("\n");
}

/** Source files first, then tests, examples, benchmarks, docs and generated files, each in rank order. */
function sourceFirst(ranked: { path: string; score: number }[]): { path: string; score: number }[] {
  const isSource = (f: { path: string }): boolean => fileRole(f.path) === "source" || fileRole(f.path) === "config";
  return [...ranked.filter(isSource), ...ranked.filter((f) => !isSource(f))];
}

/**
 * The order of a focused map: the focus files, then the files the focus walk reaches (what they use and what uses
 * them) by score; then the rest in the order of the map without a focus (source first), not alphabetically.
 */
function focusedOrder(graph: CodeGraph, focus: string[]): { path: string; score: number }[] {
  const scored = rankFiles(graph, focus).filter((f) => f.score > 0);
  const reached = [...scored.filter((f) => focus.includes(f.path)), ...scored.filter((f) => !focus.includes(f.path))];
  const seen = new Set(reached.map((f) => f.path));
  return [...reached, ...sourceFirst(rankFiles(graph)).filter((f) => !seen.has(f.path)).map((f) => ({ path: f.path, score: 0 }))];
}

/**
 * The map within `options.budget` tokens: whole file blocks in rank order; the first block that does not fit whole
 * is cut to the lines that fit (its path first, then its declarations in order, and a line saying how many were left
 * out), and the map ends there. Lower-ranked small files never take the place of a higher-ranked large one.
 */
export function repoMap(graph: CodeGraph, options: RepoMapOptions): RepoMap {
  const maxLines = linesPerFile(options.budget);
  const uses = usesFromOtherFiles(graph);
  const byFile = new Map<string, GraphNode[]>();
  for (const n of graph.nodes) {
    if (!DECLARATION_KINDS.has(n.kind)) continue;
    const list = byFile.get(n.path);
    if (list) list.push(n);
    else byFile.set(n.path, [n]);
  }
  for (const list of byFile.values()) list.sort((a, b) => (a.span?.startLine ?? 0) - (b.span?.startLine ?? 0));
  // Data and build files that declare nothing (`.gitignore`, LICENSE, CI workflows) say nothing in a map.
  const bare = (path: string): boolean => fileRole(path) === "config" && !byFile.has(path);
  const focus = new Set(options.focus ?? []);
  // A file that declares nothing of its own (a barrel re-exporting the package, mobx's `internal.ts` with 268 names)
  // is a hub every module imports, so it ranks high, but it shows no declaration: after the files that do.
  const declaring = (f: { path: string }): boolean => byFile.has(f.path);
  const unfocused = (): { path: string; score: number }[] => {
    const order = sourceFirst(rankFiles(graph));
    const source = (f: { path: string }): boolean => fileRole(f.path) === "source";
    return [...order.filter((f) => source(f) && declaring(f)), ...order.filter((f) => source(f) && !declaring(f)), ...order.filter((f) => !source(f))];
  };
  const ranked = (focus.size ? focusedOrder(graph, [...focus]) : unfocused()).filter((f) => focus.has(f.path) || !bare(f.path));
  const blocks: string[] = [];
  const wholes: string[] = [];
  const files: { path: string; score: number }[] = [];
  let tokens = 0;
  // True once a block met the end of the budget.
  let full = false;
  for (const file of ranked) {
    // The top file, where a reader starts, may take twice the lines of the others; no block takes more than its share
    // of the budget ({@link TOP_FILE_SHARE}, {@link FILE_SHARE}), cut to the lines that fit it (what is left unused
    // when every file is in goes back to the cut blocks, below).
    const whole = fileBlock(byFile, file.path, options.summaries, files.length ? maxLines : 2 * maxLines, uses);
    const share = Math.floor(options.budget * (files.length ? FILE_SHARE : TOP_FILE_SHARE));
    const block = options.countTokens(`${whole}\n\n`) > share ? (cutBlock(whole, share, options.countTokens, `strata summary ${file.path}`) ?? whole) : whole;
    wholes.push(whole);
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
    full = true;
    break;
  }
  // Every file in and budget left: the blocks cut to their share take it back, in rank order (a break-it trial: one
  // file of eight functions showed six in a 1,500-token map that used 524 tokens).
  if (!full) {
    for (const [i, block] of blocks.entries()) {
      const whole = wholes[i]!;
      if (block === whole || tokens >= options.budget) continue;
      const cost = options.countTokens(`${block}\n\n`);
      const room = cost + options.budget - tokens;
      const grown = options.countTokens(`${whole}\n\n`) <= room ? whole : cutBlock(whole, room, options.countTokens);
      if (!grown) continue;
      blocks[i] = grown;
      tokens += options.countTokens(`${grown}\n\n`) - cost;
    }
  }
  // Blocks were measured one by one; joined, BPE merges across their borders can make the text a little longer (a
  // trial measured maps 1–3% over budget): the last lines go until it fits.
  let text = blocks.length ? `${blocks.join("\n\n")}\n` : "";
  let measured = text ? options.countTokens(text) : 0;
  while (measured > options.budget && text) {
    const lines = text.trimEnd().split("\n");
    lines.pop();
    text = lines.length ? `${lines.join("\n").trimEnd()}\n` : "";
    measured = text ? options.countTokens(text) : 0;
  }
  const kept = new Set(text.split("\n"));
  const shown = files.filter((f) => kept.has(f.path) || [...kept].some((l) => l.startsWith(`${f.path} — `)));
  return { text, tokens: measured, budget: options.budget, files: shown, leftOut: ranked.length - shown.length };
}

/**
 * The longest head of `block` (its first line, then whole lines) that fits `room` tokens with the closing
 * `  … N more declarations` line; undefined when not even the first line and that line fit.
 */
function cutBlock(block: string, room: number, count: TokenCounter, hint = "raise the budget"): string | undefined {
  const lines = block.split("\n");
  // A block that already ends in a count of what it leaves out adds that count to its own.
  const counted = /^ {2}… (\d+) more declarations? /.exec(lines[lines.length - 1] ?? "");
  if (counted) lines.pop();
  const beyond = counted ? Number(counted[1]) : 0;
  const withTail = (n: number): string => {
    const left = lines.length - n + beyond;
    return `${lines.slice(0, n).join("\n")}\n  … ${left} more declaration${left === 1 ? "" : "s"} (${hint})`;
  };
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
