/**
 * Facts the semantic contract already knows, applied to graph nodes: which declarations are exported (export
 * lists and `__all__` included, which syntax alone misses) and their doc comments. Matched by qualified name:
 * `name` for top-level entities, `Outer.member` for members.
 */
import { plainDocText, type Entity, type SemanticContract } from "../extract/index.js";
import { DOC_FIELDS_FIRST } from "./languages/registry.js";
import { firstParagraph } from "./spans.js";
import type { GraphNode } from "./types.js";

/**
 * The type a promoted member is declared on, from its receiver (`c *cache` → `cache`, `s *stack[T]` → `stack`):
 * go-cache's `Cache.Set` is the graph's `cache.Set`, which is public API through `Cache`. Undefined for any other member.
 */
export function promotedFrom(e: Entity): string | undefined {
  if (!e.modifiers?.includes("promoted") || e.receiver === undefined) return undefined;
  return /([\p{L}_][\p{L}\p{N}_]*)\s*(?:\[[^\]]*\])?\s*$/u.exec(e.receiver)?.[1];
}

/** Every entity of `entities` and their members by qualified name; several of one name (overloads, a Ruby class method beside an instance method) in source order. */
function index(entities: readonly Entity[], prefix: string, out: Map<string, Entity[]>): void {
  for (const e of entities) {
    if (e.kind === "reexport") continue;
    // A promoted member stands for the member of the type it is declared on (see promotedFrom).
    const origin = promotedFrom(e);
    const name = origin !== undefined ? `${origin}.${e.name}` : `${prefix}${e.localName ?? e.name}`;
    const list = out.get(name);
    if (list) list.push(e);
    else out.set(name, [e]);
    if (!e.members) continue;
    index(e.members, `${name}.`, out);
    // A function a JavaScript module assigns to its object after declaring it (`ejs.compile = function …`, below the
    // object's lines) is the graph's top-level node of its own name, as `exports.compile = …` is. Another value
    // (`ejs.fileLoader = fs.readFileSync`) is no node, whatever the file declares under that name.
    if (e.kind === "object" && prefix === "") index(e.members.filter((m) => m.line > e.endLine && m.kind === "method"), "", out);
  }
}

/**
 * The entity of `node` among those of its qualified name whose lines overlap the node's span: the only one, or of
 * several the one declared nearest the node's first line (sinatra's `def call` in `class << self` took the doc of the
 * instance `call` above it; a decorator line may come before the node's span). None when no entity's lines overlap the
 * span: gson's package-private constructor `Gson(GsonBuilder)`, which the contract leaves out, had taken the doc of the
 * public `Gson()` above it ("Constructs a Gson object with default configuration").
 */
function entityOf(node: GraphNode, entities: readonly Entity[] | undefined): Entity | undefined {
  if (!entities?.length) return undefined;
  if (!node.span) return entities[0];
  const { startLine: start, endLine: end } = node.span;
  const overlapping = entities.filter((e) => e.line <= end && e.endLine >= start);
  if (!overlapping.length) return undefined;
  return overlapping.reduce((best, e) => (Math.abs(e.line - start) < Math.abs(best.line - start) ? e : best));
}

/** A paragraph that opens with a reStructuredText field (`:param x:`, `:returns:`), not with a role (`:class:\`X\``). */
const FIELD_PARAGRAPH = /^\s*:[A-Za-z][\w ]*:(?:\s|$)/u;

/**
 * The first paragraph of `doc` that holds text once `language`'s doc markup is removed (`extract` `plainDocText`), as
 * written: an RDoc `:call-seq:` block, note list or `= Title` before the description is skipped (also a title line
 * directly over it), and so are a Python docstring's paragraphs of fields before one that is none; else the first
 * paragraph.
 */
export function describingParagraph(doc: string | undefined, language: string | undefined): string | undefined {
  if (!doc) return undefined;
  const paragraphs = doc.replace(/\r\n?/gu, "\n").trim().split(/\n\s*\n/u);
  const hasText = (p: string): boolean => plainDocText(p, language).trim() !== "";
  // A Python docstring may list its fields first (`GraphLanguage.docFieldsFirst`; urllib3's `HTTPHeaderDict`:
  // `:param headers:` and `:param kwargs:` over "A ``dict`` like container for storing HTTP Headers."): the paragraph
  // after them describes. A field's further paragraph, indented under it, is part of the list.
  let described = -1;
  for (let i = 0, inFields = false; DOC_FIELDS_FIRST.has(language ?? "") && i < paragraphs.length; i++) {
    const p = paragraphs[i]!;
    if (FIELD_PARAGRAPH.test(p) || (inFields && /^[ \t]/u.test(p))) inFields = true;
    else if (hasText(p)) {
      described = i;
      break;
    }
  }
  const at = described >= 0 ? described : paragraphs.findIndex(hasText);
  if (at < 0) return firstParagraph(paragraphs[0]);
  // Leading lines that are markup alone (an RDoc `= Title` over its description, no blank line between) are left out.
  const lines = paragraphs[at]!.split("\n");
  let from = 0;
  while (from < lines.length - 1 && plainDocText(lines[from]!, language).trim() === "") from++;
  // The paragraphs after it go along: one ending in a colon keeps the paragraph it introduces (see firstParagraph).
  return firstParagraph([lines.slice(from).join("\n"), ...paragraphs.slice(at + 1)].join("\n\n"));
}

/** A contract's exported and referenced entities by qualified name ({@link index}), built once per contract object. */
const indexes = new WeakMap<SemanticContract, { exported: Map<string, Entity[]>; referenced: Map<string, Entity[]> }>();
function indexOf(contract: SemanticContract): { exported: Map<string, Entity[]>; referenced: Map<string, Entity[]> } {
  let found = indexes.get(contract);
  if (!found) {
    found = { exported: new Map(), referenced: new Map() };
    index(contract.exports, "", found.exported);
    index(contract.referenced, "", found.referenced);
    indexes.set(contract, found);
  }
  return found;
}

/**
 * The contract entity a graph node stands for: matched by qualified name among the exported entities, then the
 * referenced ones, the one nearest the node's first line ({@link entityOf}); undefined when the contract lists none.
 */
export function contractEntity(node: GraphNode, contract: SemanticContract): Entity | undefined {
  const { exported, referenced } = indexOf(contract);
  const name = contractName(node.qualifiedName);
  return entityOf(node, exported.get(name)) ?? entityOf(node, referenced.get(name));
}

/**
 * A node's qualified name as its contract writes it: without the type arity the graph adds to tell apart types of one
 * name (C# `IRequest` and `IRequest<out TResponse>` are `IRequest` and ``IRequest`1``; MediatR's generic types had
 * read as not exported, without their docs).
 */
function contractName(qualifiedName: string): string {
  return qualifiedName.replace(/`\d+(?=\.|$)/gu, "");
}

/**
 * Sets `exported` (true when the contract exports it, of several entities of its name the one whose lines hold the
 * node; kept when the builder already said true) and fills `doc`.
 */
export function applyContract(nodes: GraphNode[], contract: SemanticContract | undefined): void {
  const exported = contract ? indexOf(contract).exported : new Map<string, Entity[]>();
  for (const node of nodes) {
    if (node.kind === "file" || node.kind === "folder" || node.kind === "repository") continue;
    // Of several entities of the name (overloads; C# types told apart by arity), the one whose lines hold the node.
    const name = contractName(node.qualifiedName);
    const of = exported.get(name);
    node.exported = node.exported === true || (of !== undefined && ((of.length === 1 && name === node.qualifiedName) || entityOf(node, of) !== undefined));
    const e = contract ? contractEntity(node, contract) : undefined;
    const doc = describingParagraph(e?.doc, contract?.language);
    if (doc && !node.doc) node.doc = doc;
  }
}
