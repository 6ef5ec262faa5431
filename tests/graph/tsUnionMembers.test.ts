/**
 * A member call on a value of a union type runs either member type's method (mobx 01211a69's
 * `getObservablePropValue_`: `observable!.get()` on `ObservableValue<any> | ComputedValue<any>`; a new user's trial
 * found `callers ComputedValue.get` without it): an edge to each repository method. Overloads of one method stay one
 * edge.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("calls on a union-typed value", () => {
  it("reach each member type's method", async () => {
    const root = writeTree({
      "src/values.ts": [
        "export class ObservableValue<T> {",
        "  get(): T | undefined { return undefined; }",
        "}",
        "export class ComputedValue<T> {",
        "  get(): T | undefined { return undefined; }",
        "  peek(): number;",
        "  peek(a?: number): number { return a ?? 0; }",
        "}",
        "",
      ].join("\n"),
      "src/adm.ts": [
        "import { ObservableValue, ComputedValue } from './values';",
        "export class Adm {",
        "  constructor(public values_ = new Map<PropertyKey, ObservableValue<any> | ComputedValue<any>>()) {}",
        "  lazy(key: PropertyKey): ComputedValue<any> | undefined { return undefined; }",
        "  read(key: PropertyKey): any {",
        "    const observable = this.values_.get(key) ?? this.lazy(key);",
        "    this.lazy(key)?.peek();",
        "    return observable!.get();",
        "  }",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.from === "src/adm.ts#Adm.read").map((e) => `${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : ""}`).sort()).toEqual([
      "?this.values_.get @6",
      "src/adm.ts#Adm.lazy @6 type-checked",
      "src/values.ts#ComputedValue.get @8 type-checked",
      "src/values.ts#ComputedValue.peek @7 type-checked",
      "src/values.ts#ObservableValue.get @8 type-checked",
    ]);
  });
});
