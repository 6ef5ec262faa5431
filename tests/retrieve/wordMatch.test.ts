import { describe, expect, it } from "vitest";
import { heldByNone, queryWords, wordMatch } from "../../src/retrieve/index.js";

describe("wordMatch: the query words a result holds", () => {
  it("queryWords: content words, identifiers split, one per Porter stem, in order", () => {
    expect(queryWords("How is parseFlags added, and why are flags added twice?")).toEqual([
      { word: "parse", stem: "pars" },
      { word: "flags", stem: "flag" },
      { word: "added", stem: "ad" },
      { word: "twice", stem: "twice" },
    ]);
    // Stopwords only: every word counts, as the index then matches them word for word.
    expect(queryWords("the of").map((w) => w.word)).toEqual(["the", "of"]);
    // h11 62c5068: "content-length vs chunked" said no result held "vs".
    expect(queryWords("how is body framing chosen, content-length vs chunked").map((w) => w.word)).toEqual(["body", "framing", "chosen", "content", "length", "chunked"]);
    // A question's phrasing (pronouns, auxiliaries, a contraction's pieces) is no word to hold; prepositions are.
    expect(queryWords("how are log messages routed so they don't break the bar before exit").map((w) => w.word)).toEqual(["log", "messages", "routed", "break", "bar", "before", "exit"]);
    // A new user's trial on psf/cachecontrol and hashicorp/golang-lru: the note named "still", "decide" and "goes".
    expect(queryWords("stale responses are still returned from the cache after max-age has expired").map((w) => w.word)).toEqual(["stale", "responses", "returned", "cache", "after", "max", "age", "expired"]);
    expect(queryWords("how does the 2Q cache decide whether a key goes to the recent or frequent list").map((w) => w.word)).toEqual(["2", "cache", "key", "recent", "frequent", "list"]);
  });

  it("a word is held when a text's word or identifier word has its stem", () => {
    const words = queryWords("parsing connection flags timeout");
    // parseFlags gives parse → pars and flags → flag; `connected` stems as `connection` does.
    expect(wordMatch(words, ["export function parseFlags(argv)", "// retried when connected"])).toEqual({ held: 3, of: 4, missing: ["timeout"] });
    expect(wordMatch(words, ["read_timeout = parse_connection_flags()"])).toEqual({ held: 4, of: 4 });
    expect(wordMatch(words, [])).toEqual({ held: 0, of: 4, missing: ["parsing", "connection", "flags", "timeout"] });
  });

  // echo 05489dc1: "how does the server shut down gracefully" said no result held "gracefully" with gracefulShutdown
  // first: Porter stems `gracefully` as gracefulli and `graceful` as grace.
  it("a word is held when one stem starts with the other, the shorter of at least five characters", () => {
    const words = queryWords("server shut down gracefully");
    expect(wordMatch(words, ["func (sc StartConfig) gracefulShutdown(server *http.Server)"])).toEqual({ held: 2, of: 4, missing: ["shut", "down"] });
    // Shorter stems are too common a start: `pars` (parse) is no word of `parser`'s `parser`.
    expect(wordMatch(queryWords("parse"), ["class Parser"])).toEqual({ held: 0, of: 1, missing: ["parse"] });
  });

  // jnunemaker/httparty 2daba91b: "what happens when a network error like connection refused occurs" said none of ten
  // results held "refused", the first listing `Errno::ECONNREFUSED`.
  it("an upper-case name holds a word of five characters or more it ends with; a mixed-case one does not", () => {
    const words = queryWords("connection refused");
    expect(wordMatch(words, ["rescue Errno::ECONNREFUSED => e"])).toEqual({ held: 1, of: 2, missing: ["connection"] });
    expect(wordMatch(words, ["def notrefused(x)"])).toEqual({ held: 0, of: 2, missing: ["connection", "refused"] });
    // A break-it trial: `DISCONNECT` is no "connect".
    expect(wordMatch(queryWords("event connect"), ["case 'DISCONNECT':"])).toEqual({ held: 0, of: 2, missing: ["event", "connect"] });
  });

  it("heldByNone: the words every result lacks; none without results", () => {
    const words = queryWords("close handshake frame");
    const matches = [wordMatch(words, ["func (c *Conn) Close()"]), wordMatch(words, ["writeFrame(close)"])];
    expect(heldByNone(matches)).toEqual(["handshake"]);
    expect(heldByNone([])).toEqual([]);
  });
});
