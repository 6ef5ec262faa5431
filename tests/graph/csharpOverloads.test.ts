/**
 * C# types that differ only in generic arity are different types, and C# and Java method overloads are different
 * nodes, a call picking its overload by argument count (exact edges on small fixtures).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { callLines, GOLDEN_DIR, loadFixture, writeTree } from "./graphFixtures.js";

const fileOf = (id: string): string => id.split("#")[0]!;

describe("C# generic arity", () => {
  it("picks the declaration with as many type parameters as the name is written with", async () => {
    const files = {
      "Builder.cs": "namespace Lib {\n  public class Builder {\n    public int Build() { return 0; }\n  }\n}\n",
      "BuilderT.cs": "namespace Lib {\n  public class Builder<TResult> {\n    public TResult Build() { return default; }\n    public Builder<TResult> Self() { return new Builder<TResult>(); }\n  }\n}\n",
      "App.cs": [
        "namespace Lib {",
        "  public class App {",
        "    public void Plain() {",
        "      var b = new Builder();",
        "      b.Build();",
        "    }",
        "    public void Generic(Builder<int> g) {",
        "      g.Build();",
        "      var h = new Builder<string>();",
        "      h.Build();",
        "    }",
        "    public void Declared(Builder d) { d.Build(); }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "")).toEqual([
      "App.cs#App.Declared -> Builder.cs#Builder.Build @12 import",
      "App.cs#App.Generic -> BuilderT.cs#Builder @9 import",
      "App.cs#App.Generic -> BuilderT.cs#Builder.Build @8 import", // and `h.Build()` @10: one edge per caller and target
      "App.cs#App.Plain -> Builder.cs#Builder @4 import",
      "App.cs#App.Plain -> Builder.cs#Builder.Build @5 import",
      "BuilderT.cs#Builder.Self -> BuilderT.cs#Builder @4 scope",
    ]);
  });
});

describe("C# overloads", () => {
  it("gives each overload its own node and picks it by argument count", async () => {
    const files = {
      "Sender.cs": [
        "namespace App {",
        "  public class Sender {",
        "    public int Send(string m) { return Send(m, 1); }",
        "    public int Send(string m, int retries) { return Send(m, retries, false); }",
        "    public int Send(string m, int retries, bool log, int delay = 0) { return 0; }",
        "    public void Many(params string[] ms) { Send(ms[0]); }",
        "    public Sender() { }",
        "    public Sender(int n) { }",
        "  }",
        "  public static class Ext {",
        "    public static void Twice(this Sender s) { s.Send(\"a\"); }",
        "    public static void Twice(this Sender s, int n) { s.Twice(); }",
        "  }",
        "  public class Use {",
        "    public void Run(Sender s) {",
        "      s.Send(\"x\", 2, true, 5);",
        "      s.Many(\"a\", \"b\", \"c\");",
        "      new Sender(3);",
        "      new Sender();",
        "      s.Twice(2);",
        "      Ext.Twice(s);",
        "      s.Send(\"a\", 1, 2, 3, 4);",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "")).toEqual([
      "Sender.cs#Ext.Twice -> Sender.cs#Sender.Send @11 scope",
      // An extension method called on an instance (`s.Twice()`): the receiver counts as its first argument.
      "Sender.cs#Ext.Twice@12 -> Sender.cs#Ext.Twice @12 scope",
      "Sender.cs#Sender.Many -> Sender.cs#Sender.Send @6 scope",
      "Sender.cs#Sender.Send -> Sender.cs#Sender.Send@4 @3 scope",
      "Sender.cs#Sender.Send@4 -> Sender.cs#Sender.Send@5 @4 scope",
      "Sender.cs#Use.Run -> Sender.cs#Ext.Twice @21 scope",
      "Sender.cs#Use.Run -> Sender.cs#Ext.Twice@12 @20 scope",
      "Sender.cs#Use.Run -> Sender.cs#Sender.Many @17 scope",
      // Five arguments: no overload takes them, so the first, by name only.
      "Sender.cs#Use.Run -> Sender.cs#Sender.Send @22 name-only",
      "Sender.cs#Use.Run -> Sender.cs#Sender.Send@5 @16 scope",
      "Sender.cs#Use.Run -> Sender.cs#Sender.Sender @19 scope",
      "Sender.cs#Use.Run -> Sender.cs#Sender.Sender@8 @18 scope",
    ]);
  });
});

describe("C# overloads in an incremental build", () => {
  it("picks an overload of an unchanged file from that file's parameters, as a full build does", async () => {
    const root = path.join(GOLDEN_DIR, "csharp-shapes", "input");
    const files = loadFixture(root);
    const file = "src/App/Program.cs";
    const full = await buildGraph({ root, files });
    const known: CodeGraph = { formatVersion: 1, nodes: full.nodes.filter((n) => n.path !== file), edges: full.edges.filter((e) => fileOf(e.from) !== file) };
    const part = await buildGraph({ root, files: files.filter((f) => f.path === file), known });
    const calls = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "calls" && fileOf(e.from) === file).map((e) => `${e.from} -> ${e.to} ${e.resolution ?? ""}`);
    expect(calls(part)).toEqual(calls(full));
    // `square.Scale(2)`: an `int` literal runs `Scale(int)`, not `Scale(double)`.
    expect(calls(full)).toContain("src/App/Program.cs#Program.Add -> src/Shapes/Square.cs#Square.Scale@13 import");
  }, 60_000);

  it("picks by argument count among the overloads of a file only known from the stored graph", async () => {
    const root = writeTree({
      "Sender.cs": "namespace App {\n  public class Sender {\n    public int Send(string m) { return 0; }\n    public int Send(string m, int r) { return 0; }\n  }\n}\n",
      "Use.cs": "namespace App {\n  public class Use {\n    public void Run(Sender s) { s.Send(\"x\", 2); }\n  }\n}\n",
    });
    const files = loadFixture(root);
    const full = await buildGraph({ root, files });
    const known: CodeGraph = { formatVersion: 1, nodes: full.nodes.filter((n) => n.path !== "Use.cs"), edges: full.edges.filter((e) => fileOf(e.from) !== "Use.cs") };
    const part = await buildGraph({ root, files: files.filter((f) => f.path === "Use.cs"), known });
    const calls = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "calls" && fileOf(e.from) === "Use.cs").map((e) => `${e.from} -> ${e.to} ${e.resolution ?? ""}`);
    expect(calls(part)).toEqual(["Use.cs#Use.Run -> Sender.cs#Sender.Send@4 import"]);
    expect(calls(full)).toEqual(calls(part));
  }, 60_000);
});

describe("Java overloads", () => {
  it("gives each overload its own node and picks it by argument count, varargs taking any number", async () => {
    const files = {
      "src/main/java/app/Sender.java": [
        "package app;",
        "public class Sender {",
        "  public int send(String m) { return send(m, 1); }",
        "  public int send(String m, int retries) { return 0; }",
        "  public void many(String... ms) { send(ms[0]); }",
        "  public Sender() { }",
        "  public Sender(int n) { this(); }",
        "}",
        "",
      ].join("\n"),
      "src/main/java/app/Use.java": [
        "package app;",
        "public class Use {",
        "  public void run(Sender s) {",
        "    s.send(\"x\", 2);",
        "    s.many();",
        "    s.many(\"a\", \"b\", \"c\");",
        "    new Sender(3);",
        "  }",
        "  public void one(Sender s) { s.send(\"y\"); new Sender(); }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "")).toEqual([
      // `this()` in `Sender(int n)` runs the constructor without parameters (a trial on jsoup: chained constructors
      // were no calls).
      "src/main/java/app/Sender.java#Sender.Sender@7 -> src/main/java/app/Sender.java#Sender.Sender @7 scope",
      "src/main/java/app/Sender.java#Sender.many -> src/main/java/app/Sender.java#Sender.send @5 scope",
      "src/main/java/app/Sender.java#Sender.send -> src/main/java/app/Sender.java#Sender.send@4 @3 scope",
      // A constructor is a member named after its class; `new Sender()` and `new Sender(3)` pick theirs.
      "src/main/java/app/Use.java#Use.one -> src/main/java/app/Sender.java#Sender.Sender @9 scope",
      "src/main/java/app/Use.java#Use.one -> src/main/java/app/Sender.java#Sender.send @9 scope",
      "src/main/java/app/Use.java#Use.run -> src/main/java/app/Sender.java#Sender.Sender@7 @7 scope",
      "src/main/java/app/Use.java#Use.run -> src/main/java/app/Sender.java#Sender.many @5 scope",
      "src/main/java/app/Use.java#Use.run -> src/main/java/app/Sender.java#Sender.send@4 @4 scope",
    ]);
  });
});
