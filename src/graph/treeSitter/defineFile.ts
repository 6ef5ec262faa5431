/**
 * Step 1–2 of the tree-sitter graph for one file: definition ids (`path#Outer.inner`, Go `path#Type.Method`),
 * nodes, `contains` edges, symbol-table entries (definitions and fields), and the per-definition tables
 * resolution reads (typed names, local names).
 */
import { hashText } from "../../shared/hash.js";
import { describingParagraph } from "../contractFacts.js";
import { SpanMapper, signatureText } from "../spans.js";
import type { GraphEdge, GraphNode } from "../types.js";
import type { BlockFact, DefFact, FileFacts, VarFact } from "./facts.js";
import type { GraphLanguage, ImportBinding } from "./graphLanguage.js";
import { TYPE_KINDS, type Sym, type SymbolTables } from "./scope.js";

const CALLABLE: ReadonlySet<string> = new Set(["method", "function"]);

/** One file handed to the builder; `packageName` is the declared package (Go), when known. */
export interface TreeSitterInputFile {
  path: string;
  text: string;
  language: GraphLanguage;
  packageName?: string;
}

export interface DefInfo {
  /** The definition's facts; of an overload group (Python `@overload` stubs, then the implementation), the implementation's. */
  fact: DefFact;
  sym: Sym;
  /** The definition's node and the offset (UTF-16, in the file's text) its span starts at. */
  made?: { node: GraphNode; start: number };
}

/** True when a decorator of `fact` makes it the setter or deleter of the property of its own name ({@link GraphLanguage.propertyAccessorDecorator}). */
function isAccessorOf(fact: DefFact, rule: RegExp | undefined): boolean {
  return rule !== undefined && (fact.decorators ?? []).some((d) => rule.exec(d)?.[1] === fact.name);
}

/**
 * A doc's deprecation notice of the whole symbol, in the conventions of the languages' doc tools: a `@deprecated` tag
 * (Javadoc, PHPDoc, YARD), Go's `Deprecated:` paragraph. (Not Sphinx's `.. deprecated::`, which as often deprecates one
 * parameter or behaviour: attrs' `attrib` says `.. deprecated:: 17.4.0 *convert*`, and marking it cost history queries
 * on that tuning repository the changed function's code in the context block.)
 */
const DEPRECATED_DOC = /(?:^|\n)[ \t*#/]*(?:@deprecated\b|Deprecated:)/u;

/** A deprecating decorator or attribute, qualified or not: Python's `@deprecated("…")` (PEP 702, `typing_extensions`), Rust's `#[deprecated]`. */
const DEPRECATED_DECORATOR = /^(?:[\w.]+(?:\.|::))?deprecated\b/u;

/** True when `fact` is marked deprecated ({@link GraphNode.deprecated}) by a doc tag, its doc's text or a decorator. */
function isDeprecated(fact: DefFact): boolean {
  return fact.deprecated === true || (fact.doc !== undefined && DEPRECATED_DOC.test(fact.doc)) || (fact.decorators ?? []).some((d) => DEPRECATED_DECORATOR.test(d));
}

/** True when `fact` is a signature-only stub (a decorator matches `overloadDecorator`). */
function isStub(fact: DefFact, overloadDecorator: RegExp | undefined): boolean {
  return overloadDecorator !== undefined && (fact.decorators ?? []).some((d) => overloadDecorator.test(d));
}

/**
 * Adds the definition `fact` written after the stub(s) of `group` to the group: its node spans the first stub to
 * `fact`'s end and carries `fact`'s signature and doc (the stubs' doc when `fact` has none), and `fact` (the body that
 * runs) becomes the group's facts, so resolution reads the implementation's locals.
 */
function joinOverload(group: DefInfo, fact: DefFact, file: TreeSitterInputFile, spans: SpanMapper, stub: boolean): void {
  group.fact = fact;
  if (!group.made) return;
  const { node, start } = group.made;
  node.span = spans.span(start, fact.end);
  if (stub) delete node.implementation;
  else node.implementation = spans.span(fact.start, fact.end);
  node.contentHash = hashText(file.text.slice(start, fact.end));
  const signature = signatureText(file.text.slice(fact.start, fact.bodyStart), { cStyle: file.language.cStyleComments !== false, hash: file.language.hashComments === true });
  if (signature) node.signature = signature;
  else delete node.signature;
  const doc = describingParagraph(fact.doc, file.language.id);
  if (doc) node.doc = doc;
}

export interface FileScope {
  file: TreeSitterInputFile;
  facts: FileFacts;
  defs: Map<number, DefInfo>;
  bindings: Map<string, ImportBinding>;
  /** Imports written in a function or method ({@link ImportFact.owner}): owner key → local name → binding. */
  ownBindings: Map<number, Map<string, ImportBinding>>;
  wildcards: ImportBinding[];
  vars: Map<number | undefined, Map<string, VarFact>>;
  /** Local names per definition key. */
  locals: Map<number, Set<string>>;
  /**
   * Of {@link locals}, the names a definition binds only by declarations that take effect after their statement
   * (`boundAfter` of {@link FileFacts.locals}): name → the first such declaration's last line. A call of the name on or before that line
   * is of the name outside the definition.
   */
  lateLocals: Map<number, Map<string, number>>;
  /**
   * Typed names and local names first bound inside a block (Ruby `it { response = … }`, `each { |x| … }`), by block
   * key: they belong to that block and the blocks inside it, not to the whole definition.
   */
  blockVars: Map<number, Map<string, VarFact>>;
  blockLocals: Map<number, Set<string>>;
  /**
   * Names assigned on two or more lines of one definition or block (by the key of {@link vars} / {@link blockVars}):
   * each assignment's facts, in line order. `vars` holds the first, with what the later ones add.
   */
  reassigned: Map<number | undefined, Map<string, VarFact[]>>;
  /** Blocks by key (absent: none). */
  blocks: Map<number, BlockFact>;
}

/**
 * The qualified name of a type written `written` with `arity` type parameters, where arity tells types apart
 * ({@link GraphLanguage.typeArity}): a later type of that name in the file with another arity than the first one
 * (`prior`) gets its arity after a backtick, as .NET names generic types (`IRequest<TResponse>` after `IRequest` in
 * MediatR's IRequest.cs: `IRequest`1`; `IRequestHandler<TRequest>` after `IRequestHandler<TRequest, TResponse>`:
 * `IRequestHandler`1`). The first keeps the plain name, so ids of files with one type of a name do not change.
 * `arityBase` (scope.ts) undoes it.
 */
function arityName(lang: GraphLanguage, written: string, kind: string, arity: number, prior: DefInfo | undefined): string {
  if (!lang.typeArity || !prior || !TYPE_KINDS.has(kind as Sym["kind"]) || !TYPE_KINDS.has(prior.sym.kind)) return written;
  return (prior.sym.arity ?? 0) === arity ? written : `${written}\`${arity}`;
}

/** The key of the twin of the definition `qualifiedName` ({@link GraphLanguage.classMethodTwins}) among a file's definitions. */
function twinKey(qualifiedName: string): string {
  return `${qualifiedName}\u0000twin`;
}

/** Step 1–2 for one file: ids, nodes, `contains` edges, symbol-table entries. */
export function defineFile(file: TreeSitterInputFile, facts: FileFacts, tables: SymbolTables, nodes: GraphNode[], edges: GraphEdge[]): FileScope {
  // A signature-only stub never runs: the calls in its parameters' defaults (tenacity's `@overload def retry(…, wait=
  // wait_none(), retry=retry_if_exception_type())`) are no calls of the function its group makes.
  const stubs = new Set(facts.defs.filter((d) => isStub(d, file.language.overloadDecorator)).map((d) => d.key));
  if (stubs.size) {
    const running = <T extends { owner?: number }>(f: T): boolean => f.owner === undefined || !stubs.has(f.owner);
    facts = { ...facts, calls: facts.calls.filter(running), callbacks: facts.callbacks.filter(running), reads: facts.reads.filter(running), constructions: facts.constructions.filter(running) };
  }
  const spans = new SpanMapper(file.text);
  const defs = new Map<number, DefInfo>();
  const byQn = new Map<string, DefInfo>();
  for (const fact of facts.defs) {
    const parent = fact.parent !== undefined ? defs.get(fact.parent) : undefined;
    const receiverType = fact.receiver !== undefined ? file.language.typeName(fact.receiver)?.split(".").pop() : undefined;
    const written = receiverType ? `${receiverType}.${fact.name}` : parent && !fact.rooted ? `${parent.sym.qualifiedName}.${fact.name}` : fact.name;
    const kind = fact.kind === "function" && parent && TYPE_KINDS.has(parent.sym.kind) ? "method" : fact.kind;
    const qualifiedName = arityName(file.language, written, kind, fact.typeParams ?? 0, byQn.get(written));
    const signature = signatureText(file.text.slice(fact.start, fact.bodyStart), { cStyle: file.language.cStyleComments !== false, hash: file.language.hashComments === true });
    const isStatic = kind === "method" && (fact.static === true || (signature !== undefined && file.language.staticMember?.test(signature) === true));
    const first = byQn.get(qualifiedName);
    // Where a class method and an instance method of one name are two (Ruby), the one of the other side than the
    // first is a twin: its own node, with its first line on its id; a later one of its side joins it.
    const twinOf = file.language.classMethodTwins === true && first !== undefined && CALLABLE.has(kind) && CALLABLE.has(first.sym.kind) && (first.sym.static === true) !== isStatic ? first : undefined;
    const prior = twinOf ? byQn.get(twinKey(qualifiedName)) : first;
    // Where overloads are distinct (C#), a later method of the same name gets its first line on its id.
    const overload = prior !== undefined && file.language.overloads === true && CALLABLE.has(kind) && CALLABLE.has(prior.sym.kind);
    if (prior && !overload) {
      if (CALLABLE.has(kind) && prior.made && file.language.attributes && fact.start >= prior.fact.end && prior.fact.bodyStart >= prior.fact.end && fact.bodyStart < fact.end) {
        // A method defined with a body after a bodiless definition of its name (Ruby: `def x` after `attr_reader :x` or
        // a Struct member `:x`) replaces it, as at run time: the node is the method's (a break-it trial: a Struct
        // block's `def x; super * 2; end` had no node, its calls owned by the member).
        const node = prior.made.node;
        node.span = spans.span(fact.start, fact.end);
        node.contentHash = hashText(file.text.slice(fact.start, fact.end));
        if (signature) node.signature = signature;
        else delete node.signature;
        const doc = describingParagraph(fact.doc, file.language.id);
        if (doc) node.doc = doc;
        else delete node.doc;
        prior.made.start = fact.start;
        prior.fact = fact;
      }
      else if (CALLABLE.has(kind) && fact.start >= prior.fact.end && isStub(prior.fact, file.language.overloadDecorator)) joinOverload(prior, fact, file, spans, isStub(fact, file.language.overloadDecorator));
      else if (CALLABLE.has(kind) && prior.made && fact.start >= prior.fact.end && isAccessorOf(fact, file.language.propertyAccessorDecorator)) {
        // A property's setter or deleter: the property's node spans it (its signature and doc stay the getter's).
        prior.made.node.span = spans.span(prior.made.start, fact.end);
        prior.made.node.contentHash = hashText(file.text.slice(prior.made.start, fact.end));
        if ((fact.decorators ?? []).some((d) => d.endsWith(".setter"))) prior.sym.writable = true;
      }
      defs.set(fact.key, prior);
      continue;
    }
    const span = spans.span(fact.start, fact.end);
    const id = overload || twinOf ? `${file.path}#${qualifiedName}@${span.startLine}` : `${file.path}#${qualifiedName}`;
    const sym: Sym = {
      id, kind, path: file.path, qualifiedName,
      ...(fact.result !== undefined ? { result: fact.result } : {}),
      ...(isStatic ? { static: true as const } : {}),
      ...(file.language.typeArity && TYPE_KINDS.has(kind) ? { arity: fact.typeParams ?? 0 } : {}),
      ...((file.language.overloads || file.language.parameterCounts) && CALLABLE.has(kind) ? { params: fact.arity ?? { min: 0, max: 0 } } : {}),
      ...(file.language.overloads && CALLABLE.has(kind) && fact.typeParams ? { typeParams: fact.typeParams } : {}),
      ...(fact.extends !== undefined && CALLABLE.has(kind) ? { extends: fact.extends } : {}),
      ...(fact.module ? { module: true as const } : {}),
      ...(fact.declaration && CALLABLE.has(kind) ? { declaration: true as const } : {}),
      ...(TYPE_KINDS.has(kind) && signature !== undefined && file.language.partialTypes?.test(signature) ? { partial: true as const } : {}),
    };
    const info: DefInfo = { fact, sym };
    defs.set(fact.key, info);
    if (prior && overload) tables.addOverload(prior.sym, sym);
    else if (twinOf) {
      byQn.set(twinKey(qualifiedName), info);
      tables.addTwin(twinOf.sym, sym);
    } else {
      byQn.set(qualifiedName, info);
      tables.add(sym);
    }
    const container = receiverType ? byQn.get(receiverType)?.sym.id : parent?.sym.id;
    edges.push({ from: container ?? file.path, to: id, kind: "contains", resolved: true });
    const node: GraphNode = {
      id,
      kind,
      name: fact.name,
      qualifiedName,
      path: file.path,
      language: file.language.id,
      span,
      contentHash: hashText(file.text.slice(fact.start, fact.end)),
    };
    if (signature) node.signature = signature;
    // Test code, and what a test declares inside it (a struct and its impl in an axum `#[tokio::test] fn works`).
    if (file.language.testDecorator && (parent?.made?.node.test || (fact.decorators ?? []).some((d) => file.language.testDecorator!.test(d)))) node.test = true;
    const doc = describingParagraph(fact.doc, file.language.id);
    if (doc) node.doc = doc;
    if (isDeprecated(fact)) node.deprecated = true;
    nodes.push(node);
    info.made = { node, start: fact.start };
  }
  // `impl Trait for T` with T declared in this file: a base of T's, kept only when it resolves to a repository interface.
  // A type declared in another file is left out: an edge leaves from a node of the file that makes it, so an
  // incremental build that rebuilds only one of the two files gives what a full build gives.
  for (const impl of facts.impls ?? []) {
    const name = file.language.typeName(impl.type)?.split(".").pop();
    // The type as seen from the implementation: declared in a definition around it (a test function's), else at the top.
    let type: DefInfo | undefined;
    for (let d = impl.owner !== undefined ? defs.get(impl.owner) : undefined; d && name !== undefined && !type; d = d.fact.parent !== undefined ? defs.get(d.fact.parent) : undefined) type = byQn.get(`${d.sym.qualifiedName}.${name}`);
    if (name !== undefined) type ??= byQn.get(name);
    if (!type || !TYPE_KINDS.has(type.sym.kind) || type.fact.bases.some((b) => b.text === impl.trait && b.line === impl.line)) continue;
    type.fact.bases.push({ text: impl.trait, line: impl.line, implements: true, apart: true });
  }
  for (const f of facts.fields) {
    const owner = f.owner !== undefined ? defs.get(f.owner) : undefined;
    const holder = owner && !TYPE_KINDS.has(owner.sym.kind) && owner.fact.parent !== undefined ? defs.get(owner.fact.parent) : owner;
    const name = f.name ?? (f.type !== undefined ? file.language.typeName(f.type)?.split(".").pop() : undefined);
    if (!holder || !TYPE_KINDS.has(holder.sym.kind) || name === undefined) continue;
    const from = f.owner !== undefined && owner !== holder ? { owner: f.owner } : {};
    tables.addField(holder.sym.id, name, { path: file.path, ...(f.type !== undefined ? { type: f.type } : {}), ...(f.call !== undefined ? { call: f.call } : {}), ...(f.var !== undefined ? { var: f.var } : {}), ...from });
  }
  const vars = new Map<number | undefined, Map<string, VarFact>>();
  const blockVars = new Map<number, Map<string, VarFact>>();
  // Per definition or block key and name: the facts of each line that assigns the name.
  const byLine = new Map<number | undefined, Map<string, Map<number, VarFact>>>();
  for (const v of facts.vars) {
    const table = v.block !== undefined ? blockVars : vars;
    const key = v.block ?? v.owner;
    let m = table.get(key as number);
    if (!m) table.set(key as number, (m = new Map()));
    m.set(v.name, joinVarFacts(m.get(v.name), v));
    let names = byLine.get(key);
    if (!names) byLine.set(key, (names = new Map()));
    let lines = names.get(v.name);
    if (!lines) names.set(v.name, (lines = new Map()));
    lines.set(v.line, joinVarFacts(lines.get(v.line), v));
  }
  const reassigned = new Map<number | undefined, Map<string, VarFact[]>>();
  for (const [key, names] of byLine) {
    for (const [name, lines] of names) {
      if (lines.size < 2) continue;
      let m = reassigned.get(key);
      if (!m) reassigned.set(key, (m = new Map()));
      m.set(name, [...lines.values()].sort((a, b) => a.line - b.line));
    }
  }
  const locals = new Map<number, Set<string>>();
  const blockLocals = new Map<number, Set<string>>();
  const lateLocals = new Map<number, Map<string, number>>();
  const boundThroughout = new Map<number, Set<string>>();
  for (const l of facts.locals) {
    const table = l.block !== undefined ? blockLocals : locals;
    const key = l.block ?? l.owner;
    if (key === undefined) continue;
    let set = table.get(key);
    if (!set) table.set(key, (set = new Set()));
    set.add(l.name);
    if (l.block !== undefined) continue;
    if (l.boundAfter === undefined) {
      let throughout = boundThroughout.get(key);
      if (!throughout) boundThroughout.set(key, (throughout = new Set()));
      throughout.add(l.name);
      continue;
    }
    let late = lateLocals.get(key);
    if (!late) lateLocals.set(key, (late = new Map()));
    late.set(l.name, Math.min(late.get(l.name) ?? Infinity, l.boundAfter));
  }
  for (const [key, throughout] of boundThroughout) for (const name of throughout) lateLocals.get(key)?.delete(name);
  const blocks = new Map((facts.blocks ?? []).map((b) => [b.key, b]));
  return { file, facts, defs, bindings: new Map(), ownBindings: new Map(), wildcards: [], vars, locals, lateLocals, blockVars, blockLocals, reassigned, blocks };
}

/**
 * One assignment may give several facts (`var x = new C()`: a type and a call; Ruby `x = Class.new(self)`: a value
 * and a call): the first name's facts win, the others fill in what it lacks.
 */
function joinVarFacts(prior: VarFact | undefined, v: VarFact): VarFact {
  if (!prior) return v;
  if (prior.type === undefined && prior.value === undefined && !prior.builtin && (v.type !== undefined || v.value !== undefined || v.builtin)) return { ...v, ...(prior.call !== undefined ? { call: prior.call } : {}) };
  if (prior.call === undefined && v.call !== undefined) return { ...prior, call: v.call };
  return prior;
}
