/**
 * The language registry: maps a file path to its {@link LanguageSpec}. Built from the language tables,
 * so the supported-language list is data, not code branches.
 */
import path from "node:path";
import type { LanguageSpec } from "./spec.js";
import { TEXT_LANGUAGES, FALLBACK_LANGUAGE } from "./text.js";
import { TYPESCRIPT_LANGUAGES } from "./typescript.js";
import { TREE_SITTER_LANGUAGES } from "./treeSitterLanguages.js";

/** Every registered language, structural ones first. */
export const LANGUAGES: LanguageSpec[] = [...TYPESCRIPT_LANGUAGES, ...TREE_SITTER_LANGUAGES, ...TEXT_LANGUAGES];

const byExtension = new Map<string, LanguageSpec>();
const byFileName = new Map<string, LanguageSpec>();
for (const spec of LANGUAGES) {
  for (const ext of spec.extensions) if (!byExtension.has(ext)) byExtension.set(ext, spec);
  for (const name of spec.fileNames ?? []) byFileName.set(name, spec);
}

const FALLBACK: LanguageSpec = { id: FALLBACK_LANGUAGE, extensions: [], extractor: "text" };

/**
 * The language of a repository path, by exact file name first, then by extension (case-insensitive); given the file's
 * `text`, a language's {@link LanguageSpec.contentVariants} may name another (a `.h` header written in C++ is `cpp`).
 * Unknown text files get the `text` language.
 */
export function detectLanguage(filePath: string, text?: string): LanguageSpec {
  const base = path.posix.basename(filePath);
  const named = byFileName.get(base);
  if (named) return named;
  const extension = path.posix.extname(base).toLowerCase();
  const spec = byExtension.get(extension) ?? FALLBACK;
  if (text === undefined || !spec.contentVariants) return spec;
  const variant = spec.contentVariants.find((v) => v.extensions.includes(extension) && v.pattern.test(v.comments ? text.replace(v.comments, "") : text));
  return (variant && getLanguage(variant.language)) ?? spec;
}

/** The spec registered under `id`, if any. */
export function getLanguage(id: string): LanguageSpec | undefined {
  return LANGUAGES.find((l) => l.id === id);
}
