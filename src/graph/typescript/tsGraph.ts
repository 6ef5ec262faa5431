/**
 * The TypeScript/JavaScript part of the graph: nodes for the given files' declarations, `contains` edges from
 * each file down its declarations, and calls / imports / inherits / implements edges resolved by the checker.
 */
import path from "node:path";
import { ts } from "ts-morph";
import { SpanMapper } from "../spans.js";
import type { GraphEdge, GraphNode } from "../types.js";
import { assignedValue, fileDeclarations, hasFunctionLiteralArgument, initializerCall, type CallableProperty, type FileDecls } from "./tsDeclarations.js";
import { fileEdges, type DeclResolver } from "./tsEdges.js";
import { PropertyImplementations } from "./tsImplementations.js";
import { DeclaredMemberNames } from "./tsMemberNames.js";
import { NameOnlyIndex } from "./tsNameOnly.js";
import { SymbolKeyIndex } from "./jsSymbolKeys.js";
import { CallSiteValues } from "./jsCallSiteValues.js";
import { isTestPath } from "../../shared/testPaths.js";
import { createTsProgram, warmTsProgram } from "./tsProject.js";
import { exceedsNesting } from "../../extract/index.js";
import { fileSurface, reachesUnnamed } from "./tsSurface.js";
import { surfaceUnseen } from "./tsSurfaceChange.js";
import { keptCommentOnly } from "./tsCommentOnly.js";
import { factsFor, noteKeptSurfaces } from "./tsKeptFacts.js";
import { warm as warmState } from "./warmProject.js";
import { appendAll } from "../../shared/arrays.js";

/** One TS/JS file handed to the builder. */
export interface TsInputFile {
  path: string;
  text: string;
  language: string;
}

/** Nodes and edges of the files; `failed` names files that could not be walked (e.g. nesting too deep) and why. */
export interface TsGraphPart {
  nodes: GraphNode[];
  edges: GraphEdge[];
  failed: { path: string; reason: string }[];
}

/**
 * Builds the TS/JS part for `files` under `root` (absolute). `repoFiles` is every file path of the repository
 * graph (given and known): a declaration in another file is a node target only when that file is one of them.
 * `others`: the texts of the repository's TS/JS files not given (roots of the program, no nodes emitted).
 * Requires `initHash()` to have resolved.
 */
export function buildTsGraph(
  root: string,
  files: readonly TsInputFile[],
  repoFiles: ReadonlySet<string>,
  others: readonly { path: string; text: string }[] = [],
  onProgress?: (progress: { done: number; total: number; unit: string }) => void,
): TsGraphPart {
  const absRoot = path.resolve(root).split(path.sep).join("/");
  const { program, checker, sourceFiles, skipped } = createTsProgram(absRoot, files, others, onProgress && ((done, total) => onProgress({ done, total, unit: "TypeScript/JavaScript files parsed" })));
  const languageOf = new Map(files.map((f) => [f.path, f.language]));
  const declsCache = new Map<string, FileDecls>();
  const spansCache = new Map<string, SpanMapper>();

  // Asked for every declaration a call resolves to: answered once per file (measured on trpc: ~0.1 s of CPU per update).
  const repoPaths = new Map<ts.SourceFile, string | undefined>();
  const repoPathOf = (sf: ts.SourceFile): string | undefined => {
    if (repoPaths.has(sf)) return repoPaths.get(sf);
    let rel: string | undefined;
    if (sf.fileName.startsWith(absRoot + "/") && !sf.fileName.includes("/node_modules/") && !program.isSourceFileDefaultLibrary(sf)) {
      rel = sf.fileName.slice(absRoot.length + 1);
      if (!repoFiles.has(rel)) rel = undefined;
    }
    repoPaths.set(sf, rel);
    return rel;
  };
  const spansOf = (sf: ts.SourceFile): SpanMapper => {
    let s = spansCache.get(sf.fileName);
    if (!s) spansCache.set(sf.fileName, (s = new SpanMapper(sf.text)));
    return s;
  };
  const declsOf = (sf: ts.SourceFile, rel: string): FileDecls => {
    let d = declsCache.get(rel);
    if (!d) declsCache.set(rel, (d = fileDeclarations(sf, rel, languageOf.get(rel) ?? languageOfPath(rel), spansOf(sf), callablePropertyOf(checker))));
    return d;
  };
  const resolveDecl: DeclResolver = (decl) => {
    const sf = decl.getSourceFile();
    const rel = repoPathOf(sf);
    if (rel === undefined) return { external: true };
    const byNode = declsOf(sf, rel).byNode;
    // A chained export (`module.exports = internals.Payload = class {…}`): the checker declares the module's value by
    // the outer assignment; the node is the value at the chain's end.
    const d = byNode.get(decl) ?? (isAssignment(decl) ? byNode.get(assignedValue(decl)) : undefined);
    return d ? { id: d.id, kind: d.kind } : undefined;
  };

  const repoSourceFiles = (): ts.SourceFile[] => program.getSourceFiles().filter((sf) => repoPathOf(sf) !== undefined && !skipped.has(sf.fileName.slice(absRoot.length + 1)));
  const implementations = new PropertyImplementations(checker, repoSourceFiles, factsFor(projectNow(), program));
  const memberNames = new DeclaredMemberNames(repoSourceFiles);
  const nameOnly = new NameOnlyIndex(program, repoSourceFiles, resolveDecl, repoPathOf);
  const isTestFile = (sf: ts.SourceFile): boolean => isTestPath(repoPathOf(sf) ?? "");
  const symbolKeys = new SymbolKeyIndex(checker, repoSourceFiles, resolveDecl, isTestFile);
  const callSites = new CallSiteValues(checker, repoSourceFiles, resolveDecl, isTestFile);

  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const failed: TsGraphPart["failed"] = [];
  let walked = 0;
  for (const file of files) {
    onProgress?.({ done: walked++, total: files.length, unit: "TypeScript/JavaScript files walked" });
    const sf = sourceFiles.get(`${absRoot}/${file.path}`);
    const skip = skipped.get(file.path);
    if (skip) {
      failed.push({ path: file.path, reason: skip });
      continue;
    }
    if (!sf) {
      failed.push({ path: file.path, reason: "not loaded by the TypeScript program" });
      continue;
    }
    try {
      const decls = declsOf(sf, file.path);
      appendAll(nodes, decls.nodes);
      for (const [, d] of decls.byNode) if (d.first) edges.push({ from: d.parent, to: d.id, kind: "contains", resolved: true });
      const spans = spansOf(sf);
      edges.push(
        ...fileEdges(sf, file.path, {
          checker,
          ownerOf: (n) => decls.byNode.get(n)?.id,
          resolveDecl,
          repoPathOf,
          line: (offset) => spans.line(offset),
          implementationsOf: (decl) => implementations.of(decl),
          declaresMember: (name) => memberNames.has(name),
          nameOnly: (callee, madeInRepository) => nameOnly.target(checker, callee, madeInRepository),
          implementationOf: (callee) => nameOnly.implementationOf(checker, callee),
          symbolKeyed: (callee) => symbolKeys.target(callee),
          runtimeMember: (name) => nameOnly.isRuntimeName(name),
          callSiteMember: (callee) => callSites.target(callee),
          calledParameter: (callee) => callSites.called(callee),
        }),
      );
    } catch (error) {
      // A stack overflow on absurdly nested code costs this file its declarations, not the run.
      failed.push({ path: file.path, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  onProgress?.({ done: files.length, total: files.length, unit: "TypeScript/JavaScript files walked" });
  return { nodes, edges, failed };
}

/**
 * Which of `changed` (TypeScript files with a surface: see `tsSurface.ts`) have, in the program over their new texts,
 * a surface that other files see as the one in the program this process's last build left (the version the stored
 * graph was built from): the same, or the same plus names no other file mentions (`surfaceUnseen`), while the old
 * version's declaration nodes are `storedNodes` (path → `id kind` lines of the stored graph's declaration nodes,
 * sorted) and the program reads the same files. Their dependents' edges are the same as before. `others`: every
 * other TS/JS file of the repository with its text, as for {@link buildTsGraph}; the program is left updated to the
 * new texts, so a build of the same files next reuses it. `mentionedElsewhere(path, name)`: whether a file other
 * than `path` contains `name` (default: always, so only equal surfaces count). `compared`: the files of `changed` to
 * look at (default: all); the others go into the program with their new texts but are never in the result. A file whose code is
 * as before (comments and layout changed) is in the result without comparing its surfaces when its import closure
 * allows (`keptCommentOnly`). Empty when the warm program is another repository's (or none).
 */
export function unchangedSurfaces(
  root: string,
  changed: readonly TsInputFile[],
  others: readonly { path: string; text: string }[],
  storedNodes: ReadonlyMap<string, readonly string[]>,
  mentionedElsewhere: (file: string, name: string) => boolean = () => true,
  compared: ReadonlySet<string> = new Set(changed.map((f) => f.path)),
): Set<string> {
  const absRoot = path.resolve(root).split(path.sep).join("/");
  const out = new Set<string>();
  const warm = warmTsProgram(absRoot);
  if (!warm) return out;
  const oldText = (rel: string): string | undefined => warm.texts.get(`${absRoot}/${rel}`);
  const noLineIds = (rel: string): boolean => !(storedNodes.get(rel) ?? []).some((line) => line.includes("@"));
  const only = changed.length === 1 ? changed[0]! : undefined;
  const othersKept = (): boolean => others.length + 1 === warm.texts.size && others.every((f) => oldText(f.path) === f.text);
  if (only && compared.has(only.path) && sameCode(only.path, oldText(only.path), only.text) && noLineIds(only.path) && !exceedsNesting(only.text) && othersKept()) {
    // The one file changed only in comments and white space, and every other file is as the program has it (none
    // added, removed or changed): the program's code is the same, so is the surface. No program is made for the
    // comparison (measured on trpc: ~100–170 ms of CPU per comment edit).
    out.add(only.path);
    noteKeptSurfaces(projectNow(), warm.program, new Set([`${absRoot}/${only.path}`]));
    return out;
  }
  const surfaceIn = (program: ts.Program, checker: ts.TypeChecker, file: TsInputFile): string[] | undefined => {
    const sf = program.getSourceFile(`${absRoot}/${file.path}`);
    return sf ? fileSurface(sf, checker, fileDeclarations(sf, file.path, file.language, new SpanMapper(sf.text), callablePropertyOf(checker))) : undefined;
  };
  const candidates = changed.filter((f) => compared.has(f.path) && oldText(f.path) !== undefined);
  // Files whose code is as before: their surfaces are compared only when their import closure says they may differ
  // (tsCommentOnly.ts), after the others'.
  const commentOnly = new Set(candidates.filter((f) => noLineIds(f.path) && !exceedsNesting(f.text) && sameCode(f.path, oldText(f.path), f.text)).map((f) => f.path));
  const oldProgram = warm.program;
  const oldChecker = oldProgram.getTypeChecker();
  const before = new Map<string, string[] | undefined>();
  for (const file of candidates) if (!commentOnly.has(file.path)) before.set(file.path, surfaceIn(oldProgram, oldChecker, file));
  const oldFiles = oldProgram
    .getSourceFiles()
    .map((sf) => sf.fileName)
    .sort();
  const { program, checker, skipped } = createTsProgram(absRoot, changed, others);
  const newFiles = program
    .getSourceFiles()
    .map((sf) => sf.fileName)
    .sort();
  // A changed import (or an added or deleted file) can bring in or drop a file whose globals every file sees; a module
  // that reaches no file it is not imported by changes only its importers' edges, which the affected files cover
  // (the importers of a deleted file, the files with an unresolved relative import when one was added).
  const oldSet = new Set(oldFiles);
  const newSet = new Set(newFiles);
  const global = (p: ts.Program, name: string): boolean => {
    const sf = p.getSourceFile(name);
    return !sf || reachesUnnamed(sf);
  };
  if (newFiles.some((f) => !oldSet.has(f) && global(program, f)) || oldFiles.some((f) => !newSet.has(f) && global(oldProgram, f))) {
    noteKeptSurfaces(projectNow(), oldProgram, new Set());
    return out;
  }
  const compare = (file: TsInputFile, old: string[] | undefined): void => {
    if (!old || skipped.has(file.path)) return;
    const now = surfaceIn(program, checker, file);
    if (!now || !surfaceUnseen(old, now, { rel: file.path, abs: `${absRoot}/${file.path}` }, (name) => mentionedElsewhere(file.path, name))) return;
    // The stored graph must hold the nodes of the version compared with (else it was built from another one).
    if (sameLines(old.filter((line) => line.startsWith("node ")).map((line) => line.slice(5)), storedNodes.get(file.path) ?? [])) out.add(file.path);
  };
  for (const file of candidates) if (!commentOnly.has(file.path)) compare(file, before.get(file.path));
  const changedPaths = new Set(changed.map((f) => f.path));
  const kept = keptCommentOnly(commentOnly, changedPaths, out, oldProgram, program, absRoot);
  for (const file of candidates) {
    if (!commentOnly.has(file.path) || skipped.has(file.path)) continue;
    const sf = program.getSourceFile(`${absRoot}/${file.path}`);
    if (!sf) continue;
    if (kept.has(file.path)) {
      // The same code, so the same declaration nodes; the stored graph must hold them (as for a compared file).
      const nodes = fileDeclarations(sf, file.path, file.language, new SpanMapper(sf.text), callablePropertyOf(checker)).nodes.map((n) => `${n.id} ${n.kind}`);
      if (sameLines(nodes.sort(), storedNodes.get(file.path) ?? [])) out.add(file.path);
      // The old program's source files stay as they were (a changed file gets a new one), so its checker still answers.
    } else compare(file, surfaceIn(oldProgram, oldChecker, file));
  }
  noteKeptSurfaces(projectNow(), oldProgram, new Set([...out].map((rel) => `${absRoot}/${rel}`)));
  return out;
}

/** True when two lists hold the same lines in the same order. */
function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** The warm project the last program was made in (tsProject.ts sets it before any program is made). */
function projectNow(): object {
  return warmState.project!;
}

/**
 * A class property declared without a value is callable when its declared type has call signatures; a variable
 * when its type has call or construct signatures; a call (a prototype member's value) when its result has call
 * signatures and the function it runs is the repository's own.
 */
/**
 * Package functions that give back a function made from the function literal they are handed (React's `useCallback`,
 * `forwardRef`, `memo`; lodash's `debounce`, `throttle`, `memoize`, `once`): where the checker cannot type the
 * value because the package's declarations are not installed, a constant made by calling one of them is still a
 * function. swr without `node_modules` had its 250-line `const revalidate = useCallback(async (…) => { … })` in no
 * node but the hook's.
 */
const FUNCTION_WRAPPERS: ReadonlySet<string> = new Set(["useCallback", "useEvent", "useEffectEvent", "useMemoizedFn", "forwardRef", "memo", "debounce", "throttle", "memoize", "once"]);

/** The last name of a called expression (`React.useCallback` → `useCallback`), or `""`. */
function calledName(e: ts.Expression): string {
  const inner = ts.isPropertyAccessExpression(e) ? e.name : e;
  return ts.isIdentifier(inner) ? inner.text : "";
}

function callablePropertyOf(checker: ts.TypeChecker): CallableProperty {
  /** True when the function `call` runs is declared in the repository's code (no declaration file, no package). */
  const repositoryCallee = (call: ts.CallExpression): boolean => {
    const called = checker.getResolvedSignature(call)?.declaration;
    const sf = called?.getSourceFile();
    return sf !== undefined && !sf.isDeclarationFile && !sf.fileName.split("/").includes("node_modules");
  };
  return (node) => {
    try {
      if (ts.isCallExpression(node)) {
        // A JSDoc `@returns {Function}` types the result as the global `Function`, which declares no call signature.
        const type = checker.getTypeAtLocation(node);
        return (type.getCallSignatures().length > 0 || type.getSymbol()?.getName() === "Function") && repositoryCallee(node);
      }
      if (ts.isVariableDeclaration(node)) {
        const type = checker.getTypeAtLocation(node.name);
        const init = initializerCall(node);
        // A package's declarations not installed: its known function wrappers still give a function.
        if ((type.flags & ts.TypeFlags.Any) !== 0 && init && hasFunctionLiteralArgument(init)) return FUNCTION_WRAPPERS.has(calledName(init.expression));
        if (type.getCallSignatures().length === 0 && type.getConstructSignatures().length === 0) return false;
        if (!init || hasFunctionLiteralArgument(init)) return true;
        // Made by a call with no function literal: the function called must be the repository's own code.
        return repositoryCallee(init);
      }
      return node.type !== undefined && checker.getTypeFromTypeNode(node.type).getCallSignatures().length > 0;
    } catch {
      return false;
    }
  };
}

function languageOfPath(rel: string): string {
  return /\.[cm]?[jt]sx?$/u.test(rel) && /\.[cm]?jsx?$/u.test(rel) ? "javascript" : "typescript";
}

/**
 * True when `before` and `after`, parsed as `fileName`, print the same without comments (the code is the same; only
 * comments, white space or layout differ), and neither has a comment that changes how a file compiles: a triple-slash
 * directive (`///`) or a JSX pragma (`@jsx`). Line numbers move: a declaration whose graph id holds its line
 * (`name@12`, a second declaration of a name) is the caller's to rule out.
 */
export function sameCode(fileName: string, before: string | undefined, after: string): boolean {
  if (before === undefined) return false;
  if (before === after) return true;
  for (const text of [before, after]) if (text.includes("///") || text.includes("@jsx")) return false;
  const printed = (text: string): string => CODE_PRINTER.printFile(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false));
  return printed(before) === printed(after);
}

const CODE_PRINTER = ts.createPrinter({ removeComments: true });

/** True for an assignment expression `a = b`. */
function isAssignment(n: ts.Node): n is ts.BinaryExpression {
  return ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken;
}
