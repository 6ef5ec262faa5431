/**
 * A static Java method hides its base type's method of that name, it does not override it: a trial on javapoet
 * (b9017a9) found `callers ClassName.get@227` (the static `get(TypeElement)`) saying 58 callers of the static
 * `TypeName.get` overloads reach it, and `impact` of it listing 207 nodes. The input is those classes cut down.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { calledThrough, impactOf } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

const JAVA = {
  "src/main/java/p/TypeName.java": "package p;\n\npublic class TypeName {\n  public static TypeName get(String name) { return new TypeName(); }\n  public String render() { return \"\"; }\n}\n",
  "src/main/java/p/ClassName.java": "package p;\n\npublic class ClassName extends TypeName {\n  public static ClassName get(Integer id) { return new ClassName(); }\n  @Override\n  public String render() { return \"c\"; }\n}\n",
  "src/main/java/p/User.java": "package p;\n\npublic class User {\n  public String use(TypeName t) {\n    TypeName.get(\"x\");\n    return t.render();\n  }\n}\n",
};

const lines = (graph: CodeGraph, id: string): string[] =>
  impactOf(graph, id, 1)!.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}${n.through ? ` through ${n.through}` : ""}${n.overrides ? ` overrides ${n.overrides}` : ""}`));

describe("static methods and dispatch", () => {
  const java = fixtureGraph(JAVA);
  const node = (id: string) => java.graph.nodes.find((n) => n.id === id);

  it("impact of a static method does not go through its base type's static of that name; of an override it does", () => {
    expect(lines(java.graph, "src/main/java/p/ClassName.java#ClassName.get")).toEqual([]);
    expect(lines(java.graph, "src/main/java/p/ClassName.java#ClassName.render")).toEqual([
      "1 calls src/main/java/p/User.java#User.use through src/main/java/p/TypeName.java#TypeName.render",
    ]);
  });

  it("callers of a static method name no calls through its base type", () => {
    expect(calledThrough(java.graph.edges, "src/main/java/p/ClassName.java#ClassName.get", node("src/main/java/p/ClassName.java#ClassName.get"))).toEqual([]);
    expect(calledThrough(java.graph.edges, "src/main/java/p/ClassName.java#ClassName.render", node("src/main/java/p/ClassName.java#ClassName.render"))).toEqual([
      { id: "src/main/java/p/TypeName.java#TypeName.render", callers: 1 },
    ]);
  });
});
