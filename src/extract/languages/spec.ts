/**
 * Per-language knowledge as data (STYLE §2: "Languages are data"). Adding a language is adding a folder
 * under `src/extract/languages/<id>/` with a `language.ts` exporting a {@link LanguageSpec} and, for
 * tree-sitter languages, its query files; then listing it in `registry.ts`.
 */

/** Which extractor handles a language. */
export type ExtractorKind = "ts-morph" | "tree-sitter" | "text";

export interface LanguageSpec {
  /** Stable language id used in contracts (`typescript`, `python`, `go`, `markdown`…). */
  id: string;
  /** The language's name as people write it in prose (`TypeScript`, `C#`); absent: the id, capitalized. */
  name?: string;
  /** File extensions including the dot, lower case (`.ts`, `.pyi`). */
  extensions: string[];
  /** Exact file names without extension (`Dockerfile`, `Makefile`). */
  fileNames?: string[];
  extractor: ExtractorKind;
  /**
   * ts-morph only. `declared`: what other files see of a file is its declarations and the types the checker gives
   * them, so a change that keeps those rebuilds no other file's graph (TypeScript). Absent: every file with an edge
   * into a changed file is rebuilt (JavaScript: types inferred from bodies, `this.x =` in constructors).
   */
  graphSurface?: "declared";
  /** tree-sitter only: grammar file name in `@vscode/tree-sitter-wasm/wasm/`. */
  grammar?: string;
  /** Markup of the language's doc comments that plain text leaves out (RDoc `+code+`, reST `:meth:`), see {@link DocMarkupRule}. */
  docMarkup?: readonly DocMarkupRule[];
  /** Documentation read as prose (Markdown, reStructuredText, a plain `README`): its description is an outline of its title, first paragraph and headings (`docOutline`). */
  prose?: boolean;
  /** How the language writes a rest parameter (`Param.rest`) in a rendered signature; absent: {@link DEFAULT_REST_SPELLING}. */
  restSpelling?: RestSpelling;
  /**
   * Files that only declare types for code written elsewhere (TypeScript `.d.ts`, Python `.pyi` stubs): a name declared
   * both there and in code names the code first (axios's `mergeConfig` in `index.d.ts` and `lib/core/mergeConfig.js`).
   */
  declarationFiles?: RegExp;
  /**
   * The language has default exports, and the extractor names an anonymous one `default` (`export default (config) =>
   * …`, node `lib/helpers/resolveConfig.js#default`): only there is a declaration named `default` one (a Python
   * `def default(obj)` is a function of that name).
   */
  defaultExports?: true;
  /**
   * A parameter written with its name, in a language where a signature's parameters may all be types alone (Go: `req
   * *http.Request` matches; `*http.Request` of gorilla/mux's `Match(*http.Request, *RouteMatch) bool` does not). When
   * no parameter of a signature matches, a summary reads them as types ("Takes a *http.Request and a *RouteMatch").
   * Absent: a parameter always has a name.
   */
  namedParameter?: RegExp;
  /**
   * Languages a file of this one's extensions is written in instead when its text says so, first match wins: a C `.h`
   * header that declares a class, a namespace or a template is C++ ({@link detectLanguage} with the text).
   */
  contentVariants?: readonly ContentVariant[];
  /**
   * Indentation is syntax (Python's offside rule): a change of indentation alone changes what code does, so `strata
   * changes` reads such a file's diff with its whitespace. Absent: an edit of whitespace alone (gofmt realigning
   * one-line functions) changes no function's code.
   */
  significantIndentation?: true;
}

/**
 * A language id and the pattern of a file's text that marks a file of one of `extensions` (lower case, with the dot) as
 * written in it (see {@link LanguageSpec.contentVariants}).
 */
export interface ContentVariant {
  language: string;
  extensions: readonly string[];
  pattern: RegExp;
  /** Comments, removed before `pattern` is tested (a C header's comment may name `std::strtod`). */
  comments?: RegExp;
}

/**
 * The marks of rest parameters: `list` (any number of positional arguments) and `dict` (keyword arguments), put
 * before the parameter's name, or before its type when `onType` (Go's `args ...string`, rendered `args: ...string`).
 */
export interface RestSpelling {
  list: string;
  dict: string;
  onType?: boolean;
}

/** TypeScript, JavaScript and PHP (`...args`); Python's keyword mark for `dict`. */
export const DEFAULT_REST_SPELLING: RestSpelling = { list: "...", dict: "**" };

/**
 * One rewrite that turns doc-comment markup into plain text, applied in order to the whole doc text (`\n` line
 * endings): every match of `pattern` (a global regular expression) is replaced by `replace` (`$1` = first group).
 */
export interface DocMarkupRule {
  pattern: RegExp;
  replace: string;
}
