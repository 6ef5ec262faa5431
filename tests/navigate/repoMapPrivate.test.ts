/**
 * Links to private names weigh a tenth in the map's file ranking, as references to `_`-prefixed identifiers do in
 * Aider's repo map: a new user's trial on click 2c8cd3ac found `strata map` leading with `_compat.py` and the
 * Windows-only `_winconsole.py`, helpers every module calls, ahead of `core.py`.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph, GraphNode } from "../../src/graph/index.js";
import { isPrivateTarget, rankFiles, repoMap } from "../../src/navigate/index.js";

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

  // A new user's trial on mobx (01211a69): `strata map` opened with `internal.ts`, which only re-exports 268 names.
  it("lists a file that declares nothing after the files that declare something", () => {
    const imports = (from: string, to: string): CodeGraph["edges"][number] => ({ from, to, kind: "imports", resolved: true });
    const graph = {
      formatVersion: 1,
      nodes: [file("src/internal.ts"), file("src/core.ts"), fn("src/core.ts", "startBatch"), file("src/a.ts"), fn("src/a.ts", "a"), file("src/b.ts"), fn("src/b.ts", "b")],
      edges: [imports("src/a.ts", "src/internal.ts"), imports("src/b.ts", "src/internal.ts"), imports("src/core.ts", "src/internal.ts"), imports("src/internal.ts", "src/core.ts")],
    } as unknown as CodeGraph;
    expect(rankFiles(graph)[0]!.path).toBe("src/internal.ts");
    expect(repoMap(graph, { budget: 2000, countTokens: (t) => Math.ceil(t.length / 4) }).files.map((f) => f.path)).toEqual(["src/core.ts", "src/a.ts", "src/b.ts", "src/internal.ts"]);
  });
});
