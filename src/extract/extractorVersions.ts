/**
 * Id and output-rules version of each extractor, kept apart from the extractors so that checking
 * whether a stored row is current does not load the TypeScript compiler or a WASM grammar (importing
 * ts-morph alone costs about 1 s, which would dominate a re-index with no changes).
 * Bump a version whenever that extractor's output changes: stored rows of an older version are re-extracted.
 * Every extractor reads text through secret masking, so a masking change bumps all three (ts-morph 9, tree-sitter 4,
 * text 3: values of four more key formats masked, and values no longer masked with their name and quote), or rows
 * stored before it would keep the values it now masks. text 4: README descriptions skip HTML banners and badges.
 * ts-morph 11, tree-sitter 5, text 5: credential-like strings assigned to password, secret, token and key names masked;
 * text 5 also: MkDocs admonitions and mkdocstrings directives are no doc description. text 6: release and news banners,
 * sponsor blocks and announcing paragraphs are no README lead; news headings and tables of contents are no section.
 * text 7: an underline below a table row or list item is a thematic break, not a section heading (chi's README).
 * text 8: a release entry's heading (`## v5.0.0 (2021-02-27)`) is an aside: its notes are no description (chi's
 * CHANGELOG was described by a sentence of its v5.0.0 entry). text 9: a README without Markdown's extension
 * (`README`, `README.txt`: language `plaintext`) is described from its first paragraph, as Markdown is.
 * text 109: front matter gives a document's title and description (its other keys are no prose), a heading that is only
 * a link is neither title nor section, and a release entry's heading or a question is no title.
 * text 110: reStructuredText explicit markup (`.. |pypi| image:: …`, `.. code-block::`) with its indented options and body
 * is no lead (marshmallow's README.rst was described by a badge's `:target:` option), nor is a quote that opens with a
 * heading (viper's `> ## Viper v2 Feedback` banner).
 * tree-sitter 106: a file doc that opens with a copyright or license notice drops the notice (uvicorn's `_types.py` was
 * described by Django's BSD license). tree-sitter 206: imports inside Python's `if __name__ == "__main__":` block are
 * no dependency (rich's `live.py` had its demo's `random`, `time` and `.table` as dependencies and side effects).
 * tree-sitter 207: a Go method whose receiver is a named type that is no struct or interface (`type MatcherFunc func(…)`,
 * `type methodMatcher []string`) is a member of that type, so a method of an unexported type is no public API. tree-sitter 307: only the body of
 * `if __name__ == "__main__":` is script-only: imports of its `else:` branch and of an `if __name__ != "__main__":`
 * block run on import and are dependencies. tree-sitter 308: imports inside Python's `if TYPE_CHECKING:` block (PEP 484) are
 * `typeOnly` dependencies, as TypeScript's `import type` (uvicorn's server.py imported its protocol classes there).
 * ts-morph 12: a declaration without JSDoc takes the `//` block right above it as its doc (`lineCommentDoc`; execa's
 * lib/ documents 177 of its 219 exported functions that way and had no doc at all). ts-morph 13: a section banner's rule
 * line (`// -----`, `// --- Enums ---`) ends that block, and a block that opens with `// TODO` is none; twoslash `// ^?`,
 * `// ts-prune-ignore-next`, test-environment and DefinitelyTyped header lines are directives (typeorm's `// Binary Types` banner, trpc's
 * `// --- Enums ---`, ky's `// TODO: Use …`, axios's `// TypeScript Version: 4.7` read as docs); a line that opens a
 * call, an array or an object is code (a commented-out call over several lines read as a doc).
 * ts-morph 14: a CommonJS `module.exports = Reply` followed by `module.exports.props = …` exports `Reply` (as `export=`)
 * with its properties (fastify's lib/reply.js listed only the properties). ts-morph 15: a `//` line that starts like a
 * statement (a declaration, a control statement, an assignment, a call that is the whole line) is code too, so code
 * commented out without semicolons is no doc (mobx's dead `invariantObservers` was `addObserver`'s purpose).
 * ts-morph 16: a CommonJS `module.exports.X = X` of a name destructured from `require("./m")` (or read as
 * `require("./m").X`) is a re-export of m's X, with its source (fastify.js's `LogController`). tree-sitter 311: a `.h`
 * header whose text is C++ (`languages/c/language.ts`, `CPP_HEADER`) is extracted as C++, not C (spdlog's headers).
 * ts-morph 17: a published root package's own name resolves to its sources, as a workspace package's does (swr's tests
 * import `swr`). ts-morph 18: a package entry under a build folder maps to the same path under `src/`
 * (`lib/node/index.js` → `src/node/index.js`, superagent's `main`), and a one-word `//` block (`// Pagination`) is a
 * section title, no doc. ts-morph 19: an overload group's doc is its first JSDoc with a description (a tags-only
 * `@deprecated` block on one overload no longer stands for the group: ufo's `hasProtocol`). ts-morph 20: a leading
 * `/** Module exports. *\/` (or `variables`, `constants`, `globals`) block labels a section, no file description
 * (morgan's index.js), and a `//` directive behind bracketed tags (`// [ONLY-TS-5.9.3] @ts-expect-error`) is no doc.
 * tree-sitter 6: a Python import of a name as itself (`from .main import Typer as Typer`) re-exports it.
 * tree-sitter 309: each name of a Python chained assignment is a module-level variable (attrs' `s = attributes =
 * attrs` exported `s` alone).
 * tree-sitter 310: a backslash ending a line of a Python docstring continues it (gunicorn's `"""\` docstrings began
 * with a stray backslash).
 * tree-sitter 312: an escaped quote or backslash in a Python docstring reads as the character (sqlparse's "A list of
 * Identifier\'s").
 * tree-sitter 313: a notice of taken code above a declaration's doc ("From html/template/content.go" over a dated
 * copyright line) is left out of the doc (spf13/cast's `indirect`). tree-sitter 314 (and ts-morph 20): "Forked from …" is
 * such a notice too (unjs/defu's `isPlainObject`). ts-morph 21: a JSDoc block that declares types (`@typedef`,
 * `@callback`) is no declaration's doc (commander's `@typedef { import(…) }` block over `export class Help`). ts-morph 22:
 * `export default Object.assign(X, { … })` exports the declaration of `X` (formidable's `MultipartParser`).
 * tree-sitter 315: a Go struct embedding an unexported struct of its file has that struct's exported methods and fields
 * as members, marked `promoted` (go-cache's `type Cache struct { *cache }` and `cache.Set`, `cache.Get`…). ts-morph 23:
 * a JSDoc `@word` is a tag only at the start of a comment line; mid-sentence it is text (@koa/router's `src/types.ts`,
 * "Type definitions for @koa/router", was described as "Type definitions for"). tree-sitter 316: a name two embedded
 * types of the file both have is promoted by neither (Go rejects the ambiguous selector). ts-morph 24: an ES module's
 * object declared and then given members by assignment (`const ejs = {}; ejs.compile = function …`) lists those
 * members (mde/ejs's `lib/esm/ejs.js`). ts-morph 25: a JSDoc `@typedef { import("./x.js").Name } Name` imports a type
 * for JSDoc and exports nothing of the file's own (commander's `lib/help.js` listed `type Argument = Argument`); a
 * workspace package's main entry is its code before its declaration files (`"types"` beside `"default": "./index.js"`).
 * tree-sitter 317: a Rust `///` doc comment reaches its item across plain `//` lines and blank lines, as rustdoc reads
 * it (reqwest's `ClientBuilder::retry`);
 * Javadoc's and PHPDoc's inline `{@inheritDoc}` is a tag, no description (Slim's `Route::run` read "{@inheritdoc}");
 * C and C++ export and calling-convention macros are blanked before parsing (`CJSON_PUBLIC(cJSON *) cJSON_Parse(…)`);
 * Rust's `pub(crate)`, `pub(super)` and `pub(in …)` are no public API; a one-line comment of at most five words
 * ending in a colon heads a group and is no doc (cJSON's `/* cJSON Types: *\/`); a Rust struct inside
 * `pin_project! { … }` is one of the file's (reqwest's `Pending`). ts-morph 26, text 111 (and tree-sitter 317): a value
 * assigned to a credential name that the text also writes as code (`IS_STRONG_PASSWORD = 'isStrongPassword'` beside
 * `function isStrongPassword`) is no secret; masked, class-validator's function had lost its name.
 * tree-sitter 318: a Rust `#[macro_export]` macro with other attributes after the export is exported (anyhow's `bail!`,
 * `anyhow!`), and an item marked `#[doc(hidden)]` is no public API (anyhow's `__private`, `__anyhow!`); a C++ nested
 * type defined apart from its class (`struct DBImpl::CompactionState { … };`) holds its members. tree-sitter 319: a C
 * or C++ annotation macro after a declared name (`MemTable* imm_ GUARDED_BY(mutex_);`) is blanked (it had read as a
 * method `GUARDED_BY`). tree-sitter 320: a C or C++ macro alone on a line at its start (`FMT_BEGIN_NAMESPACE`,
 * `FMT_PRAGMA_GCC(push_options)`) is blanked (fmt's headers had parsed as dozens of error nodes).
 */
import type { ExtractorKind, LanguageSpec } from "./languages/spec.js";

export const EXTRACTORS: Record<ExtractorKind, { id: string; version: number }> = {
  "ts-morph": { id: "ts-morph", version: 26 },
  "tree-sitter": { id: "tree-sitter", version: 320 },
  text: { id: "text", version: 111 },
};

/** `id@version` of the extractor for a language: stored with each row so a new version re-extracts. */
export function extractorVersionKey(spec: LanguageSpec): string {
  const { id, version } = EXTRACTORS[spec.extractor];
  return `${id}@${version}`;
}
