/**
 * What each file of a program imports, as the program resolved it: the module graph the graph builder's shortcuts
 * reason over (which files a file's types can come from).
 */
import { ts } from "ts-morph";

/** A program as the compiler keeps it at run time: `getResolvedModule` is left out of the public typings. */
type ResolvingProgram = ts.Program & {
  getResolvedModule?(file: ts.SourceFile, moduleName: string, mode: ts.ResolutionMode): { resolvedModule?: { resolvedFileName: string } } | undefined;
};

/** True when the compiler exposes its module resolutions (`program.getResolvedModule`, in every TypeScript since 5.3). */
export function exposesResolutions(program: ts.Program): boolean {
  return typeof (program as ResolvingProgram).getResolvedModule === "function";
}

/**
 * The module specifiers of `sf`: the program's own list (`sourceFile.imports`: import and export declarations,
 * `require()` in JavaScript, dynamic `import()` and `import("…")` types), else those of its import and export
 * declarations.
 */
function specifiersOf(sf: ts.SourceFile): readonly ts.StringLiteralLike[] {
  const collected = (sf as { imports?: readonly ts.StringLiteralLike[] }).imports;
  if (collected) return collected;
  const out: ts.StringLiteralLike[] = [];
  for (const s of sf.statements) if ((ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteralLike(s.moduleSpecifier)) out.push(s.moduleSpecifier);
  return out;
}

/**
 * The files `sf` imports in `program`, in source order: each resolved module's absolute file name, and
 * `?<file name> <specifier>` for a specifier that does not resolve (so that a resolution that changed between two
 * programs shows). Empty when the compiler does not expose its resolutions ({@link exposesResolutions}).
 */
export function resolvedImports(program: ts.Program, sf: ts.SourceFile): string[] {
  const resolving = program as ResolvingProgram;
  if (typeof resolving.getResolvedModule !== "function") return [];
  return specifiersOf(sf).map((spec) => resolving.getResolvedModule!(sf, spec.text, program.getModeForUsageLocation(sf, spec))?.resolvedModule?.resolvedFileName ?? `?${sf.fileName} ${spec.text}`);
}
