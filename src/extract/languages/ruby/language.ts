/**
 * Ruby: tree-sitter-ruby from `@vscode/tree-sitter-wasm`. Public unless in a `private`/`protected`
 * section; docs are the `#` comment lines above a definition (YARD `@tags`).
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { rubyHooks } from "./hooks.js";

const GRAMMAR = "tree-sitter-ruby.wasm";

/** Registry entry of Ruby: extensions, extractor and grammar. */
export const rubySpec: LanguageSpec = { id: "ruby", extensions: [".rb"], extractor: "tree-sitter", grammar: GRAMMAR };

/** What the tree-sitter extractor knows about Ruby. */
export const rubyProfile: TreeSitterProfile = {
  id: "ruby",
  grammar: GRAMMAR,
  queryDir: "ruby",
  defaultVisibility: "public",
  docComments: { types: ["comment"], through: ["body_statement"] },
  docTags: "at",
  hooks: rubyHooks,
};
