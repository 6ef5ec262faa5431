/**
 * The `strata` command line: parses arguments (commander), calls the library, renders results.
 * Known errors print their message only, with a documented exit code; anything else prints a stack.
 */
import { Command, CommanderError, Option } from "commander";
import { ConfigError } from "../config/index.js";
import { StoreError } from "../store/index.js";
import { FileQueryError } from "../fileQueries.js";
import { EXIT, UsageError } from "./context.js";
import { indexCommand } from "./commands/index.js";
import { contractCommand } from "./commands/contract.js";
import { summaryCommand } from "./commands/summary.js";
import { reportCommand } from "./commands/report.js";

type Action = (...args: never[]) => Promise<number>;

function commonOptions(cmd: Command): Command {
  return cmd
    .option("--store <path>", "SQLite store file (default: <repo>/.strata/strata.db)")
    .option("--json", "print JSON for machines")
    .option("--max-file-size <bytes>", "skip files larger than this many bytes (default 1048576)")
    .option("--max-line-chars <chars>", "skip files whose longest line is longer (and lines average over 500) as minified (default 5000)")
    .option("--token-threshold <tokens>", "files at or under this many tokens are sent in full (default 1500)")
    .addOption(new Option("--encoding <name>", "BPE encoding for token counts").choices(["o200k_base", "cl100k_base", "p50k_base", "r50k_base"]));
}

/** Builds the program; `run` receives each command's promise of an exit code. */
export function buildProgram(run: (p: Promise<number>) => void): Command {
  const program = new Command("strata")
    .description("Understand a whole repository cheaply: semantic contracts, technical summaries, token reports.")
    .version("0.1.0")
    .showHelpAfterError()
    .exitOverride();
  const wrap =
    <A extends Action>(action: A) =>
    (...args: Parameters<A>) =>
      run(action(...args));

  commonOptions(program.command("index").argument("[repo]", "repository root", ".").description("extract contracts and summaries for every file and store them"))
    .option("-q, --quiet", "no progress output")
    .option("--threads <n>", "worker threads for extraction (default: available cores, at most 4; 1 = in-process)")
    .action(wrap(indexCommand));
  commonOptions(program.command("contract").argument("<file>", "source file").description("print the file's SemanticContract JSON"))
    .option("--repo <dir>", "repository root (default: nearest ancestor with .strata or .git)")
    .action(wrap(contractCommand));
  commonOptions(program.command("summary").argument("<file>", "source file").description("print the file's TechnicalSummary (computed and stored on a miss)"))
    .option("--repo <dir>", "repository root (default: nearest ancestor with .strata or .git)")
    .action(wrap(summaryCommand));
  commonOptions(program.command("report").argument("[repo]", "repository root", ".").description("token benchmark per file: LOC, source/contract/summary tokens, compression"))
    .addOption(new Option("--format <format>", "output format").choices(["markdown", "json", "csv"]).default("markdown"))
    .action(wrap(reportCommand));
  return program;
}

/** Maps an error to its exit code, printing it to stderr. */
export function reportError(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  const known: [new (...a: never[]) => Error, number][] = [
    [UsageError, EXIT.usage],
    [ConfigError, EXIT.usage],
    [FileQueryError, EXIT.file],
    [StoreError, EXIT.store],
  ];
  for (const [type, code] of known) {
    if (error instanceof type) {
      process.stderr.write(`strata: ${error.message}\n`);
      return code;
    }
  }
  process.stderr.write(`strata: unexpected error: ${(error as Error)?.stack ?? String(error)}\n`);
  return EXIT.failure;
}

/** A reader that closed the pipe (`strata report | head`) has all it wanted: exit quietly with 0. */
function exitQuietlyOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(EXIT.ok);
  });
}

/** Entry point: parses `argv` and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  exitQuietlyOnClosedPipe(process.stdout);
  let pending: Promise<number> | undefined;
  const program = buildProgram((p) => {
    pending = p;
  });
  try {
    await program.parseAsync(argv);
    return pending ? await pending : EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}
