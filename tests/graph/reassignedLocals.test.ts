/**
 * A local assigned more than once with different constructors is typed, at a call, by its last assignment on an
 * earlier line (the first when none is earlier); a member only another assignment's type has resolves to that type.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const HEADERS = [
  "from typing import Mapping",
  "",
  "",
  "class Headers(Mapping[str, str]):",
  "    def __init__(self, raw=None):",
  "        pass",
  "",
  "    def get(self, key):",
  "        pass",
  "",
  "",
  "class MutableHeaders(Headers):",
  "    def add_vary_header(self, vary):",
  "        pass",
  "",
  "    def get(self, key):",
  "        pass",
  "",
].join("\n");

describe("Python locals assigned twice", () => {
  it("types each call by the last assignment before it (starlette's gzip responder)", async () => {
    const lines = await callLines({
      "app/datastructures.py": HEADERS,
      "app/gzip.py": [
        "from app.datastructures import Headers, MutableHeaders",
        "",
        "",
        "def send(message, compress):",
        "    headers = Headers(raw=message)",
        "    headers.get('content-type')",
        "    if compress:",
        "        headers = MutableHeaders(raw=message)",
        "        headers.add_vary_header('Accept-Encoding')",
        "        headers.get('content-length')",
        "",
      ].join("\n"),
    }, "app/gzip.py#");
    expect(lines).toEqual([
      "app/gzip.py#send -> app/datastructures.py#Headers.__init__ @5 import",
      "app/gzip.py#send -> app/datastructures.py#Headers.get @6 import",
      "app/gzip.py#send -> app/datastructures.py#MutableHeaders @8 import",
      "app/gzip.py#send -> app/datastructures.py#MutableHeaders.add_vary_header @9 import",
      "app/gzip.py#send -> app/datastructures.py#MutableHeaders.get @10 import",
    ]);
  });

  it("finds a member only another assignment's type has (branches), and keeps the first assignment before any", async () => {
    const lines = await callLines({
      "app/datastructures.py": HEADERS,
      "app/use.py": [
        "from app.datastructures import Headers, MutableHeaders",
        "",
        "",
        "def pick(flag):",
        "    if flag:",
        "        h = MutableHeaders()",
        "    else:",
        "        h = Headers()",
        "    h.add_vary_header('Origin')",
        "",
      ].join("\n"),
    }, "app/use.py#");
    expect(lines).toEqual([
      "app/use.py#pick -> app/datastructures.py#Headers.__init__ @8 import",
      // The last assignment (line 8) is a Headers, which lacks the method; the other one's type has it.
      "app/use.py#pick -> app/datastructures.py#MutableHeaders @6 import",
      "app/use.py#pick -> app/datastructures.py#MutableHeaders.add_vary_header @9 import",
    ]);
  });

  it("skips a later assignment of unknown type for the last one before it whose type is known (httpx's redirect URL)", async () => {
    const lines = await callLines({
      "app/datastructures.py": HEADERS,
      "app/use.py": [
        "from app.datastructures import Headers",
        "",
        "",
        "def redirect(raw, make):",
        "    h = Headers(raw)",
        "    h = make(h)",
        "    h.get('Location')",
        "",
      ].join("\n"),
    }, "app/use.py#");
    expect(lines).toEqual([
      "app/use.py#redirect -> ?make @6 internal",
      "app/use.py#redirect -> app/datastructures.py#Headers.__init__ @5 import",
      "app/use.py#redirect -> app/datastructures.py#Headers.get @7 import",
    ]);
  });
});
