/**
 * The extractor for text files without code structure: path and language (sizes are added as metrics), and for
 * documentation (a language marked `prose`: Markdown, reStructuredText, a plain README) a description from its title, first paragraph and headings.
 */
import { CONTRACT_FORMAT_VERSION } from "./contract.js";
import type { Extractor, ExtractedContract, SourceText } from "./extractor.js";
import { EXTRACTORS } from "./extractorVersions.js";
import { docOutline } from "./docOutline.js";
import { getLanguage } from "./languages/registry.js";

export class TextExtractor implements Extractor {
  readonly id = EXTRACTORS["text"].id;
  readonly version = EXTRACTORS["text"].version;

  supports(): boolean {
    return true;
  }

  async extract(file: SourceText): Promise<ExtractedContract> {
    const contract = emptyContract(file);
    const description = getLanguage(file.language)?.prose ? docOutline(file.text) : undefined;
    return description ? { ...contract, description } : contract;
  }

  dispose(): void {}
}

/** A contract with no entities: the shape every extractor starts from. */
export function emptyContract(file: SourceText): ExtractedContract {
  return {
    formatVersion: CONTRACT_FORMAT_VERSION,
    filePath: file.path,
    language: file.language,
    exports: [],
    referenced: [],
    dependencies: [],
    diagnostics: [],
  };
}
