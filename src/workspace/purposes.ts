/**
 * The purpose categories for the workspace page's file filter (seed 003_ac3c632a333c0efa.txt, "Research into
 * navigation by purpose"): every category with its label and file count, and each categorized file's categories.
 * Read from the store as `strata index` left it; a store without categories gives empty lists (the page then
 * hides the filter).
 */
import { CATEGORY_RULES } from "../retrieve/index.js";
import type { Store } from "../store/index.js";

/** What `GET /api/categories` answers. */
export interface PurposeIndex {
  /** Categories in table order, with how many files each holds. */
  categories: { category: string; label: string; count: number }[];
  /** Repo-relative path → its categories, highest confidence first; files without a category are absent. */
  files: Record<string, string[]>;
}

/** @throws StoreError when the store cannot be read. */
export async function purposeIndex(store: Store): Promise<PurposeIndex> {
  const files: Record<string, string[]> = {};
  const counts = new Map<string, number>();
  for (const row of await store.listFileCategories()) {
    if (!row.categories.length) continue;
    files[row.path] = row.categories.map((c) => c.category);
    for (const c of row.categories) counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
  }
  if (!Object.keys(files).length) return { categories: [], files };
  return { categories: CATEGORY_RULES.map((r) => ({ category: r.id, label: r.label, count: counts.get(r.id) ?? 0 })), files };
}
