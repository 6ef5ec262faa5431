/**
 * Reading the stored purpose categories (seed 003_ac3c632a333c0efa.txt, "Research into navigation by purpose"):
 * the overview `strata categories` and the MCP `categories` tool answer with, and the files of one category that
 * `strata search --category` limits results to. Read-only.
 */
import type { Store } from "../store/index.js";
import { CATEGORY_IDS, CATEGORY_RULES, CATEGORY_THRESHOLD, type CategoryId } from "./categoryTable.js";
import { UsageProblem } from "../shared/errors.js";

/** A file in a category: path, confidence in [0, 1] and the evidence lines. */
export interface CategoryFile {
  path: string;
  confidence: number;
  evidence: string[];
}

/** One category of the overview: how many files it holds and the `top` of them (highest confidence, then path). */
export interface CategorySummary {
  category: CategoryId;
  label: string;
  count: number;
  top: CategoryFile[];
}

/** The overview of a repository's categories. Counts are files. */
export interface CategoryOverview {
  /** Files stored. */
  files: number;
  /** Files with at least one category. */
  categorized: number;
  /** `categorized / files`, three decimals (0 for an empty store). */
  coverage: number;
  threshold: number;
  /** Every category in table order, empty ones included. */
  categories: CategorySummary[];
}

/**
 * Thrown when the store holds no files (nothing indexed yet) or files without categories (a run stopped before the
 * categories stage): says to run `strata index`. Read commands stop on it; nothing was written.
 */
export class NoCategoriesError extends UsageProblem {
  constructor(location: string, empty: boolean, ran = false) {
    super(
      empty
        ? ran
          ? `the index in ${location} holds no files: the last \`strata index\` found nothing to index (see its skipped list)`
          : `nothing indexed in ${location}: run \`strata index\` first`
        : `no purpose categories in ${location}: run \`strata index\` to compute them`,
    );
    this.name = "NoCategoriesError";
  }
}

/** Every stored file per category, each list sorted by confidence (highest first), then path. */
async function filesByCategory(store: Store): Promise<{ files: number; categorized: number; by: Map<CategoryId, CategoryFile[]> }> {
  const [stamps, rows] = await Promise.all([store.listStamps(), store.listFileCategories()]);
  if (!rows.length) throw new NoCategoriesError(store.location, stamps.length === 0, stamps.length === 0 && (await store.listRuns(1))[0]?.finishedAt !== undefined);
  const by = new Map<CategoryId, CategoryFile[]>(CATEGORY_IDS.map((id) => [id, []]));
  for (const row of rows) for (const c of row.categories) by.get(c.category as CategoryId)?.push({ path: row.path, confidence: c.confidence, evidence: c.evidence });
  for (const list of by.values()) list.sort((a, b) => b.confidence - a.confidence || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files: stamps.length, categorized: rows.filter((r) => r.categories.length).length, by };
}

/**
 * Counts and the `top` files (default 5) of every category.
 * @throws NoCategoriesError when nothing is indexed or files are stored without categories; StoreError.
 */
export async function categoryOverview(store: Store, top = 5): Promise<CategoryOverview> {
  const { files, categorized, by } = await filesByCategory(store);
  return {
    files,
    categorized,
    coverage: files ? Math.round((categorized / files) * 1000) / 1000 : 0,
    threshold: CATEGORY_THRESHOLD,
    categories: CATEGORY_RULES.map((r) => ({ category: r.id, label: r.label, count: by.get(r.id)!.length, top: by.get(r.id)!.slice(0, top) })),
  };
}

/**
 * The files of `category`, highest confidence first, then by path.
 * @throws NoCategoriesError when nothing is indexed or files are stored without categories; StoreError.
 */
export async function filesInCategory(store: Store, category: CategoryId): Promise<CategoryFile[]> {
  return (await filesByCategory(store)).by.get(category) ?? [];
}
