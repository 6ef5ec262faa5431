/**
 * The extractor for text files without structure: path and language only (sizes are added as metrics).
 */
import { CONTRACT_FORMAT_VERSION } from "./contract.js";
import type { Extractor, ExtractedContract, SourceText } from "./extractor.js";
import { EXTRACTORS } from "./extractorVersions.js";

export class TextExtractor implements Extractor {
  readonly id = EXTRACTORS["text"].id;
  readonly version = EXTRACTORS["text"].version;

  supports(): boolean {
    return true;
  }

  async extract(file: SourceText): Promise<ExtractedContract> {
    return emptyContract(file);
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
