/**
 * C# extension methods called on an instance (`s.Twice()`) reach the repository's static `this` method for the
 * receiver's type; with that type unknown, the one extension method of that name, as name-only (exact edges).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("C# extension methods on an instance", () => {
  it("matches the this parameter's type: an outside type, a repository type, its base, an unknown one; not a type name", async () => {
    const files = {
      "Ext.cs": [
        "namespace Lib {",
        "  public static class Ext {",
        "    public static int Twice(this string s) { return s.Length * 2; }",
        "    public static int Twice(this string s, int times) { return s.Length * times; }",
        "    public static Shape Grow(this Shape shape) { return shape; }",
        "    public static int Count(this IServiceCollection services) { return 0; }",
        "    public static int Only(this Shape shape) { return 1; }",
        "  }",
        "  public class Shape { }",
        "  public class Square : Shape { }",
        "}",
        "",
      ].join("\n"),
      "App.cs": [
        "namespace Lib {",
        "  public class App {",
        "    public void Run(string s, Square sq, IServiceCollection services, System.Collections.Generic.List<int> list) {",
        "      s.Twice();",
        "      s.Twice(3);",
        "      sq.Grow();",
        "      services.Count();",
        "      list.Count();",
        "      Ext.Twice(s);",
        "    }",
        "    public void Untyped(dynamic d) {",
        "      d.Only();",
        "      Shape.Only();",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "App.cs")).toEqual([
      "App.cs#App.Run -> ?list.Count @8 external", // a List is no IServiceCollection: an outside type, LINQ's Count
      "App.cs#App.Run -> Ext.cs#Ext.Count @7 import",
      "App.cs#App.Run -> Ext.cs#Ext.Grow @6 import", // a Square is a Shape
      "App.cs#App.Run -> Ext.cs#Ext.Twice @4 import",
      "App.cs#App.Run -> Ext.cs#Ext.Twice@4 @5 import", // the overload taking one more argument
      "App.cs#App.Untyped -> ?Shape.Only @13 internal", // a call on a type name is static: no extension method
      "App.cs#App.Untyped -> Ext.cs#Ext.Only @12 name-only",
    ]);
  });
});
