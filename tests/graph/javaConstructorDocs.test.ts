/**
 * A graph node takes the doc of the contract entity it stands for, never a same-named neighbour's: gson 9835b6f9's
 * package-private constructor `Gson(GsonBuilder)`, which the contract (public API only) leaves out, read "Constructs a
 * Gson object with default configuration", the doc of the public `Gson()` above it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

const BOX = [
  "package p;",
  "",
  "/** A box. */",
  "public class Box {",
  "  private final int size;",
  "",
  "  /** Makes an empty box. */",
  "  public Box() {",
  "    this(0);",
  "  }",
  "",
  "  Box(int size) {",
  "    this.size = size;",
  "  }",
  "",
  "  /** Size of the box. */",
  "  public int size() { return size; }",
  "",
  "  public int size(int extra) { return size + extra; }",
  "}",
  "",
].join("\n");

describe("docs of overloads from the contract", () => {
  it("an overload the contract leaves out, or one without a doc, takes no other overload's doc", async () => {
    const root = writeTree({ "src/p/Box.java": BOX });
    const contract = await extractor.extract({ path: "src/p/Box.java", text: BOX, language: "java" });
    const files = loadFixture(root).map((f) => ({ ...f, contract: { ...contract, metrics: { bytes: 10, lines: 1, tokens: 3, sendInFull: true } } }));
    const graph = await buildGraph({ root, files });
    const docs = graph.nodes.filter((n) => n.id.includes("#")).map((n) => `${n.id.slice(n.id.indexOf("#") + 1)}: ${n.doc ?? "-"}`);
    expect(docs).toEqual(["Box: A box.", "Box.Box: Makes an empty box.", "Box.Box@12: -", "Box.size: Size of the box.", "Box.size@19: -"]);
  });
});
