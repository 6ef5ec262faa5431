/**
 * A Python name or field set by a conditional expression whose two branches call one class is an instance of that
 * class: httpx's `Request.__init__` sets `self.url = URL(url) if params is None else URL(url, params=params)`, and
 * `request.url.raw_scheme` (a property of `URL`) had been unresolved wherever a request's URL was read. Branches that
 * call two different classes type nothing.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("a Python conditional expression whose branches call one class", () => {
  it("types the field and the local it sets, and a mixed one stays untyped", async () => {
    const root = writeTree({
      "pkg/urls.py": [
        "class URL:",
        "    def __init__(self, raw, params=None):",
        "        self.raw = raw",
        "",
        "    def join(self, other):",
        "        return URL(self.raw + other)",
        "",
        "    def copy_with(self, **kwargs):",
        "        return URL(self.raw)",
        "",
        "",
        "class Path:",
        "    def join(self, other):",
        "        return self",
        "",
      ].join("\n"),
      "pkg/models.py": [
        "from .urls import URL, Path",
        "",
        "",
        "class Request:",
        "    def __init__(self, url, params=None):",
        "        self.url = URL(url) if params is None else URL(url, params=params)",
        "",
        "",
        "def send(request: Request, raw, params, flag):",
        "    request.url.join('/a')",
        "    local = URL(raw) if params is None else URL(raw, params)",
        "    local.copy_with(path='/b')",
        "    mixed = URL(raw) if flag else Path()",
        "    mixed.join('/c')",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(
      graph.edges
        .filter((e) => e.kind === "calls" && e.from === "pkg/models.py#send")
        .map((e) => `${e.to} @${e.line} ${e.resolution ?? (e.external ? "external" : "internal")}`)
        .sort(),
    ).toEqual([
      "?mixed.join @14 internal",
      "pkg/urls.py#Path @13 import",
      "pkg/urls.py#URL.__init__ @11 import",
      "pkg/urls.py#URL.copy_with @12 import",
      "pkg/urls.py#URL.join @10 import",
    ]);
  });
});
