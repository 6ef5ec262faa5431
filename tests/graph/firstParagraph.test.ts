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
});
