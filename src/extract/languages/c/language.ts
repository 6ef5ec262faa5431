/**
 * C: parsed with the C++ grammar and the C++ queries (`languages/cpp/`), since
 * `@vscode/tree-sitter-wasm` ships no C grammar; plain C parses the same under it. `.h` files are C, unless their
 * text is C++ ({@link CPP_HEADER}).
 */
import type { TreeSitterProfile } from "../../treeSitter/profile.js";
import { cppProfile } from "../cpp/language.js";
import { blankCDeclarationMacros } from "../cpp/macros.js";

/**
 * Lines that only C++ writes, after GitHub Linguist's heuristics for `.h` (`lib/linguist/heuristics.yml`, named
 * pattern `cpp`): an include of a C++ standard header, `template <`, `try`/`constexpr`/`catch (` opening a line,
 * `class`, `namespace` or `using namespace` opening a line, an access label alone on its line, `__has_cpp_attribute`
 * or a `__cplusplus >` version test, and any `std::` name, outside comments ({@link C_COMMENTS}: hiredis's C header
 * `ffc.h` names `std::strtod` in one). (`#ifdef __cplusplus` / `extern "C"` guards are C.) spdlog's headers were
 * counted as C, and their calls with C's.
 */
export const CPP_HEADER =
  /^\s*#\s*include <(cstdint|string|vector|map|list|array|bitset|queue|stack|forward_list|unordered_map|unordered_set|(i|o|io)stream)>|^\s*template\s*<|^[ \t]*(try|constexpr)\b|^[ \t]*catch\s*\(|^[ \t]*(class|(using[ \t]+)?namespace)\s+\w+|^[ \t]*(private|public|protected):$|__has_cpp_attribute|__cplusplus >|std::\w+/m;

/** C and C++ comments: block comments and line comments (string literals that hold `//` or `/*` are rare in headers). */
export const C_COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** What the tree-sitter extractor knows about C. */
export const cProfile: TreeSitterProfile = {
  ...cppProfile,
  id: "c",
  name: "C",
  extensions: [".c", ".h"],
  contentVariants: [{ language: "cpp", extensions: [".h"], pattern: CPP_HEADER, comments: C_COMMENTS }],
  blankMacros: blankCDeclarationMacros,
};
