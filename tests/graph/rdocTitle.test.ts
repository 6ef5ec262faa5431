/** An RDoc title opening a Ruby doc (sinatra-contrib `= Sinatra::Capture`) is not the node's purpose. */
import { describe, expect, it } from "vitest";
import { describingParagraph } from "../../src/graph/contractFacts.js";
import { docSentence } from "../../src/summarize/render.js";

// sinatra (cb22afd7) sinatra-contrib/lib/sinatra/capture.rb and json.rb, comment markers removed as extraction does.
const CAPTURE = "= Sinatra::Capture\n\nExtension that enables blocks inside other extensions.\nIt currently works for erb, slim and haml.\nNote: You'll need to require the template engine yourself.";
const JSON_DOC = "= Sinatra::JSON\n<tt>Sinatra::JSON</tt> adds a helper method, called +json+, for (obviously)\njson generation.";

describe("RDoc title lines", () => {
  it("the graph node keeps the paragraph after the title", () => {
    expect(describingParagraph(CAPTURE, "ruby")).toBe(
      "Extension that enables blocks inside other extensions. It currently works for erb, slim and haml. Note: You'll need to require the template engine yourself.",
    );
    expect(describingParagraph(JSON_DOC, "ruby")).toBe("<tt>Sinatra::JSON</tt> adds a helper method, called +json+, for (obviously) json generation.");
  });

  it("the purpose is the description's first sentence; a title alone gives none", () => {
    expect(docSentence(describingParagraph(CAPTURE, "ruby"), "ruby")).toBe("Extension that enables blocks inside other extensions.");
    expect(docSentence(describingParagraph(JSON_DOC, "ruby"), "ruby")).toBe("Sinatra::JSON adds a helper method, called json, for (obviously) json generation.");
    expect(docSentence(describingParagraph("= Sinatra::Capture", "ruby"), "ruby")).toBeUndefined();
    expect(docSentence("= Sinatra::Capture\n", "ruby")).toBeUndefined();
  });

  it("a heading later in the doc stays a paragraph of its own", () => {
    expect(docSentence("Does x.\n\n== Options\nfoo", "ruby")).toBe("Does x.");
  });
});
