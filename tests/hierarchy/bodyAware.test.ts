/**
 * Body-aware extractive node summaries: what a function returns and under how many conditions, what it raises,
 * what it iterates over and retries, the resources it touches through its own calls, and the callees it
 * delegates to; types described by their fields. Exact texts for TypeScript, Python and Go fixtures.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, type NodeInput } from "../../src/summarize/index.js";
import { blankCommentsAndStrings, callsRunLater, readBody, sideEffectsOfCalls, typeFields } from "../../src/summarize/body/bodyFacts.js";
import type { GraphNode } from "../../src/graph/index.js";
import { fn, node } from "./graphs.js";
import { moduleDoc, nodeFacts } from "../../src/summarize/hierarchy/extractiveNode.js";
import { declarationWord } from "../../src/summarize/hierarchy/facts.js";

const input = (n: GraphNode, extra: Partial<NodeInput> = {}): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [], ...extra });

describe("body-aware extractive summaries", () => {
  it("TypeScript: conditional returns, a throw, a retry loop and a network call, without restating the name", () => {
    const code = [
      "async function fetchJson(url: string, attempts = 3): Promise<Json> {",
      "  // return cached values first (a comment, not a return)",
      "  for (let attempt = 0; attempt < attempts; attempt++) {",
      "    const res = await fetch(url);",
      "    if (res.ok) return res.json();",
      "    if (res.status === 404) return null;",
      "  }",
      '  throw new HttpError("gave up: return");',
      "}",
    ].join("\n");
    const n = fn("src/http.ts#fetchJson", { name: "fetchJson", signature: "fetchJson(url: string, attempts = 3): Promise<Json>" });
    const summary = extractiveNodeSummary(input(n, { unresolved: ["fetch", "res.json"] }), code);
    expect(summary.text).toBe(
      "Returns Promise<Json>, at 2 return points under 2 conditions; throws HttpError; loops; retries; uses the network. Inputs: url: string; attempts = 3. Outputs: Promise<Json>. Side effects: network. Calls outside the graph: fetch, res.json.",
    );
  });

  it("Python: raises, iterates, delegates to a callee with its purpose, and does not inherit its effects", () => {
    const code = [
      "def load_all(self, paths: list[str]) -> dict:",
      '    """Not read: the doc is on the node."""',
      "    result = {}",
      "    for path in paths:",
      "        if not path:",
      '            raise ValueError("empty path")',
      "        result[path] = self._read(path)",
      "    logger.info('loaded %d', len(result))",
      "    return result",
    ].join("\n");
    const n = node("pkg/store.py#Store.load_all", "method", { name: "load_all", language: "python", signature: "def load_all(self, paths: list[str]) -> dict" });
    const callee = { id: "pkg/store.py#Store._read", summary: extractiveNodeSummary(input(fn("pkg/store.py#Store._read", { language: "python", doc: "Reads one file.", name: "_read" }), { unresolved: ["open"] })) };
    const summary = extractiveNodeSummary(input(n, { callees: [callee], unresolved: ["len", "logger.info"] }), code);
    expect([summary.purpose, summary.sideEffects, summary.details]).toEqual([
      "Returns dict; raises ValueError; iterates over paths; writes log output; delegates to Store._read",
      ["logging"],
      ["Through its callees: file system (Store._read)", "Calls outside the graph: len, logger.info"],
    ]);
  });

  // jsonschema b37f7be6 (a new user's trial): the `required` keyword, a generator, read "Returns a value, at 2 return
  // points under 2 conditions", and `warnings.warn(…)` read "writes log output".
  it("Python: a generator yields values, its bare returns give nothing; a warning is no log output", () => {
    const code = [
      "def required(validator, required, instance, schema):",
      "    if not validator.is_type(instance, 'object'):",
      "        return",
      "    for property in required:",
      "        if property not in instance:",
      "            yield ValidationError(f'{property!r} is a required property')",
    ].join("\n");
    const n = fn("jsonschema/_keywords.py#required", { name: "required", language: "python", signature: "def required(validator, required, instance, schema)" });
    const summary = extractiveNodeSummary(input(n, { unresolved: ["validator.is_type", "warnings.warn"] }), code);
    expect([summary.purpose, summary.sideEffects]).toEqual(["Yields values; iterates over required", []]);
    const js = readBody("typescript", "function* walk(node) {\n  yield node;\n  for (const c of node.children) yield* walk(c);\n}");
    expect([js?.yields, js?.returns]).toEqual([2, 0]);
  });

  // pluggy e382e72 (a new user's trial): hook wrappers `return (yield)` read "Returns yield".
  it("Python: a return of what the generator is sent back, `return (yield)`, gives no value", () => {
    const n = fn("testing/test_details.py#Plugin.x1meth3", { name: "x1meth3", language: "python", signature: "def x1meth3(self)" });
    expect(extractiveNodeSummary(input(n), "def x1meth3(self):\n    return (yield)").purpose).toBe("Yields values");
    const sent = readBody("python", "def wrap(self):\n    if self.skip:\n        return None\n    return (yield 1)");
    expect([sent?.returns, sent?.returnsWithValue, sent?.yields, sent?.gives]).toEqual([2, 1, 1, undefined]);
  });

  // marshmallow 341b927f (a new user's trial): `fields.Email.__init__` read "Delegates to Field.__init__, Email.__init__".
  it("a callee named as the caller, or as another callee, in another file is named with its file", () => {
    const n = node("src/marshmallow/fields.py#Email.__init__", "method", { name: "__init__", language: "python", signature: "def __init__(self, *args, **kwargs)" });
    const callee = (id: string) => ({ id, summary: extractiveNodeSummary(input(node(id, "method", { name: "__init__", language: "python" }))) });
    const code = "def __init__(self, *args, **kwargs) -> None:\n    super().__init__(*args, **kwargs)\n    validator = validate.Email(error=self.error_messages['invalid'])\n    self.validators.insert(0, validator)";
    expect(extractiveNodeSummary(input(n, { callees: [callee("src/marshmallow/fields.py#Field.__init__"), callee("src/marshmallow/validate.py#Email.__init__")] }), code).purpose).toBe(
      "Delegates to Field.__init__, Email.__init__ (validate.py)",
    );
  });

  // got d00d845a (a new user's trial): `Options.freeze` read "Declared as freeze()"; it calls `Object.freeze` 19 times.
  it("where the body says nothing else, its calls outside the graph are its purpose", () => {
    const n = node("source/core/options.ts#Options.freeze", "method", { name: "freeze", signature: "freeze()" });
    const code = "freeze() {\n  const options = this.#internals;\n  Object.freeze(options);\n  Object.freeze(options.hooks);\n}";
    expect(extractiveNodeSummary(input(n, { unresolved: ["Object.freeze", "Object.freeze"] }), code).purpose).toBe("Calls Object.freeze");
    expect(extractiveNodeSummary(input(n), code).purpose).toBe("Declared as freeze()");
    // gorilla/websocket e064f32, go-retryablehttp fd00458 (a break-it trial): a builtin (`close(b.closeCh)` in a method
    // `close` read "Calls close") and calls in a callback it assigns ("Calls panic, t.Cleanup, time.Parse") are left out.
    const close = node("conn_broadcast_test.go#broadcastBench.close", "method", { name: "close", language: "go", signature: "func (b *broadcastBench) close()" });
    expect(extractiveNodeSummary(input(close, { unresolved: ["close"] }), "func (b *broadcastBench) close() {\n\tclose(b.closeCh)\n}").purpose).toBe("Declared as func (b *broadcastBench) close()");
    const fixed = fn("client_test.go#testStaticTime", { name: "testStaticTime", language: "go", signature: "func testStaticTime(t *testing.T)" });
    const body = "func testStaticTime(t *testing.T) {\n\tt.Cleanup(func() { timeNow = time.Now })\n\ttimeNow = func() time.Time {\n\t\tnow, err := time.Parse(\"x\", \"y\")\n\t\tif err != nil {\n\t\t\tpanic(err)\n\t\t}\n\t\treturn now\n\t}\n}";
    expect(extractiveNodeSummary(input(fixed, { unresolved: ["panic", "t.Cleanup", "time.Parse"] }), body).purpose).toBe("Calls t.Cleanup");
  });

  // expressjs/multer 0adb21d (a new user's trial): `makeMiddleware` read "Returns a value"; it returns the middleware.
  it("a function whose every return gives a function literal says it returns a function, by name where it has one", () => {
    const make = fn("lib/make-middleware.js#makeMiddleware", { name: "makeMiddleware", language: "javascript", signature: "function makeMiddleware (setup)" });
    const code = "function makeMiddleware (setup) {\n  return function multerMiddleware (req, res, next) {\n    if (!req) return next()\n    setup()\n  }\n}";
    expect(extractiveNodeSummary(input(make), code).purpose).toBe("Returns function multerMiddleware");
    const handler = fn("cors.go#Cors.Handler", { name: "Handler", language: "go", signature: "func (c *Cors) Handler(h http.Handler)" });
    const goCode = "func (c *Cors) Handler(h http.Handler) {\n\tif h == nil {\n\t\treturn nil\n\t}\n\treturn func(w http.ResponseWriter, r *http.Request) {\n\t\th.ServeHTTP(w, r)\n\t}\n}";
    expect(extractiveNodeSummary(input(handler), goCode).purpose).toBe("Returns a value, at 2 return points under 1 condition");
    const only = "func (c *Cors) Handler(h http.Handler) {\n\treturn func(w http.ResponseWriter, r *http.Request) {\n\t\th.ServeHTTP(w, r)\n\t}\n}";
    expect(extractiveNodeSummary(input(handler), only).purpose).toBe("Returns a function");
    const arrow = fn("src/m.ts#logger", { name: "logger", signature: "function logger(prefix: string)" });
    expect(extractiveNodeSummary(input(arrow), "function logger(prefix: string) {\n  return async (ctx, next) => {\n    await next();\n  };\n}").purpose).toBe("Returns a function");
  });

  // fastify 83e69762a (a new user's trial): `getDefaultJsonParser` read "Returns a value"; it returns the parser it
  // defines. A decorator's `return wrapper` of its nested `def wrapper` is the same; a name the body does not define
  // as a function, or a return of something else beside it, gives no function.
  it("a return of a bare name the body defines as a function returns that function", () => {
    const js = fn("lib/content-type-parser.js#getDefaultJsonParser", { name: "getDefaultJsonParser", language: "javascript", signature: "function getDefaultJsonParser (onProto, onCtor)" });
    const jsCode = "function getDefaultJsonParser (onProto, onCtor) {\n  return defaultJsonParser\n\n  function defaultJsonParser (req, body, done) {\n    done(null, body)\n  }\n}";
    expect(extractiveNodeSummary(input(js), jsCode).purpose).toBe("Returns function defaultJsonParser");
    const arrow = "function getDefaultJsonParser (onProto, onCtor) {\n  const parse = (req, body) => body\n  return parse;\n}";
    expect(extractiveNodeSummary(input(js), arrow).purpose).toBe("Returns function parse");
    const value = "function getDefaultJsonParser (onProto, onCtor) {\n  const parse = onProto.parse\n  return parse\n}";
    expect(extractiveNodeSummary(input(js), value).purpose).toBe("Returns a value");
    const mixed = "function getDefaultJsonParser (onProto, onCtor) {\n  const parse = (req, body) => body\n  if (onProto) return parse\n  return onCtor\n}";
    expect(extractiveNodeSummary(input(js), mixed).purpose).toBe("Returns a value, at 2 return points under 1 condition");
    const py = fn("d.py#logged", { name: "logged", language: "python", signature: "def logged(func)" });
    const pyCode = "def logged(func):\n    @functools.wraps(func)\n    def wrapper(*args, **kwargs):\n        return func(*args, **kwargs)\n\n    return wrapper";
    expect(extractiveNodeSummary(input(py), pyCode).purpose).toBe("Returns function wrapper");
    // A break-it trial: a name assigned something else too, or a function expression's own name, is no function given.
    expect(extractiveNodeSummary(input(js), "function make2 () {\n  var defaultParser = null\n  return defaultParser\n  function defaultParser (s) { return s }\n}").purpose).toBe("Returns a value");
    expect(extractiveNodeSummary(input(js), "function make3 () {\n  const p = function defaultParser () {}\n  return defaultParser\n}").purpose).toBe("Returns a value");
    expect(extractiveNodeSummary(input(py), "def shadow(func):\n    def wrapper():\n        return 1\n    wrapper = 3\n    return wrapper").purpose).toBe("Returns a value");
    const go = fn("m.go#Middleware", { name: "Middleware", language: "go", signature: "func Middleware() HandlerFunc" });
    expect(extractiveNodeSummary(input(go), "func Middleware() HandlerFunc {\n\th := func(c *Context) {\n\t\tc.Next()\n\t}\n\treturn h\n}").purpose).toBe("Returns HandlerFunc");
  });

  // spf13/viper 528f741 (a new user's trial): `FileNotFoundFromSearchError.fileLookup`, a marker method `{}` on its
  // signature's line, read "Declared as func (e FileNotFoundFromSearchError) fileLookup()"; a Go body on its
  // signature's line is read as a body (a result type's `interface{}` is no body), one over several lines as before.
  it("Go: a body on its signature's line is read; an empty one does nothing", () => {
    const marker = node("errors.go#FileNotFoundFromSearchError.fileLookup", "method", { name: "fileLookup", language: "go", signature: "func (e FileNotFoundFromSearchError) fileLookup()" });
    expect(extractiveNodeSummary(input(marker), "func (e FileNotFoundFromSearchError) fileLookup() {}").purpose).toBe("Does nothing");
    expect(readBody("go", "func (c *C) Get() interface{} { return c.n }")).toMatchObject({ returns: 1, returnsWithValue: 1 });
    expect(readBody("go", "func (c *C) Close() {\n}")?.empty).toBeUndefined();
  });

  // lostisland/faraday 59334e0e (a new user's trial): `RackBuilder.raise_if_adapter` read "Returns a value"; Ruby's
  // `raise 'message'` raises a RuntimeError.
  it("Ruby: a raise of a bare string raises a RuntimeError", () => {
    const n = fn("lib/faraday/rack_builder.rb#Faraday.RackBuilder.raise_if_adapter", { kind: "method", name: "raise_if_adapter", language: "ruby", signature: "def raise_if_adapter(klass)" });
    const code = "def raise_if_adapter(klass)\n  return unless klass <= Faraday::Adapter\n\n  raise 'Adapter should be set using the `adapter` method, not `use`'\nend";
    expect(extractiveNodeSummary(input(n), code).purpose).toBe("Raises RuntimeError");
    expect(readBody("ruby", "def f\n  raise ArgumentError, 'bad' if x\n  fail \"no\"\nend")?.raises).toEqual(["ArgumentError", "RuntimeError"]);
  });

  // jaredhanson/passport 217018d (a new user's trial): `SessionManager.logIn` read "Returns a value" where it
  // regenerates the session; a runtime global (`new Error(…)`) and a parameter called back (`cb(err)`) are left out.
  it("a body that says only that it returns a value says its calls outside the graph beside it", () => {
    const n = fn("lib/sessionmanager.js#SessionManager.logIn", { name: "logIn", language: "javascript", signature: "function(req, user, options, cb)" });
    const code = "function(req, user, options, cb) {\n  if (!req.session) { return cb(new Error('no session')); }\n  req.session.regenerate(function(err) {\n    if (err) { return cb(err); }\n    req.session.save(cb);\n  });\n}";
    const unresolved = ["Error", "cb", "req.session.regenerate", "req.session.save"];
    expect(extractiveNodeSummary(input(n, { unresolved }), code).purpose).toBe("Returns a value; calls req.session.regenerate");
    expect(extractiveNodeSummary(input(n, { unresolved: ["Error", "cb"] }), code).purpose).toBe("Returns a value");
    // A break-it trial: samber/lo's docs component `Feature({title, Svg, description})` read "calls Heading, Svg,
    // clsx"; jotai's `signal` getter "calls AbortController".
    const feature = fn("docs/src/pages/index.tsx#Feature", { name: "Feature", language: "typescript", signature: "function Feature({title, Svg, description}: FeatureItem)" });
    const jsx = "function Feature({title, Svg, description}: FeatureItem) {\n  if (!title) return null;\n  return <div className={clsx('col')}><Svg /><Heading>{title}</Heading></div>;\n}";
    expect(extractiveNodeSummary(input(feature, { unresolved: ["AbortController", "Heading", "Svg", "clsx"] }), jsx).purpose).toBe("Returns a value, at 2 return points under 1 condition; calls Heading, clsx");
  });

  // koajs/koa e0ba8ef (a new user's trial): the `cookies` getter read "Returns a value; calls Cookies. Calls outside the
  // graph: Cookies."; a call on a literal (`/^(W\/)?"/.test(val)`) runs no code of the repository.
  it("calls its purpose names are not listed again, and a call on a literal is named in no purpose", () => {
    const cookies = node("lib/context.js#cookies", "method", { name: "cookies", language: "javascript", signature: "get cookies ()" });
    const getter = "get cookies () {\n  if (!this[COOKIES]) {\n    this[COOKIES] = new Cookies(this.req, this.res)\n  }\n  return this[COOKIES]\n}";
    const summary = extractiveNodeSummary(input(cookies, { unresolved: ["Cookies"] }), getter);
    expect([summary.purpose, summary.details]).toEqual(["Returns a value; calls Cookies", []]);
    const several = extractiveNodeSummary(input(cookies, { unresolved: ["Cookies", "a.b", "c.d", "e.f", "g"] }), getter);
    expect([several.purpose, several.details]).toEqual(["Returns a value; calls a.b, c.d, e.f and 2 more", ["Calls outside the graph: Cookies, g"]]);
    // A break-it trial: a Python body returning a call's result wrote the call out and listed it again.
    const base = node("p.py#ret_call", "function", { name: "ret_call", language: "python", signature: "def ret_call(p)" });
    const returned = extractiveNodeSummary(input(base, { unresolved: ["os.path.basename"] }), "def ret_call(p):\n    return os.path.basename(p)\n");
    expect([returned.purpose, returned.details]).toEqual(["Returns the result of os.path.basename(p)", []]);
    // Delgan/loguru (a new user's trial): `Handler._queued_writer` read "Loops".
    const writer = node("loguru/_handler.py#Handler._queued_writer", "method", { name: "_queued_writer", language: "python", signature: "def _queued_writer(self)" });
    const loop = "def _queued_writer(self):\n    queue = self._queue\n    while True:\n        message = queue.get()\n        if message is None:\n            break\n        self._sink.write(message)\n";
    expect(extractiveNodeSummary(input(writer, { unresolved: ["queue.get", "self._sink.write"] }), loop).purpose).toBe("Loops; calls queue.get, self._sink.write");
    const etag = node("lib/response.js#etag", "method", { name: "etag", language: "javascript", signature: "set etag (val)" });
    const setter = "set etag (val) {\n  if (!/^(W\\/)?\"/.test(val)) val = `\"${val}\"`\n  return val\n}";
    const literal = extractiveNodeSummary(input(etag, { unresolved: ['/^(W\\/)?"/.test', "', '.join", "[a, b].map"] }), setter);
    expect([literal.purpose, literal.details]).toEqual(["Returns a value", ['Calls outside the graph: /^(W\\/)?"/.test, \', \'.join, [a, b].map']]);
  });

  // gorilla/websocket e064f32 (a break-it trial): `hpd.forwardDial(…)`, a field of the function type `netDialerFunc`,
  // read "constructs netDialerFunc"; a conversion to a defined type (`fakeAddr(1)`) builds nothing either.
  it("a Go function type is called through, and a conversion to a defined type is not said", () => {
    const n = node("proxy.go#httpProxyDialer.Dial", "method", { name: "Dial", language: "go", signature: "func (hpd *httpProxyDialer) Dial(network string, addr string) (net.Conn, error)" });
    const typeNode = (id: string, signature: string) => ({ id, declaration: declarationWord(signature), summary: extractiveNodeSummary(input(node(id, "struct", { name: id.split("#")[1]!, language: "go", signature }))) });
    const dialer = typeNode("proxy.go#netDialerFunc", "type netDialerFunc func(network, addr string) (net.Conn, error)");
    const addr = typeNode("conn_test.go#fakeAddr", "type fakeAddr int");
    const conn = typeNode("conn.go#Conn", "type Conn struct");
    expect([dialer.declaration, addr.declaration, conn.declaration, declarationWord("type Handler = func()"), declarationWord("export type Options = {")]).toEqual(["function type", "type", "struct", undefined, undefined]);
    // The Go graph writes a type's signature without `type` (go-playground/form's `s.tagFn(fld)`, a field of
    // `TagNameFunc func(field reflect.StructField) string`, read "constructs TagNameFunc"; a new user's trial).
    expect([declarationWord("TagNameFunc func(field reflect.StructField) string", "go"), declarationWord("structCacheMap struct", "go"), declarationWord("Mode uint8", "go"), declarationWord("Mode uint8")]).toEqual(["function type", "struct", "type", undefined]);
    const tagFn = { id: "cache.go#TagNameFunc", declaration: declarationWord("TagNameFunc func(field reflect.StructField) string", "go"), summary: extractiveNodeSummary(input(node("cache.go#TagNameFunc", "struct", { name: "TagNameFunc", language: "go", signature: "TagNameFunc func(field reflect.StructField) string" }))) };
    const parse = node("cache.go#structCacheMap.parseStruct", "method", { name: "parseStruct", language: "go", signature: "func (s *structCacheMap) parseStruct(mode Mode, current reflect.Value) *cachedStruct" });
    expect(extractiveNodeSummary(input(parse, { callees: [tagFn] }), "func (s *structCacheMap) parseStruct(mode Mode, current reflect.Value) *cachedStruct {\n\tname := s.tagFn(fld)\n\treturn nil\n}").purpose).toBe("Returns *cachedStruct; calls through TagNameFunc");
    const code = "func (hpd *httpProxyDialer) Dial(network string, addr string) (net.Conn, error) {\n\tc := Conn{}\n\t_ = fakeAddr(1)\n\treturn hpd.forwardDial(network, addr)\n}";
    expect(extractiveNodeSummary(input(n, { callees: [dialer, addr, conn] }), code).purpose).toBe("Returns (net.Conn, error); constructs Conn; calls through netDialerFunc");
  });

  it("a call through an interface or function type (a function-valued option) is no delegation to the type", () => {
    // ky's Ky.#calculateDelay calls `this.#options.retry.delay(...)`: its edge reaches the RetryOptions interface.
    const code = "#calculateDelay(): number {\n  const delay = this.#options.retry.delay(this.#retryCount);\n  return Math.min(delay * Math.random(), 1000);\n}";
    const n = node("source/core/Ky.ts#Ky.#calculateDelay", "method", { name: "#calculateDelay", signature: "#calculateDelay(): number" });
    const iface = { id: "source/types/retry.ts#RetryOptions", summary: extractiveNodeSummary(input(node("source/types/retry.ts#RetryOptions", "interface", { name: "RetryOptions", signature: "interface RetryOptions" }), { children: [] }), "interface RetryOptions {\n  limit?: number;\n  delay?: (attemptCount: number) => number;\n}") };
    const helper = { id: "source/utils/delay.ts#clamp", summary: extractiveNodeSummary(input(fn("source/utils/delay.ts#clamp", { name: "clamp", doc: "Clamps a delay." }))) };
    expect(extractiveNodeSummary(input(n, { callees: [helper, iface], unresolved: ["Math.min", "Math.random"] }), code).purpose).toBe(
      "Returns number; draws random values; delegates to clamp; calls through RetryOptions",
    );
  });

  it("Go: error returns, a range loop and a file read; a struct described by its fields", () => {
    const code = [
      "func (c *Config) Load(path string) error {",
      "\tdata, err := os.ReadFile(path)",
      "\tif err != nil {",
      "\t\treturn fmt.Errorf(\"read %s: %w\", path, err)",
      "\t}",
      "\tfor _, line := range c.lines {",
      "\t\tif line == \"\" {",
      "\t\t\treturn ErrEmptyLine",
      "\t\t}",
      "\t}",
      "\treturn nil",
      "}",
    ].join("\n");
    const n = node("cfg/config.go#Config.Load", "method", { name: "Load", language: "go", signature: "func (c *Config) Load(path string) error" });
    expect(extractiveNodeSummary(input(n, { unresolved: ["fmt.Errorf", "os.ReadFile"] }), code).purpose).toBe(
      "Returns error, at 3 return points under 2 conditions; returns the error ErrEmptyLine; iterates over c.lines; uses the file system",
    );
    // pflag 5fdac2d `getUnknownFlagsHandling`: a field of a struct type whose name holds "Errors" is no error returned,
    // and its summary said "returns the error ParseErrorsAllowlist". A type named …Error is one.
    const handling = ["func (f *FlagSet) mode() Mode {", "\tif f.ParseErrorsAllowlist.Unknown {", "\t\treturn f.ParseErrorsAllowlist.Mode", "\t}", "\treturn &ParseError{}", "}"].join("\n");
    const mode = node("flag.go#FlagSet.mode", "method", { name: "mode", language: "go", signature: "func (f *FlagSet) mode() Mode" });
    expect(extractiveNodeSummary(input(mode), handling).purpose).toBe("Returns Mode, at 2 return points under 1 condition; returns the error ParseError");
    // httprouter 4840180 `Router.Handle`: the `return &ps` of a literal whose result type is `interface{}` counted as
    // the method's own ("Returns a value").
    const handle = ["func (r *Router) Handle(method, path string) {", "\tif r.paramsPool.New == nil {", "\t\tr.paramsPool.New = func() interface{} {", "\t\t\tps := make(Params, 0, r.maxParams)", "\t\t\treturn &ps", "\t\t}", "\t}", "}"].join("\n");
    expect(readBody("go", handle)).toEqual({ returns: 0, returnsWithValue: 0, conditions: 1, raises: [], loops: 0, iterates: [], retries: false });
    const struct = node("cfg/config.go#Param", "struct", { name: "Param", language: "go", signature: "type Param struct" });
    const structCode = "type Param struct {\n\tKey   string\n\tValue string // the value\n\tinner struct {\n\t\tdeep int\n\t}\n}";
    expect(extractiveNodeSummary(input(struct), structCode).purpose).toBe("Struct with fields Key, Value, inner");
  });

  it("reads fields of TypeScript interfaces and Python NamedTuples and Enums", () => {
    expect(typeFields("typescript", "export interface Result<T> {\n  ok: boolean;\n  data?: T;\n  get(key: string): T;\n}")).toEqual(["ok", "data"]);
    // Found by a trial on hono: parameters of a multi-line signature (src/request.ts) were listed as fields.
    const request = [
      "export class HonoRequest<P extends string = '/'> {",
      "  raw: Request",
      "  routeIndex: number = 0",
      "  constructor(",
      "    request: Request,",
      "    path: string = '/',",
      "    matchResult: [[[unknown, RouterRoute][]]] = [[]]",
      "  ) {",
      "    this.raw = request",
      "    const re = /\\(/",
      "  }",
      "  bodyCache: BodyCache = {}",
      "}",
    ].join("\n");
    expect(typeFields("typescript", request)).toEqual(["raw", "routeIndex", "bodyCache"]);
    expect(typeFields("python", 'class Point(NamedTuple):\n    """A point."""\n    x: int\n    y: int = 0\n\n    def norm(self) -> float:\n        z = 1\n')).toEqual(["x", "y"]);
    expect(typeFields("python", "class Color(Enum):\n    RED = 1\n    GREEN = 2\n")).toEqual(["RED", "GREEN"]);
    // uvicorn uvicorn/_types.py: a field named `type` is a field (the TypedDict read "Class with fields message").
    expect(typeFields("python", 'class LifespanStartupFailedEvent(TypedDict):\n    type: Literal["lifespan.startup.failed"]\n    message: str\n')).toEqual(["type", "message"]);
    expect(typeFields("typescript", 'interface Failed {\n  type: "failed";\n  readonly message: string;\n}')).toEqual(["type", "message"]);
    expect(typeFields("go", "type Event struct {\n\tKind string\n\tMessage string\n}")).toEqual(["Kind", "Message"]);
  });

  it("falls back to the signature, never to the name's words, when the body says nothing", () => {
    const n = fn("src/a.ts#getValue", { name: "getValue", signature: "getValue(path: string, params: Params)" });
    expect(extractiveNodeSummary(input(n), "getValue(path: string, params: Params) {\n  walk(path, params);\n}").purpose).toBe("Takes path: string; params: Params");
    // requests 0e322af8: a constructor storing retry settings tries nothing again; a loop bounded by them does.
    const init = "def __init__(self):\n    self.max_redirects = DEFAULT_REDIRECT_LIMIT\n    self.max_retries = Retry(0, read=False)";
    expect(readBody("python", init)?.retries).toBe(false);
    // Following redirects in a loop bounded by `max_redirects` tries nothing again either (requests 1f6589ec's
    // `resolve_redirects` read "retries"); a loop bounded by retries does.
    const follow = "def resolve_redirects(self, resp):\n    while url:\n        if len(hist) >= self.max_redirects:\n            raise TooManyRedirects()\n        url = next_url(resp)";
    expect(readBody("python", follow)?.retries).toBe(false);
    const retried = "def send(self, req):\n    while True:\n        if self.retries.is_exhausted():\n            raise MaxRetryError()\n        resp = self._send(req)";
    expect(readBody("python", retried)?.retries).toBe(true);
    // hapijs/podium's `validate`: a loop calling a validate-or-throw named `attempt` tries nothing again; a loop
    // counting attempts does.
    const validate = "function validate(events) {\n  for (let event of events) {\n    normalized.push(Validate.attempt(event, schema));\n  }\n}";
    expect(readBody("typescript", validate)?.retries).toBe(false);
    const counted = "function send(req) {\n  while (attempts < max) {\n    attempts++;\n  }\n}";
    expect(readBody("typescript", counted)?.retries).toBe(true);
    expect(readBody("typescript", "f() {\n  const s = 'return throw new X';\n}")).toEqual({ returnsWithValue: 0, returns: 0, conditions: 0, raises: [], loops: 0, iterates: [], retries: false });
  });

  // tenacity c650fb4: `BaseRetrying.iter` ended "In tenacity/__init__.py: Re-exports 41 names …".
  it("quotes a file's doc beside a function, never a re-export list or a list of what the file provides", () => {
    expect(moduleDoc({ responsibility: "Retrying with backoff. More here.", sideEffects: [], key: "k" })).toBe("Retrying with backoff.");
    expect(moduleDoc({ responsibility: "Re-exports 41 names (14 from .retry, 11 from .wait): after_log and 37 more.", sideEffects: [], key: "k" })).toBeUndefined();
    expect(moduleDoc({ responsibility: "Provides retry (Wrap a function).", sideEffects: [], key: "k" })).toBeUndefined();
  });

  // uvicorn e6c7ce79 `Server.handle_exit` read "Takes sig: int; frame: FrameType | None"; it sets the exit flags.
  it("says which fields of the receiver a body assigns when nothing else is said", () => {
    const code = "def handle_exit(self, sig: int, frame: FrameType | None) -> None:\n    self._captured_signals.append(sig)\n    if self.should_exit and sig == signal.SIGINT:\n        self.force_exit = True\n    else:\n        self.should_exit = True";
    const n = fn("uvicorn/server.py#Server.handle_exit", { kind: "method", name: "handle_exit", language: "python", signature: "def handle_exit(self, sig: int, frame: FrameType | None) -> None" });
    expect(readBody("python", code)?.sets).toEqual(["force_exit", "should_exit"]);
    // Its `self._captured_signals.append(sig)` adds to a field's collection.
    expect(readBody("python", code)?.grows).toEqual(["_captured_signals"]);
    expect(extractiveNodeSummary(input(n), code).purpose).toBe("Adds to _captured_signals; sets force_exit, should_exit");
    // A comparison, a nested function's own assignment and a local's field are no assignment of the receiver's field.
    expect(readBody("python", "def f(self, o):\n    if self.x == 1:\n        o.y = 2\n    def g():\n        self.z = 3\n    return g")?.sets).toBeUndefined();
    expect(readBody("typescript", "reset() {\n  this.count = 0; this.#seen ??= new Set();\n  if (this.ok === true) this.done = true\n}")?.sets).toEqual(["count", "#seen", "done"]);
    expect(readBody("ruby", "def close\n  @closed = true\n  @body ||= []\nend")?.sets).toEqual(["closed", "body"]);
    // uvicorn's `HttpToolsProtocol.on_header` read "Sets expect_100_continue", a flag for one header, and left out
    // the header list it fills.
    const onHeader = 'def on_header(self, name: bytes, value: bytes) -> None:\n    name = name.lower()\n    if name == b"expect" and value.lower() == b"100-continue":\n        self.expect_100_continue = True\n    self.headers.append((name, value))';
    const h = fn("uvicorn/protocols/http/httptools_impl.py#HttpToolsProtocol.on_header", { kind: "method", name: "on_header", language: "python", signature: "def on_header(self, name: bytes, value: bytes) -> None" });
    expect(extractiveNodeSummary(input(h), onHeader).purpose).toBe("Adds to headers; sets expect_100_continue");
    expect(readBody("typescript", "add(x) {\n  this.items.push(x); this.#seen.add(x);\n  if (x) this.byId.set(x.id, x)\n}")?.grows).toEqual(["items", "#seen", "byId"]);
    expect(readBody("ruby", "def add(x)\n  @items << x\n  @index[x.id] = x\nend")?.grows).toEqual(["items", "index"]);
    expect(readBody("python", "def f(self, k):\n    self.cache[k] = 1\n    self.cache[k] == 2\n    other.items.append(k)")?.grows).toEqual(["cache"]);
    // A body on its signature's line is a body (a break-it trial: `add(x: number): void { this.items.push(x); }` read
    // "Calls this.items.push", `def set(self, x): self.x = x` "Takes x"); `this.map[k] = v` adds to `map`.
    expect(readBody("typescript", "add(x: number): void { this.items.push(x); }")?.grows).toEqual(["items"]);
    expect(readBody("typescript", "setN(n: number): void { this.n = n; }")?.sets).toEqual(["n"]);
    expect(readBody("typescript", "put(k, v) {\n  this.map[k] = v;\n  if (this.map[k] === v) return\n}")?.grows).toEqual(["map"]);
    expect(readBody("python", "def add(self, x): self.items.append(x)")?.grows).toEqual(["items"]);
    expect(readBody("python", "def set(self, x): self.x = x")?.sets).toEqual(["x"]);
    expect(readBody("typescript", "constructor() {}")?.empty).toBeUndefined();
    // Said beside other clauses, it is left out.
    expect(extractiveNodeSummary(input(fn("a.py#C.f", { kind: "method", name: "f", language: "python", signature: "def f(self) -> int" })), "def f(self) -> int:\n    self.n = 1\n    return self.n").purpose).toBe("Returns int");
    // A break-it trial: a removal (`splice`) and a cleared entry (`[k] = undefined`) read "Adds to items".
    expect(readBody("typescript", "remove(item) {\n  const i = this.items.indexOf(item);\n  this.items.splice(i, 1);\n  this._events[item] = undefined;\n  this.byId[item] = null;\n}")?.grows).toBeUndefined();
    expect(readBody("python", "def off(self, k):\n    self.handlers[k] = None")?.grows).toBeUndefined();
    expect(readBody("ruby", "def off(k)\n  @handlers[k] = nil\nend")?.grows).toBeUndefined();
  });

  // ofetch dfbe3ca: `createFetch` read "Returns $Fetch, at 4 return points under 28 conditions"; they were its nested
  // `async function $fetchRaw<T = any, R extends ResponseType = "json">(…)`'s, whose type parameters hid it.
  it("knows a nested generic function literal as a literal", () => {
    const code = [
      "export function createFetch(globalOptions = {}) {",
      "  const $fetchRaw = async function $fetchRaw<",
      "    T = any,",
      '    R extends ResponseType = "json",',
      "  >(request, options = {}) {",
      "    if (!request) {",
      "      return undefined;",
      "    }",
      "    return request;",
      "  };",
      "  return $fetchRaw;",
      "}",
    ].join("\n");
    expect(readBody("typescript", code)).toMatchObject({ returns: 1, conditions: 0 });
  });

  // apache/commons-cli 0a68ae0e: Java (and C#) had no body rules, so no summary said what a method returns, throws or
  // loops over; a new user's trial read "Java summaries never mention throws" (`handleLongOptionWithEqual` throws
  // `AmbiguousOptionException`). A wildcard's `?` (`Map<String, ? extends Number>`) is no branch.
  it("reads Java and C# bodies: returns, branches, throws, loops and what they iterate, fields set, one-line bodies", () => {
    const java = [
      "private void handleLongOptionWithEqual(final String token) throws ParseException {",
      "    final List<String> matchingOpts = getMatchingLongOptions(opt);",
      "    if (matchingOpts.isEmpty()) {",
      "        handleUnknownToken(currentToken);",
      "    } else if (matchingOpts.size() > 1 && !options.hasLongOption(opt)) {",
      "        throw new AmbiguousOptionException(opt, matchingOpts);",
      "    } else {",
      "        final String key = options.hasLongOption(opt) ? opt : matchingOpts.get(0);",
      "        for (final String name : matchingOpts) { use(name); }",
      "        Map<String, ? extends Number> m = null;",
      "        this.count = 2;",
      "    }",
      "}",
    ].join("\n");
    expect(readBody("java", java)).toEqual({ returnsWithValue: 0, returns: 0, conditions: 4, raises: ["AmbiguousOptionException"], loops: 1, iterates: ["matchingOpts"], retries: false, sets: ["count"] });
    expect(readBody("java", "public int size() { return n; }")).toMatchObject({ returns: 1, returnsWithValue: 1 });
    const csharp = ["public void Run(List<int> xs) {", "  foreach (var x in xs) {", '    if (x > 1) throw new ArgumentException("x");', "  }", "  return;", "}"].join("\n");
    expect(readBody("csharp", csharp)).toEqual({ returnsWithValue: 0, returns: 1, conditions: 1, raises: ["ArgumentException"], loops: 1, iterates: ["xs"], retries: false });
    // A break-it trial: a throw in a lambda or an anonymous class the method returns is the literal's, not the
    // method's; one in a lambda a stream or collection runs now (`xs.forEach(x -> …)`) is the method's. A body of one
    // line (after the signature's line) is no one-line definition.
    const raises = (language: string, code: string): string[] | undefined => readBody(language, code)?.raises;
    expect([
      raises("java", 'public Supplier<String> lazy() {\n    return () -> { throw new IllegalStateException("lazy"); };\n}'),
      raises("java", "public Runnable r() {\n    return new Runnable() { public void run() { throw new UnsupportedOperationException(); } };\n}"),
      raises("java", "int f(List<String> xs) {\n    xs.forEach(x -> { if (x == null) throw new NullPointerException(); });\n    return 1;\n}"),
      raises("csharp", 'public Func<int> Lazy() {\n    return () => throw new InvalidOperationException("lazy");\n}'),
      raises("csharp", "public void A() {\n    Action a = () => { throw new NotSupportedException(); };\n    if (x) throw new ArgumentException();\n}"),
    ]).toEqual([[], [], ["NullPointerException"], [], ["ArgumentException"]]);
  });

  // unstorage 0.17 `createStorage` read "Returns Storage<T>, at 20 return points under 29 conditions; throws Error": the
  // returns, branches and the throw were those of the methods of the object literal it builds and returns.
  it("counts no return, branch or throw of a method written in an object literal or class expression the body builds", () => {
    const code = [
      "export function createStorage<T>(options: CreateStorageOptions = {}): Storage<T> {",
      "  const context = { mounts: { \"\": options.driver || memory() } }",
      "  const storage: Storage = {",
      "    async hasItem(key, opts = {}) {",
      "      if (!key) return false",
      "      return asyncCall(driver.hasItem, key, opts)",
      "    },",
      "    mount(base: string, driver: Driver): Storage {",
      "      if (context.mounts[base]) {",
      "        throw new Error(`already mounted at ${base}`)",
      "      }",
      "      return storage",
      "    },",
      "    get size() { return 1 },",
      "  }",
      "  const Local = class {",
      "    run(x) {",
      "      if (x) return 1",
      "      return 2",
      "    }",
      "  }",
      "  if (options.watch) watch()",
      "  return storage",
      "}",
    ].join("\n");
    expect(readBody("typescript", code)).toMatchObject({ returns: 1, returnsWithValue: 1, conditions: 1, raises: [] });
    // A call or a keyword at a line's start is no method: the branch and the returns stay the function's.
    const calls = ["function f(x) {", "  if (x) {", "    return use(x)", "  }", "  run(x, {", "    a: 1,", "  })", "  return 2", "}"].join("\n");
    expect(readBody("typescript", calls)).toMatchObject({ returns: 2, conditions: 1 });
    // A break-it trial: a method named by a computed or a quoted key is a method too.
    const keyed = ["export function outer(x) {", "  const o = {", "    [key]() {", "      if (x) { throw new TypeError('computed'); }", "      return 3;", "    },", '    "quoted-key"() {', "      return 1;", "    },", "  };", "  return o;", "}"].join("\n");
    expect(readBody("typescript", keyed)).toMatchObject({ returns: 1, conditions: 0, raises: [] });
  });

  // zustand f094eebe: `createStoreImpl` read "Returns a value, at 2 return points under 4 conditions; loops": all but one
  // `return` and every branch and loop were in the `setState` and `subscribe` it builds and returns.
  it("counts a function's own returns, not its literals', and no branch or loop of a literal it hands on for later", () => {
    const code = [
      "const createStoreImpl = (createState) => {",
      "  let state",
      "  const listeners = new Set()",
      "  const setState = (partial, replace) => {",
      "    if (!Object.is(partial, state)) {",
      "      state = replace ? partial : Object.assign({}, state, partial)",
      "      listeners.forEach((listener) => listener(state))",
      "    }",
      "  }",
      "  const subscribe = (listener) => {",
      "    listeners.add(listener)",
      "    return () => listeners.delete(listener)",
      "  }",
      "  const api = { setState, subscribe }",
      "  xs.forEach((x) => {",
      "    if (!x) throw new TypeError('no x')",
      "    return x",
      "  })",
      "  return api",
      "}",
    ].join("\n");
    expect(readBody("typescript", code)).toEqual({ returnsWithValue: 1, returns: 1, conditions: 1, raises: ["TypeError"], loops: 1, iterates: ["xs"], retries: false });
    // A comment between the arrow and its expression (immer 061c242 `get`) is no part of what it gives.
    const get = "get = (thing, prop) =>\n\t// @ts-ignore\n\ttype === ArchType.Map ? thing.get(prop) : thing[prop]";
    expect(readBody("typescript", get)).toMatchObject({ gives: "type === ArchType.Map ? thing.get(prop) : thing[prop]", givesKind: "expression" });
    // A returned literal is a value the function gives (hono's `buildPage` ends `return () => (…)`).
    expect(readBody("typescript", "const buildPage = () => {\n  const Content = () => 1\n  return () => (\n    Content()\n  )\n}")).toMatchObject({ returnsWithValue: 1, returns: 1 });
  });

  // marshmallow 341b927f: `Schema._do_load` builds `exc = ValidationError(…)` and raises it; its summary said only
  // "Returns a value".
  it("a raised local names the class the body builds it from", () => {
    const py = ["def _do_load(self, data):", "    if errors:", "        exc = ValidationError(errors, data=data)", "        self.handle_error(exc, data)", "        raise exc", "    return result"].join("\n");
    expect(readBody("python", py)?.raises).toEqual(["ValidationError"]);
    const ts = ["function check(x) {", "  const err = new RangeError('x');", "  if (x < 0) throw err;", "  try { run(); } catch (e) { throw e; }", "}"].join("\n");
    expect(readBody("typescript", ts)?.raises).toEqual(["RangeError"]);
  });

  // attrs c1dc5dcb `_ClassBuilder.add_setattr` (src/attr/_make.py): it read "Returns a value, at 5 return points under
  // 6 conditions; raises ValueError, RuntimeError"; two returns and the RuntimeError are the nested `__setattr__`'s.
  it("Python: a nested def's returns, raises, branches and calls are its own", () => {
    const py = [
      "@decorator",
      "def add_setattr(self):",
      "    if self._frozen:",
      "        return self",
      "    sa_attrs = {}",
      "    for a in self._attrs:",
      "        if a.on_setattr:",
      "            raise ValueError(\"both\")",
      "",
      "    def __setattr__(self, name, val):",
      "        try:",
      "            a, hook = sa_attrs[name]",
      "        except KeyError:",
      "            nval = val",
      "        else:",
      "            nval = hook(self, a, val)",
      "        if nval is None:",
      "            raise RuntimeError(\"x\")",
      "        return _OBJ_SETATTR(self, name, nval)",
      "",
      "    class Helper:",
      "        def run(self):",
      "            return 1",
      "    self._cls_dict[\"__setattr__\"] = self._add_method_dunders(__setattr__)",
      "    return self",
    ].join("\n");
    expect(readBody("python", py)).toMatchObject({ returns: 2, returnsWithValue: 2, conditions: 2, raises: ["ValueError"], loops: 1, iterates: ["self._attrs"] });
    expect([...callsRunLater("python", py, ["hook", "_OBJ_SETATTR", "_add_method_dunders"])]).toEqual(["hook", "_OBJ_SETATTR"]);
  });

  it("names a private field iterated over whole, not cut at its `#` (ky: `iterates over this.`)", () => {
    const body = "async f() {\n  for (const hook of this.#options.hooks.beforeError) {\n    await hook();\n  }\n  for (const x of this.#items) use(x);\n}";
    expect(readBody("typescript", body)?.iterates).toEqual(["this.#options.hooks.beforeError", "this.#items"]);
    // jose afbc6649's `validateClaimsSet` read "iterates over new" for `for (const claim of new Set(…))`: a loop over
    // what an expression builds names nothing.
    const claims = "function validateClaimsSet(c) {\n  for (const claim of new Set(c.required)) use(claim);\n  if (!c) throw new JWTInvalid('x');\n  if (c.a) throw new JWTClaimValidationFailed('a');\n  if (c.b) throw new TypeError('b');\n  if (c.exp) throw new JWTExpired('\"exp\" claim timestamp check failed');\n}";
    expect(readBody("typescript", claims)).toMatchObject({ loops: 1, iterates: [] });
    // Of four error types the purpose names three and counts the fourth.
    const validate = fn("src/lib/jwt_claims_set.ts#validateClaimsSet", { name: "validateClaimsSet", language: "typescript", signature: "function validateClaimsSet(c)" });
    expect(extractiveNodeSummary(input(validate), claims).purpose).toBe("Throws JWTInvalid, JWTClaimValidationFailed, TypeError and 1 more; loops");
  });

  // execa 8017b27: `isAsyncIterableObject` read "Delegates to isObject" (its arrow returns a value) and
  // `getFileDescriptor` "loops" for its `.map(` (it builds an array).
  it("TypeScript/JavaScript: an arrow whose body is an expression returns a value; an array method that builds one is no loop", () => {
    const arrow = "isAsyncIterableObject = value => isObject(value) && typeof value[Symbol.asyncIterator] === 'function'";
    expect(readBody("javascript", arrow)).toMatchObject({ returns: 1, returnsWithValue: 1, expressionBody: true, loops: 0 });
    expect(readBody("javascript", "getOptions = () => ({\n\tstdout: getOutputGenerator(),\n})")).toMatchObject({ returns: 1, returnsWithValue: 1, expressionBody: true });
    // A block body, or an arrow inside the body or the parameters, is not an expression body.
    expect(readBody("javascript", "f = (a = () => 1) => {\n\tuse(a);\n}")).toMatchObject({ returns: 0, returnsWithValue: 0 });
    expect(readBody("javascript", "function f(xs) {\n\txs.map(x => x * 2);\n}")).toMatchObject({ returns: 0, loops: 0 });
    expect(readBody("javascript", "function f(xs) {\n\txs.forEach(x => use(x));\n}")).toMatchObject({ loops: 1, iterates: ["xs"] });
    // zustand's `setState` read "Loops" for `listeners.forEach(…)`: what it loops over is named, as for `for … of`.
    expect(readBody("javascript", "function f() {\n\tthis.#listeners.forEach(l => l());\n\tlist.filter(Boolean).forEach(use);\n}")).toMatchObject({ loops: 2, iterates: ["this.#listeners"] });
    const n = fn("lib/stdio/type.js#isAsyncIterableObject", { name: "isAsyncIterableObject", language: "javascript", signature: "isAsyncIterableObject = value =>" });
    const callee = { id: "lib/utils/standard-stream.js#isObject", summary: nodeFacts(fn("lib/utils/standard-stream.js#isObject", { name: "isObject", language: "javascript", signature: "isObject = value =>" })) };
    expect(extractiveNodeSummary(input(n, { callees: [callee] }), arrow).purpose).toBe("Returns whether isObject(value) and typeof value[Symbol.asyncIterator] is 'function'; delegates to isObject");
    // Alone, the expression says what the function gives back (here its argument).
    const lone = fn("lib/verbose/default.js#identity", { name: "identity", language: "javascript", signature: "identity = string =>" });
    expect(extractiveNodeSummary(input(lone), "identity = string => string").purpose).toBe("Returns string");
  });

  it("Python: a comprehension or generator expression builds a value and is no loop (uvicorn uvicorn/main.py `main`, tests/test_main.py)", () => {
    const code = [
      "def main(app: str, headers: list[str], use_colors: bool) -> None:",
      "    run(",
      "        app,",
      '        headers=[header.split(":", 1) for header in headers],  # type: ignore[misc]',
      "        use_colors=use_colors,",
      "    )",
    ].join("\n");
    const n = fn("uvicorn/main.py#main", { name: "main", language: "python", signature: "def main(app: str, headers: list[str], use_colors: bool) -> None" });
    const run = { id: "uvicorn/main.py#run", summary: extractiveNodeSummary(input(fn("uvicorn/main.py#run", { name: "run", language: "python" }), { unresolved: ["sys.exit"] })) };
    expect(extractiveNodeSummary(input(n, { callees: [run], unresolved: ["header.split"] }), code).purpose).toBe("Delegates to run");
    const match = [
      "def test_run_match_config_params() -> None:",
      "    config_params = {",
      "        key: repr(value)",
      "        for key, value in inspect.signature(Config.__init__).parameters.items()",
      '        if key not in ("self", "timeout_notify", "callback_notify")',
      "    }",
      '    total = sum(len(k) for k in config_params)',
      "    names = (",
      "        name",
      "        async for name in aiter_names()",
      "    )",
      "    assert config_params == run_params",
    ].join("\n");
    expect(readBody("python", match)).toMatchObject({ loops: 0, iterates: [] });
    // Statements still loop: a header ending in `:` (a comment after it), or one going on over lines.
    const statements = [
      "def drain(self) -> None:",
      "    for chunk in self.app(environ, start_response):  # type: ignore",
      "        send(chunk)",
      "    for index, (word, next_word) in enumerate(",
      "        words",
      "    ):",
      "        pass",
      "    async for message in self.receive:",
      "        pass",
      "    while True:",
      "        break",
    ].join("\n");
    expect(readBody("python", statements)).toMatchObject({ loops: 4, iterates: ["self.receive"] });
  });

  it("resource calls: the most specific key decides, so constructors and settings of a resource API are no effect", () => {
    expect([
      sideEffectsOfCalls("go", ["log.New", "log.SetFlags", "rand.New", "rand.NewSource", "slog.String", "slog.New"]),
      sideEffectsOfCalls("go", ["log.New", "log.Printf", "slog.String", "slog.Info"]),
      sideEffectsOfCalls("python", ["logging.getLogger", "logger.setLevel", "logger.addHandler", "random.Random", "requests.Session"]),
      sideEffectsOfCalls("python", ["logging.getLogger", "logger.info", "logging.FileHandler", "os.environ.get"]),
      sideEffectsOfCalls("typescript", ["document.querySelector", "document.getElementById"]),
      sideEffectsOfCalls("typescript", ["document.querySelector", "document.body.appendChild", "console.log"]),
      // Printing is the console, not a log (typer's tutorials' `print` read "Writes log output").
      sideEffectsOfCalls("python", ["print", "logger.warning"]),
      sideEffectsOfCalls("go", ["fmt.Println"]),
      // commander's `import childProcess from 'node:child_process'`, `childProcess.spawn(…)` read as no effect.
      sideEffectsOfCalls("javascript", ["childProcess.spawn", "cp.spawnSync", "path.resolve"]),
    ]).toEqual([[], ["logging"], [], ["environment", "file system", "logging"], [], ["DOM", "console"], ["console", "logging"], ["console"], ["processes"]]);
  });

  it("Go: an init that only constructs a logger states no side effect (chi middleware/logger.go)", () => {
    const code = [
      "func init() {",
      "\tcolor := true",
      '\tif runtime.GOOS == "windows" {',
      "\t\tcolor = false",
      "\t}",
      '\tDefaultLogger = RequestLogger(&DefaultLogFormatter{Logger: log.New(os.Stdout, "", log.LstdFlags), NoColor: !color})',
      "}",
    ].join("\n");
    const n = fn("middleware/logger.go#init", { name: "init", language: "go", signature: "func init()" });
    const requestLogger = { id: "middleware/logger.go#RequestLogger", summary: extractiveNodeSummary(input(fn("middleware/logger.go#RequestLogger", { name: "RequestLogger", language: "go", doc: "RequestLogger returns a logger handler using a custom LogFormatter." }))) };
    const summary = extractiveNodeSummary(input(n, { callees: [requestLogger], unresolved: ["log.New"] }), code);
    expect([summary.sideEffects, summary.text]).toEqual([
      [],
      "Delegates to RequestLogger. Calls: RequestLogger (RequestLogger returns a logger handler using a custom LogFormatter). Calls outside the graph: log.New.",
    ]);
  });

  it("Go: calls inside a handler it registers or returns run later; a goroutine, a deferred or an immediately called literal runs now", () => {
    const code = [
      "func service() http.Handler {",
      "\tr := chi.NewRouter()",
      '\tr.Get("/slow", func(w http.ResponseWriter, r *http.Request) {',
      "\t\ttime.Sleep(5 * time.Second)",
      '\t\tw.Write([]byte("done"))',
      "\t})",
      "\tgo func() {",
      '\t\tlog.Printf("started")',
      "\t}()",
      "\tdefer func() { os.Remove(tmp) }()",
      "\tvar next func(http.Handler) http.Handler",
      "\tif next == nil {",
      "\t\trand.Intn(3)",
      "\t}",
      "\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {",
      "\t\ttimer := time.NewTimer(time.Second)",
      "\t\tfmt.Println(timer)",
      "\t})",
      "}",
    ].join("\n");
    const names = ["chi.NewRouter", "r.Get", "time.Sleep", "w.Write", "log.Printf", "os.Remove", "rand.Intn", "http.HandlerFunc", "time.NewTimer", "fmt.Println"];
    expect([...callsRunLater("go", code, names)]).toEqual(["time.Sleep", "w.Write", "time.NewTimer", "fmt.Println"]);
  });

  it("TypeScript: a Promise executor, an array callback and an immediately called arrow run now; an event handler and a returned callback run later", () => {
    const code = [
      "export function useTimer(items: string[], ms: number) {",
      "  const all = items.map((item) => fs.readFileSync(item));",
      "  const waited = new Promise<void>((resolve) => setTimeout(resolve, ms));",
      "  void (async () => {",
      "    console.log('now');",
      "  })();",
      "  useEffect(() => {",
      "    document.addEventListener('mousedown', onClick);",
      "  }, []);",
      "  return (next: boolean) => {",
      "    localStorage.setItem('next', String(next));",
      "    console.log('later too');",
      "  };",
      "}",
    ].join("\n");
    const names = ["items.map", "fs.readFileSync", "Promise", "setTimeout", "console.log", "useEffect", "document.addEventListener", "localStorage.setItem", "String"];
    expect([...callsRunLater("typescript", code, names)]).toEqual(["document.addEventListener", "localStorage.setItem", "String"]);
  });

  it("Go: a middleware factory states no effect of the handler it returns, and says it in a detail (chi ThrottleWithOpts)", () => {
    const code = [
      "func ThrottleWithOpts(opts ThrottleOpts) func(http.Handler) http.Handler {",
      "\tif opts.Limit < 1 {",
      '\t\tpanic("chi/middleware: Throttle expects limit > 0")',
      "\t}",
      "\treturn func(next http.Handler) http.Handler {",
      "\t\tfn := func(w http.ResponseWriter, r *http.Request) {",
      "\t\t\ttimer := time.NewTimer(opts.BacklogTimeout)",
      "\t\t\t<-timer.C",
      "\t\t\tnext.ServeHTTP(w, r)",
      "\t\t}",
      "\t\treturn http.HandlerFunc(fn)",
      "\t}",
      "}",
    ].join("\n");
    const n = fn("middleware/throttle.go#ThrottleWithOpts", { name: "ThrottleWithOpts", language: "go", signature: "func ThrottleWithOpts(opts ThrottleOpts) func(http.Handler) http.Handler" });
    const summary = extractiveNodeSummary(input(n, { unresolved: ["panic", "time.NewTimer", "next.ServeHTTP", "http.HandlerFunc"] }), code);
    expect([summary.sideEffects, summary.text]).toEqual([
      [],
      // One return of its own: the second is the returned literal's.
      "Returns func(http.Handler) http.Handler; may panic. Inputs: opts ThrottleOpts. Outputs: func(http.Handler) http.Handler. In callbacks it defines, run later: waits on timers. Calls outside the graph: panic, time.NewTimer, next.ServeHTTP, http.HandlerFunc.",
    ]);
  });
});

describe("declarations without a body", () => {
  it("C# interface method (MediatR src/MediatR/ISender.cs, doc removed): says what its signature says, never `returns ;`", () => {
    const signature = "Task<TResponse> Send<TResponse>(IRequest<TResponse> request, CancellationToken cancellationToken = default);";
    const n = node("src/MediatR/ISender.cs#ISender.Send", "method", { name: "Send", language: "csharp", signature });
    expect(extractiveNodeSummary(input(n), `${signature}\n`).text).toBe(
      "Takes IRequest<TResponse> request; CancellationToken cancellationToken = default and returns Task<TResponse>. Inputs: IRequest<TResponse> request; CancellationToken cancellationToken = default. Outputs: Task<TResponse>.",
    );
  });

  it("Go interface method with parameters that are types alone reads them as types (gorilla/mux route.go matcher.Match)", () => {
    const n = node("route.go#matcher.Match", "method", { name: "Match", language: "go", signature: "Match(*http.Request, *RouteMatch) bool" });
    expect(extractiveNodeSummary(input(n), "Match(*http.Request, *RouteMatch) bool\n").text).toBe(
      "Takes a *http.Request and a *RouteMatch and returns bool. Inputs: *http.Request; *RouteMatch. Outputs: bool.",
    );
    const purpose = (signature: string): string => extractiveNodeSummary(input(node("a.go#F", "function", { name: "F", language: "go", signature })), `${signature} {\n}\n`).purpose;
    expect([
      purpose("func F(error, io.Reader, []byte, ...string)"),
      purpose("func F(uint, unsafe.Pointer, chan int)"),
      // Named parameters, a shared type (`a, b int`) and a channel's name stay as written.
      purpose("func F(req *http.Request, match *RouteMatch) bool"),
      purpose("func F(a, b int)"),
      purpose("func F(w http.ResponseWriter, code, size int, msg string)"),
      purpose("func F(ch chan int)"),
    ]).toEqual([
      "Takes an error, an io.Reader, a []byte and a ...string",
      "Takes a uint, an unsafe.Pointer and a chan int",
      "Takes req *http.Request; match *RouteMatch and returns bool",
      "Takes a, b int",
      "Takes w http.ResponseWriter; code, size int; msg string",
      "Takes ch chan int",
    ]);
  });

  it("Java interface method with a throws clause", () => {
    const signature = "String read(Path path) throws IOException;";
    const n = node("src/Store.java#Store.read", "method", { name: "read", language: "java", signature });
    expect(extractiveNodeSummary(input(n), `${signature}\n`).text).toBe("Takes Path path and returns String. Inputs: Path path. Outputs: String.");
  });
});

// unjs/h3 ac609aa `prepareResponseBody`: "Returns { body: BodyInit; … }, at 9 return points under 9 conditions" said
// nothing of the cases its comments name above its returns.
describe("step comments", () => {
  /** A body's step comments as readBody reads them (none for a language without body rules). */
  const stepComments = (language: string, code: string): string[] => readBody(language, code)?.steps ?? [];
  const h3 = [
    "function prepareResponseBody(val: unknown, event: H3Event): { body: BodyInit } {",
    "  // Empty Content",
    "  if (val === null) return { body: \"\" };",
    "  // Text",
    "  if (typeof val === \"string\") return { body: val }; // not a step: after code",
    "  // Buffer (should be before JSON)",
    "  if (val instanceof Uint8Array) return { body: val };",
    "  // eslint-disable-next-line unicorn/no-null",
    "  // TODO: streams",
    "  // return legacy(val);",
    "  // JSON values are serialized: objects, arrays",
    "  // and numbers alike. The rest is left alone.",
    "  const s = \"// not a comment\";",
    "  // Text",
    "  // https://developer.mozilla.org/en-US/docs/Web/API/Blob",
    "  return { body: JSON.stringify(val) };",
    "}",
  ].join("\n");
  it("reads each run of whole-line comments as a step, without directives, notes, code or links", () => {
    expect(stepComments("typescript", h3)).toEqual(["Empty Content", "Text", "Buffer (should be before JSON)", "JSON values are serialized: objects, arrays and numbers alike"]);
    const py = "def make_response(self, rv):\n    # unpack tuple returns\n    if isinstance(rv, tuple):\n        # a 3-tuple is unpacked directly\n        rv, status, headers = rv\n    # noqa: E501\n    # print(rv)\n    return rv";
    expect(stepComments("python", py)).toEqual(["unpack tuple returns", "a 3-tuple is unpacked directly"]);
    expect(stepComments("markdown", h3)).toEqual([]);
  });
  // A break-it trial: a JSX closing tag read as an open regular expression joined two lines, so the lines after it
  // were off by one (one such file stopped the whole summary stage); lines of a multi-line string that open with the
  // comment mark were quoted; directives, left-out code and credentials passed the filters.
  it("keeps its lines through strings and literals left open, and reads no string's lines", () => {
    const tsx = "export function App() {\n  const a = <b>hi</b>;\n  const c = <i>yo</i>;\n  // Render it\n  return a;\n  // Keep the footer\n}";
    expect(stepComments("typescript", tsx)).toEqual(["Render it", "Keep the footer"]);
    const py = 'def doc():\n    """Usage:\n    # Install the package first\n    """\n    s = """\n# not a comment at all\n"""\n    # Read the settings\n    return s';
    expect(stepComments("python", py)).toEqual(["Read the settings"]);
    const template = "function tmpl() {\n  const t = `\n// Load the secret configuration\n`;\n  // Fill the template\n  return t;\n}";
    expect(stepComments("typescript", template)).toEqual(["Fill the template"]);
  });
  it("blanks a string left open at a line's end without its line break", () => {
    expect(blankCommentsAndStrings('x = "open\ny = 2 // note', { lineComment: "//", strings: ['"'] })).toBe('x = "    \ny = 2        ');
    // TypeScript's rule (bodyRules.json): the `/` of `</b>` after `<` opens a regular expression literal.
    expect(blankCommentsAndStrings("a = <b>hi</b>;\nreturn a;", { lineComment: "//", strings: ['"'], regexLiteral: String.raw`(?<=(?:^|[=(,:!&|?{};[+*%<>~^-]|\breturn|\btypeof)\s*)/(?![/*])` })).toBe("a = <b>hi</   \nreturn a;");
  });
  it("leaves out directives, left-out code and comments about credentials", () => {
    const go = "func f() {\n\t//go:noinline\n\t// nosec\n\t// throw new Error(\"unreachable\")\n\t// password: hunter2\n\t// the API key is below\n\t// Close the pool\n\tp.Close()\n}";
    expect(stepComments("go", go)).toEqual(["Close the pool"]);
    expect(stepComments("python", "def f():\n    # pyre-ignore[6]\n    # raise ValueError('x')\n    # Done\n    pass")).toEqual(["Done"]);
  });
  it("lists them as a detail of the extractive summary", () => {
    const n = fn("src/response.ts#prepareResponseBody", { name: "prepareResponseBody", signature: "prepareResponseBody(val: unknown, event: H3Event): { body: BodyInit }" });
    expect(extractiveNodeSummary(input(n), h3).details.filter((d) => d.startsWith("Steps"))).toEqual([
      "Steps, as its comments say: Empty Content; Text; Buffer (should be before JSON); JSON values are serialized: objects, arrays and numbers alike",
    ]);
  });
});
