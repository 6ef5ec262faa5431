/**
 * `buildGraph`: source files (+ their contracts) → the code graph of seed 001 §3.1, as plain data.
 * 1. The containment skeleton: repository, folders, files (`structure.ts`).
 * 2. TypeScript/JavaScript (extractor kind `ts-morph`): declarations and edges through the type checker.
 * 3. Languages with a `languages/<id>/graph.scm`: tree-sitter facts and scope-aware resolution, against the
 *    given files plus the `known` graph for files not given.
 * 4. Contract facts (exported, docs), then dedupe and sort (`finalize.ts`).
 * Other languages get their file node only. Per-language dispatch is by registry data, never by language id.
 */
import fs from "node:fs";
import path from "node:path";
import { detectLanguage, getLanguage, type SemanticContract } from "../extract/index.js";
import { initHash } from "../shared/hash.js";
import { filesWithDependents } from "./affected.js";
import { applyContract } from "./contractFacts.js";
import { finalizeGraph } from "./finalize.js";
import { GRAPH_LANGUAGES } from "./languages/registry.js";
import { SpanMapper } from "./spans.js";
import { containmentOf, fileNode } from "./structure.js";
import { SymbolTables } from "./treeSitter/scope.js";
import { buildTreeSitterGraph, type TreeSitterInputFile } from "./treeSitter/treeSitterGraph.js";
import type { CodeGraph, GraphEdge, GraphNode } from "./types.js";
import { appendAll } from "../shared/arrays.js";
import { releaseWarmProject } from "./typescript/warmProject.js";
import { reexportsModules } from "./typescript/tsReexports.js";

/** One source file: repository-relative POSIX path, its text, language id and Stage 1 contract. */
export interface GraphInputFile {
  path: string;
  text: string;
  language: string;
  contract?: SemanticContract;
}

/** What {@link buildGraph} takes. `known`: the stored graph, for resolving into files not given (incremental). */
export interface BuildGraphInput {
  /** Repository root (absolute or relative to the working directory). */
  root: string;
  files: GraphInputFile[];
  known?: CodeGraph;
  /**
   * Reads a repository file that is not in `files` (an incremental build parses the ones whose facts it needs,
   * and a language's `moduleRoots` hook reads its manifests, e.g. `go.mod`); default: read `<root>/<path>` as
   * UTF-8. Returns undefined when it cannot. `strata index` passes the text its stored rows were extracted from
   * (the `SourceFiles` port).
   */
  readText?: (path: string) => string | undefined;
  /**
   * Let the process's warm TypeScript project go as soon as the TypeScript part is built (`releaseWarmProject`):
   * a one-shot run frees the program before the other languages are built. Default false: the next build in this
   * process reuses the parsed files (`strata watch`, `strata mcp`).
   */
  releaseProgram?: boolean;
  /**
   * Called as files go through the build's steps, in order: `TypeScript/JavaScript files parsed`, `TypeScript/JavaScript files walked`
   * (TypeScript/JavaScript), `files parsed`, `files resolved` (tree-sitter languages); `total` is the step's file
   * count. Must not throw.
   */
  onProgress?: (progress: GraphBuildProgress) => void;
}

/** One step of a graph build: `done` of `total` files through the step named by `unit`. */
export interface GraphBuildProgress {
  done: number;
  total: number;
  unit: string;
}

/** A built graph part, and the files whose declarations could not be built (they keep their file node). */
export interface GraphBuildResult {
  graph: CodeGraph;
  failed: { path: string; reason: string }[];
}

/**
 * Builds the graph part of `input.files`: their nodes (file and declarations), the folders and repository above
 * them, `contains` edges, and every edge whose source is one of their nodes. Targets in files not given are
 * resolved through `known` (tree-sitter languages) or the TypeScript program, which reads them from disk.
 * Never throws for repository content: a file that cannot be walked is listed in `failed`.
 * @throws Error when a grammar or graph query cannot load (a broken installation).
 */
export async function buildGraphWithReport(input: BuildGraphInput): Promise<GraphBuildResult> {
  await initHash();
  const root = path.resolve(input.root);
  const files = [...input.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const failed: GraphBuildResult["failed"] = [];
  const skeleton = containmentOf(root, files.map((f) => f.path));
  appendAll(nodes, skeleton.nodes);
  appendAll(edges, skeleton.edges);
  for (const f of files) nodes.push(fileNode(f, new SpanMapper(f.text)));

  const readText = (p: string): string | undefined => (input.readText ? input.readText(p) : readUnder(root, p));
  const repoFiles = new Set(files.map((f) => f.path));
  for (const n of input.known?.nodes ?? []) if (n.kind === "file") repoFiles.add(n.id);

  const tsFiles = files.filter((f) => getLanguage(f.language)?.extractor === "ts-morph");
  if (tsFiles.length) {
    const given = new Set(files.map((f) => f.path));
    const others: { path: string; text: string }[] = [];
    for (const p of repoFiles) {
      if (given.has(p) || getLanguage(detectLanguage(p).id)?.extractor !== "ts-morph") continue;
      const text = readText(p);
      if (text !== undefined) others.push({ path: p, text });
    }
    // The TypeScript compiler is imported only when there is TypeScript or JavaScript to build.
    const { buildTsGraph } = await import("./typescript/tsGraph.js");
    try {
      const part = buildTsGraph(root, tsFiles, repoFiles, others, input.onProgress);
      appendAll(nodes, part.nodes);
      appendAll(edges, part.edges);
      appendAll(failed, part.failed);
    } catch (error) {
      // The compiler failing on the program as a whole (e.g. a stack overflow while resolving an import of a file
      // too deeply nested) costs these files their declarations and edges, never the run or the other languages.
      const reason = `the TypeScript program failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
      for (const f of tsFiles) failed.push({ path: f.path, reason });
    } finally {
      if (input.releaseProgram) releaseWarmProject();
    }
  }

  const tsInputs: TreeSitterInputFile[] = [];
  for (const f of files) {
    const language = GRAPH_LANGUAGES.get(f.language);
    if (language) tsInputs.push({ path: f.path, text: f.text, language, ...(f.contract?.package ? { packageName: f.contract.package } : {}) });
  }
  if (tsInputs.length) {
    const texts = new Map(files.map((f) => [f.path, f.text]));
    const tables = new SymbolTables(repoFiles, moduleRoots(repoFiles, (p) => texts.get(p) ?? readText(p)), input.known, new Set(files.map((f) => f.path)));
    // A path's language is asked for on every member lookup (open classes, reopenings): detected once per path.
    const languages = new Map<string, ReturnType<typeof GRAPH_LANGUAGES.get>>();
    const lazy = {
      text: (p: string): string | undefined => texts.get(p) ?? readText(p),
      language: (p: string) => {
        if (!languages.has(p)) {
          // A C header may be C++ by its text (`contentVariants`): read only for such extensions.
          const byPath = detectLanguage(p);
          languages.set(p, GRAPH_LANGUAGES.get((byPath.contentVariants ? detectLanguage(p, lazy.text(p)) : byPath).id));
        }
        return languages.get(p);
      },
    };
    // Definitions in files the build leaves out come after the kept files' (Go build constraints), judged once per file.
    const excluded = new Map<string, boolean>();
    tables.excluded = (p) => {
      let out = excluded.get(p);
      if (out === undefined) excluded.set(p, (out = lazy.language(p)?.buildExcluded?.(p, lazy.text(p) ?? "", lazy.text) ?? false));
      return out;
    };
    const part = await buildTreeSitterGraph(tsInputs, tables, lazy, input.onProgress);
    appendAll(nodes, part.nodes);
    appendAll(edges, part.edges);
    appendAll(failed, part.failed);
  }

  const byPath = new Map<string, GraphNode[]>();
  for (const n of nodes) {
    let list = byPath.get(n.path);
    if (!list) byPath.set(n.path, (list = []));
    list.push(n);
  }
  for (const f of files) applyContract(byPath.get(f.path) ?? [], f.contract);
  return { graph: finalizeGraph(nodes, edges), failed };
}

/** What {@link unchangedSurfaces} takes. */
export interface SurfaceInput {
  /** Repository root (absolute or relative to the working directory). */
  root: string;
  /** Every changed or added file of the repository, with its new text (the candidates are those `known` holds). */
  files: GraphInputFile[];
  /** The stored graph, built from the files' previous versions. */
  known: CodeGraph;
  /** Reads a repository file that is not in `files`, as for {@link BuildGraphInput}. */
  readText?: (path: string) => string | undefined;
}

/**
 * The changed files whose dependents need no rebuild (among those that have dependents: `filesWithDependents`):
 * files of a language whose surface is its declarations and
 * their checked types (`graphSurface` in the language data: TypeScript) whose surface — exports and the types of
 * them, declared types and their members, declaration nodes, followed `const` aliases, values given to interface
 * properties — is the same as in the version the stored graph holds, or differs only by names that are new to the
 * file and that no other file of the repository (any language) contains (`surfaceUnseen` in
 * `typescript/tsSurfaceChange.ts`: an added export nobody imports yet), and that reach no file by other means
 * (augmentations, global scripts, triple-slash references). A file rebuilt alone then gives the graph a full build
 * gives. Needs the previous version's program: in a process that built the previous version (`strata watch`,
 * `strata mcp`); otherwise the set is empty (every dependent is rebuilt). Repository-relative paths.
 */
export async function unchangedSurfaces(input: SurfaceInput): Promise<Set<string>> {
  const knownFiles = new Set(input.known.nodes.filter((n) => n.kind === "file").map((n) => n.id));
  const declared = input.files.filter((f) => knownFiles.has(f.path) && getLanguage(f.language)?.graphSurface === "declared");
  // A file no other file depends on rebuilds no other file whatever its surface: it is not compared.
  const depended = filesWithDependents(input.known, declared.map((f) => f.path));
  const candidates = declared.filter((f) => depended.has(f.path));
  if (!candidates.length) return new Set();
  const root = path.resolve(input.root);
  const readText = (p: string): string | undefined => (input.readText ? input.readText(p) : readUnder(root, p));
  const given = new Set(input.files.map((f) => f.path));
  const others: { path: string; text: string }[] = [];
  // Every other file's text, of any language, for the names a surface adds (`surfaceUnseen`).
  const elsewhere: { path: string; text: string }[] = input.files.map((f) => ({ path: f.path, text: f.text }));
  const storedNodes = new Map<string, string[]>();
  for (const n of input.known.nodes) {
    if (n.kind === "file") {
      if (given.has(n.id)) continue;
      const text = readText(n.id);
      if (text === undefined) continue;
      elsewhere.push({ path: n.id, text });
      if (getLanguage(detectLanguage(n.id).id)?.extractor === "ts-morph") others.push({ path: n.id, text });
    } else if (given.has(n.path)) {
      let list = storedNodes.get(n.path);
      if (!list) storedNodes.set(n.path, (list = []));
      list.push(`${n.id} ${n.kind}`);
    }
  }
  for (const list of storedNodes.values()) list.sort();
  const changedTs = input.files.filter((f) => getLanguage(f.language)?.extractor === "ts-morph");
  const { unchangedSurfaces: fromProgram } = await import("./typescript/tsGraph.js");
  const mentionedElsewhere = (file: string, name: string): boolean => elsewhere.some((f) => f.path !== file && f.text.includes(name));
  const compared = new Set(candidates.map((f) => f.path));
  const same = fromProgram(root, changedTs, others, storedNodes, mentionedElsewhere, compared);
  return new Set([...compared].filter((p) => same.has(p)));
}

/**
 * The files of `files` that re-export other modules' names (TypeScript/JavaScript barrels, read from the text:
 * `typescript/tsReexports.ts`), for `affectedFiles`: a change to a file they re-export reaches their importers.
 */
export function reexportingFiles(files: Iterable<{ path: string; text: string; language: string }>): Set<string> {
  const out = new Set<string>();
  for (const f of files) if (getLanguage(f.language)?.extractor === "ts-morph" && reexportsModules(f.text)) out.add(f.path);
  return out;
}

/** {@link buildGraphWithReport} without the failure list (the agreed cross-stage API). */
export async function buildGraph(input: BuildGraphInput): Promise<CodeGraph> {
  return (await buildGraphWithReport(input)).graph;
}

/** Each graph language's module roots (its `moduleRoots` hook: Go's `go.mod` files), by language id. */
function moduleRoots(repoFiles: ReadonlySet<string>, read: (path: string) => string | undefined): Map<string, ReadonlyMap<string, string>> {
  const out = new Map<string, ReadonlyMap<string, string>>();
  for (const language of GRAPH_LANGUAGES.values()) if (language.moduleRoots) out.set(language.id, language.moduleRoots(repoFiles, read));
  return out;
}

function readUnder(root: string, rel: string): string | undefined {
  try {
    return fs.readFileSync(path.join(root, rel), "utf8");
  } catch {
    return undefined;
  }
}
