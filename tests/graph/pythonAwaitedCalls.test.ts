/**
 * A Python name or field set by an awaited call (`response = await self.get(url)`, `self.last = await …`) holds what
 * the `async def` declares it returns: httpx's `AsyncClient.send` reads `response = await self._send_handling_auth(…)`
 * and then calls `response.aread()`, which had been unresolved, as had every `response.text` of its async tests (a
 * second class with the same members keeps the name-only fallback from guessing).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("a Python value set by an awaited call", () => {
  it("has the type its async function declares", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/client.py": [
        "class Response:",
        "    async def aread(self) -> bytes:",
        "        return b''",
        "",
        "    @property",
        "    def text(self) -> str:",
        "        return ''",
        "",
        "",
        "class Other:",
        "    async def aread(self) -> bytes:",
        "        return b'other'",
        "",
        "    @property",
        "    def text(self) -> str:",
        "        return 'other'",
        "",
        "",
        "class Client:",
        "    async def get(self, url: str) -> Response:",
        "        return Response()",
        "",
        "    async def send(self) -> Response:",
        "        response = await self.get('x')",
        "        await response.aread()",
        "        self.last = await self.get('y')",
        "        return response",
        "",
        "    def show(self) -> str:",
        "        return self.last.text",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = (from: string): string[] =>
      graph.edges
        .filter((e) => e.kind === "calls" && e.from === from)
        .map((e) => `${e.to} @${e.line} ${e.resolution ?? (e.external ? "external" : "internal")}`)
        .sort();
    expect(calls("pkg/client.py#Client.send")).toEqual(["pkg/client.py#Client.get @24 scope", "pkg/client.py#Response.aread @25 scope"]);
    expect(calls("pkg/client.py#Client.show")).toEqual(["pkg/client.py#Response.text @30 scope"]);
  });
});
