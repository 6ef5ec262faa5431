/**
 * `this.constructor.name(…)` in an instance method runs the class's static `name`: axios 5b8a8267's
 * `AxiosHeaders.concat(...targets)` calls `this.constructor.concat(this, ...targets)`, which `callees` called "outside
 * the repository" (the checker types `this.constructor` as `Function`).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("this.constructor in an instance method", () => {
  it("reaches the class's own static of that name, in scope; nothing when the class has none", async () => {
    const root = writeTree({
      "headers.js": [
        "class AxiosHeaders {",
        "  concat(...targets) {",
        "    return this.constructor.concat(this, ...targets);",
        "  }",
        "  missing() {",
        "    return this.constructor.nothing();",
        "  }",
        "  static concat(first, ...targets) {",
        "    return first;",
        "  }",
        "  static from(thing) {",
        "    return this.constructor.concat(thing);",
        "  }",
        "}",
        "export default AxiosHeaders;",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(
      graph.edges
        .filter((e) => e.kind === "calls")
        .map((e) => `${e.from} -> ${e.to} @${e.line} ${e.resolution ?? (e.external ? "external" : "internal")}`)
        .sort(),
    ).toEqual([
      "headers.js#AxiosHeaders.concat -> headers.js#AxiosHeaders.concat@8 @3 scope",
      // In a static member `this.constructor` is `Function`: no rule. A standard-library type without the member says
      // no more than `any`, and the repository declares a `concat`: in the repository, unresolved.
      "headers.js#AxiosHeaders.from -> ?this.constructor.concat @12 internal",
      "headers.js#AxiosHeaders.missing -> ?this.constructor.nothing @6 external",
    ]);
  });
});
