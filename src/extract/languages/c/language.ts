/**
 * C: parsed with the C++ grammar and the C++ queries (`languages/cpp/`), since
 * `@vscode/tree-sitter-wasm` ships no C grammar; plain C parses the same under it. `.h` files are C.
 */
import type { LanguageSpec } from "../spec.js";
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { cppProfile } from "../cpp/language.js";

/** Registry entry of C: extensions, extractor and grammar. */
export const cSpec: LanguageSpec = { id: "c", extensions: [".c", ".h"], extractor: "tree-sitter", grammar: cppProfile.grammar };

/** What the tree-sitter extractor knows about C. */
export const cProfile: TreeSitterProfile = { ...cppProfile, id: "c" };
