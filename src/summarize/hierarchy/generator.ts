/**
 * What a node generator receives and returns (seed 001 §3.2.3, Algorithm 3: the node and its callees' summaries;
 * §3.2.4, Algorithm 4: a module from its members). Two generators implement it: extractive and LLM.
 */
import type { GraphNode } from "../../graph/index.js";
import type { LlmUsage } from "../llm/types.js";
import type { NodeSummary } from "./nodeSummary.js";

/** A summary given as context: a dependency's final summary, or (`facts`) the extractive facts of a cycle member. */
export interface ContextSummary {
  id: string;
  summary: NodeSummary;
  /** True for another member of the same cycle: its own facts only, since its final summary is not ready. */
  facts?: true;
  /** For a callee: the node only hands it on (a function it registers or passes by name), never runs it. */
  handedOn?: true;
  /** True when the node is exported / public at module level (a file's summary lists these first). */
  exported?: true;
  /** True for a test file or folder by its path (`HierarchyOptions.isTest`): a folder's summary counts these last. */
  test?: true;
  /** True for a folder of docs or examples by its path (`HierarchyOptions.isAside`): named after the code folders. */
  aside?: true;
  /**
   * A file's exported declarations (direct children), a folder's in all its files: how a folder's summary orders its
   * entries, most first. A
   * declaration's lines with its members': how a file's summary orders its unexported declarations, largest first.
   */
  weight?: number;
  /** A type's declaration word (`module`, `class`; see `declarationWord` in `facts.ts`), when its signature opens with one. */
  declaration?: string;
  /**
   * For a file's child, given to generators with `readsUses`: its distinct resolved callers in the graph outside test
   * files (`callerCounts`); absent for none and elsewhere. A file's summary names its most used exports first.
   */
  uses?: number;
  /** Beside {@link uses}: its distinct resolved callers in test files, which only break ties of `uses`; absent for none. */
  testUses?: number;
}

/** What the Stage 1 file summary says of a file node (its contract, not its code). */
export interface FileFacts {
  /** `main_responsibility` of the file's extractive technical summary. */
  responsibility?: string;
  /** `side_effects` lines of the technical summary, e.g. `file system (fs)`. */
  sideEffects: string[];
  /** What identifies these facts (the contract hash): part of the node's input hash. */
  key: string;
}

/**
 * What a function's or method's surroundings say of it in human-written words (the docs of the graph nodes around
 * it, never their generated summaries, so no level waits on another): the one place a callable without a doc
 * comment of its own can be described by what its authors wrote. Every entry names a node that exists. Every
 * field is compared by `sameContext` (runHierarchy.ts): a field added here is added there.
 */
export interface NodeContext {
  /** The enclosing class, interface or struct (methods only) and the first sentence of its doc. */
  owner?: { id: string; doc: string };
  /** First sentence of the file's own doc (its module docstring or header comment), when it has one. */
  module?: string;
  /**
   * A method of a base class or interface with the same name and a doc (its first sentence): the method this one
   * overrides or implements, found by `inherits` / `implements` edges (what Python's `inspect.getdoc` and
   * Javadoc's `{@inheritDoc}` fall back to).
   */
  inherited?: { id: string; doc: string };
  /**
   * Else, the one other documented method with the same name and the same parameter names (its first sentence) of
   * an interface, or of a type that shares a base with the method's own (a sync and an async client of one base
   * class, a blueprint and an app that both offer `open_resource(resource, mode, encoding)`, a Go type meeting an
   * interface implicitly). None when there are several, when the method takes no parameters (a bare `copy()` says
   * too little), or when the types are unrelated: chi's `HeaderRouter.Handler(next)` is not `Compressor.Handler(next)`,
   * which "will compress the response".
   */
  twin?: { id: string; doc: string };
  /** Callers with a doc, each with its first sentence: what the node is used for; at most `MAX_CALLERS`. */
  callers: { id: string; purpose: string }[];
  /**
   * How many more callers it has than `callers` lists (documented past the first `MAX_CALLERS`, or undocumented;
   * tests' callers not counted when code calls it); absent when there are none or `callers` is empty.
   */
  moreCallers?: number;
}

/** Everything one node's summary may depend on; the input hash is computed from exactly this (and the code hash). */
export interface NodeInput {
  node: GraphNode;
  /** Resolved callees other than itself, most important first (see `importance.ts`). */
  callees: ContextSummary[];
  /**
   * Direct children by `contains`, in id order; for a file, a child that only wraps types (a type whose children are
   * all types: Ruby `module Rack; class Request`) stands aside for those types, and so on down: they are the file's
   * real units, as in the Stage 1 summary (`extractive.ts`).
   */
  children: ContextSummary[];
  /** Calls that did not resolve, as written (`fs.readFileSync`), sorted, without duplicates. */
  unresolved: string[];
  /** The node calls itself. */
  recursive: boolean;
  /** The other members of its strongly connected component, sorted; empty outside cycles. */
  cycle: string[];
  /** For file nodes: the Stage 1 facts of the file, when stored. */
  file?: FileFacts;
  /** For functions and methods, given to generators with `usesContext`: the docs around the node. */
  context?: NodeContext;
}

/** One generated summary: model calls made (0 for extractive) and their usage; `fallback` says why a model answer was not used. */
export interface GeneratedSummary {
  summary: NodeSummary;
  calls: number;
  usage: LlmUsage;
  fallback?: string;
}

/** A node summary generator. `key` is the generator key of its summaries (stored with them). */
export interface NodeGenerator {
  readonly key: string;
  /** True when `generate` wants the node's source text. */
  readonly needsCode: boolean;
  /**
   * True when `generate` also wants the source text of classes, interfaces and structs (their fields); their content
   * hash then becomes part of the input hash.
   */
  readonly typeCode?: boolean;
  /**
   * True when `generate` reads {@link NodeInput.context}; only then does the context join the input hash (a model
   * generator that ignores it is not re-run when a caller's doc changes).
   */
  readonly usesContext?: boolean;
  /**
   * True when `generate` reads {@link ContextSummary.uses}; only then do the dependencies' caller counts join the input
   * hash (a model generator that ignores them is not re-run when a call to a member is added elsewhere).
   */
  readonly readsUses?: boolean;
  /** The part of the key that is not the generator's name but changes its output (e.g. the token budget). */
  readonly settings: string;
  /**
   * Summarizes one node. `code` is the node's source text for callables, and for types when `typeCode` is set
   * (undefined for other containers or when unread).
   * @throws only errors that must stop the run (an LLM budget, an abort, bad credentials); anything else falls back.
   */
  generate(input: NodeInput, code: string | undefined, signal?: AbortSignal): Promise<GeneratedSummary>;
}
