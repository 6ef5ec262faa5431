/**
 * Ruby: a method defined with a body after a bodiless definition of its name (`attr_reader :size` then `def size`, a
 * Struct member `:x` then the block's `def x`) replaces it, as it does at run time: the node spans the method, whose
 * calls it owns. A break-it trial found a Struct block's `def x; super * 2; end` without a node of its own.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const SOURCE = [
  "Point = Struct.new(:x, :y) do",
  "  def x",
  "    helper",
  "  end",
  "",
  "  def helper",
  "    2",
  "  end",
  "end",
  "",
  "class Box",
  "  attr_reader :size",
  "",
  "  def size",
  "    @size || 0",
  "  end",
  "end",
  "",
].join("\n");

describe("Ruby methods redefining readers", () => {
  it("take the reader's node: its span, signature and calls are the method's", async () => {
    const root = writeTree({ "a.rb": SOURCE });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const methods = graph.nodes.filter((n) => n.kind === "method").map((n) => `${n.qualifiedName} ${n.span!.startLine}-${n.span!.endLine} ${n.signature}`);
    expect(methods).toEqual(["Box.size 14-16 def size", "Point.helper 6-8 def helper", "Point.x 2-4 def x", "Point.y 1-1 :y"]);
    // The method's call is owned by its node; `self` in a method of the block is a Point (a break-it trial found such
    // bare calls unresolved).
    const calls = graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from.replace(/^.*#/u, "")} -> ${e.to.replace(/^a\.rb#/u, "")}`);
    expect(calls).toEqual(["Box -> ?attr_reader", "Point -> ?Struct.new", "Point.x -> Point.helper"]);
  });
});
