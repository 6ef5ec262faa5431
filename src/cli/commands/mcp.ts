/** `strata mcp [repo]`: serves the MCP tools over stdio until the client closes the connection. */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createMcpServer } from "../../mcp/index.js";
import { createEmbedder } from "../../retrieve/index.js";
import { tokenCounter } from "../../shared/tokens.js";
import { watchRepository, type RepositoryWatcher } from "../../live/index.js";
import { configFor, EXIT, llmFor, resolveRoot, storeFor, type CommonOptions } from "../context.js";
import { requireIndex } from "./search.js";

export interface McpCommandOptions extends CommonOptions {
  /** Keep the index current while serving (default true; `--no-watch` turns it off). */
  watch?: boolean;
}

/**
 * Runs the server; resolves with the exit code once stdin closes. With watching on (the default), the
 * index is brought up to date in the background and kept current as files change; answers say `fresh:
 * false` and list the `pending` files until an update lands. Watcher messages go to stderr only.
 */
export async function mcpCommand(repo: string | undefined, opts: McpCommandOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const embedder = createEmbedder(config);
  // stderr only: stdout is the protocol channel. Without a model, file summaries are extractive.
  const llm = llmFor(config, opts);
  const store = storeFor(root, config);
  try {
    await requireIndex(store, root);
    let watcher: RepositoryWatcher | undefined;
    const server = createMcpServer({
      root,
      store,
      config,
      countTokens: await tokenCounter(config.tokenEncoding),
      version: "0.1.0",
      pending: () => watcher?.pending() ?? [],
      ...(embedder ? { embedder } : {}),
      ...(llm ? { llm } : {}),
    });
    const transport = new StdioServerTransport();
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
            onEvent: (event) => {
              if (event.type === "error") process.stderr.write(`strata mcp: index update failed: ${event.error.message}\n`);
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
