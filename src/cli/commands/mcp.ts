/** `strata mcp [repo]`: serves the MCP tools over stdio until the client closes the connection. */
import { packageRoot } from "../../extract/index.js";
import { createMcpServer, StrataStdioTransport } from "../../mcp/index.js";

import { tokenCounter } from "../../shared/tokens.js";
import { changedSinceIndex } from "../../retrieve/index.js";
import { watchRepository, type RepositoryWatcher } from "../../live/index.js";
import path from "node:path";
import { configFor, EXIT, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { llmFor } from "../llm.js";
import { requireIndex } from "./search.js";
import { createEmbedder } from "../../summarize/index.js";
import type { Store } from "../../store/index.js";

/** MCP clients `--print-config` knows, with the file their snippet goes in. */
export const MCP_CLIENTS = {
  "claude-code": ".mcp.json in the repository",
  cursor: ".cursor/mcp.json in the repository (or ~/.cursor/mcp.json for every project)",
  vscode: ".vscode/mcp.json in the repository",
  "claude-desktop": "claude_desktop_config.json (Settings → Developer → Edit Config)",
} as const;

/**
 * The configuration snippet that makes `client` start `strata mcp <root>`: `{"servers": …}` with `type: "stdio"`
 * for VS Code, `{"mcpServers": …}` for the others. Paths are absolute, so it works from any folder. The default `bin`
 * is found from the package root, not from this module's place, which differs between dist/ and the CLI bundle.
 */
export function mcpClientConfig(client: keyof typeof MCP_CLIENTS, root: string, bin = path.join(packageRoot(), "bin", "strata.js")): Record<string, unknown> {
  const server = { command: process.execPath, args: [bin, "mcp", root] };
  return client === "vscode" ? { servers: { strata: { type: "stdio", ...server } } } : { mcpServers: { strata: server } };
}

/** `word` as one POSIX shell word: bare when it holds only safe characters, else single-quoted. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/u.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

export interface McpCommandOptions extends CommonOptions {
  /** Print the configuration snippet for this client and exit. */
  /** `--print-config [client]`: true when given without a client (then the clients are listed). */
  printConfig?: string | true;
  /** Keep the index current while serving (default true; `--no-watch` turns it off). */
  watch?: boolean;
}

/**
 * The `pending` entry of every answer while the watcher's first update builds the index of a repository never indexed
 * (answers have nothing to come from yet).
 */
export const FIRST_UPDATE = "(the first index update is under way)";

/** The `pending` entry of every answer once the watcher stopped for a deleted or replaced store. */
export const STORE_REPLACED = "(the store was deleted or replaced: restart strata mcp)";

/**
 * Runs the server; resolves with the exit code once stdin closes. With watching on (the default), the
 * index is brought up to date in the background and kept current as files change; answers say `fresh:
 * false` and list the `pending` files until an update lands (on a repository never indexed, the first update builds
 * the index). Watcher messages go to stderr only.
 */
/**
 * What an MCP answer lists as not indexed yet (sorted paths, or one pseudo-path in parentheses): with `watching` off,
 * the files changed on disk since the index ({@link changedSinceIndex}); while watching, the indexed files edited or
 * deleted on disk joined with the watcher's queue — the queue alone holds only what file events reported, and a file
 * written a few ms before a question is not in it yet (an assistant that edits, then asks at once, was answered
 * `fresh: true` from the old code); added files are left to the watcher's own events. Before the watcher's first update of a never-indexed store: {@link FIRST_UPDATE}; after its store was
 * replaced: {@link STORE_REPLACED}.
 */
export async function mcpPending(root: string, store: Store, state: { watching: boolean; stopped: boolean; unindexed: boolean; watcher?: Pick<RepositoryWatcher, "pending"> }): Promise<string[]> {
  if (!state.watching) return (await changedSinceIndex(root, store, Number.MAX_SAFE_INTEGER)).changed;
  if (state.stopped) return [STORE_REPLACED];
  if (!state.watcher && state.unindexed) return [FIRST_UPDATE];
  // The watcher reports added files itself within milliseconds; the disk check is the stat of each row (an edit made
  // just before the question), without listing folders for new files, so each answer stays cheap.
  const onDisk = (await changedSinceIndex(root, store, Number.MAX_SAFE_INTEGER, { added: state.watcher === undefined })).changed;
  return [...new Set([...(state.watcher?.pending() ?? []), ...onDisk])].sort();
}

export async function mcpCommand(repo: string | undefined, opts: McpCommandOptions): Promise<number> {
  const root = resolveRoot(repo);
  if (opts.printConfig !== undefined) {
    if (opts.printConfig === true) throw new UsageError(`--print-config needs a client: one of ${Object.keys(MCP_CLIENTS).join(", ")} (e.g. strata mcp --print-config claude-code)`);
    if (!(opts.printConfig in MCP_CLIENTS)) throw new UsageError(`--print-config takes one of ${Object.keys(MCP_CLIENTS).join(", ")}; got "${opts.printConfig}"`);
    const client = opts.printConfig as keyof typeof MCP_CLIENTS;
    process.stdout.write(`${JSON.stringify(mcpClientConfig(client, root), null, 2)}\n`);
    const { command, args } = (mcpClientConfig(client, root) as { mcpServers?: { strata: { command: string; args: string[] } } }).mcpServers?.strata ?? { command: "", args: [] };
    // Claude Code also takes the server on its command line: the exact command, not a template to fill in.
    const addCommand = client === "claude-code" ? ` (or run: claude mcp add strata -- ${[command, ...args].map(shellWord).join(" ")})` : "";
    process.stderr.write(`strata: put this in ${MCP_CLIENTS[client]}${addCommand}\n`);
    return EXIT.ok;
  }
  const config = configFor(root, opts);
  const embedder = createEmbedder(config);
  // stderr only: stdout is the protocol channel. Without a model, file summaries are extractive.
  const llm = llmFor(config, { quiet: true });
  const store = storeFor(root, config);
  try {
    // Without an index, watching builds one: its first update is the whole `strata index`; answers say so until then.
    if (opts.watch === false) await requireIndex(store, root);
    const unindexed = !(await store.hasSearchDocs());
    let watcher: RepositoryWatcher | undefined;
    // Set when the watcher stopped because its store was deleted or replaced: answers then come from the old file.
    let stopped = false;
    const server = createMcpServer({
      root,
      store,
      config,
      countTokens: await tokenCounter(config.tokenEncoding),
      version: "0.1.0",
      // With --no-watch nothing refreshes the index; with a watcher its queue is joined with the disk (mcpPending).
      pending: () => mcpPending(root, store, { watching: opts.watch !== false, stopped, unindexed, ...(watcher ? { watcher } : {}) }),
      pendingBy: opts.watch === false ? "index" : "watcher",
      ...(embedder ? { embedder } : {}),
      ...(llm ? { llm } : {}),
    });
    const transport = new StrataStdioTransport();
    const closed = new Promise<void>((resolve) => {
      transport.onclose = () => resolve();
      process.stdin.once("end", () => resolve());
    });
    await server.connect(transport);
    process.stderr.write(`strata mcp: serving ${root} over stdio${opts.watch === false ? "" : ", keeping the index current"}\n`);
    const watching =
      opts.watch === false
        ? undefined
        : watchRepository({
            root,
            store,
            config,
            ...(llm ? { llm } : {}),
            ...(embedder ? { embedder } : {}),
            onEvent: (event) => {
              if (event.type === "error") process.stderr.write(`strata mcp: index update failed: ${event.error.message}\n`);
              else if (event.type === "warm" && event.failed) process.stderr.write(`strata mcp: warm-up stopped: ${event.failed}\n`);
              else if (event.type === "stopped") {
                stopped = true;
                process.stderr.write(`strata mcp: not watching any more: ${event.reason}\n`);
              }
            },
          }).then(
            (w) => (watcher = w),
            (error: unknown) => process.stderr.write(`strata mcp: not watching: ${(error as Error).message}\n`),
          );
    await closed;
    await watching;
    await watcher?.close();
    await server.close();
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
