/**
 * What a file is for, judged from its path (and, for generated files, its first lines): implementation
 * (`source`) or one of the kinds of file a change rarely needs first — tests (and their fixtures), docs,
 * examples, benchmarks, generated code. Search ranks the latter below implementation unless the query asks
 * for them (seed 001 §3.3: retrieval serves the code a change touches). Conventions across the supported
 * languages: `x.test.ts`, `x_test.go`, `test_x.py`, `tests.rs` and `tests.py` (a Rust `mod tests;`, a Django app's tests), `tests/`, `testdata/`, `examples/`, `docs/`, `*.gen.ts`,
 * `*.pb.go`, and headers such as "Code generated … DO NOT EDIT", "auto-generated", `@generated` or a bundler's module
 * wrapper (a UMD build); type stubs and
 * declaration files (`declaration`: `*.pyi`, `*.d.ts`), which describe code written elsewhere; data, build and
 * repository files (`config`: JSON/YAML/TOML manifests, lockfiles, `go.mod`, `Makefile`, `Dockerfile`, `scripts/lint`, Ruby's `Gemfile`,
 * `Rakefile`, `Guardfile` and `*.gemspec` / `*.gemfile`, `.github/`, a tool's configuration written as a script
 * (`eslint.config.mjs`, `vite.config.ts`, `karma.conf.js`, `gulpfile.js`),
 * `LICENSE`, `CONTRIBUTORS`, translation catalogs, dotfiles, images), which a question about behaviour rarely means. An HTML page of prose (paragraphs, no
 * template syntax) is a doc by its text.
 */

import { CLASS_TEST_FILE } from "../shared/testPaths.js";

export type FileRole = "source" | "test" | "doc" | "example" | "bench" | "generated" | "config" | "declaration";

/** Path conventions per role, checked in this order (a benchmark test file is a benchmark). */
const ROLE_PATTERNS: [Exclude<FileRole, "source">, RegExp][] = [
  ["generated", /\.(?:gen|generated)\.[a-z0-9]+$|_generated\.[a-z0-9]+$|\.pb\.go$|_pb2\.pyi?$|\.min\.js$|(?:^|\/)(?:__generated__|generated)\//i],
  // A benchmark script named as one (markupsafe's `bench.py` at the root came into every context block of a trial).
  ["bench", /(?:^|\/)(?:bench|benchmarks?|benches|perf)\/|(?:[._-]|^|\/)bench(?:mark)?s?\.[a-z0-9]+$|_bench(?:mark)?_test\.go$/i],
  // A folder named for a kind of test (`typing_tests/`, `integration-tests/`) holds tests too, and so do Jest's
  // snapshots (`__snapshots__/*.snap`: jshttp/cookie's led "parse cookie header" and took 2,000 of 3,000 tokens), and a tsd type test
  // (`index.test-d.ts`: commander's `typings/index.test-d.ts` was a hit in four of nine context blocks of a trial).
  ["test", /(?:^|\/)(?:[\w.-]+[._-](?:unit|integration)?tests?|tests?|__tests__|__mocks__|spec|specs|testdata|testing|test[_-]?(?:helpers?|utils?|support)|fixtures?|__fixtures__|__snapshots__|e2e)\/|\.snap$|[._-](?:test|spec)s?(?:-d)?\.[a-z0-9]+$|_test\.go$|(?:^|\/)test_[^/]*\.py$|(?:^|\/)(?:conftest\.py|tests\.(?:rs|py))$/i],
  // A test class's file named by its class (PHPUnit's `FilesystemTest.php` beside `Filesystem.php`, as flysystem keeps
  // them; JUnit's `ParserTest.java`, xUnit's `ParserTests.cs`, a shared `AdapterTestCase.php`): case-sensitive, so
  // `Latest.php` and `contest.java` stay code.
  ["test", CLASS_TEST_FILE],
  // `docs_src/`: the code of a documentation's examples (typer, FastAPI).
  // A Jupyter notebook demonstrates use (tqdm's `DEMO.ipynb`, a "text file with no extracted structure", was among the
  // first ten results of most questions on a new user's trial).
  ["example", /(?:^|\/)(?:_?examples?|samples?|demos?|playground|sandbox|docs?_src)\/|\.ipynb$/i],
  // Go's `doc.go` holds a package's documentation comment (gorilla/mux's put 1,407 tokens of it in every context block).
  // A manual page (`tqdm/tqdm.1`, troff, sections 1–9) is documentation too, and so are a project's prose files named
  // without an extension (getsentry/responses' `CHANGES`, release notes, was in the first five results of four of eight
  // questions of a new user's trial and filled a context block); `history.py`, `news.js` stay code.
  ["doc", /(?:^|\/)(?:docs?|documentation|website|site)\/|\.(?:md|mdx|rst|txt|adoc|[1-9])$|(?:^|\/)(?:readme|changes|changelog|history|news|releases?|release-notes|contributing|upgrading|migrating|todo)$|(?:^|\/)doc\.go$/i],
  // Type stubs and declaration files describe code written elsewhere (attrs' `__init__.pyi` beside `__init__.py`):
  // their names and docs repeat the implementation's, which a change needs first.
  ["declaration", /\.pyi$|\.d\.[cm]?ts$/i],
  // Data, build and repository files rather than code: manifests, lockfiles, CI, licences, ignore files, images, a
  // citation file (`CITATION.cff`), a GitHub Pages domain file (`CNAME`: pino's "getpino.io", whose history "Create
  // CNAME" put it in the context block of "how are child loggers created"), Bazel's `BUILD.bazel` / `WORKSPACE` /
  // `*.bzl` (tenacity's came in a context block on backoff), and the repository's own tool scripts without an
  // extension (encode's `scripts/lint`, `scripts/check`: uvicorn's "how does reload watch files for changes" held both
  // as hits), and a Python package's `MANIFEST.in` (markupsafe's was a hit of "how are HTML tags removed from markup").
  // So are translation catalogs (gettext's `.po` / `.pot` / `.mo`: python-humanize's 36 `locale/*/humanize.po` took
  // ranks 1–4 of "how is a file size formatted" and the context block, `naturalsize` left out) and a project's list of
  // contributors or maintainers (go-cache's `CONTRIBUTORS` was in the block of "how are expired items evicted"); code
  // so named (`src/contributors.py`, `authors.js`) stays code.
  [
    "config",
    /\.(?:json5?|jsonc|ya?ml|toml|ini|cfg|cff|bzl|conf|lock|xml|svg|png|jpe?g|gif|ico|properties|plist|csv|pot?|mo|xliff|xlf)$|(?:^|\/)scripts\/[^/.]+$|(?:^|\/)(?:\.github|\.circleci|\.vscode|\.devcontainer)\/|(?:^|\/)(?:(?:mit|bsd|apache|gpl|lgpl|isc)[.-])?(?:licen[cs]e|copying|notice|authors|codeowners|contributors|maintainers|credits)(?:[.-](?:md|markdown|txt|rst|adoc|html?|mit|apache|bsd))?$|(?:^|\/)(?:cname|go\.(?:mod|sum|work)|makefile|gnumakefile|dockerfile|procfile|build\.bazel|workspace(?:\.bazel)?|module\.bazel|(?:gem|rake|guard|cap|vagrant|pod|brew|berks|danger)file|[^/]+\.(?:gemspec|gemfile)|(?:requirements|constraints)[^/]*\.txt|manifest\.in)$|(?:^|\/)\.[^/]+$|(?:^|\/)(?:[^/]+\.(?:config|conf)|gulpfile|gruntfile|jakefile)\.[cm]?[jt]sx?$/i,
  ],
];

/** First characters of a file searched for a generated-code header. */
const HEADER_CHARS = 600;
/** Headers that declare a file generated: Go's convention, "auto-generated by …", `@generated` (Meta tools). */
const GENERATED_HEADER = /Code generated\b.*\bDO NOT EDIT|auto-?generated|@generated\b|This file (?:is|was) (?:automatically )?generated/i;

/**
 * A bundler's module wrapper at a file's start: Rollup's UMD (`(function (global, factory) { … define.amd …`) or
 * webpack's (`webpackUniversalModuleDefinition`). async 77fd3109 keeps two such builds of its library under
 * `docs/v*\/scripts/async.js`; their functions outranked the sources (`search eachOfLimit` put the bundle first).
 */
const BUNDLE_HEADER = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?(?:!?\(function\s*\(\s*global\s*,\s*factory\s*\)\s*\{[\s\S]{0,400}?define\.amd|\(function webpackUniversalModuleDefinition\b)/u;

/** A module named `tests` (a Django app's `tests.py`, a Rust `mod tests;`): a test by its name unless its text says otherwise. */
const TEST_MODULE = /(?:^|\/)tests\.(?:rs|py)$/i;
/** First characters of a `tests` module searched for test code. */
const TEST_HEAD_CHARS = 4000;
/** Python test frameworks, as the module a file imports (`fileRole`'s test code; `categories` reads them from a contract). */
const TEST_FRAMEWORKS = "unittest|pytest|django\\.test|nose|hypothesis|doctest";
const TEST_FRAMEWORK_MODULE = new RegExp(`^(?:${TEST_FRAMEWORKS})(?:\\.|$)`, "u");
/** True when Python module `module` (`pytest`, `unittest.mock`) is a test framework's. */
export function isTestFramework(module: string): boolean {
  return TEST_FRAMEWORK_MODULE.test(module);
}
/** Test code in a module's start: a test framework imported, a test class, a pytest mark, Rust's `#[test]` / `#[cfg(test)]`. */
const TEST_CODE = new RegExp(`^\\s*(?:import|from)\\s+(?:${TEST_FRAMEWORKS})\\b|^\\s*class\\s+\\w*Test\\w*\\s*\\(|@pytest\\.|#\\[(?:cfg\\()?test\\b`, "m");

/**
 * The role of `path` (repo-relative, `/`-separated); `head` (the file's text, or its start) also finds generated
 * headers, and tells a module named `tests` that holds no test code (jinja's `src/jinja2/tests.py`, the built-in
 * template tests of the `is` operator) from test code: without `head`, such a module is a test by its name.
 */
export function fileRole(path: string, head?: string): FileRole {
  const byPath = ROLE_PATTERNS.find(([, re]) => re.test(path))?.[0];
  if (byPath === "test" && head !== undefined && readsHead(path) && !TEST_CODE.test(head.slice(0, TEST_HEAD_CHARS))) return "source";
  if (byPath) return byPath;
  if (head !== undefined && (GENERATED_HEADER.test(head.slice(0, HEADER_CHARS)) || BUNDLE_HEADER.test(head.slice(0, HEADER_CHARS)))) return "generated";
  if (head !== undefined && isProsePage(path, head)) return "doc";
  return "source";
}

/** First characters of an HTML file read for {@link isProsePage}. */
const PAGE_HEAD_CHARS = 4000;
/** Paragraphs that make an HTML page a document. */
const PAGE_PARAGRAPHS = 3;

/**
 * True for an HTML page of prose: at least {@link PAGE_PARAGRAPHS} `<p>` elements in its first
 * {@link PAGE_HEAD_CHARS} characters and no template syntax (`{{`, `{%`, `<%`: a template renders the app's data and
 * is source). superagent's `index.html`, built from `docs/index.md`, was a hit in every context block of a trial and
 * ranked 3rd–8th for four of six questions.
 */
function isProsePage(path: string, head: string): boolean {
  if (!/\.html?$/iu.test(path)) return false;
  const text = head.slice(0, PAGE_HEAD_CHARS);
  return !/\{\{|\{%|<%/u.test(text) && (text.match(/<p[\s>]/giu) ?? []).length >= PAGE_PARAGRAPHS;
}

/**
 * True when `path`'s role may depend on its text ({@link fileRole} with `head`): a module named `tests` outside any
 * test folder. Other paths' roles by path alone are final.
 */
export function readsHead(path: string): boolean {
  if (!TEST_MODULE.test(path)) return false;
  const renamed = path.replace(TEST_MODULE, (m) => m.replace(/tests(?=\.)/i, "module"));
  return !ROLE_PATTERNS.some(([role, re]) => role === "test" && re.test(renamed));
}

/**
 * Where a file of `path`'s role comes in a navigation answer (`definition`, `references`): implementation first (0),
 * then declaration, generated and config files (1), examples and docs (2), benchmarks and tests (3). typer's `definition main` listed
 * 230 tutorial and test `main`s before the library's own.
 */
export function roleOrder(path: string): number {
  return ROLE_ORDER[fileRole(path)];
}

const ROLE_ORDER: Record<FileRole, number> = { source: 0, declaration: 1, generated: 1, config: 1, example: 2, doc: 2, bench: 3, test: 3 };

/** Query words that ask for each role: a query saying "test" wants tests. */
const ASKS: Record<Exclude<FileRole, "source">, RegExp> = {
  test: /\b(?:tests?|testing|tested|spec|specs|fixtures?|mocks?|unit ?tests?)\b/i,
  // How to install or get started is what a README and a docs site answer, not the code; installing something the
  // sentence names as an object (`install a plugin`, `installing the handler`) is what the code does: dayjs's "how does
  // dayjs.extend install a plugin?" had put seven translated READMEs in the context block.
  doc: /\b(?:docs?|documentation|readme|docstrings?|changelog|install(?:ation|ing)?(?!\s+(?:a|an|the|its|their|each|every|this|that|these|those|one|all)\b)|getting started|tutorials?|guides?)\b/i,
  example: /\b(?:examples?|samples?|demos?)\b/i,
  bench: /\b(?:bench|benchmarks?|benchmarking|perf)\b/i,
  generated: /\b(?:generated|codegen|generator)\b/i,
  declaration: /\b(?:stubs?|typings?|type (?:hints?|stubs?|definitions?|declarations?|annotations?)|declaration files?|pyi|d\.ts)\b/i,
  // A tool whose configuration is a script (`eslint.config.mjs`, `vite.config.ts`) asks for that script. "config" and
  // "configuration" alone do not: a library's own settings are its subject as often (viper's "where is a config file
  // found on disk" held `bug_report.yaml`, `.yamllint.yaml` and `flake.nix` in its context block); history queries of
  // the tuning repositories (hono, gin, flask, cobra, attrs, jinja, koa) ranked no file otherwise without them.
  config: /\b(?:ci|workflows?|makefile|dockerfile|docker|licen[cs]e|ya?ml|toml|gitignore|manifest|eslint|lint(?:er|ing)?|prettier|tsconfig|webpack|rollup|babel|vite|vitest|jest|tsup|esbuild)\b/i,
};

/**
 * The roles `query` asks for: by a word (`ASKS`), or by naming a file of that role (`fixtures.py`, `app_test`):
 * `fileNames` maps lower-cased base names (with and without extension) to their roles.
 */
export function rolesAskedFor(query: string, fileNames?: Map<string, FileRole>): Set<FileRole> {
  const asked = new Set<FileRole>(["source"]);
  for (const [role, re] of Object.entries(ASKS) as [FileRole, RegExp][]) if (re.test(query)) asked.add(role);
  if (fileNames) {
    for (const word of query.toLowerCase().match(/[\p{L}\p{N}_.$-]+/gu) ?? []) {
      const role = fileNames.get(word.replace(/[.]+$/, ""));
      if (role) asked.add(role);
    }
  }
  return asked;
}
