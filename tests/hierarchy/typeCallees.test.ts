/**
 * A type reached by a call is no callee: ky's `Ky.#calculateDelay` calls `this.#options.retry.delay(…)`, whose edge
 * reaches the `RetryOptions` interface, and its summary, its class's and its file's listed `RetryOptions` under
 * "Calls" with the interface's purpose as the reason. hono's benchmark `createHonoRouter` builds a `TrieRouter`, a
 * class without a constructor: it constructs the class, it does not delegate to it.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, extractiveNodeSummary, runHierarchy, type NodeInput } from "../../src/summarize/index.js";
import type { GraphNode } from "../../src/graph/index.js";
import { calls, contains, fn, graph, node } from "./graphs.js";

const input = (n: GraphNode, extra: Partial<NodeInput> = {}): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [], ...extra });

describe("types reached by calls", () => {
  it("an interface is named as what the call goes through, and listed as a callee by no node up to the folder (ky)", async () => {
    const g = graph(
      [
        node(".", "repository"),
        node("source/", "folder"),
        node("source/core/", "folder"),
        node("source/types/", "folder"),
        node("source/core/Ky.ts", "file"),
        node("source/types/retry.ts", "file"),
        node("source/core/Ky.ts#Ky", "class", { name: "Ky", signature: "export class Ky", exported: true }),
        node("source/core/Ky.ts#Ky.#calculateDelay", "method", { name: "#calculateDelay", signature: "#calculateDelay(): number" }),
        fn("source/core/Ky.ts#clamp", { name: "clamp", doc: "Clamps a delay." }),
        node("source/types/retry.ts#RetryOptions", "interface", { name: "RetryOptions", signature: "export interface RetryOptions", doc: "Options for retrying a request.", exported: true }),
      ],
      [
        ...contains(".", "source/"),
        ...contains("source/", "source/core/", "source/types/"),
        ...contains("source/core/", "source/core/Ky.ts"),
        ...contains("source/types/", "source/types/retry.ts"),
        ...contains("source/core/Ky.ts", "source/core/Ky.ts#Ky", "source/core/Ky.ts#clamp"),
        ...contains("source/core/Ky.ts#Ky", "source/core/Ky.ts#Ky.#calculateDelay"),
        ...contains("source/types/retry.ts", "source/types/retry.ts#RetryOptions"),
        ...calls("source/core/Ky.ts#Ky.#calculateDelay", "source/types/retry.ts#RetryOptions"),
        ...calls("source/core/Ky.ts#Ky.#calculateDelay", "source/core/Ky.ts#clamp"),
      ],
    );
    const code = "#calculateDelay(): number {\n  const delay = this.#options.retry.delay(this.#retryCount);\n  return clamp(delay);\n}";
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator, loadCode: async (n) => (n.kind === "method" ? code : undefined) });
    const of = (id: string) => outcomes.find((o) => o.id === id)!.summary;
    expect([of("source/core/Ky.ts#Ky.#calculateDelay").purpose, ...["source/core/Ky.ts#Ky.#calculateDelay", "source/core/Ky.ts#Ky", "source/core/Ky.ts", "source/core/"].map((id) => of(id).calls.map((c) => c.id))]).toEqual([
      "Returns number; delegates to clamp; calls through RetryOptions",
      ["source/core/Ky.ts#clamp"],
      ["source/core/Ky.ts#clamp"],
      [],
      [],
    ]);
  });

  it("a class reached by a call is constructed (hono benchmarks createHonoRouter)", () => {
    const router = { id: "src/router/trie-router/router.ts#TrieRouter", summary: extractiveNodeSummary(input(node("src/router/trie-router/router.ts#TrieRouter", "class", { name: "TrieRouter", signature: "export class TrieRouter<T> implements Router<T>" }))) };
    const n = fn("benchmarks/routers/src/hono.mts#createTrieRouter", { name: "createTrieRouter", signature: "createTrieRouter = (): RouterInterface =>" });
    expect(extractiveNodeSummary(input(n, { callees: [router] }), "createTrieRouter = (): RouterInterface => {\n  const router = new TrieRouter()\n  return router\n}").purpose).toBe("Returns RouterInterface; constructs TrieRouter");
  });
});
