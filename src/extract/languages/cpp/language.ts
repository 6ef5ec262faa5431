/**
 * C++: tree-sitter-cpp from `@vscode/tree-sitter-wasm`. Public = not file-local (`static`, anonymous
 * namespace) and, in a class, under `public:`; docs are the comment lines directly above (Doxygen
 * `@tags`/`\tags`).
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { cFamilyHooks } from "./hooks.js";
import { blankDeclarationMacros } from "./macros.js";

/** What the tree-sitter extractor knows about C++. */
export const cppProfile: TreeSitterProfile = {
  id: "cpp",
  name: "C++",
  extensions: [".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx"],
  grammar: "tree-sitter-cpp.wasm",
  queryDir: "cpp",
  defaultVisibility: "public",
  docComments: { types: ["comment"] },
  docTags: "at",
  hooks: cFamilyHooks,
  blankMacros: blankDeclarationMacros,
};
