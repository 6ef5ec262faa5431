/**
 * The Python/Go (and any tree-sitter graph language) part of the graph: nodes from `graph.scm` definitions,
 * then scope-aware resolution of calls and base types with per-file import tables:
 * 1. parse every file → facts; give each definition its id (`path#Outer.inner`, Go `path#Type.Method`);
 * 2. add the definitions to the symbol tables (which also hold the known graph's other files);
 * 3. resolve base types (they decide inherited method lookups), then calls, callbacks and imports.
 */
import type { GraphEdge, GraphNode } from "../types.js";
import { defineFile, type FileScope, type TreeSitterInputFile } from "./defineFile.js";
import { loadGraphLanguage, parseFacts } from "./parse.js";
import { Resolver } from "./resolver.js";
import { folderOf, TYPE_KINDS, type SymbolTables } from "./scope.js";

export type { TreeSitterInputFile } from "./defineFile.js";
export type { LazySource } from "./lazySource.js";
import type { LazySource } from "./lazySource.js";
import { appendAll } from "../../shared/arrays.js";


/**
 * Builds nodes and edges for `files`, resolving against `tables` (which this adds the files' definitions to).
 * Files only known (not given) are parsed on demand through `lazy` when a resolution needs their facts, so an
 * incremental build resolves like a full one.
 */
export async function buildTreeSitterGraph(
  files: readonly TreeSitterInputFile[],
  tables: SymbolTables,
  lazy: LazySource,
  onProgress?: (progress: { done: number; total: number; unit: string }) => void,
): Promise<{ nodes: GraphNode[]; edges: GraphEdge[]; failed: { path: string; reason: string }[] }> {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const failed: { path: string; reason: string }[] = [];
  const scopes = new Map<string, FileScope>();
  const packageNames = new Map<string, string>();
  for (const f of files) {
    if (!f.packageName) continue;
    // A folder's package is the name its other files' names extend: Go's external test package `logrus_test` sits
    // beside `logrus`, and when it was read last, `import "…/logrus"` bound `logrus_test` and `logrus.New()` went
    // unresolved.
    const known = packageNames.get(folderOf(f.path));
    if (known === undefined || (known !== f.packageName && known.startsWith(f.packageName))) packageNames.set(folderOf(f.path), f.packageName);
    tables.declarePackage(f.path, f.packageName);
  }
  const languages = new Set(files.map((f) => f.language));
  for (const p of tables.files) {
    const l = lazy.language(p);
    if (l) languages.add(l);
  }
  for (const l of languages) await loadGraphLanguage(l);

  for (const [i, file] of files.entries()) {
    onProgress?.({ done: i, total: files.length, unit: "files parsed" });
    const facts = parseFacts(file.language, file.text);
    if ("failed" in facts) {
      failed.push({ path: file.path, reason: facts.failed });
      continue;
    }
    // A namespace the file declares (C# `namespace A.B`, Java `package a.b`) makes it one of that namespace's files.
    for (const imp of facts.imports) if (imp.implicit) tables.declarePackage(file.path, imp.module);
    const scope = defineFile(file, facts, tables, nodes, edges);
    scopes.set(file.path, scope);
  }
  onProgress?.({ done: files.length, total: files.length, unit: "files parsed" });
  const resolver = new Resolver(tables, scopes, new Map(), packageNames, lazy);
  for (const scope of scopes.values()) {
    for (const fact of scope.facts.imports) if (fact.global) resolver.globalImports.push({ dir: folderOf(scope.file.path), fact });
  }
  // Snapshot: resolution may add scopes of other files (parsed on demand), whose edges are not this build's.
  const built = [...scopes.values()];
  for (const scope of built) resolver.bind(scope);
  for (const scope of built) {
    for (const { fact, sym } of new Set(scope.defs.values())) {
      for (const base of fact.bases) {
        const r = resolver.base(scope, fact, base.text, base.implements);
        if (base.apart && !(r && "sym" in r && r.sym.kind === "interface")) continue;
        if (r && "sym" in r && TYPE_KINDS.has(r.sym.kind)) tables.addBase(sym.id, r.sym.id);
        else if (r && "external" in r) tables.addExternalBase(sym.id);
      }
    }
  }
  for (const [i, scope] of built.entries()) {
    onProgress?.({ done: i, total: built.length, unit: "files resolved" });
    appendAll(edges, resolver.fileEdges(scope));
    appendAll(edges, resolver.implementationEdges(scope));
  }
  onProgress?.({ done: built.length, total: built.length, unit: "files resolved" });
  return { nodes, edges, failed };
}
