/**
 * A function that never returns says so: reqwest 065a5ae5's `fn event_loop_panicked() -> !` read "Takes no arguments and
 * returns ! Outputs: !.".
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, type NodeInput } from "../../src/summarize/index.js";
import type { GraphNode } from "../../src/graph/index.js";
import { fn } from "./graphs.js";

const input = (n: GraphNode): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [] });

describe("functions that never return", () => {
  it("Rust `-> !` and TypeScript `never`, with and without a body", () => {
    const rust = fn("src/client.rs#event_loop_panicked", { name: "event_loop_panicked", language: "rust", signature: "fn event_loop_panicked() -> !" });
    expect(extractiveNodeSummary(input(rust)).text).toBe("Never returns. Outputs: never returns (!).");
    const ts = fn("src/fail.ts#fail", { name: "fail", signature: "fail(message: string): never" });
    expect(extractiveNodeSummary(input(ts), 'function fail(message: string): never {\n  throw new Error(message);\n}').text).toBe(
      "Never returns; throws Error. Inputs: message: string. Outputs: never returns (never).",
    );
  });
});

describe("functions declared to give nothing", () => {
  // class-validator 0853341's `mapContexts(…): void` ends in `return metadatas.forEach(…)`; it read "Returns a value".
  it("say no value at a return of a call's result", () => {
    const n = fn("src/v.ts#mapContexts", { name: "mapContexts", signature: "mapContexts(metadatas: Metadata[]): void" });
    expect(extractiveNodeSummary(input(n), "function mapContexts(metadatas: Metadata[]): void {\n  return metadatas.forEach((m) => m.apply());\n}").text).toBe(
      "Iterates over metadatas. Inputs: metadatas: Metadata[].",
    );
  });
});
