/** The first sentence of a doc: what purposes, search results and summaries show of it. */
import { describe, expect, it } from "vitest";
import { firstSentence, summarySentence } from "../../src/summarize/render.js";

describe("firstSentence", () => {
  // gunicorn 65ac1a3a `Arbiter.handle_ttin`: "SIGTTIN handling.\nIncreases the number of workers by one."
  it("joins a title of one or two words to the sentence after it", () => {
    expect(firstSentence("SIGTTIN handling.\nIncreases the number of workers by one.\n\nMore.")).toBe("SIGTTIN handling. Increases the number of workers by one.");
    expect(firstSentence("Deprecated. Use run instead. Then more.")).toBe("Deprecated. Use run instead.");
    expect(firstSentence("Send JSON response. With a body.")).toBe("Send JSON response.");
    // A title alone is all there is.
    expect(firstSentence("SIGTTIN handling.")).toBe("SIGTTIN handling.");
    expect(firstSentence("e.g. a path. Then more.")).toBe("e.g. a path.");
  });

  // winston 4b963a9f: "TODO: add method description." stood as `File._incFile`'s purpose.
  it("reads a writers' note as no description", () => {
    expect(firstSentence("TODO: add method description.")).toBeUndefined();
    expect(firstSentence("FIXME\n\nRotates the file when it is full.")).toBe("Rotates the file when it is full.");
    expect(firstSentence("Rotates the file. TODO: test it.")).toBe("Rotates the file.");
  });

  // anyhow 1dbe1862 `src/lib.rs`: the crate doc opens with badges, their link definitions and `<br>`; its summary
  // (and every context block line "In src/lib.rs: …") had read "[![github]](https://github.com/dtolnay/anyhow)…".
  it("reads a paragraph of badges, link definitions or HTML tags alone as no description", () => {
    const doc = [
      "[![github]](https://github.com/dtolnay/anyhow)&ensp;[![crates-io]](https://crates.io/crates/anyhow)",
      "",
      "[github]: https://img.shields.io/badge/github-8da0cb?style=for-the-badge",
      "[crates-io]: https://img.shields.io/badge/crates.io-fc8d62?style=for-the-badge",
      "",
      "<br>",
      "",
      "This library provides [`anyhow::Error`][Error], a trait object based error",
      "type for easy idiomatic error handling in Rust applications.",
    ].join("\n");
    expect(firstSentence(doc)).toBe("This library provides [`anyhow::Error`][Error], a trait object based error type for easy idiomatic error handling in Rust applications.");
    expect(firstSentence('<p align="center"><img src="logo.png"></p>\n\nFast web framework.')).toBe("Fast web framework.");
    // Reference-style badges and a reStructuredText image directive (a break-it trial's).
    expect(firstSentence("[![Build Status][ci-badge]][ci] [![Latest Version][v-badge]][v]\n\n[ci-badge]: https://x/y.svg\n[ci]: https://ci\n\nParses TOML documents.")).toBe("Parses TOML documents.");
    expect(firstSentence(".. image:: https://img.shields.io/pypi/v/quux.svg\n   :target: https://pypi.org/project/quux\n\nHandles quux conversions.")).toBe("Handles quux conversions.");
    // Text beside the markup is a description.
    expect(firstSentence("![build](https://ci/badge.svg) Parses input.")).toBe("![build](https://ci/badge.svg) Parses input.");
    expect(firstSentence("See [the docs][docs] for the API.")).toBe("See [the docs][docs] for the API.");
    expect(firstSentence("See <https://example.com> for more.")).toBe("See <https://example.com> for more.");
  });

  // tqdm f6a30fa `EMA.__call__`: a numpydoc `Parameters` section alone read "Parameters x : float New value to include in EMA.".
  it("reads docstring sections as no description", () => {
    expect(firstSentence("Parameters\n----------\nx  : float\n    New value to include in EMA.")).toBeUndefined();
    expect(firstSentence("Args:\n    x: the value.\nReturns:\n    The mean.")).toBeUndefined();
    expect(firstSentence("Exponential moving average.\n\nParameters\n----------\nx : float")).toBe("Exponential moving average.");
    // A section name inside a sentence, or a reST title that is no section name, is text.
    expect(firstSentence("Returns the mean of the values.")).toBe("Returns the mean of the values.");
    expect(firstSentence("Smoothing\n---------\n\nAn average of recent rates.")).toBe("An average of recent rates.");
    // tqdm's `main`: a section name with a remark; `wrapattr`: parameter lines with no section header.
    expect(firstSentence("Parameters (internal use only)\n---------\nfp  : file-like object for tqdm")).toBeUndefined();
    expect(firstSentence("stream  : file-like object.\nmethod  : str, \"read\" or \"write\".")).toBeUndefined();
    expect(firstSentence("Wraps a stream.\n\nb  : int, optional\n    Number of blocks.")).toBe("Wraps a stream.");
    // pluggy e382e72: `""":meta private:"""` was `HookImpl.__init__`'s purpose; Sphinx fields list, they describe nothing.
    expect(firstSentence(":meta private:")).toBeUndefined();
    expect(firstSentence("Register a plugin.\n\n:param plugin: the plugin.\n:returns: its name.")).toBe("Register a plugin.");
    expect(firstSentence(":param plugin: the plugin.")).toBeUndefined();
    expect(firstSentence(":class:`Arrow` objects are immutable.")).toBe(":class:`Arrow` objects are immutable.");
    // A colon after a word, as prose writes it, starts no parameter list.
    expect(firstSentence("Note: the bar is redrawn.")).toBe("Note: the bar is redrawn.");
  });

  // urllib3 6a8536b6 `HTTPHeaderDict`: parameter fields first, then the description.
  it("reads past a field list that opens the doc", () => {
    expect(firstSentence(":param headers:\n    An iterable of field-value pairs.\n\nA dict like container for storing HTTP Headers.")).toBe("A dict like container for storing HTTP Headers.");
    expect(firstSentence("Parameter headers:\n    An iterable of field-value pairs.\n\nA dict like container.")).toBe("A dict like container.");
    // A field's text written at the field's indent, and a field list alone.
    expect(firstSentence(":param x: a value\nthat is an int\n\nDoubles x.")).toBe("Doubles x.");
    expect(firstSentence(":param headers:\n    An iterable of field-value pairs.")).toBeUndefined();
  });
  // sqlx `NamedStmt.Select`: "Select using this NamedStmt\nAny named placeholder parameters are replaced…" read as one sentence.
  it("ends a sentence at a line break before a sentence's first word", () => {
    expect(firstSentence("Select using this NamedStmt\nAny named placeholder parameters are replaced with fields from arg.")).toBe("Select using this NamedStmt.");
    expect(firstSentence("Sunset set Deprecation/Sunset header to response\nThis can be used to enable Sunset in a route.")).toBe("Sunset set Deprecation/Sunset header to response.");
    // A wrapped sentence goes on: after an open word, or before an identifier.
    expect(firstSentence("Cookie returns the named cookie provided in the request or\nErrNoCookie if not found.")).toBe("Cookie returns the named cookie provided in the request or ErrNoCookie if not found.");
    expect(firstSentence("Returns the value of\nThe header.")).toBe("Returns the value of The header.");
    expect(firstSentence("Engine returns the validator engine which powers the default\nValidator instance.")).toBe("Engine returns the validator engine which powers the default Validator instance.");
  });
  it("reads past a numbered list's markers (uvicorn's tests/supervisors/test_signal.py)", () => {
    expect(firstSentence("1. Request is sent\n2. Sigint is sent to uvicorn\n3. Shutdown sequence start\n\nResult: Request should go through.")).toBe(
      "1. Request is sent 2. Sigint is sent to uvicorn 3. Shutdown sequence start",
    );
    expect(firstSentence("Requires Python 3. Reads the file.")).toBe("Requires Python 3.");
  });
  // starlette's `Request.stream` read "Yields values. Used by Request.body." in `callees Request.body`.
  it("reads a summary's purpose alone, however short", () => {
    expect(summarySentence("Yields values. Used by Request.body.")).toBe("Yields values.");
    expect(firstSentence("Yields values. Used by Request.body.")).toBe("Yields values. Used by Request.body.");
  });
  // psf/requests 1f6589ec `SessionRedirectMixin.resolve_redirects`: "Receives a Response." was its whole purpose.
  it("joins the next sentence to a short one that only names the input", () => {
    expect(firstSentence("Receives a Response. Returns a generator of Responses or Requests.")).toBe("Receives a Response. Returns a generator of Responses or Requests.");
    expect(firstSentence("Takes two file paths. Sums their sizes.")).toBe("Takes two file paths. Sums their sizes.");
    // A longer one already says what is done with the input; a lone one stays.
    expect(firstSentence("Takes the response and follows its redirects. Raises on loops.")).toBe("Takes the response and follows its redirects.");
    expect(firstSentence("Receives a Response.")).toBe("Receives a Response.");
  });
});
