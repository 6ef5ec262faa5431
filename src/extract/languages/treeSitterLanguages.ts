/**
 * tree-sitter languages: one folder each under `languages/<id>/` with `language.ts` (a
 * {@link TreeSitterProfile}), `contract.scm`, `imports.scm` and, for quirks, `hooks.ts` (C reuses the
 * `cpp` folder's queries). The tree-sitter extractor reads the profiles; the registry, the specs
 * derived from them.
 */
import type { LanguageSpec } from "./spec.js";
import type { TreeSitterProfile } from "../treeSitter/profile.js";
import { cProfile } from "./c/language.js";
import { cppProfile } from "./cpp/language.js";
import { csharpProfile } from "./csharp/language.js";
import { goProfile } from "./go/language.js";
import { javaProfile } from "./java/language.js";
import { phpProfile } from "./php/language.js";
import { pythonProfile } from "./python/language.js";
import { rubyProfile } from "./ruby/language.js";
import { rustProfile } from "./rust/language.js";

/** Every tree-sitter language, in registry order. */
export const TREE_SITTER_PROFILES: readonly TreeSitterProfile[] = [
  pythonProfile,
  goProfile,
  javaProfile,
  rustProfile,
  csharpProfile,
  rubyProfile,
  phpProfile,
  cProfile,
  cppProfile,
];

/** Registry entries of the languages above, derived from their profiles (`registry.ts`). */
export const TREE_SITTER_LANGUAGES: LanguageSpec[] = TREE_SITTER_PROFILES.map((p) => ({
  id: p.id,
  name: p.name,
  extensions: p.extensions,
  extractor: "tree-sitter",
  grammar: p.grammar,
  ...(p.docMarkup ? { docMarkup: p.docMarkup } : {}),
  ...(p.restSpelling ? { restSpelling: p.restSpelling } : {}),
  ...(p.declarationFiles ? { declarationFiles: p.declarationFiles } : {}),
  ...(p.namedParameter ? { namedParameter: p.namedParameter } : {}),
  ...(p.significantIndentation ? { significantIndentation: true as const } : {}),
  ...(p.contentVariants ? { contentVariants: p.contentVariants } : {}),
}));
