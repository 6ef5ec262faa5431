/**
 * Name queries: the words of a function's own name find it (`handleHTTPRequest` for "handle http request"), and a
 * doc the code and summary rankings both put first is not pushed down by commit-history matches in hybrid search.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

let line = 1;
function doc(id: string, kind: GraphNode["kind"], code: string, summaryText: string, historyText?: string): SearchDocument {
  const [filePath, qualified] = id.split("#") as [string, string | undefined];
  const start = line;
  line += 10;
  const node: GraphNode = {
    id,
    kind,
    name: kind === "file" ? filePath.split("/").pop()! : (qualified ?? filePath).split(".").pop()!,
    qualifiedName: qualified ?? filePath,
    path: filePath,
    language: filePath.endsWith(".py") ? "python" : "go",
    span: { startLine: start, endLine: start + 5, startByte: 0, endByte: 0 },
    contentHash: `h-${id}`,
  };
  return { node, code, summaryText, contractText: "", ...(historyText ? { historyText } : {}), ...(kind === "file" ? { fileText: code } : {}) };
}

/** A web framework in miniature: names with acronyms, words shared by many functions, commit subjects on some. */
function corpus(): SearchDocument[] {
  line = 1;
  const routes = "fix handle request routing for http methods\nhandle http request paths with trailing slash\nsigning serializer options";
  return [
    doc("gin.go", "file", "package gin\nfunc (engine *Engine) ServeHTTP(w http.ResponseWriter, req *http.Request) { engine.handleHTTPRequest(c) }", "Defines Engine.", routes),
    doc("gin.go#Engine.ServeHTTP", "method", "func (engine *Engine) ServeHTTP(w http.ResponseWriter, req *http.Request) {\n  c := engine.pool.Get().(*Context)\n  c.Request = req\n  engine.handleHTTPRequest(c)\n}", "ServeHTTP conforms to the http.Handler interface."),
    doc("gin.go#Engine.handleHTTPRequest", "method", "func (engine *Engine) handleHTTPRequest(c *Context) {\n  t := engine.trees\n  for i := range t { root := t[i].root; value := root.getValue(rPath, c.params) }\n}", "Iterates over engine.trees; delegates to Context.Next."),
    doc("routergroup.go", "file", "package gin\nfunc (group *RouterGroup) Handle(httpMethod, relativePath string, handlers ...HandlerFunc) IRoutes", "Defines RouterGroup.", routes),
    doc("routergroup.go#RouterGroup.Handle", "method", "func (group *RouterGroup) Handle(httpMethod, relativePath string, handlers ...HandlerFunc) IRoutes {\n  // handle the request for any http method\n  return group.handle(httpMethod, relativePath, handlers)\n}", "Handle registers a new request handle and middleware with the given path and http method.", routes),
    doc("routergroup.go#RouterGroup.handle", "method", "func (group *RouterGroup) handle(httpMethod, relativePath string, handlers HandlersChain) IRoutes {\n  // handle an http request route\n  group.engine.addRoute(httpMethod, absolutePath, handlers)\n}", "Returns IRoutes; handles the http request route.", routes),
    doc("context.go#Context.initFormCache", "method", "func (c *Context) initFormCache() {\n  if c.formCache == nil { c.formCache = make(url.Values); c.formCache = req.PostForm }\n}", "Fills the form cache."),
    doc("context.go#Context.GetPostFormArray", "method", "func (c *Context) GetPostFormArray(key string) (values []string, ok bool) {\n  c.initFormCache()\n  values, ok = c.formCache[key]\n  return\n}", "GetPostFormArray returns a slice of strings for a given form key from the form cache, the form cache filled first."),
    doc("sessions.py#SecureCookieSessionInterface.get_signing_serializer", "method", "def get_signing_serializer(self, app):\n    signer_kwargs = dict(key_derivation=self.key_derivation)\n    return URLSafeTimedSerializer(app.secret_key, salt=self.salt, serializer=self.serializer, signer_kwargs=signer_kwargs)", "Returns the signing serializer of the session, or None without a secret key."),
    doc("json/tag.py", "file", "class JSONTag:\n    def __init__(self, serializer):\n        self.serializer = serializer", "Tagged JSON.", "signing serializer tags\nserializer for signing sessions"),
    doc("json/tag.py#JSONTag.__init__", "method", "def __init__(self, serializer):\n    self.serializer = serializer", "Create a tagger for the given serializer.", "signing serializer tags\nserializer for signing sessions"),
    doc("auth.py#sign_cookie", "function", "def sign_cookie(value, key):\n    return value + '.' + hmac.new(key, value.encode(), 'sha256').hexdigest()", "Sign a cookie value with HMAC-SHA256."),
    doc("auth.py#verify_cookie", "function", "def verify_cookie(signed, key):\n    value, _, sig = signed.rpartition('.')\n    return sign_cookie(value, key) == signed and cookie_ok(signed)", "Check a signed cookie: sign the cookie value again and compare."),
  ];
}

describe("name queries", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterEach(async () => store.close());

  const top3 = async (query: string, mode: "code" | "hybrid" = "hybrid"): Promise<string[]> => (await rankIds(store, query, { mode, k: 3 })).map((r) => r.id);

  it("the words of a function's own name find it first, acronyms and snake_case split", async () => {
    const firsts: Record<string, string | undefined> = {};
    for (const query of ["handle http request", "handle HTTPRequest", "serve http", "init form cache", "get post form array", "sign cookie", "get signing serializer", "handling http requests", "signed cookies"]) {
      firsts[query] = (await top3(query))[0];
    }
    expect(firsts).toEqual({
      "handle http request": "gin.go#Engine.handleHTTPRequest",
      "handle HTTPRequest": "gin.go#Engine.handleHTTPRequest",
      "serve http": "gin.go#Engine.ServeHTTP",
      "init form cache": "context.go#Context.initFormCache",
      "get post form array": "context.go#Context.GetPostFormArray",
      "sign cookie": "auth.py#sign_cookie",
      "get signing serializer": "sessions.py#SecureCookieSessionInterface.get_signing_serializer",
      // The words as the index stems them (urfave/cli's `parseFlags` was not among 20 hits for "parsing flags").
      "handling http requests": "gin.go#Engine.handleHTTPRequest",
      "signed cookies": "auth.py#sign_cookie",
    });
    // Code mode too: the named method first, then the code that says the words.
    expect(await top3("handle http request", "code")).toEqual(["gin.go#Engine.handleHTTPRequest", "gin.go#Engine.ServeHTTP", "gin.go"]);
  });

  // gin: "bind body" is `BindBody`, not the interface `BindingBody`, whose words are the same only as stemmed.
  it("a name that is the words as written comes before names that are them only as stemmed", async () => {
    line = 1;
    await updateSearchIndex(store, [
      doc("binding.go#BindingBody", "interface", "type BindingBody interface {\n  Binding\n  BindBody([]byte, any) error\n}", "Binding of a body."),
      doc("json.go#jsonBinding.BindBody", "method", "func (jsonBinding) BindBody(body []byte, obj any) error {\n  return decodeJSON(bytes.NewReader(body), obj)\n}", "Decodes the body."),
    ]);
    expect((await top3("bind body"))[0]).toBe("json.go#jsonBinding.BindBody");
    expect((await top3("binding bodies"))[0]).toBe("binding.go#BindingBody");
  });

  // Found by a trial on tomlkit: "where is a table parsed" put `Parser._parse_table` 7th, behind code and docs that say
  // "table" and "parsed" more often.
  it("a question whose content words are a name's words, in any order and inflection, finds that name first", async () => {
    line = 1;
    await updateSearchIndex(store, [
      doc("tomlkit/items.py#AoT.__init__", "method", "def __init__(self, body, name=None, parsed=False):\n    self.name = name  # the table's name\n    self._parsed = parsed\n    for table in body:\n        self.append(table)  # a parsed table", "Builds an array of tables from parsed tables."),
      doc("tomlkit/exceptions.py#EmptyTableNameError", "class", "class EmptyTableNameError(ParseError):\n    \"\"\"An empty table name was found during parsing of a table.\"\"\"", "An empty table name was found during parsing."),
      doc("tomlkit/parser.py#Parser._parse_table", "method", "def _parse_table(self, parent_name=None, parent=None):\n    if self._current != '[':\n        raise self.parse_error(InternalParserError)\n    return key, table", "Parses a table element."),
    ]);
    expect(await top3("where is a table parsed")).toEqual(["tomlkit/parser.py#Parser._parse_table", "tomlkit/items.py#AoT.__init__", "tomlkit/exceptions.py#EmptyTableNameError"]);
    // Not a question, or content words beyond the name's: the rankings' order as before.
    expect((await top3("a table parsed"))[0]).toBe("tomlkit/items.py#AoT.__init__");
    expect((await top3("where is a table parsed twice"))[0]).toBe("tomlkit/items.py#AoT.__init__");
  });

  it("keeps first in hybrid the doc both the code and the summary ranking put first, whatever the history matches", async () => {
    const first = "sessions.py#SecureCookieSessionInterface.get_signing_serializer";
    expect((await top3("signing serializer", "code"))[0]).toBe(first);
    expect((await rankIds(store, "signing serializer", { mode: "summary", k: 1 }))[0]?.id).toBe(first);
    const hybrid = await rankIds(store, "signing serializer", { k: 3 });
    expect(hybrid.map((r) => [r.id, r.from])).toEqual([
      [first, ["agreed", "code", "summary"]],
      ["json/tag.py#JSONTag.__init__", ["code", "summary", "history:functions", "history", "file"]],
      ["json/tag.py", ["code", "history:functions", "history"]],
    ]);
  });

  // Found by a trial on hono: "compose middleware" — code and summary mode both print src/compose.ts first, but the
  // code ranking's raw first was compose.test.ts, so hybrid saw no agreement and history put compose.ts 6th.
  it("agrees on the first implementation doc of each ranking, tests put after it as the single modes show them", async () => {
    line = 1;
    const history = "compose middleware in combine\nfix compose middleware order\ncompose middleware every";
    await updateSearchIndex(store, [
      doc("compose.go", "file", "package hono\nfunc Compose(middleware []Handler) Handler { return compose(middleware) }", "Compose middleware functions into one handler."),
      doc("compose_test.go", "file", "package hono\nfunc TestCompose(t *testing.T) {\n  // compose middleware\n  h := Compose(middleware)\n  // compose middleware again: compose middleware\n  h = Compose(middleware)\n}", "Tests."),
      doc("combine.go", "file", "package hono\nfunc Every(middleware ...Handler) Handler { return nil }", "Runs every handler.", history),
      doc("combine.go#Every", "function", "func Every(middleware ...Handler) Handler { return nil }", "Runs every handler.", history),
    ]);
    expect((await top3("compose middleware", "code"))[0]).toBe("compose.go");
    expect((await rankIds(store, "compose middleware", { mode: "summary", k: 1 }))[0]?.id).toBe("compose.go");
    const hybrid = await rankIds(store, "compose middleware", { k: 1 });
    expect(hybrid.map((r) => [r.id, r.from[0]])).toEqual([["compose.go", "agreed"]]);
  });

  // Found by a trial on fastify: "error handler" put a test's `plugin.errorHandler` first (and its test file first in
  // `--files`), as the one doc its words name, before lib/error-handler.js.
  it("words naming only a test's function leave it in the tests' place, after the implementation", async () => {
    line = 1;
    await updateSearchIndex(store, [
      doc("test/404s.test.js#plugin.errorHandler", "function", "function errorHandler (error, request, reply) {\n  reply.code(500).send(error)\n}", "Takes error; request; reply."),
      doc("lib/error-handler.js#handleError", "function", "function handleError (reply, error, cb) {\n  // run the error handler of the route's context\n  const errorHandler = reply[kRouteContext].errorHandler\n  errorHandler.func(error, request, reply)\n}", "Runs the route's error handler on an error."),
      doc("lib/error-handler.js", "file", "function handleError (reply, error, cb) {}\nfunction buildErrorHandler (parent, func) {}\nmodule.exports = { buildErrorHandler, handleError }", "Error handler of a route."),
    ]);
    expect((await top3("error handler")).map((id) => id.split("#")[0])).toEqual(["lib/error-handler.js", "lib/error-handler.js", "test/404s.test.js"]);
  });

  // Found by a trial on fastify: "error handler" named the `errorHandler` getters of fastify.js and lib/context.js, and
  // lib/error-handler.js, whose words are its file name, came 4th with --files.
  it("a file whose name is the words leads the functions so named elsewhere; its own named function before it", async () => {
    line = 1;
    await updateSearchIndex(store, [
      doc("fastify.js#fastify.errorHandler", "method", "get errorHandler () {\n  return this[kErrorHandler].func\n}", "Returns the error handler of this instance."),
      doc("lib/context.js#Context", "function", "function Context ({ errorHandler }) {\n  this.errorHandler = errorHandler || buildErrorHandler()\n  this.errorHandler.func = errorHandler\n}", "Object that holds the context of every request; its error handler."),
      doc("lib/error-handler.js#handleError", "function", "function handleError (reply, error, cb) {\n  reply[kRouteContext].errorHandler.func(error)\n}", "Runs the route's error handler."),
      doc("lib/error-handler.js", "file", "function handleError (reply, error, cb) {}\nfunction buildErrorHandler (parent, func) {}", "Defines buildErrorHandler, handleError."),
      doc("lib/handle-request.js#handleRequest", "function", "function handleRequest (err, request, reply) {\n  if (err != null) return reply.send(err)\n}", "Handles a request."),
      doc("lib/handle-request.js", "file", "function handleRequest (err, request, reply) {}", "Defines handleRequest."),
      doc("src/middleware/bearer-auth/index.ts", "file", "export const bearerAuth = (options) => async (c, next) => { await next() }", "Defines bearerAuth."),
      doc("lib/route.js#routeHandler", "function", "function routeHandler (req, res) {\n  // how the error handler does its work: the handler of an error\n  if (error) return errorHandler(error, handler)\n  work(handler)\n}", "How the route handler works on an error: the error handler does the work."),
    ]);
    const files = async (query: string): Promise<string[]> => (await top3(query)).map((id) => id.split("#")[0]!);
    expect(await top3("error handler")).toEqual(["lib/error-handler.js", "fastify.js#fastify.errorHandler", "lib/error-handler.js#handleError"]);
    expect((await top3("handle request")).slice(0, 2)).toEqual(["lib/handle-request.js#handleRequest", "lib/handle-request.js"]);
    expect((await files("bearer auth"))[0]).toBe("src/middleware/bearer-auth/index.ts");
    // In a sentence, words that spell a file's name name it too (a trial's "how does the error handler work").
    expect((await files("how does the error handler work"))[0]).toBe("lib/error-handler.js");
    expect((await files("check the bearer auth token"))[0]).toBe("src/middleware/bearer-auth/index.ts");
  });
});
