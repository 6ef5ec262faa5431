/**
 * Found on a new user's trial on tqdm f6a30fa: `self._ema_dn = EMA(smoothing)` in `__init__`, then `self._ema_dn(dn)`
 * in `update`, runs `EMA.__call__`; `callees tqdm.update` listed the call as outside the repository, and `callers
 * EMA.__call__` had only a test. And `format_sizeof = tqdm.format_sizeof` in a static method, then
 * `format_sizeof(total)`, runs `tqdm.format_sizeof`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { callLines, loadFixture, writeTree } from "./graphFixtures.js";

describe("Python calls of callable values", () => {
  it("a call of a field holding an instance runs its class's __call__; a call of a local holding a method runs it", async () => {
    const lines = await callLines(
      {
        "pkg/std.py": [
          "class EMA:",
          "    def __init__(self, smoothing=0.3):",
          "        self.alpha = smoothing",
          "",
          "    def __call__(self, x=None):",
          "        return x",
          "",
          "class Plain:",
          "    pass",
          "",
          "class Bar:",
          "    def __init__(self, smoothing):",
          "        self._ema_dn = EMA(smoothing)",
          "        self._plain = Plain()",
          "",
          "    def update(self, n):",
          "        self._ema_dn(n)",
          "        self._plain(n)",
          "",
          "    @staticmethod",
          "    def format_sizeof(num):",
          "        return str(num)",
          "",
          "    @staticmethod",
          "    def format_meter(total):",
          "        format_sizeof = Bar.format_sizeof",
          "        return format_sizeof(total)",
          "",
          "    @staticmethod",
          "    def main(fp):",
          "        stdout = fp",
          "        write = stdout.write",
          "        class stdout:",
          "            @staticmethod",
          "            def write(x):",
          "                return x",
          "        return write('x')",
          "",
        ].join("\n"),
      },
      "pkg/std.py#Bar.",
    );
    expect(lines).toEqual([
      "pkg/std.py#Bar.__init__ -> pkg/std.py#EMA.__init__ @13 scope",
      "pkg/std.py#Bar.__init__ -> pkg/std.py#Plain @14 scope",
      "pkg/std.py#Bar.format_meter -> pkg/std.py#Bar.format_sizeof @27 scope",
      "pkg/std.py#Bar.format_sizeof -> ?str @22 external",
      // `stdout` is the parameter's value when `write` is assigned; the local class of that name comes after.
      "pkg/std.py#Bar.main -> ?write @37 internal",
      // A class without `__call__`: calling its instance runs nothing of the repository (a TypeError at run time).
      "pkg/std.py#Bar.update -> ?self._plain @18 external",
      "pkg/std.py#Bar.update -> pkg/std.py#EMA.__call__ @17 scope",
    ]);
  });

  // tqdm's `posix_pipe(stdin, stdout, '', buf_size, t.update)`: `callers tqdm.update` said "used as a property".
  it("a bound method passed as an argument is a callback, not a property read", async () => {
    const root = writeTree({
      "pkg/run.py": [
        "class Bar:",
        "    def update(self, n=1):",
        "        return n",
        "",
        "def pipe(stream, callback):",
        "    callback(len(stream))",
        "",
        "def run(stream):",
        "    b = Bar()",
        "    pipe(stream, b.update)",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const edges = graph.edges.filter((e) => e.from === "pkg/run.py#run" && e.to === "pkg/run.py#Bar.update").map((e) => `@${e.line} ${e.via ?? "call"}`);
    expect(edges).toEqual(["@10 callback"]);
  });
});
