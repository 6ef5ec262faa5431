/**
 * A name of several nodes: the CLI names up to 20 of them (gorilla/mux b4617d0b's `callers Match` named 5 of 9 and
 * left the reader guessing the other ids); an MCP answer stays at 5.
 */
import { describe, expect, it } from "vitest";
import { ambiguousNodeMessage, CANDIDATES_SHOWN, CLI_CANDIDATES_SHOWN } from "../../src/navigate/index.js";

describe("the ambiguity message", () => {
  const ids = ["mux.go#Router.Match", "route.go#Route.Match", "route.go#MatcherFunc.Match", "regexp.go#routeRegexp.Match", "route.go#matcher.Match", "route.go#headerMatcher.Match", "route.go#schemeMatcher.Match", "route.go#methodMatcher.Match", "route.go#headerRegexMatcher.Match"].map((id) => ({ id }));

  it("names every candidate up to the CLI's bound, five by default", () => {
    expect([CANDIDATES_SHOWN, CLI_CANDIDATES_SHOWN]).toEqual([5, 20]);
    expect(ambiguousNodeMessage("Match", ids, CLI_CANDIDATES_SHOWN)).toBe(`"Match" names 9 nodes: ${ids.map((d) => d.id).join(", ")}; give one id`);
    expect(ambiguousNodeMessage("Match", ids)).toBe(`"Match" names 9 nodes: ${ids.slice(0, 5).map((d) => d.id).join(", ")}, …; give one id`);
  });
});
