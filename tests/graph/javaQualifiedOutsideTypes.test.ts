/**
 * A Java type written with a package no repository folder holds is outside the repository: retrofit 0b118105's
 * `parseResponse(okhttp3.Response rawResponse)` read `rawResponse.body()` as an unresolved call of the repository's
 * 37 `body` methods, its own `retrofit2.Response.body` among them.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Java types written with their package", () => {
  it("a package outside the repository makes calls on the value external; a repository package's type is never external", async () => {
    const files = {
      "src/p/Response.java": ["package p;", "public class Response<T> {", "  public T body() { return null; }", "}", ""].join("\n"),
      "src/p/Call.java": [
        "package p;",
        "public class Call {",
        "  Response<String> parse(okhttp3.Response raw, p.Response<String> own) {",
        "    raw.body();",
        "    own.body();",
        "    return null;",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    // `p.Response` is the repository's (its folder ends with `p`): not external, though a written package is not followed.
    expect(await callLines(files, "src/p/Call.java")).toEqual(["src/p/Call.java#Call.parse -> ?own.body @5 internal", "src/p/Call.java#Call.parse -> ?raw.body @4 external"]);
  });
});
