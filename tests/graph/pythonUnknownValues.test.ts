/**
 * Python: a value of unknown type is unknown, not outside the repository. A trial on uvicorn e6c7ce79 found
 * `self.lifespan.startup()` in `Server.startup` listed as "outside the repository": `self.lifespan =
 * config.lifespan_class(config)`, with `self.lifespan_class = import_from_string(…)` declared `-> Any` (a field of
 * unknown value, and `Any` read as an outside type). So `callers
 * LifespanOn.startup` named no by-name site in the server. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python values of unknown type", () => {
  it("leave calls on them unresolved, not outside the repository", async () => {
    const root = writeTree({
      "app/__init__.py": "",
      "app/importer.py": "from typing import Any\n\n\ndef import_from_string(import_str: Any) -> Any:\n    return import_str\n",
      "app/lifespan.py": "class LifespanOn:\n    async def startup(self) -> None:\n        pass\n",
      "app/config.py": [
        "from app.importer import import_from_string",
        "",
        "",
        "class Config:",
        "    def __init__(self) -> None:",
        '        self.lifespan_class = import_from_string("app.lifespan:LifespanOn")',
        "",
      ].join("\n"),
      "app/server.py": [
        "from app.config import Config",
        "from app.importer import import_from_string",
        "",
        "",
        "class Server:",
        "    def __init__(self, config: Config) -> None:",
        "        self.lifespan = config.lifespan_class(config)",
        '        self.app = import_from_string("main:app")',
        "",
        "    async def startup(self) -> None:",
        "        await self.lifespan.startup()",
        "        self.app.startup()",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("app/server.py#"))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : ""}`);
    expect(calls).toEqual([
      "app/server.py#Server.__init__ -> ?config.lifespan_class @7",
      "app/server.py#Server.__init__ -> app/importer.py#import_from_string @8 import",
      // `-> Any` says nothing: a repository method of that name may run.
      "app/server.py#Server.startup -> ?self.app.startup @12",
      "app/server.py#Server.startup -> ?self.lifespan.startup @11",
    ]);
  });
});
