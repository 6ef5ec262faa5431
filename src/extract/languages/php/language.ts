/**
 * PHP: tree-sitter-php from `@vscode/tree-sitter-wasm`. Public unless `private`/`protected`; docs are
 * PHPDoc `/** *\/` comments with `@tags`. Names keep PHP's `$` on properties and parameters.
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";

/** What the tree-sitter extractor knows about PHP. */
export const phpProfile: TreeSitterProfile = {
  id: "php",
  name: "PHP",
  extensions: [".php"],
  grammar: "tree-sitter-php.wasm",
  queryDir: "php",
  defaultVisibility: "public",
  docComments: { types: ["comment"], match: /^\/\*\*(?!\/)/ },
  docTags: "at",
};
