/**
 * The `categories` stage, last: the purpose categories of every file whose stored categories are missing, were made
 * from other content (content hash) or by other rules (`CATEGORY_RULES_VERSION`); rows of removed files are
 * deleted in the same transaction. A pure function of path and contract (retrieve `categorizeFile`, seed
 * 003_ac3c632a333c0efa.txt "Research into navigation by purpose"), so a run costs about a millisecond per file.
 * The report: `files` (recomputed), `categorized` (of those, with at least one category), `ms`.
 */
import { categorizeFile, CATEGORY_RULES_VERSION } from "../retrieve/index.js";
import type { FileCategoriesRecord, FileRecord } from "../store/index.js";
import type { IndexStage, StageContext } from "./types.js";
import type { CategoriesStageReport } from "./stageReports.js";

async function run(context: StageContext): Promise<CategoriesStageReport> {
  const started = performance.now();
  const { store } = context;
  const stamps = await store.listStamps();
  const current = new Map((await store.listFileCategories()).map((r) => [r.path, r]));
  const stale = stamps.filter((s) => current.get(s.path)?.rulesVersion !== CATEGORY_RULES_VERSION);
  // Most files stale (first run, new rules): one pass over every row; else only the stale rows.
  const rows: FileRecord[] = stale.length > stamps.length / 2 ? (await store.listFiles()).filter((f) => current.get(f.path)?.rulesVersion !== CATEGORY_RULES_VERSION) : [];
  if (!rows.length) for (const s of stale) {
    const row = await store.getFile(s.path);
    if (row) rows.push(row);
  }
  const records: FileCategoriesRecord[] = rows.map((f) => ({ path: f.path, contentHash: f.contentHash, rulesVersion: CATEGORY_RULES_VERSION, categories: categorizeFile(f.path, f.contract) }));
  await store.replaceFileCategories(records);
  context.onProgress?.({ stage: "categories", done: records.length, total: records.length, unit: "files" });
  return { files: records.length, categorized: records.filter((r) => r.categories.length).length, ms: Math.round(performance.now() - started) };
}

/** The categories stage of `strata index`. */
export const categoriesStage: IndexStage<CategoriesStageReport> = { name: "categories", run };
