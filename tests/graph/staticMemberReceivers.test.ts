/**
 * A static field or property read through its type's name types the call made on it: a new user's trial on Humanizer
 * ffc2b77c found `callers Vocabulary.Pluralize` missing `Vocabularies.Default.Pluralize(…)` in `InflectorExtensions`
 * (`public static Vocabulary Default => Instance.Value;`); gson's `Excluder.DEFAULT.withVersion(…)` likewise. A local
 * of the type's name is a value, not the type.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("static members read through their type's name", () => {
  it("C#: a static property, field or auto-property types the call on it", async () => {
    const lines = await callLines(
      {
        "Voc.cs": [
          "namespace H;",
          "public class Vocabulary",
          "{",
          "    public string Pluralize(string word) => word + \"s\";",
          "}",
          "public static class Vocabularies",
          "{",
          "    public static Vocabulary Default => new Vocabulary();",
          "    public static Vocabulary Field = new Vocabulary();",
          "    public static Vocabulary Prop { get; } = new Vocabulary();",
          "}",
          "public static class Inflector",
          "{",
          "    public static string P1(string w) => Vocabularies.Default.Pluralize(w);",
          "    public static string P2(string w) => Vocabularies.Field.Pluralize(w);",
          "    public static string P3(string w) => Vocabularies.Prop.Pluralize(w);",
          "}",
          "",
        ].join("\n"),
      },
      "Voc.cs#Inflector",
    );
    expect(lines).toEqual(["Voc.cs#Inflector.P1 -> Voc.cs#Vocabulary.Pluralize @14 scope", "Voc.cs#Inflector.P2 -> Voc.cs#Vocabulary.Pluralize @15 scope", "Voc.cs#Inflector.P3 -> Voc.cs#Vocabulary.Pluralize @16 scope"]);
  });

  it("Java: a static final field types the call on it; a local named as the type does not", async () => {
    const lines = await callLines(
      {
        "src/main/java/g/Excluder.java": [
          "package g;",
          "public final class Excluder {",
          "  public static final Excluder DEFAULT = new Excluder();",
          "  public Excluder withVersion(double v) { return this; }",
          "}",
          "",
        ].join("\n"),
        "src/main/java/g/Other.java": ["package g;", "public final class Other {", "  public Excluder withVersion(double v) { return null; }", "}", ""].join("\n"),
        "src/main/java/g/Use.java": [
          "package g;",
          "public final class Use {",
          "  public Excluder run() { return Excluder.DEFAULT.withVersion(1.0); }",
          "  public Excluder shadow(Other Excluder) { return Excluder.withVersion(2.0); }",
          "}",
          "",
        ].join("\n"),
      },
      "src/main/java/g/Use.java#",
    );
    expect(lines).toEqual([
      "src/main/java/g/Use.java#Use.run -> src/main/java/g/Excluder.java#Excluder.withVersion @3 scope",
      "src/main/java/g/Use.java#Use.shadow -> src/main/java/g/Other.java#Other.withVersion @4 scope",
    ]);
  });
});
