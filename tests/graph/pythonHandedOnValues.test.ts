/**
 * Python: a repository function or class handed on as a value, not called, is a `callback` call edge (a function) or
 * a `uses` edge (a class), as one passed as an argument is. uvicorn e6c7ce79's `app = service_unavailable` (the app run
 * when too many connections are open) left `callers`, `references` and `impact` of `service_unavailable` empty; flask's
 * `app.view_functions["bar"] = bar`, starlette's `{HTTPException: self.http_exception}` and httpx's decoder table are
 * the same. A list in an annotation (`Callable[[Request], Request]`) is a type, no use.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { edgeLines, loadFixture, writeTree } from "./graphFixtures.js";

describe("Python values handed on", () => {
  it("are callback or uses edges from where they are assigned, returned or stored", async () => {
    const root = writeTree({
      "uv/__init__.py": "",
      "uv/flow.py": 'async def service_unavailable(scope, receive, send):\n    await send({"status": 503})\n\n\nclass Request:\n    pass\n',
      "uv/h11.py": [
        "import typing",
        "from uv.flow import Request, service_unavailable",
        "",
        "",
        "class Protocol:",
        "    def handle(self, full: bool, app):",
        "        if full:",
        "            app = service_unavailable",
        "        return app",
        "",
        "    def handlers(self):",
        "        return {Request: self.on_request, 404: [service_unavailable]}",
        "",
        "    def on_request(self):",
        "        return self.handlers",
        "",
        "",
        "def wrap(func: typing.Callable[[Request], Request]) -> None:",
        "    return None",
        "",
      ].join("\n"),
    });
    try {
      const graph = await buildGraph({ root, files: loadFixture(root) });
      const lines = edgeLines(graph).filter((l) => /^(calls|uses)/u.test(l) && l.includes("uv/h11.py#"));
      expect(lines).toEqual([
        "calls      uv/h11.py#Protocol.handle -> uv/flow.py#service_unavailable @8 [callback, import]",
        "calls      uv/h11.py#Protocol.handlers -> uv/flow.py#service_unavailable @12 [callback, import]",
        "calls      uv/h11.py#Protocol.handlers -> uv/h11.py#Protocol.on_request @12 [callback, scope]",
        "uses       uv/h11.py#Protocol.handlers -> uv/flow.py#Request @12 [import]",
        "calls      uv/h11.py#Protocol.on_request -> uv/h11.py#Protocol.handlers @15 [callback, scope]",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
