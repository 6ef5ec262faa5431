/**
 * The Python call graph against pyright (bench/pyrightCallHierarchy.ts), run for real on a small package: pyright's
 * language server answers the call hierarchy of every function, and the comparison counts what both list, what only
 * ours lists (a fixture's value pyright cannot type: `server.host` on an untyped pytest parameter) and what only
 * pyright lists (a call on the result of a generic function, `first(urls).join(…)`, whose type variable it solves).
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { comparePyright, defNamePosition, normalizePythonTarget, startPyright } from "../../bench/pyrightCallHierarchy.js";
import { fixtureGraph } from "./graphFixtures.js";

const FILES = {
  "pkg/__init__.py": "",
  "pkg/urls.py": [
    "class URL:",
    "    def __init__(self, raw: str) -> None:",
    "        self.raw = raw",
    "",
    "    @property",
    "    def host(self) -> str:",
    "        return self.raw.split('/')[2]",
    "",
    "    def join(self, other: str) -> 'URL':",
    "        return URL(self.raw + other)",
    "",
  ].join("\n"),
  "pkg/client.py": [
    "from typing import TypeVar",
    "",
    "from pkg.urls import URL",
    "",
    "T = TypeVar('T')",
    "",
    "",
    "def first(xs: list[T]) -> T:",
    "    return xs[0]",
    "",
    "",
    "def first_joined(urls: list[URL]) -> URL:",
    "    return first(urls).join('/y')",
    "",
    "",
    "def make(raw: str) -> URL:",
    "    url = URL(raw)",
    "    return url.join('/x')",
    "",
    "",
    "def host_of(raw: str) -> str:",
    "    return make(raw).host",
    "",
  ].join("\n"),
  "tests/conftest.py": [
    "import pytest",
    "from pkg.urls import URL",
    "",
    "",
    "@pytest.fixture",
    "def server() -> URL:",
    "    return URL('http://a/b')",
    "",
  ].join("\n"),
  "tests/test_urls.py": [
    "def test_host(server):",
    "    assert server.host == 'a'",
    "",
  ].join("\n"),
};

describe("pyright comparison", () => {
  const fixture = fixtureGraph(FILES);
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => stop?.());

  it("maps a constructor to its class and finds a definition's name line", () => {
    expect(normalizePythonTarget("pkg/urls.py#URL.__init__")).toBe("pkg/urls.py#URL");
    expect(normalizePythonTarget("pkg/urls.py#URL.__new__")).toBe("pkg/urls.py#URL");
    expect(defNamePosition(FILES["pkg/urls.py"].split("\n"), { name: "host", span: { startLine: 5, endLine: 7 } } as never)).toEqual({ line: 5, character: 8 });
  });

  it("counts the edges both list, ours only and pyright's only", async () => {
    const texts = new Map(Object.entries(FILES).map(([p, t]) => [p, t]));
    const pyright = await startPyright(fixture.root);
    stop = pyright.stop;
    const c = await comparePyright({ repo: fs.realpathSync(fixture.root), sample: 50, seed: 1 }, fixture.graph, texts, pyright.connection);
    expect({ sampled: c.sampled, ours: c.ours, theirs: c.theirs, both: c.both }).toEqual({ sampled: 9, ours: 8, theirs: 8, both: 7 });
    expect(c.onlyOurs).toEqual(["tests/test_urls.py#test_host → pkg/urls.py#URL.host"]);
    expect(c.onlyTheirs).toEqual(["pkg/client.py#first_joined → pkg/urls.py#URL.join"]);
  }, 60_000);
});
