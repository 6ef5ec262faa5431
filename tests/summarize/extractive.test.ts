import { describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { contractWith } from "./contractFixture.js";

const base = contractWith;

describe("extractiveSummary", () => {
  it("builds every field from the contract alone", () => {
    const contract = base({
      filePath: "src/cache.ts",
      description: "Disk cache for parsed pages. Entries expire after a day.\nThird sentence here. Fourth.",
      // `async` and an optional member's `?` are kept: uvicorn's `async def serve(…) -> None` read `Server.serve(…): None`,
      // h3's `debug?: boolean` read `debug: boolean`, kysely's optional method `cancelQuery?(…)` a required one.
      exports: [
        {
          name: "loadPage",
          kind: "function",
          doc: "Loads a page from disk. Falls back to the network.",
          modifiers: ["async"],
          signatures: [{ params: [{ name: "url", type: "string" }, { name: "opts", type: "Opts", optional: true }], returnType: "Promise<Page>" }],
          line: 10,
          endLine: 20,
        },
        { name: "Opts", kind: "interface", members: [{ name: "ttl", kind: "property", type: "number", line: 3, endLine: 3 }, { name: "dir", kind: "property", type: "string", modifiers: ["optional"], line: 4, endLine: 4 }, { name: "cancel", kind: "method", modifiers: ["optional"], signatures: [{ params: [], returnType: "void" }], line: 5, endLine: 5 }], line: 2, endLine: 5 },
        { name: "Mode", kind: "type", value: '"a" | "b"', line: 5, endLine: 5 },
        // An interface's bases are part of its definition: golang-jwt's `ClaimsValidator` embeds `Claims` and read
        // `{ Validate(): error }`.
        { name: "PageOpts", kind: "interface", extends: ["Opts"], members: [{ name: "page", kind: "property", type: "number", line: 7, endLine: 7 }], line: 6, endLine: 8 },
        { name: "createCache", kind: "function", signatures: [{ params: [], returnType: "Cache" }], line: 22, endLine: 24 },
      ],
      dependencies: [
        { module: "node:fs/promises", names: ["readFile"], kind: "external", line: 1 },
        { module: "axios", names: ["default"], kind: "external", line: 2 },
        { module: "./types", names: ["Page"], typeOnly: true, kind: "relative", line: 3 },
        { module: "axios", names: ["AxiosError"], kind: "external", line: 4 },
        { module: "pino", names: ["default"], kind: "external", line: 5 },
      ],
    });
    expect(extractiveSummary(contract)).toEqual({
      formatVersion: 1,
      filePath: "src/cache.ts",
      main_responsibility: "Disk cache for parsed pages. Entries expire after a day.",
      public_api: [
        { name: "loadPage", kind: "function", signature: "async loadPage(url: string, opts?: Opts): Promise<Page>", description: "Loads a page from disk." },
        { name: "Opts", kind: "interface", signature: "interface Opts" },
        { name: "Mode", kind: "type", signature: 'type Mode = "a" | "b"' },
        { name: "PageOpts", kind: "interface", signature: "interface PageOpts" },
        { name: "createCache", kind: "function", signature: "createCache(): Cache" },
      ],
      io_contracts: [
        { name: "Opts", kind: "interface", definition: "{ ttl: number; dir?: string; cancel?(): void }" },
        { name: "Mode", kind: "type", definition: '"a" | "b"' },
        { name: "PageOpts", kind: "interface", definition: "extends Opts { page: number }" },
      ],
      dependencies: ["node:fs/promises", "axios", "./types", "pino"],
      side_effects: ["file system (node:fs/promises)", "network (axios)", "logging (pino)"],
      key_algorithms: ["Factory functions: createCache", "Asynchronous API: loadPage", "Caching / memoization: createCache"],
      generator: "extractive",
    });
  });

  it("composes the responsibility from documented exports when the file has no doc", () => {
    const contract = base({
      exports: [
        { name: "a", kind: "function", doc: "Adds numbers.", signatures: [{ params: [] }], line: 1, endLine: 1 },
        { name: "b", kind: "constant", type: "number", line: 2, endLine: 2 },
      ],
    });
    expect(extractiveSummary(contract).main_responsibility).toBe("Provides function a (adds numbers); and 1 more export.");
  });

  // werkzeug 1b00618e's http.py read "Provides class COEP (cross-Origin-Embedder-Policy …)", a header's name lower-cased.
  it("lower-cases a doc's first word inside a sentence only when it is an ordinary capitalized word", () => {
    const contract = base({
      filePath: "http.py",
      language: "python",
      exports: [
        { name: "SecFetchSite", kind: "class", doc: "Sec-Fetch-Site header values.", line: 1, endLine: 5 },
        { name: "quote", kind: "function", doc: "Built-in quoting of header values.", signatures: [{ params: [] }], line: 6, endLine: 9 },
        { name: "dump", kind: "function", doc: "Dumps a cookie.", signatures: [{ params: [] }], line: 10, endLine: 12 },
      ],
    });
    expect(extractiveSummary(contract).main_responsibility).toBe("Provides class SecFetchSite (Sec-Fetch-Site header values); function quote (built-in quoting of header values); function dump (dumps a cookie).");
  });

  // commander ba6d13dd's lib/option.js read "Provides class DualOptions (…); and 1 more export": `Option` has no class doc.
  it("names the export named after the file first, documented or not", () => {
    const contract = base({
      filePath: "lib/option.js",
      language: "javascript",
      exports: [
        { name: "Option", kind: "class", members: [{ name: "env", kind: "method", doc: "Set environment variable to check for option value.", line: 5, endLine: 8 }], line: 3, endLine: 200 },
        { name: "DualOptions", kind: "class", doc: "This class is to make it easier to work with dual options.", members: [{ name: "valueFromOption", kind: "method", line: 280, endLine: 290 }], line: 268, endLine: 300 },
      ],
    });
    expect(extractiveSummary(contract).main_responsibility).toBe("Provides class Option; class DualOptions (this class is to make it easier to work with dual options).");
    // pino b394c2c1's pino.js: `module.exports = pino` (a default export whose own name is the file's) after a constant.
    const pino = base({
      filePath: "pino.js",
      language: "javascript",
      exports: [
        { name: "stdSerializers", kind: "constant", localName: "serializers", line: 88, endLine: 88 },
        { name: "default", kind: "function", localName: "pino", signatures: [{ params: [] }], line: 90, endLine: 235 },
        { name: "destination", kind: "function", signatures: [{ params: [] }], line: 239, endLine: 246 },
      ],
    });
    expect(extractiveSummary(pino).main_responsibility).toBe("Provides function pino (default export); constant stdSerializers; function destination.");
  });

  it("lists undocumented exports by kind when none is documented, and describes files without exports", () => {
    const exports = ["p", "q", "r", "s", "t"].map((name, i) => ({ name, kind: "function" as const, line: i + 1, endLine: i + 1 }));
    expect(extractiveSummary(base({ exports })).main_responsibility).toBe(
      "Provides function p; function q; function r; function s; and 1 more export.",
    );
    expect(extractiveSummary(base({ language: "python" })).main_responsibility).toBe("Python file with no public API.");
    // Languages by the names people write: a koa test file read "Javascript file with no public API."
    expect(["javascript", "csharp", "cpp", "php"].map((language) => extractiveSummary(base({ language })).main_responsibility)).toEqual([
      "JavaScript file with no public API.",
      "C# file with no public API.",
      "C++ file with no public API.",
      "PHP file with no public API.",
    ]);
    expect(extractiveSummary(base({ language: "text" })).main_responsibility).toBe("Text file with no extracted structure.");
    // A language read as text: retrofit's KotlinExtensions.kt, with three public functions, read "Kotlin file with no public API."
    expect(extractiveSummary(base({ language: "kotlin" })).main_responsibility).toBe("Kotlin file; its structure is not extracted (searched as plain text).");
  });

  // Found by a new user's trial on retrofit 0b118105: `public static final class Builder` inside `Retrofit`, how every
  // user makes one, was in no summary.
  it("lists a class's nested types after its members, each with its own", () => {
    const c = base({
      language: "java",
      exports: [
        {
          name: "Retrofit",
          kind: "class",
          doc: "Adapts a Java interface to HTTP calls.",
          line: 1,
          endLine: 40,
          members: [
            { name: "create", kind: "method", signatures: [{ params: [{ name: "service", type: "Class<T>" }], returnType: "T" }], line: 2, endLine: 5 },
            {
              name: "Builder",
              kind: "class",
              doc: "Build a new Retrofit.",
              line: 10,
              endLine: 39,
              members: [
                { name: "baseUrl", kind: "method", doc: "Set the API base URL.", signatures: [{ params: [{ name: "baseUrl", type: "String" }], returnType: "Builder" }], line: 11, endLine: 14 },
                { name: "build", kind: "method", signatures: [{ params: [], returnType: "Retrofit" }], line: 15, endLine: 20 },
              ],
            },
          ],
        },
      ],
    });
    expect(extractiveSummary(c).public_api.map((a) => `${a.name}: ${a.signature}${a.description ? ` — ${a.description}` : ""}`)).toEqual([
      "Retrofit: class Retrofit — Adapts a Java interface to HTTP calls.",
      "Retrofit.create: Retrofit.create(service: Class<T>): T",
      "Retrofit.Builder: class Retrofit.Builder — Build a new Retrofit.",
      "Retrofit.Builder.baseUrl: Retrofit.Builder.baseUrl(baseUrl: String): Builder — Set the API base URL.",
      "Retrofit.Builder.build: Retrofit.Builder.build(): Retrofit",
    ]);
  });

  it("infers Python and Go side effects through their tables", () => {
    const py = base({
      language: "python",
      dependencies: [
        { module: "subprocess", names: ["run"], kind: "external", line: 1 },
        { module: "os.path", names: ["join"], kind: "external", line: 2 },
        { module: "..utils", names: ["slug"], kind: "relative", line: 3 },
      ],
    });
    expect(extractiveSummary(py).side_effects).toEqual(["processes (subprocess)", "file system (os.path)"]);
    const go = base({
      language: "go",
      dependencies: [
        { module: "net/http", names: ["*"], kind: "external", line: 3 },
        { module: "time", names: ["*"], kind: "external", line: 4 },
      ],
    });
    // golang-jwt 1a11d37's validator.go imports `time` for `time.Now()` and durations: no timers.
    expect(extractiveSummary(go).side_effects).toEqual(["network (net/http)"]);
    const waits = base({
      language: "python",
      dependencies: [
        { module: "time", names: ["monotonic"], kind: "external", line: 1 },
        { module: "time", names: ["sleep"], kind: "external", line: 2 },
      ],
    });
    expect(extractiveSummary(waits).side_effects).toEqual(["timers (time)"]);
    expect(extractiveSummary(base({ language: "python", dependencies: [{ module: "time", names: ["time"], kind: "external", line: 1 }] })).side_effects).toEqual([]);
  });
});

describe("extractiveSummary details", () => {
  it("does not end a sentence inside a path or version", () => {
    const c = base({ description: "Store at `<repo>/.strata/strata.db`, format v1.2 and up. Second sentence. Third." });
    expect(extractiveSummary(c).main_responsibility).toBe("Store at `<repo>/.strata/strata.db`, format v1.2 and up. Second sentence.");
  });

  // Found by a second trial: starlette's Request.cookies and ky's HTTPError.response were in no file summary.
  it("lists the methods and constructors of exported classes as Owner.member, after the class, then their properties", () => {
    const c = base({
      exports: [
        {
          name: "Cache",
          kind: "class",
          implements: ["Store"],
          members: [
            { name: "constructor", kind: "constructor", signatures: [{ params: [{ name: "file", type: "string" }] }], line: 2, endLine: 2 },
            { name: "size", kind: "property", type: "number", line: 3, endLine: 3 },
            { name: "get", kind: "method", doc: "Reads one entry. Never throws.", signatures: [{ params: [{ name: "key", type: "string" }], returnType: "string | undefined" }], line: 4, endLine: 4 },
          ],
          line: 1,
          endLine: 5,
        },
      ],
    });
    expect(extractiveSummary(c).public_api).toEqual([
      { name: "Cache", kind: "class", signature: "class Cache" },
      { name: "Cache.constructor", kind: "constructor", signature: "Cache.constructor(file: string)" },
      { name: "Cache.get", kind: "method", signature: "Cache.get(key: string): string | undefined", description: "Reads one entry." },
      { name: "Cache.size", kind: "property", signature: "Cache.size: number" },
    ]);
    expect(extractiveSummary(c).key_algorithms).toEqual(["Interface implementation: Cache (Store)", "Caching / memoization: Cache"]);
  });

  // sanic 785d77f8 app.py: "Inheritance: Sanic" named the class and none of the mixins it extends.
  it("names what a class extends, at most three, the rest counted", () => {
    const c = base({ exports: [{ name: "Sanic", kind: "class", extends: ["StartupMixin", "BaseSanic", "RouteMixin", "SignalMixin", "ListenerMixin"], line: 1, endLine: 9 }] });
    expect(extractiveSummary(c).key_algorithms).toEqual(["Inheritance: Sanic (StartupMixin, BaseSanic, RouteMixin, +2 more)"]);
  });

  it("bounds a wide type's definition to about 600 characters, saying how many members are left out", () => {
    // A 120-field settings interface rendered whole made a 5,000-character io_contracts line.
    const members = Array.from({ length: 120 }, (_, i) => ({ name: `field${i}`, kind: "property" as const, type: "string", line: i + 2, endLine: i + 2 }));
    const contract = base({ exports: [{ name: "Settings", kind: "interface", members, line: 1, endLine: 122 }] });
    const [io] = extractiveSummary(contract).io_contracts;
    const kept = members.slice(0, 35).map((m) => `${m.name}: string`);
    expect(io!.definition).toBe(`{ ${kept.join("; ")}; … 85 more }`);
    expect(io!.definition.length).toBeLessThanOrEqual(620);
  });

  it("says how many members a class has when it lists only the first 30", () => {
    const members = Array.from({ length: 34 }, (_, i) => ({ name: `m${i}`, kind: "method" as const, signatures: [{ params: [] }], line: i + 2, endLine: i + 2 }));
    const contract = base({ exports: [{ name: "Client", kind: "class", doc: "An HTTP client.", members, line: 1, endLine: 40 }] });
    const api = extractiveSummary(contract).public_api;
    expect([api.length, api[0]]).toEqual([31, { name: "Client", kind: "class", signature: "class Client", description: "An HTTP client. (34 members; the first 30 are listed)" }]);
  });
});
