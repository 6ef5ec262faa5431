/**
 * Rust: tree-sitter-rust from `@vscode/tree-sitter-wasm`. Public = `pub` alone (not `pub(crate)`); docs are `///`
 * and `/** *\/` outer doc comments above an item (attributes, plain `//` comments and blank lines may stand between, as rustdoc reads them); the file description
 * is its `//!` inner doc comments.
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { blankItemMacros } from "./macros.js";

/** What the tree-sitter extractor knows about Rust. */
export const rustProfile: TreeSitterProfile = {
  id: "rust",
  name: "Rust",
  extensions: [".rs"],
  grammar: "tree-sitter-rust.wasm",
  queryDir: "rust",
  defaultVisibility: "private",
  docComments: {
    types: ["line_comment", "block_comment"],
    match: /^(?:\/\/\/(?!\/)|\/\*\*(?![*/]))/,
    skip: ["attribute_item"],
    plainCommentsBetween: true,
    blankLinesBetween: true,
  },
  relativeModule: /^(?:crate|self|super)(?:::|$)/,
  blankMacros: blankItemMacros,
};
