/** The lazy reader shared by the tree-sitter graph builder and its resolver (a leaf module). */
import type { GraphLanguage } from "./graphLanguage.js";

/** Reads files that are not being built but whose facts resolution needs (result types, re-exports). */
export interface LazySource {
  /** The text of a repository file, or undefined when it cannot be read. */
  text(path: string): string | undefined;
  /** The graph language of a repository file, or undefined. */
  language(path: string): GraphLanguage | undefined;
}
