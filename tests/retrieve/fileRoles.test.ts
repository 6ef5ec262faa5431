import { describe, expect, it } from "vitest";
import { isTestPath } from "../../src/shared/testPaths.js";
import { isTestFramework } from "../../src/retrieve/fileRoles.js";
import { fileRole, readsHead, rolesAskedFor } from "../../src/retrieve/index.js";

describe("file roles", () => {
  it("tells data, build and repository files (config) from code by path", () => {
    const paths = ["package.json", ".github/workflows/ci.yml", "go.mod", "go.sum", "Makefile", "LICENSE", "pyproject.toml", ".gitignore", "artwork/logo.svg", "requirements-dev.txt", "CNAME", "dns/cname.go", "src/config.ts", "src/app/config.mjs", "src/settings.py", "docs/config.md"];
    expect(paths.map((p) => fileRole(p))).toEqual(["config", "config", "config", "config", "config", "config", "config", "config", "config", "doc", "config", "source", "source", "source", "source", "doc"]);
  });

  // zustand f094eebe: "how does the react hook read store state" put `eslint.config.mjs` first, above `useStore`.
  it("reads a tool's configuration written as a script as config, a module named config as source", () => {
    const paths = ["eslint.config.mjs", "packages/ui/vite.config.ts", "vitest.config.mts", "karma.conf.js", "gulpfile.js", "tailwind.config.cjs", "src/config.ts", "src/config/index.ts", "lib/configure.js"];
    expect(paths.map((p) => fileRole(p))).toEqual(["config", "config", "config", "config", "config", "config", "source", "source", "source"]);
  });

  // Ruby's build and manifest files are its Makefile and package.json: sinatra's Rakefiles and gemspecs and grape's
  // Gemfile, Guardfile and Appraisal gemfiles stood among the first results for words they merely mention.
  it("reads Ruby's build files (Gemfile, Rakefile, Guardfile, *.gemspec, *.gemfile) as config, Ruby code as source", () => {
    const paths = ["Gemfile", "sinatra-contrib/Rakefile", "Guardfile", "grape.gemspec", "gemfiles/rack_3_0.gemfile", "Gemfile.lock", "lib/grape/rake.rb", "lib/bundler/gemfile.rb", "lib/tasks/cleanup.rake"];
    expect(paths.map((p) => fileRole(p))).toEqual(["config", "config", "config", "config", "config", "config", "source", "source", "source"]);
  });

  // gorilla/mux b4617d0b: `doc.go` (the package's documentation comment) was in all 20 context blocks of a new user's
  // questions, 1,407 tokens each time.
  it("reads a Go doc.go as documentation, other doc-named files as what they are", () => {
    expect(["doc.go", "internal/fs/doc.go", "docs.go", "document.go", "doc_test.go"].map((p) => fileRole(p))).toEqual(["doc", "doc", "source", "source", "test"]);
  });

  // axum/src/test_helpers/ (its TestClient) ranked among the code in search and context; a Rust `#[cfg(test)] mod
  // tests;` lives in `tests.rs` (axum examples/compression/src/tests.rs), a Django app's tests in `tests.py`.
  // tqdm f6a30fa: its manual page `tqdm/tqdm.1` and `DEMO.ipynb` were among the first ten results of most questions.
  // uvicorn e6c7ce79: "how does reload watch files for changes" held `CITATION.cff`, `scripts/lint` and `scripts/check` as hits.
  it("reads a citation file and extensionless tool scripts as config; scripts with an extension stay code", () => {
    expect(["BUILD.bazel", "WORKSPACE", "tools/defs.bzl", "src/build.py"].map((p) => fileRole(p))).toEqual(["config", "config", "config", "source"]);
    expect(["CITATION.cff", "scripts/lint", "scripts/check", "tools/scripts/build", "scripts/release.py", "src/scripts.ts", "bin/uvicorn"].map((p) => fileRole(p))).toEqual(["config", "config", "config", "config", "source", "source", "source"]);
  });

  // getsentry/responses 0.25: `CHANGES` (release notes) ranked in the first five of four of eight questions of a trial.
  it("reads prose files named without an extension as documentation, code named the same as code", () => {
    expect(["CHANGES", "HISTORY", "docs/NEWS", "Changelog", "CONTRIBUTING", "history.py", "src/news.js", "changes/index.ts"].map((p) => fileRole(p))).toEqual(["doc", "doc", "doc", "doc", "doc", "source", "source", "source"]);
  });

  it("reads a manual page as documentation and a notebook as an example; a numbered extension of code stays code", () => {
    expect(["tqdm/tqdm.1", "man/git-log.5", "DEMO.ipynb", "notebooks/intro.ipynb", "src/v1.py", "lib/a.10", "tqdm/std.py"].map((p) => fileRole(p))).toEqual(["doc", "doc", "example", "example", "source", "source", "source"]);
  });

  // async 77fd3109 keeps Rollup builds of its library with its docs; webpack writes the same kind of wrapper.
  it("reads a bundler's UMD module wrapper as generated, a module that only mentions define.amd later as source", () => {
    const rollup = "(function (global, factory) {\n    typeof exports === 'object' && typeof module !== 'undefined' ? factory(exports) :\n    typeof define === 'function' && define.amd ? define(['exports'], factory) :\n    (factory((global.async = global.async || {})));\n}(this, (function (exports) { 'use strict';\n";
    const webpack = "/*! lib v1.0 */\n(function webpackUniversalModuleDefinition(root, factory) {\n\tif(typeof exports === 'object')\n";
    const own = "'use strict';\n\nexport function isAmd() {\n  return typeof define === 'function' && define.amd;\n}\n";
    expect([fileRole("umd/async.js", rollup), fileRole("build/lib.js", webpack), fileRole("lib/amd.js", own)]).toEqual(["generated", "generated", "source"]);
  });
  // superagent 3c9c0f7: `index.html`, built from `docs/index.md`, was a hit in every context block of a trial.
  it("reads an HTML page of prose as documentation, a template or an app's page as source", () => {
    const page = `<!DOCTYPE html>\n<html><head><title>SuperAgent</title></head><body>\n<h1>SuperAgent</h1>\n${"<p>SuperAgent is a light-weight ajax API.</p>\n".repeat(3)}`;
    const template = `<html><body>\n<h1>{{ title }}</h1>\n${"<p>{{ message }}</p>\n".repeat(3)}`;
    const app = '<!DOCTYPE html>\n<html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>';
    expect([fileRole("index.html", page), fileRole("templates/index.html", template), fileRole("index.html", app), fileRole("index.html")]).toEqual(["doc", "source", "source", "source"]);
  });

  it("reads test helper folders and tests.* modules as tests", () => {
    expect(["axum/src/test_helpers/test_client.rs", "pkg/testutil/db.go", "lib/test-support/x.js", "src/testament.rs", "src/tests.rs", "app/tests.py", "src/contests.rs", ".github/workflows/tests.yml", "docs/tests.md"].map((p) => fileRole(p))).toEqual(["test", "test", "test", "source", "test", "test", "source", "config", "doc"]);
  });
  // attrs c1dc5dcb: `context "how are validators run when an attribute is set"` spent its budget on `__init__.pyi`
  // stubs beside the code they describe and on `typing_tests/mypy.py`.
  it("reads type stubs and declaration files as declarations, a folder named for a kind of test as tests", () => {
    const paths = ["src/attr/__init__.pyi", "src/attr/__init__.py", "types/reply.d.ts", "index.d.mts", "src/x.ts", "grpc/api_pb2.pyi", "typing_tests/mypy.py", "integration-tests/app.go", "src/latest/x.py", "src/protests/x.py", "typings/index.test-d.ts", "src/read-d.ts"];
    expect(paths.map((p) => fileRole(p))).toEqual(["declaration", "source", "declaration", "declaration", "source", "generated", "test", "test", "source", "source", "test", "source"]);
    // The stages' own test-path rule agrees on a tsd type test.
    expect(["typings/index.test-d.ts", "src/read-d.ts"].map(isTestPath)).toEqual([true, false]);
    // attrs "Fix `attrs.field(converter=...)` type annotations" changed `src/attrs/__init__.pyi` (ranked past 100th).
    expect(["where are the type stubs", "the d.ts typings of reply", "type hints for fields", "what type does parse return", "fix field type annotations"].map((q) => [...rolesAskedFor(q)])).toEqual([
      ["source", "declaration"],
      ["source", "declaration"],
      ["source", "declaration"],
      ["source"],
      ["source", "declaration"],
    ]);
  });
  // jinja 5ef70112: `src/jinja2/tests.py` (the built-in template tests of the `is` operator) was test code, and
  // "check if a variable is divisible by a number", its `test_divisibleby` docstring, found it 602nd.
  it("knows a Python test framework by the module imported (one list for roles and categories)", () => {
    expect(["pytest", "unittest.mock", "django.test.utils", "doctest", "pytesting", "djangotest", "nosey"].map(isTestFramework)).toEqual([true, true, true, true, false, false, false]);
  });

  it("reads a module named tests as a test only when its text holds test code", () => {
    const jinja = '"""Built-in template tests used with the ``is`` operator."""\nimport operator\n\ndef test_odd(value: int) -> bool:\n    return value % 2 == 1\n';
    const django = "from django.test import TestCase\n\nclass PollTests(TestCase):\n    pass\n";
    const rust = "use super::*;\n\n#[test]\nfn parses() {}\n";
    expect([fileRole("src/jinja2/tests.py", jinja), fileRole("polls/tests.py", django), fileRole("src/tests.rs", rust), fileRole("src/jinja2/tests.py"), fileRole("tests/tests.py", jinja)]).toEqual(["source", "test", "test", "test", "test"]);
    expect(["src/jinja2/tests.py", "tests/tests.py", "src/tests.rs", "src/tests_util.py"].map(readsHead)).toEqual([true, false, true, false]);
  });
  // dayjs 0f6c19e3: "how does dayjs.extend install a plugin?" filled a 2000-token context block with seven translated
  // READMEs: installing what the sentence names is the code's work, installing the package the docs'.
  it("reads installing a named object as the code's work, installing the package as docs'", () => {
    expect(["how does dayjs.extend install a plugin?", "installing the signal handlers", "how to install", "installation on windows", "installing with pip"].map((q) => [...rolesAskedFor(q)])).toEqual([
      ["source"],
      ["source"],
      ["source", "doc"],
      ["source", "doc"],
      ["source", "doc"],
    ]);
  });

  it("reads a query as asking for config files by a word or by a config file's name", () => {
    expect([...rolesAskedFor("run the linter in CI workflow")]).toEqual(["source", "config"]);
    // "config" and "configuration" are a library's own subject as often as its build files': viper 528f741's "where is a
    // config file found on disk" filled a 4000-token context block with `bug_report.yaml`, `.yamllint.yaml`, `flake.nix`.
    expect([...rolesAskedFor("read the configuration file")]).toEqual(["source"]);
    expect([...rolesAskedFor("where is a config file found on disk")]).toEqual(["source"]);
    expect([...rolesAskedFor("read the yaml configuration of the CI")]).toEqual(["source", "config"]);
    expect([...rolesAskedFor("bump go.mod to 1.22", new Map([["go.mod", "config"]]))]).toEqual(["source", "config"]);
    expect([...rolesAskedFor("send falsy JSON bodies")]).toEqual(["source"]);
    // The tool a configuration script is for (zustand's `eslint.config.mjs`).
    expect([...rolesAskedFor("update to 'eslint-plugin-react-hooks@6.0.0-rc.1'")]).toEqual(["source", "config"]);
    expect([...rolesAskedFor("how does the react hook read store state")]).toEqual(["source"]);
  });
  // Found by a trial: "how do I install starlette" never reached the README, ranked below every code file.
  it("reads install and getting-started questions as asking for docs", () => {
    // Installing an object the sentence names (`install a signal handler`) is the code's work, as below.
    expect(["how do I install starlette", "getting started guide", "installation steps", "install a signal handler"].map((q) => [...rolesAskedFor(q)])).toEqual([
      ["source", "doc"],
      ["source", "doc"],
      ["source", "doc"],
      ["source"],
    ]);
  });
});

// thephpleague/flysystem 072735c5 keeps PHPUnit tests beside the code (`src/FilesystemTest.php`): `impact` said "tests:
// none" while listing them, and every hit of "what happens when the local adapter fails to write a file" was a test.
// jnunemaker/httparty 2daba91b: its `MIT-LICENSE` was a hit for questions on redirects and SSL.
describe("test classes named by their class, .NET test projects, prefixed licences", () => {
  it("reads FooTest.php, FooTests.cs, FooTestCase.php and Foo.Tests/ as tests, case-sensitively", () => {
    const paths = ["src/FilesystemTest.php", "src/Local/LocalFilesystemAdapterTest.php", "src/AdapterTestCase.php", "src/main/java/ParserTest.java", "Lib/ParserTests.cs", "src/Humanizer.Tests/Bytes/ByteSizeTests.cs", "src/Humanizer.Tests/Helper.cs", "src/App.UnitTests/Helper.cs", "src/Latest.php", "src/contest.java", "src/Test.php", "src/Testing.cs"];
    expect(paths.map((p) => fileRole(p))).toEqual(["test", "test", "test", "test", "test", "test", "test", "test", "source", "source", "source", "source"]);
    expect(paths.map((p) => isTestPath(p))).toEqual([true, true, true, true, true, true, true, true, false, false, false, false]);
  });

  // A break-it trial: a library's call on self reached test stand-ins in `conftest.py`, `integration_tests/` and
  // `fixtures/`, which the graph's test rule did not know (file roles did), nor .NET's `My.Lib.Tests/`.
  it("the graph's test rule knows conftest.py, fixtures/, e2e/, integration_tests/ and My.Lib.Tests/ as file roles do", () => {
    const paths = ["conftest.py", "pkg/conftest.py", "integration_tests/stubs.py", "fixtures/fake.py", "web/e2e/login.ts", "src/My.Lib.Tests/Helper.cs", "src/pendulum/testing/traveller.py", "src/latest_tests.py"];
    expect(paths.map((p) => isTestPath(p))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it("reads a licence named with its kind (MIT-LICENSE, BSD-LICENSE) as config", () => {
    expect(["MIT-LICENSE", "BSD-LICENSE", "apache.license", "lib/mit_license.rb"].map((p) => fileRole(p))).toEqual(["config", "config", "config", "source"]);
  });
});
