/**
 * Types of one name and different arity are told apart by the graph (``IRequest`1``), not by the contract: MediatR
 * 8a64581's `public interface IRequest<out TResponse>` and `public class RequestHandlerWrapperImpl<TRequest, TResponse>`
 * had read as not exported, without their docs, and their public methods were listed as internal.
 */
import { afterAll, describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

const REQUEST = [
  "namespace MediatR;",
  "",
  "/// <summary>A request with a void response.</summary>",
  "public interface IRequest { }",
  "",
  "/// <summary>A request with a response.</summary>",
  "public interface IRequest<out TResponse> { }",
  "",
  "/// <summary>Wraps a handler.</summary>",
  "public class Wrapper<TRequest> {",
  "    /// <summary>Runs the pipeline.</summary>",
  "    public int Handle(TRequest request) { return 0; }",
  "}",
  "",
  "internal class Wrapper { }",
  "",
].join("\n");

describe("C# types of one name and different arity", () => {
  it("each takes its own entity's doc and export", async () => {
    const root = writeTree({ "src/IRequest.cs": REQUEST });
    const contract = await extractor.extract({ path: "src/IRequest.cs", text: REQUEST, language: "csharp" });
    const files = loadFixture(root).map((f) => ({ ...f, contract: { ...contract, metrics: { bytes: 10, lines: 1, tokens: 3, sendInFull: true } } }));
    const graph = await buildGraph({ root, files });
    const nodes = graph.nodes.filter((n) => n.id.includes("#")).map((n) => `${n.id.slice(n.id.indexOf("#") + 1)} ${n.exported ? "exported" : "internal"}: ${n.doc ?? "-"}`);
    expect(nodes).toEqual([
      "IRequest exported: A request with a void response.",
      "IRequest`1 exported: A request with a response.",
      "Wrapper exported: Wraps a handler.",
      "Wrapper.Handle exported: Runs the pipeline.",
      "Wrapper`0 internal: -",
    ]);
  });
});
