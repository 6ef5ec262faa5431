/**
 * `strata doctor [repo]`: checks the store file for damage and prints one line per check (ok / failed / skipped).
 * Read-only: the checks run on an in-memory image, so nothing is written to the store or beside it.
 * Exit 0 when every check is ok; 6 when one fails (then `strata index --rebuild`); 4 when there is no store yet.
 */
import { checkStoreHealth, type StoreHealth } from "../../store/index.js";
import { configFor, EXIT, printJson, resolveRoot, storePathFor, type CommonOptions } from "../common.js";

/** Runs the command; returns the exit code. */
export async function doctorCommand(repo: string | undefined, opts: CommonOptions): Promise<number> {
  const root = resolveRoot(repo);
  const health = checkStoreHealth(storePathFor(root, configFor(root, opts)));
  if (opts.json) printJson(health);
  // No store is an error (exit 4), not a check result: its message goes where errors go.
  else (health.exists ? process.stdout : process.stderr).write(renderHealth(health));
  if (!health.exists) return EXIT.store;
  return health.healthy ? EXIT.ok : EXIT.corrupt;
}

/** The checks as an aligned table, then what to do. Pure. */
export function renderHealth(health: StoreHealth): string {
  if (!health.exists) return `strata: no store at ${health.store}: run \`strata index\` first\n`;
  const width = Math.max(...health.checks.map((c) => c.name.length));
  const lines = [`Store: ${health.store}`, ...health.checks.map((c) => `  ${c.name.padEnd(width)}  ${c.status.padEnd(7)}  ${c.detail}`)];
  lines.push(health.healthy ? "Healthy." : "Damaged: run `strata index --rebuild` to keep this file beside the store as <store>.corrupt-<time> and index from scratch.");
  return `${lines.join("\n")}\n`;
}
