/**
 * Python: tree-sitter-python from `@vscode/tree-sitter-wasm`. Public = listed in `__all__` when the
 * module has one, else no leading underscore (parsing-cases "Conventions"), except dunders: `__init__` (the
 * constructor), `__call__`, `__enter__`, `__iter__`… are the protocol a caller uses, so they are public API
 * (a trial on httpx found them missing); `_private` and `__mangled` stay out. Docs are docstrings (captured
 * as `@doc`), not comments.
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { pythonDocMarkup } from "./docMarkup.js";
import { pythonHooks } from "./hooks.js";

/** What the tree-sitter extractor knows about Python. */
export const pythonProfile: TreeSitterProfile = {
  id: "python",
  name: "Python",
  extensions: [".py", ".pyi", ".pyw"],
  grammar: "tree-sitter-python.wasm",
  queryDir: "python",
  defaultVisibility: "public",
  publicName: /^(?:[^_]|__\w+__$)/u,
  docMarkup: pythonDocMarkup,
  restSpelling: { list: "*", dict: "**" },
  declarationFiles: /\.pyi$/u,
  significantIndentation: true,
  aliasReexports: true,
  docstring: { body: "body", statement: "expression_statement", strings: ["string"] },
  hooks: pythonHooks,
};
