/**
 * The TypeScript program the graph resolves calls with.
 * A ts-morph `Project` on the real file system: the given files are added with their stored texts, and the
 * compiler loads whatever else they import (other repository files, `node_modules` types) from disk, so an
 * incremental build of a few files still resolves into the rest of the repository.
 */
import fs from "node:fs";
import path from "node:path";
import { Project, ts } from "ts-morph";
import { exceedsNesting, exceedsTreeDepth, forgetDependencyPaths, installedPackagesKey, loadTsCompilerSettings, MAX_BRACKET_DEPTH, MAX_TREE_DEPTH, projectFileKey } from "../../extract/index.js";
import { implementationFirst } from "./implementationFirst.js";
import { releaseWarmProject, warm as kept, type WarmProject } from "./warmProject.js";

// The extractor's project settings: the same tsconfig, defaults (bundler resolution, so `./b.js` also reaches `b.ts`) and workspace paths.
const { configPath, projectWithWorkspaces, folderPackageSource } = await loadTsCompilerSettings();

/** Options forced over the repository's own (`allowJs`: JavaScript files are part of the graph). */
const FORCED: ts.CompilerOptions = { allowJs: true, noEmit: true, skipLibCheck: true };

/** The raw compiler objects the builder walks (raw `ts` nodes: ts-morph wrappers cost ~10× more per node). */
export interface TsProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Absolute file name → source file, for the files handed in. */
  sourceFiles: Map<string, ts.SourceFile>;
  /** Files left out because they cannot be parsed safely (nesting too deep, a parser crash), with why. */
  skipped: Map<string, string>;
}

/**
 * Builds the program over `files` (repository-relative paths with their texts) under `root` (absolute), with
 * `others` (the repository's other TS/JS files) as further roots.
 * A broken tsconfig falls back to the extractor's defaults; never throws for repository content.
 */
export function createTsProgram(
  root: string,
  files: readonly { path: string; text: string }[],
  others: readonly { path: string; text: string }[] = [],
  onParsed?: (done: number, total: number) => void,
): TsProgram {
  const warm = warmProjectFor(root);
  const { project } = warm;
  const sourceFiles = new Map<string, ts.SourceFile>();
  // The repository's other TS/JS files are roots too: global declarations (`declare global`, ambient `.d.ts`)
  // and declaration merging must resolve the same whichever files an incremental build was given.
  const skipped = new Map<string, string>();
  const wanted = new Set<string>();
  const all = [...others, ...files];
  for (const [i, file] of all.entries()) {
    onParsed?.(i, all.length);
    const abs = path.join(root, file.path);
    wanted.add(abs);
    const reason = putFile(warm, abs, file.text);
    if (reason !== undefined) skipped.set(file.path, reason);
  }
  onParsed?.(all.length, all.length);
  dropUnwanted(warm, wanted);
  const program = project.getProgram().compilerObject;
  for (const file of files) {
    const sf = program.getSourceFile(path.join(root, file.path).split(path.sep).join("/"));
    if (sf) sourceFiles.set(sf.fileName, sf);
  }
  return { program, checker: program.getTypeChecker(), sourceFiles, skipped };
}

/**
 * Puts `text` into the warm project as `abs` unless the project holds that text already (unchanged since the last
 * build in this process: the project keeps its parsed, bound source file); returns why the file is left out of the
 * program, if it is.
 */
function putFile(warm: WarmProject, abs: string, text: string): string | undefined {
  const known = warm.files.get(abs);
  if (known?.text === text) return known.skipped;
  const reason = addSourceFile(warm.project, abs, text);
  warm.files.set(abs, { text, ...(reason !== undefined ? { skipped: reason } : {}) });
  return reason;
}

/** Removes from the warm project every file not in `wanted` (absolute names). */
function dropUnwanted(warm: WarmProject, wanted: ReadonlySet<string>): void {
  for (const abs of [...warm.files.keys()]) {
    if (wanted.has(abs)) continue;
    const gone = warm.project.getSourceFile(abs);
    if (gone) warm.project.removeSourceFile(gone);
    warm.files.delete(abs);
  }
}

/** What {@link prepareTsProgram} did: files given, files parsed (the others were held already), and wall ms. */
export interface TsWarmUpReport {
  files: number;
  parsed: number;
  /** Wall ms of parsing the files (in slices), of making the program (module resolution, `node_modules` types), of the checker (binding). */
  parseMs: number;
  programMs: number;
  checkerMs: number;
  /** The longest stretch, ms, the warm-up held the thread without yielding (the program and the checker are one stretch each). */
  longestSliceMs: number;
}

/**
 * Brings this process's warm project for `root` (absolute, `/` separators) to `files` (every TypeScript/JavaScript
 * file of the repository, repository-relative, with the text its stored graph was built from) and builds its program
 * and checker: what the next build over the same files (`createTsProgram`, `warmTsProgram`) then finds ready, so an
 * incremental build pays for its changed files only. Parsing yields to the event loop after each `sliceMs` (default
 * 20) of work, so a server in the same process keeps answering; making the program and the checker are one stretch
 * each (reported). With `signal` aborted between slices, the project is let go (a part-filled project is no build's
 * program) and undefined returned. Never throws for repository content.
 */
export async function prepareTsProgram(root: string, files: readonly { path: string; text: string }[], options: { signal?: AbortSignal; sliceMs?: number } = {}): Promise<TsWarmUpReport | undefined> {
  const sliceMs = options.sliceMs ?? 20;
  const warm = warmProjectFor(root);
  const wanted = new Set<string>();
  let parsed = 0;
  let longest = 0;
  let sliceStart = performance.now();
  const started = sliceStart;
  const pause = async (): Promise<boolean> => {
    longest = Math.max(longest, performance.now() - sliceStart);
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
    if (!options.signal?.aborted) return true;
    releaseWarmProject();
    return false;
  };
  for (const file of files) {
    const abs = path.join(root, file.path);
    wanted.add(abs);
    if (warm.files.get(abs)?.text !== file.text) parsed += 1;
    putFile(warm, abs, file.text);
    if (performance.now() - sliceStart >= sliceMs && !(await pause())) return undefined;
  }
  dropUnwanted(warm, wanted);
  if (!(await pause())) return undefined;
  const programStart = performance.now();
  const program = warm.project.getProgram().compilerObject;
  const programMs = performance.now() - programStart;
  if (!(await pause())) return undefined;
  const checkerStart = performance.now();
  program.getTypeChecker();
  const checkerMs = performance.now() - checkerStart;
  longest = Math.max(longest, performance.now() - sliceStart);
  return { files: files.length, parsed, parseMs: programStart - started, programMs, checkerMs, longestSliceMs: longest };
}

/**
 * The program the last build for `root` (absolute) left in this process's warm project, with the text each file
 * was added with (absolute path → text; files left out of the program are absent); undefined when the warm
 * project is another repository's, holds no file yet, or was made from a tsconfig or manifests that now give other
 * compiler options (then the next build's project replaces it here already).
 */
export function warmTsProgram(root: string): { program: ts.Program; texts: ReadonlyMap<string, string> } | undefined {
  const warmProject = kept.project;
  if (!warmProject || warmProject.root !== root || warmProject.files.size === 0 || warmProjectFor(root) !== warmProject) return undefined;
  const texts = new Map<string, string>();
  for (const [abs, file] of warmProject.files) if (file.skipped === undefined) texts.set(abs, file.text);
  return { program: warmProject.project.getProgram().compilerObject, texts };
}

/**
 * Puts `text` into the project as `abs`, replacing an earlier version; returns why the file was left out of the
 * program instead, if it was.
 */
function addSourceFile(project: Project, abs: string, text: string): string | undefined {
  const earlier = project.getSourceFile(abs);
  // The compiler's recursive parser overflows the stack on deep nesting: such a file is left out of the
  // program and reported, the same rule the extractor applies.
  if (exceedsNesting(text)) {
    if (earlier) project.removeSourceFile(earlier);
    return `nesting too deep (more than ${MAX_BRACKET_DEPTH} nested brackets)`;
  }
  try {
    const sf = project.createSourceFile(abs, text, { overwrite: true });
    // A tree this deep makes the checker quadratic (and the graph's walks overflow the stack): left out too.
    if (exceedsTreeDepth(sf.compilerNode)) {
      project.removeSourceFile(sf);
      return `nesting too deep (syntax tree more than ${MAX_TREE_DEPTH} levels deep, e.g. a long a + b + … chain)`;
    }
  } catch (error) {
    const stale = project.getSourceFile(abs);
    if (stale) project.removeSourceFile(stale);
    return `the TypeScript parser failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
  return undefined;
}

/**
 * The project to build `root`'s program in: the previous build's when it was for the same repository and tsconfig,
 * else a new one. Kept warm for a long-lived process (`strata watch`, `strata mcp`): unchanged files keep their parsed
 * and bound source files, and the compiler reuses them in the next program (`createProgram`'s `oldProgram`), so an
 * update pays for the changed files and the checker, not for re-parsing the repository. One repository at a time.
 * A changed tsconfig or root manifest makes a new project only when the compiler options it gives change: a branch
 * switch across a release commit changes the root `package.json`'s version, not how any file compiles (measured on
 * trpc: a new project re-parses ~1,000 files and, with no previous program to compare surfaces with, rebuilds every
 * dependent of every changed file). Type declarations the compiler loaded from `node_modules` are kept too, until
 * the installed packages change (`installedPackagesKey`: an install rewrites its package manager's marker file): then
 * the project is a new one and the remembered `node_modules` paths are forgotten. A one-shot run lets it go after its
 * graph stage (`releaseWarmProject`, warmProject.ts).
 */
function warmProjectFor(root: string): WarmProject {
  // What the project is made from: the tsconfig and the workspace manifests (their packages become `paths`).
  const config = projectInputs(root);
  const installed = installedPackagesKey(root);
  const previous = kept.project?.root === root ? kept.project : undefined;
  if (previous && previous.installed !== installed) forgetDependencyPaths();
  const same = previous?.installed === installed;
  if (previous && same && previous.config === config) return previous;
  const project = newProject(root);
  if (previous && same && optionsKey(project.getCompilerOptions()) === optionsKey(previous.project.getCompilerOptions())) {
    previous.config = config;
    return previous;
  }
  kept.project = { root, config, installed, project, files: new Map() };
  return kept.project;
}

/** Compiler options as canonical JSON (keys sorted at every level), to compare two projects' options. */
function optionsKey(options: ts.CompilerOptions): string {
  return JSON.stringify(options, (_, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}

/**
 * The tsconfig and workspace manifests a project for `root` is made from, with what of their texts it depends on
 * (`projectFileKey`: of the root `package.json`, the fields resolution reads; a version bump is no change), as one string.
 */
function projectInputs(root: string): string {
  const inputs = [configPath(root), path.join(root, "package.json"), path.join(root, "pnpm-workspace.yaml")];
  return inputs.map((file) => `${file ?? ""}\n${file ? projectFileKey(file, readOrEmpty(file)) : ""}`).join("\n");
}

function readOrEmpty(file: string | undefined): string {
  try {
    return file ? fs.readFileSync(file, "utf8") : "";
  } catch {
    return "";
  }
}

/**
 * The compiler options the graph builds with for the repository at `root` (absolute): its tsconfig's when usable
 * (or its solution config's first reference), else the extractor's defaults, with workspace packages resolved
 * to their sources; `allowJs` forced. For tools that must resolve the same way
 * (the graph benchmark's language service).
 */
export function graphCompilerOptions(root: string): ts.CompilerOptions {
  return newProject(root).getCompilerOptions();
}

function newProject(root: string): Project {
  // A tsconfig the compiler rejects falls back to the defaults: it must not stop the graph.
  // Calls into a repository `.d.ts` with a JavaScript twin reach the twin's code (`implementationFirst`).
  // A twin counts when it is a file of the project (all the repository's TS/JS files the graph holds), not just on disk.
  return projectWithWorkspaces(
    root,
    (compilerOptions, tsConfigFilePath) => {
      const made: { project?: Project } = {};
      const isProgramFile = (file: string): boolean => made.project?.getSourceFile(file) !== undefined;
      made.project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true, compilerOptions, resolutionHost: implementationFirst(isProgramFile, folderPackageSource), ...(tsConfigFilePath ? { tsConfigFilePath } : {}) });
      return made.project;
    },
    FORCED,
  ).project;
}
