/**
 * The few TypeScript compiler internals the extractor relies on, in one place with their fallbacks.
 * Each is a stable runtime property of the compiler (present since TypeScript 4.x and in the 6.0 build
 * that ts-morph 28 bundles) that the public typings leave out.
 */
import { ts } from "ts-morph";

/** JSDoc blocks the parser attached to `node` (`node.jsDoc`); `PropertyAssignment` has no public getter. */
export function jsDocsOf(node: ts.Node): readonly ts.JSDoc[] {
  return (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
}

/** The symbol the binder stored on a node (`node.symbol`), e.g. a CommonJS module's `SourceFile` symbol. */
export function boundSymbol(node: ts.Node): ts.Symbol | undefined {
  return (node as { symbol?: ts.Symbol }).symbol;
}

/**
 * Module specifiers the program collected for a file (`sourceFile.imports`): import and export
 * declarations, `import x = require()`, `require()` calls in JavaScript, dynamic `import()` and
 * `import("…")` types. Undefined when the compiler did not record them (then callers walk statements).
 */
export function moduleSpecifiersOf(sourceFile: ts.SourceFile): readonly ts.StringLiteralLike[] | undefined {
  return (sourceFile as { imports?: readonly ts.StringLiteralLike[] }).imports;
}

/** True for a JavaScript file the binder saw as a CommonJS module (`module.exports`, `exports.x`, `require`). */
export function isCommonJsModule(sourceFile: ts.SourceFile): boolean {
  return (sourceFile as { commonJsModuleIndicator?: ts.Node }).commonJsModuleIndicator !== undefined;
}

/** What the program resolved a module specifier to; undefined when it did not resolve. */
export interface ResolvedFile {
  /** Absolute path with `/` separators. */
  fileName: string;
  /** True when the compiler found it as a package (under `node_modules`). */
  external: boolean;
}

type ProgramWithResolution = ts.Program & {
  getResolvedModule?(
    file: ts.SourceFile,
    moduleName: string,
    mode: ts.ResolutionMode,
  ): { resolvedModule?: { resolvedFileName: string; isExternalLibraryImport?: boolean } } | undefined;
};

/**
 * The program's own resolution of `specifier` in `sourceFile` (`program.getResolvedModule`), which also
 * covers files that are not modules (`import "./polyfill"`). Falls back to the checker's module symbol.
 */
export function resolvedFileOf(
  program: ts.Program,
  checker: ts.TypeChecker,
  sourceFile: ts.SourceFile,
  specifier: ts.StringLiteralLike,
): ResolvedFile | undefined {
  const p = program as ProgramWithResolution;
  if (typeof p.getResolvedModule === "function") {
    const mode = program.getModeForUsageLocation(sourceFile, specifier);
    const resolved = p.getResolvedModule(sourceFile, specifier.text, mode)?.resolvedModule;
    if (resolved) return { fileName: resolved.resolvedFileName, external: resolved.isExternalLibraryImport === true };
  }
  const symbol = safeSymbolAt(checker, specifier);
  const file = symbol?.declarations?.find(ts.isSourceFile);
  return file ? { fileName: file.fileName, external: program.isSourceFileFromExternalLibrary(file) } : undefined;
}

/** `checker.getSymbolAtLocation`, returning undefined instead of throwing on nodes the checker rejects. */
export function safeSymbolAt(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  try {
    return checker.getSymbolAtLocation(node);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    return undefined;
  }
}
