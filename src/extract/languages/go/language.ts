/**
 * Go: tree-sitter-go from `@vscode/tree-sitter-wasm`. Exported = the name starts with an upper-case
 * letter (any script, as the Go spec says); doc comments are the `//` or `/* *\/` lines directly above.
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { goDocMarkup } from "./docMarkup.js";
import { goHooks } from "./hooks.js";

/** What the tree-sitter extractor knows about Go. */
export const goProfile: TreeSitterProfile = {
  id: "go",
  name: "Go",
  extensions: [".go"],
  grammar: "tree-sitter-go.wasm",
  queryDir: "go",
  defaultVisibility: "private",
  publicName: /^\p{Lu}/u,
  docComments: { types: ["comment"] },
  docMarkup: goDocMarkup,
  restSpelling: { list: "...", dict: "...", onType: true },
  hooks: goHooks,
};
