/**
 * Module resolution of the graph's program: the compiler's own, except that a repository's declaration file with a
 * JavaScript file of the same name beside it (`index.d.ts` and `index.js`, `lib/x.d.mts` and `lib/x.mjs`) resolves
 * to the JavaScript file. TypeScript prefers the declarations (they carry the types), so every call into a JavaScript
 * package that ships hand-written typings reached a `declare const` with no body, not the code: execa's 119 test files
 * call `execa(…)` from `../../index.js`, and `callers index.js#execa` found none. The graph is about the code; the
 * contract extractor keeps the compiler's resolution (its imports and types follow the declarations).
 * Packages under `node_modules` keep their declarations (external library imports are not the repository's code), and
 * so does a declaration file whose twin the graph does not hold.
 *
 * A relative import of a file the compiler would emit into the project's `outDir` that is not on disk (the repository
 * is not built) resolves to the source the compiler builds it from (`rootDir`, else the tsconfig's folder): yargs's
 * `index.mjs` imports `./build/lib/yargs-factory.js`, made from `lib/yargs-factory.ts`, and every JavaScript test
 * reached the library only through it (4.8% of yargs's JavaScript calls into the repository were resolved). A
 * relative import of a package folder whose manifest names a build output that is not on disk resolves to that
 * entry's source (superagent's tests `require('../..')` with `"main": "lib/node/index.js"` reach `src/node/index.js`).
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
export function implementationFirst(isProgramFile: (file: string) => boolean, folderPackageSource: (dir: string) => string | undefined): ResolutionHostFactory {
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
          if (!resolved && /^\.\.?(?:\/|$)/u.test(name)) {
            const target = path.resolve(path.dirname(containingFile), name);
            return emittedFrom(target, compilerOptions(), isProgramFile) ?? packageFolderEntry(target, isProgramFile, folderPackageSource);
          }
          return resolved ? javaScriptTwin(resolved, isProgramFile) ?? resolved : undefined;
        }),
    };
  };
}

/** Source endings tried for an emitted JavaScript file, in the compiler's order, with their extensions. */
const SOURCES: readonly (readonly [string, ts.Extension])[] = [
  [".ts", ts.Extension.Ts],
  [".tsx", ts.Extension.Tsx],
  [".mts", ts.Extension.Mts],
  [".cts", ts.Extension.Cts],
];

/**
 * The program's source file that `file` (absolute, an import's target that is not on disk) would be emitted from: a
 * path under `options.outDir` mapped to `options.rootDir` (else the tsconfig's folder), its `.js`/`.mjs`/`.cjs`/`.jsx`
 * ending (or none) replaced by a TypeScript one, or `/index.ts` of a folder; undefined when `file` is not under the
 * `outDir` or no such source is a file of the program.
 */
function emittedFrom(file: string, options: ts.CompilerOptions, isProgramFile: (file: string) => boolean): ts.ResolvedModuleFull | undefined {
  const configFile = typeof options.configFilePath === "string" ? options.configFilePath : undefined;
  const rootDir = options.rootDir ?? (configFile ? path.dirname(configFile) : undefined);
  if (!options.outDir || !rootDir) return undefined;
  const rel = path.relative(options.outDir, file);
  if (!rel || rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const base = path.join(rootDir, rel.replace(/\.(?:[cm]?js|jsx)$/u, "")).replace(/\\/gu, "/");
  for (const stem of [base, `${base}/index`]) {
    for (const [ending, extension] of SOURCES) {
      if (isProgramFile(`${stem}${ending}`)) return { resolvedFileName: `${stem}${ending}`, extension, isExternalLibraryImport: false };
    }
  }
  return undefined;
}

/** The program's source file behind the package folder `dir` (absolute) by its manifest's entry, as a resolution; undefined when none. */
function packageFolderEntry(dir: string, isProgramFile: (file: string) => boolean, folderPackageSource: (dir: string) => string | undefined): ts.ResolvedModuleFull | undefined {
  const source = folderPackageSource(dir)?.replace(/\\/gu, "/");
  // A declaration file the compiler would have found itself through the manifest's `types`: none here.
  if (!source || /\.d\.[cm]?ts$/u.test(source) || !isProgramFile(source)) return undefined;
  return { resolvedFileName: source, extension: path.extname(source) as ts.Extension, isExternalLibraryImport: false };
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
