/**
 * A module-level constant made by a factory call from one function literal (zod's `core.$constructor("$ZodString",
 * (inst, def) => { … })`, React's `forwardRef((props, ref) => …)`) is a function node whose body is that literal: the
 * calls in it are its own, not the file's, and its nested getters are its members. A local one is a node nested in
 * its function, as a local arrow function is (swr's `const revalidate = useCallback(async (…) => { … }, [key])`).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("constants made by a factory call from a function literal", () => {
  it("are function nodes holding the literal's calls, locals too; two-literal calls are not", async () => {
    const root = writeTree({
      "core.ts": [
        "export interface Ctor<T> { new (def: unknown): T }",
        "export function $constructor<T>(name: string, init: (inst: T, def: unknown) => void): Ctor<T> {",
        "  return class { constructor(def: unknown) { init(this as unknown as T, def); } } as unknown as Ctor<T>;",
        "}",
        "export function pair(a: () => void, b: () => void): void { a(); b(); }",
        "export function checkUnique(values: string[]): void {",
        '  if (new Set(values).size !== values.length) throw new Error("Duplicate discriminator value");',
        "}",
        "export interface Union { readonly shape: string[] }",
        "/** The schema of a union told apart by one key. */",
        'export const DiscriminatedUnion: Ctor<Union> = $constructor("DiscriminatedUnion", (inst, def) => {',
        '  checkUnique(["a", "b"]);',
        '  Object.defineProperty(inst, "shape", { get() { return ["a"]; } });',
        "});",
        "export const both = pair(() => checkUnique([]), () => checkUnique([]));",
        "export function useIt(): Union {",
        "  const local = $constructor<Union>(\"Local\", () => checkUnique([]));",
        "  void local;",
        "  return new DiscriminatedUnion({});",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.id.includes("#")).map((n) => `${n.id} ${n.kind} ${n.span?.startLine}-${n.span?.endLine}`)).toEqual([
      "core.ts#$constructor function 2-4",
      "core.ts#$constructor.constructor method 3-3",
      "core.ts#Ctor interface 1-1",
      "core.ts#DiscriminatedUnion function 11-14",
      "core.ts#DiscriminatedUnion.get method 13-13",
      "core.ts#Union interface 9-9",
      "core.ts#checkUnique function 6-8",
      "core.ts#pair function 5-5",
      "core.ts#useIt function 16-20",
      "core.ts#useIt.local function 17-17",
    ]);
    expect(graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to} @${e.line}`)).toEqual([
      "core.ts -> core.ts#checkUnique @15",
      "core.ts -> core.ts#pair @15",
      "core.ts#DiscriminatedUnion -> core.ts#$constructor @11",
      "core.ts#DiscriminatedUnion -> core.ts#checkUnique @12",
      "core.ts#useIt -> core.ts#DiscriminatedUnion @19",
      "core.ts#useIt.local -> core.ts#$constructor @17",
      "core.ts#useIt.local -> core.ts#checkUnique @17",
    ]);
    expect(graph.nodes.find((n) => n.id === "core.ts#DiscriminatedUnion")?.doc).toBe("The schema of a union told apart by one key.");
  });
});

describe("values made by a call with a function literal", () => {
  // The literal type of `setTimer`'s result describes a value: its `stop` is no node either (tsValueTypeLiterals.test.ts).
  it("are no nodes: an array's map, a timer, a route chain, a let", async () => {
    const root = writeTree({
      "values.ts": [
        "declare function setTimer(fn: () => void, ms: number): { stop(): void };",
        "declare class App { get(path: string, h: () => string): App }",
        "declare function wrap<T>(fn: (x: number) => T): (x: number) => T;",
        "export const LANGS = [1, 2, 3].map((n) => n * 2);",
        "export const timer = setTimer(() => undefined, 10);",
        'export const app = new App().get("/", () => "ok");',
        "export let later = wrap((x) => x + 1);",
        "export const double = wrap((x) => x * 2);",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.id.includes("#")).map((n) => `${n.id} ${n.kind}`)).toEqual(["values.ts#App class", "values.ts#App.get method", "values.ts#double function", "values.ts#setTimer function", "values.ts#wrap function"]);
  });
});

// A new user's look at axios 23a25af0: `utils.isString(x)` reached no node, because `const isString =
// typeOfTest('string')` (no function literal in the call) was none; about 60 of lib/'s unresolved calls were such.
describe("constants made by calling the repository's own function with no function literal", () => {
  it("are function nodes when the value can be called and the function called is the repository's; a package's, a built-in's or a value are not", async () => {
    const root = writeTree({
      "lib/utils.js": [
        "const {toString} = Object.prototype;",
        "const kindOf = (cache => thing => {",
        "  const str = toString.call(thing);",
        "  return cache[str] || (cache[str] = str.slice(8, -1).toLowerCase());",
        "})(Object.create(null));",
        "const typeOfTest = type => thing => typeof thing === type;",
        "/** Determine if a value is a String */",
        "const isString = typeOfTest('string');",
        "const bound = console.log.bind(console);",
        "const data = kindOf('x');",
        "const path = require('path');",
        "function isPlain(v) { return kindOf(v) === 'object' && isString(v); }",
        "export default { isString, isPlain, kindOf, bound, data, path };",
        "",
      ].join("\n"),
      "lib/use.js": ["import utils from './utils.js';", "export function check(v) { return utils.isString(v) || utils.kindOf(v); }", ""].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "function").map((n) => `${n.id} | ${n.signature ?? ""} | ${n.doc ?? ""}`)).toEqual([
      "lib/use.js#check | export function check(v) | ",
      "lib/utils.js#isPlain | function isPlain(v) | ",
      "lib/utils.js#isString | isString = typeOfTest('string') | Determine if a value is a String",
      "lib/utils.js#kindOf | kindOf = (cache => | ",
      "lib/utils.js#typeOfTest | typeOfTest = type => | ",
    ]);
    expect(graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to} @${e.line}`).sort()).toEqual([
      "lib/use.js#check -> lib/utils.js#isString @2",
      "lib/use.js#check -> lib/utils.js#kindOf @2",
      "lib/utils.js -> lib/utils.js#kindOf @10",
      "lib/utils.js#isPlain -> lib/utils.js#isString @12",
      "lib/utils.js#isPlain -> lib/utils.js#kindOf @12",
      "lib/utils.js#isString -> lib/utils.js#typeOfTest @8",
    ]);
  });

  // swr 7173e55b without node_modules: `const revalidate = useCallback(async (…) => { … }, [key])` from an uninstalled
  // 'react' was in no node but the hook's; a value made by an unknown package function from a literal stays none.
  it("take a known function wrapper's result as a function where the package is not installed", async () => {
    const root = writeTree({
      "tsconfig.json": '{"compilerOptions":{"strict":true}}',
      "hook.ts": [
        'import { useCallback, computed } from "react-missing";',
        "export function helper(): number { return 1; }",
        "export function useData(key: string) {",
        "  const revalidate = useCallback(async () => {",
        "    return helper() + key.length;",
        "  }, [key]);",
        "  const total = computed(() => helper());",
        "  return { revalidate, total };",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.id.includes("#")).map((n) => n.id)).toEqual(["hook.ts#helper", "hook.ts#useData", "hook.ts#useData.revalidate"]);
    expect(graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to} @${e.line}`)).toEqual([
      "hook.ts#useData -> hook.ts#helper @7",
      "hook.ts#useData.revalidate -> hook.ts#helper @5",
    ]);
  });
});
