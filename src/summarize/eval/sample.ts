/** The seeded file sample of the summary validation (seed `000_2a42ff7c47e3b4f9.txt` Part V §5.3, §5.5). */
import { seededRandom } from "../../shared/random.js";

/**
 * `n` of `paths` chosen by a Fisher–Yates shuffle under `seed` (mulberry32), returned in path order; the same
 * paths and seed give the same sample on every run. All of them when `n` ≥ their number.
 */
export function samplePaths(paths: readonly string[], n: number, seed: number): string[] {
  const sorted = [...new Set(paths)].sort();
  const random = seededRandom(seed);
  for (let i = sorted.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sorted[i], sorted[j]] = [sorted[j]!, sorted[i]!];
  }
  return sorted.slice(0, Math.max(0, n)).sort();
}
