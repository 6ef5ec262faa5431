/**
 * Parsing cases from `shared/cases/parsing-cases.md` for the TypeScript extractor: groups A (BC-01,
 * BC-05), B, C, D, H (TypeScript files),
 * BC-28 (dependency paths) and BC-33 input B. Whole entities are compared exactly.
 */
import { describe, expect, test } from "vitest";
import type { Dependency, Entity, Parameter } from "../../../src/extract/contract.js";
import { extractFixture, extractOne } from "./helpers.js";

/** A parameter: name, type and any extra fields (`optional`, `rest`, `default`). */
function p(name: string, type: string, extra: Partial<Parameter> = {}): Parameter {
  return { name, type, ...extra };
}

describe("A. re-exports and export resolution", () => {
  test("BC-01 namespace re-exports are namespaces with the target's exports as members", async () => {
    const files = {
      "geometry.ts": `export function area(w: number, h: number): number { return w * h; }\n`,
      "shapes.ts": `import * as geo from "./geometry";\nexport { geo };\nexport * as solids from "./geometry";\n`,
    };
    const shapes = await extractOne(files, "shapes.ts");
    const area: Entity = {
      name: "area",
      kind: "function",
      signatures: [{ params: [p("w", "number"), p("h", "number")], returnType: "number" }],
      line: 1,
      endLine: 1,
    };
    const source = { module: "./geometry", namespace: true, resolution: "resolved" as const, path: "geometry.ts" };
    expect(shapes.exports).toEqual([
      { name: "geo", kind: "namespace", signature: "export { geo }", members: [area], source, line: 2, endLine: 2 },
      { name: "solids", kind: "namespace", signature: 'export * as solids from "./geometry"', members: [area], source, line: 3, endLine: 3 },
    ]);
    expect(shapes.dependencies).toEqual<Dependency[]>([
      { module: "./geometry", names: ["*"], alias: "geo", kind: "relative", path: "geometry.ts", line: 1 },
      { module: "./geometry", names: ["*"], alias: "solids", kind: "relative", path: "geometry.ts", line: 3 },
    ]);
    expect(shapes.diagnostics).toEqual([]);
  });

  test("BC-02 unresolved and external re-exports keep their module and never throw", async () => {
    const barrel = await extractOne(
      {
        "src/barrel.ts": `export { Chip } from "./chip";\nexport { default as Shell } from "./shell/Shell";\nexport { format as formatDate } from "date-fns";\nexport function noop(): void {}\n`,
      },
      "src/barrel.ts",
    );
    expect(barrel.exports).toEqual<Entity[]>([
      { name: "Chip", kind: "reexport", signature: 'export { Chip } from "./chip"', source: { module: "./chip", name: "Chip", resolution: "unresolved" }, line: 1, endLine: 1 },
      {
        name: "Shell",
        kind: "reexport",
        signature: 'export { default as Shell } from "./shell/Shell"',
        source: { module: "./shell/Shell", name: "default", resolution: "unresolved" },
        line: 2,
        endLine: 2,
      },
      {
        name: "formatDate",
        kind: "reexport",
        signature: 'export { format as formatDate } from "date-fns"',
        source: { module: "date-fns", name: "format", resolution: "external" },
        line: 3,
        endLine: 3,
      },
      { name: "noop", kind: "function", signature: "export function noop(): void", signatures: [{ params: [], returnType: "void" }], line: 4, endLine: 4 },
    ]);
    expect(barrel.dependencies).toEqual<Dependency[]>([
      { module: "./chip", names: ["Chip"], kind: "relative", line: 1 },
      { module: "./shell/Shell", names: ["default"], kind: "relative", line: 2 },
      { module: "date-fns", names: ["format"], kind: "external", line: 3 },
    ]);
  });

  test("BC-04 destructured exports are listed under their binding names", async () => {
    const c = await extractOne(
      {
        "destr.ts": `const cfg = { host: "h", port: 80, tls: true, retries: 2 } as const;\nconst list = [1, 2, 3] as const;\nexport const { host, port: listenPort, ...rest } = cfg;\nexport const [first, , third] = list;\n`,
      },
      "destr.ts",
    );
    const objectSig = "export const { host, port: listenPort, ...rest } = cfg";
    const arraySig = "export const [first, , third] = list";
    expect(c.exports).toEqual<Entity[]>([
      { name: "host", kind: "constant", signature: objectSig, type: '"h"', line: 3, endLine: 3 },
      { name: "listenPort", kind: "constant", signature: objectSig, type: "80", line: 3, endLine: 3 },
      { name: "rest", kind: "constant", signature: objectSig, type: "{ tls: true; retries: 2; }", line: 3, endLine: 3 },
      { name: "first", kind: "constant", signature: arraySig, type: "1", line: 4, endLine: 4 },
      { name: "third", kind: "constant", signature: arraySig, type: "3", line: 4, endLine: 4 },
    ]);
  });

  test("BC-05 export = and CommonJS modules", async () => {
    const all = await extractFixture({
      "parse.ts": `function parse(s: string): number { return parseInt(s, parse.radix); }\nnamespace parse { export const radix = 10; }\nexport = parse;\n`,
      "fmt.js": `/**\n * Pads a number.\n * @param {number} n\n * @param {number} [width]\n * @returns {string}\n */\nfunction pad(n, width = 2) { return String(n).padStart(width, "0"); }\nfunction helper() {}\nmodule.exports = { pad };\nmodule.exports.VERSION = "1.2";\n`,
      "cfg.js": `module.exports = {\n  plugins: { alpha: {}, beta: {} },\n};\n`,
    });
    expect(all.get("parse.ts")?.exports).toEqual<Entity[]>([
      {
        name: "export=",
        kind: "function",
        localName: "parse",
        signature: "function parse(s: string): number",
        signatures: [{ params: [p("s", "string")], returnType: "number" }],
        members: [{ name: "radix", kind: "constant", signature: "export const radix = 10", type: "10", value: "10", line: 2, endLine: 2 }],
        line: 1,
        endLine: 2,
      },
    ]);
    expect(all.get("fmt.js")?.exports).toEqual<Entity[]>([
      {
        name: "pad",
        kind: "function",
        doc: "Pads a number.",
        tags: [
          { tag: "param", name: "n", text: "" },
          { tag: "param", name: "width", text: "" },
          { tag: "returns", text: "" },
        ],
        signature: "function pad(n, width = 2)",
        signatures: [{ params: [p("n", "number"), p("width", "number", { optional: true, default: "2" })], returnType: "string" }],
        line: 7,
        endLine: 7,
      },
      { name: "VERSION", kind: "property", signature: 'module.exports.VERSION = "1.2"', type: "string", line: 10, endLine: 10 },
    ]);
    expect(all.get("cfg.js")?.exports).toEqual<Entity[]>([
      {
        name: "export=",
        kind: "object",
        signature: "module.exports =",
        members: [{ name: "plugins", kind: "property", signature: "plugins: { alpha: {}, beta: {} }", type: "{ alpha: {}; beta: {}; }", line: 2, endLine: 2 }],
        line: 1,
        endLine: 3,
      },
    ]);
  });

  test("BC-05 input 2 on a fresh extractor: the first answer for a .js file is already complete", async () => {
    const fmt = await extractOne({ "fmt.js": `function pad(n) { return n; }\nmodule.exports = { pad };\nmodule.exports.VERSION = "1.2";\n` }, "fmt.js");
    expect(fmt.exports.map((e) => e.name)).toEqual(["pad", "VERSION"]);
  });
});

describe("B. declaration merging and overloads", () => {
  test("BC-07 merged declarations are listed once with every member", async () => {
    const c = await extractOne(
      {
        "m.ts": `export interface Opts { a: string }\nexport interface Opts { b: number }\nexport function tag(s: string): string { return s; }\nexport namespace tag { export const sep = ","; }\n`,
      },
      "m.ts",
    );
    expect(c.exports).toEqual<Entity[]>([
      {
        name: "Opts",
        kind: "interface",
        signature: "export interface Opts",
        members: [
          { name: "a", kind: "property", signature: "a: string", type: "string", line: 1, endLine: 1 },
          { name: "b", kind: "property", signature: "b: number", type: "number", line: 2, endLine: 2 },
        ],
        line: 1,
        endLine: 2,
      },
      {
        name: "tag",
        kind: "function",
        signature: "export function tag(s: string): string",
        signatures: [{ params: [p("s", "string")], returnType: "string" }],
        members: [{ name: "sep", kind: "constant", signature: 'export const sep = ","', type: '","', value: '","', line: 4, endLine: 4 }],
        line: 3,
        endLine: 4,
      },
    ]);
  });

  test("BC-08 overloads: implementation left out, JSDoc from the first overload, static apart from instance", async () => {
    const c = await extractOne(
      {
        "o.ts": `/** Formats a value for display. */\nexport function fmt(v: number): string;\nexport function fmt(v: Date): string;\nexport function fmt(v: number | Date): string { return String(v); }\n\nexport class Clock {\n  tick(): number;\n  tick(step: number): number;\n  tick(step = 1): number { return step; }\n  static tick(): string;\n  static tick(label: string): string;\n  static tick(label = "x"): string { return label; }\n}\n`,
      },
      "o.ts",
    );
    expect(c.exports).toEqual<Entity[]>([
      {
        name: "fmt",
        kind: "function",
        doc: "Formats a value for display.",
        signature: "export function fmt(v: number): string",
        signatures: [
          { params: [p("v", "number")], returnType: "string" },
          { params: [p("v", "Date")], returnType: "string" },
        ],
        line: 2,
        endLine: 4,
      },
      {
        name: "Clock",
        kind: "class",
        signature: "export class Clock",
        members: [
          {
            name: "tick",
            kind: "method",
            signature: "tick(): number",
            signatures: [
              { params: [], returnType: "number" },
              { params: [p("step", "number")], returnType: "number" },
            ],
            line: 7,
            endLine: 9,
          },
          {
            name: "tick",
            kind: "method",
            signature: "static tick(): string",
            modifiers: ["static"],
            signatures: [
              { params: [], returnType: "string" },
              { params: [p("label", "string")], returnType: "string" },
            ],
            line: 10,
            endLine: 12,
          },
        ],
        line: 6,
        endLine: 13,
      },
    ]);
  });
});

describe("C. signatures and type text", () => {
  test("BC-09 no import(\"/abs/path\") qualifiers and no truncation", async () => {
    const levels = Array.from({ length: 30 }, (_, i) => `"v${i}"`);
    const c = await extractOne(
      {
        "types.ts": `export interface Point { x: number; y: number }\n`,
        "main.ts": `import { Point } from "./types";\nexport function origin() { const p: Point = { x: 0, y: 0 }; return [p]; }\nconst LEVELS = [${levels.join(", ")}] as const;\nexport function levelAt(n: number) { return LEVELS[n]; }\n`,
      },
      "main.ts",
    );
    expect(c.exports).toEqual<Entity[]>([
      { name: "origin", kind: "function", signature: "export function origin()", signatures: [{ params: [], returnType: "Point[]" }], line: 2, endLine: 2 },
      {
        name: "levelAt",
        kind: "function",
        signature: "export function levelAt(n: number)",
        signatures: [{ params: [p("n", "number")], returnType: levels.join(" | ") }],
        line: 4,
        endLine: 4,
      },
    ]);
    expect(levels.join(" | ")).toHaveLength(227);
    // LEVELS is only reached through an inferred type whose text does not name it: not referenced.
    expect(c.referenced).toEqual([]);
  });

  test("BC-12 unusual class members: public ones only, #private filtered by name", async () => {
    const c = await extractOne(
      {
        "inv.ts": `export class Inventory {\n  private items: string[] = [];\n  label\n  count\n  constructor() {\n    if (1 > 2 && 2 < 1) {}\n  }\n  *entries() { yield* this.items; }\n  total(): number { [].forEach(v => 0); return this.items.length; }\n  #secret = 1;\n  protected audit(): void {}\n}\n`,
      },
      "inv.ts",
    );
    expect(c.exports).toEqual<Entity[]>([
      {
        name: "Inventory",
        kind: "class",
        signature: "export class Inventory",
        members: [
          { name: "label", kind: "property", signature: "label", type: "any", line: 3, endLine: 3 },
          { name: "count", kind: "property", signature: "count", type: "any", line: 4, endLine: 4 },
          { name: "constructor", kind: "constructor", signature: "constructor()", signatures: [{ params: [] }], line: 5, endLine: 7 },
          {
            name: "entries",
            kind: "method",
            signature: "*entries()",
            modifiers: ["generator"],
            signatures: [{ params: [], returnType: "Generator<string, void, unknown>" }],
            line: 8,
            endLine: 8,
          },
          { name: "total", kind: "method", signature: "total(): number", signatures: [{ params: [], returnType: "number" }], line: 9, endLine: 9 },
        ],
        line: 1,
        endLine: 12,
      },
    ]);
  });
});

describe("D. JSDoc", () => {
  test("BC-13 JSDoc on the variable statement and on object-literal members", async () => {
    const c = await extractOne(
      {
        "api.ts": `/** Adds two numbers. */\nexport const add = (a: number, b: number): number => a + b;\n\nexport const api = {\n  /** Fetches a user by id. */\n  getUser(id: string): string { return id; },\n  /** Max page size. */\n  limit: 50,\n};\n`,
      },
      "api.ts",
    );
    expect(c.exports).toEqual<Entity[]>([
      {
        name: "add",
        kind: "function",
        doc: "Adds two numbers.",
        signature: "export const add = (a: number, b: number): number =>",
        modifiers: ["const"],
        signatures: [{ params: [p("a", "number"), p("b", "number")], returnType: "number" }],
        line: 2,
        endLine: 2,
      },
      {
        name: "api",
        kind: "object",
        signature: "export const api =",
        modifiers: ["const"],
        members: [
          {
            name: "getUser",
            kind: "method",
            doc: "Fetches a user by id.",
            signature: "getUser(id: string): string",
            signatures: [{ params: [p("id", "string")], returnType: "string" }],
            line: 6,
            endLine: 6,
          },
          { name: "limit", kind: "property", doc: "Max page size.", signature: "limit: 50", type: "number", line: 8, endLine: 8 },
        ],
        line: 4,
        endLine: 9,
      },
    ]);
    // The JSDoc sits on the first declaration, so it is not the file's description.
    expect(c.description).toBeUndefined();
  });

  test("BC-20 input B: CRLF JSDoc is normalized to \\n", async () => {
    const c = await extractOne(
      {
        "crlf.ts": "/**\r\n * Sums values.\r\n * Second line.\r\n * @param xs numbers\r\n */\r\nexport function sum(xs: number[]): number { return 0; }\r\n",
      },
      "crlf.ts",
    );
    expect(c.exports).toEqual<Entity[]>([
      {
        name: "sum",
        kind: "function",
        doc: "Sums values.\nSecond line.",
        tags: [{ tag: "param", name: "xs", text: "numbers" }],
        signature: "export function sum(xs: number[]): number",
        signatures: [{ params: [p("xs", "number[]")], returnType: "number" }],
        line: 6,
        endLine: 6,
      },
    ]);
  });
});

describe("H. language detection (TypeScript files)", () => {
  test("BC-26 .mts, .ts with <T> casts and .tsx keep their script kinds", async () => {
    const all = await extractFixture({
      "cfg.mts": `export interface Cfg { port: number }\nexport type Mode = "a" | "b";\nexport function start(c: Cfg): Mode { return "a"; }\n`,
      "cast.ts": `export interface Opts { n: number }\nexport function cast(x: unknown) { return <Opts>x; }\n`,
      "row.tsx": `export function Row(p: { label: string }) { return <li>{p.label}</li>; }\n`,
    });
    expect(all.get("cfg.mts")?.exports).toEqual<Entity[]>([
      {
        name: "Cfg",
        kind: "interface",
        signature: "export interface Cfg",
        members: [{ name: "port", kind: "property", signature: "port: number", type: "number", line: 1, endLine: 1 }],
        line: 1,
        endLine: 1,
      },
      { name: "Mode", kind: "type", signature: 'export type Mode = "a" | "b"', value: '"a" | "b"', line: 2, endLine: 2 },
      { name: "start", kind: "function", signature: "export function start(c: Cfg): Mode", signatures: [{ params: [p("c", "Cfg")], returnType: "Mode" }], line: 3, endLine: 3 },
    ]);
    expect(all.get("cast.ts")?.exports).toEqual<Entity[]>([
      {
        name: "Opts",
        kind: "interface",
        signature: "export interface Opts",
        members: [{ name: "n", kind: "property", signature: "n: number", type: "number", line: 1, endLine: 1 }],
        line: 1,
        endLine: 1,
      },
      { name: "cast", kind: "function", signature: "export function cast(x: unknown)", signatures: [{ params: [p("x", "unknown")], returnType: "Opts" }], line: 2, endLine: 2 },
    ]);
    // No JSX typings are installed in the fixture, so the checker types the element as `any`.
    expect(all.get("row.tsx")?.exports).toEqual<Entity[]>([
      {
        name: "Row",
        kind: "function",
        signature: "export function Row(p: { label: string })",
        signatures: [{ params: [p("p", "{ label: string; }")], returnType: "any" }],
        line: 1,
        endLine: 1,
      },
    ]);
    for (const c of all.values()) expect(c.diagnostics).toEqual([]);
    expect([...all.values()].map((c) => c.language)).toEqual(["typescript", "typescript", "typescript"]);
  });
});

describe("I. import graph", () => {
  test("BC-28 NodeNext .js/.mjs specifiers resolve to .ts/.tsx/.mts sources", async () => {
    const all = await extractFixture({
      "tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext" } }),
      "src/b.ts": `export const b = 1;\n`,
      "src/a.ts": `import { b } from "./b.js";\nexport const a = b + 1;\n`,
      "src/view.tsx": `export const V = 1;\n`,
      "src/c.ts": `import { V } from "./view.js";\nexport { V };\n`,
      "src/d.mts": `export const d = 2;\n`,
      "src/e.ts": `import { d } from "./d.mjs";\nexport const e = d;\n`,
    });
    expect(all.get("src/a.ts")?.dependencies).toEqual<Dependency[]>([{ module: "./b.js", names: ["b"], kind: "relative", path: "src/b.ts", line: 1 }]);
    expect(all.get("src/c.ts")?.dependencies).toEqual<Dependency[]>([{ module: "./view.js", names: ["V"], kind: "relative", path: "src/view.tsx", line: 1 }]);
    expect(all.get("src/e.ts")?.dependencies).toEqual<Dependency[]>([{ module: "./d.mjs", names: ["d"], kind: "relative", path: "src/d.mts", line: 1 }]);
    expect(all.get("src/c.ts")?.exports).toEqual<Entity[]>([
      {
        name: "V",
        kind: "constant",
        signature: "export const V = 1",
        type: "1",
        value: "1",
        source: { module: "./view.js", name: "V", resolution: "resolved", path: "src/view.tsx" },
        line: 2,
        endLine: 2,
      },
    ]);
  });
});

describe("J. deep nesting", () => {
  const deep = "export const deep = " + "(".repeat(1000) + "1" + ")".repeat(1000) + ";\nexport function after(): number { return 1; }\n";
  const skipped = {
    formatVersion: 1,
    filePath: "deep.ts",
    language: "typescript",
    exports: [],
    referenced: [],
    dependencies: [],
    diagnostics: [{ severity: "error", code: "nesting-too-deep", message: "skipped: nesting too deep (more than 500 nested brackets)" }],
  };

  // The case allows either the full contract or a per-file "nesting too deep" diagnostic; the extractor
  // checks bracket depth before parsing, so the answer does not depend on the stack left at the call.
  test("BC-33 input B: a too deeply nested file is a diagnostic, and the rest of the batch is extracted", async () => {
    const all = await extractFixture({
      "a.ts": `export const a = 1;\n`,
      "deep.ts": deep,
      "z.ts": `import { a } from "./a";\nimport { after } from "./deep";\nexport const z = a;\nexport const y = after;\n`,
    });
    expect(all.get("deep.ts")).toEqual(skipped);
    expect(all.get("a.ts")?.exports.map((e) => e.name)).toEqual(["a"]);
    // deep.ts reads as an empty file to its importers.
    expect(all.get("z.ts")?.exports).toEqual<Entity[]>([
      { name: "z", kind: "constant", signature: "export const z = a", type: "1", line: 3, endLine: 3 },
      { name: "y", kind: "constant", signature: "export const y = after", type: "any", line: 4, endLine: 4 },
    ]);
    expect(all.get("z.ts")?.dependencies.map((d) => d.path)).toEqual(["a.ts", "deep.ts"]);
  });

  test("BC-33 input B: a deep file that is only on disk does not break its importer", async () => {
    const all = await extractFixture({ "deep.ts": deep, "z.ts": `import { after } from "./deep";\nexport const y = after;\n` }, { extract: ["z.ts"] });
    expect(all.get("z.ts")?.exports).toEqual<Entity[]>([{ name: "y", kind: "constant", signature: "export const y = after", type: "any", line: 2, endLine: 2 }]);
  });

  test("BC-33 input B: 20 000 levels, and the parser's own overflow near 850, are diagnostics too", async () => {
    const c = await extractOne({ "deep.ts": "export const deep = " + "(".repeat(20000) + "1" + ")".repeat(20000) + ";\n" }, "deep.ts");
    expect(c.diagnostics).toEqual(skipped.diagnostics);
    // Nested `if`/`else if` chains recurse without brackets: the parser's RangeError is caught instead.
    const chain = "export function f(x: number): number {\n" + "if (x === 0) { return 0; } else ".repeat(3000) + "{ return 1; }\n}\n";
    const caught = await extractOne({ "chain.ts": chain }, "chain.ts");
    expect(caught.diagnostics.map((d) => d.code)).toEqual(["nesting-too-deep"]);
    expect(caught.exports).toEqual([]);
  });
});
