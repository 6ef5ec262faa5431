/**
 * A Java field holding an anonymous class is a class of the field's name extending the created type, so its methods
 * override the base's and `callers`/`impact` reach them through it. A new user's trial on gson 9835b6f9: `callers
 * TypeAdapters.read@265` (the `INTEGER` adapter's `read`) found no callers and `impact` no tests, and `definition
 * TypeAdapters.INTEGER` found nothing. An anonymous class that no field holds (`return new Runnable() { … }`) stays as
 * it was: its methods are members of the enclosing method.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "src/p/Adapter.java": "package p;\n\npublic abstract class Adapter<T> {\n  public abstract T read(String in);\n  public T fromJson(String in) { return read(in); }\n}\n",
  "src/p/Adapters.java": [
    "package p;",
    "",
    "public final class Adapters {",
    "  /** Reads an int. */",
    "  public static final Adapter<Integer> INTEGER = new Adapter<Integer>() {",
    "    @Override",
    "    public Integer read(String in) {",
    "      return Integer.parseInt(in);",
    "    }",
    "  };",
    "",
    "  public static int parse(String s) {",
    "    return INTEGER.read(s);",
    "  }",
    "",
    "  public static Runnable task() {",
    "    return new Runnable() {",
    "      public void run() {}",
    "    };",
    "  }",
    "}",
    "",
  ].join("\n"),
};

describe("Java fields holding anonymous classes", () => {
  it("are classes extending the created type, whose methods override the base's", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const nodes = graph.nodes.filter((n) => n.path === "src/p/Adapters.java" && n.kind !== "file").map((n) => `${n.kind} ${n.qualifiedName} ${n.span!.startLine}-${n.span!.endLine}${n.signature ? ` | ${n.signature}` : ""}${n.doc ? ` | ${n.doc}` : ""}`);
    expect(nodes).toEqual([
      "class Adapters 3-21 | public final class Adapters",
      "class Adapters.INTEGER 5-10 | public static final Adapter<Integer> INTEGER = new Adapter<Integer>() | Reads an int.",
      "method Adapters.INTEGER.read 6-9 | @Override public Integer read(String in)",
      "method Adapters.parse 12-14 | public static int parse(String s)",
      "method Adapters.task 16-20 | public static Runnable task()",
      "method Adapters.task.run 18-18 | public void run()",
    ]);
    const inherits = graph.edges.filter((e) => e.kind === "inherits").map((e) => `${e.from.replace(/^.*#/u, "")} -> ${e.to.replace(/^.*#/u, "")}`);
    expect(inherits).toEqual(["Adapters.INTEGER -> Adapter"]);
  });
});
