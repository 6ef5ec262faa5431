/**
 * Java: tree-sitter-java from `@vscode/tree-sitter-wasm`. Public = `public` (interface members and
 * enum constants implicitly); docs are the Javadoc `/** *\/` comment above a declaration, with `@tags`.
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { javaDocMarkup } from "./docMarkup.js";

/** What the tree-sitter extractor knows about Java. */
export const javaProfile: TreeSitterProfile = {
  id: "java",
  name: "Java",
  extensions: [".java"],
  grammar: "tree-sitter-java.wasm",
  queryDir: "java",
  defaultVisibility: "private",
  docComments: { types: ["block_comment"], match: /^\/\*\*(?!\/)/ },
  docTags: "at",
  docMarkup: javaDocMarkup,
};
