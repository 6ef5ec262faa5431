/**
 * Java: tree-sitter-java from `@vscode/tree-sitter-wasm`. Public = `public` (interface members and
 * enum constants implicitly); docs are the Javadoc `/** *\/` comment above a declaration, with `@tags`.
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";

const GRAMMAR = "tree-sitter-java.wasm";

/** Registry entry of Java: extensions, extractor and grammar. */
export const javaSpec: LanguageSpec = { id: "java", extensions: [".java"], extractor: "tree-sitter", grammar: GRAMMAR };

/** What the tree-sitter extractor knows about Java. */
export const javaProfile: TreeSitterProfile = {
  id: "java",
  grammar: GRAMMAR,
  queryDir: "java",
  defaultVisibility: "private",
  docComments: { types: ["block_comment"], match: /^\/\*\*(?!\/)/ },
  docTags: "at",
};
