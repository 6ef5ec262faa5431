/**
 * Java and C#: a type tested or cast to in code (`o instanceof Shape`, `(Shape) o`; `o is Shape s`, `o as Shape`,
 * `(Shape)o`) is a use of it (a `uses` edge), as a Go type assertion and Python's `isinstance(x, C)` are, so
 * `references` lists it and `impact` of an interface's method reaches it.
 */
import { describe, expect, it } from "vitest";
import { fixtureGraph } from "./graphFixtures.js";

const JAVA = "interface Shape { double area(); }\nclass Box {}\nclass Util {\n  static double f(Object o) {\n    if (o instanceof Shape s) return s.area();\n    if (o instanceof Box) return 0;\n    Shape x = (Shape) o;\n    return ((String) o).length();\n  }\n}\n";
const CSHARP = "interface IShape { double Area(); }\nclass Box {}\nclass Util {\n  static double F(object o) {\n    if (o is IShape s) return s.Area();\n    if (o is Box) return 0;\n    var y = o as IShape;\n    var x = (IShape)o;\n    return ((string)o).Length;\n  }\n}\n";

describe("type tests and casts", () => {
  const fixture = fixtureGraph({ "Util.java": JAVA, "Util.cs": CSHARP });
  const uses = (file: string): string[] => fixture.graph.edges.filter((e) => e.kind === "uses" && e.from.startsWith(`${file}#`)).map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}`);

  it("Java: instanceof (with or without a pattern) and a cast", () => {
    expect(uses("Util.java")).toEqual(["Util.java#Util.f -> Util.java#Box @6", "Util.java#Util.f -> Util.java#Shape @5,7"]);
  });

  it("C#: is with a declaration or a type, as, and a cast", () => {
    expect(uses("Util.cs")).toEqual(["Util.cs#Util.F -> Util.cs#Box @6", "Util.cs#Util.F -> Util.cs#IShape @5,7,8"]);
  });
});
