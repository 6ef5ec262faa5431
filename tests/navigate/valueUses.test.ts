/**
 * A TypeScript function or class named as a value without being called — assigned, a shorthand or plain property
 * value, reassigned, `typeof f`, `instanceof C`, `C.of()`'s receiver, destructured (`const { of } = C`) — is a `uses` edge: `references` lists each such
 * line, `impact` follows it, and it is never a call (callers and callees are unchanged). Import lines, `export
 * default f`, comments and strings are no sites.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { findReferences, impactOf } from "../../src/navigate/index.js";
import { fixtureGraph, loadFixture, writeTree } from "../graph/graphFixtures.js";

const FILES = {
  "src/lib.ts": `export function customFetch(input: string): Promise<string> {
  return Promise.resolve(input);
}

export class HttpError extends Error {
  static of(status: number): HttpError {
    return new HttpError(String(status));
  }
}

export function retry(): number {
  return 1;
}
`,
  "src/app.ts": `import { customFetch, HttpError, retry } from "./lib.js";

type Options = { fetch: (input: string) => Promise<string>; retry: typeof retry };

export function options(): Options {
  const fetch = customFetch;
  return { fetch, retry };
}

export function shorthand(): { fetch: typeof customFetch } {
  return { fetch: customFetch };
}

export function reassign(): void {
  let handler = customFetch;
  handler = customFetch;
  void handler("x");
  // customFetch in a comment
  console.log("customFetch");
}

export function isError(e: unknown): boolean {
  return e instanceof HttpError || HttpError.of(1) === e;
}

export default customFetch;

export function called(): Promise<string> {
  return customFetch("a").then(() => customFetch("b"));
}

export const api = (input: string): Promise<string> => customFetch(input);
api.retry = retry;

export function destructure(): boolean {
  const { of } = HttpError;
  const { of: make } = HttpError;
  return of(1) === make(2);
}
`,
};

const fixture = fixtureGraph(FILES);

const sites = (id: string): string[] => findReferences(fixture.graph, id)!.map((r) => `${r.path}:${r.line} ${r.from} ${r.kind} ${r.resolution}`);

describe("a function or class used as a value", () => {
  it("is referenced on every line that names it as a value, and where it is called", () => {
    expect(sites("src/lib.ts#customFetch")).toEqual([
      "src/app.ts:6 src/app.ts#options uses type-checked",
      "src/app.ts:10 src/app.ts#shorthand uses type-checked",
      "src/app.ts:11 src/app.ts#shorthand uses type-checked",
      "src/app.ts:15 src/app.ts#reassign uses type-checked",
      "src/app.ts:16 src/app.ts#reassign uses type-checked",
      "src/app.ts:29 src/app.ts#called calls type-checked",
      "src/app.ts:32 src/app.ts#api calls type-checked",
    ]);
  });

  it("counts shorthand properties, typeof in a type and property assignments", () => {
    expect(sites("src/lib.ts#retry")).toEqual(["src/app.ts:3 src/app.ts#Options uses type-checked", "src/app.ts:7 src/app.ts#options uses type-checked", "src/app.ts:33 src/app.ts uses type-checked"]);
    expect(sites("src/app.ts#api")).toEqual(["src/app.ts:33 src/app.ts uses type-checked"]);
  });

  it("counts a class's instanceof and static-member receiver besides its construction", () => {
    expect(sites("src/lib.ts#HttpError")).toEqual([
      "src/app.ts:23 src/app.ts#isError uses type-checked",
      "src/app.ts:36 src/app.ts#destructure uses type-checked",
      "src/app.ts:37 src/app.ts#destructure uses type-checked",
      "src/lib.ts:7 src/lib.ts#HttpError.of calls type-checked",
    ]);
  });

  it("counts a method destructured out of what holds it, under its own name or another", () => {
    expect(sites("src/lib.ts#HttpError.of")).toEqual([
      "src/app.ts:23 src/app.ts#isError calls type-checked",
      "src/app.ts:36 src/app.ts#destructure uses type-checked",
      "src/app.ts:37 src/app.ts#destructure uses type-checked",
      "src/app.ts:38 src/app.ts#destructure calls type-checked",
    ]);
  });

  it("adds no call edge: the callees of a function that only names another are unchanged", () => {
    const callees = (from: string): string[] => fixture.graph.edges.filter((e) => e.kind === "calls" && e.from === from).map((e) => e.to);
    expect(callees("src/app.ts#options")).toEqual([]);
    expect(callees("src/app.ts#shorthand")).toEqual([]);
    expect(callees("src/app.ts#reassign")).toEqual(["?console.log", "?handler"]);
    expect(callees("src/app.ts#isError")).toEqual(["src/lib.ts#HttpError.of"]);
    // Destructured functions resolve through the checked property: the calls `of(1)` and `make(2)` are calls of `HttpError.of`.
    expect(callees("src/app.ts#destructure")).toEqual(["src/lib.ts#HttpError.of"]);
  });

  it("reaches the code that names it in impact", () => {
    expect(impactOf(fixture.graph, "src/lib.ts#customFetch", 1)!.files).toEqual([
      {
        path: "src/app.ts",
        test: false,
        nodes: [
          { id: "src/app.ts#api", distance: 1, via: "calls", resolution: "type-checked" },
          { id: "src/app.ts#called", distance: 1, via: "calls", resolution: "type-checked" },
          { id: "src/app.ts#options", distance: 1, via: "uses", resolution: "type-checked" },
          { id: "src/app.ts#reassign", distance: 1, via: "uses", resolution: "type-checked" },
          { id: "src/app.ts#shorthand", distance: 1, via: "uses", resolution: "type-checked" },
        ],
      },
    ]);
  });
});

describe("a line that both calls and names a function", () => {
  it("is one site, the call's", async () => {
    const both = writeTree({ "m.ts": "export function f(): number {\n  return 1;\n}\n\nexport function g(): unknown {\n  return [f(), f];\n}\n" });
    try {
      const g = await buildGraph({ root: both, files: loadFixture(both) });
      expect(findReferences(g, "m.ts#f")!.map((r) => `${r.line} ${r.from} ${r.kind}`)).toEqual(["6 m.ts#g calls"]);
      expect(g.edges.filter((e) => e.to === "m.ts#f" && e.kind !== "contains").map((e) => `${e.kind} ${e.from}`)).toEqual(["calls m.ts#g", "uses m.ts#g"]);
    } finally {
      fs.rmSync(both, { recursive: true, force: true });
    }
  }, 60_000);
});

