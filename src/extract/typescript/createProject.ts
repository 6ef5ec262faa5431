/**
 * The ts-morph `Project` the extractor loads files into: the repository's `tsconfig.json` compiler
 * options when there is one (see {@link configPath}; its `files`/`include` are not added: only the
 * files handed to the extractor are, and the compiler loads what they import), with `allowJs`, comments
 * kept (seed §2.2.5: `removeComments` must be false) and no emit forced. Nested tsconfigs of monorepo
 * packages are not consulted.
 */
import fs from "node:fs";
import path from "node:path";
import { Project, ts, type FileSystemHost } from "ts-morph";
import { shareLibSourceFiles } from "./sharedLibFiles.js";

// Every project this process creates (the extractor's and, through the same settings module, the graph's) shares
// one parsed copy of the TypeScript lib files.
shareLibSourceFiles();

/** Options forced over the repository's own. `ignoreDeprecations`: TypeScript 6 would refuse `baseUrl`, `target: es5`… */
const FORCED: ts.CompilerOptions = { allowJs: true, removeComments: false, noEmit: true, ignoreDeprecations: "6.0" };

/**
 * Options used when the repository has no usable `tsconfig.json`: modern, strict, bundler-style resolution (so
 * `./b.js` also reaches `b.ts`). The graph builder falls back to the same options.
 */
export const DEFAULTS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.Preserve,
  strict: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
};

/** A project and, when `tsconfig.json` existed but could not be used, why. */
export interface CreatedProject {
  project: Project;
  /** Message of the error that made the extractor fall back to default options. */
  configError?: string;
}

/**
 * Creates an empty project for the repository at `root` (absolute), reading through `fileSystem`.
 * Never throws for a broken tsconfig: it falls back to {@link DEFAULTS} and reports why.
 */
export function createProject(root: string, fileSystem: FileSystemHost): CreatedProject {
  const common = { skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true, fileSystem } as const;
  const tsConfigFilePath = configPath(root);
  if (tsConfigFilePath) {
    try {
      return { project: new Project({ ...common, tsConfigFilePath, compilerOptions: FORCED }) };
    } catch (error) {
      const configError = error instanceof Error ? error.message : String(error);
      return { project: new Project({ ...common, compilerOptions: { ...DEFAULTS, ...FORCED } }), configError };
    }
  }
  return { project: new Project({ ...common, compilerOptions: { ...DEFAULTS, ...FORCED } }) };
}

/**
 * `<root>/tsconfig.json`, or, for a "solution" config (`"files": []` plus `references`, e.g. hono),
 * its first referenced config that exists: that is where the compiler options live.
 */
export function configPath(root: string): string | undefined {
  const main = path.join(root, "tsconfig.json");
  if (!fs.existsSync(main)) return undefined;
  const { config } = ts.readConfigFile(main, (p) => fs.readFileSync(p, "utf8"));
  const json = config as { files?: unknown[]; include?: unknown[]; references?: Array<{ path?: string }> } | undefined;
  const solution = Array.isArray(json?.files) && json.files.length === 0 && !json.include && Array.isArray(json.references);
  if (!solution) return main;
  for (const ref of json.references ?? []) {
    if (typeof ref.path !== "string") continue;
    const target = path.resolve(root, ref.path);
    const file = target.endsWith(".json") ? target : path.join(target, "tsconfig.json");
    if (fs.existsSync(file)) return file;
  }
  return main;
}
