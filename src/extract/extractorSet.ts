/**
 * Creates extractors lazily, one per kind, and picks the one for a language (seed 000 §7.3: the
 * TreeSitterExtractor "acts as a factory"; ts-morph handles TypeScript/JavaScript).
 */
import type { Extractor } from "./extractor.js";
import type { ExtractorKind, LanguageSpec } from "./languages/spec.js";
import { TextExtractor } from "./TextExtractor.js";
import { TsMorphExtractor } from "./typescript/TsMorphExtractor.js";
import { TreeSitterExtractor } from "./treeSitter/TreeSitterExtractor.js";

export class ExtractorSet {
  private readonly extractors = new Map<ExtractorKind, Extractor>();

  /** @param root absolute repository root, used by the TypeScript compiler to resolve imports. */
  constructor(private readonly root: string) {}

  /** The extractor for a language spec, created on first use. */
  forLanguage(spec: LanguageSpec): Extractor {
    let extractor = this.extractors.get(spec.extractor);
    if (!extractor) {
      extractor = this.create(spec.extractor);
      this.extractors.set(spec.extractor, extractor);
    }
    return extractor;
  }

  /** `id@version` of the extractor for a language: stored with each row so a new version re-extracts.
   * Creates the extractor if needed (cheap: extractors load parsers lazily). */
  versionKey(spec: LanguageSpec): string {
    const e = this.forLanguage(spec);
    return `${e.id}@${e.version}`;
  }

  /** Disposes every extractor created so far; the set can be used again afterwards. */
  dispose(): void {
    for (const e of this.extractors.values()) e.dispose();
    this.extractors.clear();
  }

  private create(kind: ExtractorKind): Extractor {
    switch (kind) {
      case "ts-morph":
        return new TsMorphExtractor({ root: this.root });
      case "tree-sitter":
        return new TreeSitterExtractor();
      case "text":
        return new TextExtractor();
    }
  }
}
