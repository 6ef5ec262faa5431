/**
 * JavaScript calls on values the checker types `any`: a member call on `this`, an untyped parameter or a variable set by
 * a repository function reaches the
 * repository's one function of that member name (`name-only`), never a standard type's member name, never an ambiguous
 * name, never on a typed receiver; a `var` bound to a module whose value is a repository function calls it.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript name-only calls", () => {
  it("an express-like response's assigned methods are reached from a middleware's untyped parameter and from this", async () => {
    const lines = await callLines({
      "response.js": [
        "var res = Object.create(null);",
        "module.exports = res;",
        "res.send = function send(body) {",
        "  return this.status(200);",
        "};",
        "res.status = function status(code) {",
        "  return this;",
        "};",
        "res.get = function (field) {",
        "  return field;",
        "};",
        "exports.twice = function twiceA() {};",
        "res.twice = function twiceB() {};",
        "res.size = 3;",
        "res.push = function push(item) {};",
        "",
      ].join("\n"),
      "app.js": [
        "function createApplication() { return 1; }",
        "exports = module.exports = createApplication;",
        "",
      ].join("\n"),
      "index.js": "module.exports = require('./app');\n",
      "mw.js": [
        "var express = require('./index');",
        "var err = new Error('x');",
        "err.status = 404;",
        "/** @param {Date} typed */",
        "function mw(req, out, next, typed) {",
        "  express();",
        "  out.send('x');",
        "  out.get('a');",
        "  out.twice();",
        "  out.push(1);",
        "  typed.send();",
        "  next();",
        "}",
        "module.exports = mw;",
        "function helper() { return JSON.parse('{}'); }",
        "function other(make) {",
        "  var made = helper();",
        "  made.send();",
        "  var got = make();",
        "  got.send();",
        "}",
        "",
      ].join("\n"),
    });
    // The receiver `out` names no owner. `get`: a standard type's member name (Map's); `twice`: two functions; `push`: an Array member;
    // `typed`: JSDoc-typed by a standard type without `send` (`Date`), which says no more than `any`: by name, as `out.send` on line 7;
    // `made` holds what a repository function returns, `got` what an untyped parameter's call does (maybe an outside value).
    expect(lines).toEqual([
      "mw.js -> ?Error @2 external",
      "mw.js#helper -> ?JSON.parse @15 external",
      "mw.js#mw -> ?next @12 internal",
      "mw.js#mw -> ?out.get @8 internal",
      "mw.js#mw -> ?out.push @10 internal",
      "mw.js#mw -> ?out.twice @9 internal",
      "mw.js#mw -> app.js#createApplication @6 type-checked",
      "mw.js#mw -> response.js#send @7 name-only",
      "mw.js#other -> ?got.send @20 internal",
      "mw.js#other -> ?make @19 internal",
      "mw.js#other -> mw.js#helper @17 type-checked",
      "mw.js#other -> response.js#send @18 name-only",
      "response.js -> ?Object.create @1 external",
      // `this` in a method of the module object `res`: its own `status` (jsThisOwner.test.ts).
      "response.js#send -> response.js#status @4 scope",
    ]);
  });

  it("where a name has several definitions, or is a standard type's member, the receiver's name picks the owner's", async () => {
    const lines = await callLines({
      "response.js": [
        "var res = Object.create(null);",
        "module.exports = res;",
        "res.status = function status(code) { return this; };",
        "res.get = function (field) { return field; };",
        "res.render = function render(view) {};",
        "",
      ].join("\n"),
      "request.js": ["var req = Object.create(null);", "module.exports = req;", "req.get = req.header = function header(name) {};", ""].join("\n"),
      "view.js": ["function View(name) {}", "View.prototype.render = function render(options) {};", "module.exports = View;", ""].join("\n"),
      "users.js": "exports.render = function (req, res) { res.render('users'); };\n",
      "errors.js": ["function error(status, msg) {", "  var err = new Error(msg);", "  err.status = status;", "  return err;", "}", "module.exports = error;", ""].join("\n"),
      "app.js": [
        "function handler(req, res, view, other) {",
        "  res.status(404);",
        "  res.get('a');",
        "  req.get('b');",
        "  view.render({});",
        "  other.render();",
        "}",
        "module.exports = handler;",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("app.js") || l.startsWith("users.js"))).toEqual([
      "app.js#handler -> ?other.render @6 internal",
      "app.js#handler -> request.js#header @4 name-only",
      "app.js#handler -> response.js#get @3 name-only",
      "app.js#handler -> response.js#status @2 name-only",
      "app.js#handler -> view.js#View.render @5 name-only",
      "users.js#render -> response.js#render @1 name-only",
    ]);
  });

  it("a variable is followed to a function by its type only when set from one value (require, a name, a property read)", async () => {
    const lines = await callLines({
      "f.js": ["function one() {}", "function two() {}", "module.exports = one;", ""].join("\n"),
      "g.js": ["var one = require('./f');", "var either = one || function two() {};", "function run() {", "  one();", "  either();", "}", ""].join("\n"),
    });
    expect(lines).toEqual(["g.js#run -> ?either @5 internal", "g.js#run -> f.js#one @4 type-checked"]);
  });

  it("a TypeScript receiver the checker types is never resolved by name", async () => {
    const lines = await callLines({
      "a.ts": ["export const res = { send: function send(): void {} };", "export function f(d: Date, x: any): void {", "  // @ts-expect-error: no such member", "  d.send();", "  x.send();", "}", ""].join("\n"),
    });
    expect(lines).toEqual(["a.ts#f -> ?d.send @4 external", "a.ts#f -> ?x.send @5 internal"]);
  });

  // A trial on pino: `stream.ref()` in lib/transport.js reached a test's `FakeThreadStream.ref`, the one definition of
  // `ref` in the repository, and lib/'s summary listed it among its calls.
  it("a test file's definition is reached by name from test files only", async () => {
    const lines = await callLines({
      "lib/transport.js": ["function autoEnd(stream) {", "  stream.ref();", "}", "module.exports = { autoEnd };", ""].join("\n"),
      "test/transport.test.js": ["class FakeThreadStream {", "  ref() {}", "}", "function check(stream) {", "  stream.ref();", "}", "module.exports = { FakeThreadStream, check };", ""].join("\n"),
    });
    expect(lines).toEqual(["lib/transport.js#autoEnd -> ?stream.ref @2 internal", "test/transport.test.js#check -> test/transport.test.js#FakeThreadStream.ref @5 name-only"]);
  });

  // fastify: one test's `reply.send = () => {}` stand-in made `reply.send(…)` ambiguous in every other test file (1,123
  // call sites of route handlers' replies unresolved).
  // fastify: `Reply.prototype.status = Reply.prototype.code` left `reply.status(400).send(…)` in lib/handle-request.js
  // unresolved (67 sites); mocha's `Mocha.prototype.globals` and restify's `Request.prototype.contentType` the same.
  it("a member assigned another member its file assigns a function is that function", async () => {
    const lines = await callLines({
      "lib/reply.js": ["function Reply(res) {", "  this.res = res;", "}", "Reply.prototype.code = function (code) {", "  this.statusCode = code;", "  return this;", "};", "Reply.prototype.status = Reply.prototype.code;", "Reply.prototype.send = function (payload) {", "  return this.res.end(payload);", "};", "module.exports = Reply;", ""].join("\n"),
      "lib/handle.js": ["function handle(request, reply) {", "  reply.status(400).send('no');", "}", "module.exports = { handle };", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/handle.js"))).toEqual(["lib/handle.js#handle -> lib/reply.js#Reply.code @2 name-only", "lib/handle.js#handle -> lib/reply.js#Reply.send @2 name-only"]);
  });

  // restify: its test helper gives every test's `t` a `notOk` method the tests call (not a stand-in of one test).
  it("a test case's assignment to a member of a plain name inside a function is seen from its own file only; a helper's from all", async () => {
    const lines = await callLines({
      "test/lib/helper.js": ["function wrap(t) {", "  t.notOk = function notOk(ok) {", "    return !ok;", "  };", "}", "module.exports = { wrap };", ""].join("\n"),
      "test/router.test.js": ["function check(t) {", "  t.notOk(false);", "}", "module.exports = { check };", ""].join("\n"),
      "lib/reply.js": ["function Reply(res) {", "  this.res = res;", "}", "Reply.prototype.send = function (payload) {", "  return this.res.write(payload);", "};", "module.exports = Reply;", ""].join("\n"),
      "test/get.test.js": ["function handler(req, reply) {", "  reply.send({ hello: 'world' });", "}", "module.exports = { handler };", ""].join("\n"),
      "test/stub.test.js": ["function check(reply) {", "  reply.send = () => {};", "  reply.send(1);", "}", "module.exports = { check };", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("test/"))).toEqual(["test/get.test.js#handler -> lib/reply.js#Reply.send @2 name-only", "test/router.test.js#check -> test/lib/helper.js#wrap.notOk @2 name-only", "test/stub.test.js#check -> ?reply.send @3 internal"]);
  });

  // fastify: a plugin's `instance` is typed by the `types/instance.d.ts` it ships, so 225 calls from its JavaScript
  // (107 `instance.addHook(…)`) stood on declarations, and `callers` of the code that runs listed none of them.
  it("a JavaScript call typed by a shipped declaration file's member reaches the member of code the type describes", async () => {
    const lines = await callLines({
      "app.js": ["function app() {", "  const instance = {", "    addHook: function addHook(name) { return instance; },", "    route: function route(opts) { return instance; },", "    inject: function inject(req) { return req; },", "    get: function get(url) { return instance; },", "    version: '1.0',", "  };", "  return instance;", "}", "module.exports = app;", ""].join("\n"),
      "lib/other.js": ["const other = {", "  addHook: function addHook(name) { return name; },", "  close: function close() {},", "};", "module.exports = other;", ""].join("\n"),
      "types/instance.d.ts": ["export interface AppInstance {", "  addHook(name: string): AppInstance;", "  route(opts: object): AppInstance;", "  inject(req: object): object;", "  get(url: string): AppInstance;", "  listen(port: number): void;", "  version: string;", "}", ""].join("\n"),
      // An untyped parameter: by name, the one member the declaration describes (`addHook` has a second one in code, so
      // it is no such name); `get`, a Map's too, only on a receiver named as the literal is.
      "test/untyped.test.js": ["function plugin(server, instance) {", "  server.inject({});", "  server.get('/');", "  instance.get('/');", "}", "module.exports = { plugin };", ""].join("\n"),
      "test/hooks.test.js": ["/** @param {import('../types/instance').AppInstance} instance */", "function plugin(instance) {", "  instance.addHook('onRequest');", "  instance.listen(3000);", "}", "module.exports = { plugin };", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("test/"))).toEqual([
      "test/hooks.test.js#plugin -> app.js#app.instance.addHook @3 name-only",
      "test/hooks.test.js#plugin -> types/instance.d.ts#AppInstance.listen @4 type-checked",
      "test/untyped.test.js#plugin -> ?server.get @3 internal",
      "test/untyped.test.js#plugin -> app.js#app.instance.get @4 name-only",
      "test/untyped.test.js#plugin -> app.js#app.instance.inject @2 name-only",
    ]);
  });

  // fastify: `fastify.addHook(…).addHook(…)` resolved its first call only: the instance literal holds `addHook` as a
  // shorthand `{ addHook }`, which the fluent-chain rule did not follow to the function (which returns this).
  it("follows a chain through a fluent function a literal holds by shorthand", async () => {
    const lines = await callLines({
      "app.js": ["function app() {", "  function addHook(name) { return this; }", "  const instance = { addHook, route: function route(o) { return instance; }, inject: function inject(r) { return r; } };", "  return instance;", "}", "module.exports = app;", ""].join("\n"),
      "types/instance.d.ts": ["export interface AppInstance {", "  addHook(name: string): AppInstance;", "  route(opts: object): AppInstance;", "  inject(req: object): object;", "}", ""].join("\n"),
      "test/chain.test.js": ["function plugin(instance) {", "  instance.addHook('a')", "    .addHook('b');", "}", "module.exports = { plugin };", ""].join("\n"),
    });
    // One edge for both calls (lines 2 and 3): the chained call left no unresolved edge of its own.
    expect(lines.filter((l) => l.startsWith("test/"))).toEqual(["test/chain.test.js#plugin -> app.js#app.addHook @2 name-only"]);
  });

  // A trial on fastify: a handler's `reply.code(200)` stayed unresolved because `types/reply.d.ts` declares
  // `FastifyReply.code` beside `lib/reply.js`'s `Reply.code`: the declaration only describes the implementation. pino:
  // `stream.flushSync()` on a thread-stream, with `stream.flushSync = noop` the one definition in code, must stay
  // ambiguous; so must fastify's `instance.setValidatorCompiler()`, whose type `FastifyInstance` is no description of
  // `SchemaController`, the one class in code with a method of that name.
  it("declaration-file members describing a code owner's methods do not make a name ambiguous; alone, they are the target", async () => {
    const lines = await callLines({
      "lib/reply.js": [
        "function Reply() {}",
        "Reply.prototype.code = function (n) { return this; };",
        "Reply.prototype.send = function (v) { return this; };",
        "Reply.prototype.type = function (t) { return this; };",
        "module.exports = Reply;",
        "",
      ].join("\n"),
      "types/reply.d.ts": ["export interface FastifyReply {", "  code(n: number): FastifyReply;", "  send(v: unknown): FastifyReply;", "  type(t: string): FastifyReply;", "  hijack(): FastifyReply;", "}", ""].join("\n"),
      "types/instance.d.ts": ["export interface FastifyInstance {", "  setValidatorCompiler(f: unknown): void;", "  register(p: unknown): void;", "  ready(): void;", "}", ""].join("\n"),
      "lib/schema.js": ["class SchemaController {", "  setValidatorCompiler(f) {}", "}", "module.exports = SchemaController;", ""].join("\n"),
      "types/ambient.ts": ["export declare class Ambient {", "  header(): void;", "  footer(): void;", "}", ""].join("\n"),
      "lib/other.js": [
        "const other = { header () { return 1 }, footer () { return 2 } };",
        "module.exports = other;",
        "function noop() {}",
        "function make(stream) {",
        "  stream.flush = noop;",
        "}",
        "module.exports.make = make;",
        "",
      ].join("\n"),
      "types/stream.d.ts": ["export interface Res {", "  flush: () => void;", "  write: () => void;", "}", ""].join("\n"),
      "route.js": [
        "function handler(req, reply, instance) {",
        "  reply.code(200);",
        "  reply.hijack();",
        "  reply.header();",
        "  reply.flush();",
        "  instance.setValidatorCompiler(null);",
        "}",
        "module.exports = handler;",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "route.js#handler -> ?instance.setValidatorCompiler @6 internal",
      "route.js#handler -> ?reply.flush @5 internal",
      "route.js#handler -> lib/other.js#other.header @4 name-only",
      "route.js#handler -> lib/reply.js#Reply.code @2 name-only",
      "route.js#handler -> types/reply.d.ts#FastifyReply.hijack @3 name-only",
    ]);
  });

  // A trial on fastify: `callers FastifyInstance.close` listed `payload.close(noop)` on a stream, an HTTP server's and an
  // HTTP/2 session's `close()`; the declaration describes fastify's plugin loader's method (avvio's), which no file
  // holds. A name only described resolves when no runtime type declares it (`addHook` does; `close` and `listen` are
  // Node's servers' and streams').
  it("a name only a declaration file defines resolves only when no runtime library type declares it", async () => {
    const lines = await callLines({
      "types/instance.d.ts": ["export interface FastifyInstance {", "  close(): Promise<undefined>;", "  listen(port: number): void;", "  addHook(name: string, fn: unknown): void;", "}", ""].join("\n"),
      "lib/reply.js": ["function sendStream(payload, instance) {", "  payload.close();", "  instance.listen(3000);", "  instance.addHook('onSend', null);", "}", "module.exports = sendStream;", ""].join("\n"),
    });
    expect(lines).toEqual([
      "lib/reply.js#sendStream -> ?instance.listen @3 internal",
      "lib/reply.js#sendStream -> ?payload.close @2 internal",
      "lib/reply.js#sendStream -> types/instance.d.ts#FastifyInstance.addHook @4 name-only",
    ]);
  });

  // A trial on fastify: `callers Reply.send` missed `reply.code(404).send(…)` (lib/reply.js's `notFound`, four-oh-four's
  // `basic404`): `Reply.prototype.code` returns `this`, so the chained call is a call on `reply`, whose name picks
  // `Reply.send` among the definitions of `send`. A method returning a fluent method's call on `this` is fluent too
  // (express's `res.type` returns `this.set(…)`; a check on express: `res.type('txt').send(…)` was unresolved).
  it("a call on the result of a fluent method (every return gives this) resolves as a call on its receiver", async () => {
    const lines = await callLines({
      "lib/reply.js": [
        "function Reply() {}",
        "Reply.prototype.code = function (n) { this.n = n; return this; };",
        "Reply.prototype.send = function (v) { return this; };",
        "Reply.prototype.kind = function (t) { return this; };",
        "Reply.prototype.deliver = function () {};",
        "Reply.prototype.typed = function (t) { return this.code(t); };",
        "Reply.prototype.conclude = function () {};",
        "Reply.prototype.maybe = function () { if (this.n) return this; return null; };",
        "Reply.prototype.later = function () { return () => { return this; }; };",
        "module.exports = Reply;",
        "",
      ].join("\n"),
      "lib/other.js": ["var other = {};", "other.send = function () {};", "module.exports = other;", ""].join("\n"),
      "route.js": [
        "function handler(req, reply) {",
        "  reply.code(404).send('x');",
        "  reply.kind('a').code(1).deliver();",
        "  reply.maybe().send('z');",
        "  reply.later().send('w');",
        "  reply.typed('a').conclude();",
        "}",
        "module.exports = handler;",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "lib/reply.js#Reply.typed -> lib/reply.js#Reply.code @6 type-checked",
      "route.js#handler -> ?reply.later().send @5 internal",
      "route.js#handler -> ?reply.maybe().send @4 internal",
      "route.js#handler -> lib/reply.js#Reply.code @2 name-only",
      "route.js#handler -> lib/reply.js#Reply.conclude @6 name-only",
      "route.js#handler -> lib/reply.js#Reply.deliver @3 name-only",
      "route.js#handler -> lib/reply.js#Reply.kind @3 name-only",
      "route.js#handler -> lib/reply.js#Reply.later @5 name-only",
      "route.js#handler -> lib/reply.js#Reply.maybe @4 name-only",
      "route.js#handler -> lib/reply.js#Reply.send @2 name-only",
      "route.js#handler -> lib/reply.js#Reply.typed @6 name-only",
    ]);
  });

  // A check on express: `res.type('txt').send(…)` stayed unresolved: `res.type` returns `this.set(…)`, and `set` (a
  // `Map` method's name too) is the one `res` defines, the object the method belongs to.
  it("follows a fluent method's return of this.m(…) to m of the method's own object", async () => {
    const lines = await callLines({
      "lib/response.js": [
        "var res = Object.create(null);",
        "res.set = res.header = function header(field, val) { this.field = val; return this; };",
        "res.type = function contentType(type) { return this.set('Content-Type', type); };",
        "res.send = function send(body) { return body; };",
        "module.exports = res;",
        "",
      ].join("\n"),
      "lib/store.js": ["function Store() {}", "Store.prototype.set = function (k, v) { return v; };", "module.exports = Store;", ""].join("\n"),
      "app.js": ["function handler(req, res) {", "  res.type('txt').send('Not found');", "}", "module.exports = handler;", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("app.js"))).toEqual(["app.js#handler -> lib/response.js#contentType @2 name-only", "app.js#handler -> lib/response.js#send @2 name-only"]);
  });
});
