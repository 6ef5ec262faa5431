/**
 * A value a .NET dictionary or collection method gives is of the collection's value or element type: MediatR 8a64581's
 * `var handler = _notificationHandlers.GetOrAdd(…)` on a `ConcurrentDictionary<Type, NotificationHandlerWrapper>`, then
 * `handler.Handle(…)`, had been a call outside the repository, and `references` of `NotificationHandlerWrapper.Handle`
 * missed it.
 */
import { describe, expect, it } from "vitest";
import { csharpValueType } from "../../src/graph/languages/csharp/language.js";
import { callLines } from "./graphFixtures.js";

describe("C# dictionary and collection values", () => {
  it("reads a dictionary type's value type", () => {
    expect(csharpValueType("ConcurrentDictionary<Type, NotificationHandlerWrapper>")).toBe("NotificationHandlerWrapper");
    expect(csharpValueType("System.Collections.Generic.IReadOnlyDictionary<string, List<Rule>>")).toBe("List<Rule>");
    expect(csharpValueType("Dictionary<string, Rule?>?")).toBe("Rule");
    expect(csharpValueType("List<Rule>")).toBeUndefined();
  });

  it("a call on what GetOrAdd, TryGetValue's kin or First gives reaches the repository's method", async () => {
    const files = {
      "Wrapper.cs": ["namespace Lib {", "  public abstract class Wrapper {", "    public abstract int Handle(int n);", "  }", "  public class Rule {", "    public int Check(int n) { return n; }", "  }", "}", ""].join("\n"),
      "Mediator.cs": [
        "namespace Lib {",
        "  public class Mediator {",
        "    private static readonly ConcurrentDictionary<Type, Wrapper> _handlers = new();",
        "    private readonly List<Rule> _all = new();",
        "    public int Publish(Type type) {",
        "      var handler = _handlers.GetOrAdd(type, static t => null);",
        "      var first = _all.FirstOrDefault();",
        "      var count = _all.Count();",
        "      count.Handle(1);",
        "      first.Check(2);",
        "      return handler.Handle(3);",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Mediator.cs#Mediator.Publish")).toEqual([
      "Mediator.cs#Mediator.Publish -> ?_all.Count @8 external",
      "Mediator.cs#Mediator.Publish -> ?_all.FirstOrDefault @7 external",
      "Mediator.cs#Mediator.Publish -> ?_handlers.GetOrAdd @6 external",
      "Mediator.cs#Mediator.Publish -> ?count.Handle @9 external",
      "Mediator.cs#Mediator.Publish -> Wrapper.cs#Rule.Check @10 import",
      "Mediator.cs#Mediator.Publish -> Wrapper.cs#Wrapper.Handle @11 import",
    ]);
  });
});
