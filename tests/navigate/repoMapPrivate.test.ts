/**
 * Links to private names weigh a tenth in the map's file ranking, as references to `_`-prefixed identifiers do in
 * Aider's repo map: a new user's trial on click 2c8cd3ac found `strata map` leading with `_compat.py` and the
 * Windows-only `_winconsole.py`, helpers every module calls, ahead of `core.py`.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph, GraphNode } from "../../src/graph/index.js";
import { isPrivateTarget, rankFiles } from "../../src/navigate/index.js";

const file = (path: string): GraphNode => ({ id: path, kind: "file", name: path, qualifiedName: path, path, contentHash: "0" });
const fn = (path: string, name: string): GraphNode => ({ id: `${path}#${name}`, kind: "function", name, qualifiedName: name, path, contentHash: "0" });
const call = (from: string, to: string): CodeGraph["edges"][number] => ({ from, to, kind: "calls", resolved: true });

describe("private names in the map's ranking", () => {
  it("tells private names and private modules from dunders and public ones", () => {
    expect(["pkg/_compat.py#term_len", "pkg/core.py#_split_opt", "pkg/core.py#Context._close", "pkg/_compat.py", "pkg/core.py#Context.__init__", "pkg/__init__.py#main", "pkg/core.py#Context.invoke", "src/a.ts#Parser.parse"].map(isPrivateTarget)).toEqual([true, true, true, true, false, false, false, false]);
  });

  it("ranks a public module its callers use above a private helper module called more often", () => {
    const graph = {
      formatVersion: 1,
      nodes: [file("pkg/core.py"), fn("pkg/core.py", "invoke"), file("pkg/_compat.py"), fn("pkg/_compat.py", "term_len"), file("pkg/a.py"), fn("pkg/a.py", "a"), file("pkg/b.py"), fn("pkg/b.py", "b"), file("pkg/c.py"), fn("pkg/c.py", "c")],
      edges: [
        call("pkg/a.py#a", "pkg/core.py#invoke"),
        call("pkg/b.py#b", "pkg/core.py#invoke"),
        call("pkg/a.py#a", "pkg/_compat.py#term_len"),
        call("pkg/b.py#b", "pkg/_compat.py#term_len"),
        call("pkg/c.py#c", "pkg/_compat.py#term_len"),
      ],
    } as unknown as CodeGraph;
    expect(rankFiles(graph).map((f) => f.path).slice(0, 2)).toEqual(["pkg/core.py", "pkg/_compat.py"]);
  });
});
