/**
 * The navigation and change-impact tools of `strata mcp`: `definition`, `references`, `impact`, `changes`,
 * `repo_map` and `source`, answering with the same JSON as the CLI commands of the same names. All read-only.
 */
import fs from "node:fs";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { contractChanges, findDefinitions, findExportDefinitions, isSimpleName, packagesOf, repoMap, withExportDefinitions } from "../navigate/index.js";
import { changesAnswer, definitionAnswer, impactAnswer, referencesAnswer } from "../query/index.js";
import { oneLine } from "../retrieve/index.js";
import { PathRefusedError, redactSecrets, resolveRepoPath } from "../extract/index.js";
import type { TokenCounter } from "../shared/tokens.js";
import { hashText, initHash } from "../shared/hash.js";
import type { Store } from "../store/index.js";

import { NotInIndexError, type ToolResult } from "./answers.js";
import { nodeIdInStore } from "./nodeArg.js";

/** What the tools need from the server. */
export interface NavigationDeps {
  root: string;
  store: Store;
  countTokens: TokenCounter;
  ok: (value: Record<string, unknown>) => Promise<ToolResult>;
  guarded: (body: () => Promise<ToolResult>) => Promise<ToolResult>;
}

/** Most lines the `source` tool returns by default. */
export const SOURCE_MAX_LINES = 400;

/** Changed files the `changes` tool returns per page by default (a cut answer says how to page on with `offset`). */
export const CHANGES_PAGE = 50;

/** Scanned file versions the `source` tool keeps. */
const SCANS_KEPT = 8;

const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

/** Registers the tools on `server`. */
export function registerNavigationTools(server: McpServer, deps: NavigationDeps): void {
  const { root, store, ok, guarded } = deps;
  const graph = async () => {
    const g = await store.getGraph();
    // Not in the index (yet): while `strata mcp`'s first update runs, the guard says so instead of asking for an index.
    if (!g.nodes.length) throw new NotInIndexError("no code graph in the store yet: run `strata index`");
    return g;
  };
  const unknown = (id: string): Error => new NotInIndexError(`no node "${id}" in the code graph: ids look like src/a.ts#Parser.parse (see definition or search)`);
  // Secrets are masked as when the file was indexed; the mask keeps every line and offset. The text, scan and content
  // hash of one version of a file (path, size, mtime) are shared by the calls that ask for it, so many calls for one
  // large file (or for several nodes of one file) read, scan and hash it once.
  type Scan = { text: string; masked: Promise<string[]>; hash: () => Promise<string> };
  const scans = new Map<string, Scan>();
  const scanOf = (text: string, rel: string): Scan => {
    let hash: Promise<string> | undefined;
    return { text, masked: redactSecrets(text, rel).then((r) => r.text.split(/\r?\n/u)), hash: () => (hash ??= initHash().then(() => hashText(text))) };
  };
  const maskedSource = (abs: string, rel: string): Scan => {
    const version = (): string => {
      const stat = fs.statSync(abs);
      return `${abs}\0${stat.size}\0${stat.mtimeMs}`;
    };
    const key = version();
    const kept = scans.get(key);
    if (kept) return kept;
    const text = fs.readFileSync(abs, "utf8");
    // A file written while it was read is scanned for this call alone.
    if (version() !== key) return scanOf(text, rel);
    const scan = scanOf(text, rel);
    scans.set(key, scan);
    if (scans.size > SCANS_KEPT) scans.delete(scans.keys().next().value!);
    return scan;
  };
  const nodeArg = z.string().min(1).max(1000).describe('node id as returned by search or definition ("src/a.ts#Parser.parse"), a repository-relative file path, or a qualified or simple name (Parser.parse, parse); a name of several nodes is an error listing them');

  /** Files per page of an `impact` answer: a node used across a repository (gin's `Context`) reached 40,000 characters whole. */
  const IMPACT_PAGE = 30;
  /** Definitions per page: every `__init__` of a small repository came to 14,000 characters in one answer. */
  const DEFINITIONS_PAGE = 20;
  server.registerTool(
    "definition",
    { description: `Where a symbol is defined: path, lines, kind, signature, doc. Takes a node id, a qualified name (Parser.parse), an import path (starlette.requests.Request: match \`module-path\`), a package and a name in it (Go middleware.Logger: match \`package\`) or a simple name; name matches say so. \`Owner.member\` also finds a member Owner inherits, on the base type that declares it, with \`inheritedBy\` the type named. A constant, variable, type alias or enum (no node of its own) is found among the files' exports: match \`export\`, \`id\` its file, \`name\` the export. At most \`limit\` definitions (default ${DEFINITIONS_PAGE}) from \`offset\` (default 0); \`total\` counts them all, \`next\` is the offset of the next page.`, inputSchema: { symbol: z.string().min(1).max(1000), limit: z.number().int().min(1).max(500).optional(), offset: z.number().int().min(0).optional() }, annotations: readOnly },
    ({ symbol, limit, offset }) =>
      guarded(async () => {
        const g = await graph();
        const found = findDefinitions(g, symbol);
        // A Go `pkg.Name` (`middleware.Logger`) is read against the files' package clauses.
        const nodeDefs = found.length || isSimpleName(symbol) ? found : findDefinitions(g, symbol, packagesOf(await store.listFiles()));
        const defs = nodeDefs.length && !isSimpleName(symbol) ? nodeDefs : withExportDefinitions(nodeDefs, findExportDefinitions(await store.listFiles(), symbol));
        return ok(await definitionAnswer(root, store, symbol, defs, { limit: limit ?? DEFINITIONS_PAGE, offset: offset ?? 0 }));
      }),
  );
  server.registerTool(
    "references",
    { description: "Every use site of a node (calls, constructions of a type — `C()`, `new C()`, a Go composite literal `T{…}` — imports, inheritance; in TypeScript/JavaScript also where a function or class is named as a value without a call, kind `uses`): path:line, enclosing node, the line's text, `via` on a use that is no call (callback, reference, literal), and `resolution` (resolved, or by-name where the resolver could not prove the target; by-name sites come after the resolved ones, and none whose receiver is named after another class with a method of that name, e.g. `response.body` for `Request#body`). For a file no file imports (every Go file: Go imports packages), the uses of its declarations from other files, with `scope: declarations` and each site with its `target`. At most `limit` sites (default 100) from `offset` (default 0).", inputSchema: { node: nodeArg, limit: z.number().int().min(1).max(1000).optional(), offset: z.number().int().min(0).optional() }, annotations: readOnly },
    ({ node, limit, offset }) =>
      guarded(async () => {
        const g = await graph();
        const { id, said } = await nodeIdInStore(store, g.nodes, node, false, g.edges);
        const answer = await referencesAnswer(root, store, g, id, said, { limit: limit ?? 100, offset: offset ?? 0 });
        if (!answer) throw unknown(node);
        return ok(answer);
      }),
  );
  server.registerTool(
    "impact",
    { description: `What changing a node may break: transitive callers, importers and subclasses within \`depth\` hops (default 3), grouped by file (nearest first), with the tests among them; callers through an implemented interface (or one a function is declared as) say \`through\`, the overrides of a method (the methods of its subtypes with its name) say \`overrides\` and bring their callers, \`testsAt\` gives the fewest hops to a test when none is within \`depth\`, unresolved same-name callers (one hop) say \`resolution: by-name\`. A name that names only the overloads of one method takes them all (\`overloads\`). At most \`limit\` files (default ${IMPACT_PAGE}) from \`offset\` (default 0); \`fileCount\` counts them all, \`next\` is the offset of the next page.`, inputSchema: { node: nodeArg, depth: z.number().int().min(1).max(10).optional(), limit: z.number().int().min(1).max(500).optional(), offset: z.number().int().min(0).optional() }, annotations: readOnly },
    ({ node, depth, limit, offset }) =>
      guarded(async () => {
        const g = await graph();
        const { id, said, overloads } = await nodeIdInStore(store, g.nodes, node, true, g.edges);
        const answer = await impactAnswer(root, store, g, id, said, depth ?? 3, { limit: limit ?? IMPACT_PAGE, offset: offset ?? 0 }, overloads);
        if (!answer) throw unknown(node);
        return ok(answer);
      }),
  );
  server.registerTool(
    "changes",
    {
      description: `For a git diff (\`since\` a revision, default HEAD, against the working tree; or \`staged\`): per file, exported names added/removed and signatures changed, the callers of changed exports, and whether its stored summary is stale. Files by path, at most \`limit\` (default ${CHANGES_PAGE}) from \`offset\` (default 0); \`next\` is the offset of the next page.`,
      inputSchema: { since: z.string().min(1).max(200).optional(), staged: z.boolean().optional(), limit: z.number().int().min(1).max(500).optional(), offset: z.number().int().min(0).optional() },
      annotations: readOnly,
    },
    ({ since, staged, limit, offset }) =>
      guarded(async () => {
        const records = await store.listFiles();
        const storedHashes = new Map(records.map((r) => [r.path, r.contentHash]));
        const imports = new Map(records.map((r) => [r.path, r.contract.dependencies]));
        const skipped = new Set((await store.listSkipped()).map((f) => f.path));
        const files = await contractChanges({ root, graph: await graph(), storedHashes, imports, skipped, ...(since ? { since } : {}), ...(staged ? { staged } : {}) });
        return ok(changesAnswer(staged ? "HEAD (staged)" : (since ?? "HEAD"), files, { limit: limit ?? CHANGES_PAGE, offset: offset ?? 0 }));
      }),
  );
  server.registerTool(
    "repo_map",
    { description: "A map of the repository without a question: the most important files by PageRank over the code graph (personalized to `focus` files), with signatures and one-line summaries, within `budget` tokens (default 2000).", inputSchema: { budget: z.number().int().min(100).max(20000).optional(), focus: z.array(z.string().min(1).max(1000)).max(50).optional() }, annotations: readOnly },
    ({ budget, focus }) =>
      guarded(async () => {
        const docs = await store.getSearchDocs((await store.listSearchStamps()).map((s) => s.id));
        const summaries = new Map(docs.map((d) => [d.id, oneLine(d)] as [string, string]).filter(([, s]) => s !== ""));
        const map = repoMap(await graph(), { budget: budget ?? 2000, countTokens: deps.countTokens, summaries, ...(focus ? { focus } : {}) });
        return ok({ ...map });
      }),
  );
  server.registerTool(
    "source",
    { description: `The code of one node (function, method, class or file) as it is on disk, with its path and lines; at most \`maxLines\` lines (default ${SOURCE_MAX_LINES}), cut answers say so.`, inputSchema: { node: nodeArg, maxLines: z.number().int().min(1).max(2000).optional() }, annotations: readOnly },
    ({ node, maxLines }) =>
      guarded(async () => {
        const g = await graph();
        const { id, said } = await nodeIdInStore(store, g.nodes, node, false, g.edges);
        const n = g.nodes.find((x) => x.id === id);
        if (!n || (n.kind !== "file" && !n.span)) throw unknown(node);
        let scan: Scan;
        try {
          scan = maskedSource(resolveRepoPath(fs.realpathSync(root), n.path).abs, n.path);
        } catch (error) {
          throw new Error(`cannot read ${n.path}${error instanceof PathRefusedError ? `: ${error.message}` : ""}`);
        }
        const lines = await scan.masked;
        const start = n.span?.startLine ?? 1;
        const end = n.span?.endLine ?? lines.length;
        const cap = maxLines ?? SOURCE_MAX_LINES;
        const last = Math.min(end, start + cap - 1);
        const stored = await store.getFile(n.path);
        const fresh = stored?.contentHash === (await scan.hash());
        return ok({ node: id, ...said, path: n.path, startLine: start, endLine: last, code: lines.slice(start - 1, last).join("\n"), ...(last < end ? { truncated: true, totalLines: end - start + 1 } : {}), fresh });
      }),
  );
}
