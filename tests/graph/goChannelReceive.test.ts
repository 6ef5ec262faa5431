/**
 * A Go value received from a channel (`x := <-ch`, `case x := <-c.add:`) is of the channel's
 * element type: robfig/cron's `Cron.run` calls `newEntry.Schedule.Next(now)` on `case newEntry := <-c.add:` (`add chan
 * *Entry`), which `strata callees` listed as unresolved while `e.Schedule.Next(now)` beside it reached `Schedule.Next`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { goElementText } from "../../src/graph/languages/go/language.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go: a value received from a channel", () => {
  it("is of the channel's element type", () => {
    expect(["chan *Entry", "<-chan Entry", "chan<- pkg.Entry", "[]Entry"].map(goElementText)).toEqual(["*Entry", "Entry", "pkg.Entry", "Entry"]);
  });

  it("resolves the calls on it", async () => {
    const root = writeTree({
      "go.mod": "module example.com/cron\n\ngo 1.22\n",
      "cron.go": [
        "package cron",
        "",
        "type Entry struct{ ID int }",
        "",
        "func (e *Entry) Run() {}",
        "",
        "type Cron struct {",
        "\tadd  chan *Entry",
        "\tdone <-chan *Entry",
        "}",
        "",
        "func (c *Cron) run(stop chan struct{}) {",
        "\tfor {",
        "\t\tselect {",
        "\t\tcase newEntry := <-c.add:",
        "\t\t\tnewEntry.Run()",
        "\t\tcase <-stop:",
        "\t\t\treturn",
        "\t\t}",
        "\t}",
        "}",
        "",
        "func (c *Cron) drain() {",
        "\tfirst := <-c.add",
        "\tfirst.Run()",
        "\tnext := <-c.done",
        "\tnext.Run()",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}`)).toEqual([
      "cron.go#Cron.drain -> cron.go#Entry.Run @25,27",
      "cron.go#Cron.run -> cron.go#Entry.Run @16",
    ]);
  });
});
