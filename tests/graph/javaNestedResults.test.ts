/**
 * A method's declared result naming a nested type of its own class (`static Builder classBuilder(…)` in `TypeSpec`
 * returns `TypeSpec.Builder`) types the call's result, so a chain on it resolves: a trial on javapoet (b9017a9) found
 * all 77 test calls of `TypeSpec.Builder.addMethod` (`TypeSpec.classBuilder("Taco").addMethod(…)`) unresolved.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Java results of a nested type", () => {
  it("type the chain called on them", async () => {
    const root = writeTree({
      "src/main/java/p/TypeSpec.java": "package p;\n\npublic class TypeSpec {\n  public static Builder classBuilder(String name) { return new Builder(); }\n  public static final class Builder {\n    public Builder addMethod(String m) { return this; }\n    public TypeSpec build() { return new TypeSpec(); }\n  }\n}\n",
      "src/test/java/p/TypeSpecTest.java": "package p;\n\npublic class TypeSpecTest {\n  public void taco() {\n    TypeSpec.classBuilder(\"Taco\").addMethod(\"m\").build();\n  }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" && e.from.includes("Test")).map((e) => `${e.to.slice(e.to.indexOf("#") + 1)} @${e.line} ${e.resolved ? e.resolution : "unresolved"}`);
    expect(calls.sort()).toEqual(["TypeSpec.Builder.addMethod @5 import", "TypeSpec.Builder.build @5 import", "TypeSpec.classBuilder @5 import"]);
  });
});
