/**
 * A function constant declared as a generic type implements that type, not the types it is written with. On fastify
 * 83e69762a `const testPluginOpts: FastifyPluginCallback<TestOptions> = function (…) {…}` (test/types/plugin.tst.ts)
 * had `implements` edges to `FastifyPluginCallback` and to `TestOptions`, and `const typedHandler:
 * RouteHandler<ReplyPayload> = …` one to `ReplyPayload`: 12 of the repository's 18 `implements` edges went to type
 * arguments, and `references TestOptions` listed the plugins as implementations of it. A union or an intersection is of
 * each member's type, and a wrapper that keeps its argument's members (`Partial<Mutable<KyInstance>>`, ky) of the
 * argument's.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("TypeScript: a function constant's declared type", () => {
  it("implements the generic named, each union and intersection member, and what a member-keeping wrapper wraps; never a type argument", async () => {
    const root = writeTree({
      "src/types.ts": [
        "export interface TestOptions { option1: string }",
        "export interface ReplyPayload { body: string }",
        "export type PluginCallback<Options> = (instance: object, opts: Options, done: () => void) => void;",
        "export type RouteHandler<Payload> = (request: object, reply: Payload) => Promise<void>;",
        "export interface Instance { (url: string): string; get: (url: string) => string }",
        "type Mutable<T> = { -readonly [P in keyof T]: T[P] };",
        "export type Loose<T> = Readonly<Mutable<T>>;",
        "",
      ].join("\n"),
      "src/plugins.ts": [
        'import type { Instance, Loose, PluginCallback, ReplyPayload, RouteHandler, TestOptions } from "./types";',
        "",
        "export const plugin: PluginCallback<TestOptions> = function (instance, opts, done) { done(); };",
        "export const handler: RouteHandler<ReplyPayload> = async (request, reply) => {};",
        "export const either: PluginCallback<TestOptions> | RouteHandler<ReplyPayload> = () => {};",
        "export const both: PluginCallback<TestOptions> & Instance = (() => '') as never;",
        "export const partial: Partial<Loose<Instance>> = (url: string) => url;",
        "export const omitted: Omit<Instance, 'get'> = (url: string) => url;",
        "export const table: Record<string, Instance> = (() => ({})) as never;",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to} @${e.line} ${e.resolution}`).sort();
    expect(lines).toEqual([
      "src/plugins.ts#both -> src/types.ts#Instance @6 type-checked",
      "src/plugins.ts#both -> src/types.ts#PluginCallback @6 type-checked",
      "src/plugins.ts#either -> src/types.ts#PluginCallback @5 type-checked",
      "src/plugins.ts#either -> src/types.ts#RouteHandler @5 type-checked",
      "src/plugins.ts#handler -> src/types.ts#RouteHandler @4 type-checked",
      // `Omit<T, K>` is `Pick<T, Exclude<keyof T, K>>`, and `Pick` keeps each key's type: still an `Instance`.
      "src/plugins.ts#omitted -> src/types.ts#Instance @8 type-checked",
      "src/plugins.ts#partial -> src/types.ts#Instance @7 type-checked",
      "src/plugins.ts#plugin -> src/types.ts#PluginCallback @3 type-checked",
      // (`table`, a `Record` of instances, is none: `Record<K, T>` gives every key the one type T.)
    ]);
  });
});
