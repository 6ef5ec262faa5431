/**
 * Hand labels of purpose categories (`bench/categories/labels*.json`) and the precision of the shipped scorer
 * against them, shared by `bench:categories` and `bench:summaries`.
 */
import fs from "node:fs";
import { scoreCategories, type FileCategory } from "../src/retrieve/index.js";
import type { Store } from "../src/store/index.js";

/** A labels file: per repository, the commit the labels are for and each file's categories (possibly none). */
export interface CategoryLabelFile {
  repos: Record<string, { commit: string; files: Record<string, string[]> }>;
}

/** One labelled file with the scorer's categories and confidences. */
export interface ScoredFile {
  repo: string;
  path: string;
  labels: Set<string>;
  scores: FileCategory[];
}

/** Reads a labels file. @throws Error when it cannot be read or parsed. */
export function readCategoryLabels(file: string): CategoryLabelFile {
  return JSON.parse(fs.readFileSync(file, "utf8")) as CategoryLabelFile;
}

/**
 * The labelled files of repository `name` scored from the contracts in `store`.
 * @throws Error when a labelled file is not in the index (labels for another commit).
 */
export async function scoreLabelledFiles(store: Store, name: string, labels: CategoryLabelFile["repos"][string], where: string): Promise<ScoredFile[]> {
  const files = new Map((await store.listFiles()).map((f) => [f.path, f]));
  return Object.entries(labels.files).map(([p, l]) => {
    const f = files.get(p);
    if (!f) throw new Error(`${name}: labelled file ${p} is not in the index of ${where} (labels are for commit ${labels.commit})`);
    return { repo: name, path: p, labels: new Set(l), scores: scoreCategories(p, f.contract) };
  });
}

/** Assignments kept at `threshold` (confidence ≥ threshold) and how many of them carry a hand label. */
export function keptAssignments(rows: readonly ScoredFile[], threshold: number): { kept: number; correct: number } {
  let kept = 0;
  let correct = 0;
  for (const r of rows) {
    for (const s of r.scores) {
      if (s.confidence < threshold) continue;
      kept++;
      if (r.labels.has(s.category)) correct++;
    }
  }
  return { kept, correct };
}
