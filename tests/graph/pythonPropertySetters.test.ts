/**
 * Python: a property's setter and deleter (`@name.setter`, `@name.deleter`) join the property's node, whose span runs
 * to their end. databases ae3fb16's `@_connection.setter` was in no node's span, so a place inside it (`summary
 * --node connection.py:<line>`) named the class, and the node's code left out the setter its calls came from. The input
 * is that class cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { edgeLines, loadFixture, nodeLines, writeTree } from "./graphFixtures.js";

describe("Python property setters", () => {
  it("join the property's node", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/conn.py": [
        "def log(x):",
        "    return x",
        "",
        "",
        "class Connection:",
        "    @property",
        "    def _connection(self):",
        "        return self._conn",
        "",
        "    @_connection.setter",
        "    def _connection(self, value):",
        "        log(value)",
        "        self._conn = value",
        "",
        "    @_connection.deleter",
        "    def _connection(self):",
        "        del self._conn",
        "",
        "    def close(self):",
        "        self._connection = None",
        "",
      ].join("\n"),
    });
    const g = await buildGraph({ root, files: loadFixture(root) });
    expect(nodeLines(g)).toEqual(["pkg/conn.py#Connection class L5-20", "pkg/conn.py#Connection._connection method L7-17", "pkg/conn.py#Connection.close method L19-20", "pkg/conn.py#log function L1-2"]);
    expect(edgeLines(g).filter((l) => l.startsWith("calls"))).toEqual([
      "calls      pkg/conn.py#Connection._connection -> pkg/conn.py#log @12 [scope]",
      "calls      pkg/conn.py#Connection.close -> pkg/conn.py#Connection._connection @20 [reference, scope]",
    ]);
  }, 60_000);

  // alembic 20e58db0's `RevisionMap._revision_map` sets `self.heads = tuple(…)` where `heads` is a property without a
  // setter (a `memoized_property`: the value is stored): it read as a call of `heads`, and `heads`, which reads
  // `self._revision_map`, as recursive.
  it("are what an assignment to the member runs; without one it runs nothing", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/revision.py": [
        "class RevisionMap:",
        "    @util.memoized_property",
        "    def heads(self):",
        "        self._revision_map",
        "        return self.heads",
        "",
        "    @property",
        "    def _revision_map(self):",
        "        self.heads = ()",
        "        self.bases += ()",
        "        return {}",
        "",
        "    @property",
        "    def bases(self):",
        "        return ()",
        "",
      ].join("\n"),
    });
    const g = await buildGraph({ root, files: loadFixture(root) });
    // Nor does a property reading its own name (`return self.heads`), which reads what the descriptor stored.
    expect(edgeLines(g).filter((l) => l.startsWith("calls")).sort()).toEqual([
      "calls      pkg/revision.py#RevisionMap._revision_map -> pkg/revision.py#RevisionMap.bases @10 [reference, scope]",
      "calls      pkg/revision.py#RevisionMap.heads -> pkg/revision.py#RevisionMap._revision_map @4 [reference, scope]",
    ]);
  }, 60_000);
});
