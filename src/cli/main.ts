/**
 * The `strata` command line: parses arguments (commander), calls the library, renders results.
 * Known errors print their message only, with a documented exit code; anything else prints a stack.
 */
import { Command, CommanderError, Option } from "commander";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXIT, EXIT_OF, GRAPH_FORMATS, UsageError } from "./exit.js";
import { StrataError } from "../shared/errors.js";

type Action = (...args: never[]) => Promise<number>;

/**
 * What the resolution in parentheses after each `callers` / `callees` row means (the graph's `EdgeResolution`,
 * strongest first): a new user's trial read `(scope)`, `(import)` and `(name-only)` with nothing saying what they were.
 */
const RESOLUTION_LEGEND = `
How each call was resolved (in parentheses, surest first):
  type-checked  the language's type checker named the target (TypeScript/JavaScript)
  scope         found by the language's scoping rules in the caller's own file or package (a local or
                nested definition, the enclosing class, this/self, a receiver typed there)
  import        reached through an import, use, require or include of another file
  name-only     only the name matched, no type evidence: the one repository definition of that name, or the
                one whose owner the receiver's own name names (res.render(…) and res.render = function …)
A link that is no call says so first: "passed as a value" (a function handed on as an argument or in
an object: it may be called later), "used as a property" (a getter read, a setter written, a method read without a call),
"built by a literal" (a value of the type made by a literal).
`;

/**
 * Each command's module, imported only when that command runs: `strata search` never loads the TypeScript
 * compiler, the AI SDK or the MCP SDK, so a read-only command answers in a few hundred ms from the shell.
 */
const COMMANDS = {
  index: async () => (await import("./commands/index.js")).indexCommand,
  merge: async () => (await import("./commands/merge.js")).mergeCommand,
  doctor: async () => (await import("./commands/doctor.js")).doctorCommand,
  contract: async () => (await import("./commands/contract.js")).contractCommand,
  summary: async () => (await import("./commands/summary.js")).summaryCommand,
  report: async () => (await import("./commands/report.js")).reportCommand,
  stats: async () => (await import("./commands/stats.js")).statsCommand,
  precompute: async () => (await import("./commands/precompute.js")).precomputeCommand,
  status: async () => (await import("./commands/status.js")).statusCommand,
  serve: async () => (await import("./commands/serve.js")).serveCommand,
  graph: async () => (await import("./commands/graph.js")).graphCommand,
  levels: async () => (await import("./commands/levels.js")).levelsCommand,
  search: async () => (await import("./commands/search.js")).searchCommand,
  categories: async () => (await import("./commands/categories.js")).categoriesCommand,
  context: async () => (await import("./commands/context.js")).contextCommand,
  evalRetrieval: async () => (await import("./commands/eval.js")).evalRetrievalCommand,
  makeQueries: async () => (await import("./commands/eval.js")).makeQueriesCommand,
  evalSummaries: async () => (await import("./commands/evalSummaries.js")).evalSummariesCommand,
  mcp: async () => (await import("./commands/mcp.js")).mcpCommand,
  watch: async () => (await import("./commands/watch.js")).watchCommand,
  definition: async () => (await import("./commands/navigate.js")).definitionCommand,
  references: async () => (await import("./commands/navigate.js")).referencesCommand,
  impact: async () => (await import("./commands/navigate.js")).impactCommand,
  callers: async () => (await import("./commands/navigate.js")).callsCommand("callers"),
  callees: async () => (await import("./commands/navigate.js")).callsCommand("callees"),
  changes: async () => (await import("./commands/changes.js")).changesCommand,
  map: async () => (await import("./commands/map.js")).mapCommand,
} satisfies Record<string, () => Promise<Action>>;

/** The options shared by several commands, each defined once; a command lists only those it reads. */
const SHARED_OPTIONS = {
  store: () => new Option("--store <path>", "SQLite store file; a relative path is read from the repository root (default: <repo>/.strata/strata.db)"),
  json: () => new Option("--json", "print JSON for machines"),
  maxFileSize: () => new Option("--max-file-size <bytes>", "skip files larger than this many bytes (default 1048576)"),
  maxLineChars: () => new Option("--max-line-chars <chars>", "skip files whose longest line is longer (and lines average over 500) as minified (default 5000)"),
  tokenThreshold: () => new Option("--token-threshold <tokens>", "files at or under this many tokens are sent in full (default 1500)"),
  encoding: () => new Option("--encoding <name>", "BPE encoding for token counts").choices(["o200k_base", "cl100k_base", "p50k_base", "r50k_base"]),
  llm: () => new Option("--llm <provider:model>", "model for LLM summaries, e.g. openai:gpt-4o-mini (default: STRATA_LLM; none = extractive)"),
  cache: () => new Option("--cache <url>", "semantic cache: redis://host:6379 for a shared team cache (default: STRATA_REDIS_URL, else the SQLite store)"),
  history: () => new Option("--no-history", "leave out the git history field (the subjects of the commits that changed each file and function, searched beside the code)"),
  includeSecretFiles: () => new Option("--include-secret-files", "also index credential files (.env*, *.pem, *.key, id_rsa*, credentials files); detected values are still masked"),
} as const;

type SharedOption = keyof typeof SHARED_OPTIONS;

/** What reading files for a contract or summary takes: size and minified-line limits, token counting, secret files. */
const EXTRACTION: SharedOption[] = ["maxFileSize", "maxLineChars", "tokenThreshold", "encoding", "includeSecretFiles"];
/** Every shared option: commands that index (index, watch, precompute, mcp). */
const INDEXING: SharedOption[] = ["store", "json", ...EXTRACTION, "llm", "cache", "history"];
/** A read-only command over the store: which store, and JSON output. */
const READING: SharedOption[] = ["store", "json"];

/** Adds the shared options `names` to `cmd`, in the order of {@link SHARED_OPTIONS}. */
function withOptions(cmd: Command, names: readonly SharedOption[]): Command {
  for (const name of Object.keys(SHARED_OPTIONS) as SharedOption[]) if (names.includes(name)) cmd.addOption(SHARED_OPTIONS[name]());
  return cmd;
}

/**
 * Every command with a `[repo]` argument also takes it as `--repo <dir>`, so every command takes the repository the
 * same way: `strata status ../app` and `strata status --repo ../app` are one command, as `strata search x --repo
 * ../app` is. {@link moveRepoOption} hands the option to the action as the argument.
 */
function addRepoOptions(program: Command): void {
  for (const cmd of program.commands) {
    addRepoOptions(cmd);
    const hasArgument = cmd.registeredArguments.some((a) => a.name() === "repo");
    if (hasArgument && !cmd.options.some((o) => o.long === "--repo")) cmd.option("--repo <dir>", "the repository root, as the [repo] argument");
  }
}

/**
 * Before a command with a `[repo]` argument runs: `--repo <dir>` becomes that argument.
 * @throws UsageError when both are given and name different directories.
 */
function moveRepoOption(command: Command): void {
  const at = command.registeredArguments.findIndex((a) => a.name() === "repo");
  const option = command.getOptionValue("repo") as string | undefined;
  if (at < 0 || option === undefined) return;
  const given = command.processedArgs[at] as string | undefined;
  if (given !== undefined && path.resolve(given) !== path.resolve(option)) {
    throw new UsageError(`two repositories given: [repo] ${given} and --repo ${option}; give one`);
  }
  command.processedArgs[at] = option;
}

/** Builds the program; `run` receives each command's promise of an exit code. */
export function buildProgram(run: (p: Promise<number>) => void): Command {
  const program = new Command("strata")
    .description("Understand a whole repository cheaply: semantic contracts, technical summaries, code graph, search, an MCP server and a web workspace.")
    .version("0.1.0")
    .showHelpAfterError("(add --help for usage)")
    .exitOverride()
    .hook("preAction", (_program, command) => moveRepoOption(command));
  const wrap =
    <A extends Action>(load: () => Promise<A>) =>
    (...args: Parameters<A>) =>
      run(load().then((action) => action(...args)));

  withOptions(program.command("index").argument("[repo]", "repository root (default: the repository around the current directory)").description("extract contracts and summaries for every file and store them"), INDEXING)
    .option("-q, --quiet", "print nothing but errors (no progress, no summary): failed files and stages, and a wait for another run, on stderr")
    .option("--threads <n>", "worker threads for extraction (default: available cores, at most 4; 1 = in-process)")
    .option("--max-cost <usd>", "stop LLM synthesis once the estimated cost reaches this many US dollars")
    .option("--max-calls <n>", "stop LLM synthesis after this many LLM calls")
    .option("--dry-run", "list what would be sent to the model (token and cost estimates) and send nothing")
    .option("--rebuild", "keep the current store beside it as <store>.corrupt-<time> and index from scratch (after `strata doctor` finds damage)")
    .option("--wait <seconds>", "wait this long for another run writing the store (strata watch, another index) to finish (default 30; 0 refuses at once)")
    .option("--shard <K/N>", "index only shard K of N (files by a hash of their path) with per-file stages only, for `strata merge` on one machine after N workers")
    .action(wrap(COMMANDS.index));
  withOptions(program.command("merge").argument("<shard-store...>", "stores written by `strata index --shard K/N --store <file>`").description("copy shard stores' file rows (contracts, summaries, cache) into the repository's store; then run `strata index`"), ["store", "json"])
    .option("--repo <dir>", "repository root (default: the repository around the current directory)")
    .action(wrap(COMMANDS.merge));
  withOptions(program.command("doctor").argument("[repo]", "repository root (default: the repository around the current directory)").description("check the store for damage (SQLite integrity, search index, file rows); read-only; exit 6 when a check fails"), READING)
    .action(wrap(COMMANDS.doctor));
  withOptions(program.command("contract").argument("<file>", "source file: relative to the repository root, or absolute").description("print the file's SemanticContract JSON"), ["store", ...EXTRACTION])
    .option("--repo <dir>", "repository root (default: nearest ancestor with .strata or .git)")
    .action(wrap(COMMANDS.contract));
  withOptions(program.command("summary").argument("[file]", "source file, relative to the repository root or absolute (or --node <id>)").description("print the file's TechnicalSummary (a file changed since indexing is summarized in memory, not stored)"), ["store", "json", ...EXTRACTION, "llm", "cache"])
    .option("--repo <dir>", "repository root (default: nearest ancestor with .strata or .git)")
    .option("--node <id>", "print a graph node's hierarchical summary instead (ids as in `strata levels`; with a file, a name in it: `summary lib/a.js --node A.run`)")
    .addOption(new Option("--style <style>", "technical: the cached TechnicalSummary; brief: 2-3 sentences (P-BRIEF); dense: ~50- and ~150-token summaries (P-CoD); brief and dense ask the model each time").choices(["technical", "brief", "dense"]).default("technical"))
    .action(wrap(COMMANDS.summary));
  withOptions(program.command("report").argument("[repo]", "repository root (default: the repository around the current directory)").description("token benchmark per file: LOC, source/contract/summary tokens, compression"), ["store", "json", "tokenThreshold", "encoding"])
    .addOption(new Option("--format <format>", "output format").choices(["markdown", "json", "csv"]).default("markdown"))
    .action(wrap(COMMANDS.report));
  withOptions(program.command("stats").argument("[repo]", "repository root (default: the repository around the current directory)").description("semantic cache counters: hash hits, semantic hits, LLM calls, tokens, cost (last run and total)"), READING)
    .action(wrap(COMMANDS.stats));
  withOptions(
    program.command("precompute").argument("[repo]", "repository root (default: the repository around the current directory)")
      .description("for CI: synthesize (through the semantic cache, e.g. a shared Redis) only the files changed since a git revision"),
    INDEXING,
  )
    .requiredOption("--since <git-rev>", "git revision to compare with (commit, tag or branch, e.g. HEAD~1 or origin/main)")
    .action(wrap(COMMANDS.precompute));
  withOptions(program.command("status").argument("[repo]", "repository root (default: the repository around the current directory)").description("files whose stored summary (index row, LLM summary) is stale or missing"), ["store", "json", "maxFileSize", "tokenThreshold", "encoding", "llm", "cache"])
    .action(wrap(COMMANDS.status));
  program.command("serve").argument("[repo]", "repository root (default: the repository around the current directory)")
    .description("open the region-question workspace: web page and JSON API")
    .option("--store <path>", "SQLite store file; a relative path is read from the repository root (default: <repo>/.strata/strata.db)")
    .option("--llm <provider:model>", "model for answers and region summaries, e.g. openai:gpt-4o-mini (default: STRATA_LLM; none = extractive)")
    .addOption(new Option("--port <n>", "port to listen on (0 = any free port)").default("7420", "7420"))
    .option("--host <address>", "address to bind; other than loopback exposes your code to the network", "127.0.0.1")
    .option("--warm", "prepare every basic region summary before serving, with progress")
    .option("-q, --quiet", "no progress output")
    .action(wrap(COMMANDS.serve));
  withOptions(program.command("graph").argument("[repo]", "repository root (default: the repository around the current directory)").description("the code graph: JSON, DOT, Mermaid or an SVG picture; --stats for call resolution per language"), READING)
    .addOption(new Option("--format <format>", "output format (default: json; a whole graph of more than 256 KB to a terminal shows --stats unless --format is given)").choices([...GRAPH_FORMATS]))
    .option("--focus <node>", "only the neighbourhood of this node id, file path or folder path")
    .option("--depth <n>", "edges to follow from the focus", "1")
    .option("--stats", "resolved, external and unresolved calls per language (a table; JSON with --json)")
    .option("-o, --output <file>", "write to this file instead of stdout")
    .action(wrap(COMMANDS.graph));
  withOptions(program.command("levels").argument("[repo]", "repository root (default: the repository around the current directory)").description("dependency levels of the code graph: node counts, nodes, cycles"), READING)
    .option("--limit <n>", "nodes listed per level", "8")
    .action(wrap(COMMANDS.levels));
  const searchOptions = (cmd: Command, names: readonly SharedOption[]): Command =>
    withOptions(cmd, names)
      .option("--repo <dir>", "repository root (default: the repository around the current directory)")
      .addOption(new Option("--mode <mode>", "ranking: code only, summary + contract, or both fused (RRF)").choices(["code", "summary", "hybrid"]).default("hybrid"));
  searchOptions(program.command("search").argument("<query>", "natural-language or identifier query").description("ranked functions, classes and files for a query; each line: rank, score (fused, higher first), match (how many of the query's words the result holds, 3/4), kind, path:line, id, one-line summary"), READING)
    .option("-k, --k <n>", "results to show", "10")
    .option("--kind <kinds>", "only these node kinds, comma-separated: file, class, interface, struct, type (a Go defined type or a TypeScript function type that is no struct or interface), function, method")
    .option("--files", "rank files (node scores aggregated per file, tests/docs/examples/generated last) instead of nodes")
    .option("--category <category>", "only files of this purpose category (see `strata categories`)")
    .action(wrap(COMMANDS.search));
  withOptions(program.command("categories").argument("[repo]", "repository root (default: the repository around the current directory)").description("files by purpose: per category (configuration, testing, cli, networking, …) its count and top files"), READING)
    .option("--top <n>", "files shown per category", "5")
    .option("--category <category>", "list every file of this category with its confidence and evidence")
    .action(wrap(COMMANDS.categories));
  searchOptions(program.command("context").argument("<question>", "what the assistant needs context for").description("a context block for a question: hits, their callers/callees, code, to a token budget"), [...READING, "encoding"])
    .option("--budget <tokens>", "token budget of the block", "4000")
    .option("--hits <n>", "search hits (one per file) that seed the graph walk", "10")
    .option("--hops <n>", "call-graph hops around the hits (default: config contextHops, 1)")
    .action(wrap(COMMANDS.context));
  const evalCmd = program.command("eval").description("evaluation: retrieval query sets and metrics (Pass@k, Coverage, NDCG@10, MRR); summary validation");
  withOptions(evalCmd.command("retrieval").description("evaluate a JSONL query set in code-only, summary and hybrid modes"), [...READING, "encoding"])
    .option("--queries <file>", "JSONL lines of {query, relevant: [node ids]}")
    .option("--repo <dir>", "indexed repository the ids refer to (default: the repository around the current directory)")
    .option("--modes <list>", "comma-separated modes", "code,summary,hybrid")
    .option("--budget <tokens>", "token budget of the context block in the file-level table", "4000")
    .option("--history-weights <list>", "file level: add a hybrid row with the commit-history field per RRF weight, e.g. 0.5,1,2")
    .option("-o, --output <file>", "also write the results as JSON to this file")
    .action(wrap(COMMANDS.evalRetrieval));
  withOptions(evalCmd.command("make-queries").description("build a query set: doc-comment queries (on a stripped copy) or LLM synthetic queries"), [...READING, "llm"])
    .option("--from-docs <repo>", "seeded half of documented functions; first doc sentence as query; copy without those docs")
    .option("--synthetic <repo>", "one query (at most 10 words) per function from its summary, by the configured LLM")
    .option("--from-history [repo]", "commit subjects after a snapshot as queries, their changed files and functions as answers; copy at the snapshot (default repo: .)")
    .option("--back <n>", "--from-history: snapshot this many first-parent commits before HEAD", "200")
    .option("--max <n>", "--from-history: at most this many queries (a seeded sample)", "100")
    .option("--seed <n>", "random seed for --from-docs and --from-history", "1")
    .option("--copy <dir>", "where to write the stripped or snapshot copy (default: a new temp directory)")
    .option("--limit <n>", "at most this many synthetic queries")
    .option("-o, --output <file>", "JSONL output file", "queries.jsonl")
    .action(wrap(COMMANDS.makeQueries));
  withOptions(evalCmd.command("summaries").argument("[repo]", "indexed repository root (default: the repository around the current directory)").description("validate stored summaries: deterministic checks; Q&A retention and similarity with a model; human rubric sheet"), [...READING, "llm"])
    .option("--sample <n>", "files in the seeded sample for Q&A retention and the rubric", "10")
    .option("--seed <n>", "random seed of the sample", "1")
    .option("--rubric <out.csv>", "write a review sheet (Table 5.1 criteria, empty score columns) for the sample")
    .option("--rubric-scores <in.csv>", "read a filled review sheet: mean scores and their correlation with the automated figures")
    .option("--max-tokens <n>", "Q&A: files with more tokens of code are not sent to the judge", "24000")
    .action(wrap(COMMANDS.evalSummaries));
  withOptions(program.command("mcp").argument("[repo]", "indexed repository root (default: the repository around the current directory)").description("serve search, context, summaries, contracts and callers/callees over MCP (stdio)"), ["store", ...EXTRACTION, "llm", "cache", "history"])
    .option("--no-watch", "serve the index as it is; do not keep it current as files change")
    .option("--print-config [client]", "print the configuration snippet for claude-code, cursor, vscode or claude-desktop, and exit")
    .action(wrap(COMMANDS.mcp));
  const repoOption = (cmd: Command, names: readonly SharedOption[]): Command => withOptions(cmd, names).option("--repo <dir>", "repository root (default: the repository around the current directory)");
  repoOption(program.command("definition").argument("<symbol>", "a node id (src/a.ts#Parser.parse), a qualified name (Parser.parse, or Request.session inherited from a base class), an import path (starlette.requests.Request) or a name").description("where a symbol is defined: path:line, kind, signature"), READING)
    .action(wrap(COMMANDS.definition));
  repoOption(program.command("references").argument("<id>", "node id (src/a.ts#Parser.parse), a place (src/a.ts:42: the innermost node there), or a name that names one node").description("every use site of a node (calls and new, inheritance, TS/JS value uses; imports of a file), each resolved or by name, with the line's text; by-name sites last"), READING)
    // 10: BY_NAME_SHOWN in commands/navigate.ts (not imported here: commands load lazily).
    .option("--all", "list every by-name site (an unresolved call of the name); without it the text lists 10 and counts the rest")
    .action(wrap(COMMANDS.references));
  repoOption(program.command("callers").argument("<id>", "node id (src/a.ts#Parser.parse), a place (src/a.ts:42: the innermost node there), or a name that names one node").description("the functions and methods that call a node, with how each call was resolved and their summaries"), READING)
    // 10: TEST_CALLERS_SHOWN in commands/navigate.ts (not imported here: commands load lazily).
    .option("--all", "list every caller in a test file and every call line of each caller; without it the text lists the others, then 10 in tests and counts the rest, and 8 call lines per caller")
    .addHelpText("after", `${RESOLUTION_LEGEND}Calls of the name the graph could not resolve are counted after the list; \`strata references <id>\` lists them.\n`)
    .action(wrap(COMMANDS.callers));
  repoOption(program.command("callees").argument("<id>", "node id (src/a.ts#Parser.parse), a place (src/a.ts:42: the innermost node there), or a name that names one node").description("what a node calls: repository nodes with how each call was resolved, unresolved callees named as summaries name them (outside the graph)"), READING)
    .addHelpText("after", RESOLUTION_LEGEND)
    .action(wrap(COMMANDS.callees));
  repoOption(program.command("impact").argument("<id>", "node id or file path, a place (src/a.ts:42), or a name that names one node").description("what a change may break: transitive callers, importers and subclasses by file, with the tests among them"), READING)
    .option("--depth <n>", "hops to follow", "3")
    .action(wrap(COMMANDS.impact));
  withOptions(program.command("changes").argument("[repo]", "repository root (default: the repository around the current directory)").description("for a git diff: contract delta per file, callers of changed exports, stale summaries"), READING)
    .option("--since <rev>", "compare this revision with the working tree (default HEAD)")
    .option("--staged", "compare HEAD with the staged changes")
    .action(wrap(COMMANDS.changes));
  withOptions(program.command("map").argument("[repo]", "repository root (default: the repository around the current directory)").description("a repository map: the most important files (PageRank over the code graph) with signatures and summaries, to a token budget"), [...READING, "encoding"])
    .option("--budget <tokens>", "token budget of the map", "2000")
    .option("--focus <files>", "comma-separated files to personalize the ranking to")
    .action(wrap(COMMANDS.map));
  withOptions(program.command("watch").argument("[repo]", "repository root (default: the repository around the current directory)").description("bring the index up to date, then keep it current as files change (edits, checkouts, pulls) until Ctrl-C"), INDEXING)
    .option("-q, --quiet", "no progress output")
    .option("--debounce <ms>", "quiet time after the last change before an update starts", "300")
    .option("--poll", "poll the file system instead of native events (network drives, some containers)")
    .action(wrap(COMMANDS.watch));
  addRepoOptions(program);
  return program;
}

/**
 * Maps an error to its exit code, printing it to stderr: a {@link StrataError} by its category (`EXIT_OF`), anything
 * else as an unexpected failure with its stack. With `json` (the command was given `--json`) a StrataError is also
 * written to stdout as `{ "error": <message>, "category": "usage" | "file" | "store" | "corrupt", "exit": <code>,
 * …details }`, so a program reading stdout gets JSON on failure too (an ambiguous name's `candidates`, for one), and
 * so is an argument error of the command-line parser (`{ "error", "category": "usage", "exit": 2 }`).
 */
export async function reportError(error: unknown, json = false): Promise<number> {
  if (error instanceof CommanderError) {
    // Commander has printed its message (a bad option value, a missing argument); `--json` gets it as JSON too.
    if (error.exitCode !== 0 && json && !error.code.startsWith("commander.help")) writeJsonError({ error: error.message.replace(/^error: /u, ""), category: "usage", exit: EXIT.usage });
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof StrataError) {
    process.stderr.write(`strata: ${error.message}\n`);
    const exit = EXIT_OF[error.category];
    if (json) writeJsonError({ error: error.message, category: error.category, exit, ...error.details });
    return exit;
  }
  const io = fileSystemProblem(error);
  if (io) {
    process.stderr.write(`strata: ${io}\n`);
    if (json) writeJsonError({ error: io, category: "usage", exit: EXIT.usage });
    return EXIT.usage;
  }
  process.stderr.write(`strata: unexpected error: ${(error as Error)?.stack ?? String(error)}\n`);
  return EXIT.failure;
}

/** What each file-system error code means to a user, for {@link fileSystemProblem}. */
const FILE_SYSTEM_REASONS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EISDIR: "it is a folder",
  ENOTDIR: "a part of the path is not a folder",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
};

/**
 * A file-system error no command caught, as one line naming the path and what is wrong (`strata graph -o
 * /nonexistent/dir/x.svg` had printed "unexpected error" and a stack trace): a path the user gave (an output file)
 * that cannot be read or written is bad input, not a fault of strata. Undefined for any other error.
 */
function fileSystemProblem(error: unknown): string | undefined {
  const e = error as { code?: unknown; path?: unknown; syscall?: unknown };
  if (typeof e?.code !== "string" || typeof e.path !== "string") return undefined;
  const reason = FILE_SYSTEM_REASONS[e.code];
  if (!reason) return undefined;
  const verb = e.syscall === "open" ? "open" : typeof e.syscall === "string" && /^(?:write|mkdir|rename|copyfile|unlink)$/u.test(e.syscall) ? "write" : "read";
  return `cannot ${verb} ${e.path}: ${reason}`;
}

const watchedForClosedPipe = new WeakSet<NodeJS.WriteStream>();

/** A reader that closed the pipe (`strata report | head`) has all it wanted: exit quietly with 0. Once per stream. */
function exitQuietlyOnClosedPipe(stream: NodeJS.WriteStream): void {
  if (watchedForClosedPipe.has(stream)) return;
  watchedForClosedPipe.add(stream);
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(EXIT.ok);
  });
}

/** An error's JSON answer on stdout, pretty-printed as every `--json` answer is (`printJson` lives with the commands, which load lazily). */
function writeJsonError(body: { error: string; category: string; exit: number }): void {
  process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
}

/** Whether `argv` (node, script, arguments) asks for `--json` before a `--` that ends the options. */
export function jsonAsked(argv: readonly string[]): boolean {
  const end = argv.indexOf("--", 2);
  return argv.slice(2, end < 0 ? undefined : end).includes("--json");
}

/** Entry point: parses `argv` and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  exitQuietlyOnClosedPipe(process.stdout);
  exitQuietlyOnClosedPipe(process.stderr);

  let pending: Promise<number> | undefined;
  const program = buildProgram((p) => {
    pending = p;
  });
  try {
    await program.parseAsync(argv);
    return pending ? await pending : EXIT.ok;
  } catch (error) {
    return await reportError(error, jsonAsked(argv));
  }
}

/**
 * Whether this module is the script node was started with (`node dist/cli/main.js index .`), not a module imported by
 * bin/strata.js, the bundle or a test. Both paths are compared after resolving links; false when either cannot be read.
 */
function isScript(): boolean {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return fs.realpathSync(started) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

// Run as a script, the module is the command line, as bin/strata.js is: it only exported `main`, so
// `node dist/cli/main.js index .` printed nothing and exited 0.
if (isScript()) {
  void main(process.argv).then((code) => {
    process.exitCode = code;
  });
}
