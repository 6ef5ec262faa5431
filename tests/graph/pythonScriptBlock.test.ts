/**
 * Python's script-only block (`if __name__ == "__main__":` at module level) runs only when the file is started as a
 * script: its imports are no `imports` edge of the module. Cut down from rich's `live.py`, whose demo imported
 * `.table` and `live.py` itself, so `strata impact` of `Table` listed `live.py` as an importer. Its calls at module
 * level are no `calls` edge of the module either: the demo's `Live(console=console)`, `live_table.update(…)` and
 * `Table(…)` (unresolved, its import being none) were calls of `rich/live.py`, so `callers` of `Live.update` listed it.
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

  it("leaves out the module-level calls of the __main__ block, keeping those of the module and its else branch", async () => {
    const root = writeTree({
      "rich/console.py": "class Console:\n    def log(self, *objects):\n        pass\n",
      "rich/table.py": "class Table:\n    pass\n",
      "rich/live.py": [
        "from .console import Console",
        "",
        "",
        "class Live:",
        "    def __init__(self, console=None):",
        "        self.console = console",
        "",
        "    def update(self, renderable):",
        "        Console().log(renderable)",
        "",
        "",
        "default_console = Console()",
        "",
        'if __name__ == "__main__":  # pragma: no cover',
        "    from .table import Table",
        "",
        "    console = Console()",
        "    with Live(console=console) as live_table:",
        '        table = Table(title="Exchange Rates")',
        "        live_table.update(table)",
        "        console.log(sorted([3, 1], key=len))",
        "else:",
        '    Console().log("imported")',
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.from === "rich/live.py" && e.kind !== "contains" && e.kind !== "imports")
      .map((e) => `${e.kind} ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.via ? ` ${e.via}` : ""}`)
      .sort();
    expect(calls).toEqual(["calls rich/console.py#Console @12,23", "calls rich/console.py#Console.log @23"]);
    // A method's own calls are kept.
    expect(graph.edges.filter((e) => e.from === "rich/live.py#Live.update").map((e) => e.to).sort()).toEqual(["rich/console.py#Console", "rich/console.py#Console.log"]);
  });
});
