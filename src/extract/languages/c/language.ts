/**
 * C: parsed with the C++ grammar and the C++ queries (`languages/cpp/`), since
 * `@vscode/tree-sitter-wasm` ships no C grammar; plain C parses the same under it. `.h` files are C.
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { cppProfile } from "../cpp/language.js";

/** What the tree-sitter extractor knows about C. */
export const cProfile: TreeSitterProfile = { ...cppProfile, id: "c", name: "C", extensions: [".c", ".h"] };
