/**
 * In-process Stage 1 engine: turns decoded files into final contracts (extract, measure, validate,
 * canonicalize), one outcome per file. Used directly for small runs and by each worker thread of
 * {@link ExtractPool} for large ones, so both paths produce byte-identical contracts.
 */
import type { SemanticContract } from "../contract.js";
import type { Extractor, SourceText } from "../extractor.js";
import { ExtractorSet } from "../extractorSet.js";
import { detectLanguage } from "../languages/registry.js";
import { fileMetrics, finalizeContract } from "../metrics.js";
import { tokenCounter, type TokenCounter, type TokenEncoding } from "../../shared/tokens.js";

/** Files extracted between two turns of the event loop. */
const YIELD_EVERY_FILES = 8;

/** What every extraction of one run shares. Plain data: it crosses to worker threads. */
export interface ExtractSettings {
  /** Absolute repository root. */
  root: string;
  tokenEncoding: TokenEncoding;
  /** Summarization trigger, in tokens (seed 000 §4.2). */
  tokenThreshold: number;
}

/** One decoded file to extract, with its size on disk in bytes. */
export interface ExtractInput {
  source: SourceText;
  bytes: number;
}

/** The result for one file: its final contract, or why the extractor failed (a bug, not bad input). */
export type ExtractOutcome =
  | { path: string; ok: true; contract: SemanticContract }
  | { path: string; ok: false; message: string };

export class FileExtractor {
  private readonly extractors: ExtractorSet;
  private countTokens: TokenCounter | undefined;

  constructor(private readonly settings: ExtractSettings) {
    this.extractors = new ExtractorSet(settings.root);
  }

  /**
   * Extracts `inputs` in order, calling `onOutcome` after each file. Files are first handed to their
   * extractor's `prepare` together, so the TypeScript compiler builds one program for the batch.
   * Stops between files once `signal` is aborted. Never throws for a file's content.
   */
  async extractBatch(inputs: ExtractInput[], onOutcome: (outcome: ExtractOutcome) => void, signal?: AbortSignal): Promise<void> {
    if (!inputs.length) return;
    this.countTokens ??= await tokenCounter(this.settings.tokenEncoding);
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
      onOutcome(await this.extractOne(input, this.countTokens));
    }
  }

  private async extractOne({ source, bytes }: ExtractInput, countTokens: TokenCounter): Promise<ExtractOutcome> {
    try {
      const extractor = await this.extractors.forLanguage(detectLanguage(source.path));
      const extracted = await extractor.extract(source);
      const metrics = fileMetrics(source.text, bytes, countTokens, this.settings.tokenThreshold);
      return { path: source.path, ok: true, contract: finalizeContract(extracted, metrics) };
    } catch (error) {
      return { path: source.path, ok: false, message: (error as Error).message };
    }
  }

  /** Releases every extractor (compiler projects, parsers). */
  async dispose(): Promise<void> {
    await this.extractors.dispose();
  }
}
