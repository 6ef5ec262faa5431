/**
 * Behaviour of `TsMorphExtractor` beyond single parsing cases: determinism across batches, project
 * recycling, syntax errors, the leading-doc rule, text given vs text on disk, a broken tsconfig.
 */
import { describe, expect, test } from "vitest";
import { contractJson } from "../../../src/extract/canonical.js";
import type { SemanticContract } from "../../../src/extract/contract.js";
import { exceedsNesting } from "../../../src/extract/typescript/nesting.js";
import { TsMorphExtractor } from "../../../src/extract/typescript/TsMorphExtractor.js";
import { extractFixture, extractOne, sourceText, withTempRepo } from "./helpers.js";

const repo = {
  "src/types.ts": `export interface Point { x: number; y: number }\nexport type Id = string;\n`,
  "src/geo.ts": `import type { Point } from "./types";\n/** Distance. */\nexport function dist(a: Point, b: Point) { return Math.hypot(a.x - b.x, a.y - b.y); }\nexport * from "./types";\n`,
  "src/index.ts": `export * as geo from "./geo";\nexport { dist as distance } from "./geo";\nexport const origin = { x: 0, y: 0 };\n`,
  "src/legacy.js": `/** Legacy. */\nfunction old(a) { return a; }\nmodule.exports = { old };\n`,
};

describe("determinism", () => {
  test("the same file gives byte-identical JSON whatever the batch, its order, or the project size", async () => {
    const files = Object.keys(repo);
    const batch = await extractFixture(repo, { extract: files });
    const reversed = await extractFixture(repo, { extract: [...files].reverse(), prepareOrder: [...files].reverse() });
    const oneByOne = await extractFixture(repo, { extract: files, filesPerProject: 1 });
    for (const f of files) {
      const json = contractJson(batch.get(f) as SemanticContract, 2);
      expect(contractJson(reversed.get(f) as SemanticContract, 2), f).toBe(json);
      expect(contractJson(oneByOne.get(f) as SemanticContract, 2), f).toBe(json);
      expect(json).not.toMatch(/strata-ts-|import\(/);
    }
    for (const f of files) {
      const alone = await extractFixture(repo, { extract: [f] });
      expect(contractJson(alone.get(f) as SemanticContract, 2), f).toBe(contractJson(batch.get(f) as SemanticContract, 2));
    }
  });
});

describe("batches and projects", () => {
  test("extract without prepare, and the given text wins over the file on disk", async () => {
    await withTempRepo({ "a.ts": `export const onDisk = 1;\n` }, async (root) => {
      const extractor = new TsMorphExtractor({ root });
      const c = await extractor.extract(sourceText("a.ts", `export const inMemory = 2;\n`));
      expect(c.exports.map((e) => e.name)).toEqual(["inMemory"]);
      extractor.dispose();
    });
  });

  test("a broken tsconfig falls back to default options and says why", async () => {
    await withTempRepo({ "tsconfig.json": "{ not json", "a.ts": `export const a = 1;\n` }, async (root) => {
      const extractor = new TsMorphExtractor({ root });
      const c = await extractor.extract(sourceText("a.ts", `export const a = 1;\n`));
      expect(c.exports.map((e) => e.name)).toEqual(["a"]);
      expect(c.diagnostics).toEqual([]);
      expect(typeof extractor.configError).toBe("string");
      extractor.dispose();
    });
  });

  test("supports TypeScript and JavaScript only", () => {
    const extractor = new TsMorphExtractor({ root: "/nonexistent" });
    expect(["typescript", "javascript", "python", "text"].map((l) => extractor.supports(l))).toEqual([true, true, false, false]);
    expect([extractor.id, extractor.version]).toEqual(["ts-morph", 26]);
  });
});

describe("syntax errors", () => {
  test("a partial contract plus syntax-error diagnostics", async () => {
    const c = await extractOne({ "broken.ts": `export function ok(): number { return 1; }\nexport function bad( {\nexport const after = 2;\n` }, "broken.ts");
    // The parser recovers: `ok` is intact, `bad` swallows the rest of the file as a parameter pattern.
    expect(c.exports.map((e) => e.name)).toEqual(["ok", "bad"]);
    expect(c.exports[0]).toEqual({
      name: "ok",
      kind: "function",
      signature: "export function ok(): number",
      signatures: [{ params: [], returnType: "number" }],
      line: 1,
      endLine: 1,
    });
    expect(c.diagnostics).toEqual([
      { severity: "error", code: "syntax-error", message: "':' expected.", line: 3 },
      { severity: "error", code: "syntax-error", message: "':' expected.", line: 3 },
      { severity: "error", code: "syntax-error", message: "',' expected.", line: 3 },
      { severity: "error", code: "syntax-error", message: "'}' expected.", line: 4 },
    ]);
  });

  test("TypeScript syntax in a .js file is reported", async () => {
    const c = await extractOne({ "typed.js": `export function f(x: number) { return x; }\n` }, "typed.js");
    expect(c.diagnostics).toEqual([{ severity: "error", code: "syntax-error", message: "Type annotations can only be used in TypeScript files.", line: 1 }]);
  });
});

describe("file description (leading doc comment rule)", () => {
  const describeOf = async (text: string): Promise<[string | undefined, string | undefined]> => {
    const c = await extractOne({ "f.ts": text }, "f.ts");
    return [c.description, c.exports[0]?.doc];
  };

  test("followed by a blank line: the file's", async () => {
    expect(await describeOf(`/** The file. */\n\nexport const a = 1;\n`)).toEqual(["The file.", undefined]);
  });
  test("directly on the first declaration: the declaration's", async () => {
    expect(await describeOf(`/** The const. */\nexport const a = 1;\n`)).toEqual([undefined, "The const."]);
  });
  test("followed by another doc block: the file's, and the second is the declaration's", async () => {
    expect(await describeOf(`/** The file. */\n/** The const. */\nexport const a = 1;\n`)).toEqual(["The file.", "The const."]);
  });
  test("with a @fileoverview tag: the file's, the tag text when there is no description", async () => {
    expect(await describeOf(`/** @fileoverview The file. */\nexport const a = 1;\n`)).toEqual(["The file.", undefined]);
  });
  test("before an import: the file's", async () => {
    expect(await describeOf(`/** The file. */\nimport { x } from "./x";\nexport const a = x;\n`)).toEqual(["The file.", undefined]);
  });
  test("after a license block and a shebang", async () => {
    expect(await describeOf(`#!/usr/bin/env node\n/* MIT */\n/** The file. */\n\nexport const a = 1;\n`)).toEqual(["The file.", undefined]);
  });
  // Found on koa and express: every file's summary and search row said "Module dependencies.".
  test("a block labelling the require section is no description", async () => {
    const c = await extractOne({ "r.js": `'use strict'\n\n/**\n * Module dependencies.\n */\n\nconst util = require('util')\n\n/**\n * Prototype.\n */\n\nmodule.exports = {}\n` }, "r.js");
    expect(c.description).toBeUndefined();
  });
  test("a file with only a doc comment", async () => {
    const c = await extractOne({ "only.ts": `/** Nothing but a comment. */\n` }, "only.ts");
    expect(c.description).toBe("Nothing but a comment.");
  });
});

describe("tsconfig", () => {
  test("a solution-style tsconfig uses its first referenced config's options", async () => {
    const files = {
      "tsconfig.json": JSON.stringify({ files: [], references: [{ path: "./tsconfig.build.json" }] }),
      "tsconfig.build.json": JSON.stringify({ compilerOptions: { strict: false, baseUrl: ".", paths: { "@lib/*": ["lib/*"] } } }),
      "lib/util.ts": `export const util = 1;\n`,
      "a.ts": `import { util } from "@lib/util";\nexport function f(x?: string) { return x; }\nexport const u = util;\n`,
    };
    const c = await extractOne(files, "a.ts");
    // `paths` resolves the alias to a repository file; without strictNullChecks `x?: string` returns `string`.
    expect(c.dependencies).toEqual([{ module: "@lib/util", names: ["util"], kind: "relative", path: "lib/util.ts", line: 1 }]);
    expect(c.exports[0]?.signatures).toEqual([{ params: [{ name: "x", type: "string", optional: true }], returnType: "string" }]);
  });
});

describe("nesting guard", () => {
  test("brackets inside strings, templates and comments do not count", () => {
    const open = "(".repeat(600);
    expect(exceedsNesting(`const s = "${open}"; // ${open}\n/* ${open} */ const t = \`${open}\`;`)).toBe(false);
    expect(exceedsNesting(`const x = ${"[".repeat(501)}${"]".repeat(501)};`)).toBe(true);
    expect(exceedsNesting(`const x = ${"{".repeat(500)}${"}".repeat(500)};`)).toBe(false);
  });
});

describe("inline {@link} tags", () => {
  test("read as their label, else their target, in descriptions and tag text", async () => {
    const c = await extractOne(
      {
        "l.ts": [
          "/**",
          " * Uses {@link TABLE} and {@linkcode Store.get | the getter} and {@link https://example.com docs}.",
          " * @returns nothing; see {@link Store}",
          " */",
          "export function f(): void {}",
          "",
        ].join("\n"),
      },
      "l.ts",
    );
    expect([c.exports[0]?.doc, c.exports[0]?.tags]).toEqual([
      "Uses TABLE and the getter and docs.",
      [{ tag: "returns", text: "nothing; see Store" }],
    ]);
  });
});

describe("@see tags", () => {
  test("keep URLs and name references whole", async () => {
    const c = await extractOne(
      {
        "s.ts": [
          "/**",
          " * Fires.",
          " * @see https://example.com/docs",
          " * @see otherFn for details",
          " * @see {@link Store}",
          " */",
          "export function fire(): void {}",
          "",
        ].join("\n"),
      },
      "s.ts",
    );
    expect(c.exports[0]?.tags).toEqual([
      { tag: "see", text: "https://example.com/docs" },
      { tag: "see", text: "otherFn for details" },
      { tag: "see", text: "Store" },
    ]);
  });
});

describe("module augmentation of a re-exported name", () => {
  test("the name stays exported, whether or not the augmenting file is in the batch", async () => {
    const files = {
      "src/context.ts": "/** Variables. */\nexport interface Vars {}\n",
      "src/index.ts": "export type { Vars } from './context'\n",
      "src/mw/jwt.ts": "declare module '..' {\n  interface Vars { jwt: string }\n}\nexport {}\n",
    };
    const withAugmentation = (await extractFixture(files)).get("src/index.ts");
    const alone = await extractOne({ "src/context.ts": files["src/context.ts"], "src/index.ts": files["src/index.ts"] }, "src/index.ts");
    const expected = {
      name: "Vars",
      kind: "interface",
      signature: "export interface Vars",
      doc: "Variables.",
      source: { module: "./context", name: "Vars", resolution: "resolved", path: "src/context.ts" },
      line: 1,
      endLine: 1,
    };
    expect(alone.exports).toEqual([expected]);
    expect(withAugmentation?.exports).toEqual([expected]);
  });
});
