/**
 * An overloaded TypeScript function is one node spanning its overloads and implementation; its overload signatures
 * are listed, and its extractive summary takes the inputs of each. p-queue 180ab9e's `PriorityQueue.remove(id:
 * string)` / `remove(run: RunFunction)` was summarized "Takes id: string", its first overload only. The input is that
 * class cut down.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { extractiveNodeSummary } from "../../src/summarize/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "source/priority-queue.ts": [
    "export type RunFunction = () => Promise<unknown>;",
    "",
    "export default class PriorityQueue {",
    "\treadonly #queue: Array<{id: string; run: RunFunction}> = [];",
    "",
    "\tremove(id: string): void;",
    "\tremove(run: RunFunction): void;",
    "\tremove(idOrRun: string | RunFunction): void {",
    "\t\tconst index = this.#queue.findIndex((element) => typeof idOrRun === 'string' ? element.id === idOrRun : element.run === idOrRun);",
    "\t\tif (index !== -1) {",
    "\t\t\tthis.#queue.splice(index, 1);",
    "\t\t}",
    "\t}",
    "",
    "\t// jose afbc6649's generic overload of `flattenedVerify`: longer than a signature's 200 characters, it had been cut.",
    "\tverify<KeyType extends CryptoKey | Uint8Array = CryptoKey | Uint8Array>(jws: FlattenedJWSInput, getKey: FlattenedVerifyGetKey<KeyType>, options?: VerifyOptions): Promise<FlattenedVerifyResult & ResolvedKey<KeyType>>;",
    "\tverify(jws: FlattenedJWSInput, key: KeyInput): Promise<FlattenedVerifyResult>;",
    "\tverify(jws: FlattenedJWSInput, key: unknown): Promise<unknown> {",
    "\t\treturn Promise.resolve(key);",
    "\t}",
    "",
    "\tsetPriority(id: string, priority: number): void;",
    "\tsetPriority(id: string, priority: number): void {",
    "\t\tthis.#queue.length = priority;",
    "\t}",
    "}",
    "",
  ].join("\n"),
};

describe("TypeScript overload signatures", () => {
  let root = "";
  let graph: CodeGraph;
  beforeAll(async () => {
    root = writeTree(FILES);
    graph = await buildGraph({ root, files: loadFixture(root) });
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const node = (id: string) => graph.nodes.find((n) => n.id === id)!;

  it("are listed on the group's node, which spans them all", () => {
    const remove = node("source/priority-queue.ts#PriorityQueue.remove");
    expect([remove.signature, remove.overloads, remove.span?.startLine, remove.span?.endLine]).toEqual(["remove(id: string): void;", ["remove(id: string): void;", "remove(run: RunFunction): void;"], 6, 13]);
    // One overload signature before its implementation is the signature alone: nothing to list.
    expect(node("source/priority-queue.ts#PriorityQueue.setPriority").overloads).toBeUndefined();
  });

  it("give the summary every overload's inputs", () => {
    const summary = (id: string) => extractiveNodeSummary({ node: node(id), callees: [], children: [], unresolved: [], recursive: false, cycle: [] });
    const s = summary("source/priority-queue.ts#PriorityQueue.remove");
    expect([s.purpose, s.inputs]).toEqual(["Takes id: string, or takes run: RunFunction", ["id: string", "run: RunFunction"]]);
    const v = summary("source/priority-queue.ts#PriorityQueue.verify");
    expect([v.inputs, v.outputs]).toEqual([
      ["jws: FlattenedJWSInput", "getKey: FlattenedVerifyGetKey<KeyType>", "options?: VerifyOptions", "key: KeyInput"],
      ["Promise<FlattenedVerifyResult & ResolvedKey<KeyType>>", "Promise<FlattenedVerifyResult>"],
    ]);
  });
});
