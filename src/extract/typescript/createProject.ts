/**
 * The ts-morph `Project` the extractor loads files into: the repository's `tsconfig.json` compiler
 * options when there is one (see {@link configPath}; its `files`/`include` are not added: only the
 * files handed to the extractor are, and the compiler loads what they import), with `allowJs`, comments
 * kept (seed §2.2.5: `removeComments` must be false) and no emit forced. In a monorepo, workspace package
 * names resolve to their sources and the packages' own tsconfig `paths` are added where unambiguous
 * ({@link workspaceCompilerOptions}).
 */
import fs from "node:fs";
import path from "node:path";
import { Project, ts, type FileSystemHost } from "ts-morph";
import { shareLibSourceFiles } from "./sharedLibFiles.js";
import { discoverWorkspacePackages, referenceFolders, workspacePaths } from "./workspaces.js";

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
  return projectWithWorkspaces(root, (compilerOptions, tsConfigFilePath) => new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true, fileSystem, compilerOptions, ...(tsConfigFilePath ? { tsConfigFilePath } : {}) }), FORCED);
}

/**
 * The project `make` builds for the repository at `root` (absolute): from its tsconfig ({@link configPath}) with
 * `forced` options over it, else from {@link DEFAULTS}; then, when the repository has workspace packages, built
 * again with {@link workspaceCompilerOptions} added. Shared with the graph's program so both resolve alike.
 * Never throws for a broken tsconfig: it falls back to the defaults and reports why.
 */
export function projectWithWorkspaces(
  root: string,
  make: (compilerOptions: ts.CompilerOptions, tsConfigFilePath?: string) => Project,
  forced: ts.CompilerOptions,
): CreatedProject {
  const tsConfigFilePath = configPath(root);
  let created: CreatedProject;
  let configFile: string | undefined;
  if (tsConfigFilePath) {
    try {
      created = { project: make(forced, tsConfigFilePath) };
      configFile = tsConfigFilePath;
    } catch (error) {
      const configError = error instanceof Error ? error.message : String(error);
      created = { project: make({ ...DEFAULTS, typeRoots: defaultTypeRoots(root), ...forced }), configError };
    }
  } else created = { project: make({ ...DEFAULTS, typeRoots: defaultTypeRoots(root), ...forced }) };
  const extra = workspaceCompilerOptions(root, created.project.getCompilerOptions(), configFile);
  if (!extra) return created;
  try {
    return { ...created, project: configFile ? make({ ...forced, ...extra }, configFile) : make({ ...DEFAULTS, typeRoots: defaultTypeRoots(root), ...forced, ...extra }) };
  } catch {
    return created;
  }
}

/**
 * The `node_modules/@types` folders of `root` (absolute) and of each folder above it that exist, nearest first: the
 * compiler's own default type roots when its current directory is `root`. A repository without a tsconfig gets them
 * explicitly, because the compiler otherwise reads them from the process's current directory: a graph built with
 * `--repo` from another folder typed nodejs/undici's `require('node:events')` by the `@types/node` installed there,
 * and 333 of its unresolved calls turned external.
 */
export function defaultTypeRoots(root: string): string[] {
  const roots: string[] = [];
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const types = path.join(dir, "node_modules", "@types");
    if (fs.existsSync(types)) roots.push(types);
    if (path.dirname(dir) === dir) return roots;
  }
}

/**
 * Compiler options that make workspace packages resolve to their sources, for the repository at `root`
 * (absolute) whose options are `options` (loaded from `configFile` when given): `paths` = the repository's own
 * (they win), then each workspace package's (see `workspaces.ts`), then the `paths` of each package's own
 * `tsconfig.json` (with its `extends`) made absolute, when no other package maps the same pattern elsewhere
 * (the compiler has one `paths` table per program, so an alias like `~/*` in two packages is left out).
 * `pathsBasePath` is set to `root` when neither it nor `baseUrl` is. Undefined when the repository has no
 * workspace packages. Never throws for repository content.
 */
export function workspaceCompilerOptions(root: string, options: ts.CompilerOptions, configFile?: string): ts.CompilerOptions | undefined {
  let packages;
  try {
    packages = discoverWorkspacePackages(root, configFile ? referenceFolders(configFile) : []);
  } catch {
    return undefined;
  }
  if (packages.length === 0) return undefined;
  const own = options.paths ?? {};
  const nested = new Map<string, string[] | null>();
  for (const pkg of packages) {
    for (const [key, targets] of Object.entries(packagePaths(path.join(pkg.dir, "tsconfig.json")))) {
      const prior = nested.get(key);
      if (prior === undefined) nested.set(key, targets);
      else if (prior !== null && prior.join("\0") !== targets.join("\0")) nested.set(key, null);
    }
  }
  const paths: ts.MapLike<string[]> = {};
  for (const [key, targets] of nested) if (targets) paths[key] = targets;
  Object.assign(paths, workspacePaths(packages), own);
  const base = options.baseUrl === undefined && options["pathsBasePath"] === undefined ? { pathsBasePath: root } : {};
  return { paths, ...base };
}

/** The `paths` of one package tsconfig (following `extends`), with absolute targets; empty when none or unreadable. */
function packagePaths(configFile: string): ts.MapLike<string[]> {
  if (!fs.existsSync(configFile)) return {};
  try {
    const { config, error } = ts.readConfigFile(configFile, (p) => fs.readFileSync(p, "utf8"));
    if (error || !config) return {};
    // No file enumeration: only the options (and what `extends` brings) are wanted.
    const host: ts.ParseConfigHost = { useCaseSensitiveFileNames: true, readDirectory: () => [], fileExists: (p) => fs.existsSync(p), readFile: (p) => (fs.existsSync(p) ? fs.readFileSync(p, "utf8") : undefined) };
    const parsed = ts.parseJsonConfigFileContent(config, host, path.dirname(configFile), undefined, configFile);
    const base = parsed.options.baseUrl ?? (parsed.options["pathsBasePath"] as string | undefined) ?? path.dirname(configFile);
    const out: ts.MapLike<string[]> = {};
    for (const [key, targets] of Object.entries(parsed.options.paths ?? {})) out[key] = targets.map((t) => path.resolve(base, t));
    return out;
  } catch {
    return {};
  }
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
