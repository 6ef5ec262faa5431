/**
 * The purpose categories of files, as data (seed 003_ac3c632a333c0efa.txt, "Research into navigation by purpose":
 * a fixed set of about 14 categories developers recognize, such as configuration or testing). Each category lists
 * the evidence that points to it; `categories.ts` weighs the evidence into a confidence in [0, 1]. Words are
 * lower-case, compared after splitting names on case changes, `_`, `-`, `.` and digits; a word list entry
 * matches the word or the word plus `s`.
 */

/** The category ids, in display order. */
export const CATEGORY_IDS = [
  "configuration",
  "testing",
  "cli",
  "networking",
  "persistence",
  "security",
  "observability",
  "errors",
  "data-models",
  "ui",
  "build",
  "documentation",
  "concurrency",
  "utilities",
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Languages with import lists in the table (`typescript` covers `javascript` and `tsx`). */
export type ImportTable = "typescript" | "python" | "go" | "csharp" | "ruby";

/** The evidence for one category. Every field is optional; absent means no evidence of that kind. */
export interface CategoryRule {
  id: CategoryId;
  /** What the category means, for people (CLI, MCP tool description, web filter). */
  label: string;
  /** Words of the file's base name (extension removed) that point here: `config.py`, `http_client.go`. */
  fileWords?: string[];
  /** Whole directory names on the file's path that point here: `cmd/`, `middleware/`. */
  dirs?: string[];
  /** Weight of a `dirs` match when it differs from the default (a file under `utils/` is a utility by placement). */
  dirWeight?: number;
  /** Words of exported names that point here (`LoadConfig`, `ParseFlags`). */
  exportWords?: string[];
  /**
   * Words of `fileWords`, `dirs` and `exportWords` that count only beside other evidence of the category (a word not
   * listed here, an import, a side effect, the doc, a path rule): `request` and `handler` are as common in in-process
   * messaging (MediatR's `IRequestHandler`, `RequestPreProcessorBehavior`) as in HTTP code.
   */
  weakWords?: string[];
  /**
   * Platform types per language that back weak words up when an export's signature names them as a whole
   * (`Promise<Request>` of the Fetch API, Go `http.ResponseWriter`): weight 0, listed as `signature type`.
   */
  signatureTypes?: Partial<Record<ImportTable, string[]>>;
  /** Regular expressions (sources) an exported name may match (`FooError`, Go's `ErrFoo`). */
  exportPatterns?: string[];
  /**
   * External imports per language id (`typescript` covers `javascript`, `tsx`): exact module names, or prefixes
   * ending in `/` or `.` that match every submodule.
   */
  imports?: Partial<Record<ImportTable, string[]>>;
  /** Regular expression (source, case-insensitive) over the file's leading doc comment. */
  doc?: string;
  /**
   * Regular expressions (sources, case-insensitive) over the whole repo-relative path, with their weight; an
   * `exclusive` match gives the file this category alone (a CI workflow is build tooling whatever its name says).
   */
  paths?: { name: string; pattern: string; weight: number; exclusive?: boolean }[];
  /**
   * Whether file-name and directory evidence also counts for files without a parser (data, markup, shell scripts:
   * the text extractor). Only for categories such files serve: a `feature-request.yaml` is no HTTP code.
   */
  textFiles?: boolean;
}

/** The table: one rule per id of {@link CATEGORY_IDS}, in that order. */
export const CATEGORY_RULES: readonly CategoryRule[] = [
  {
    id: "configuration",
    textFiles: true,
    label: "configuration: settings, options, environment and config loading",
    fileWords: ["config", "configs", "configuration", "settings", "conf", "options", "env", "preferences", "defaults"],
    dirs: ["config", "configs", "configuration", "settings", "conf"],
    exportWords: ["config", "configuration", "settings", "options", "preferences"],
    imports: { typescript: ["dotenv", "cosmiconfig", "convict", "rc", "lilconfig"], python: ["configparser", "dotenv", "pydantic_settings", "tomllib", "tomli"], go: ["github.com/spf13/viper", "github.com/kelseyhightower/envconfig", "github.com/joho/godotenv"] },
    doc: "\\b(?:configuration|config file|settings)\\b",
    paths: [{ name: "config file", pattern: "\\.(?:ya?ml|toml|ini|cfg|conf|properties)$|(?:^|/)\\.env(?:\\.[^/]*)?$|(?:^|/)\\.[a-z]+rc$", weight: 0.6 }],
  },
  {
    id: "testing",
    textFiles: true,
    label: "testing: tests, fixtures, test helpers and benchmarks",
    fileWords: ["test", "tests", "testutil", "testutils", "testing", "testhelpers", "mock", "mocks", "fake", "fakes", "fixture", "fixtures", "conftest"],
    dirs: ["testutil", "testutils", "testhelpers", "mocks"],
    exportWords: [],
    imports: { typescript: ["vitest", "jest", "@jest/globals", "mocha", "chai", "node:test", "@playwright/test", "supertest", "sinon", "ava", "uvu"], python: ["pytest", "unittest", "unittest.", "hypothesis", "respx", "pytest_", "werkzeug.test", "click.testing", "starlette.testclient", "fastapi.testclient", "django.test"], go: ["testing", "net/http/httptest", "github.com/stretchr/testify/"] },
  },
  {
    id: "cli",
    label: "command-line entry points: argument parsing, commands, main programs",
    fileWords: ["cli", "main", "cmd", "command", "commands", "argparse", "args", "flags"],
    dirs: ["cli", "cmd", "commands", "bin"],
    exportWords: ["cli", "command", "argv", "subcommand"],
    imports: { typescript: ["commander", "yargs", "meow", "cac", "clipanion", "oclif", "@oclif/core", "minimist", "citty"], python: ["argparse", "click", "typer", "docopt", "rich_click"], go: ["flag", "github.com/spf13/cobra", "github.com/urfave/cli", "github.com/urfave/cli/v2", "github.com/alecthomas/kong"] },
    doc: "\\b(?:command[- ]line|CLI)\\b",
  },
  {
    id: "networking",
    label: "HTTP and networking: clients, servers, routing, middleware, transports",
    fileWords: ["http", "https", "client", "server", "router", "routing", "route", "routes", "middleware", "middlewares", "handler", "handlers", "transport", "transports", "request", "response", "proxy", "websocket", "socket", "url", "urls", "fetch", "mux", "cors", "cookie", "cookies", "header", "headers", "endpoint", "endpoints", "grpc", "rpc"],
    dirs: ["http", "client", "server", "router", "routes", "middleware", "middlewares", "handlers", "transports", "transport", "api", "adapter", "adapters", "websocket", "net", "grpc", "rpc"],
    exportWords: ["http", "request", "response", "router", "route", "middleware", "handler", "transport", "client", "server", "url", "fetch", "mux", "headers", "cookie", "websocket", "proxy", "endpoint"],
    weakWords: ["request", "requests", "response", "handler", "handlers", "client", "server", "transport", "transports", "adapter", "adapters", "api"],
    signatureTypes: {
      typescript: ["Request", "Response", "Headers", "HeadersInit", "RequestInit", "ResponseInit", "URL", "URLSearchParams", "FormData", "WebSocket", "IncomingMessage", "ServerResponse", "fetch"],
      go: ["http.Request", "http.ResponseWriter", "http.Handler", "http.HandlerFunc", "http.Client", "http.Header", "url.URL", "url.Values", "net.Conn", "net.Listener"],
      python: ["Request", "Response", "Headers", "URL", "WSGIApplication", "ASGIApp", "Scope", "Receive", "Send"],
      csharp: ["HttpClient", "HttpRequestMessage", "HttpResponseMessage", "HttpContext", "HttpRequest", "HttpResponse", "Uri", "IPEndPoint", "Socket"],
      ruby: [],
    },
    imports: {
      typescript: ["http", "https", "http2", "net", "axios", "node-fetch", "undici", "got", "ky", "ws", "express", "fastify", "koa", "hono", "hono/", "socket.io"],
      python: ["http", "http.", "urllib", "urllib.", "urllib3", "requests", "httpx", "httpcore", "aiohttp", "flask", "fastapi", "starlette", "starlette.", "werkzeug", "werkzeug.", "socket", "ssl", "h11", "h2"],
      go: ["net/http", "net", "net/url", "net/http/httputil", "google.golang.org/grpc", "github.com/gorilla/mux", "github.com/go-chi/chi", "github.com/go-chi/chi/v5", "github.com/gin-gonic/gin"],
      csharp: ["System.Net", "System.Net.", "System.Web", "System.Web.", "Microsoft.AspNetCore.", "Grpc.", "RestSharp", "Refit"],
      ruby: ["net/http", "net/https", "uri", "open-uri", "socket", "rack", "rack/", "faraday", "httparty", "http", "excon", "webrick", "puma", "sinatra", "sinatra/"],
    },
    doc: "\\b(?:HTTP|HTTPS|router|middleware|endpoint|WSGI|ASGI|websockets?)\\b",
  },
  {
    id: "persistence",
    label: "persistence: databases, storage, caches, migrations, serialization to disk",
    fileWords: ["db", "database", "store", "storage", "repository", "repo", "dao", "sql", "sqlite", "postgres", "mysql", "redis", "cache", "migration", "migrations", "persistence", "orm"],
    dirs: ["db", "database", "store", "storage", "repository", "repositories", "migrations", "persistence", "dao"],
    exportWords: ["db", "database", "store", "storage", "repository", "sql", "query", "migration", "cache", "persist"],
    imports: {
      typescript: ["better-sqlite3", "sqlite3", "pg", "mysql", "mysql2", "mongodb", "mongoose", "redis", "ioredis", "@prisma/client", "typeorm", "sequelize", "knex", "drizzle-orm", "kysely", "level"],
      python: ["sqlite3", "sqlalchemy", "sqlalchemy.", "psycopg2", "psycopg", "pymongo", "redis", "peewee", "django.db", "alembic", "shelve"],
      go: ["database/sql", "github.com/jmoiron/sqlx", "gorm.io/gorm", "github.com/redis/go-redis/v9", "go.etcd.io/bbolt", "github.com/jackc/pgx/v5"],
    },
    doc: "\\b(?:database|persist(?:ence|ed|s)?|storage|SQL|SQLite)\\b",
    paths: [{ name: "SQL file", pattern: "\\.sql$", weight: 0.6 }],
  },
  {
    id: "security",
    label: "authentication and security: auth, tokens, passwords, crypto, permissions",
    fileWords: ["auth", "authn", "authz", "authentication", "authorization", "security", "crypto", "jwt", "oauth", "oauth2", "password", "passwords", "permission", "permissions", "csrf", "login", "secret", "secrets", "acl", "rbac", "credential", "credentials", "signing", "tls", "session", "sessions"],
    // A web framework's sessions (flask's signed session cookies) are security; an HTTP client's (requests.Session) are not.
    weakWords: ["session", "sessions"],
    dirs: ["auth", "security", "crypto", "authentication", "authorization"],
    exportWords: ["auth", "authenticate", "authentication", "authorization", "authorize", "login", "logout", "password", "jwt", "oauth", "csrf", "credential", "credentials", "permission", "signature", "encrypt", "decrypt", "hmac", "secret"],
    imports: {
      typescript: ["jsonwebtoken", "jose", "bcrypt", "bcryptjs", "argon2", "passport", "crypto", "node:crypto", "@node-rs/argon2"],
      python: ["hashlib", "hmac", "secrets", "jwt", "bcrypt", "cryptography", "cryptography.", "passlib", "itsdangerous"],
      go: ["crypto/", "golang.org/x/crypto/", "github.com/golang-jwt/jwt/v5", "crypto/subtle"],
    },
    doc: "\\b(?:authenticat\\w*|authoriz\\w*|credentials?|password|CSRF|JWT|OAuth|encrypt\\w*|signature)\\b",
  },
  {
    id: "observability",
    label: "logging and observability: loggers, metrics, tracing, profiling",
    fileWords: ["log", "logs", "logger", "logging", "metrics", "metric", "tracing", "tracer", "telemetry", "monitor", "monitoring", "otel", "instrumentation", "profiler", "profiling"],
    dirs: ["log", "logging", "logger", "metrics", "tracing", "telemetry", "monitoring", "observability"],
    exportWords: ["log", "logger", "logging", "metric", "metrics", "trace", "tracer", "tracing", "span", "telemetry", "profiler"],
    imports: {
      typescript: ["winston", "pino", "bunyan", "loglevel", "debug", "@opentelemetry/api", "prom-client"],
      python: ["logging", "structlog", "loguru", "opentelemetry", "opentelemetry.", "prometheus_client"],
      go: ["log", "log/slog", "go.uber.org/zap", "github.com/sirupsen/logrus", "github.com/rs/zerolog", "go.opentelemetry.io/otel", "github.com/prometheus/client_golang/prometheus", "expvar", "runtime/pprof", "net/http/pprof"],
    },
    doc: "\\b(?:log(?:s|ging|ger)?|metrics|tracing|telemetry|profil(?:e|ing))\\b",
  },
  {
    id: "errors",
    label: "error handling: error types, exceptions, recovery",
    fileWords: ["error", "errors", "exception", "exceptions", "err", "errs", "panic", "recover", "recoverer", "recovery"],
    dirs: ["errors", "exceptions"],
    exportWords: ["error", "exception", "recover", "recoverer", "panic"],
    exportPatterns: ["(?:Error|Exception|Err|Panic)$", "^Err[A-Z0-9]", "^(?:is|as|wrap|new)Error"],
    doc: "\\b(?:errors?|exceptions?|panics?)\\b",
  },
  {
    id: "data-models",
    label: "data models and schemas: types, records, entities, validation schemas",
    fileWords: ["model", "models", "schema", "schemas", "types", "entity", "entities", "dto", "dtos", "record", "records", "structs", "typings", "interfaces", "datastructures"],
    dirs: ["models", "model", "schemas", "schema", "types", "entities", "dto", "typings"],
    exportWords: ["schema", "model", "entity", "dto", "record"],
    imports: { typescript: ["zod", "valibot", "yup", "joi", "@sinclair/typebox", "ajv", "io-ts"], python: ["pydantic", "dataclasses", "attrs", "attr", "marshmallow", "msgspec"] },
    doc: "\\b(?:schemas?|data models?|data types?|type definitions?|dataclass(?:es)?)\\b",
  },
  {
    id: "ui",
    textFiles: true,
    label: "user interface: components, views, pages, templates, styles",
    fileWords: ["ui", "component", "components", "template", "templates", "templating", "widget", "widgets", "layout", "layouts", "theme", "styles", "style", "css", "html", "jsx", "dom", "screen", "modal", "dialog", "button"],
    dirs: ["ui", "components", "pages", "templates", "widgets", "layouts", "frontend", "static", "styles", "jsx", "dom"],
    exportWords: ["component", "widget", "button", "modal", "dialog", "template", "layout", "html", "jsx"],
    imports: { typescript: ["react", "react-dom", "react-dom/", "preact", "vue", "svelte", "solid-js", "lit", "@angular/core", "jsx-dom", "hono/jsx", "hono/html"], python: ["jinja2", "tkinter", "PyQt5", "PySide6", "textual", "curses"], go: ["html/template", "github.com/charmbracelet/bubbletea", "fyne.io/fyne/v2"] },
    doc: "\\b(?:user interface|UI|component|render(?:s|ing)? (?:HTML|JSX|the page)|template)\\b",
    paths: [{ name: "markup or style file", pattern: "\\.(?:css|scss|sass|less|html?|vue|svelte|jsx)$", weight: 0.6 }],
  },
  {
    id: "build",
    textFiles: true,
    label: "build and tooling: packaging, scripts, code generation, CI, release",
    fileWords: ["makefile", "dockerfile", "noxfile", "release", "webpack", "rollup", "vite", "esbuild", "tsup", "gulpfile", "gruntfile", "codegen", "publish", "bump"],
    dirs: ["scripts", "script", "build", "ci", "workflows", "hack"],
    dirWeight: 0.6,
    exportWords: [],
    imports: { typescript: ["esbuild", "rollup", "vite", "webpack", "tsup", "@rollup/", "zx"], python: ["setuptools", "distutils", "distutils.", "nox", "hatchling"] },
    doc: "\\b(?:build(?:s|ing)?|packaging|release|code generation|generates? (?:code|files)|CI)\\b",
    paths: [
      { name: "CI or requirements file", pattern: "(?:^|/)\\.github/(?:workflows|actions)/|(?:^|/)\\.github/dependabot\\.ya?ml$|(?:^|/)\\.?renovate(?:rc)?\\.json5?$|(?:^|/)\\.(?:devcontainer|circleci|husky)/|(?:^|/)\\.(?:gitlab-ci|travis)\\.yml$|(?:^|/)requirements[^/]*\\.(?:txt|in)$", weight: 0.9, exclusive: true },
      {
        name: "build file",
        pattern:
          "(?:^|/)(?:Makefile|Dockerfile|Containerfile|Taskfile\\.ya?ml|justfile|noxfile\\.py|tox\\.ini|setup\\.py|setup\\.cfg|pyproject\\.toml|package\\.json|tsconfig[^/]*\\.json|go\\.mod|Cargo\\.toml|jsr\\.json|deno\\.jsonc?|\\.pre-commit-config\\.yaml|(?:vite|vitest|webpack|rollup|jest|babel|tsup|esbuild|eslint|prettier)\\.config\\.[cm]?[jt]s|\\.eslintrc[^/]*|\\.prettierrc[^/]*)$",
        weight: 0.9,
      },
      { name: "shell script", pattern: "\\.(?:sh|bash|ps1|bat)$", weight: 0.6 },
    ],
  },
  {
    id: "documentation",
    textFiles: true,
    label: "documentation: guides, READMEs, API docs, changelogs",
    fileWords: ["readme", "changelog", "contributing", "license", "docs", "doc", "guide", "tutorial", "faq", "history", "authors", "code_of_conduct"],
    dirs: ["docs", "doc", "documentation", "website", "guides"],
    paths: [{ name: "prose file", pattern: "\\.(?:md|mdx|markdown|rst|adoc)$|(?:^|/)(?:LICENSE|LICENCE|COPYING|NOTICE|AUTHORS|CHANGELOG|CHANGES|HISTORY|README)(?:\\.[a-z]+)?$", weight: 0.95, exclusive: true }],
  },
  {
    id: "concurrency",
    label: "concurrency: async, threads, workers, pools, queues, locks, throttling",
    fileWords: ["concurrency", "concurrent", "async", "asyncio", "thread", "threads", "threading", "worker", "workers", "pool", "pools", "queue", "queues", "scheduler", "mutex", "lock", "locks", "semaphore", "throttle", "limiter", "ratelimit", "goroutine", "parallel", "channel", "channels", "jobs", "job", "executor", "futures"],
    dirs: ["workers", "jobs", "queue", "queues", "concurrency", "sync"],
    exportWords: ["mutex", "lock", "semaphore", "worker", "pool", "queue", "throttle", "limiter", "scheduler", "concurrency", "parallel", "goroutine", "executor", "waitgroup", "backoff"],
    imports: { typescript: ["p-limit", "p-queue", "p-map", "worker_threads", "node:worker_threads", "piscina", "async-mutex", "bullmq", "cluster"], python: ["threading", "asyncio", "concurrent.futures", "multiprocessing", "trio", "anyio", "queue", "sniffio"], go: ["sync", "sync/atomic", "golang.org/x/sync/errgroup", "golang.org/x/sync/semaphore", "golang.org/x/time/rate"] },
    doc: "\\b(?:concurren\\w*|thread(?:s|ing|-safe)?|goroutines?|mutex|semaphore|worker pool|in parallel|async(?:hronous(?:ly)?)?|throttl\\w*|rate[- ]limit\\w*)\\b",
  },
  {
    id: "utilities",
    label: "utilities: general helpers shared across the code base",
    fileWords: ["util", "utils", "utility", "utilities", "helper", "helpers", "common", "misc", "shared", "compat", "functional"],
    dirs: ["util", "utils", "utilities", "helpers", "helper", "common", "shared", "misc"],
    dirWeight: 0.6,
    exportWords: [],
  },
];

/**
 * Repository-host metadata (issue and pull-request templates, funding links, code owners on GitHub, GitLab, Gitea or
 * Forgejo): files of the host's web interface, not the project's configuration or build. They get no category (the
 * prose ones, `.md` templates, stay documentation; CI workflows and dependency-update bots stay build). gin's and
 * flask's top configuration file was `.github/ISSUE_TEMPLATE/config.yml` (0.84).
 */
export const HOST_METADATA_PATH = "(?:^|/)\\.(?:github|gitlab|gitea|forgejo)/(?:ISSUE_TEMPLATE|issue_templates|PULL_REQUEST_TEMPLATE|pull_request_template|merge_request_templates|DISCUSSION_TEMPLATE)(?:/|\\.)|(?:^|/)\\.(?:github|gitlab|gitea|forgejo)/(?:FUNDING\\.ya?ml|CODEOWNERS)$|^(?:docs/)?CODEOWNERS$";

/**
 * Confidence a category needs to be kept. Chosen for precision on tuning repositories (see categories.ts). Here, beside
 * the ids, so that listing a category's files (`strata search --category`) loads none of the scoring.
 */
export const CATEGORY_THRESHOLD = 0.6;

/** Thrown for a category name that is not one of {@link CATEGORY_IDS}; the message lists the valid ones. */
export class UnknownCategoryError extends Error {
  constructor(readonly category: string) {
    super(`unknown category "${category}": use one of ${CATEGORY_IDS.join(", ")}`);
    this.name = "UnknownCategoryError";
  }
}

/** `raw` as a category id (case-insensitive, surrounding spaces ignored). @throws UnknownCategoryError. */
export function parseCategory(raw: string): CategoryId {
  const id = raw.trim().toLowerCase();
  if (!(CATEGORY_IDS as readonly string[]).includes(id)) throw new UnknownCategoryError(raw);
  return id as CategoryId;
}
