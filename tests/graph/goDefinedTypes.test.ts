/**
 * Go: a defined type of any underlying type (an array, a slice, a func, a basic type) is a node that owns its
 * methods, so calls on values of it resolve. A trial on zap 5b81b37 found `counter := s.counts.get(…)` then
 * `counter.IncCheckReset(…)` in `sampler.Check` unresolved (`counts *counters`, `type counters
 * [_numLevels][_countersPerLevel]counter`) and `definition multiCore` (`type multiCore []Core`) answering "no
 * definition"; the input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go defined types", () => {
  it("own their methods whatever their underlying type", async () => {
    const root = writeTree({
      "go.mod": "module example.com/zap\n\ngo 1.22\n",
      "sampler.go": [
        "package zap",
        "",
        "type counter struct{ n uint64 }",
        "",
        "func (c *counter) IncCheckReset() uint64 { c.n++; return c.n }",
        "",
        "type counters [2][4]counter",
        "",
        "func (cs *counters) get(lvl int, key string) *counter { return &cs[lvl][0] }",
        "",
        "type Level int8",
        "",
        "func (l Level) Enabled(other Level) bool { return l <= other }",
        "",
        "type sampler struct {",
        "\tcounts *counters",
        "\tlevel  Level",
        "}",
        "",
        "func (s *sampler) Check(lvl int, msg string) bool {",
        "\tcounter := s.counts.get(lvl, msg)",
        "\tcounter.IncCheckReset()",
        "\treturn s.level.Enabled(Level(lvl))",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "struct").map((n) => n.id)).toEqual(["sampler.go#Level", "sampler.go#counter", "sampler.go#counters", "sampler.go#sampler"]);
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from === "sampler.go#sampler.Check")
      .map((e) => `${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : ""}`);
    // `Level(lvl)` is a conversion: a use of Level, no call (goConversions.test.ts).
    expect(calls).toEqual([
      "sampler.go#Level.Enabled @23 scope",
      "sampler.go#counter.IncCheckReset @22 scope",
      "sampler.go#counters.get @21 scope",
    ]);
  });
});
