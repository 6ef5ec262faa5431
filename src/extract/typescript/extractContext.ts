/**
 * Per-file state shared by the describers of the TypeScript extractor, and the position helpers
 * (1-based lines, repository-relative paths) every describer needs.
 */
import path from "node:path";
import { ts } from "ts-morph";
import type { Diagnostic, Entity } from "../contract.js";

/** Where the repository lives on disk; both spellings are kept because the compiler may report real paths. */
export interface RepoRoot {
  /** Absolute root with `/` separators and no trailing slash. */
  readonly path: string;
  /** `fs.realpathSync(path)` with `/` separators (differs when the root sits under a symlink). */
  readonly realPath: string;
}

/**
 * Collects the non-exported declarations of a file that its exported signatures refer to (seed
 * `000_2a42ff7c47e3b4f9.txt` §2.2); implemented by `ReferenceCollector` (referenced.ts). Declared here so the
 * context does not import the collector (which imports the describers that take a context).
 */
export interface ReferenceSink {
  /** The exported declarations: references to them are not collected. */
  setExported(declarations: ReadonlySet<ts.Node>): void;
  /** Notes the names a type written in the source refers to. */
  noteTypeNode(node: ts.Node): void;
  /** Notes the declarations a type the checker computed refers to. */
  noteType(root: ts.Type): void;
  /** The next noted symbol not yet described, or undefined when none is left. */
  take(): ts.Symbol | undefined;
  /** The declarations of `symbol` in the file being described. */
  declarationsInFile(symbol: ts.Symbol): ts.Node[];
}

/** State for extracting one file. Created by `buildContract`, read by every describer. */
export interface ExtractContext {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** The file whose contract is being built. */
  readonly sourceFile: ts.SourceFile;
  readonly root: RepoRoot;
  /** JSDoc block claimed as the file description: never also used as the first declaration's doc. */
  fileDoc: ts.JSDoc | undefined;
  /** Notes non-exported declarations of this file that exported signatures refer to (seed §2.2). */
  readonly refs: ReferenceSink;
  /** Warnings found while describing (e.g. an ambiguous `export *` name). */
  readonly diagnostics: Diagnostic[];
  /**
   * Entities for the declarations of one name: `describeDeclarations` of `declarations.ts`, passed in
   * so that namespace members can be described without an import cycle.
   */
  readonly describe: (name: string, decls: readonly ts.Node[]) => Entity[];
}

/** 1-based line of a position in `sourceFile`. */
export function lineAt(sourceFile: ts.SourceFile, pos: number): number {
  return sourceFile.getLineAndCharacterOfPosition(pos).line + 1;
}

/**
 * 1-based line range of a node in its own file: from its first token (leading JSDoc and decorators'
 * trivia excluded) to its last character.
 */
export function lineRange(node: ts.Node): { line: number; endLine: number } {
  const sf = node.getSourceFile();
  const start = node.getStart(sf);
  return { line: lineAt(sf, start), endLine: lineAt(sf, Math.max(start, node.end)) };
}

/**
 * Repository-relative path (`/` separators) of an absolute compiler file name, or undefined when the file
 * lies outside the root or under a `node_modules` folder (a package, not repository source).
 */
export function repoRelative(root: RepoRoot, fileName: string): string | undefined {
  const abs = fileName.replace(/\\/g, "/");
  for (const base of [root.path, root.realPath]) {
    const rel = path.posix.relative(base, abs);
    if (rel === "" || rel.startsWith("../") || rel === ".." || path.posix.isAbsolute(rel)) continue;
    if (/(^|\/)node_modules\//.test(rel)) return undefined;
    return rel;
  }
  return undefined;
}
