/**
 * Runs `strata <args>` in this process (the same `main` as bin/strata.js, without spawning node), capturing what it
 * writes to stdout and stderr; for tests of what a command prints and where, and its exit code.
 */
import { vi } from "vitest";
import { main } from "../../src/cli/main.js";
import type { CliResult } from "./cli.js";

/** `strata <args>` in-process: exit code, stdout and stderr (as written; stdout is not a terminal). */
export async function strataInProcess(args: string[]): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  const tty = process.stdout.isTTY;
  process.stdout.isTTY = false;
  try {
    const status = await main(["node", "strata", ...args]);
    return { status, stdout, stderr };
  } finally {
    process.stdout.isTTY = tty;
    out.mockRestore();
    err.mockRestore();
  }
}
