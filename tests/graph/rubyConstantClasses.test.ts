/**
 * Ruby: a constant assigned a class built with a block (`ProxyOptions = Options.new(:uri, :user) do … end`,
 * `Handler = Class.new(Base) { … }`) or a Struct (`Point = Struct.new(:x, :y)`) is a class of that name: it holds the
 * methods the block defines and the Struct's members as readers, and extends what it is built on. A new user's trial
 * on lostisland/faraday found `summary lib/faraday/options/proxy_options.rb` listing `Faraday.from` and `Faraday.host`,
 * and `ProxyOptions.from` called "outside the repository".
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const OPTIONS = [
  "module Faraday",
  "  class Options < Struct",
  "    def self.from(value)",
  "      value ? new(value) : new",
  "    end",
  "  end",
  "",
  "  ProxyOptions = Options.new(:uri, :user) do",
  "    def self.from(value)",
  "      super(value)",
  "    end",
  "",
  "    def user",
  "      self[:user] || uri.user",
  "    end",
  "  end",
  "",
  "  Handler = Class.new(Options) do",
  "    def call(env)",
  "      ProxyOptions.from(env)",
  "    end",
  "  end",
  "end",
  "",
  "Point = Struct.new(:x, :y)",
  "",
].join("\n");

describe("Ruby classes assigned to constants", () => {
  it("name their block's methods and Struct members, and extend what they are built on", async () => {
    const root = writeTree({ "lib/options.rb": OPTIONS });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const short = (id: string): string => id.replace(/^.*#/u, "");
    expect(graph.nodes.filter((n) => n.kind === "class" || n.kind === "method").map((n) => `${short(n.id)} ${n.kind}`)).toEqual([
      "Faraday class",
      "Faraday.Handler class",
      "Faraday.Handler.call method",
      "Faraday.Options class",
      "Faraday.Options.from method",
      "Faraday.ProxyOptions class",
      "Faraday.ProxyOptions.from method",
      "Faraday.ProxyOptions.uri method",
      "Faraday.ProxyOptions.user method",
      "Point class",
      "Point.x method",
      "Point.y method",
    ]);
    const edges = graph.edges.filter((e) => (e.kind === "inherits" || e.kind === "calls") && e.resolved).map((e) => `${short(e.from)} ${e.kind} ${short(e.to)}`);
    expect(edges.sort()).toEqual([
      "Faraday.Handler inherits Faraday.Options",
      "Faraday.Handler.call calls Faraday.ProxyOptions.from",
      "Faraday.Options.from calls Faraday.Options",
      "Faraday.ProxyOptions calls Faraday.Options",
      "Faraday.ProxyOptions inherits Faraday.Options",
      "Faraday.ProxyOptions.from calls Faraday.Options.from",
      "Faraday.ProxyOptions.user calls Faraday.ProxyOptions.uri",
    ]);
  });
});
