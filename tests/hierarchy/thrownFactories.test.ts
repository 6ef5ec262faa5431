/**
 * A throw of what a static factory builds names no thrown type: retrofit 0b118105's `throw Utils.parameterError(…)`
 * (a method returning a `RuntimeException`) read "Throws Utils" in about 144 summaries.
 */
import { describe, expect, it } from "vitest";
import { readBody } from "../../src/summarize/body/bodyFacts.js";

describe("thrown types", () => {
  it("a factory call thrown is no type; a constructed or bare class still is", () => {
    const java = ["void apply(RequestBuilder builder) {", "  if (value == null) {", '    throw Utils.parameterError(method, p, "Path must not be null.");', "  }", "  if (x) throw new IllegalStateException(\"x\");", "  throw Errors.Fatal;", "}"].join("\n");
    expect(readBody("java", java)?.raises).toEqual(["IllegalStateException", "Errors"]);
    const py = ["def check(x):", "    if not x:", "        raise Errors.missing('x')", "    raise ValueError('bad')"].join("\n");
    expect(readBody("python", py)?.raises).toEqual(["ValueError"]);
  });
});
