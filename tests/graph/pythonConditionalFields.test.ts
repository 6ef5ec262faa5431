/**
 * A Python field set by a conditional expression takes the type of the value given when the test holds: rich
 * 7f580bdc's `Live.__init__` sets `self.console = console if console is not None else get_console()` with
 * `console: Optional[Console]`; `self.console.print(…)` in `Live.refresh` was unresolved.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("a Python field set by a conditional expression", () => {
  it("is typed by the value the test gives", async () => {
    const root = writeTree({
      "rich/console.py": ["class Console:", "    def print(self, *objects):", "        return None", ""].join("\n"),
      "rich/live.py": [
        "from typing import Optional",
        "from .console import Console",
        "",
        "",
        "def get_console():",
        "    return Console()",
        "",
        "",
        "class Live:",
        "    def __init__(self, console: Optional[Console] = None, other=None):",
        "        self.console = console if console is not None else get_console()",
        "        self.other = other if other else None",
        "",
        "    def refresh(self):",
        "        self.console.print('x')",
        "        self.other.print('y')",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(
      graph.edges
        .filter((e) => e.kind === "calls" && e.from === "rich/live.py#Live.refresh")
        .map((e) => `${e.to} @${e.line} ${e.resolution ?? (e.external ? "external" : "internal")}`)
        .sort(),
    ).toEqual(["?self.other.print @16 internal", "rich/console.py#Console.print @15 import"]);
  });
});
