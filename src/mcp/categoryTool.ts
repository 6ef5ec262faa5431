/**
 * The `categories` tool of `strata mcp`: files by purpose (seed 003_ac3c632a333c0efa.txt, "Research into
 * navigation by purpose"). Without `category`: per category its count and top `limit` paths with confidences
 * (evidence left out to stay compact). With `category`: that category's files from `offset`, at most `limit`,
 * with evidence. Read-only; the answer is bounded like every other (answers.ts).
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { categoryOverview, CATEGORY_IDS, filesInCategory, type CategoryId } from "../retrieve/index.js";
import type { Store } from "../store/index.js";
import type { ToolResult } from "./answers.js";

/** What the tool needs from the server. */
export interface CategoryToolDeps {
  store: Store;
  ok: (value: Record<string, unknown>) => Promise<ToolResult>;
  guarded: (body: () => Promise<ToolResult>) => Promise<ToolResult>;
}

/** Files listed per category by default: 5 in the overview, 50 for one category. */
const OVERVIEW_TOP = 5;
const CATEGORY_PAGE = 50;

/** Registers the tool on `server`. */
export function registerCategoryTool(server: McpServer, deps: CategoryToolDeps): void {
  const { store, ok, guarded } = deps;
  server.registerTool(
    "categories",
    {
      description: `Files by purpose. Without category: every category (${CATEGORY_IDS.join(", ")}) with its file count and top files (path, confidence). With category: its files, highest confidence first, with the evidence (file name, imports, exports, doc). Defaults: limit ${OVERVIEW_TOP} per category in the overview, ${CATEGORY_PAGE} for one category; offset 0.`,
      annotations: { readOnlyHint: true, openWorldHint: false },
      inputSchema: {
        category: z.enum(CATEGORY_IDS as unknown as [CategoryId, ...CategoryId[]]).optional(),
        limit: z.number().int().min(1).max(500).optional(),
        offset: z.number().int().min(0).optional(),
      },
    },
    ({ category, limit, offset }) =>
      guarded(async () => {
        if (category) {
          const files = await filesInCategory(store, category);
          const from = offset ?? 0;
          const page = files.slice(from, from + (limit ?? CATEGORY_PAGE));
          return ok({ category, count: files.length, offset: from, files: page, ...(from + page.length < files.length ? { next: from + page.length } : {}) });
        }
        const o = await categoryOverview(store, limit ?? OVERVIEW_TOP);
        return ok({
          files: o.files,
          categorized: o.categorized,
          coverage: o.coverage,
          threshold: o.threshold,
          categories: o.categories.map((c) => ({ category: c.category, count: c.count, top: c.top.map((f) => ({ path: f.path, confidence: f.confidence })) })),
        });
      }),
  );
}
