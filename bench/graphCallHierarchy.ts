/**
 * Ground truth for the graph benchmark: the TypeScript language service's call hierarchy
 * (`provideCallHierarchyOutgoingCalls`, the API behind "Show Call Hierarchy" in editors) for one declaration,
 * mapped onto graph node ids so it compares with our `calls` edges.
 */
import fs from "node:fs";
import path from "node:path";
import { getLibFiles, libFolderInMemoryPath } from "@ts-morph/common";
import { ts } from "ts-morph";
import type { CodeGraph, GraphNode } from "../src/graph/index.js";

/**
 * A language service over the repository's TS/JS files (`texts`: repository-relative path → text), with the same
 * default library files as the graph's program: ts-morph's in-memory lib files, served from the folder ts-morph
 * serves them from. (`ts.getDefaultLibFilePath` of the compiler ts-morph bundles names a folder that does not exist
 * on disk, so without these the service had no `Promise`, `Array` or `Response` and resolved nothing typed by them,
 * e.g. a getter read through an async function's inferred return type.)
 */
export function createLanguageService(root: string, texts: ReadonlyMap<string, string>, options: ts.CompilerOptions): ts.LanguageService {
  const abs = (rel: string): string => path.join(root, rel);
  const names = [...texts.keys()].map(abs);
  const byAbs = new Map([...texts].map(([rel, text]) => [abs(rel), text]));
  for (const lib of getLibFiles()) byAbs.set(`${libFolderInMemoryPath}/${lib.fileName}`, lib.text);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => names,
    getScriptVersion: () => "1",
    getScriptSnapshot: (file) => {
      const text = byAbs.get(file) ?? (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: (o) => `${libFolderInMemoryPath}/${ts.getDefaultLibFileName(o)}`,
    fileExists: (f) => byAbs.has(f) || ts.sys.fileExists(f),
    readFile: (f) => byAbs.get(f) ?? ts.sys.readFile(f),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

/** Where a node's name is, as a UTF-16 offset in its file: the declaration on its first line whose name matches. */
export function namePosition(sf: ts.SourceFile, node: GraphNode): number | undefined {
  const line = node.span!.startLine - 1;
  let found: number | undefined;
  const visit = (n: ts.Node): void => {
    if (found !== undefined) return;
    const start = n.getStart(sf);
    const { line: l } = sf.getLineAndCharacterOfPosition(start);
    if (l > line) return;
    if (l === line) {
      if (ts.isConstructorDeclaration(n) && node.name === "constructor") {
        found = n.getStart(sf);
        return;
      }
      const name = (n as { name?: ts.Node }).name;
      if (name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)) && name.text === node.name && (ts.isFunctionLike(n) || ts.isVariableDeclaration(n) || ts.isPropertyDeclaration(n) || ts.isPropertyAssignment(n))) {
        found = name.getStart(sf);
        return;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** Outgoing call targets of the declaration at `pos`, as graph node ids (`new C` targets map to C), or `?file:line:name` for a target that is in the repository but not a node; targets outside the repository are dropped. */
export function outgoingTargets(ls: ts.LanguageService, root: string, file: string, pos: number, index: NodeIndex): string[] {
  let calls: readonly ts.CallHierarchyOutgoingCall[];
  try {
    calls = ls.provideCallHierarchyOutgoingCalls(path.join(root, file), pos);
  } catch {
    return [];
  }
  const out = new Set<string>();
  for (const call of calls) {
    const to = call.to;
    if (!to.file.startsWith(root + "/") || to.file.includes("/node_modules/")) continue;
    const rel = to.file.slice(root.length + 1);
    const sf = ls.getProgram()?.getSourceFile(to.file);
    if (!sf) continue;
    const line = sf.getLineAndCharacterOfPosition(to.selectionSpan.start).line + 1;
    const spanLine = sf.getLineAndCharacterOfPosition(to.span.start).line + 1;
    const id = index.find(rel, to.name, line, spanLine);
    out.add(id ?? `?${rel}:${line}:${to.name}`);
  }
  return [...out];
}

/** Graph nodes by file and line, to map call-hierarchy items onto ids. */
export class NodeIndex {
  private readonly byFile = new Map<string, GraphNode[]>();

  constructor(graph: CodeGraph) {
    for (const n of graph.nodes) {
      if (!n.span || n.kind === "file") continue;
      let list = this.byFile.get(n.path);
      if (!list) this.byFile.set(n.path, (list = []));
      list.push(n);
    }
  }

  /** The node named `name` (or a class's constructor) starting on `line` or `spanLine` of `file`. */
  find(file: string, name: string, line: number, spanLine: number): string | undefined {
    // Items are named `x`, `get x`, or `Class.#x` for private names.
    const bare = name.replace(/^(?:get|set) /u, "").replace(/^.*\.(?=#)/u, "");
    const list = this.byFile.get(file) ?? [];
    const hit = list.find((n) => n.name === bare && (n.span!.startLine === line || n.span!.startLine === spanLine)) ?? list.find((n) => n.name === bare && n.span!.startLine <= line && n.span!.endLine >= line);
    return hit?.id;
  }
}

/** Our target ids normalized the way the call hierarchy names them: `C.constructor` → `C`. */
export function normalizeTarget(id: string): string {
  return id.endsWith(".constructor") ? id.slice(0, -".constructor".length) : id;
}

/**
 * True when the language service's call hierarchy cannot name `node` as a call target although it is a function
 * (its `resolveCallHierarchyDeclaration` follows a symbol only to variable declarations): an arrow function held
 * by a class property (`text: Respond = (…) => …`), or a variable whose function is wrapped (`(() => …) as T`).
 */
export function languageServiceBlindSpot(program: ts.Program, root: string, node: GraphNode): boolean {
  const sf = program.getSourceFile(path.join(root, node.path));
  const pos = sf && namePosition(sf, node);
  if (!sf || pos === undefined) return false;
  let found: ts.Node | undefined;
  const visit = (n: ts.Node): void => {
    if (found || pos < n.getFullStart() || pos >= n.getEnd()) return;
    if (n.getStart(sf) === pos && (ts.isIdentifier(n) || ts.isPrivateIdentifier(n))) found = n;
    else ts.forEachChild(n, visit);
  };
  visit(sf);
  const decl = found?.parent;
  if (!decl) return false;
  if (ts.isPropertyDeclaration(decl)) return decl.initializer !== undefined;
  if (ts.isVariableDeclaration(decl)) return decl.initializer !== undefined && !ts.isArrowFunction(decl.initializer) && !ts.isFunctionExpression(decl.initializer);
  return false;
}

/**
 * A second opinion on an edge the call hierarchy lacks: go-to-definition at each occurrence of the target's name on
 * the call's line (and at each definition found, one hop, for a shorthand property that holds the target).
 * `confirmed`: a definition is the target (the call exists; the hierarchy left it out);
 * `unresolvable`: the service finds no definition there (its module resolution or type inference cannot see the
 * target); `disputed`: it finds another declaration, or the name is not on the line.
 */
export function secondOpinion(ls: ts.LanguageService, root: string, callerPath: string, line: number, target: GraphNode, index: NodeIndex): "confirmed" | "unresolvable" | "disputed" {
  const file = path.join(root, callerPath);
  const sf = ls.getProgram()?.getSourceFile(file);
  if (!sf || line < 1) return "disputed";
  const lineStart = sf.getPositionOfLineAndCharacter(line - 1, 0);
  const lineEnd = line < sf.getLineStarts().length ? sf.getPositionOfLineAndCharacter(line, 0) : sf.text.length;
  const text = sf.text.slice(lineStart, lineEnd);
  const name = target.name === "constructor" ? target.qualifiedName.split(".").slice(-2, -1)[0]! : target.name;
  let sawDefinition = false;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const first = ls.getDefinitionAtPosition(file, lineStart + at) ?? [];
    // One hop further, as a second F12 goes: a definition on a shorthand property (`export default { isString }`)
    // names the declaration the property holds (`const isString = typeOfTest('string')`).
    const defs = [...first, ...first.flatMap((d) => (d.fileName.startsWith(root + "/") ? (ls.getDefinitionAtPosition(d.fileName, d.textSpan.start) ?? []) : []))];
    for (const d of defs) {
      sawDefinition = true;
      if (!d.fileName.startsWith(root + "/")) continue;
      const dsf = ls.getProgram()?.getSourceFile(d.fileName);
      if (!dsf) continue;
      const dLine = dsf.getLineAndCharacterOfPosition(d.textSpan.start).line + 1;
      const id = index.find(d.fileName.slice(root.length + 1), d.name, dLine, d.contextSpan ? dsf.getLineAndCharacterOfPosition(d.contextSpan.start).line + 1 : dLine);
      if (id !== undefined && normalizeTarget(id) === normalizeTarget(target.id)) return "confirmed";
    }
  }
  return sawDefinition ? "disputed" : "unresolvable";
}

/**
 * For an edge to a declared type (an interface node: an interface or a type alias declaring a function shape): the
 * call hierarchy never names one (it follows a callee's symbol to a function body or method signature, and a
 * parameter or property typed `Next` has neither), so the service's own answer for such a call is its
 * go-to-type-definition (and go-to-definition, which lists an interface's call signature) at the callee's name.
 * "confirmed" when, at a callee on `line` of the caller's file (a call, `new`, tagged template or JSX tag), one of
 * them lands inside `target`'s span, or the service program's checker resolves the call to a signature declared there
 * (see below); "unresolvable" when neither finds anything there; else "disputed".
 */
export function declaredTypeOpinion(ls: ts.LanguageService, root: string, callerPath: string, line: number, target: GraphNode): "confirmed" | "unresolvable" | "disputed" {
  const file = path.join(root, callerPath);
  const sf = ls.getProgram()?.getSourceFile(file);
  if (!sf || line < 1 || !target.span) return "disputed";
  const names: { name: ts.Node; call: ts.CallLikeExpression }[] = [];
  const visit = (n: ts.Node): void => {
    let callee: ts.Node | undefined;
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) callee = n.expression;
    else if (ts.isTaggedTemplateExpression(n)) callee = n.tag;
    else if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) callee = n.tagName;
    while (callee && (ts.isParenthesizedExpression(callee) || ts.isNonNullExpression(callee) || ts.isAsExpression(callee))) callee = callee.expression;
    const name = callee && (ts.isPropertyAccessExpression(callee) ? callee.name : callee);
    if (name && sf.getLineAndCharacterOfPosition(name.getStart(sf)).line + 1 === line) names.push({ name, call: n as ts.CallLikeExpression });
    ts.forEachChild(n, visit);
  };
  visit(sf);
  const targetFile = path.join(root, target.path);
  const inTarget = (fileName: string, start: number): boolean => {
    if (fileName !== targetFile) return false;
    const dsf = ls.getProgram()?.getSourceFile(fileName);
    const dLine = dsf ? dsf.getLineAndCharacterOfPosition(start).line + 1 : 0;
    return dLine >= target.span!.startLine && dLine <= target.span!.endLine;
  };
  let saw = false;
  for (const { name, call } of names) {
    const pos = name.getStart(sf);
    const defs = [...(ls.getTypeDefinitionAtPosition(file, pos) ?? []), ...(ls.getDefinitionAtPosition(file, pos) ?? [])];
    for (const d of defs) {
      saw = true;
      if (inTarget(d.fileName, d.textSpan.start)) return "confirmed";
    }
    // Go-to-type-definition on a variable declared without an initializer (`for (const fn of fns)`) jumps to the
    // function type's result type (the service's `tryGetReturnTypeOfFunction` compares the missing initializer with the
    // type literal's missing value declaration); there the service program's checker says which signature it checks the call against.
    const declaration = ls.getProgram()?.getTypeChecker().getResolvedSignature(call)?.declaration;
    let home: ts.Node | undefined = declaration;
    while (home && !ts.isSourceFile(home)) home = home.parent;
    if (declaration && home && !ts.isJSDocSignature(declaration) && inTarget(home.fileName, declaration.getStart(home))) return "confirmed";
  }
  return saw ? "disputed" : "unresolvable";
}
