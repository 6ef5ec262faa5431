/**
 * The one interface every Stage 1 extractor implements (seed 000 §7.3, "IExtractor": take a file and
 * return its SemanticContract). Extractors are pure over text: they never read the disk themselves,
 * except the TypeScript extractor, which lets the compiler resolve imported modules under its root.
 */
import type { SemanticContract } from "./contract.js";

/** A decoded source file handed to an extractor. */
export interface SourceText {
  /** Repository-relative path with `/` separators. */
  path: string;
  /** File text: BOM removed, otherwise exactly as decoded from UTF-8 (line endings untouched). */
  text: string;
  /** Language id from the language registry (`typescript`, `python`, …). */
  language: string;
}

/** What an extractor returns: the contract without the file metrics, which the pipeline adds. */
export type ExtractedContract = Omit<SemanticContract, "metrics">;

export interface Extractor {
  /** Short id, e.g. `ts-morph`, `tree-sitter`, `text`. */
  readonly id: string;
  /** Version of this extractor's output rules; part of every stored row's cache key. Bump on any output change. */
  readonly version: number;
  /** Whether this extractor handles `language`. */
  supports(language: string): boolean;
  /**
   * Extracts the semantic contract of one file. Never throws for bad input: a syntax error or an
   * unsupported construct yields a partial contract with a diagnostic.
   * @throws Error only for a broken environment (a grammar that cannot load).
   */
  extract(file: SourceText): Promise<ExtractedContract>;
  /**
   * Optional: called once with every file of a batch before any `extract` call, so an extractor that
   * benefits from seeing files together (the TypeScript compiler) can load them in one program.
   */
  prepare?(files: SourceText[]): Promise<void>;
  /** Releases parsers, trees and compiler state. */
  dispose(): void;
}
