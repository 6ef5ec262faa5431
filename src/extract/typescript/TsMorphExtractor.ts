/**
 * The TypeScript/JavaScript extractor (seed Part II, Table 2.1): ts-morph loads the
 * files of a batch into one program, and each file's contract is built from its compiler nodes.
 *
 * Batching: `prepare(files)` queues the batch; the first `extract` loads up to `filesPerProject` queued
 * files at once, so the program and its type checker are built once for them. After that many
 * extractions the project is dropped and the next files go into a fresh one, which bounds memory.
 * A file nested too deeply to parse gets a `nesting-too-deep` diagnostic and leaves
 * the project, so the other files of the batch are still extracted.
 */
import fs from "node:fs";
import path from "node:path";
import { ts } from "ts-morph";
import type { Diagnostic } from "../contract.js";
import type { Extractor, ExtractedContract, SourceText } from "../extractor.js";
import { emptyContract } from "../TextExtractor.js";
import { buildContract } from "./buildContract.js";
import type { RepoRoot } from "./extractContext.js";
import { failureDiagnostic, isStackOverflow, nestingDiagnostic } from "./diagnostics.js";
import { ProjectSession } from "./projectSession.js";
import { EXTRACTORS } from "../extractorVersions.js";

/** Files extracted per project before it is recreated. See README.md in this folder for the measurements. */
export const DEFAULT_FILES_PER_PROJECT = 1000;

/** Options of {@link TsMorphExtractor}. */
export interface TsMorphExtractorOptions {
  /** Absolute path of the repository root; its `tsconfig.json`, if any, gives the compiler options. */
  root: string;
  /** Files extracted per project before it is recreated (memory bound). Default {@link DEFAULT_FILES_PER_PROJECT}. */
  filesPerProject?: number;
}

export class TsMorphExtractor implements Extractor {
  readonly id = EXTRACTORS["ts-morph"].id;
  readonly version = EXTRACTORS["ts-morph"].version;

  private readonly root: RepoRoot;
  private readonly filesPerProject: number;
  private readonly pending = new Map<string, SourceText>();
  private session: ProjectSession | undefined;
  private lastConfigError: string | undefined;

  constructor(options: TsMorphExtractorOptions) {
    const abs = path.resolve(options.root).replace(/\\/g, "/").replace(/(.)\/+$/, "$1");
    let real = abs;
    try {
      real = fs.realpathSync(abs).replace(/\\/g, "/");
    } catch {
      // A root that does not exist resolves nothing; keep the given spelling.
    }
    this.root = { path: abs, realPath: real };
    this.filesPerProject = Math.max(1, options.filesPerProject ?? DEFAULT_FILES_PER_PROJECT);
  }

  /** Why the repository's `tsconfig.json` could not be used (default options were), if it could not. */
  get configError(): string | undefined {
    return this.lastConfigError;
  }

  supports(language: string): boolean {
    return language === "typescript" || language === "javascript";
  }

  /** Queues the batch; files are loaded together (up to `filesPerProject` per project) on the first `extract`. */
  async prepare(files: SourceText[]): Promise<void> {
    for (const f of files) if (this.supports(f.language)) this.pending.set(f.path, f);
  }

  /** Extracts one file. Never throws for bad input: failures become diagnostics on a partial or empty contract. */
  async extract(file: SourceText): Promise<ExtractedContract> {
    this.pending.delete(file.path);
    try {
      return this.extractIn(file, this.sessionFor(file), true);
    } catch (error) {
      // Only a stack overflow can leave the checker half-way; any other failure is this file's alone.
      if (!isStackOverflow(error)) return failed(file, this.withoutRoot(failureDiagnostic(error)));
      this.session = undefined;
      return failed(file, nestingDiagnostic("the compiler overflowed the call stack while checking"));
    }
  }

  dispose(): void {
    this.session = undefined;
    this.pending.clear();
  }

  private extractIn(file: SourceText, session: ProjectSession, mayRetry: boolean): ExtractedContract {
    const loaded = session.load(file);
    if (!isSourceFile(loaded)) return failed(file, loaded);
    let compiler: { program: ts.Program; checker: ts.TypeChecker };
    try {
      compiler = session.compiler();
    } catch (error) {
      // Building the checker binds every loaded file: one too deeply nested file breaks it for all.
      // Retry this file alone; the next files get a fresh project.
      if (!isStackOverflow(error) || !mayRetry) throw error;
      this.session = undefined;
      return this.extractIn(file, this.newSession(), false);
    }
    const sf = compiler.program.getSourceFile(loaded.fileName) ?? loaded;
    const { contract, stackOverflow } = buildContract({ ...compiler, sourceFile: sf, file, root: this.root });
    session.extracted++;
    // The checker may hold half-finished state: drop the file so the next program and checker are fresh.
    if (stackOverflow) session.skip(file.path);
    return contract;
  }

  /** The current session when it holds `file` or has room; otherwise a fresh one preloaded with the queue. */
  private sessionFor(file: SourceText): ProjectSession {
    const current = this.session;
    if (current && current.has(file)) return current;
    // A file the session lacks joins it together with the rest of the queue, so a new batch costs one
    // program rebuild, not one per file (each load invalidates the program and its checker).
    const session = current && current.extracted < this.filesPerProject ? current : this.freshSession();
    session.load(file);
    for (const next of this.pending.values()) {
      if (session.size >= this.filesPerProject + session.extracted) break;
      if (!session.has(next)) session.load(next);
    }
    return session;
  }

  /** A failure message never carries the machine's absolute paths (contracts must not depend on them). */
  private withoutRoot(diagnostic: Diagnostic): Diagnostic {
    const message = [this.root.path, this.root.realPath].reduce((m, p) => m.split(`${p}/`).join(""), diagnostic.message);
    return { ...diagnostic, message };
  }

  private freshSession(): ProjectSession {
    this.session = undefined; // let the old project be collected while the new one loads
    return this.newSession();
  }

  private newSession(): ProjectSession {
    const session = new ProjectSession(this.root.path);
    this.lastConfigError = session.configError;
    this.session = session;
    return session;
  }
}

function isSourceFile(value: ts.SourceFile | Diagnostic): value is ts.SourceFile {
  return "kind" in value && value.kind === ts.SyntaxKind.SourceFile;
}

function failed(file: SourceText, diagnostic: Diagnostic): ExtractedContract {
  return { ...emptyContract(file), diagnostics: [diagnostic] };
}
