/**
 * C++: tree-sitter-cpp from `@vscode/tree-sitter-wasm`. Public = not file-local (`static`, anonymous
 * namespace) and, in a class, under `public:`; docs are the comment lines directly above (Doxygen
 * `@tags`/`\tags`).
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { cFamilyHooks } from "./hooks.js";

const GRAMMAR = "tree-sitter-cpp.wasm";

/** Registry entry of C++: extensions, extractor and grammar. */
export const cppSpec: LanguageSpec = {
  id: "cpp",
  extensions: [".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx"],
  extractor: "tree-sitter",
  grammar: GRAMMAR,
};

/** What the tree-sitter extractor knows about C++. */
export const cppProfile: TreeSitterProfile = {
  id: "cpp",
  grammar: GRAMMAR,
  queryDir: "cpp",
  defaultVisibility: "public",
  docComments: { types: ["comment"] },
  docTags: "at",
  hooks: cFamilyHooks,
};
