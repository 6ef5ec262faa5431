/**
 * Python: tree-sitter-python from `@vscode/tree-sitter-wasm`. Public = listed in `__all__` when the
 * module has one, else no leading underscore (parsing-cases "Conventions"); `__init__` is kept as the
 * constructor. Docs are docstrings (captured as `@doc`), not comments.
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { pythonHooks } from "./hooks.js";

const GRAMMAR = "tree-sitter-python.wasm";

/** Registry entry of Python: extensions, extractor and grammar. */
export const pythonSpec: LanguageSpec = {
  id: "python",
  extensions: [".py", ".pyi", ".pyw"],
  extractor: "tree-sitter",
  grammar: GRAMMAR,
};

/** What the tree-sitter extractor knows about Python. */
export const pythonProfile: TreeSitterProfile = {
  id: "python",
  grammar: GRAMMAR,
  queryDir: "python",
  defaultVisibility: "public",
  publicName: /^(?:[^_]|__init__$)/u,
  hooks: pythonHooks,
};
