/**
 * C#: tree-sitter-c-sharp from `@vscode/tree-sitter-wasm`. Public = `public` (interface and enum
 * members implicitly); docs are `///` XML doc comments (`<summary>`, `<param name="x">`, `<returns>`).
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";

/** What the tree-sitter extractor knows about C#. */
export const csharpProfile: TreeSitterProfile = {
  id: "csharp",
  name: "C#",
  extensions: [".cs"],
  grammar: "tree-sitter-c-sharp.wasm",
  queryDir: "csharp",
  defaultVisibility: "private",
  docComments: { types: ["comment"], match: /^\/\/\/(?!\/)/ },
  docTags: "xml",
};
