/**
 * One ts-morph project and the batch files loaded into it. Files are read through an
 * {@link OverlayFileSystem} holding their given texts, so each is parsed once.
 */
import path from "node:path";
import type { Project } from "ts-morph";
import { ts } from "ts-morph";
import type { Diagnostic } from "../contract.js";
import type { SourceText } from "../extractor.js";
import { createProject } from "./createProject.js";
import { failureDiagnostic, isStackOverflow, nestingDiagnostic } from "./diagnostics.js";
import { exceedsNesting, exceedsTreeDepth, MAX_BRACKET_DEPTH, MAX_TREE_DEPTH } from "./nesting.js";
import { OverlayFileSystem } from "./overlayFileSystem.js";

export class ProjectSession {
  /** Text each loaded file was loaded with, by repository path. */
  private readonly loaded = new Map<string, string>();
  private readonly fileSystem: OverlayFileSystem;
  readonly project: Project;
  /** Why the repository's tsconfig could not be used, if it could not. */
  readonly configError: string | undefined;
  /** Files extracted from this project so far. */
  extracted = 0;

  /** @param root absolute repository root, `/` separators */
  constructor(private readonly root: string) {
    this.fileSystem = new OverlayFileSystem(root);
    const created = createProject(root, this.fileSystem);
    this.project = created.project;
    this.configError = created.configError;
  }

  /** Number of batch files loaded. */
  get size(): number {
    return this.loaded.size;
  }

  /** True when `file` is loaded with this very text. */
  has(file: SourceText): boolean {
    return this.loaded.get(file.path) === file.text;
  }

  /**
   * Loads (or reloads, when the text changed) one file. A file nested deeper than
   * {@link MAX_BRACKET_DEPTH}, one whose syntax tree is deeper than {@link MAX_TREE_DEPTH} (the checker's work
   * grows with its square), or one whose parse overflows the stack, becomes a diagnostic and is served empty to
   * the files that import it.
   */
  load(file: SourceText): ts.SourceFile | Diagnostic {
    const abs = this.absolute(file.path);
    const existing = this.project.getSourceFile(abs);
    if (existing && this.has(file)) return existing.compilerNode;
    if (exceedsNesting(file.text)) {
      this.skip(file.path);
      return nestingDiagnostic(`more than ${MAX_BRACKET_DEPTH} nested brackets`);
    }
    this.fileSystem.setText(abs, file.text);
    try {
      const sf = existing ?? this.project.addSourceFileAtPath(abs);
      if (existing) existing.refreshFromFileSystemSync();
      if (exceedsTreeDepth(sf.compilerNode)) {
        this.skip(file.path);
        return nestingDiagnostic(`syntax tree more than ${MAX_TREE_DEPTH} levels deep, e.g. a long a + b + … chain`);
      }
      this.loaded.set(file.path, file.text);
      return sf.compilerNode;
    } catch (error) {
      this.skip(file.path);
      return isStackOverflow(error) ? nestingDiagnostic("the compiler overflowed the call stack while parsing") : failureDiagnostic(error);
    }
  }

  /** Drops a file from the project; from now on it reads as empty, so importers still build. */
  skip(repoPath: string): void {
    const abs = this.absolute(repoPath);
    this.loaded.delete(repoPath);
    this.fileSystem.setText(abs, "");
    const sf = this.project.getSourceFile(abs);
    if (sf) this.project.removeSourceFile(sf);
  }

  /** The program and checker over the loaded files (built once, rebuilt only after a change). */
  compiler(): { program: ts.Program; checker: ts.TypeChecker } {
    const program = this.project.getProgram().compilerObject;
    return { program, checker: program.getTypeChecker() };
  }

  private absolute(repoPath: string): string {
    return path.posix.join(this.root, repoPath);
  }
}
