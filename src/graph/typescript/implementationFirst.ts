/**
 * Module resolution of the graph's program: the compiler's own, except that a repository's declaration file with a
 * JavaScript file of the same name beside it (`index.d.ts` and `index.js`, `lib/x.d.mts` and `lib/x.mjs`) resolves
 * to the JavaScript file. TypeScript prefers the declarations (they carry the types), so every call into a JavaScript
 * package that ships hand-written typings reached a `declare const` with no body, not the code: execa's 119 test files
 * call `execa(…)` from `../../index.js`, and `callers index.js#execa` found none. The graph is about the code; the
 * contract extractor keeps the compiler's resolution (its imports and types follow the declarations).
 * Packages under `node_modules` keep their declarations (external library imports are not the repository's code), and
 * so does a declaration file whose twin the graph does not hold.
 */
import path from "node:path";
import { ts, type ResolutionHost, type ResolutionHostFactory } from "ts-morph";
import { dependencyPathExists } from "../../extract/index.js";

/** Declaration-file endings and the JavaScript ending of the file each describes. */
const IMPLEMENTATION: readonly (readonly [string, string, ts.Extension])[] = [
  [".d.ts", ".js", ts.Extension.Js],
  [".d.mts", ".mjs", ts.Extension.Mjs],
  [".d.cts", ".cjs", ts.Extension.Cjs],
];

/**
 * A ts-morph resolution host factory that resolves as the compiler does, then swaps a repository declaration file for
 * its JavaScript twin when that twin is a file of the program (`isProgramFile`, given the twin's absolute name with
 * `/` separators). A twin on disk that the graph does not hold (ignored, over the size limit, skipped) would leave the
 * call with no target: the declaration stays. Never throws for a module it cannot resolve (it stays unresolved, as
 * without this host). Existence checks inside `node_modules` go to the disk once per process (`dependencyPathExists`):
 * each update's program asks them again.
 */
export function implementationFirst(isProgramFile: (file: string) => boolean): ResolutionHostFactory {
  return (host, compilerOptions): ResolutionHost => {
    const probing: ts.ModuleResolutionHost = {
      ...host,
      fileExists: (p) => dependencyPathExists(p, "file", (q) => host.fileExists(q)),
      ...(host.directoryExists ? { directoryExists: (p: string) => dependencyPathExists(p, "directory", (q) => host.directoryExists!(q)) } : {}),
    };
    return {
      resolveModuleNames: (moduleNames, containingFile, _reused, redirectedReference, _options, containingSourceFile) =>
        moduleNames.map((name) => {
          const resolved = ts.resolveModuleName(name, containingFile, compilerOptions(), probing, undefined, redirectedReference, containingSourceFile?.impliedNodeFormat).resolvedModule;
          return resolved ? javaScriptTwin(resolved, isProgramFile) ?? resolved : undefined;
        }),
    };
  };
}

/** The resolution of `resolved`'s JavaScript twin, when `resolved` is a repository declaration file that has one in the program. */
function javaScriptTwin(resolved: ts.ResolvedModuleFull, isProgramFile: (file: string) => boolean): ts.ResolvedModuleFull | undefined {
  const file = resolved.resolvedFileName;
  if (resolved.isExternalLibraryImport || file.split(/[\\/]/u).includes("node_modules")) return undefined;
  for (const [declaration, script, extension] of IMPLEMENTATION) {
    if (!file.endsWith(declaration)) continue;
    const twin = path.posix.normalize(`${file.slice(0, -declaration.length)}${script}`.replace(/\\/gu, "/"));
    return isProgramFile(twin) ? { resolvedFileName: twin, extension, isExternalLibraryImport: false } : undefined;
  }
  return undefined;
}
