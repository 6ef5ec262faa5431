/** The doc a graph node keeps: the first paragraph that describes, past markup-only ones (rack, rack-protection). */
import { describe, expect, it } from "vitest";
import { describingParagraph } from "../../src/graph/contractFacts.js";

describe("describingParagraph", () => {
  it("skips a :call-seq: block (rack lib/rack/utils.rb parse_cookies_header)", () => {
    const doc =
      ":call-seq:\n  parse_cookies_header(value) -> hash\n\nParse cookies from the provided header +value+ according to RFC6265. The\nsyntax for cookie headers only supports semicolons.\n\n  parse_cookies_header('myname=myvalue; max-age=0')";
    expect(describingParagraph(doc, "ruby")).toBe("Parse cookies from the provided header +value+ according to RFC6265. The syntax for cookie headers only supports semicolons.");
  });

  it("skips a note list opened by ## (rack-protection host_authorization.rb)", () => {
    const doc = "#\n Prevented attack::   DNS rebinding and other Host header attacks\n Supported browsers:: all\n\n Blocks HTTP requests with an unrecognized hostname.";
    expect(describingParagraph(doc, "ruby")).toBe("Blocks HTTP requests with an unrecognized hostname.");
  });

  it("keeps the paragraph a colon introduces (uvicorn uvicorn/logging.py ColourizedFormatter)", () => {
    const doc = "A custom log formatter class that:\n\n* Outputs the LOG_LEVEL with an appropriate color.\n\nMore.";
    expect(describingParagraph(doc, "python")).toBe("A custom log formatter class that: * Outputs the LOG_LEVEL with an appropriate color.");
  });

  it("keeps the first paragraph otherwise, and of a language without rules", () => {
    expect(describingParagraph("Adds two numbers.\n\nMore.", "typescript")).toBe("Adds two numbers.");
    expect(describingParagraph(":call-seq:\n  x\n\nText.", "csharp")).toBe(":call-seq: x");
    expect(describingParagraph(undefined, "ruby")).toBeUndefined();
  });
});
