/**
 * Go: tree-sitter-go from `@vscode/tree-sitter-wasm`. Exported = the name starts with an upper-case
 * letter (any script, as the Go spec says); doc comments are the `//` or `/* *\/` lines directly above.
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { goHooks } from "./hooks.js";

const GRAMMAR = "tree-sitter-go.wasm";

/** Registry entry of Go: extensions, extractor and grammar. */
export const goSpec: LanguageSpec = { id: "go", extensions: [".go"], extractor: "tree-sitter", grammar: GRAMMAR };

/** What the tree-sitter extractor knows about Go. */
export const goProfile: TreeSitterProfile = {
  id: "go",
  grammar: GRAMMAR,
  queryDir: "go",
  defaultVisibility: "private",
  publicName: /^\p{Lu}/u,
  docComments: { types: ["comment"] },
  hooks: goHooks,
};
