/**
 * Python: `with x:` runs x's `__enter__` and `__exit__`, `async with x:` its `__aenter__` and `__aexit__`. databases
 * ae3fb16 uses connections and transactions so (`async with self.connection():` in every query method, `async with
 * database.transaction():` in tests), and `callers Transaction.__aexit__` listed one caller. A manager outside the
 * repository (`open(…)`) or of unknown type gives no edge. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph, graphStats } from "../../src/graph/index.js";
import { edgeLines, loadFixture, writeTree } from "./graphFixtures.js";

describe("Python context managers", () => {
  it("run the manager's enter and exit methods", async () => {
    const root = writeTree({
      "databases/__init__.py": "",
      "databases/core.py": [
        "class Connection:",
        "    async def __aenter__(self):",
        "        return self",
        "",
        "    async def __aexit__(self, *args):",
        "        pass",
        "",
        "",
        "class Transaction:",
        "    def __enter__(self):",
        "        return self",
        "",
        "    def __exit__(self, *args):",
        "        pass",
        "",
        "",
        "class Database:",
        "    def connection(self) -> Connection:",
        "        return Connection()",
        "",
        "    async def fetch_all(self, query):",
        "        async with self.connection() as connection:",
        "            return query",
        "",
        "    def sync(self, path, lock):",
        "        with Transaction():",
        "            pass",
        "        with open(path) as f, lock:",
        "            return f",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(edgeLines(graph).filter((l) => l.startsWith("calls") && l.includes("__"))).toEqual([
      "calls      databases/core.py#Database.fetch_all -> databases/core.py#Connection.__aenter__ @22 [statement, scope]",
      "calls      databases/core.py#Database.fetch_all -> databases/core.py#Connection.__aexit__ @22 [statement, scope]",
      "calls      databases/core.py#Database.sync -> databases/core.py#Transaction.__enter__ @26 [statement, scope]",
      "calls      databases/core.py#Database.sync -> databases/core.py#Transaction.__exit__ @26 [statement, scope]",
    ]);
    // Recorded only where they resolve, so counted apart from call expressions and their shares.
    expect(graphStats(graph).calls.map((c) => [c.language, c.statements, c.resolved])).toEqual([["python", 4, 3]]);
  });
});
