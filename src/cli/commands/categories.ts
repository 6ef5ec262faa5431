/**
 * `strata categories [repo]`: files by purpose (seed 003_ac3c632a333c0efa.txt, "Research into navigation by
 * purpose") — per category its file count and top files, or with `--category <c>` every file of one category.
 * Read-only.
 */
import { categoryOverview, filesInCategory, type CategoryFile, type CategoryOverview } from "../../retrieve/index.js";
import { printable } from "../../shared/printable.js";
import { EXIT, withRepository, integerOption, noResults, printJson, type CommonOptions } from "../common.js";
import { categoryOption } from "./search.js";

export interface CategoriesCommandOptions extends CommonOptions {
  top?: string;
  category?: string;
}

/** The overview as text: one header line per category with its count, then its top files with confidences. */
export function renderOverview(o: CategoryOverview): string {
  const lines = [`${o.categorized} of ${o.files} files categorized (coverage ${(o.coverage * 100).toFixed(1)}%, threshold ${o.threshold})`];
  for (const c of o.categories) {
    lines.push("", `${c.category} (${c.count})`);
    for (const f of c.top) lines.push(`  ${f.confidence.toFixed(2)}  ${printable(f.path)}`);
  }
  return `${lines.join("\n")}\n`;
}

const renderFiles = (files: CategoryFile[]): string => files.map((f) => `${f.confidence.toFixed(2)}\t${printable(f.path)}\t${printable(f.evidence.join("; "))}\n`).join("");

/** Runs the command; returns the exit code. */
export async function categoriesCommand(repo: string | undefined, opts: CategoriesCommandOptions): Promise<number> {
  const top = integerOption("--top", opts.top, { min: 1 }, 5);
  const category = opts.category === undefined ? undefined : categoryOption(opts.category);
  await withRepository(repo, opts, "read", async ({ store }) => {
    if (category) {
      const files = await filesInCategory(store, category);
      if (opts.json) printJson({ category, files });
      else if (!files.length) noResults(`files in category ${category}`);
      else process.stdout.write(renderFiles(files));
    } else {
      const overview = await categoryOverview(store, top);
      if (opts.json) printJson(overview);
      else process.stdout.write(renderOverview(overview));
    }
  });
  return EXIT.ok;
}
