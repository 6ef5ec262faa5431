/**
 * Module specifier → where it leads, with the compiler's own resolution (so NodeNext `./b.js` reaches
 * `b.ts`, `./view.js` reaches `view.tsx`, `./d.mjs` reaches `d.mts`).
 */
import { ts } from "ts-morph";
import { boundSymbol, resolvedFileOf, safeSymbolAt } from "./compilerInternals.js";
import { repoRelative, type ExtractContext } from "./extractContext.js";

/** Resolution of one module specifier. */
export interface ModuleTarget {
  /** `resolved`: a file of the repository; `unresolved`: a relative path that leads nowhere; `external`: a package. */
  resolution: "resolved" | "unresolved" | "external";
  /** Repository-relative path, when `resolved`. */
  path?: string;
  /** The resolved file, when `resolved` and loaded in the program. */
  sourceFile?: ts.SourceFile;
}

/** True for `./x`, `../x` and `/abs` specifiers (a path, not a package name). */
export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith(".") || specifier.startsWith("/");
}

/**
 * Resolves a module specifier literal of any file in the program. A specifier that resolves to a file
 * under the repository root (and not under `node_modules`) is `resolved`, whatever its spelling (path
 * aliases included); one that resolves into a package, or names an ambient `declare module`, is
 * `external`; otherwise it is `unresolved` when relative and `external` when a bare package name.
 */
export function resolveModule(ctx: ExtractContext, specifier: ts.StringLiteralLike): ModuleTarget {
  const file = resolvedFileOf(ctx.program, ctx.checker, specifier.getSourceFile(), specifier);
  if (file) {
    const rel = file.external ? undefined : repoRelative(ctx.root, file.fileName);
    if (rel === undefined) return { resolution: "external" };
    const sourceFile = ctx.program.getSourceFile(file.fileName);
    return { resolution: "resolved", path: rel, ...(sourceFile ? { sourceFile } : {}) };
  }
  if (!isRelativeSpecifier(specifier.text)) return { resolution: "external" };
  const symbol = safeSymbolAt(ctx.checker, specifier);
  return symbol?.declarations?.some(ts.isModuleDeclaration) ? { resolution: "external" } : { resolution: "unresolved" };
}

/** The module symbol of a resolved file, or undefined for a script without imports/exports. */
export function moduleSymbolOf(checker: ts.TypeChecker, sourceFile: ts.SourceFile): ts.Symbol | undefined {
  return checker.getSymbolAtLocation(sourceFile) ?? boundSymbol(sourceFile);
}
