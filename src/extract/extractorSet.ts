/**
 * Creates extractors lazily, one per kind, and picks the one for a language (seed 000 §7.3: the
 * TreeSitterExtractor "acts as a factory"; ts-morph handles TypeScript/JavaScript). Extractor modules
 * are imported on first use, so a run that only needs tree-sitter never loads the TypeScript compiler.
 */
import type { Extractor } from "./extractor.js";
import type { ExtractorKind, LanguageSpec } from "./languages/spec.js";

export class ExtractorSet {
  private readonly extractors = new Map<ExtractorKind, Promise<Extractor>>();

  /** @param root absolute repository root, used by the TypeScript compiler to resolve imports. */
  constructor(private readonly root: string) {}

  /**
   * The extractor for a language spec, created on first use.
   * @throws Error when the extractor's module or grammar cannot be loaded (a broken installation).
   */
  forLanguage(spec: LanguageSpec): Promise<Extractor> {
    let extractor = this.extractors.get(spec.extractor);
    if (!extractor) {
      extractor = this.create(spec.extractor);
      this.extractors.set(spec.extractor, extractor);
    }
    return extractor;
  }

  /** Disposes every extractor created so far; the set can be used again afterwards. */
  async dispose(): Promise<void> {
    const created = [...this.extractors.values()];
    this.extractors.clear();
    for (const e of await Promise.allSettled(created)) if (e.status === "fulfilled") e.value.dispose();
  }

  private async create(kind: ExtractorKind): Promise<Extractor> {
    switch (kind) {
      case "ts-morph": {
        const { TsMorphExtractor } = await import("./typescript/TsMorphExtractor.js");
        return new TsMorphExtractor({ root: this.root });
      }
      case "tree-sitter": {
        const { TreeSitterExtractor } = await import("./treeSitter/TreeSitterExtractor.js");
        return new TreeSitterExtractor();
      }
      case "text": {
        const { TextExtractor } = await import("./TextExtractor.js");
        return new TextExtractor();
      }
    }
  }
}
