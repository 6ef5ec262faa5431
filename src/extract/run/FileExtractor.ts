/**
 * In-process Stage 1 engine: runs each file's extractor, one outcome per file. Used directly for small
 * runs and by each worker thread of {@link ExtractPool} for large ones, so both paths give the same
 * contracts. Measuring (tokens) and validating happen on the calling thread ({@link finalizeContract}),
 * where they overlap with the extraction still running in the threads.
 */
import type { ExtractedContract, Extractor, SourceText } from "../extractor.js";
import { ExtractorSet } from "../extractorSet.js";
import { detectLanguage } from "../languages/registry.js";

/** Files extracted between two turns of the event loop. */
const YIELD_EVERY_FILES = 8;

/** What every extraction of one run shares. Plain data: it crosses to worker threads. */
export interface ExtractSettings {
  /** Absolute repository root. */
  root: string;
}

/** One decoded file to extract, with its size on disk in bytes. */
export interface ExtractInput {
  source: SourceText;
  bytes: number;
}

/** The result for one file: its contract (without metrics), or why the extractor failed (a bug, not bad input). */
export type ExtractOutcome =
  | { path: string; ok: true; extracted: ExtractedContract }
  | { path: string; ok: false; message: string };

export class FileExtractor {
  private readonly extractors: ExtractorSet;

  constructor(settings: ExtractSettings) {
    this.extractors = new ExtractorSet(settings.root);
  }

  /**
   * Extracts `inputs` in order, calling `onOutcome` after each file. Files are first handed to their
   * extractor's `prepare` together, so the TypeScript compiler builds one program for the batch.
   * Stops between files once `signal` is aborted. Never throws for a file's content.
   */
  async extractBatch(inputs: ExtractInput[], onOutcome: (outcome: ExtractOutcome) => void, signal?: AbortSignal): Promise<void> {
    if (!inputs.length) return;
    const byExtractor = new Map<Extractor, SourceText[]>();
    for (const { source } of inputs) {
      const extractor = await this.extractors.forLanguage(detectLanguage(source.path));
      byExtractor.set(extractor, [...(byExtractor.get(extractor) ?? []), source]);
    }
    for (const [extractor, files] of byExtractor) await extractor.prepare?.(files);
    for (const [i, input] of inputs.entries()) {
      // Extraction is synchronous work: give the event loop a turn now and then so a Ctrl-C (SIGINT
      // handler → `signal`) is seen between files, not after the whole batch.
      if (i % YIELD_EVERY_FILES === YIELD_EVERY_FILES - 1) await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) return;
      onOutcome(await this.extractOne(input.source));
    }
  }

  private async extractOne(source: SourceText): Promise<ExtractOutcome> {
    try {
      const extractor = await this.extractors.forLanguage(detectLanguage(source.path));
      return { path: source.path, ok: true, extracted: await extractor.extract(source) };
    } catch (error) {
      return { path: source.path, ok: false, message: (error as Error).message };
    }
  }

  /** Releases every extractor (compiler projects, parsers). */
  async dispose(): Promise<void> {
    await this.extractors.dispose();
  }
}
