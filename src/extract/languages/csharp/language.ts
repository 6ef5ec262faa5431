/**
 * C#: tree-sitter-c-sharp from `@vscode/tree-sitter-wasm`. Public = `public` (interface and enum
 * members implicitly); docs are `///` XML doc comments (`<summary>`, `<param name="x">`, `<returns>`).
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";

const GRAMMAR = "tree-sitter-c-sharp.wasm";

/** Registry entry of C#: extensions, extractor and grammar. */
export const csharpSpec: LanguageSpec = { id: "csharp", extensions: [".cs"], extractor: "tree-sitter", grammar: GRAMMAR };

/** What the tree-sitter extractor knows about C#. */
export const csharpProfile: TreeSitterProfile = {
  id: "csharp",
  grammar: GRAMMAR,
  queryDir: "csharp",
  defaultVisibility: "private",
  docComments: { types: ["comment"], match: /^\/\/\/(?!\/)/ },
  docTags: "xml",
};
