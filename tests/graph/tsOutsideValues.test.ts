/**
 * TypeScript call classification when the checker sees no declaration: values that come from a package the
 * repository does not contain (dependencies not installed) are external, destructured repository functions resolve.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const callLines = async (files: Record<string, string>): Promise<string[]> => {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? "" : e.external ? " external" : " internal"}`);
};

describe("TypeScript values from outside the repository", () => {
  it("receivers from uninstalled packages, their callbacks' parameters and standard-library function types are external", async () => {
    const lines = await callLines({
      "a.ts": [
        'import test from "ava";',
        'import Router from "koa-router";',
        "export async function run(cb: () => void) {",
        "  const router = new Router();",
        "  router.match('x');",
        "  test('t', (t) => { t.is(1, 1); });",
        "  test.each([1])('x');",
        "  await new Promise<void>((resolve) => resolve());",
        "  cb();",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "a.ts#run -> ?Promise @8 external",
      "a.ts#run -> ?Router @4 external",
      "a.ts#run -> ?cb @9 internal",
      "a.ts#run -> ?resolve @8 external",
      "a.ts#run -> ?router.match @5 external",
      "a.ts#run -> ?t.is @6 external",
      "a.ts#run -> ?test @6 external",
      "a.ts#run -> ?test.each @7 external",
      "a.ts#run -> ?test.each([1]) @7 external",
    ]);
  });

  it("a JavaScript module's member assigned a package's value is external; one assigned a repository function is not", async () => {
    const lines = await callLines({
      "lib/express.js": [
        "var bodyParser = require('body-parser');",
        "var Router = require('router');",
        "var debug = require('debug')('app');",
        "function createApplication() { debug('made'); return {}; }",
        "exports = module.exports = createApplication;",
        "exports.Router = Router;",
        "exports.json = bodyParser.json;",
        "exports.static = require('serve-static');",
        "exports.own = function own() {};",
        "",
      ].join("\n"),
      "app.js": [
        "var express = require('./lib/express');",
        "function main() {",
        "  express.json();",
        "  express.static('public');",
        "  express.Router();",
        "  express.own();",
        "}",
        "module.exports = main;",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("app.js") || l.includes("debug"))).toEqual([
      "app.js#main -> ?express.Router @5 external",
      "app.js#main -> ?express.json @3 external",
      "app.js#main -> ?express.static @4 external",
      "app.js#main -> lib/express.js#own @6",
      "lib/express.js -> ?require('debug') @3 external",
      "lib/express.js#createApplication -> ?debug @4 external",
    ]);
  });

  // fastify: `FST_ERR_NOT_FOUND: createError(…)` with `createError = require('@fastify/error')` (not installed) made 224
  // `new FST_ERR_…()` calls unresolved calls into the repository; restify's `errors.makeConstructor('AsyncError')` too.
  it("a member whose value a package's function makes is external; one a repository function makes is not", async () => {
    const lines = await callLines({
      "lib/errors.js": [
        "const createError = require('@fastify/error');",
        "function makeOwn(code) { return function own() { return code; }; }",
        "const codes = {",
        "  FST_ERR_NOT_FOUND: createError('FST_ERR_NOT_FOUND', 'Not Found', 404),",
        "  FST_ERR_OWN: makeOwn('x'),",
        "};",
        "module.exports = codes;",
        "",
      ].join("\n"),
      "lib/route.js": ["const { FST_ERR_NOT_FOUND, FST_ERR_OWN } = require('./errors');", "function route() {", "  throw new FST_ERR_NOT_FOUND();", "}", "function other() {", "  return FST_ERR_OWN();", "}", "module.exports = { route, other };", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/route.js"))).toEqual(["lib/route.js#other -> ?FST_ERR_OWN @6 internal", "lib/route.js#route -> ?FST_ERR_NOT_FOUND @3 external"]);
  });

  it("a variable or parameter typed by an uninstalled package's type, or set from a repository function declared to return one, is external", async () => {
    const lines = await callLines({
      "a.ts": [
        'import type { ExecutionContext } from "ava";',
        'import type { Express } from "express";',
        "import type { Local } from './local';",
        "export function typed(t: ExecutionContext, l: Local) {",
        "  t.log('x');",
        "  l.run();",
        "}",
        "async function createServer(): Promise<Express> {",
        "  return undefined as never;",
        "}",
        "export async function viaResult() {",
        "  const server = await createServer();",
        "  server.listen();",
        "}",
        "",
      ].join("\n"),
      "local.ts": "export type Local = { run: () => void };\n",
    });
    expect(lines).toEqual(["a.ts#typed -> ?t.log @5 external", "a.ts#typed -> local.ts#Local @6", "a.ts#viaResult -> ?server.listen @13 external", "a.ts#viaResult -> a.ts#createServer @12"]);
  });

  it("a function destructured from a module or an object resolves to its declaration", async () => {
    const lines = await callLines({
      "m.ts": "export function helper() {}\nexport const api = { helper };\n",
      "a.ts": [
        'import { api } from "./m";',
        "export async function run() {",
        '  const { helper } = await import("./m");',
        "  helper();",
        "}",
        "export function viaObject() {",
        "  const { helper: h } = api;",
        "  h();",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual(["a.ts#run -> m.ts#helper @4", "a.ts#viaObject -> m.ts#helper @8"]);
  });

  it("a callable class property without a value is a method node that calls resolve to; optional and non-callable ones are not", async () => {
    const root = writeTree({
      "h.ts": [
        "type Handler = (path: string) => Hono;",
        "export class Hono {",
        "  get!: Handler;",
        "  use: Handler;",
        "  router!: { add(): void };",
        "  onError?: () => void;",
        "  constructor() {",
        "    this.use = () => this;",
        "    this.get = () => this;",
        "  }",
        "}",
        "export function one(app: Hono) {",
        '  app.get("/");',
        "}",
        "export function chain(app: Hono) {",
        '  app.use("/").get("/x");',
        "}",
        "export function optional(app: Hono) {",
        "  app.onError?.();",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    // `router!: { add(): void }` types a field's value: its literal declares no method (tsValueTypeLiterals.test.ts).
    expect(graph.nodes.filter((n) => n.kind === "method").map((n) => `${n.id} ${n.span?.startLine}-${n.span?.endLine}`)).toEqual(["h.ts#Hono.constructor 7-10", "h.ts#Hono.get 3-3", "h.ts#Hono.use 4-4"]);
    const lines = graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? "" : e.external ? " external" : " internal"}`);
    expect(lines).toEqual(["h.ts#chain -> h.ts#Hono.get @16", "h.ts#chain -> h.ts#Hono.use @16", "h.ts#one -> h.ts#Hono.get @13", "h.ts#optional -> ?app.onError @19 internal"]);
  });
  // winston's `function (cb) { … }.bind(this)` and `[ '…', … ].join('\n')`: `callees` printed the literal's code as the
  // callee's name ("function(…){const num=this._created>0&&…").
  it("names a call on a function, array or object literal by the literal's kind, not its code", async () => {
    const lines = await callLines({
      "w.js": ["function rotate(self) {", "  const next = function (cb) {", "    cb(self);", "  }.bind(self);", "  const text = ['a', 'b'].join('\\n') + ['first line', 'second line'].join('\\n');", "  return ({ a: 1 }).toString() + text + next;", "}", "module.exports = rotate;", ""].join("\n"),
    });
    expect(lines.sort()).toEqual(["w.js#rotate -> ?({a:1}).toString @6 external", "w.js#rotate -> ?['a','b'].join @5 external", "w.js#rotate -> ?[…].join @5 external", "w.js#rotate -> ?cb @3 internal", "w.js#rotate -> ?function(){…}.bind @4 external"]);
  });
});
