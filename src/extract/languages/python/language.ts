/**
 * Python: tree-sitter-python from `@vscode/tree-sitter-wasm`. Public = listed in `__all__` when the
 * module has one, else no leading underscore (parsing-cases "Conventions"); `__init__` is kept as the
 * constructor. Docs are docstrings (captured as `@doc`), not comments.
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { pythonHooks } from "./hooks.js";

/** What the tree-sitter extractor knows about Python. */
export const pythonProfile: TreeSitterProfile = {
  id: "python",
  extensions: [".py", ".pyi", ".pyw"],
  grammar: "tree-sitter-python.wasm",
  queryDir: "python",
  defaultVisibility: "public",
  publicName: /^(?:[^_]|__init__$)/u,
  hooks: pythonHooks,
};
