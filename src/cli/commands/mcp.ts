/** `strata mcp [repo]`: serves the MCP tools over stdio until the client closes the connection. */
import { createMcpServer, StrataStdioTransport } from "../../mcp/index.js";
import { createEmbedder } from "../../retrieve/index.js";
import { tokenCounter } from "../../shared/tokens.js";
import { configFor, EXIT, llmFor, resolveRoot, storeFor, type CommonOptions } from "../context.js";
import { requireIndex } from "./search.js";

/** Runs the server; resolves with the exit code once stdin closes. */
export async function mcpCommand(repo: string | undefined, opts: CommonOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const embedder = createEmbedder(config);
  // stderr only: stdout is the protocol channel. Without a model, file summaries are extractive.
  const llm = llmFor(config, opts);
  const store = storeFor(root, config);
  try {
    await requireIndex(store, root);
    const server = createMcpServer({ root, store, config, countTokens: await tokenCounter(config.tokenEncoding), version: "0.1.0", ...(embedder ? { embedder } : {}), ...(llm ? { llm } : {}) });
    const transport = new StrataStdioTransport();
    const closed = new Promise<void>((resolve) => {
      transport.onclose = () => resolve();
      process.stdin.once("end", () => resolve());
    });
    await server.connect(transport);
    process.stderr.write(`strata mcp: serving ${root} over stdio\n`);
    await closed;
    await server.close();
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
