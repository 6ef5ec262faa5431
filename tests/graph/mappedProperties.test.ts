/**
 * A property of a mapped type holds data: got d754e732's `this._internals.url`, with `_internals: Except<Options, …>`
 * (`Pick<Options, Exclude<keyof Options, …>>`), was an edge to the `Options.url` getter, which never runs there —
 * 31 false edges, `callers Options.url` 9 of 19 wrong, and `Options.retry` "called itself".
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("a mapped type's property", () => {
  // A `Partial<Options>` may hold an `Options` whose getter runs: the checker cannot tell, and a mapped type's
  // property is taken for data (precision first).
  it("is no read of the accessor it was mapped from; the class's own accessor still is", async () => {
    const root = writeTree({
      "options.ts": [
        "type Except<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;",
        "export class Options {",
        "  private _internals: Except<Options, 'merge'>;",
        "  private _url = '';",
        "  constructor() {",
        "    this._internals = {} as Except<Options, 'merge'>;",
        "  }",
        "  get url(): string {",
        "    return this._internals.url;",
        "  }",
        "  set url(value: string) {",
        "    this._url = value;",
        "  }",
        "  merge(other: Partial<Options>): string {",
        "    const given = other.url;",
        "    return given ?? this.url;",
        "  }",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.to === "options.ts#Options.url").map((e) => `${e.from} @${e.line} ${e.via ?? "call"}`)).toEqual(["options.ts#Options.merge @16 reference"]);
  });
});

describe("a destructured getter", () => {
  it("is a read of the getter (it runs), as a property access is; a mapped type's destructured property is none", async () => {
    const root = writeTree({
      "options.ts": [
        "export class Options {",
        "  private _headers: Record<string, string> = {};",
        "  get headers(): Record<string, string> {",
        "    return this._headers;",
        "  }",
        "  merge(): void {}",
        "}",
        "",
      ].join("\n"),
      "request.ts": [
        "import { Options } from './options.js';",
        "export function makeRequest(options: Options, partial: Partial<Options>): number {",
        "  const { headers } = options;",
        "  const { headers: other } = partial;",
        "  const { merge } = options;",
        "  return Object.keys(headers).length + Object.keys(other ?? {}).length + (merge ? 1 : 0);",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(
      graph.edges
        .filter((e) => e.from === "request.ts#makeRequest" && e.to.startsWith("options.ts#"))
        .map((e) => `${e.to} @${e.line} ${e.kind}${e.via ? ` ${e.via}` : ""}`)
        .sort(),
    // `partial`'s `headers` is data: named (a use, as `this._internals.url` is), never run.
    ).toEqual(["options.ts#Options.headers @3 calls reference", "options.ts#Options.headers @4 uses", "options.ts#Options.merge @5 uses"]);
  });
});
