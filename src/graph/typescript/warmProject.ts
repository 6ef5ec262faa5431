/**
 * The one TypeScript project a process keeps warm between graph builds (tsProject.ts), in a module of its own that
 * does not load the compiler, so a caller can let it go without importing TypeScript.
 */
import type { Project } from "ts-morph";

/** The project of the last graph build in this process, with the text each file was added with. */
export interface WarmProject {
  root: string;
  /** The tsconfig and workspace manifests the project was made from, with their texts: a change makes a new project. */
  config: string;
  /** What `node_modules` held when the project was made (`installedPackagesKey`, `""` for nothing): a change makes a new project. */
  installed: string;
  project: Project;
  /** Absolute path → the text added (and, when the file was left out of the program, why). */
  files: Map<string, { text: string; skipped?: string }>;
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
