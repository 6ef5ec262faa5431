/**
 * Python annotations that wrap a repository type: jinja (5ef70112) types `Environment.loader` by the parameter
 * `loader: t.Optional["BaseLoader"]` (typing imported as `t`); `self.loader.load(…)` in `_load_template`, the
 * template-loading path, was an external call and `callers BaseLoader.load` missed it.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python wrapped annotations", () => {
  it("type a receiver by the repository type inside Optional, Annotated, Union with None, under any typing alias", async () => {
    const root = writeTree({
      "pkg/loaders.py": ["class BaseLoader:", "    def load(self, env, name):", "        return name", ""].join("\n"),
      "pkg/env.py": [
        "import typing as t",
        "import typing_extensions as te",
        "from typing import Union",
        "",
        "if t.TYPE_CHECKING:",
        "    from .loaders import BaseLoader",
        "",
        "",
        "def a(loader: t.Optional[\"BaseLoader\"]):",
        "    loader.load(1, 2)",
        "",
        "def b(loader: te.Annotated[\"BaseLoader\", 'doc']):",
        "    loader.load(1, 2)",
        "",
        "def c(loader: Union[\"BaseLoader\", None]):",
        "    loader.load(1, 2)",
        "",
        "def d(loader: None | \"BaseLoader\"):",
        "    loader.load(1, 2)",
        "",
        "def e(loader: t.Optional[t.Dict[str, \"BaseLoader\"]]):",
        "    loader.load(1, 2)",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("pkg/env.py#"))
      .map((e) => `${e.from} -> ${e.to}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
      .sort();
    // A dict of loaders is no loader: `e`'s call stays outside (a `dict` method).
    expect(lines).toEqual([
      "pkg/env.py#a -> pkg/loaders.py#BaseLoader.load import",
      "pkg/env.py#b -> pkg/loaders.py#BaseLoader.load import",
      "pkg/env.py#c -> pkg/loaders.py#BaseLoader.load import",
      "pkg/env.py#d -> pkg/loaders.py#BaseLoader.load import",
      "pkg/env.py#e -> ?loader.load external",
    ]);
  });
});
