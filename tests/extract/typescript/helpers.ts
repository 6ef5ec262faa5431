/**
 * Test helpers for the TypeScript extractor: fixtures are written to a temporary directory as real
 * files (the compiler resolves imports on disk), extracted in one batch, and removed afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ExtractedContract, SourceText } from "../../../src/extract/extractor.js";
import { detectLanguage } from "../../../src/extract/languages/registry.js";
import { TsMorphExtractor } from "../../../src/extract/typescript/TsMorphExtractor.js";

/** Repository-relative path → file content (a leading BOM is written to disk and stripped from the text). */
export type FixtureFiles = Record<string, string>;

/** Options of {@link extractFixture}. */
export interface ExtractFixtureOptions {
  /** Files to extract, in this order (default: every TS/JS file in key order). */
  extract?: string[];
  /** Order of the batch given to `prepare` (default: the extract order). */
  prepareOrder?: string[];
  filesPerProject?: number;
}

/** Writes `files` under a fresh temporary root, calls `fn(root)`, and removes the root. */
export async function withTempRepo<T>(files: FixtureFiles, fn: (root: string) => Promise<T>): Promise<T> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-ts-"));
  try {
    for (const [rel, content] of Object.entries(files)) {
      const abs = path.join(root, rel);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, content);
    }
    return await fn(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** The `SourceText` the pipeline would hand over for a fixture file. */
export function sourceText(rel: string, content: string): SourceText {
  return { path: rel, text: content.replace(/^\uFEFF/, ""), language: detectLanguage(rel).id };
}

/** Extracts the fixture's files in one batch and returns their contracts by path. */
export async function extractFixture(files: FixtureFiles, options: ExtractFixtureOptions = {}): Promise<Map<string, ExtractedContract>> {
  const targets = options.extract ?? Object.keys(files).filter((f) => ["typescript", "javascript"].includes(detectLanguage(f).id));
  return withTempRepo(files, async (root) => {
    const extractor = new TsMorphExtractor({ root, ...(options.filesPerProject ? { filesPerProject: options.filesPerProject } : {}) });
    try {
      await extractor.prepare((options.prepareOrder ?? targets).map((f) => sourceText(f, files[f] ?? "")));
      const out = new Map<string, ExtractedContract>();
      for (const f of targets) out.set(f, await extractor.extract(sourceText(f, files[f] ?? "")));
      return out;
    } finally {
      extractor.dispose();
    }
  });
}

/** Extracts one file of a fixture. */
export async function extractOne(files: FixtureFiles, file: string): Promise<ExtractedContract> {
  const all = await extractFixture(files);
  const contract = all.get(file);
  if (!contract) throw new Error(`no contract for ${file}`);
  return contract;
}
