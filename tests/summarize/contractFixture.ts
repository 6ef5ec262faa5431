/** A semantic contract for summary tests: empty lists and small metrics, overridden by `over`. */
import type { SemanticContract } from "../../src/extract/index.js";

export function contractWith(over: Partial<SemanticContract>): SemanticContract {
  return {
    formatVersion: 1,
    filePath: "src/x.ts",
    language: "typescript",
    exports: [],
    referenced: [],
    dependencies: [],
    metrics: { bytes: 10, lines: 1, tokens: 3, sendInFull: true },
    diagnostics: [],
    ...over,
  };
}
