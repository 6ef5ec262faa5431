/**
 * The one TypeScript project a process keeps warm between graph builds (tsProject.ts), in a module of its own that
 * does not load the compiler, so a caller can let it go (or lend its program to extraction) without importing
 * TypeScript.
 */
import path from "node:path";
import type { Project, ts } from "ts-morph";
import type { LentTsProgram, SharedTsProgram } from "../../extract/index.js";

/** The project of the last graph build in this process, with the text each file was added with. */
export interface WarmProject {
  root: string;
  /** The tsconfig and workspace manifests the project was made from, with their texts: a change makes a new project. */
  config: string;
  project: Project;
  /** Absolute path → the text added (and, when the file was left out of the program, why). */
  files: Map<string, { text: string; skipped?: string }>;
  /**
   * The program the last build (or surface comparison) made, with the texts of the files in it (absolute path → text;
   * files left out of the program are absent): what the stored graph was built from. Extraction may have put newer
   * texts into the project since (`lend`); this program stays as it was.
   */
  built?: { program: ts.Program; texts: ReadonlyMap<string, string> };
  /** {@link SharedTsProgram.lend} over this project (tsProject.ts). */
  lend(files: readonly { path: string; text: string }[]): LentTsProgram | undefined;
}

/** The warm project, if any (set by tsProject.ts). */
export const warm: { project?: WarmProject } = {};

/**
 * Lets the warm TypeScript project go — its program, checker, parsed source files and the texts they were made
 * from (on a large repository most of the graph stage's memory) — so the garbage collector can take them. The next
 * graph build in this process starts a new project: it re-parses every file, and an incremental build rebuilds
 * every dependent of a changed file (no previous program to compare surfaces with). For one-shot runs
 * (`strata index`); a long-lived process (`strata watch`, `strata mcp`) keeps the project.
 */
export function releaseWarmProject(): void {
  delete warm.project;
}

/**
 * The handle through which extraction borrows the warm project's program for the repository at `root` (absolute):
 * whatever project the graph keeps for that root when extraction asks (none before the first graph build of the
 * process, nor after `releaseWarmProject`). See `SharedTsProgram` (extract/sharedTsProgram.ts).
 */
export function sharedTsProgram(root: string): SharedTsProgram {
  const abs = path.resolve(root).split(path.sep).join("/");
  const current = (): WarmProject | undefined => (warm.project?.root === abs ? warm.project : undefined);
  return {
    root: abs,
    lend: (files) => current()?.lend(files),
    forget: (paths) => {
      const kept = current();
      if (!kept) return;
      for (const rel of paths) {
        const file = `${abs}/${rel}`;
        const sf = kept.project.getSourceFile(file);
        if (sf) kept.project.removeSourceFile(sf);
        kept.files.delete(file);
      }
    },
    discard: () => {
      if (current()) releaseWarmProject();
    },
  };
}
