import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { search, splitIdentifier, toMatchQuery, updateSearchIndex, expandForIndex, rankIds, rankFiles, oneLine, SEARCH_TEXT_VERSION, MAX_CODE_CHARS } from "../../src/retrieve/index.js";
import { hashText, initHash } from "../../src/shared/hash.js";
import type { SearchDocRecord, SqliteStore } from "../../src/store/index.js";
import { corpus, fileDoc, functionDoc, tempStore } from "./fixtures.js";

describe("code-aware tokenization", () => {
  it("splits camelCase, PascalCase acronyms, snake_case and kebab-case", () => {
    expect(splitIdentifier("parseJSONFile")).toEqual(["parse", "json", "file"]);
    expect(splitIdentifier("read_file_lines")).toEqual(["read", "file", "lines"]);
    expect(splitIdentifier("x-request-id")).toEqual(["x", "request", "id"]);
    expect(splitIdentifier("HttpClient2Fast")).toEqual(["http", "client2", "client", "fast"]);
    expect(splitIdentifier("plain")).toEqual(["plain"]);
  });
  it("splits names with acronyms into the words a user types, the plural of an acronym one word", () => {
    const words = Object.fromEntries(
      ["handleHTTPRequest", "ServeHTTP", "parseJSON5Value", "XMLHttpRequest", "IOError", "getURLs", "getURLsForIDs", "APIsList", "HTTPSession", "userID", "get_signing_serializer", "sign-cookie", "__init__"].map((w) => [w, splitIdentifier(w)]),
    );
    expect(words).toEqual({
      handleHTTPRequest: ["handle", "http", "request"],
      ServeHTTP: ["serve", "http"],
      parseJSON5Value: ["parse", "json5", "json", "value"],
      XMLHttpRequest: ["xml", "http", "request"],
      IOError: ["io", "error"],
      getURLs: ["get", "urls"],
      getURLsForIDs: ["get", "urls", "for", "ids"],
      APIsList: ["apis", "list"],
      HTTPSession: ["http", "session"],
      userID: ["user", "id"],
      get_signing_serializer: ["get", "signing", "serializer"],
      "sign-cookie": ["sign", "cookie"],
      __init__: ["init"],
    });
    // A word ending in one or two digits gives its letters too (httpcore's `_init_socks5_connection` for "socks"); a short
    // stem or three digits does not.
    expect(["_init_socks5_connection", "Socks5Connection", "http2", "md5", "sha256", "base64"].map((w) => splitIdentifier(w))).toEqual([
      ["init", "socks5", "socks", "connection"],
      ["socks5", "socks", "connection"],
      ["http2", "http"],
      ["md5"],
      ["sha256"],
      ["base64", "base"],
    ]);
    expect(expandForIndex("def _init_socks5_connection(stream): ...")).toBe("def _init_socks5_connection(stream): ...\ninit socks5 socks connection");
    // The whole identifier, lower-cased, stays a term of the query beside its words.
    expect(toMatchQuery("getURLs")).toBe('"geturls" OR "get" OR "urls"');
    expect(expandForIndex("func (e *Engine) handleHTTPRequest(c *Context) { getURLs() }")).toBe(
      "func (e *Engine) handleHTTPRequest(c *Context) { getURLs() }\nhandle http request get urls",
    );
  });
  it("keeps identifiers whole and appends their words once", () => {
    expect(expandForIndex("parseJsonFile(a_b) parseJsonFile")).toBe("parseJsonFile(a_b) parseJsonFile\nparse json file a b");
  });
  // The tokenizer keeps `_` inside tokens: `_deserialize` alone never matched the word "deserialize" (marshmallow's
  // `Nested._deserialize` was not among 200 hits for "nested deserialize").
  it("gives a name with leading or trailing underscores its bare word too", () => {
    expect(expandForIndex("def _deserialize(self): Nested.__init__ _load")).toBe("def _deserialize(self): Nested.__init__ _load\ndeserialize init load");
    expect(toMatchQuery("Nested._deserialize")).toBe('"nested" OR "_deserialize" OR "deserialize"');
  });
  it("builds an OR query of identifiers, their words and phrases, without stopwords", () => {
    expect(toMatchQuery("how to parseJsonFile")).toBe('"parsejsonfile" OR "parse" OR "json" OR "file"');
    expect(toMatchQuery('"least recently used" entry')).toBe('"least recently used" OR "least" OR "recently" OR "used" OR "entry"');
    expect(toMatchQuery("the")).toBe('"the"');
    // swr 7173e55b: "how does … work" asked for `work`, and every such search said no result held it.
    expect(toMatchQuery("how does deduplication work?")).toBe('"deduplication"');
    expect(toMatchQuery("how do workers work")).toBe('"workers"');
    expect(toMatchQuery("retry failed work")).toBe('"retry" OR "failed" OR "work"');
    expect(toMatchQuery("  ")).toBe("");
    // A Sphinx role is markup: `meth` and `class` are not asked for; the names in the code spans are.
    expect(toMatchQuery("Shortcut for :meth:`route` with :py:class:`~flask.Blueprint`")).toBe('"shortcut" OR "route" OR "flask" OR "blueprint"');
    // A colon inside a word or a time stays as it was.
    expect(toMatchQuery("std::vector at 10:30")).toBe('"std" OR "vector" OR "10" OR "30"');
  });
  // winston 4b963a9f: "how does a transport get added to a logger" missed `Logger.add`; `get` matched every getter.
  it("drops `get` as a passive's helper before a participle, not as a verb or a name", () => {
    expect(toMatchQuery("how does a transport get added to a logger")).toBe('"transport" OR "added" OR "add" OR "logger"');
    expect(toMatchQuery("when do log files get rotated or get written")).toBe('"log" OR "files" OR "rotated" OR "written" OR "write"');
    expect(toMatchQuery("get the user by id")).toBe('"get" OR "user" OR "id"');
    expect(toMatchQuery("Get added rows")).toBe('"get" OR "added" OR "add" OR "rows"');
  });
  // sqlparse 60cdc64 (a new user's trial): "how is the WHERE clause grouped" lost `WHERE` and missed `group_where`.
  it("keeps a stopword written in capitals after the first word, unless the whole query is in capitals", () => {
    expect(toMatchQuery("how is the WHERE clause grouped")).toBe('"where" OR "clause" OR "grouped"');
    expect(toMatchQuery("how are AND and OR conditions combined")).toBe('"and" OR "or" OR "conditions" OR "combined"');
    expect(toMatchQuery("HOW IS THE WHERE CLAUSE GROUPED")).toBe('"clause" OR "grouped"');
    expect(toMatchQuery("How is I/O buffered")).toBe('"o" OR "buffered"');
  });
});

describe("lexical search over a fixture corpus", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterEach(async () => store.close());

  it("rewrites every row of an index whose text an older tokenizer wrote", async () => {
    // A row as version 1 stamped it: its summary hash without the text version.
    await initHash();
    const docs = corpus();
    const stored = await store.getSearchDocs(docs.map((d) => d.node.id));
    await store.putSearchDocs(stored.map((record) => ({ record: { ...record, summaryHash: hashText(`${record.summaryText}\n\u0000${record.contractText}\n\u0000${record.code}`) } })));
    expect(SEARCH_TEXT_VERSION).toBe(4);
    const report = await updateSearchIndex(store, docs);
    expect([report.updated, report.unchanged]).toEqual([docs.length, 0]);
    expect((await updateSearchIndex(store, docs)).unchanged).toBe(docs.length);
  });

  it("finds the camelCase identifier first, whole or by its words", async () => {
    expect((await search(store, "parseJsonFile", { mode: "code", k: 1 })).map((r) => r.id)).toEqual(["src/config.ts#parseJsonFile"]);
    expect((await search(store, "parse json", { mode: "code", k: 1 })).map((r) => r.id)).toEqual(["src/config.ts#parseJsonFile"]);
  });
  // A constant is no graph node: `strata search ZEBRA_QUOTA_LIMIT` on ky ranked files that only say "limit" first.
  it("a code identifier no doc is named puts the docs holding it verbatim first; a plain word does not", async () => {
    const limits = corpus()[2]!;
    const docs = [
      ...corpus(),
      { ...limits, node: { ...limits.node, id: "src/limits.ts#setZebraQuotaLimit", name: "setZebraQuotaLimit", qualifiedName: "setZebraQuotaLimit", path: "src/limits.ts" }, code: "export function setZebraQuotaLimit(limit) {\n  // zebra quota limit: the zebra's quota limit, zebraQuotaLimit\n  zebra.quota.limit = limit;\n}", summaryText: "Sets the zebra quota limit.", contractText: "setZebraQuotaLimit(limit: number): void" },
      { ...limits, node: { ...limits.node, id: "src/index.ts", kind: "file" as const, name: "index.ts", qualifiedName: "src/index.ts", path: "src/index.ts" }, code: `${Array.from({ length: 80 }, (_, i) => `export const option${i} = createOption(${i}, "value");`).join("\n")}\nexport const ZEBRA_QUOTA_LIMIT = 42;\nexport default ky;`, summaryText: "The package entry.", contractText: `${Array.from({ length: 80 }, (_, i) => `option${i}: Option`).join("\n")}\nZEBRA_QUOTA_LIMIT: 42` },
    ];
    await updateSearchIndex(store, docs);
    expect((await search(store, "ZEBRA_QUOTA_LIMIT", { k: 2 })).map((r) => [r.id, r.from?.[0]])).toEqual([["src/index.ts", "verbatim"], ["src/limits.ts#setZebraQuotaLimit", "code"]]);
    expect((await search(store, "zebra", { k: 1 })).map((r) => r.from?.[0])).toEqual(["code"]); // a plain word: no verbatim step
    expect((await search(store, "zebra quota limit", { k: 1 })).map((r) => r.id)).toEqual(["src/limits.ts#setZebraQuotaLimit"]);
  });

  it("finds a private method by its name's words", async () => {
    const base = corpus()[0]!;
    await updateSearchIndex(store, [
      ...corpus(),
      { ...base, node: { ...base.node, id: "src/fields.py#Nested._deserialize", kind: "method" as const, name: "_deserialize", qualifiedName: "Nested._deserialize", path: "src/fields.py" }, code: "def _deserialize(self, value, attr, data):\n    self._test_collection(value)\n    return self._load(value, data)", summaryText: "Loads the value.", contractText: "_deserialize(self, value, attr, data)" },
      { ...base, node: { ...base.node, id: "src/fields.py#Method.__init__", kind: "method" as const, name: "__init__", qualifiedName: "Method.__init__", path: "src/fields.py" }, code: "def __init__(self, serialize=None, deserialize=None):\n    super().__init__()", summaryText: "Delegates to Field.__init__.", contractText: "__init__(self, serialize, deserialize)" },
    ]);
    expect((await search(store, "nested deserialize", { mode: "code", k: 2 })).map((r) => r.id)).toEqual(["src/fields.py#Nested._deserialize", "src/fields.py#Method.__init__"]);
  });

  it("finds the snake_case identifier first", async () => {
    expect((await search(store, "read_file_lines", { mode: "hybrid", k: 1 })).map((r) => r.id)).toEqual(["src/io.py#read_file_lines"]);
    expect((await search(store, "read lines of a file", { mode: "code", k: 1 })).map((r) => r.id)).toEqual(["src/io.py#read_file_lines"]);
  });
  it("answers a phrase query from the summaries, with stemming", async () => {
    const results = await search(store, '"least recently used" entries', { mode: "summary", k: 2 });
    expect(results.map((r) => r.id)).toEqual(["src/cache.ts#LruCache.evictOldest"]);
    expect((await search(store, "retrying failed requests with backoff", { mode: "summary", k: 1 })).map((r) => r.id)).toEqual(["src/net.ts#HttpClient.retryRequest"]);
  });
  it("returns whole result rows", async () => {
    const [first] = await search(store, "scrypt password", { mode: "hybrid", k: 1 });
    expect({ ...first, score: undefined }).toEqual({
      id: "src/auth.ts#hashPassword",
      rank: 1,
      score: undefined,
      kind: "function",
      path: "src/auth.ts",
      line: 41,
      signature: "hashPassword(password: string, salt: string): string",
      summary: "Derives a secure key from a user password with scrypt.",
      from: ["code", "summary"],
      match: { held: 2, of: 2 },
    });
    // First in both rankings: 1/(60+1) from the code ranking and 0.25/(60+1) from the summary ranking (SUMMARY_WEIGHT).
    expect(first!.score).toBeCloseTo(1.25 / 61, 12);
  });
  it("re-indexes only changed docs and removes gone ones", async () => {
    const docs = corpus();
    docs[0] = { ...docs[0]!, summaryText: "Reads settings." };
    docs.pop();
    expect(await updateSearchIndex(store, docs)).toEqual({ docs: 4, added: 0, updated: 1, removed: 1, unchanged: 3, refreshed: 0, embedded: 0 });
    expect((await rankIds(store, "scrypt", { mode: "hybrid" })).map((r) => r.id)).toEqual([]);
    expect((await rankIds(store, "settings", { mode: "summary" })).map((r) => r.id)).toEqual(["src/config.ts#parseJsonFile"]);
    expect(await updateSearchIndex(store, docs)).toEqual({ docs: 4, added: 0, updated: 0, removed: 0, unchanged: 4, refreshed: 0, embedded: 0 });
  });
});

// Found on hono and go-redis: "Context" did not find hono's class Context in the top 40, "ClusterClient" put the
// struct 31st — functions whose code says the word more often outranked the declaration so named.
describe("a query that is one identifier puts the nodes of that name first", () => {
  let store: SqliteStore;
  const doc = (id: string, kind: "class" | "interface" | "function" | "method", code: string, exported = true) => {
    const [path, qualifiedName] = id.split("#") as [string, string];
    const name = qualifiedName.split(".").pop()!;
    return {
      node: { id, kind, name, qualifiedName, path, language: "typescript", span: { startLine: 1, endLine: 2, startByte: 0, endByte: 0 }, contentHash: `h-${id}`, ...(exported ? { exported: true as const } : {}) },
      code,
      summaryText: `${kind} ${qualifiedName}`,
      contractText: "",
    };
  };
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, [
      doc("src/context.ts#Context", "class", "export class Context {\n  req: Request;\n  body() {}\n  json() {}\n  text() {}\n  header() {}\n}"),
      doc("src/router/node.ts#Context", "interface", "export interface Context { path: string }"),
      doc("src/cache.test.ts#Context", "class", "class Context { context = 1 }", false),
      doc("src/jsx/context.ts#useContext", "function", "export function useContext(context) { return context.values.context ?? context.context }"),
      doc("src/jsx/context.ts#createContext.context", "function", "function context(context) { return context }"),
      doc("src/hono.ts#Hono.request", "method", "request(path) { return this.fetch(path) }"),
      doc("src/test/util.ts#request", "function", "export function request(path) { return fetch(path) }"),
    ]);
  });
  afterEach(async () => store.close());

  it("ranks exact case, exported, outside tests, by kind; a qualified name picks its member", async () => {
    expect((await rankIds(store, "Context", { k: 5 })).map((r) => [r.id, r.from[0]])).toEqual([
      ["src/context.ts#Context", "name"],
      ["src/router/node.ts#Context", "name"],
      ["src/cache.test.ts#Context", "name"],
      ["src/jsx/context.ts#createContext.context", "name"],
      ["src/jsx/context.ts#useContext", "code"],
    ]);
    expect((await rankIds(store, "Hono.request", { k: 2 })).map((r) => r.id)).toEqual(["src/hono.ts#Hono.request", "src/context.ts#Context"]);
    const scores = (await rankIds(store, "request", { k: 3 })).map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Several words are not one identifier: no name ranking. The two classes named Context tie on both texts'
    // BM25 scores (ties go by id, so the ranking does not depend on the order docs were indexed in), and the one in
    // a test file goes after every implementation node; useContext's code says "context" and "values".
    expect((await rankIds(store, "context values", { k: 1 })).map((r) => [r.id, r.from])).toEqual([["src/jsx/context.ts#useContext", ["code", "summary"]]]);
  });

  // async 77fd3109: `docs/v2/scripts/async.js`, a bundle of the library kept with the docs, put its `eachOfLimit` above
  // `lib/eachOfLimit.js`'s for `search eachOfLimit`.
  it("puts a name's nodes in docs, examples and generated files after those in source files", async () => {
    await updateSearchIndex(store, [
      doc("docs/v2/scripts/async.js#eachOfLimit", "function", "function eachOfLimit(coll, limit, iteratee, callback) { eachOfLimit(limit)(coll, iteratee, callback) }"),
      doc("lib/eachOfLimit.js#eachOfLimit", "function", "function eachOfLimit(coll, limit, iteratee, callback) { return _eachOfLimit(limit)(coll, iteratee, callback) }", false),
      doc("src/gen/api.gen.ts#eachOfLimit", "function", "export function eachOfLimit() { eachOfLimit() }"),
    ]);
    expect((await rankIds(store, "eachOfLimit", { k: 3 })).map((r) => r.id)).toEqual(["lib/eachOfLimit.js#eachOfLimit", "src/gen/api.gen.ts#eachOfLimit", "docs/v2/scripts/async.js#eachOfLimit"]);
  });
});

describe("implementation before tests, docs, examples and generated files", () => {
  let store: SqliteStore;
  const fn = (id: string, code: string) => {
    const [path, qualifiedName] = id.split("#") as [string, string];
    return {
      node: { id, kind: "function" as const, name: qualifiedName, qualifiedName, path, language: "typescript", span: { startLine: 1, endLine: 3, startByte: 0, endByte: 0 }, contentHash: `h-${id}` },
      code,
      summaryText: "",
      contractText: "",
    };
  };
  const file = (path: string, code: string) => ({
    node: { id: path, kind: "file" as const, name: path.split("/").pop()!, qualifiedName: path, path, language: "typescript", contentHash: `h-${path}` },
    code,
    summaryText: "",
    contractText: "",
  });
  beforeEach(async () => {
    store = tempStore().store;
    // The same words in each: BM25 alone cannot tell them apart (ties go by id, so the test file would lead).
    const body = "retry the request with backoff after a timeout";
    await updateSearchIndex(store, [
      fn("a/retry.test.ts#retryCase", `// ${body}`),
      fn("b/retry.ts#retryCase", `// ${body}`),
      fn("a/client.gen.ts#retryCase", `// ${body}`),
      file("a/api.ts", `// Code generated by protoc. DO NOT EDIT.\n// ${body}`),
    ]);
  });
  afterEach(async () => store.close());

  it("puts the implementation first when a test matches the query equally", async () => {
    expect((await rankIds(store, "retry the request after a timeout", { mode: "code" })).map((r) => r.id)).toEqual([
      "b/retry.ts#retryCase",
      // The rest tie on BM25 and keep their order (by id) behind the implementation.
      "a/client.gen.ts#retryCase",
      "a/retry.test.ts#retryCase",
      "a/api.ts",
    ]);
  });
  it("shows scores that never rise down the list, though a better-matching test moved below the implementation", async () => {
    const strong = "retry the request with backoff after a timeout; retry after a timeout; retry the request";
    const body = "retry the request with backoff after a timeout";
    await updateSearchIndex(store, [fn("a/retry.test.ts#retryCase", `// ${body}`), fn("b/retry.ts#retryCase", `// ${body}`), fn("c/backoff.test.ts#backoffCase", `// ${strong}`)]);
    const ranked = await rankIds(store, "retry the request after a timeout", { mode: "code" });
    expect(ranked.map((r) => r.id)).toEqual(["b/retry.ts#retryCase", "c/backoff.test.ts#backoffCase", "a/retry.test.ts#retryCase"]);
    const scores = ranked.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked.find((r) => r.id === "c/backoff.test.ts#backoffCase")!.score).toBe(ranked[0]!.score);
  });

  it("a word that is only the name of a test by its folder (test/hooks.ts) does not ask for tests", async () => {
    await updateSearchIndex(store, [fn("src/hooks.ts#runHooks", "// run the hooks"), fn("test/hooks.ts#hooksSpec", "// run the hooks before a request")]);
    expect((await rankIds(store, "how are hooks run before a request", { mode: "code" })).map((r) => r.id)).toEqual(["src/hooks.ts#runHooks", "test/hooks.ts#hooksSpec"]);
    expect((await rankIds(store, "test how hooks run before a request", { mode: "code" })).map((r) => r.id)).toEqual(["test/hooks.ts#hooksSpec", "src/hooks.ts#runHooks"]);
  });

  it("a word that names a doc file only without its extension (docs/authentication.md) does not ask for docs", async () => {
    await updateSearchIndex(store, [
      file("docs/authentication.md", "# Authentication\nUse digest authentication with DigestAuth; digest authentication retries once."),
      fn("httpx/_auth.py#DigestAuth", "class DigestAuth: digest authentication"),
    ]);
    expect((await rankIds(store, "digest authentication", { mode: "code" })).map((r) => r.id)).toEqual(["httpx/_auth.py#DigestAuth", "docs/authentication.md"]);
    expect((await rankIds(store, "digest authentication in authentication.md", { mode: "code" })).map((r) => r.id)).toEqual(["docs/authentication.md", "httpx/_auth.py#DigestAuth"]);
    expect((await rankIds(store, "digest authentication docs", { mode: "code" })).map((r) => r.id)).toEqual(["docs/authentication.md", "httpx/_auth.py#DigestAuth"]);
  });

  // attrs c1dc5dcb: "how are validators run when an attribute is set" put `__init__.pyi` and `validators.pyi` stubs
  // among the first files: "validators", the stem of `validators.pyi`, read as asking for it.
  it("puts a type stub after its implementation, unless the query asks for stubs; its stem asks for the code", async () => {
    await updateSearchIndex(store, [fn("src/attr/validators.pyi#set_disabled", "def set_disabled(disabled: bool) -> None: ..."), fn("src/attr/validators.py#set_disabled", "def set_disabled(disabled):\n    set_run_validators(not disabled)")]);
    expect((await rankIds(store, "disable the validators", { mode: "code", k: 2 })).map((r) => r.id)).toEqual(["src/attr/validators.py#set_disabled", "src/attr/validators.pyi#set_disabled"]);
    // Asked for, a stub keeps its BM25 place (here first: it alone says "bool"); not asked for, it follows the code.
    expect((await rankIds(store, "type stubs of disabled bool", { mode: "code", k: 1 })).map((r) => r.id)).toEqual(["src/attr/validators.pyi#set_disabled"]);
    expect((await rankIds(store, "disabled bool", { mode: "code", k: 1 })).map((r) => r.id)).toEqual(["src/attr/validators.py#set_disabled"]);
  });

  it("puts the test first when the query asks for tests or names the test file", async () => {
    expect((await rankIds(store, "test retry the request after a timeout", { mode: "code", k: 1 })).map((r) => r.id)).toEqual(["a/retry.test.ts#retryCase"]);
    expect((await rankIds(store, "retry.test request after a timeout", { mode: "code", k: 1 })).map((r) => r.id)).toEqual(["a/retry.test.ts#retryCase"]);
  });
  it("ranks files with generated ones (by path or header) last, nodes aggregated", async () => {
    expect((await rankFiles(store, "retry the request after a timeout", { mode: "code" })).map((f) => [f.path, f.role])).toEqual([
      ["b/retry.ts", "source"],
      ["a/client.gen.ts", "generated"],
      ["a/retry.test.ts", "test"],
      ["a/api.ts", "generated"],
    ]);
  });
});

// The whole-file BM25 field: a file whose text as a whole answers the query ranks above one whose single function
// says the query's words more often; a file found only by its whole text enters as its file doc.
describe("hybrid search fuses a whole-file BM25 ranking at file level", () => {
  let store: SqliteStore;
  const fn = functionDoc;
  const file = fileDoc;
  const composeText =
    "// Runs the middleware chain in order; an error thrown by a middleware reaches onError.\nexport function compose(middleware) { return dispatch(0); }\nfunction dispatch(i) { return handlers[i](() => dispatch(i + 1)); }\n";
  const loggerText = "export function logger() { return middleware(print, middleware.options); }\n";
  const timingText = "// Timing of each middleware; an error stops the clock.\nexport const now = () => performance.now();\n";
  const testText = "it('works', () => { compose([middleware])(); });\n";
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, [
      file("src/compose.ts", composeText),
      fn("src/compose.ts", "compose", "export function compose(middleware) { return dispatch(0); }"),
      fn("src/compose.ts", "dispatch", "function dispatch(i) { return handlers[i](() => dispatch(i + 1)); }"),
      file("src/logger.ts", loggerText),
      fn("src/logger.ts", "logger", loggerText),
      file("src/timing.ts", timingText),
      fn("src/timing.ts", "now", "export const now = () => performance.now();"),
      file("tests/compose.test.ts", testText),
      fn("tests/compose.test.ts", "middlewareErrorCase", testText),
    ]);
  });
  afterEach(async () => store.close());

  it("ranks files by RRF of their best node's place (weight 1) and their whole-file BM25 rank (fileWeight), tests last", async () => {
    const ids = async (o: { fileWeight?: number; kinds?: ("file" | "function")[] }) => (await rankIds(store, "middleware error", { mode: "hybrid", ...o })).map((r) => r.id);
    // Functions only: logger says "middleware" twice, compose once; compose.ts's whole text is the best match.
    expect(await ids({ kinds: ["function"], fileWeight: 0 })).toEqual(["src/logger.ts#logger", "src/compose.ts#compose", "tests/compose.test.ts#middlewareErrorCase"]);
    // Default ×0.25: logger 1/61 + 0.25/63 > compose 1/62 + 0.25/61 — a nudge, not a swap of neighbours.
    expect(await ids({ kinds: ["function"] })).toEqual(["src/logger.ts#logger", "src/compose.ts#compose", "tests/compose.test.ts#middlewareErrorCase"]);
    // ×1: compose 1/62 + 1/61 > logger 1/61 + 1/63; the test file stays last whatever its score.
    const fused = await rankIds(store, "middleware error", { mode: "hybrid", kinds: ["function"], fileWeight: 1 });
    expect(fused.map((r) => [r.id, r.from])).toEqual([
      ["src/compose.ts#compose", ["code", "file"]],
      ["src/logger.ts#logger", ["code", "file"]],
      ["tests/compose.test.ts#middlewareErrorCase", ["code", "summary", "file"]],
    ]);
    expect(fused[0]!.score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    // All kinds: the file doc of compose.ts (its whole text in the code field) leads either way.
    const all = ["src/compose.ts", "src/timing.ts", "src/logger.ts#logger", "src/logger.ts", "src/compose.ts#compose", "tests/compose.test.ts#middlewareErrorCase", "tests/compose.test.ts"];
    expect(await ids({ fileWeight: 0 })).toEqual(all);
    // With the field the file order is the same here, and each file's second node follows its best one; a file doc at
    // the head of its group gives that place to its function and follows it.
    expect(await ids({})).toEqual(["src/compose.ts#compose", "src/compose.ts", "src/timing.ts", "src/logger.ts#logger", "src/logger.ts", "tests/compose.test.ts#middlewareErrorCase", "tests/compose.test.ts"]);
    expect((await rankFiles(store, "middleware error")).map((f) => f.path)).toEqual(["src/compose.ts", "src/timing.ts", "src/logger.ts", "tests/compose.test.ts"]);
  });
  // Found with a file named `src/evil\n…fake.ts#pwned…`: `fileOfId` cuts a path holding `#` short, so the file doc
  // was taken for a file found only by the whole-file field and listed twice.
  it("lists a file whose path holds a # once", async () => {
    await updateSearchIndex(store, [file("src/a#b.ts", "export function totalValues() { return values.length; }\n"), fn("src/a#b.ts", "totalValues", "export function totalValues() { return values.length; }")], { keepFiles: ["src/compose.ts", "src/logger.ts", "src/timing.ts", "tests/compose.test.ts"] });
    expect((await rankIds(store, "total values")).map((r) => r.id)).toEqual(["src/a#b.ts#totalValues", "src/a#b.ts"]);
  });
  // psf/requests 1f6589ec: `search "shuffle" --files` said sessions.py (31k characters) did not hold "shuffle", which
  // its `Session.send` says at character 30,000: the file doc keeps the file's first MAX_CODE_CHARS.
  it("counts the words of a long file's nodes as the file's in a --files match", async () => {
    const head = `// ${"x ".repeat(MAX_CODE_CHARS / 2)}\n`;
    const send = "function send(request) { // Shuffle things around if there's history.\n  return history.pop(); }\n";
    const long = file("src/sessions.ts", head + send);
    long.code = long.code.slice(0, MAX_CODE_CHARS);
    await updateSearchIndex(store, [long, fn("src/sessions.ts", "send", send)], { keepFiles: ["src/compose.ts", "src/logger.ts", "src/timing.ts", "tests/compose.test.ts"] });
    expect((await rankFiles(store, "shuffle history")).map((f) => [f.path, f.match])).toEqual([["src/sessions.ts", { held: 2, of: 2 }]]);
  });
  it("reads the whole-file field only in hybrid mode", async () => {
    expect((await rankIds(store, "middleware error", { mode: "code", kinds: ["function"] })).map((r) => [r.id, r.from])).toEqual([
      ["src/logger.ts#logger", ["code"]],
      ["src/compose.ts#compose", ["code"]],
      ["tests/compose.test.ts#middlewareErrorCase", ["code"]],
    ]);
  });
});

// node-fetch 8b3320d: `src/index.js`'s summary "Index.js. Calls: Headers.get (…); …" made a 900-character search row.
describe("a result's one-line summary", () => {
  it("is the first sentence, cut at a word to 200 characters", () => {
    const calls = Array.from({ length: 40 }, (_, i) => `Headers.get${i} (Returns a value)`).join("; ");
    const doc = { id: "src/index.js", node: { id: "src/index.js", kind: "file", name: "index.js", qualifiedName: "src/index.js", path: "src/index.js", language: "javascript", contentHash: "h" }, summaryText: `Calls: ${calls}.` } as unknown as SearchDocRecord;
    const line = oneLine(doc);
    expect(line.length).toBeLessThanOrEqual(200);
    expect(line).toBe("Calls: Headers.get0 (Returns a value); Headers.get1 (Returns a value); Headers.get2 (Returns a value); Headers.get3 (Returns a value); Headers.get4 (Returns a value); Headers.get5 (Returns a value)…");
    // A summary's purpose stands alone however short (a doc's one- or two-word title would take the next sentence).
    expect(oneLine({ ...doc, summaryText: `Index.js. Calls: ${calls}.` } as SearchDocRecord)).toBe("Index.js.");
    expect(oneLine({ ...doc, summaryText: "Reads the config. Then more." } as SearchDocRecord)).toBe("Reads the config.");
  });
});
