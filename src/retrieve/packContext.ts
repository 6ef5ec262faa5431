/**
 * Renders the context block to a token budget (seed 001 §3.3). Order, for an assistant to paste into a
 * prompt: the first {@link CODE_FIRST_HITS} hits each with its code right after its summary and signature (not
 * a file hit's own code: it is the whole file), then the other hits' compact summaries (heading, signature, one
 * sentence; rank order), the other hits' code
 * (one hit's code takes at most `HIT_CODE_SHARE` of the budget, so one long file cannot crowd out the other hits),
 * then the neighbours' summaries (PPR order), then the neighbours' code, then the code of hits in tests, docs and
 * examples the question did not ask for (`demoted`), where the budget allows; last, the list of what was left out,
 * so nothing is dropped silently. The code of the likeliest answer comes before weaker hits'
 * summaries: with all ten hits' summaries first, a 2000-token block held the code of a function the commit changed
 * for 12.0% of history queries on the tuning repositories (flask, gin, hono, httpx; 183 queries), 0.5% at 1000
 * tokens; with the first two hits' code first, 42.6% and 39.3% (4000 tokens: 48.1% → 49.7%), and a changed file is
 * still in 92.8% of 2000-token blocks (86.0% → 80.5% at 1000). The first hit's code alone: 35.0% at 2000; the first
 * three: 44.8%, but a changed file in 87.8% of blocks; a file hit's code first too: 42.6%, changed file in 90.5%.
 * A file or type hit whose code is over that share, with search results inside it (`members`), gives those members'
 * code instead (at most {@link MEMBER_CODE_PIECES}, in its own code's place), and its own code is only listed as left
 * out: a cut prefix of a long file or class is mostly imports and fields. On flask and gin history queries this moved
 * neither the gold code nor the changed file in 2000- and 4000-token blocks (bench/RESULTS.md). Such a file hit among
 * the first two is code-first too (its members' code right after its summary): hono's blocks held a changed function's
 * code for 41.0% → 54.2% of its history queries at 1000 tokens, 48.2% → 54.2% at 2000; a changed file 76.5% → 74.5%
 * at 1000 (flask and gin: no change). A hit's companions (other top search results of its file: one hit per file
 * kept them out) give their code right after the hit's, each at most {@link COMPANION_CODE_SHARE} of the budget. A
 * node's code is given once, in its first place (a member standing in for a type hit that is also the next hit's
 * companion, a neighbour whose code a hit's companion gave). The other hits' summaries are compact: with their full
 * summaries (callers, details, recent changes) first, a 2000-token block held a changed function's code for 52.5% of
 * the held-out history queries (ky, trpc, httpx, starlette, chi), 57.0% with compact ones (4000 tokens: 58.5% →
 * 60.1%), and a changed file for 89.1% → 91.9% (4000: 94.2% → 95.2%), none lower; on the tuning repositories hono
 * 55.3% → 62.4% at 2000, gin 80.0% → 82.0%, flask unchanged. (A new user's trial on cheerio: the code of `update`,
 * the fifth hit, was left out while four other hits' full summaries were in.)
 *
 * Packing (tokens measured with the configured BPE tokenizer):
 * 1. Every piece and every left-out line is measured once. The budget must hold the header, the included
 *    pieces, and the left-out list, which shows at most {@link LEFT_OUT_LISTED} parts and then one line with the
 *    count and size of the rest (all are in `leftOut`): a line per part (30 lines at 2000 tokens) took up to a
 *    fifth of the budget.
 * 2. Pieces are taken greedily in order; a piece that does not fit whole is cut (binary search over its
 *    characters) to the room left, when that room is worth it — so the block fills the budget closely. A code piece
 *    whose lines holding the question's words lie past such a cut keeps its first line and those lines instead
 *    ({@link focusCut}).
 * 3. The joined text is measured exactly; while it exceeds the budget (BPE merges across piece borders),
 *    the last included piece is cut further. The first hit's summary is kept, cut if it must be, as long as the cut
 *    keeps its heading line and some of its body: a cut to the heading alone (`## src/a.ts#f (function, …`) says
 *    nothing, so no piece is ever cut that far.
 * 4. When not even the first hit's summary fits so, the block is its frame and one line saying so, and
 *    `tooSmall` gives the smallest budget that holds that summary whole.
 */
import type { TokenCounter } from "../shared/tokens.js";
import { docSentence, firstSentence, summarySentence } from "../summarize/index.js";
import type { SearchDocRecord } from "../store/index.js";
import { enclosingIds, shownKind } from "../graph/index.js";
import { plainDocText } from "../extract/index.js";
import escapeStringRegexp from "escape-string-regexp";
import { contentWords } from "./tokenize.js";

/** One node offered to the block. */
export interface ContextItem {
  doc: SearchDocRecord;
  role: "hit" | "neighbour";
  /** Relations to the hits (`called by …`), for neighbours. */
  relations: string[];
  /** False when the node's file changed since it was indexed; absent when unknown. */
  fresh?: boolean;
  /**
   * Of a file or type hit: the search results inside it (its functions, methods), best first. When the hit's own code
   * is longer than its share of the budget, their code stands in for it (see {@link MEMBER_CODE_PIECES}).
   */
  members?: SearchDocRecord[];
  /**
   * Of a hit: other top search results of its file (see {@link COMPANION_RANK} in context.ts), best first. The block
   * takes one hit per file, so without them a file's second match — the answer, as often as not — never shows its code;
   * their code follows the hit's own.
   */
  companions?: SearchDocRecord[];
  /**
   * Of a hit: its file is one search ranks after the implementation for this question (a test, doc, example, benchmark,
   * generated or declaration file it does not ask for). Its code comes last, after the neighbours': koa's "how are
   * cookies set on the response" at 2000 tokens gave 600 tokens to `docs/api/context.md` and a test's code while the
   * response module's summary was left out.
   */
  demoted?: true;
}

/** What part of a node went into the block. */
export interface PackedEntry {
  id: string;
  part: "summary" | "code";
  /** True when the part was cut to fit. */
  truncated: boolean;
  tokens: number;
  /**
   * Of a code part given no piece of its own: the id of the enclosing node (its function, class or file) whose whole
   * code the block already holds, and with it this node's (`tokens` is then 0).
   */
  within?: string;
}

export interface PackedContext {
  text: string;
  /** Exact token count of `text`; never above `budget`. */
  tokens: number;
  budget: number;
  included: PackedEntry[];
  /** Parts not included, with their full size in tokens. */
  leftOut: { id: string; part: "summary" | "code"; tokens: number }[];
  /**
   * Present when the budget held no part at all: the first hit (`id`), its summary's size (`tokens`), and the
   * smallest budget (`budget`, tokens) with which that summary goes in whole.
   */
  tooSmall?: { id: string; tokens: number; budget: number };
}

interface Piece {
  id: string;
  part: "summary" | "code";
  text: string;
  tokens: number;
  /** Tokens of this piece's left-out line. */
  lineTokens: number;
  /** Most tokens this piece may take (cut beyond); absent: no cap. */
  cap?: number;
  /** Only listed as left out, never packed (a long hit's own code when its members' code stands in for it). */
  listOnly?: boolean;
  /** Of a code piece: the lines its node spans (1-based, inclusive), to tell which code holds which. */
  lines?: { startLine: number; endLine: number };
}

/** Most members whose code follows a type hit's own code when that goes in whole (see `memberCode` in packContext). */
export const TYPE_MEMBER_PIECES = 2;

/** Share of the budget one hit's code may take. */
export const HIT_CODE_SHARE = 0.4;

/**
 * Share of the budget one companion's code may take (a hit's other top results in its file, `companions`). At 40%
 * (a hit's own share) a 1000-token block held a changed file for 74.5% of hono's history queries against 77.6%
 * without companions; at 20%, 76.5%, with the same share holding a changed function's code (41.0% against 34.9%).
 */
export const COMPANION_CODE_SHARE = 0.2;

/** Hits whose code follows their own summary, before the other hits' summaries (see the module comment). */
export const CODE_FIRST_HITS = 2;

/**
 * Most members whose code stands in for a file or type hit's code that is over its share of the budget: gin's
 * "where are route parameters parsed from the URL path" at 2000 tokens held two whole-file hits' declaration lists
 * and no code; gson's question two cut-off class bodies (3,439 and 5,624 tokens in full) and nothing else.
 */
export const MEMBER_CODE_PIECES = 2;

/** Left-out parts listed one per line in the block; the rest are counted on one line (all are in `leftOut`). */
export const LEFT_OUT_LISTED = 5;

/** The heading of the left-out list. */
const LEFT_HEADER = "## Left out (not in this block)\n";

/** What ends a piece that was cut short. */
const CUT_SUFFIX = "\n…\n\n";

/** Smallest room (tokens) worth cutting a piece into. */
const MIN_CUT_TOKENS = 24;

/**
 * Smallest budget (tokens) a block can keep: the frame (`# Context for:`, `## Left out`, one list line) takes
 * about 30, so a budget of 10 gave a 30-token block.
 */
export const MIN_CONTEXT_BUDGET = 50;

/**
 * Packs `items` into at most `budget` tokens. The question in the header is cut (`…`) to a fifth of the budget.
 * @throws Error when `budget` is not an integer of at least {@link MIN_CONTEXT_BUDGET}.
 */
export function packContext(question: string, items: ContextItem[], budget: number, count: TokenCounter): PackedContext {
  if (!Number.isInteger(budget) || budget < MIN_CONTEXT_BUDGET) throw new Error(`context budget must be an integer of at least ${MIN_CONTEXT_BUDGET} tokens, got ${budget}`);
  const header = headerFor(question.replace(/\s+/g, " ").trim(), Math.floor(budget / 5), count);
  const leftHeader = LEFT_HEADER;
  const pieces: Piece[] = [];
  const make = (id: string, part: Piece["part"], text: string): Piece => {
    return { id, part, text, tokens: count(text), lineTokens: count(leftOutLine(id, part, 0)) + 2 };
  };
  const codeOf = (doc: SearchDocRecord): Piece => ({ ...make(doc.id, "code", codePiece(doc)), ...(doc.node.span ? { lines: { startLine: doc.node.span.startLine, endLine: doc.node.span.endLine } } : {}) });
  const hitCodeCap = Math.floor(budget * HIT_CODE_SHARE);
  const hits = items.filter((i) => i.role === "hit");
  const ownCode = (item: ContextItem): Piece[] => (item.doc.code.trim() ? [{ ...codeOf(item.doc), cap: hitCodeCap }] : []);
  // A file or type hit whose code is over its share gives its best-matching members' code instead; its own is only listed.
  const standIns = new Map<ContextItem, Piece[]>();
  for (const item of hits) {
    const own = ownCode(item)[0];
    if (!own || own.tokens <= hitCodeCap || !item.members?.length) continue;
    standIns.set(item, item.members.filter((m) => m.code.trim()).slice(0, MEMBER_CODE_PIECES).map((m) => ({ ...codeOf(m), cap: hitCodeCap })));
  }
  const companionCap = Math.floor(budget * COMPANION_CODE_SHARE);
  const companionCode = (item: ContextItem): Piece[] => (item.companions ?? []).filter((c) => c.code.trim()).map((c) => ({ ...codeOf(c), cap: companionCap }));
  // A type hit whose own code goes in whole (a Go struct's fields, a short class) brings its best-matching members' code
  // after it, as companions: negroni's "how does recovery handle a panic" showed the `Recovery` struct and its
  // constructor, and `Recovery.ServeHTTP`, where the panic is recovered, only as a summary line. A member its code
  // holds (a class's method) is in the block with it (`within`).
  const memberCode = (item: ContextItem): Piece[] =>
    item.doc.node.kind === "file" || standIns.has(item)
      ? []
      : (item.members ?? []).filter((m) => m.code.trim() && !(item.companions ?? []).some((c) => c.id === m.id)).slice(0, TYPE_MEMBER_PIECES).map((m) => ({ ...codeOf(m), cap: companionCap }));
  const hitCode = (item: ContextItem): Piece[] => [...(standIns.get(item) ?? ownCode(item)), ...memberCode(item), ...companionCode(item)];
  // A file hit's code is the whole file: it waits with the other hits' code, unless its members' code stands in for it.
  const codeFirst = hits.slice(0, CODE_FIRST_HITS).filter((item) => (item.doc.node.kind !== "file" || standIns.has(item)) && !item.demoted);
  for (const item of hits.slice(0, CODE_FIRST_HITS)) {
    const code = codeFirst.includes(item) ? hitCode(item) : [];
    pieces.push(make(item.doc.id, "summary", summaryPiece(item, code.length > 0 && !standIns.has(item) && ownCode(item).length > 0)), ...code);
  }
  // The other hits: a line each, then their code; their full summaries would take the room of their code.
  for (const item of hits.slice(CODE_FIRST_HITS)) pieces.push(make(item.doc.id, "summary", compactPiece(item)));
  for (const item of hits.filter((h) => !codeFirst.includes(h) && !h.demoted)) pieces.push(...hitCode(item));
  const neighbours = items.filter((i) => i.role !== "hit");
  for (const item of neighbours) pieces.push(make(item.doc.id, "summary", summaryPiece(item)));
  for (const item of neighbours) if (item.doc.code.trim()) pieces.push(codeOf(item.doc));
  // Tests', docs' and examples' code the question did not ask for: last.
  for (const item of hits.filter((h) => h.demoted)) pieces.push(...hitCode(item));
  // One node's code once, in its first place: a type hit's member that is also the next hit's companion (websocket's
  // `Dialer.netDialFn`, under `Dialer` and again after `Dialer.DialContext`), a neighbour that is a hit's companion.
  const codeIds = new Set<string>();
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (p.part !== "code" || p.listOnly) continue;
    if (codeIds.has(p.id)) pieces.splice(i--, 1);
    else codeIds.add(p.id);
  }
  for (const item of standIns.keys()) pieces.push(...ownCode(item).map((p) => ({ ...p, listOnly: true })));

  let used = count(header) + count(leftHeader);
  let pendingLines = pieces.reduce((s, p) => s + p.lineTokens, 0);
  const reserveCap = listReserveCap(budget, pieces, count);
  const chosen: { piece: Piece; text: string; truncated: boolean; focused?: boolean }[] = [];
  const queryWords = focusWords(question);
  // A node inside one whose whole code is already in the block (koa's `handleResponse` arrow, a companion of the
  // `handleRequest` that defines it) is in the block with it: no second copy, and not listed as left out.
  const wholeCode = new Set<string>();
  const covered: PackedEntry[] = [];
  const pieceById = new Map(pieces.filter((p) => p.part === "code" && !p.listOnly).map((p) => [p.id, p]));
  for (const [i, piece] of pieces.entries()) {
    if (piece.listOnly) continue;
    const within = piece.part === "code" ? enclosingIds(piece.id).find((id) => wholeCode.has(id) && holds(pieceById.get(id), piece)) : undefined;
    if (within !== undefined) {
      covered.push({ id: piece.id, part: "code", truncated: false, tokens: 0, within });
      pendingLines -= piece.lineTokens;
      continue;
    }
    // Nodes inside this one whose code came first (a method hit, then its class or file as a neighbour): this code
    // holds theirs, so where it goes in whole, their pieces give way to it.
    const inner = piece.part === "code" ? chosen.filter((c) => c.piece.part === "code" && enclosingIds(c.piece.id).includes(piece.id) && holds(piece, c.piece)) : [];
    const freed = inner.reduce((s, c) => s + count(c.text), 0);
    const room = Math.min(budget - used - Math.min(reserveCap, pendingLines - piece.lineTokens), piece.cap ?? Infinity);
    if (piece.tokens <= room || (inner.length > 0 && piece.tokens <= Math.min(room + freed, piece.cap ?? Infinity))) {
      for (const c of inner) {
        chosen.splice(chosen.indexOf(c), 1);
        wholeCode.delete(c.piece.id);
        covered.push({ id: c.piece.id, part: "code", truncated: false, tokens: 0, within: piece.id });
      }
      used -= freed;
      chosen.push({ piece, text: piece.text, truncated: false });
      if (piece.part === "code") wholeCode.add(piece.id);
      used += piece.tokens;
      pendingLines -= piece.lineTokens;
      continue;
    }
    const truncLine = count(`- ${piece.id}: ${piece.part} cut short (${piece.tokens} tokens in full)\n`);
    const cutRoom = room - truncLine;
    if (cutRoom >= MIN_CUT_TOKENS || (i === 0 && cutRoom > 0)) {
      const focused = piece.part === "code" ? focusCut(piece.text, queryWords, cutRoom, count) : undefined;
      const text = focused ?? cutToTokens(piece.text, cutRoom, count);
      if (keepsBody(piece, text)) {
        chosen.push({ piece, text, truncated: true, ...(focused ? { focused: true } : {}) });
        used += count(text);
        pendingLines += truncLine - piece.lineTokens;
      }
    }
  }
  let result = render(header, leftHeader, chosen, pieces, count, budget, covered);
  while (result.tokens > budget && chosen.length) {
    const last = chosen[chosen.length - 1]!;
    const over = result.tokens - budget;
    const target = count(last.text) - over - 2;
    const text = target > 0 ? cutToTokens(last.focused ? last.text : last.piece.text, target, count) : "";
    if (keepsBody(last.piece, text) && (text !== last.text || chosen.length === 1)) chosen[chosen.length - 1] = { piece: last.piece, text, truncated: true, ...(last.focused ? { focused: true } : {}) };
    else chosen.pop();
    result = render(header, leftHeader, chosen, pieces, count, budget, covered);
  }
  const first = pieces[0];
  if (chosen.length || !first) return { ...result, budget };
  const tooSmall = { id: first.id, tokens: first.tokens, budget: smallestBudgetFor(question, first, pieces, budget, count) };
  const text = `${header}${leftHeader}- everything: the budget is too small for the first hit's summary; ${tooSmall.budget} tokens hold it\n`;
  return { text, tokens: count(text), included: [], leftOut: result.leftOut, budget, tooSmall };
}

/**
 * True when code piece `outer`'s lines hold `inner`'s (a closure in its function, a method in its class or file); a Go
 * struct's or a JavaScript constructor's methods are named inside it but written outside its code. Pieces without
 * lines (a file's own code) hold every piece of their file.
 */
function holds(outer: Piece | undefined, inner: Piece): boolean {
  if (!outer) return false;
  if (!outer.lines || !inner.lines) return !outer.id.includes("#");
  return outer.lines.startLine <= inner.lines.startLine && inner.lines.endLine <= outer.lines.endLine;
}

/**
 * Fewest lines of code a cut code piece keeps: a cut to the declaration's first line (`pub fn yield_local() ->
 * Option<Yield> {` then `…`, a new user's trial on rayon) repeats the signature the summary above shows and spends the
 * budget on nothing.
 */
const MIN_CUT_CODE_LINES = 3;

/**
 * True when `text`, a cut of `piece`, holds more than the piece's heading line (empty: nothing kept), and for code at
 * least {@link MIN_CUT_CODE_LINES} lines of it (elision marks and fences not counted).
 */
function keepsBody(piece: Piece, text: string): boolean {
  if (text.length - cutSuffix(piece.text).length <= piece.text.indexOf("\n") + 1) return false;
  if (piece.part !== "code") return true;
  const code = text.split("\n").slice(2).filter((l) => l.trim() !== "" && !/^(?:…|⋮|`{3,}|~{3,})$/u.test(l.trim()));
  return code.length >= MIN_CUT_CODE_LINES;
}

/**
 * What a cut of `text` ends with ({@link CUT_SUFFIX}); a code piece's fence is closed after it, or the rest of the
 * block read as code (h11's `_readers.py`, cut at 2000 tokens, left its fence open above "## Left out").
 */
function cutSuffix(text: string): string {
  const fence = openingFence(text);
  return fence ? `\n…\n${fence}\n\n` : CUT_SUFFIX;
}

/**
 * Most tokens held back for the left-out list while packing: a fifth of the budget, and no more than
 * {@link LEFT_OUT_LISTED} of the longest lines plus the count line. The list is cut further when rendered if need be.
 */
function listReserveCap(budget: number, pieces: Piece[], count: TokenCounter): number {
  const longest = pieces.reduce((m, p) => Math.max(m, p.lineTokens), 0);
  const total = pieces.reduce((s, p) => s + p.tokens, 0);
  return Math.min(Math.floor(budget / 5), LEFT_OUT_LISTED * longest + count(moreLine(pieces.length, total)));
}

/** The list's last line when parts are not listed: how many, and their full size. */
function moreLine(parts: number, tokens: number): string {
  return `- … and ${parts} more parts not listed (${tokens} tokens; see the JSON output)\n`;
}

/**
 * The smallest budget (from `budget` up) at which `first`, the first piece, goes into the block whole: the same
 * room the packing loop gives the first piece (header, left-out header, the reserve for the other pieces' lines).
 * Binary search; the room grows with the budget.
 */
function smallestBudgetFor(question: string, first: Piece, pieces: Piece[], budget: number, count: TokenCounter): number {
  const otherLines = pieces.reduce((s, p) => s + p.lineTokens, 0) - first.lineTokens;
  const leftHeaderTokens = count(LEFT_HEADER);
  const q = question.replace(/\s+/g, " ").trim();
  const fits = (b: number): boolean => first.tokens <= b - count(headerFor(q, Math.floor(b / 5), count)) - leftHeaderTokens - Math.min(listReserveCap(b, pieces, count), otherLines);
  let hi = Math.max(budget, MIN_CONTEXT_BUDGET);
  while (!fits(hi)) hi *= 2;
  let lo = budget;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function render(
  header: string,
  leftHeader: string,
  chosen: { piece: Piece; text: string; truncated: boolean }[],
  pieces: Piece[],
  count: TokenCounter,
  budget: number,
  covered: PackedEntry[],
): Omit<PackedContext, "budget"> {
  const kept = new Set(chosen.filter((c) => !c.truncated).map((c) => c.piece.id));
  const within = covered.filter((c) => kept.has(c.within ?? ""));
  const included = [...chosen.map(({ piece, text, truncated }) => ({ id: piece.id, part: piece.part, truncated, tokens: count(text) })), ...within];
  const inBlock = new Set([...chosen.map((c) => `${c.piece.id}\u0000${c.piece.part}`), ...within.map((c) => `${c.id}\u0000code`)]);
  const leftOut = pieces.filter((p) => !inBlock.has(`${p.id}\u0000${p.part}`)).map((p) => ({ id: p.id, part: p.part, tokens: p.tokens }));
  const lines = [
    ...chosen.filter((c) => c.truncated).map((c) => ({ text: `- ${c.piece.id}: ${c.piece.part} cut short (${c.piece.tokens} tokens in full)\n`, tokens: c.piece.tokens - count(c.text) })),
    ...leftOut.map((l) => ({ text: leftOutLine(l.id, l.part, l.tokens), tokens: l.tokens })),
  ];
  const body = `${header}${chosen.map((c) => c.text).join("")}${leftHeader}`;
  // At most LEFT_OUT_LISTED lines (a sixth when it is the last: the count line would take as much), fewer when the
  // list would break the budget; the last line then counts the rest and their tokens (of a cut part: the part cut off).
  let room = budget - count(body);
  let listed = 0;
  const more = (from: number): string => moreLine(lines.length - from, lines.slice(from).reduce((s, l) => s + l.tokens, 0));
  for (const line of lines) {
    const last = listed + 1 === lines.length;
    if (listed >= LEFT_OUT_LISTED && !last) break;
    const cost = count(line.text);
    const reserve = last ? 0 : count(more(listed + 1));
    if (cost + reserve > room) break;
    room -= cost;
    listed += 1;
  }
  const shown = lines.slice(0, listed).map((l) => l.text).join("") + (listed < lines.length ? more(listed) : "");
  const text = `${body}${lines.length ? shown : "- nothing\n"}`;
  return { text, tokens: count(text), included, leftOut };
}

/** `# Context for: <question>`, the question cut to fit `max` tokens with the header (a 6,000-token question broke a 500-token budget). */
function headerFor(question: string, max: number, count: TokenCounter): string {
  const make = (q: string): string => `# Context for: ${q}\n\n`;
  if (count(make(question)) <= max) return make(question);
  let lo = 0;
  let hi = question.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (count(make(`${question.slice(0, mid)}…`)) <= max) lo = mid;
    else hi = mid - 1;
  }
  return make(`${question.slice(0, lo)}…`);
}

function leftOutLine(id: string, part: string, tokens: number): string {
  return `- ${id}: ${part} (${tokens} tokens)\n`;
}

/** The longest prefix of `text` (cut at a line end when one is near) with at most `max` tokens, marked `…`. */
/** The question's content words as a code line is searched for them: lower case, 3 letters or more, a plural's or past form's ending off. */
function focusWords(question: string): string[] {
  const stems = contentWords(question)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 3)
    .map((w) => (w.length > 5 ? w.replace(/(?:ing|ed|es|s)$/u, "") : w));
  return [...new Set(stems)];
}

/** Marks lines of a code piece left out between the lines it keeps (Aider's repository map uses the same mark). */
const ELISION = "⋮";

/**
 * A code piece over its room, cut around the question rather than at its end: its heading, its first code line (the
 * signature), then the run of lines that holds the most of the question's words (each weighted by how few lines hold
 * it), widened on both sides to the room, with {@link ELISION} lines where lines are left out. node-fetch's `fetch` is 325 lines; a 2000-token block cut it
 * at line 150 for "how is a gzip response decompressed", and the gzip branch is at line 303. Undefined when no line
 * holds a question word past what a cut at the end keeps anyway, or the piece is not a fenced code block.
 */
function focusCut(text: string, words: readonly string[], room: number, count: TokenCounter): string | undefined {
  if (!words.length) return undefined;
  const lines = text.split("\n");
  // `## code: …`, the opening fence, the code, the closing fence, two empty lines.
  const fence = openingFence(text);
  const close = fence ? lines.lastIndexOf(fence) : -1;
  if (close < 3) return undefined;
  const body = lines.slice(3, close);
  const lower = body.map((l) => l.toLowerCase());
  const weight = new Map(words.map((w) => [w, Math.log(1 + body.length / (1 + lower.filter((l) => l.includes(w)).length))]));
  const score = lower.map((l) => words.reduce((s, w) => s + (l.includes(w) ? weight.get(w)! : 0), 0));
  const head = `${lines[0]}\n${lines[1]}\n${lines[2]}\n`;
  const tail = `${fence}\n\n`;
  const lineTokens = body.map((l) => count(`${l}\n`));
  const spare = room - count(head + tail) - 2 * count(`${ELISION}\n`);
  if (spare <= 0) return undefined;
  // The run of lines with the highest score within `spare` tokens (two pointers; earliest on ties).
  let best = { from: 0, to: -1, score: 0 };
  let from = 0;
  let tokens = 0;
  let sum = 0;
  for (let to = 0; to < body.length; to++) {
    tokens += lineTokens[to]!;
    sum += score[to]!;
    while (tokens > spare && from <= to) {
      tokens -= lineTokens[from]!;
      sum -= score[from]!;
      from++;
    }
    if (sum > best.score) best = { from, to, score: sum };
  }
  if (best.score === 0) return undefined;
  // The run's first and last scoring lines, then lines on both sides in turn while they fit: the matched lines sit in
  // the middle of what is shown, with what leads to them and what follows (the sweep above ends a run at its match).
  let a = best.from;
  while (score[a] === 0) a++;
  let b = best.to;
  while (score[b] === 0) b--;
  let used = lineTokens.slice(a, b + 1).reduce((x, y) => x + y, 0);
  for (let grew = true; grew; ) {
    grew = false;
    if (b + 1 < body.length && used + lineTokens[b + 1]! <= spare) {
      used += lineTokens[++b]!;
      grew = true;
    }
    if (a > 0 && used + lineTokens[a - 1]! <= spare) {
      used += lineTokens[--a]!;
      grew = true;
    }
  }
  // A run from the first line is what a cut at the end keeps anyway.
  if (a === 0) return undefined;
  const kept = body.slice(a, b + 1).join("\n");
  return `${head}${ELISION}\n${kept}\n${b < body.length - 1 ? `${ELISION}\n` : ""}${tail}`;
}

function cutToTokens(text: string, max: number, count: TokenCounter): string {
  const suffix = cutSuffix(text);
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (count(text.slice(0, mid) + suffix) <= max) lo = mid;
    else hi = mid - 1;
  }
  if (lo === 0) return "";
  const nl = text.lastIndexOf("\n", lo);
  const end = nl > lo * 0.9 ? nl : lo;
  return text.slice(0, end) + suffix;
}

function location(doc: SearchDocRecord): string {
  const span = doc.node.span;
  return span ? `${doc.node.path}:${span.startLine}-${span.endLine}` : doc.node.path;
}

/**
 * The summary part of a node: heading, signature, doc line (as plain text: reST, RDoc and Go doc markup read), summary,
 * recent changes — without a sentence the part already holds. The doc line is left out when the summary quotes it whole, or when `codeFollows` (the node's code
 * comes right after this part) and that code holds it (a Python docstring: flask's `View.dispatch_request` showed
 * "The actual view function behavior. …" as the doc line, again in the summary and a third time in the code). The
 * summary's opening sentence is left out when it is the doc line's first sentence (an extractive summary opens with it:
 * gin's `Context` showed "Context is the most important part of gin." twice in a row); a summary that is only that
 * sentence is left out whole.
 */
function summaryPiece(item: ContextItem, codeFollows = false): string {
  const { doc } = item;
  const lines = headingLines(item);
  // The doc as plain text (its markup read as the summary reads it): structlog's `ProcessorFormatter` showed "Call
  // *structlog* processors on `logging.LogRecord`\s." over the summary's "Call structlog processors on logging.LogRecords.".
  const docText = doc.node.doc === undefined ? undefined : plainDocText(doc.node.doc, doc.node.language);
  const showDoc = docText !== undefined && !flat(doc.summaryText).includes(flat(docText)) && !(codeFollows && flat(commentText(doc.code)).includes(flat(docText)));
  if (showDoc) lines.push(docText);
  const opening = showDoc ? firstSentence(docText) : undefined;
  const summary = opening ? afterPrefix(doc.summaryText, opening) : doc.summaryText;
  if (summary) lines.push(summary);
  // A hit's newest commit subjects (the history field): what its maintainers last changed about it, in their words.
  const history = item.role === "hit" ? doc.historyText?.split("\n").filter(Boolean).slice(0, CONTEXT_HISTORY_SUBJECTS) : undefined;
  if (history?.length) lines.push(`Recent changes: ${history.join("; ")}`);
  return `${lines.join("\n")}\n\n`;
}

/** A summary piece's heading (id, kind, place, role, staleness) and signature lines. */
function headingLines(item: ContextItem): string[] {
  const { doc } = item;
  const role = item.role === "hit" ? "hit" : `neighbour${item.relations.length ? `; ${item.relations.slice(0, 3).join("; ")}` : ""}`;
  const stale = item.fresh === false ? " [summary may be stale: file changed since indexing]" : "";
  // The kind a reader knows (`shownKind`): h3's `export type ResponseMiddleware = (…) => …` is a `type`, as search says.
  const lines = [`## ${doc.id} (${shownKind(doc.node)}, ${location(doc)}; ${role})${stale}`];
  if (doc.node.signature) lines.push(`\`${doc.node.signature}\``);
  return lines;
}

/**
 * A hit's compact summary, for the hits after the first {@link CODE_FIRST_HITS}: its heading, signature and one
 * sentence (its doc's first, else its summary's), without the full summary's callers, details and recent changes.
 */
function compactPiece(item: ContextItem): string {
  const { doc } = item;
  const lines = headingLines(item);
  const sentence = docSentence(doc.node.doc, doc.node.language) ?? summarySentence(doc.summaryText);
  if (sentence) lines.push(sentence);
  return `${lines.join("\n")}\n\n`;
}

/** `t` with runs of whitespace as one space, trimmed. */
const flat = (t: string): string => t.replace(/\s+/g, " ").trim();

/** `code` without the comment markers that open its lines (`//`, `/**`, ` *`, `#`, `--`), to find a doc comment in it. */
function commentText(code: string): string {
  return code.replace(/^[ \t]*(?:\/\/+|\/\*+|\*\/|\*|#+|--)[ \t]?/gm, "");
}

/**
 * `text` after `prefix` (whitespace runs match any whitespace run), trimmed; `text` itself when it does not start
 * with `prefix` or when what follows the prefix is not a new word; undefined when nothing follows.
 */
function afterPrefix(text: string, prefix: string): string | undefined {
  const words = flat(prefix).split(" ").map((w) => escapeStringRegexp(w));
  const m = new RegExp(`^\\s*${words.join("\\s+")}(?=\\s|$)`).exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length).trim();
  return rest || undefined;
}

/** Commit subjects shown per hit in the context block (newest first). */
const CONTEXT_HISTORY_SUBJECTS = 3;

/** Where a node's code piece comes from: its span, or an overload group's implementation (`GraphNode.implementation`). */
function codeLocation(doc: SearchDocRecord): string {
  const impl = doc.node.implementation;
  return impl ? `${doc.node.path}:${impl.startLine}-${impl.endLine}` : location(doc);
}

function codePiece(doc: SearchDocRecord): string {
  const fence = fenceFor(doc.code);
  return `## code: ${doc.id} (${codeLocation(doc)})\n${fence}${doc.node.language ?? ""}\n${doc.code.replace(/\s+$/, "")}\n${fence}\n\n`;
}

/**
 * A code fence longer than any backtick fence in `code` (CommonMark: a fence closes only at one at least as long): a
 * README's own ```` ```js ```` blocks closed the block's ```` ```markdown ```` early, and its headings read as the
 * context block's (body-parser's `README.md`). Three backticks for code without fences.
 */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/^\s*(`{3,})/gmu)].map((m) => m[1]!.length));
  return "`".repeat(longest + 1);
}

/** The fence a code piece opens on its second line (after its `## code:` heading), or undefined for any other piece. */
function openingFence(text: string): string | undefined {
  const second = text.slice(text.indexOf("\n") + 1);
  return /^`{3,}/u.exec(second)?.[0];
}
