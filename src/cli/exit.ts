/**
 * Exit codes, the usage error and the option choices that building the program needs: a module that imports only
 * the error base class, so `strata <command>` parses its arguments before any library code is loaded.
 */

import { UsageProblem, type StrataErrorCategory } from "../shared/errors.js";

/** Exit codes a script can rely on. */
export const EXIT = {
  ok: 0,
  /** An unexpected failure (a bug or a broken environment); a stack trace is printed. */
  failure: 1,
  /** Bad arguments or configuration. */
  usage: 2,
  /**
   * The file asked about is missing, outside the repository, or skipped (binary, too large…), or the symbol asked
   * about (`definition`, `references`, `impact`, `callers`, `callees`, `summary --node`) is in no node.
   */
  file: 3,
  /** The store cannot be opened or written. */
  store: 4,
  /** Some files failed to index (the others were stored). */
  partial: 5,
  /**
   * The store file is damaged (SQLite reports it corrupt, or `strata doctor` finds a failing check): run
   * `strata doctor`, then `strata index --rebuild`.
   */
  corrupt: 6,
  /** Interrupted (Ctrl-C); the files finished so far are kept. */
  interrupted: 130,
} as const;

/** The exit code of each {@link StrataError} category: the one place errors become exit codes. */
export const EXIT_OF: Record<StrataErrorCategory, number> = { usage: EXIT.usage, file: EXIT.file, store: EXIT.store, corrupt: EXIT.corrupt };

/** Thrown for bad arguments; printed without a stack, exit code 2. */
export class UsageError extends UsageProblem {
  override name = "UsageError";
  /** `details`: see {@link UsageProblem.details} (printed with `--json`). */
  constructor(message: string, details?: Readonly<Record<string, unknown>>) {
    super(message);
    if (details) this.details = details;
  }
}

/** Output formats of `strata graph`. */
export const GRAPH_FORMATS = ["json", "dot", "mermaid", "svg"] as const;
