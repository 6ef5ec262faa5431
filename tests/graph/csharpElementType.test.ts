/** The element type of a C# collection type as written, for `foreach (var x in items)` loop variables. */
import { describe, expect, it } from "vitest";
import { csharpElementType } from "../../src/graph/languages/csharp/language.js";

describe("csharpElementType", () => {
  it("reads the one type argument of a collection type and an array's element", () => {
    expect(csharpElementType("List<IValidationRuleInternal<T>>")).toBe("IValidationRuleInternal<T>");
    expect(csharpElementType("System.Collections.Generic.IEnumerable<Rule>")).toBe("Rule");
    expect(csharpElementType("IReadOnlyList<Rule?>?")).toBe("Rule");
    expect(csharpElementType("Rule[]")).toBe("Rule");
  });
  it("names nothing for a dictionary or a type that is no collection; a tuple element stays a tuple", () => {
    expect(csharpElementType("Dictionary<string, Rule>")).toBeUndefined();
    expect(csharpElementType("List<(string, Rule)>")).toBe("(string,Rule)");
    expect(csharpElementType("Rule")).toBeUndefined();
    expect(csharpElementType("Func<Rule, bool>")).toBeUndefined();
  });
});
