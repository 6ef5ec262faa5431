/** A node's doc is its doc comment's first paragraph; one that ends in a colon keeps the paragraph it introduces. */
import { describe, expect, it } from "vitest";
import { firstParagraph } from "../../src/graph/spans.js";

describe("firstParagraph", () => {
  it("keeps the paragraph a colon introduces (uvicorn's ColourizedFormatter)", () => {
    const doc = [
      "A custom log formatter class that:",
      "",
      "* Outputs the LOG_LEVEL with an appropriate color.",
      '* If a log call includes an `extra={"color_message": ...}` it will be used',
      "  for formatting the output, instead of the plain text message.",
    ].join("\n");
    expect(firstParagraph(doc)).toBe(
      'A custom log formatter class that: * Outputs the LOG_LEVEL with an appropriate color. * If a log call includes an `extra={"color_message": ...}` it will be used for formatting the output, instead of the plain text message.',
    );
  });

  it("takes the first paragraph alone otherwise", () => {
    expect(firstParagraph("Parses headers.\n\nSee RFC 9110.")).toBe("Parses headers.");
    expect(firstParagraph("Options:\n")).toBe("Options:");
    expect(firstParagraph("  \n")).toBeUndefined();
  });

  // chai 099f48a: 209 docs open with `### .name(args)`; `flag`'s node summary read ".flag(object, key, [value])".
  it("skips a paragraph of Markdown headings before the description, keeps a heading that is the whole doc", () => {
    expect(firstParagraph("### .flag(object, key, [value])\n\nGet or set a flag value on an object. If a\nvalue is provided it will be set.")).toBe(
      "Get or set a flag value on an object. If a value is provided it will be set.",
    );
    expect(firstParagraph("### .fail([message])\n### .fail(actual, expected)\n\nThrow a failure.")).toBe("Throw a failure.");
    expect(firstParagraph("### .lengthOf(n)")).toBe("### .lengthOf(n)");
    expect(firstParagraph("#1 fix: the first line\n\nmore")).toBe("#1 fix: the first line");
  });
});
