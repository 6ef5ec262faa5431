/**
 * The TypeScript program a long-lived process (`strata watch`, `strata mcp`) keeps for one repository and lends to
 * extraction, so that an update parses, binds and type-checks the changed files in one program and one checker, not
 * in the extractor's and then again in the graph's. Extraction only borrows it: the stage that keeps the program
 * (the graph, whose every build has every TypeScript/JavaScript file of the repository as a root) makes it, updates it
 * and lets it go. Type-only here, so read-only commands that load the extract entry never load the compiler.
 */
import type { ts } from "ts-morph";

/** A program and its checker over the repository's files, with the lent files at the texts given. */
export interface LentTsProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
}

/** A handle on the kept program of one repository. */
export interface SharedTsProgram {
  /** Absolute repository root, `/` separators, no trailing slash. */
  readonly root: string;
  /**
   * Puts `files` (repository-relative paths with their texts) into the kept program and returns it; undefined when it
   * cannot serve them as the extractor's own project would: no program kept yet (or another repository's), one made
   * from project files (tsconfig, manifests) that changed since, or one that leaves a file out (nesting too deep, a
   * parser failure). Then the extractor uses its own project.
   */
  lend(files: readonly { path: string; text: string }[]): LentTsProgram | undefined;
  /** Drops files deleted from the repository, so no lent program resolves imports to them. */
  forget(paths: readonly string[]): void;
  /** Lets the kept program go (after a stack overflow in its checker: its state is suspect); the next build makes a new one. */
  discard(): void;
}
