/**
 * Java `this(…)` and `super(…)` in a constructor run another constructor: of the class (picked by the arguments), of
 * its base, the base class itself where it declares none, or an outside one. A new user's trial on jsoup 46b62086
 * found `callees Element.Element@98` saying it makes no calls, where it runs `this(tag, baseUri, null)`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "src/p/Node.java": "package p;\n\npublic class Node {\n}\n",
  "src/p/Element.java": [
    "package p;",
    "",
    "public class Element extends Node {",
    "    public Element(String tag, String baseUri, Object attributes) {",
    "        super();",
    "    }",
    "    public Element(String tag, String baseUri) {",
    "        this(tag, baseUri, null);",
    "    }",
    "}",
    "",
  ].join("\n"),
  "src/p/FormElement.java": "package p;\n\npublic class FormElement extends Element {\n    public FormElement(String tag) {\n        super(tag, \"\");\n    }\n}\n",
  "src/p/ParseError.java": "package p;\n\npublic class ParseError extends RuntimeException {\n    public ParseError(String message) {\n        super(message);\n    }\n}\n",
};

describe("Java chained constructors", () => {
  it("this(…) runs the class's constructor the arguments pick, super(…) the base's (or the base class, or an outside one)", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls")
      .map((e) => `${e.from.slice(e.from.indexOf("#") + 1)} -> ${e.to.replace(/^.*#/u, "")} @${e.line} ${e.resolution ?? (e.external ? "external" : "unresolved")}`);
    expect(calls.sort()).toEqual([
      "Element.Element -> Node @5 scope",
      "Element.Element@7 -> Element.Element @8 scope",
      "FormElement.FormElement -> Element.Element@7 @5 scope",
      "ParseError.ParseError -> ?super @5 external",
    ]);
  });

  // A call named like a property of every object (`toString`, `valueOf`) is no chained constructor: javapoet's
  // `toString().equals(o.toString())` in `equals` had been left unresolved (14 repository definitions).
  it("leaves other bare calls to the class's own methods", async () => {
    const root = writeTree({ "src/p/Spec.java": "package p;\n\npublic class Spec {\n    @Override public String toString() { return \"\"; }\n    @Override public int hashCode() { return toString().hashCode(); }\n    int value() { return valueOf(); }\n    int valueOf() { return 1; }\n}\n" });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from.slice(e.from.indexOf("#") + 1)} -> ${e.to.replace(/^.*#/u, "")} ${e.resolution}`);
    expect(calls.sort()).toEqual(["Spec.hashCode -> Spec.toString scope", "Spec.value -> Spec.valueOf scope"]);
  });
});
