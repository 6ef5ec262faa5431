/**
 * Python's script-only block (`if __name__ == "__main__":` at module level) runs only when the file is started as a
 * script: its imports are no `imports` edge of the module. Cut down from rich's `live.py`, whose demo imported
 * `.table` and `live.py` itself, so `strata impact` of `Table` listed `live.py` as an importer.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";
import { RUN_PY } from "../helpers/pythonScriptBlock.js";

describe("Python script-only block", () => {
  it("keeps the module's imports and leaves out those of the __main__ block", async () => {
    const root = writeTree({
      "rich/console.py": "class Console:\n    pass\n",
      "rich/table.py": "class Table:\n    pass\n",
      "rich/live.py": [
        "import sys",
        "from .console import Console",
        "",
        "",
        "class Live:",
        "    def start(self):",
        "        from .table import Table",
        "        return Table()",
        "",
        "",
        'if __name__ == "__main__":  # pragma: no cover',
        "    import random",
        "    from .live import Live as Live",
        "    from .table import Table",
        "",
        "    Live().start()",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const imports = graph.edges
      .filter((e) => e.kind === "imports" && e.from === "rich/live.py")
      .map((e) => `${e.to} @${(e.lines ?? [e.line]).join(",")}`)
      .sort();
    expect(imports).toEqual(["?sys @1", "rich/console.py @2", "rich/table.py @7"]);
  });

  it("keeps the imports of the block's else branch and of an `!=` test, which run on import", async () => {
    const root = writeTree({
      "tool/config.py": "SETTINGS = {}\n",
      "tool/speedups.py": "def fast():\n    pass\n",
      "tool/cli.py": "def main():\n    pass\n",
      "tool/run.py": RUN_PY,
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const imports = graph.edges
      .filter((e) => e.kind === "imports" && e.from === "tool/run.py")
      .map((e) => `${e.to} @${(e.lines ?? [e.line]).join(",")}`)
      .sort();
    expect(imports).toEqual(["?os @1", "tool/config.py @10", "tool/speedups.py @7"]);
  });
});
