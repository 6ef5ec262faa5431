/**
 * Builds the {@link SearchDocument}s of a repository from plain inputs: file texts and contracts, and —
 * when the graph and hierarchy stages ran — the code graph and node summary texts.
 *
 * Without a graph, nodes come from the contracts: one per file, one per exported or referenced function,
 * class, interface, struct and trait, and one per method/constructor member (ids `"<path>#<qualified name>"`,
 * as the graph names them, seed 001 §3.1). Without a node summary, a node's summary text is the extractive
 * fallback of {@link fallbackSummary}: its name in words, its parent's and file's first doc sentences,
 * and the first doc sentence of each callee found by name — the context a hierarchical summary carries
 * (seed 001 §3.2.3), taken from the contracts alone.
 */
import { cleanComments, type Entity, type SemanticContract } from "../extract/index.js";
import { contractEntity, type CodeGraph, type GraphNode, type GraphNodeKind } from "../graph/index.js";
import { firstSentence, renderEntity } from "../summarize/index.js";
import { hashText } from "../shared/hash.js";
import { getOrMake } from "../shared/maps.js";
import { splitIdentifier } from "./tokenize.js";
import type { DocumentStamp, SearchDocument, SearchDocumentStream } from "./types.js";

/**
 * True for a method node that is a function-typed property of an interface, its signature written `name: (…) => T`
 * or `name?: …` (tsDeclarations.ts): a graph node, so calls through it have a target and an object literal's method an
 * interface member to implement, but no search document. Its interface's document holds its text, and as documents of
 * their own such declarations outranked the code that implements them: hono's 130 JSX event props (`onClick?: (e) =>
 * void`) moved tuning queries' answers down (file Acc@1 56.1 → 55.1 on hono's history queries).
 */
function isPropertySignature(n: GraphNode, interfaces: ReadonlySet<string>): boolean {
  // (`readonly mount: …` too: a break-it trial.)
  const signature = n.signature?.replace(/^readonly\s+/u, "");
  return n.kind === "method" && signature !== undefined && (signature.startsWith(`${n.name}:`) || signature.startsWith(`${n.name}?:`)) && interfaces.has(n.id.slice(0, n.id.lastIndexOf(".")));
}

/**
 * The ids of a graph's TypeScript interface nodes, whose member ids are theirs and a `.` and the member's name. (An
 * object literal's `name: function (…) {…}` is code whose signature starts as a property signature's does: handlebars'
 * `HandlebarsEnvironment.prototype = { registerHelper: function (name, fn) {…} }` had lost its 102 methods' documents.)
 */
function interfaceIds(nodes: readonly GraphNode[]): Set<string> {
  return new Set(nodes.filter((n) => n.kind === "interface" && n.language === "typescript").map((n) => n.id));
}

/** Kinds of node whose code nested methods are left out of, for the code field's index text ({@link nestedMethods}). */
const CALLABLE_KINDS = new Set<GraphNodeKind>(["function", "method"]);

/**
 * Per function or method node, the byte spans of the method nodes nested in it (an object literal's or a local
 * class's; outermost only), for nodes with any. unstorage's `createStorage` builds its storage object with twenty
 * methods inside it: its code field held all of theirs, and it ranked first for "how is a driver mounted at a base
 * path" above `storage.mount` itself. A nested function (a closure) stays in: the enclosing function's code is the
 * answer for it (search.ts, "enclosing function first").
 */
function nestedMethods(nodes: readonly GraphNode[]): Map<string, { startByte: number; endByte: number }[]> {
  const byPath = new Map<string, GraphNode[]>();
  for (const n of nodes) if (CALLABLE_KINDS.has(n.kind) && n.span) getOrMake(byPath, n.path, () => []).push(n);
  const out = new Map<string, { startByte: number; endByte: number }[]>();
  for (const list of byPath.values()) {
    list.sort((a, b) => a.span!.startByte - b.span!.startByte || b.span!.endByte - a.span!.endByte);
    for (const [at, outer] of list.entries()) {
      const o = outer.span!;
      let end = -1;
      // Sorted by start (the wider first at one start): what nests in `outer` follows it, up to its end.
      for (let j = at + 1; j < list.length && list[j]!.span!.startByte < o.endByte; j++) {
        const inner = list[j]!;
        const i = inner.span!;
        if (inner.kind !== "method" || i.endByte > o.endByte || (i.startByte === o.startByte && i.endByte === o.endByte) || i.startByte < end) continue;
        getOrMake(out, outer.id, () => []).push({ startByte: i.startByte, endByte: i.endByte });
        end = i.endByte;
      }
    }
  }
  return out;
}

/** Share of a type's lines that the types nested directly in it (with their doc comments) must cover for it to be a wrapper ({@link wrapperIds}). */
export const WRAPPER_COVER = 0.9;

/**
 * Ids of the type nodes that only wrap other types: the types nested directly in them, each with the lines above it
 * back to the previous member when it has a doc comment there, cover at least {@link WRAPPER_COVER} of their lines (a
 * Ruby `module Sinatra` around `module RespondWith` and its 80-line doc comment; the namespace of a whole file). Such
 * a node's text is its types' text, often its file's: as a search document it matched every question its file did
 * and came first with nothing to say ("Module holding module RespondWith"), ahead of the methods that answer. A new
 * user's trial on sinatra cb22afd7: "where is a template compiled and the template engine chosen" had
 * `respond_with.rb#Sinatra` (lines 6–274) and the file first and second. The types inside, and the file, stay search
 * documents. Only types inside the node's own lines count (a Ruby class reopened later around another class is no
 * wrapper), and fields are no nodes, so a class of fields beside a small nested type (a Django model's `Meta`) stays.
 */
export function wrapperIds(nodes: readonly GraphNode[]): Set<string> {
  const TYPES = new Set<GraphNodeKind>(["class", "interface", "struct"]);
  const byId = new Map(nodes.filter((n) => TYPES.has(n.kind) && n.span).map((n) => [n.id, n]));
  const children = new Map<string, GraphNode[]>();
  for (const n of nodes) {
    const dot = n.id.lastIndexOf(".");
    const parent = dot > n.id.indexOf("#") ? byId.get(n.id.slice(0, dot)) : undefined;
    if (parent && n.span && n.span.startLine > parent.span!.startLine && n.span.endLine <= parent.span!.endLine) getOrMake(children, parent.id, () => []).push(n);
  }
  const out = new Set<string>();
  for (const [id, list] of children) {
    const span = byId.get(id)!.span!;
    list.sort((a, b) => a.span!.startLine - b.span!.startLine);
    let covered = 0;
    let previousEnd = span.startLine;
    for (const n of list) {
      const { startLine, endLine } = n.span!;
      if (TYPES.has(n.kind)) covered += endLine - (n.doc ? Math.min(startLine, previousEnd + 1) : startLine) + 1;
      previousEnd = Math.max(previousEnd, endLine);
    }
    if (covered >= WRAPPER_COVER * (span.endLine - span.startLine + 1)) out.add(id);
  }
  return out;
}

/** The declaration's bytes `[start, end)` as text with the byte spans `inner` left out, each as one line break (index text: no dedent). */
function ownCode(bytes: Buffer, start: number, end: number, inner: readonly { startByte: number; endByte: number }[]): string {
  const parts: Buffer[] = [];
  let at = start;
  for (const i of inner) {
    parts.push(bytes.subarray(at, i.startByte), Buffer.from("\n"));
    at = i.endByte;
  }
  parts.push(bytes.subarray(at, end));
  return Buffer.concat(parts).toString();
}

/** Source text kept per doc (chars): a whole file beyond this adds little to BM25 but grows the index. */
export const MAX_CODE_CHARS = 24_000;
/** Callees whose doc sentence goes into a fallback summary. */
const MAX_CALLEES = 8;

/** One source file with its contract. `contentHash` is the file's (xxHash64 of its bytes). */
export interface SourceFile {
  path: string;
  text: string;
  contentHash: string;
  contract: SemanticContract;
}

export interface DocumentSources {
  files: SourceFile[];
  /** The code graph; absent → nodes from contracts. */
  graph?: CodeGraph;
  /** Node summary text by node id, with its generator key. */
  nodeSummaries?: Map<string, { text: string; generatorKey: string }>;
  /** Commit subjects per repo-relative file path, newest first (`readFileHistory`); given to file docs only. */
  history?: Map<string, string[]>;
  /** Commit subjects per node id, newest first (`nodeHistory` of lineHistory.ts); given to the other docs. */
  nodeHistory?: Map<string, string[]>;
  /** What the last update of this store in this process made each document from ({@link searchDocumentMemo}). */
  memo?: SearchDocumentMemo;
}

/**
 * Per document id, the inputs its last stored record was made from and that record's stamp, kept by a long-lived
 * process (`strata watch`) between updates of one store: the graph node (the same object while the store's kept
 * graph keeps it), the file's text and contract (the same objects while the file is unchanged), its content hash, the
 * node summary's text and generator, and the commit subjects. Only documents with a node summary are kept (a
 * fallback summary reads other nodes' docs).
 */
export interface SearchDocumentMemo {
  entries: Map<string, DocumentMemoEntry>;
}

interface DocumentMemoEntry {
  node: GraphNode;
  text: string;
  contract: SemanticContract;
  fileHash: string;
  summary: string;
  generator: string;
  history: readonly string[] | undefined;
  stamp: DocumentStamp;
}

/** An empty {@link SearchDocumentMemo}. */
export function searchDocumentMemo(): SearchDocumentMemo {
  return { entries: new Map() };
}

const sameSubjects = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

const INDEXED_KINDS = new Set<GraphNodeKind>(["file", "class", "interface", "struct", "function", "method"]);
const ENTITY_KIND: Partial<Record<Entity["kind"], GraphNodeKind>> = {
  function: "function",
  class: "class",
  interface: "interface",
  struct: "struct",
  trait: "interface",
  method: "method",
  constructor: "method",
};

/** Generator key of the fallback summaries built here. */
export const FALLBACK_SUMMARY_GENERATOR = "extractive-search@1";

/**
 * Every indexable node with its texts, sorted by id. Files missing from `files` (deleted since the graph
 * was built) contribute no nodes. Call `initHash()` (src/shared/hash.ts) first: contract nodes are hashed.
 */
export function buildSearchDocuments(sources: DocumentSources): SearchDocument[] {
  return [...searchDocuments(sources).docs()];
}

/**
 * The documents of {@link buildSearchDocuments} made one at a time, in the same order: every id is known up front
 * (`ids`, sorted), each document's texts (code slices, summary, contract text) only when `docs()` reaches it, so
 * an index update holds one batch of them at a time instead of the whole repository's. `docs()` may be iterated
 * more than once. Call `initHash()` first.
 */
export function searchDocuments(sources: DocumentSources): SearchDocumentStream {
  const files = new Map(sources.files.map((f) => [f.path, f]));
  const interfaces = sources.graph ? interfaceIds(sources.graph.nodes) : new Set<string>();
  const graphNodes = sources.graph?.nodes;
  const wrappers = graphNodes ? wrapperIds(graphNodes) : new Set<string>();
  const nodes = graphNodes ? graphNodes.filter((n) => INDEXED_KINDS.has(n.kind) && files.has(n.path) && !isPropertySignature(n, interfaces) && !wrappers.has(n.id)) : sources.files.flatMap(nodesOfContract);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const callees = sources.graph ? calleesFromGraph(sources.graph, byId) : undefined;
  const docsByName = documentedNames(nodes);
  // Stable: nodes with the same id keep their order, as the documents of a sort after building them did.
  const ordered = [...nodes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // The last file's lines, split once: documents come in id order, so one file's nodes in a row.
  let lastLines: { file: SourceFile; lines: readonly string[] } | undefined;
  const linesOf = (file: SourceFile): readonly string[] => {
    if (lastLines?.file !== file) lastLines = { file, lines: file.text.split("\n") };
    return lastLines.lines;
  };
  const nested = nestedMethods(nodes);
  const historyOf = (node: GraphNode): string[] | undefined => (node.kind === "file" ? sources.history?.get(node.path) : sources.nodeHistory?.get(node.id));
  const documentOf = (node: GraphNode, bytes: () => Buffer): SearchDocument => {
    const file = files.get(node.path)!;
    // An overload group's code is its implementation's (`implementation`): the stubs before it are signatures only.
    const code = node.kind === "file" || !node.span ? file.text : declarationCode(bytes(), (node.implementation ?? node.span).startByte, node.span.endByte);
    const summary = sources.nodeSummaries?.get(node.id);
    const calls = callees?.get(node.id) ?? calleesByName(code, node, docsByName);
    const history = historyOf(node);
    const inner = nested.get(node.id);
    const own = inner && node.span ? ownCode(bytes(), node.span.startByte, node.span.endByte, inner) : undefined;
    return {
      node,
      code: code.length > MAX_CODE_CHARS ? code.slice(0, MAX_CODE_CHARS) : code,
      ...(own !== undefined ? { ownCode: own.length > MAX_CODE_CHARS ? own.slice(0, MAX_CODE_CHARS) : own } : {}),
      summaryText: summary?.text ?? fallbackSummary(node, file, byId, calls),
      contractText: contractText(node, file, code, linesOf),
      summaryGenerator: summary?.generatorKey ?? FALLBACK_SUMMARY_GENERATOR,
      fileHash: file.contentHash,
      ...(history?.length ? { historyText: history.join("\n") } : {}),
      ...(node.kind === "file" ? { fileText: file.text } : {}),
    };
  };
  const memo = sources.memo;
  return {
    ids: ordered.map((n) => n.id),
    *docs() {
      // Sorted by id, a file's nodes follow one another (`path`, `path#…`): one file's UTF-8 bytes at a time.
      let last: { path: string; buffer?: Buffer } = { path: "" };
      for (const node of ordered) {
        if (last.path !== node.path) last = { path: node.path };
        const current = last;
        yield documentOf(node, () => (current.buffer ??= Buffer.from(files.get(current.path)!.text)));
      }
    },
    *entries() {
      const next = new Map<string, DocumentMemoEntry>();
      let last: { path: string; buffer?: Buffer } = { path: "" };
      for (const node of ordered) {
        if (last.path !== node.path) last = { path: node.path };
        const current = last;
        const file = files.get(node.path)!;
        const summary = sources.nodeSummaries?.get(node.id);
        const history = historyOf(node);
        const seen = memo?.entries.get(node.id);
        const same =
          summary !== undefined && seen !== undefined && seen.node === node && seen.text === file.text && seen.contract === file.contract && seen.fileHash === file.contentHash &&
          seen.summary === summary.text && seen.generator === summary.generatorKey && sameSubjects(seen.history, history);
        if (same) next.set(node.id, seen);
        yield {
          id: node.id,
          ...(same ? { known: seen.stamp } : {}),
          build: () => documentOf(node, () => (current.buffer ??= Buffer.from(file.text))),
          remember: (stamp) => {
            if (summary) next.set(node.id, { node, text: file.text, contract: file.contract, fileHash: file.contentHash, summary: summary.text, generator: summary.generatorKey, history, stamp });
          },
        };
      }
      // Only a complete pass replaces the memo: an update stopped midway leaves the last complete one.
      if (memo) memo.entries = next;
    },
  };
}

/** Most bytes of code before a declaration on its first line that its code shows ({@link declarationCode}). */
export const MAX_LINE_PREFIX_BYTES = 120;

/** Space and tab, the bytes of an indent. */
const isIndentByte = (b: number | undefined): boolean => b === 0x20 || b === 0x09;

/**
 * The source text of a declaration (`bytes`, UTF-8, from `startByte` to `endByte`, end exclusive) dedented as a
 * whole: its lines lose the leading whitespace (spaces and tabs) they share with the first line's line in the file.
 * A slice begins at the declaration's first token, so a method's first line had no indent while its body kept the
 * class's: a Python method came out as `def f(self):` at column 0 over a body at 8 spaces — not valid Python. The
 * first line is the whole line the span starts on, less its indent, so the code shows what its cited line holds: a
 * Go type's span starts at its name, and echo's `type BodyLimitConfig struct {` came out as `BodyLimitConfig struct
 * {`; `x = function () {` names the function. Code before the declaration longer than {@link MAX_LINE_PREFIX_BYTES}
 * (a minified line) is left out. The other lines lose the leading whitespace they share with the first line's
 * indent; lines that are blank or indented less (a multi-line string at column 0) bound what is removed from all.
 */
export function declarationCode(bytes: Buffer, startByte: number, endByte: number): string {
  let lineStart = startByte;
  while (lineStart > 0 && bytes[lineStart - 1] !== 0x0a) lineStart -= 1;
  let indentEnd = lineStart;
  while (indentEnd < endByte && isIndentByte(bytes[indentEnd])) indentEnd += 1;
  const indent = bytes.subarray(lineStart, indentEnd).toString();
  // A span may start at its line's start (spans from contract lines) or at its first token (graph spans).
  const onlyIndent = indentEnd >= startByte || startByte - indentEnd <= MAX_LINE_PREFIX_BYTES;
  const [first = "", ...rest] = bytes.subarray(onlyIndent ? indentEnd : startByte, endByte).toString().split("\n");
  let common = indent;
  for (const line of rest) {
    if (!line.trim()) continue;
    let n = 0;
    while (n < common.length && line[n] === common[n]) n += 1;
    common = common.slice(0, n);
  }
  const head = onlyIndent ? indent.slice(common.length) + first : first;
  return [head, ...rest.map((line) => (line.startsWith(common) ? line.slice(common.length) : line.trim() ? line : ""))].join("\n");
}

/** Nodes of one file from its contract: the file, its callable and type entities, and their methods. */
export function nodesOfContract(file: SourceFile): GraphNode[] {
  const lines = lineStarts(file.text);
  const buffer = Buffer.from(file.text);
  const span = (e: Entity) => ({ startLine: e.line, endLine: e.endLine, startByte: lines.byteAt(e.line), endByte: lines.byteAt(e.endLine + 1) });
  const language = file.contract.language;
  const nodes: GraphNode[] = [
    { id: file.path, kind: "file", name: file.path.split("/").pop()!, qualifiedName: file.path, path: file.path, language, contentHash: file.contentHash, ...(file.contract.description ? { doc: firstParagraph(file.contract.description) } : {}) },
  ];
  const seen = new Set<string>();
  const add = (e: Entity, kind: GraphNodeKind, qualified: string, exported: boolean): void => {
    const id = `${file.path}#${qualified}`;
    if (seen.has(id)) return;
    seen.add(id);
    const s = span(e);
    const code = buffer.subarray(s.startByte, s.endByte).toString();
    nodes.push({ id, kind, name: e.localName ?? e.name, qualifiedName: qualified, path: file.path, language, span: s, contentHash: hashText(code), signature: renderEntity(e, undefined, language), ...(e.doc ? { doc: firstParagraph(e.doc) } : {}), exported });
  };
  for (const [list, exported] of [[file.contract.exports, true], [file.contract.referenced, false]] as const) {
    for (const e of list) {
      const kind = ENTITY_KIND[e.kind];
      if (!kind || e.source) continue;
      const name = e.localName ?? e.name;
      add(e, kind, name, exported);
      for (const m of e.members ?? []) {
        if (m.kind === "method" || m.kind === "constructor") add(m, "method", `${name}.${m.name}`, exported);
      }
    }
  }
  return nodes;
}

function firstParagraph(doc: string): string {
  return doc.trim().split(/\n\s*\n/)[0]!.trim();
}

/** 1-based line → UTF-8 byte offset of its start (a line past the end → the text's byte length). */
function lineStarts(text: string): { byteAt(line: number): number } {
  const starts = [0];
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? (i++, 4) : 3;
    if (c === 10) starts.push(bytes);
  }
  return { byteAt: (line) => starts[line - 1] ?? bytes };
}

/** Simple name → documented callable nodes with that name and their first doc sentence (at most 2 per name). */
function documentedNames(nodes: GraphNode[]): Map<string, { id: string; line: string }[]> {
  const map = new Map<string, { id: string; line: string }[]>();
  for (const n of nodes) {
    if (n.kind === "file" || !n.doc) continue;
    const s = firstSentence(n.doc);
    if (!s) continue;
    const list = map.get(n.name) ?? [];
    if (list.length < 2) list.push({ id: n.id, line: `${n.name}: ${s}` });
    map.set(n.name, list);
  }
  return map;
}

/**
 * Doc lines of callees found by name (`name(`) in `code`, first appearance order, without the node itself and
 * its own members (a class's code declares its methods; that is not a call).
 */
function calleesByName(code: string, node: GraphNode, docs: Map<string, { id: string; line: string }[]>): string[] {
  if (node.kind === "file") return [];
  const out: string[] = [];
  for (const name of calledNames(code, node)) {
    for (const d of docs.get(name) ?? []) if (!d.id.startsWith(`${node.id}.`)) out.push(d.line);
    if (out.length >= MAX_CALLEES) break;
  }
  return out.slice(0, MAX_CALLEES);
}

/**
 * The names `code` calls (`name(`), each once, in first-appearance order, without the node's own name. Remembered per
 * node id and code (at most {@link CALLED_NAMES_KEPT} nodes, the oldest dropped first): a live index makes every doc
 * again on each update, and this scan of every node's code was the search stage's largest cost (on trpc ~50 ms of
 * CPU per update).
 */
function calledNames(code: string, node: GraphNode): readonly string[] {
  const key = `${node.id}\u0000${node.name}`;
  const known = CALLED_NAMES.get(key);
  if (known?.code === code) return known.names;
  const names: string[] = [];
  const seen = new Set([node.name]);
  for (const m of code.matchAll(/[A-Za-z_$][\w$]*(?=\s*\()/g)) {
    const name = m[0];
    if (seen.has(name)) continue;
    seen.add(name);
    names.push(name);
  }
  if (known) CALLED_NAMES.delete(key);
  else if (CALLED_NAMES.size >= CALLED_NAMES_KEPT) CALLED_NAMES.delete(CALLED_NAMES.keys().next().value!);
  CALLED_NAMES.set(key, { code, names });
  return names;
}

/** Nodes whose called names {@link calledNames} keeps (their code too: a few tens of MB on a 400k-line repository). */
const CALLED_NAMES_KEPT = 100_000;
const CALLED_NAMES = new Map<string, { code: string; names: string[] }>();

/** The first sentence of each graph node's doc (see {@link docFirstSentence}). */
const FIRST_SENTENCES = new WeakMap<GraphNode, string | undefined>();

/**
 * {@link firstSentence} of a graph node's doc, kept per node object: a watcher's kept graph hands the same frozen
 * objects to every update, and each update asked again for every call edge (typeorm: ~50 ms an update).
 */
function docFirstSentence(node: GraphNode): string | undefined {
  return getOrMake(FIRST_SENTENCES, node, () => firstSentence(node.doc));
}

/** Doc lines of resolved callees, by `calls` edges of the graph (not constructions by a literal, `via: "literal"`: no call). */
function calleesFromGraph(graph: CodeGraph, byId: Map<string, GraphNode>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (e.kind !== "calls" || !e.resolved || e.via === "literal") continue;
    const callee = byId.get(e.to);
    const sentence = callee && docFirstSentence(callee);
    if (!sentence) continue;
    const list = map.get(e.from) ?? [];
    if (list.length < MAX_CALLEES) list.push(`${callee.name}: ${sentence}`);
    map.set(e.from, list);
  }
  return map;
}

/**
 * The extractive summary paragraph of a node without a stored node summary: kind and name in words, the
 * enclosing class's and file's first doc sentences, and what its callees do.
 */
export function fallbackSummary(node: GraphNode, file: SourceFile, byId: Map<string, GraphNode>, callees: string[]): string {
  const parts = [`${node.kind} ${node.qualifiedName} (${splitIdentifier(node.name).join(" ")}) in ${node.path}.`];
  const parentName = node.kind === "method" ? node.qualifiedName.split(".").slice(0, -1).join(".") : "";
  const parent = parentName ? byId.get(`${node.path}#${parentName}`) : undefined;
  const parentDoc = firstSentence(parent?.doc);
  if (parentDoc) parts.push(`Member of ${parentName}: ${parentDoc}`);
  const fileDoc = firstSentence(file.contract.description);
  if (fileDoc && node.kind !== "file") parts.push(`File: ${fileDoc}`);
  if (node.kind === "file") {
    const names = file.contract.exports.map((e) => e.name).slice(0, 40);
    if (names.length) parts.push(`Exports ${names.join(", ")}.`);
  }
  if (callees.length) parts.push(`Calls ${callees.join(" ")}`);
  return parts.join(" ");
}

/**
 * Signature and doc of a node (for a file: its description and its exports' one-line signatures). The doc is the
 * contract entity's whole doc, else the whole comment written above it, where the node holds only its first paragraph
 * ({@link widerDoc}): a new user's trial on superstruct asked for "circular definition problem", which only the second
 * paragraph of `lazy`'s JSDoc says, and `lazy` was not among 100 results. `linesOf` gives a file's lines.
 */
function contractText(node: GraphNode, file: SourceFile, code: string, linesOf: (file: SourceFile) => readonly string[]): string {
  if (node.kind === "file") {
    return [file.contract.description ?? "", ...file.contract.exports.map((e) => renderEntity(e, undefined, file.contract.language))].filter(Boolean).join("\n");
  }
  const own = node.doc && DOC_KINDS.has(node.kind) ? node.doc : undefined;
  const span = node.span;
  const doc = own && (widerDoc(own, code, contractEntity(node, file.contract)?.doc?.trim()) ?? (span ? widerDoc(own, code, commentAbove(linesOf(file), span.startLine)) : undefined));
  return [node.signature ?? node.qualifiedName, doc || node.doc || ""].filter(Boolean).join("\n");
}

/** Node kinds whose whole doc {@link contractText} looks for. */
const DOC_KINDS: ReadonlySet<GraphNodeKind> = new Set<GraphNodeKind>(["function", "method", "class", "interface", "struct"]);

/** Most lines of a comment block read above a declaration. */
const MAX_COMMENT_LINES = 60;

/**
 * The comment block written right above line `startLine` (1-based) of a file's `lines` (line comments `//`, `///`,
 * `#`, or one `/* … *\/` block), read by extract's one comment-text reader (markers, `*` columns, common indentation);
 * empty when there is none. A private function has no contract entity to give its whole doc: toml's
 * `parser.addContext` says "makes sure that the key isn't a duplicate" in its second paragraph, and "where are
 * duplicate keys detected" did not find it in 25 results.
 */
function commentAbove(lines: readonly string[], startLine: number): string {
  const block: string[] = [];
  let i = startLine - 2;
  if (/\*\/\s*$/u.test(lines[i] ?? "")) {
    for (; i >= 0 && block.length < MAX_COMMENT_LINES; i--) {
      block.unshift(lines[i]!);
      if (/^\s*\/\*/u.test(lines[i]!)) break;
    }
    return cleanComments([block.join("\n")]);
  }
  for (; i >= 0 && block.length < MAX_COMMENT_LINES && /^\s*(?:\/\/|#(?!\[|!))/u.test(lines[i]!); i--) block.unshift(lines[i]!);
  return cleanComments(block);
}

/**
 * `doc` (the contract entity's, or the comment above the node) when it is longer than the node's own doc (the first
 * paragraph, all a graph node keeps), holds it near its start (after a heading the node's leaves out: chai's `###
 * .flag(object, key)`), and its rest is not in the node's `code` already (a Python docstring is: on flask's history
 * queries, repeating it in the summary field cost a query at Acc@1 and one at function Pass@1); else undefined.
 */
function widerDoc(own: string, code: string, doc: string | undefined): string | undefined {
  const flat = (t: string): string => t.replace(/\s+/g, " ").trim();
  if (!doc || doc.length <= own.length) return undefined;
  const whole = flat(doc);
  const start = flat(own);
  const at = whole.indexOf(start.slice(0, 40));
  if (at < 0 || at > MAX_DOC_HEADING_CHARS) return undefined;
  const rest = whole.slice(at + start.length).trim().slice(0, 40);
  return rest && flat(code).includes(rest) ? undefined : doc;
}

/** Most characters of headings before the paragraph a node's doc keeps (see {@link widerDoc}). */
const MAX_DOC_HEADING_CHARS = 200;
