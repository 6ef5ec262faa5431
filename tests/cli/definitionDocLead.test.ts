/**
 * The doc line under `strata definition`: a doc wrapped mid-sentence goes on to that sentence's end, and one cut at
 * the bound ends with `…`. go-cache's `DefaultExpiration` read "For use with functions that take an expiration time.
 * Equivalent to".
 */
import { describe, expect, it } from "vitest";
import { docLead, docLine } from "../../src/cli/commands/navigate.js";

const DEFAULT_EXPIRATION = [
  "For use with functions that take an expiration time. Equivalent to",
  "passing in the same expiration duration as was given to New() or",
  "NewFrom() when the cache was created (e.g. 5 minutes.)",
].join("\n");

describe("definition doc lead", () => {
  it("a first line ending inside a sentence goes on to the sentence's end, past an abbreviation's dot", () => {
    expect(docLead(DEFAULT_EXPIRATION)).toBe(
      "For use with functions that take an expiration time. Equivalent to passing in the same expiration duration as was given to New() or NewFrom() when the cache was created (e.g. 5 minutes.)",
    );
    expect(docLead("Set adds an item to the cache, replacing\nany existing item. If the duration is 0,\nthe default is used.")).toBe(
      "Set adds an item to the cache, replacing any existing item.",
    );
  });

  it("a first line ending a sentence, or its paragraph, is the lead alone", () => {
    expect(docLead("For use with functions that take an expiration time.\nMore here.")).toBe("For use with functions that take an expiration time.");
    expect(docLead("\nReturns the value\n\nSecond paragraph.")).toBe("Returns the value");
    expect(docLead("Example:\n  x := New()")).toBe("Example:");
    expect(docLead(undefined)).toBeUndefined();
  });

  it("a lead longer than the bound is cut there and ends with …", () => {
    expect(docLine(DEFAULT_EXPIRATION)).toBe(
      "    For use with functions that take an expiration time. Equivalent to passing in the same expiration duration as was given to New() or NewFrom() when the cache wa…\n",
    );
    expect(docLine("Short one.")).toBe("    Short one.\n");
    expect(docLine("")).toBe("");
  });
});
