/**
 * Advance preparation (seed 003 "What advance preparation changed"): off by default;
 * `strata serve --warm` computes the basic summary of every region of every file before the first request,
 * so a later context preparation reads summaries only. Progress is data (STYLE §4): the CLI draws it.
 */
import type { Region } from "../extract/index.js";
import type { WorkspaceParts } from "./parts.js";
import { regionInput } from "./basicSummaries.js";
import { initHash } from "../shared/hash.js";

/** Progress after each file. */
export interface WarmProgress {
  done: number;
  total: number;
  /** Regions seen so far. */
  regions: number;
  path: string;
}

/** What a warm run did. Times in ms. */
export interface WarmReport {
  files: number;
  regions: number;
  /** Summaries computed now (the rest were already in the store or memory). */
  computed: number;
  modelCalls: number;
  /** Files that could not be read or parsed, with the reason. */
  failed: { path: string; message: string }[];
  durationMs: number;
  aborted: boolean;
}

/** Every real region under `region` (itself included); synthetic groups are looked through, never summarized. */
function realRegions(region: Region, out: Region[] = []): Region[] {
  if (!region.synthetic) out.push(region);
  for (const c of region.children) realRegions(c, out);
  return out;
}

/**
 * Prepares the basic summaries of all real regions (synthetic groups are never frontier regions nor
 * summarized: seed 003 "the meaning and breadcrumb traversals skip the synthetic groups") of every
 * discovered file, one file at a time.
 * @throws StoreError when the store fails; per-file problems are reported in `failed`.
 */
export async function warmWorkspace(parts: WorkspaceParts, options: { onProgress?: (p: WarmProgress) => void; signal?: AbortSignal } = {}): Promise<WarmReport> {
  const started = performance.now();
  await initHash();
  const { files } = await parts.files.list();
  const before = { ...parts.basic.stats };
  const report: WarmReport = { files: files.length, regions: 0, computed: 0, modelCalls: 0, failed: [], durationMs: 0, aborted: false };
  for (const [i, f] of files.entries()) {
    if (options.signal?.aborted) {
      report.aborted = true;
      break;
    }
    try {
      const file = await parts.files.read(f.path);
      const tree = await parts.trees.get(file);
      const regions = realRegions(tree.root);
      report.regions += regions.length;
      await parts.basic.get(
        regions.map((r) => regionInput(file, r)),
        options.signal,
      );
    } catch (error) {
      if ((error as Error).name === "StoreError") throw error;
      report.failed.push({ path: f.path, message: (error as Error).message });
    }
    options.onProgress?.({ done: i + 1, total: files.length, regions: report.regions, path: f.path });
  }
  report.computed = parts.basic.stats.computed - before.computed;
  report.modelCalls = parts.basic.stats.modelCalls - before.modelCalls;
  report.durationMs = performance.now() - started;
  return report;
}
