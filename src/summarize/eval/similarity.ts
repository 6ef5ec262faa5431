/**
 * Semantic similarity of a summary to the human description (seed `000_2a42ff7c47e3b4f9.txt` Part V §5.2): the
 * cosine between embeddings of the summary's `main_responsibility` and the file's own doc description (module
 * docstring, file-level doc comment: the contract's `description`), through the configured embedder — the
 * project's stand-in for CodeBERTScore. Beside it, token F1 (lexical overlap), which §5.1 calls the weaker signal:
 * synonyms score 0. Files without a description are skipped and counted.
 */
import type { Embedder } from "../llm/types.js";

/** One file: the summary's main responsibility and the human description (absent or blank = skipped). */
export interface SimilarityInput {
  path: string;
  mainResponsibility: string;
  description?: string;
}

/** Per-file figures, three decimals. */
export interface SimilarityFile {
  path: string;
  cosine: number;
  tokenF1: number;
}

/** Per-file figures and their means (three decimals; 0 when no file was compared). */
export interface SimilarityReport {
  model: string;
  compared: number;
  /**
   * Compared files whose main responsibility is the description verbatim (after trimming): cosine and F1 are 1 by
   * construction. Extractive summaries take the main responsibility from the doc description, so the check says
   * something only about model-written summaries.
   */
  identical: number;
  skippedNoDescription: number;
  meanCosine: number;
  meanTokenF1: number;
  files: SimilarityFile[];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Cosine of two vectors of equal length; 0 when either is all zeros. @throws Error on unequal lengths. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`cosine: vectors of ${a.length} and ${b.length} dimensions`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Lower-cased word tokens (letters and digits; identifiers split at case changes are not split). */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Token F1 of two texts (bag of words, clipped counts); 0 when either has no token. */
export function tokenF1(candidate: string, reference: string): number {
  const c = wordTokens(candidate);
  const r = wordTokens(reference);
  if (!c.length || !r.length) return 0;
  const counts = new Map<string, number>();
  for (const t of r) counts.set(t, (counts.get(t) ?? 0) + 1);
  let overlap = 0;
  for (const t of c) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      overlap++;
      counts.set(t, n - 1);
    }
  }
  if (!overlap) return 0;
  const p = overlap / c.length;
  const rc = overlap / r.length;
  return (2 * p * rc) / (p + rc);
}

/**
 * Cosine and token F1 for every input with a description; embeds in batches of 64 text pairs. Throws what the
 * embedder throws.
 */
export async function summarySimilarity(embedder: Embedder, inputs: readonly SimilarityInput[]): Promise<SimilarityReport> {
  const compared = inputs.filter((i) => i.description?.trim() && i.mainResponsibility.trim());
  const files: SimilarityFile[] = [];
  for (let start = 0; start < compared.length; start += 64) {
    const batch = compared.slice(start, start + 64);
    const vectors = await embedder.embed(batch.flatMap((i) => [i.mainResponsibility, i.description!]));
    batch.forEach((i, k) => files.push({ path: i.path, cosine: round3(cosine(vectors[2 * k]!, vectors[2 * k + 1]!)), tokenF1: round3(tokenF1(i.mainResponsibility, i.description!)) }));
  }
  const mean = (xs: number[]): number => (xs.length ? round3(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);
  return {
    model: embedder.id,
    compared: files.length,
    identical: compared.filter((i) => i.mainResponsibility.trim() === i.description!.trim()).length,
    skippedNoDescription: inputs.length - compared.length,
    meanCosine: mean(files.map((f) => f.cosine)),
    meanTokenF1: mean(files.map((f) => f.tokenF1)),
    files,
  };
}
