/**
 * TypeScript calls through values no function body stands behind: they go to the repository interface (or
 * function-shaped type alias) that declares the signature, an interface method signature being its own node; inline
 * signatures and unions of several declared types stay unresolved; member calls on values the repository does not
 * describe are external.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, nodeLines, writeTree } from "./graphFixtures.js";

const build = async (files: Record<string, string>): Promise<{ calls: string[]; nodes: string[] }> => {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  const calls = graph.edges
    .filter((e) => e.kind === "calls")
    .map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
  return { calls, nodes: nodeLines(graph) };
};

describe("TypeScript calls through declared signatures", () => {
  it("an interface-typed callable value, its properties and methods, and a chained call on an interface result", async () => {
    const { calls, nodes } = await build({
      "types.ts": [
        "export interface ResponsePromise extends Promise<Response> {",
        "  text: () => Promise<string>;",
        "  json(): Promise<unknown>;",
        "}",
        "export interface KyInstance {",
        "  (url: string): ResponsePromise;",
        "  get: (url: string) => ResponsePromise;",
        "  create(defaults: object): KyInstance;",
        "}",
        "",
      ].join("\n"),
      "index.ts": [
        'import type { KyInstance } from "./types";',
        "declare const ky: KyInstance;",
        "export async function run() {",
        "  await ky('a').text();",
        "  await ky.get('b').json();",
        "  ky.create({});",
        "}",
        "",
      ].join("\n"),
    });
    // A function-typed property (`get: (url: string) => ResponsePromise`) is a method node as a method signature is, and
    // calls through it go to it, not to the interface around it (a trial on unstorage: `storage.mount(…)` of
    // `mount: (base, driver) => Storage` reached only `Storage`, and the literal's `mount` had no callers).
    expect(nodes).toEqual([
      "index.ts#run function L3-7 exported",
      "types.ts#KyInstance interface L5-9 exported",
      "types.ts#KyInstance.create method L8-8 exported",
      "types.ts#KyInstance.get method L7-7 exported",
      "types.ts#ResponsePromise interface L1-4 exported",
      "types.ts#ResponsePromise.json method L3-3 exported",
      "types.ts#ResponsePromise.text method L2-2 exported",
    ]);
    expect(calls).toEqual([
      "index.ts#run -> types.ts#KyInstance @4 type-checked",
      "index.ts#run -> types.ts#KyInstance.create @6 type-checked",
      "index.ts#run -> types.ts#KyInstance.get @5 type-checked",
      "index.ts#run -> types.ts#ResponsePromise.json @5 type-checked",
      "index.ts#run -> types.ts#ResponsePromise.text @4 type-checked",
    ]);
  });

  it("a type alias declaring a function shape is an interface node that calls through its values go to", async () => {
    const { calls, nodes } = await build({
      "a.ts": [
        "export type Next = () => Promise<void>;",
        "export type FC<P> = { (props: P): string; displayName?: string; render(p: P): string };",
        "export type Env = { name: string };",
        "export type Handler = ((c: Env, next: Next) => Promise<void>) | undefined;",
        "export async function mw(c: Env, next: Next, h: Handler, list: Next[]) {",
        "  await next();",
        "  await h?.(c, next);",
        "  await list[0]!();",
        "}",
        "export function page(Comp: FC<{ a: number }>) {",
        "  return Comp({ a: 1 }) + Comp.render({ a: 2 });",
        "}",
        "",
      ].join("\n"),
    });
    expect(nodes).toEqual([
      "a.ts#FC interface L2-2 exported",
      "a.ts#FC.render method L2-2 exported",
      "a.ts#Handler interface L4-4 exported",
      "a.ts#Next interface L1-1 exported",
      "a.ts#mw function L5-9 exported",
      "a.ts#page function L10-12 exported",
    ]);
    expect(calls).toEqual([
      "a.ts#mw -> a.ts#Handler @7 type-checked",
      "a.ts#mw -> a.ts#Next @6,8 type-checked",
      "a.ts#page -> a.ts#FC @11 type-checked",
      "a.ts#page -> a.ts#FC.render @11 type-checked",
    ]);
  });

  it("inline signatures, a signature's own parameters and unions of two declared types stay unresolved", async () => {
    const { calls } = await build({
      "a.ts": [
        "export type A = (x: number) => void;",
        "export type B = (x: number) => void;",
        "export interface Emitter { on(cb: () => void): void }",
        "export function run(f: (x: number) => void, g: A | B) {",
        "  f(1);",
        "  g(2);",
        "  const e: Emitter = { on(cb) { cb(); } };",
        "  return e;",
        "}",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual(["a.ts#run -> ?f @5 internal", "a.ts#run -> ?g @6 internal", "a.ts#run.e.on -> ?cb @7 internal"]);
  });

  it("a property of an object literal holding a function name runs that function", async () => {
    const { calls } = await build({
      "jwt.ts": "export function sign() {}\nconst verifyToken = () => true;\nexport const Jwt = { sign, verify: verifyToken };\n",
      "a.ts": 'import { Jwt } from "./jwt";\nexport function run() {\n  Jwt.sign();\n  Jwt.verify();\n}\n',
    });
    expect(calls).toEqual(["a.ts#run -> jwt.ts#sign @3 type-checked", "a.ts#run -> jwt.ts#verifyToken @4 type-checked"]);
  });

  it("member calls on values the repository does not describe (untyped, built on an uninstalled type, declared only ambiently) are external; a plausible repository target keeps them in", async () => {
    const { calls } = await build({
      "server.ts": [
        'import type { Express } from "express";',
        "export interface TestServer extends Express { url: string; close(): void }",
        "export declare function createServer(): Promise<TestServer>;",
        "export type App = Express & { ready: () => void };",
        "export declare function createApp(): App;",
        "export function json(): string { return ''; }",
        "",
      ].join("\n"),
      "deno.d.ts": "declare namespace Deno {\n  export function open(path: string): Promise<void>;\n}\n",
      "a.ts": [
        'import { createApp, createServer } from "./server";',
        "export async function run(response: any, cb: any) {",
        "  const server = await createServer();",
        "  server.get('/');",
        "  server.close();",
        "  response.end();",
        "  response.json();",
        "  cb();",
        "  const app = createApp();",
        "  app.ready();",
        "  app.listen();",
        "  Deno.test('x');",
        "  Deno.open('f');",
        "}",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual([
      "a.ts#run -> ?Deno.test @12 external",
      "a.ts#run -> ?app.listen @11 external",
      "a.ts#run -> ?app.ready @10 internal",
      "a.ts#run -> ?cb @8 internal",
      "a.ts#run -> ?response.end @6 external",
      "a.ts#run -> ?response.json @7 internal",
      "a.ts#run -> ?server.get @4 external",
      "a.ts#run -> deno.d.ts#Deno.open @13 type-checked",
      "a.ts#run -> server.ts#TestServer.close @5 type-checked",
      "a.ts#run -> server.ts#createApp @9 type-checked",
      "a.ts#run -> server.ts#createServer @3 type-checked",
    ]);
  });

  it("a value typed by a repository alias of an intersection with an uninstalled package's type: members the repository part lacks are external, and so are the calls on a callback's parameters handed to them (ky's test server)", async () => {
    const { calls } = await build({
      "server.ts": [
        "import express from 'express';",
        "export type TestServer = {",
        "  url: string;",
        "  close: () => Promise<void>;",
        "} & express.Express;",
        "export async function createServer(t: object): Promise<TestServer>;",
        "export async function createServer(): Promise<TestServer>;",
        "export async function createServer(t?: object): Promise<TestServer> {",
        "  const server = express() as TestServer;",
        "  server.close = async () => {};",
        "  return server;",
        "}",
        "export function json(): string { return ''; }",
        "export function get(): string { return ''; }",
        "",
      ].join("\n"),
      "a.ts": [
        'import { createServer } from "./server";',
        "export async function run() {",
        "  const server = await createServer();",
        "  server.get('/', (_request, response) => {",
        "    response.json({});",
        "  });",
        "  await server.close();",
        "}",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual([
      "a.ts#run -> ?response.json @5 external",
      "a.ts#run -> ?server.close @7 internal",
      "a.ts#run -> ?server.get @4 external",
      "a.ts#run -> server.ts#createServer @3 type-checked",
      "server.ts#createServer -> ?express @9 external",
    ]);
  });

  it("JavaScript: a binding required from a package that is not installed is external, and so are unknown members of untyped values", async () => {
    const { calls } = await build({
      "lib.js": "function helper() {}\nmodule.exports = { helper };\n",
      "app.js": [
        "const { helper } = require('./lib');",
        "const next = require('next');",
        "function run(req, res, done) {",
        "  helper();",
        "  const app = next({ dev: true });",
        "  app.prepare();",
        "  res.end();",
        "  req.helper();",
        "  done();",
        "}",
        "module.exports = run;",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual([
      "app.js#run -> ?app.prepare @6 external",
      "app.js#run -> ?done @9 internal",
      "app.js#run -> ?next @5 external",
      "app.js#run -> ?res.end @7 external",
      // `req.helper()` on an untyped parameter reaches the repository's one member `helper` by name (tsNameOnly.ts),
      // merged into the checked edge of line 4.
      "app.js#run -> lib.js#helper @4,8 type-checked",
    ]);
  });
});
