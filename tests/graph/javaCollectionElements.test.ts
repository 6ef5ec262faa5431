/**
 * A value a JDK collection, map or `Optional` method gives is of the element or value type: retrofit 0b118105's
 * `callAdapterFactories.get(i).get(returnType, annotations, this)` on a `List<CallAdapter.Factory>` read as a call
 * outside the repository, though `CallAdapter.Factory.get` is its own (the step that adapts every call).
 */
import { describe, expect, it } from "vitest";
import { javaElementType, javaValueType } from "../../src/graph/languages/java/collections.js";
import { callLines } from "./graphFixtures.js";

describe("Java collection elements", () => {
  it("reads element and value types as written", () => {
    expect(javaElementType("List<CallAdapter.Factory>")).toBe("CallAdapter.Factory");
    expect(javaElementType("java.util.Optional<? extends Route>")).toBe("Route");
    expect(javaElementType("Route[]")).toBe("Route");
    expect(javaElementType("Map<String, Route>")).toBeUndefined();
    expect(javaValueType("Map<String, List<Route>>")).toBe("List<Route>");
    expect(javaValueType("List<Route>")).toBeUndefined();
  });

  it("a call on what get, getOrDefault, peek or orElse gives reaches the repository's method", async () => {
    const files = {
      "src/p/Factory.java": ["package p;", "public abstract class Factory {", "  public abstract String get(String type);", "}", ""].join("\n"),
      "src/p/Route.java": ["package p;", "public class Route {", "  public int run() { return 0; }", "}", ""].join("\n"),
      "src/p/Retrofit.java": [
        "package p;",
        "import java.util.*;",
        "public class Retrofit {",
        "  private final List<Factory> factories = new ArrayList<>();",
        "  private final Map<String, Route> routes = new HashMap<>();",
        "  String adapt(String type, Optional<Route> maybe, Deque<Route> queue) {",
        "    routes.getOrDefault(type, null).run();",
        "    queue.peek().run();",
        "    maybe.orElse(null).run();",
        "    return factories.get(0).get(type);",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "src/p/Retrofit.java#Retrofit.adapt")).toEqual([
      "src/p/Retrofit.java#Retrofit.adapt -> ?factories.get @10 external",
      "src/p/Retrofit.java#Retrofit.adapt -> ?maybe.orElse @9 external",
      "src/p/Retrofit.java#Retrofit.adapt -> ?queue.peek @8 external",
      "src/p/Retrofit.java#Retrofit.adapt -> ?routes.getOrDefault @7 external",
      "src/p/Retrofit.java#Retrofit.adapt -> src/p/Factory.java#Factory.get @10 scope",
      "src/p/Retrofit.java#Retrofit.adapt -> src/p/Route.java#Route.run @7 scope",
    ]);
  });
});
