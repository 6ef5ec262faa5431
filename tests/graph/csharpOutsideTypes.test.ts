/**
 * C# values of a type no file of the repository declares (`CancellationTokenSource`) are outside objects: calls on
 * them are external even where a repository method has the called name; a type parameter (`TResult`) stays unknown.
 * The file has no `using System.Threading;`: projects with implicit usings (`<ImplicitUsings>`) write none, so no
 * outside namespace the file imports says where the name comes from.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("C# values of outside types", () => {
  it("calls on a local or parameter of an undeclared type are external, on a type parameter unresolved", async () => {
    const files = {
      "Breaker.cs": [
        "namespace Lib {",
        "  public class Breaker {",
        "    public void Cancel() { }",
        "    public void Dispose() { }",
        "  }",
        "}",
        "",
      ].join("\n"),
      "App.cs": [
        "namespace Lib {",
        "  public class App<TResult> {",
        "    public void Run(CancellationTokenSource source, TResult result) {",
        "      var cts = new CancellationTokenSource();",
        "      cts.Cancel();",
        "      source.Dispose();",
        "      result.Cancel();",
        "      new Breaker().Cancel();",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "App.cs")).toEqual([
      "App.cs#App.Run -> ?CancellationTokenSource @4 external",
      "App.cs#App.Run -> ?cts.Cancel @5 external",
      "App.cs#App.Run -> ?result.Cancel @7 internal",
      "App.cs#App.Run -> ?source.Dispose @6 external",
      "App.cs#App.Run -> Breaker.cs#Breaker @8 import",
      "App.cs#App.Run -> Breaker.cs#Breaker.Cancel @8 import",
    ]);
  });
});
