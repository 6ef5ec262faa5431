/**
 * tree-sitter languages: one folder each under `languages/<id>/` with `language.ts` (a
 * {@link LanguageSpec} and a {@link TreeSitterProfile}), `contract.scm`, `imports.scm` and, for quirks,
 * `hooks.ts` (C reuses the `cpp` folder's queries). The registry reads the specs; the tree-sitter
 * extractor reads the profiles.
 */
import type { LanguageSpec } from "./spec.js";
import type { TreeSitterProfile } from "../treeSitter/profile.js";
import { cProfile, cSpec } from "./c/language.js";
import { cppProfile, cppSpec } from "./cpp/language.js";
import { csharpProfile, csharpSpec } from "./csharp/language.js";
import { goProfile, goSpec } from "./go/language.js";
import { javaProfile, javaSpec } from "./java/language.js";
import { phpProfile, phpSpec } from "./php/language.js";
import { pythonProfile, pythonSpec } from "./python/language.js";
import { rubyProfile, rubySpec } from "./ruby/language.js";
import { rustProfile, rustSpec } from "./rust/language.js";

/** Specs of the tree-sitter languages, for the registry (`registry.ts`). */
export const TREE_SITTER_LANGUAGES: LanguageSpec[] = [
  pythonSpec,
  goSpec,
  javaSpec,
  rustSpec,
  csharpSpec,
  rubySpec,
  phpSpec,
  cSpec,
  cppSpec,
];

/** Profiles of the languages above, in the same order. */
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
