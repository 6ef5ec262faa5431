/**
 * `strata mcp`: a Model Context Protocol server over stdio (official TypeScript SDK), so AI assistants
 * (Claude Code, Cursor, …) can query an indexed repository. Tools:
 * `search` (optionally within one purpose category), `context` (token budget), `file_summary`, `file_contract`,
 * `node_summary` (any graph node, folders and `.` too), `callers`, `callees`, `categories` (files by purpose), and
 * the navigation tools.
 * Every result carries `fresh`: whether the summaries it used still describe the files on disk.
 * Nothing is printed: stdout is the protocol channel.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { StrataConfig } from "../config/index.js";
import { fileUnits, getContract, getShortSummary, getSummary, withImportPaths } from "../query/index.js";
import { buildContext, CATEGORY_IDS, checkFreshness, filesInCategory, heldByNone, inferEdges, search, storedGraphEdges, SEARCH_MODES, type CategoryId, type Embedder } from "../retrieve/index.js";
import type { TokenCounter } from "../shared/tokens.js";
import type { Store } from "../store/index.js";
import type { GraphEdge } from "../graph/index.js";
import path from "node:path";
import { callsAnswer, findNodeSummary } from "../query/index.js";
import type { LlmClient } from "../summarize/index.js";
import { registerNavigationTools } from "./navigationTools.js";
import { nodeIdInStore } from "./nodeArg.js";
import { registerCategoryTool } from "./categoryTool.js";
import { failAnswer, MAX_ANSWER_TOKENS, NotInIndexError, okAnswer, type ToolResult } from "./answers.js";

/** What the server needs: an open store of an indexed repository and its config. */
export interface McpServerDeps {
  root: string;
  store: Store;
  config: StrataConfig;
  countTokens: TokenCounter;
  embedder?: Embedder;
  /** The configured model: `file_summary` then answers through the semantic cache (LLM summaries), else extractively. */
  llm?: LlmClient;
  version: string;
  /** Bound of one answer in tokens (default {@link MAX_ANSWER_TOKENS}). */
  maxAnswerTokens?: number;
  /**
   * Paths changed on disk and not yet indexed (a live watcher's queue, or with no watcher the files changed since
   * `strata index`); answers list them as `pending`.
   */
  pending?: () => string[] | Promise<string[]>;
  /** Who `pending` waits for, as answers say in `pendingBy` (as the CLI's): a live watcher (default) or `strata index`. */
  pendingBy?: "watcher" | "index";
}

const fail = failAnswer;

/** Callers or callees per page of an answer: starlette's `Response.__init__` had 14,700 characters of callers whole. */
const CALLS_PAGE = 50;

/** Longest query or question accepted, in characters: longer text is refused by the schema, not searched. */
export const MAX_QUERY_CHARS = 4_000;
/** Longest path or node id accepted, in characters (Linux PATH_MAX). */
const MAX_PATH_CHARS = 4_096;

/**
 * Runs a tool body, turning thrown errors into an MCP tool error (the server keeps running), with paths under `root`
 * written repository-relative as in every answer (`nope.go: no such file`, not `/home/…/repo/nope.go: …`). While an
 * index update is pending, a {@link NotInIndexError} says so: a node the first update has not stored yet is missing
 * only for now.
 */
async function guardedWith(body: () => Promise<ToolResult>, root: string, pending?: McpServerDeps["pending"]): Promise<ToolResult> {
  try {
    return await body();
  } catch (error) {
    const message = (error as Error).message.replaceAll(`${root}${path.sep}`, "");
    const waiting = error instanceof NotInIndexError && pending ? await pending() : [];
    if (!waiting.length) return fail(message);
    const shown = `${waiting.slice(0, 3).join(", ")}${waiting.length > 3 ? ` and ${waiting.length - 3} more` : ""}`;
    return fail(`${message} (the index is not up to date: pending ${shown}; ask again once the update finishes)`);
  }
}

/** Builds the MCP server with strata's tools registered (connect it to a transport to serve). */
export function createMcpServer(deps: McpServerDeps): McpServer {
  const { root, store } = deps;
  const server = new McpServer({ name: "strata", version: deps.version });
  const guarded = (body: () => Promise<ToolResult>): Promise<ToolResult> => guardedWith(body, root, deps.pending);
  // While a live update is pending, every answer says which files it has not seen yet.
  const ok = async (value: Record<string, unknown>): Promise<ToolResult> => {
    const pending = (await deps.pending?.()) ?? [];
    return okAnswer(pending.length ? { ...value, fresh: false, pending: pending.slice(0, 50), pendingCount: pending.length, pendingBy: deps.pendingBy ?? "watcher" } : value, deps.countTokens, deps.maxAnswerTokens ?? MAX_ANSWER_TOKENS);
  };
  // Edges are loaded once per finished `strata index` run: a re-index while the server runs is picked up.
  let loaded: { run: string; edges: Promise<{ edges: GraphEdge[]; from: "graph" | "inferred" }> } | undefined;
  const edges = async (): Promise<{ edges: GraphEdge[]; from: "graph" | "inferred" }> => {
    const [last] = await store.listRuns(1);
    const run = last ? `${last.id}:${last.finishedAt ?? ""}` : "";
    if (loaded?.run !== run) {
      loaded = {
        run,
        edges: (async () => {
          const stored = await storedGraphEdges(store);
          if (stored) return { edges: stored, from: "graph" as const };
          return { edges: inferEdges(await store.getSearchDocs((await store.listSearchStamps()).map((s) => s.id))), from: "inferred" as const };
        })(),
      };
    }
    return loaded.edges;
  };
  const mode = z.enum(SEARCH_MODES as [string, ...string[]]).optional().describe("code | summary | hybrid (default)");

  server.registerTool(
    "search",
    { description: "Natural-language or identifier search over the repository's functions, classes and files. Returns ranked nodes with path:line, kind, score (rank fusion: orders, does not grade), match (query words the node holds: held/of and missing) and a one-line summary; `unmatched` lists query words no result holds. Defaults: k 10, mode hybrid.", annotations: { readOnlyHint: true }, inputSchema: { query: z.string().min(1).max(MAX_QUERY_CHARS), k: z.number().int().min(1).max(100).optional(), mode, kinds: z.array(z.enum(["file", "class", "interface", "struct", "function", "method"])).max(6).optional().describe("only these node kinds"), category: z.enum(CATEGORY_IDS as unknown as [CategoryId, ...CategoryId[]]).optional().describe("only files of this purpose category (see the categories tool)") } },
    ({ query, k, mode: m, kinds, category }) =>
      guarded(async () => {
        const paths = category ? new Set((await filesInCategory(store, category)).map((f) => f.path)) : undefined;
        const results = await search(store, query, { k: k ?? 10, mode: (m ?? "hybrid") as never, ...(kinds?.length ? { kinds } : {}), ...(paths ? { paths } : {}), ...(deps.embedder ? { embedder: deps.embedder } : {}) });
        const fresh = await checkFreshness(root, await store.getSearchDocs(results.map((r) => r.id)));
        const unmatched = heldByNone(results.map((r) => r.match));
        return ok({ query, results: results.map((r) => ({ ...r, fresh: fresh.get(r.id) ?? false })), fresh: [...fresh.values()].every(Boolean), ...(unmatched.length ? { unmatched } : {}) });
      }),
  );

  server.registerTool(
    "context",
    { description: "A context block for a question, to paste into a prompt: the first two hits' summaries with their code, the other hits' one-line summaries and code, then their callers/callees ranked by personalized PageRank, within a token budget; the block ends with what was left out. Defaults: budget 4000 tokens, hops 1, mode hybrid.", annotations: { readOnlyHint: true }, inputSchema: { question: z.string().min(1).max(MAX_QUERY_CHARS), budget: z.number().int().min(50).max(100_000).optional(), hops: z.number().int().min(0).max(5).optional(), mode } },
    ({ question, budget, hops, mode: m }) =>
      guarded(async () => {
        const g = await edges();
        const result = await buildContext(store, question, {
          budget: budget ?? 4000,
          hops: hops ?? deps.config.contextHops ?? 1,
          mode: (m ?? "hybrid") as never,
          countTokens: deps.countTokens,
          edges: g.edges,
          freshness: (docs) => checkFreshness(root, docs),
          ...(deps.embedder ? { embedder: deps.embedder } : {}),
        });
        return ok({ text: result.text, tokens: result.tokens, budget: result.budget, hits: result.hits, leftOutCount: result.leftOut.length, edgesFrom: g.from, fresh: result.fresh ?? true });
      }),
  );

  const fileArg = { path: z.string().min(1).max(MAX_PATH_CHARS).describe("repository-relative file path") };
  server.registerTool(
    "file_summary",
    {
      description:
        "The technical summary of one file (purpose, public API, dependencies, side effects), with its internal units (unexported declarations and what they do). style brief (2-3 sentences) or dense (~50- and ~150-token summaries) asks the configured model each time.",
      inputSchema: { ...fileArg, style: z.enum(["technical", "brief", "dense"]).default("technical").describe("technical (cached), brief or dense (need a model)") },
    },
    ({ path: file, style }) =>
      guarded(async () => {
        if (style !== "technical") {
          if (!deps.llm) throw new Error(`style ${style} asks a model: start strata mcp with --llm <provider:model> or STRATA_LLM set`);
          const short = await getShortSummary({ root, file: path.resolve(root, file), store, config: deps.config, persist: false, llm: deps.llm, style, count: deps.countTokens });
          return ok({ ...short, path: file, fresh: true, recomputed: true });
        }
        const result = await getSummary({ root, file: path.resolve(root, file), store, config: deps.config, persist: false, ...(deps.llm ? { llm: deps.llm } : {}) });
        // The file's unexported declarations (the contract behind the summary keeps exports only), from the stored
        // graph: as of the last index when the file changed since.
        const internalUnits = await fileUnits(store, result.summary.filePath, new Set(result.summary.public_api.map((a) => a.name)));
        return ok({
          path: file,
          summary: result.summary,
          internalUnits,
          ...(result.unsaved && internalUnits.length ? { internalUnitsFresh: false } : {}),
          fresh: result.fresh,
          generator: result.generatorKey,
          recomputed: !result.cached,
          ...(result.cache ? { cache: result.cache } : {}),
          ...(result.fallbackReason ? { fallbackReason: result.fallbackReason } : {}),
        });
      }),
  );
  server.registerTool(
    "file_contract",
    { description: "The semantic contract of one file: exports with signatures and docs, imports resolved to files.", inputSchema: fileArg },
    ({ path: file }) =>
      guarded(async () => {
        const result = await getContract({ root, file: path.resolve(root, file), store, config: deps.config, persist: false });
        return ok({ path: file, contract: result.cached ? await withImportPaths(store, result.record.contract) : result.record.contract, fresh: true, recomputed: !result.cached });
      }),
  );

  server.registerTool(
    "node_summary",
    { description: 'The hierarchical summary of any graph node: a function or method, a class, a file, a folder ("src/router/") or the repository ("."): purpose, inputs, outputs, side effects, calls and why, details.', annotations: { readOnlyHint: true }, inputSchema: { node: z.string().min(1).max(MAX_PATH_CHARS).describe('node id as returned by search, a file path, a folder path, ".", a place "path:line" (the innermost node there), or a qualified or simple name (a name of several nodes is an error listing them)') } },
    ({ node }) =>
      guarded(async () => {
        const { id, said } = await nodeIdInStore(store, await store.listGraphNodes(), node);
        const found = (await findNodeSummary(store, root, id)) ?? (id === node ? undefined : await findNodeSummary(store, root, node));
        if (!found) throw new NotInIndexError(`no summary for node "${node}": ids look like src/a.ts#Parser.parse, src/a.ts, src/util/ or . (see search)`);
        return ok({ ...found, ...said });
      }),
  );

  for (const direction of ["callers", "callees"] as const) {
    server.registerTool(
      direction,
      { description: `The ${direction} of a node (id as returned by search, e.g. "src/a.ts#Parser.parse", a place "path:line", or a qualified or simple name: a name of several nodes is an error listing them), with path:line, one-line summaries, \`resolution\` (type-checked, scope, import, name-only) and, for a link that is no call, \`via\` (callback: passed as a value; reference: a getter or method used as a property; literal: built by a literal). At most \`limit\` (default ${CALLS_PAGE}) from \`offset\` (default 0), sorted by id; \`total\` counts them all, \`next\` is the offset of the next page.`, annotations: { readOnlyHint: true }, inputSchema: { node: z.string().min(1).max(MAX_PATH_CHARS), limit: z.number().int().min(1).max(500).optional(), offset: z.number().int().min(0).optional() } },
      ({ node: query, limit, offset }) =>
        guarded(async () => {
          const g = await edges();
          // Without a stored graph (edges inferred from summaries) only ids are known.
          const { id: node, said } = await nodeIdInStore(store, await store.listGraphNodes(), query, false, g.from === "graph" ? g.edges : undefined);
          const known = g.edges.some((e) => e.from === node || e.to === node) || (await store.getSearchDocs([node])).length > 0;
          if (!known) throw new NotInIndexError(`no node "${query}" in the index: ids look like src/a.ts#Parser.parse (as returned by search)`);
          // How sure each link is: the strongest resolution among the edges to that node.
          return ok(await callsAnswer(root, store, g.edges, g.from, node, said, direction, { limit: limit ?? CALLS_PAGE, offset: offset ?? 0 }));
        }),
    );
  }
  registerNavigationTools(server, { root, store, countTokens: deps.countTokens, ok, guarded });
  registerCategoryTool(server, { store, ok, guarded });
  return server;
}
