/**
 * An overloaded function's inputs, merged over its overload signatures: jquense/yup ff31eee8's `Schema.oneOf` (two
 * overloads and an implementation) listed `enums` and `message` twice. An input written `name: type` is one per name,
 * as its first overload writes it; one written `type name` (C#, Java) stays per type, which tells overloads apart.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, type NodeInput } from "../../src/summarize/index.js";
import type { GraphNode } from "../../src/graph/index.js";
import { fn } from "./graphs.js";

const input = (n: GraphNode): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [] });

describe("overload inputs", () => {
  it("are one per name where written name: type, per type where written type name", () => {
    const oneOf = fn("src/schema.ts#Schema.oneOf", {
      kind: "method",
      name: "oneOf",
      language: "typescript",
      signature: "oneOf<U extends TType>(enums: ReadonlyArray<U | Reference>, message?: Message<{ values: any }>): this",
      overloads: ["oneOf<U extends TType>(enums: ReadonlyArray<U | Reference>, message?: Message<{ values: any }>): this", "oneOf(enums: ReadonlyArray<TType | Reference>, message: Message<{ values: any }>): any"],
    });
    const write = fn("src/Writer.java#Writer.write", { kind: "method", name: "write", language: "java", signature: "void write(int x)", overloads: ["void write(int x)", "void write(String x)"] });
    expect([extractiveNodeSummary(input(oneOf)).inputs, extractiveNodeSummary(input(write)).inputs]).toEqual([
      ["enums: ReadonlyArray<U | Reference>", "message?: Message<{ values: any }>"],
      ["int x", "String x"],
    ]);
  });
});
