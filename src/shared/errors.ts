/**
 * The one error base class of strata. Every error a user must act on extends {@link StrataError} and says two
 * things: its category (the CLI maps each category to one exit code, in `cli/exit.ts`), and whether it
 * stops a `strata index` run (`fatal`) or only fails the stage that met it (the run reports the stage as failed,
 * keeps its backlog for the next run, and goes on with the next stage).
 */

/**
 * - `usage`: bad arguments or configuration (a flag, the config file, a model or embedding setting);
 * - `file`: the file asked about is missing, outside the repository, or skipped;
 * - `store`: the store cannot be opened or written;
 * - `corrupt`: the store file is damaged.
 */
export type StrataErrorCategory = "usage" | "file" | "store" | "corrupt";

/** An error a user can act on: its message names what is wrong and how to fix it. */
export abstract class StrataError extends Error {
  /** What kind of problem this is; fixes the exit code. */
  abstract readonly category: StrataErrorCategory;
  /** True when a `strata index` run must stop on it; false when only the stage that met it fails. */
  abstract readonly fatal: boolean;
  /**
   * JSON-able facts a program needs to act on the error without parsing its message (an ambiguous name's candidate
   * ids); a command run with `--json` prints them with the message on stdout. Undefined when the message says all.
   */
  details?: Readonly<Record<string, unknown>>;
}

/**
 * A problem with what the user asked or configured (a flag, the config file, a model or embedding setting, a
 * revision): category `usage` (exit 2 in the CLI), and it stops the command or the run. Subclasses only set `name`.
 */
export abstract class UsageProblem extends StrataError {
  readonly category = "usage" as const;
  readonly fatal = true;
}
