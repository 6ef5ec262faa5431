/**
 * Rust: tree-sitter-rust from `@vscode/tree-sitter-wasm`. Public = `pub` (any form); docs are `///`
 * and `/** *\/` outer doc comments above an item (attributes may stand between); the file description
 * is its `//!` inner doc comments.
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";

const GRAMMAR = "tree-sitter-rust.wasm";

/** Registry entry of Rust: extensions, extractor and grammar. */
export const rustSpec: LanguageSpec = { id: "rust", extensions: [".rs"], extractor: "tree-sitter", grammar: GRAMMAR };

/** What the tree-sitter extractor knows about Rust. */
export const rustProfile: TreeSitterProfile = {
  id: "rust",
  grammar: GRAMMAR,
  queryDir: "rust",
  defaultVisibility: "private",
  docComments: {
    types: ["line_comment", "block_comment"],
    match: /^(?:\/\/\/(?!\/)|\/\*\*(?![*/]))/,
    skip: ["attribute_item"],
  },
  relativeModule: /^(?:crate|self|super)(?:::|$)/,
};
