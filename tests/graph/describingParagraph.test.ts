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

  it("skips the fields that open a Python docstring (urllib3 src/urllib3/_collections.py HTTPHeaderDict)", () => {
    const doc =
      ":param headers:\n    An iterable of field-value pairs. Must not contain multiple field names\n    when compared case-insensitively.\n\n:param kwargs:\n    Additional field-value pairs to pass in to ``dict.update``.\n\nA ``dict`` like container for storing HTTP Headers.\n\nField names are stored and compared case-insensitively.";
    expect(describingParagraph(doc, "python")).toBe("A ``dict`` like container for storing HTTP Headers.");
    // A field's second paragraph, indented under it, is no description; a doc of fields alone keeps its first.
    expect(describingParagraph(":param x:\n    The value.\n\n    Must be an int.\n\nDoubles x.", "python")).toBe("Doubles x.");
    expect(describingParagraph(":param x: the value.\n\n:returns: its double.", "python")).toBe(":param x: the value.");
    expect(describingParagraph("Doubles x.\n\n:param x: the value.", "python")).toBe("Doubles x.");
  });

  it("keeps the first paragraph otherwise, and of a language without rules", () => {
    expect(describingParagraph("Adds two numbers.\n\nMore.", "typescript")).toBe("Adds two numbers.");
    expect(describingParagraph(":call-seq:\n  x\n\nText.", "csharp")).toBe(":call-seq: x");
    expect(describingParagraph(undefined, "ruby")).toBeUndefined();
  });
});
