/**
 * A parent call (`super().m()`, Java `super.m()`, PHP `parent::m()`) is bound to the base's method: `impact` of an
 * override in a sibling class does not reach it "through" the base. A trial on typer (9a7b2e83) found `impact
 * TyperGroup.format_help` listing `TyperCommand.format_help`, whose `super().format_help(ctx, formatter)`
 * (typer/core.py:987) can only run `Command.format_help`; the input is those classes cut down. Python's `super()` is
 * cooperative: with a class deriving from both siblings, the call does run the second one's override.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { impactOf } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

const TYPER = {
  "typer/__init__.py": "",
  "typer/_click/__init__.py": "from .core import Command as Command\n",
  "typer/_click/core.py": `class Command:
    def get_help(self, ctx):
        formatter = ctx.make_formatter()
        self.format_help(ctx, formatter)
        return formatter.getvalue()

    def format_help(self, ctx, formatter):
        formatter.write(ctx)
`,
  "typer/core.py": `from . import _click


class TyperCommand(_click.Command):
    def format_help(self, ctx, formatter):
        return super().format_help(ctx, formatter)


class TyperGroup(_click.Command):
    def format_help(self, ctx, formatter):
        return rich_format_help(self, ctx)


def rich_format_help(obj, ctx):
    return obj
`,
};

const JAVA = {
  "src/main/java/p/Base.java": "package p;\n\npublic class Base {\n  public String render() { return \"\"; }\n  public String show() { return render(); }\n}\n",
  "src/main/java/p/Left.java": "package p;\n\npublic class Left extends Base {\n  @Override\n  public String render() { return super.render() + \"l\"; }\n}\n",
  "src/main/java/p/Right.java": "package p;\n\npublic class Right extends Base {\n  @Override\n  public String render() { return \"r\"; }\n}\n",
};

const PHP = {
  "src/Base.php": "<?php\nnamespace App;\n\nclass Base\n{\n    public function render() { return ''; }\n    public function show() { return $this->render(); }\n}\n",
  "src/Left.php": "<?php\nnamespace App;\n\nclass Left extends Base\n{\n    public function render() { return parent::render() . 'l'; }\n}\n",
  "src/Right.php": "<?php\nnamespace App;\n\nclass Right extends Base\n{\n    public function render() { return 'r'; }\n}\n",
};

const lines = (graph: CodeGraph, id: string): string[] =>
  impactOf(graph, id, 1)!.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}${n.through ? ` through ${n.through}` : ""}${n.overrides ? ` overrides ${n.overrides}` : ""}`));

describe("impact: parent calls are bound to the base's method", () => {
  const typer = fixtureGraph(TYPER);
  const diamond = fixtureGraph({ ...TYPER, "typer/both.py": "from .core import TyperCommand, TyperGroup\n\n\nclass Both(TyperCommand, TyperGroup):\n    pass\n" });
  const java = fixtureGraph(JAVA);
  const php = fixtureGraph(PHP);

  it("marks the parent call's edge", () => {
    const supers = (graph: CodeGraph): string[] => graph.edges.filter((e) => e.via === "super").map((e) => `${e.from} -> ${e.to} @${e.line} ${e.resolution}`);
    expect([...supers(typer.graph), ...supers(java.graph), ...supers(php.graph)]).toEqual([
      "typer/core.py#TyperCommand.format_help -> typer/_click/core.py#Command.format_help @6 import",
      "src/main/java/p/Left.java#Left.render -> src/main/java/p/Base.java#Base.render @5 scope",
      "src/Left.php#Left.render -> src/Base.php#Base.render @6 import",
    ]);
  });

  it("does not reach a sibling's parent call through the base (Python)", () => {
    expect(lines(typer.graph, "typer/core.py#TyperGroup.format_help")).toEqual(["1 calls typer/_click/core.py#Command.get_help through typer/_click/core.py#Command.format_help"]);
    // The override's own impact and the base's are as before: the parent call is a call of the base's method.
    expect(lines(typer.graph, "typer/_click/core.py#Command.format_help")).toEqual([
      "1 calls typer/_click/core.py#Command.get_help",
      "1 calls typer/core.py#TyperCommand.format_help",
      "1 inherits typer/core.py#TyperGroup.format_help overrides typer/_click/core.py#Command.format_help",
    ]);
  });

  it("reaches it where a class derives from both siblings (cooperative super())", () => {
    expect(lines(diamond.graph, "typer/core.py#TyperGroup.format_help")).toEqual([
      "1 calls typer/_click/core.py#Command.get_help through typer/_click/core.py#Command.format_help",
      "1 calls typer/core.py#TyperCommand.format_help through typer/_click/core.py#Command.format_help",
    ]);
  });

  it("does not reach a sibling's super.m() or parent::m() (Java, PHP)", () => {
    expect(lines(java.graph, "src/main/java/p/Right.java#Right.render")).toEqual(["1 calls src/main/java/p/Base.java#Base.show through src/main/java/p/Base.java#Base.render"]);
    expect(lines(php.graph, "src/Right.php#Right.render")).toEqual(["1 calls src/Base.php#Base.show through src/Base.php#Base.render"]);
  });
});
