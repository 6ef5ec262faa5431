/**
 * `strata summary <file>`: the file's TechnicalSummary from the store (a folder, or no argument: the folder's or the
 * repository's hierarchical summary, as `--node <folder>/` and `--node .` give it); a file changed since indexing (or never
 * indexed) is summarized in memory and nothing is stored — a read never writes, so the store cannot claim a
 * row fresh whose graph and node summaries were not rebuilt (`strata index` does that). The text and `--json`
 * (`internalUnits`) also list the file's unexported declarations from the graph with their node summaries' purposes. With a model configured the summary comes through the semantic cache (SQLite or Redis); the text output ends
 * with the generator and whether the summary is fresh.
 */
import fs from "node:fs";
import { fileUnits, getSummary, type SummaryResult } from "../../query/index.js";
import { repositoryNamespace } from "../../pipeline/index.js";
import { openSummaryCache } from "../../store/index.js";
import { configFor, EXIT, findRootForFile, printJson, resolveRoot, storeFor, storeForFileQuery } from "../common.js";
import { llmFor } from "../llm.js";
import type { FileCommandOptions } from "./contract.js";
import { renderSummary } from "../render/summary.js";
import { nodeSummaryCommand, type NodeOption } from "./nodeSummary.js";
import { shortSummaryCommand, type SummaryStyle } from "./summaryStyle.js";
import { UsageError } from "../exit.js";

/** Runs the command; returns the exit code. */
export async function summaryCommand(file: string, opts: FileCommandOptions & NodeOption & { style?: SummaryStyle }): Promise<number> {
  if (opts.style !== undefined && opts.style !== "technical") {
    if (opts.node !== undefined || file === undefined) throw new UsageError(`--style ${opts.style} summarizes a file: give <file>, not --node`);
    return shortSummaryCommand(file, opts.style, opts);
  }
  // No argument: the repository's summary; a folder: the folder's (both are graph nodes, not files).
  if (opts.node === undefined && file === undefined) return nodeSummaryCommand(undefined, { ...opts, node: resolveRoot(opts.repo) });
  if (opts.node === undefined && file !== undefined && isDirectory(file)) return nodeSummaryCommand(undefined, { ...opts, node: file.endsWith("/") ? file : `${file}/` });
  // A node id (`src/a.py#Nested`) where a file was expected: that node's summary, as `--node` gives it.
  if (opts.node === undefined && file !== undefined && file.includes("#") && !fs.existsSync(file)) return nodeSummaryCommand(undefined, { ...opts, node: file });
  if (opts.node !== undefined || file === undefined) return nodeSummaryCommand(file, opts);
  const root = opts.repo ? resolveRoot(opts.repo) : findRootForFile(file);
  const config = configFor(root, opts);
  // Reading a summary: its footer names the generator, so the setup hint of `strata index` would only repeat.
  const llm = llmFor(config, { ...opts, quiet: true });
  // Without a model nothing is written (the summary is read, or made in memory): no store is created either. With one,
  // the semantic cache keeps what the model wrote.
  const store = llm ? storeForFileQuery(root, config) : storeFor(root, config, { readOnly: true });
  try {
    const cache = llm ? await openSummaryCache(config, store, { repository: repositoryNamespace(root, config) }) : undefined;
    try {
      const result = await getSummary({ root, file, store, config, persist: false, ...(llm ? { llm } : {}), ...(cache ? { cache } : {}) });
      // A file the index skips (a lockfile, a secret file) is never stored: "run strata index" would not change that.
      const skipped = result.unsaved ? (await store.listSkipped()).find((f) => f.path === result.summary.filePath) : undefined;
      // A file with no row at all was never indexed (no `strata index` yet, or a file added since): not "changed".
      const unindexed = result.unsaved && !skipped && !(await store.getFile(result.summary.filePath));
      const units = await fileUnits(store, result.summary.filePath, new Set(result.summary.public_api.map((a) => a.name)));
      // The units come from the stored graph: as of the last index when the file changed since (a trial on logrus saw a
      // private method's old line under "fresh: yes").
      const unitsStale = result.unsaved && units.length > 0;
      if (opts.json) printJson({ ...summaryJson(result), internalUnits: units, ...(unitsStale ? { internalUnitsFresh: false } : {}), ...(skipped ? { skipped: { reason: skipped.reason, detail: skipped.detail } } : {}) });
      else process.stdout.write(renderSummary(result.summary, result.cached, result.diagnostics, freshnessLine(result, skipped?.detail, unindexed).trimEnd(), units, unitsStale));
    } finally {
      await cache?.close();
    }
  } finally {
    await store.close();
  }
  return EXIT.ok;
}

/** True when `file` (as given, relative to the working directory) is a directory. */
function isDirectory(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The `--json` answer: the `TechnicalSummary` (unchanged, schema `technical-summary.v1.json`) under `summary`,
 * with its freshness beside it; absent facts are `null`, so every key is always present:
 * `{ path, summary, fresh, generator, generatorKey, cache, commit, contentHash, cached, unsaved, fallbackReason, diagnostics }`
 * (`unsaved`: made now from the file on disk, not stored: the index is out of date for it).
 */
export function summaryJson(r: SummaryResult): Record<string, unknown> {
  return {
    path: r.summary.filePath,
    summary: r.summary,
    fresh: r.fresh,
    generator: r.generator,
    generatorKey: r.generatorKey,
    cache: r.cache ?? null,
    commit: r.commit ?? null,
    contentHash: r.contentHash,
    cached: r.cached,
    unsaved: r.unsaved,
    fallbackReason: r.fallbackReason ?? null,
    diagnostics: r.diagnostics,
  };
}

/**
 * `(fresh: yes; generator: P-TECH-JSON@1|openai:gpt-4o-mini; cache: semantic-hit; commit: 1a2b3c4d5e6f; from the store)`
 * (or `computed now and stored`, or `made now from the changed file, not stored: run strata index`, or for a file the
 * index skips, `skipped`: its detail, or for a file with no row, `unindexed`, `made now, not stored: the file is not in
 * the index yet: run strata index`), then a line with the fallback reason when there is one.
 */
export function freshnessLine(r: SummaryResult, skipped?: string, unindexed = false): string {
  const parts = [`fresh: ${r.fresh ? "yes" : "no (stale)"}`, `generator: ${r.generatorKey}`];
  if (r.cache) parts.push(`cache: ${r.cache}`);
  if (r.commit) parts.push(`commit: ${r.commit.slice(0, 12)}`);
  if (skipped) parts.push(`made now, never stored: the index skips this file (${skipped.replace(/\.$/u, "")})`);
  else if (r.unsaved && unindexed) parts.push("made now, not stored: the file is not in the index yet: run strata index");
  else parts.push(r.cached ? "from the store" : r.unsaved ? "made now from the changed file, not stored: run strata index" : "computed now and stored");
  const line = `(${parts.join("; ")})\n`;
  return r.fallbackReason ? `${line}(no LLM summary, extractive kept: ${r.fallbackReason})\n` : line;
}
