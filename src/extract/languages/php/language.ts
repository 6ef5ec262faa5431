/**
 * PHP: tree-sitter-php from `@vscode/tree-sitter-wasm`. Public unless `private`/`protected`; docs are
 * PHPDoc `/** *\/` comments with `@tags`. Names keep PHP's `$` on properties and parameters.
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";

const GRAMMAR = "tree-sitter-php.wasm";

/** Registry entry of PHP: extensions, extractor and grammar. */
export const phpSpec: LanguageSpec = { id: "php", extensions: [".php"], extractor: "tree-sitter", grammar: GRAMMAR };

/** What the tree-sitter extractor knows about PHP. */
export const phpProfile: TreeSitterProfile = {
  id: "php",
  grammar: GRAMMAR,
  queryDir: "php",
  defaultVisibility: "public",
  docComments: { types: ["comment"], match: /^\/\*\*(?!\/)/ },
  docTags: "at",
};
