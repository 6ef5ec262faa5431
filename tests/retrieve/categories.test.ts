import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { SqliteStore } from "../../src/store/index.js";
import { loadConfig } from "../../src/config/index.js";
import { categoriesStage } from "../../src/pipeline/index.js";
import { CATEGORY_IDS, CATEGORY_RULES, CATEGORY_THRESHOLD, categorizeFile, parseCategory, scoreCategories, type FileCategory } from "../../src/retrieve/index.js";
import type { SemanticContract } from "../../src/extract/index.js";
import { CATEGORY_FIXTURE, LABELS } from "./categoryFixture.js";

/** Every kept category of every file: path → `category confidence` strings, highest first. */
const EXPECTED: Record<string, string[]> = {
  "README.md": ["documentation 0.95"],
  "app/auth.py": ["security 0.93"],
  "app/logging_setup.py": ["observability 0.87"],
  "app/models.py": ["data-models 0.87"],
  "app/workers.py": ["concurrency 0.91"],
  "cmd/server/main.go": ["cli 0.85", "networking 0.77"],
  "internal/middleware/logger.go": ["observability 0.87", "networking 0.77"],
  "src/cli/main.ts": ["cli 0.88"],
  "src/config/loadConfig.ts": ["configuration 0.93"],
  "src/errors.ts": ["errors 0.82"],
  "src/server/routes.ts": ["networking 0.93"],
  "src/store/userRepository.ts": ["persistence 0.88"],
  "src/types.ts": ["data-models 0.82"],
  "src/utils/strings.ts": ["utilities 0.6"],
  "tests/routes.test.ts": ["testing 0.95"],
};

describe("purpose categories of a labelled fixture (TypeScript, Python, Go)", () => {
  let root: string;
  let store: SqliteStore;
  const run = () => indexRepository({ root, store, config: loadConfig(root), stages: [categoriesStage], threads: 1 });
  beforeAll(() => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-categories-")));
    for (const [rel, text] of Object.entries(CATEGORY_FIXTURE)) {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    }
    store = new SqliteStore(path.join(root, ".strata", "strata.db"));
  });
  afterAll(async () => store.close());

  it("stores exactly the labelled categories, each above the threshold, during index", async () => {
    const report = await run();
    expect(report.stages.categories).toMatchObject({ files: 15, categorized: 15 });
    const rows = await store.listFileCategories();
    const got = Object.fromEntries(rows.map((r) => [r.path, r.categories.map((c) => `${c.category} ${c.confidence}`)]));
    expect(got).toEqual(EXPECTED);
    // The kept categories are the labels: precision and recall 1 on the fixture.
    expect(Object.fromEntries(rows.map((r) => [r.path, r.categories.map((c) => c.category).sort()]))).toEqual(Object.fromEntries(Object.entries(LABELS).map(([p, l]) => [p, [...l].sort()])));
    expect(rows.every((r) => r.categories.every((c) => c.confidence >= CATEGORY_THRESHOLD))).toBe(true);
    // Evidence names what decided it.
    expect(rows.find((r) => r.path === "cmd/server/main.go")!.categories).toEqual([
      { category: "cli", confidence: 0.85, evidence: ["file name: main", "directory: cmd/", "import: flag"] },
      { category: "networking", confidence: 0.77, evidence: ["directory: server/", "import: net/http", "doc comment", "side effect: network"] },
    ]);
  }, 60_000);

  it("recomputes only changed files, and drops the rows of removed files", async () => {
    const again = await run();
    expect(again.stages.categories).toMatchObject({ files: 0, categorized: 0 });
    fs.writeFileSync(path.join(root, "src/errors.ts"), `${CATEGORY_FIXTURE["src/errors.ts"]}\n/** Thrown when the caller may not act. */\nexport class ForbiddenError extends Error {}\n`);
    fs.rmSync(path.join(root, "src/types.ts"));
    const changed = await run();
    expect(changed.stages.categories).toMatchObject({ files: 1, categorized: 1 });
    const rows = await store.listFileCategories();
    expect(rows.map((r) => r.path)).not.toContain("src/types.ts");
    expect(rows.find((r) => r.path === "src/errors.ts")!.categories).toEqual([{ category: "errors", confidence: 0.82, evidence: ["file name: errors", "exports: 3/3"] }]);
  }, 60_000);
});

describe("path rules and the category list", () => {
  it("gives CI files, docs and tests their one category whatever their names say", () => {
    expect(scoreCategories(".github/workflows/lock.yaml")).toEqual([{ category: "build", confidence: 0.9, evidence: ["path: CI or requirements file"] }]);
    expect(scoreCategories("requirements-dev.txt")).toEqual([{ category: "build", confidence: 0.9, evidence: ["path: CI or requirements file"] }]);
    expect(scoreCategories("docs/config.md")).toEqual([{ category: "documentation", confidence: 0.95, evidence: ["path: prose file"] }]);
    expect(scoreCategories("tests/test_config.py")).toEqual([{ category: "testing", confidence: 0.95, evidence: ["role: test"] }]);
    expect(scoreCategories("bench/parse_bench.ts")).toEqual([{ category: "testing", confidence: 0.8, evidence: ["role: benchmark"] }]);
  });

  // jinja 5ef70112: `src/jinja2/tests.py`, the built-in template tests of the `is` operator, was "testing" at 0.95.
  it("reads a Python module named tests that imports no test framework as no test", () => {
    const contract = (modules: string[]) => ({ language: "python", exports: [], dependencies: modules.map((module) => ({ module, names: [], kind: "external", line: 1 })), metrics: { bytes: 10, lines: 1, tokens: 1, sendInFull: true } }) as unknown as SemanticContract;
    // (Its file name is still the weak evidence any `tests.py` gets.)
    expect(scoreCategories("src/jinja2/tests.py", contract(["operator", "typing"]))).toEqual([{ category: "testing", confidence: 0.6, evidence: ["file name: tests"] }]);
    expect(scoreCategories("polls/tests.py", contract(["django.test"]))).toEqual([{ category: "testing", confidence: 0.95, evidence: ["role: test"] }]);
    expect(scoreCategories("src/jinja2/tests.py")).toEqual([{ category: "testing", confidence: 0.95, evidence: ["role: test"] }]);
  });

  it("names an entry file by its folder at less weight: a folder word alone is not enough", () => {
    // `adapter/` is a weak networking word: alone it is no evidence at all.
    expect(scoreCategories("src/adapter/cloudflare-workers/index.ts")).toEqual([{ category: "concurrency", confidence: 0.5, evidence: ["folder name: workers"] }]);
    expect(categorizeFile("src/adapter/cloudflare-workers/index.ts")).toEqual([]);
    expect(categorizeFile("src/middleware/cors/index.ts")).toEqual([{ category: "networking", confidence: 0.73, evidence: ["folder name: cors", "directory: middleware/"] }]);
  });

  // Found by a trial: typer's empty `docs_src/exceptions/__init__.py` (errors 0.73, by its folder's name) ranked above
  // `typer/_click/exceptions.py`.
  it("gives an empty file no category", () => {
    const empty = { language: "python", exports: [], dependencies: [], metrics: { bytes: 0, lines: 0, tokens: 0, sendInFull: true } } as unknown as SemanticContract;
    const newline = { ...empty, metrics: { bytes: 1, lines: 1, tokens: 1, sendInFull: true } } as unknown as SemanticContract;
    expect([scoreCategories("docs_src/exceptions/__init__.py", empty), scoreCategories("docs_src/exceptions/__init__.py", newline), scoreCategories("docs_src/exceptions/__init__.py").map((c) => c.category)]).toEqual([[], [], ["errors"]]);
  });

  // Found by a trial: starlette's own `import starlette._utils` counted as networking evidence in almost every file.
  it("takes no import of the repository's own package as library evidence", () => {
    const python = (modules: string[]): SemanticContract =>
      ({ language: "python", exports: [], dependencies: modules.map((module, i) => ({ module, names: ["x"], kind: "external", line: i + 1 })) }) as unknown as SemanticContract;
    expect(scoreCategories("starlette/middleware/sessions.py", python(["starlette._utils", "starlette.types"])).filter((c) => c.category === "networking")).toEqual([
      { category: "networking", confidence: 0.45, evidence: ["directory: middleware/"] },
    ]);
    expect(scoreCategories("app/views.py", python(["starlette.responses"])).find((c) => c.category === "networking")?.evidence).toContain("import: starlette.responses");
  });

  it("reads names of data and markup files only for the categories such files serve", () => {
    const yaml = { language: "yaml", exports: [], dependencies: [] } as unknown as SemanticContract;
    // As code, "request" in a name is HTTP; a data file's name is not: `.github/…/request.yaml` is CI only.
    expect(categorizeFile(".github/workflows/request.yaml", yaml)).toEqual([{ category: "build", confidence: 0.9, evidence: ["path: CI or requirements file"] }]);
    const html = { language: "html", exports: [], dependencies: [] } as unknown as SemanticContract;
    expect(categorizeFile("app/templates/auth/login.html", html).map((c) => c.category)).toEqual(["ui"]);
  });

  it("does not take in-process requests and handlers for networking (MediatR), but keeps them beside real networking evidence", () => {
    const cs = (exports: [string, string][], modules: string[]): SemanticContract =>
      ({
        language: "csharp",
        exports: exports.map(([name, kind]) => ({ name, kind, line: 1, endLine: 2 })),
        dependencies: modules.map((module) => ({ module, names: ["*"], kind: "external", line: 1 })),
      }) as unknown as SemanticContract;
    // src/MediatR/IRequestHandler.cs, src/MediatR/Pipeline/RequestPreProcessorBehavior.cs, src/MediatR.Contracts/IRequest.cs.
    expect(categorizeFile("src/MediatR/IRequestHandler.cs", cs([["IRequestHandler", "interface"], ["IRequestHandler", "interface"]], ["System.Threading", "System.Threading.Tasks"]))).toEqual([]);
    expect(categorizeFile("src/MediatR/Pipeline/RequestPreProcessorBehavior.cs", cs([["RequestPreProcessorBehavior", "class"]], ["MediatR.Pipeline", "System.Threading"]))).toEqual([]);
    expect(scoreCategories("src/MediatR.Contracts/IRequest.cs", cs([["IRequest", "interface"], ["IRequest", "interface"], ["IBaseRequest", "interface"]], [])).map((c) => c.category)).not.toContain("networking");
    // The same words with an HTTP library imported are networking.
    expect(categorizeFile("src/Api/RequestHandler.cs", cs([["RequestHandler", "class"]], ["System.Net.Http"]))).toEqual([
      { category: "networking", confidence: 0.91, evidence: ["file name: handler", "directory: api/", "exports: 1/1", "import: System.Net.Http"] },
    ]);
  });

  it("backs weak words up by a repository module named for networking or a platform type in a signature (hono)", () => {
    const ts = (exports: { name: string; signature: string }[], modules: string[]): SemanticContract =>
      ({
        language: "typescript",
        exports: exports.map((e) => ({ ...e, kind: "function", line: 1, endLine: 2 })),
        dependencies: modules.map((module) => ({ module, names: ["x"], kind: "relative", line: 1 })),
      }) as unknown as SemanticContract;
    // hono src/request.ts imports ./http-exception, ./router, ./utils/headers.
    expect(categorizeFile("src/request.ts", ts([{ name: "cloneRawRequest", signature: "export const cloneRawRequest = async (req: HonoRequest): Promise<Request> =>" }], ["./http-exception", "./utils/body"]))).toEqual([
      { category: "networking", confidence: 0.76, evidence: ["file name: request", "exports: 1/1", "local import: ./http-exception"] },
    ]);
    expect(categorizeFile("src/request.ts", ts([{ name: "cloneRawRequest", signature: "export const cloneRawRequest = async (req: HonoRequest): Promise<Request> =>" }], ["./utils/body"]))).toEqual([
      { category: "networking", confidence: 0.76, evidence: ["file name: request", "exports: 1/1", "signature type: Request"] },
    ]);
    // hono src/jsx/dom/server.ts: a rendering "server" with nothing else networking.
    expect(categorizeFile("src/jsx/dom/server.ts", ts([{ name: "renderToString", signature: "export const renderToString = (element: Child): string =>" }], ["../base"]))).toEqual([]);
  });

  // Found by a trial: `.github/ISSUE_TEMPLATE/config.yml` was the top configuration file of gin and flask (0.84).
  it("gives repository-host metadata no category, dependency-update bots build, and prose templates documentation", () => {
    const yaml = { language: "yaml", exports: [], dependencies: [] } as unknown as SemanticContract;
    expect(scoreCategories(".github/ISSUE_TEMPLATE/config.yml", yaml)).toEqual([]);
    expect(scoreCategories(".github/ISSUE_TEMPLATE/feature-request.yaml", yaml)).toEqual([]);
    expect(scoreCategories(".github/FUNDING.yml", yaml)).toEqual([]);
    expect(scoreCategories(".github/CODEOWNERS")).toEqual([]);
    expect(scoreCategories(".github/dependabot.yml", yaml)).toEqual([{ category: "build", confidence: 0.9, evidence: ["path: CI or requirements file"] }]);
    expect(scoreCategories(".github/ISSUE_TEMPLATE/1-issue.md")).toEqual([{ category: "documentation", confidence: 0.95, evidence: ["path: prose file"] }]);
    expect(scoreCategories(".golangci.yml", yaml)).toEqual([{ category: "configuration", confidence: 0.6, evidence: ["path: config file"] }]);
  });

  const python = (path: string, modules: string[], relative: string[], exports: string[]): FileCategory[] =>
    scoreCategories(path, {
      language: "python",
      exports: exports.map((name) => ({ name, kind: "class", line: 1, endLine: 2 })),
      dependencies: [...modules.map((module) => ({ module, names: ["x"], kind: "external", line: 1 })), ...relative.map((module) => ({ module, names: ["x"], kind: "relative", line: 1 }))],
    } as unknown as SemanticContract);

  // Found by a trial: flask's signed session cookies were no security file (hashlib and itsdangerous alone: 0.51).
  it("takes a sessions module for security beside security imports, and an HTTP client's session without them for none (flask, requests)", () => {
    const flask = python(
      "src/flask/sessions.py",
      ["collections.abc", "hashlib", "typing", "datetime", "itsdangerous", "werkzeug.datastructures", "typing_extensions"],
      [".json.tag", ".app", ".wrappers"],
      ["SessionMixin", "SecureCookieSession", "NullSession", "SessionInterface", "session_json_serializer", "SecureCookieSessionInterface"],
    );
    expect(flask[0]).toEqual({ category: "security", confidence: 0.8, evidence: ["file name: sessions", "import: hashlib", "import: itsdangerous"] });
    expect(python("src/requests/sessions.py", ["os", "sys", "time", "collections"], [".adapters", ".cookies", ".models"], ["Session", "SessionRedirectMixin"]).map((c) => c.category)).not.toContain("security");
  });

  // Found by a trial: flask's testing.py (its test client and CLI runner) was networking first (0.66), testing second (0.6).
  it("counts the test-support modules of web and CLI libraries as testing imports (flask testing.py)", () => {
    const got = python(
      "src/flask/testing.py",
      ["importlib.metadata", "typing", "contextlib", "copy", "types", "urllib.parse", "werkzeug.test", "click.testing", "werkzeug.wrappers", "_typeshed.wsgi"],
      [".cli", ".sessions", ".app"],
      ["EnvironBuilder", "FlaskClient", "FlaskCliRunner"],
    );
    expect(got[0]).toEqual({ category: "testing", confidence: 0.8, evidence: ["file name: testing", "import: werkzeug.test", "import: click.testing"] });
  });

  it("keeps one rule per category, in the order of the ids", () => {
    expect(CATEGORY_RULES.map((r) => r.id)).toEqual([...CATEGORY_IDS]);
    expect(CATEGORY_IDS.length).toBe(14);
  });

  it("parses a category, and refuses an unknown one listing the valid ones", () => {
    expect(parseCategory(" Testing ")).toBe("testing");
    expect(() => parseCategory("tests")).toThrow(
      'unknown category "tests": use one of configuration, testing, cli, networking, persistence, security, observability, errors, data-models, ui, build, documentation, concurrency, utilities',
    );
  });
});
