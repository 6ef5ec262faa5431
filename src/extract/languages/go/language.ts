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
  // A name, then its type (`req *http.Request`, `args ...string`); `chan int` is a type. Go names all of a signature's
  // parameters or none (`Match(*http.Request, *RouteMatch) bool`); in `a, b int` only the last one carries its type.
  namedParameter: /^(?!chan\b)[\p{L}_][\p{L}\p{N}_]*\s+\S/u,
  hooks: goHooks,
};
