/**
 * The TypeScript program the graph resolves calls with.
 * A ts-morph `Project` on the real file system: the given files are added with their stored texts, and the
 * compiler loads whatever else they import (other repository files, `node_modules` types) from disk, so an
 * incremental build of a few files still resolves into the rest of the repository.
 */
import path from "node:path";
import { Project, ts } from "ts-morph";
import { exceedsNesting, exceedsTreeDepth, loadTsCompilerSettings, MAX_BRACKET_DEPTH, MAX_TREE_DEPTH } from "../../extract/index.js";

// The extractor's project settings: the same tsconfig, defaults (bundler resolution, so `./b.js` also reaches `b.ts`) and workspace paths.
const { projectWithWorkspaces } = await loadTsCompilerSettings();

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
export function createTsProgram(root: string, files: readonly { path: string; text: string }[], others: readonly { path: string; text: string }[] = []): TsProgram {
  const project = newProject(root);
  const sourceFiles = new Map<string, ts.SourceFile>();
  // The repository's other TS/JS files are roots too: global declarations (`declare global`, ambient `.d.ts`)
  // and declaration merging must resolve the same whichever files an incremental build was given.
  const skipped = new Map<string, string>();
  for (const file of [...others, ...files]) {
    const abs = path.join(root, file.path);
    // The compiler's recursive parser overflows the stack on deep nesting: such a file is left out of the
    // program and reported, the same rule the extractor applies.
    if (exceedsNesting(file.text)) {
      skipped.set(file.path, `nesting too deep (more than ${MAX_BRACKET_DEPTH} nested brackets)`);
      continue;
    }
    try {
      const sf = project.createSourceFile(abs, file.text, { overwrite: true });
      // A tree this deep makes the checker quadratic (and the graph's walks overflow the stack): left out too.
      if (exceedsTreeDepth(sf.compilerNode)) {
        project.removeSourceFile(sf);
        skipped.set(file.path, `nesting too deep (syntax tree more than ${MAX_TREE_DEPTH} levels deep, e.g. a long a + b + … chain)`);
      }
    } catch (error) {
      skipped.set(file.path, `the TypeScript parser failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
  }
  const program = project.getProgram().compilerObject;
  for (const file of files) {
    const sf = program.getSourceFile(path.join(root, file.path).split(path.sep).join("/"));
    if (sf) sourceFiles.set(sf.fileName, sf);
  }
  return { program, checker: program.getTypeChecker(), sourceFiles, skipped };
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
  return projectWithWorkspaces(root, (compilerOptions, tsConfigFilePath) => new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true, compilerOptions, ...(tsConfigFilePath ? { tsConfigFilePath } : {}) }), FORCED).project;
}
