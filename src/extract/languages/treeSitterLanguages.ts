/**
 * tree-sitter languages: one folder each under `languages/<id>/` with `language.ts` and `contract.scm`.
 */
import type { LanguageSpec } from "./spec.js";

export const TREE_SITTER_LANGUAGES: LanguageSpec[] = [];
