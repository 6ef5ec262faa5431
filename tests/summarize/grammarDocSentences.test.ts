/**
 * A `?` in a grammar rule is an optional mark, not a question's end: packaging's hand-written parser documents each
 * function by its rule (`_parse_requirement`: "requirement = WS? IDENTIFIER WS? extras WS? requirement_details"),
 * whose one-line summary read "requirement = WS?".
 */
import { describe, expect, it } from "vitest";
import { firstSentence } from "../../src/summarize/render.js";

describe("first sentence of a grammar rule", () => {
  it("runs past a ? followed by a word in capitals or lower case", () => {
    expect(firstSentence("requirement = WS? IDENTIFIER WS? extras WS? requirement_details")).toBe("requirement = WS? IDENTIFIER WS? extras WS? requirement_details");
    expect(firstSentence("specifier = LEFT_PARENTHESIS WS? version_many WS? RIGHT_PARENTHESIS\n          | WS? version_many WS?")).toBe(
      "specifier = LEFT_PARENTHESIS WS? version_many WS? RIGHT_PARENTHESIS | WS? version_many WS?",
    );
  });

  it("still ends at a question's mark before a capitalised word", () => {
    expect(firstSentence("Is the lock held? Returns True when it is.")).toBe("Is the lock held?");
    expect(firstSentence("Does it accept a URL? IDs are accepted too.")).toBe("Does it accept a URL?");
  });
});
