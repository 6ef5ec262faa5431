/**
 * Ruby: tree-sitter-ruby from `@vscode/tree-sitter-wasm`. Public unless in a `private`/`protected`
 * section; docs are the `#` comment lines above a definition (YARD `@tags`).
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { rubyDocMarkup } from "./docMarkup.js";
import { rubyHooks } from "./hooks.js";

/** What the tree-sitter extractor knows about Ruby. */
export const rubyProfile: TreeSitterProfile = {
  id: "ruby",
  name: "Ruby",
  extensions: [".rb"],
  grammar: "tree-sitter-ruby.wasm",
  queryDir: "ruby",
  defaultVisibility: "public",
  docComments: { types: ["comment"], through: ["body_statement"] },
  docTags: "at",
  docMarkup: rubyDocMarkup,
  restSpelling: { list: "*", dict: "**" },
  hooks: rubyHooks,
};
