/**
 * Ruby member rules of the graph (src/graph/languages/ruby): attribute methods (`attr_reader`, `attr_accessor`) as
 * nodes typed by their field, and what receivers they type. Each case lists every call edge of the caller, with one
 * call the rule must leave alone.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const REQUEST = ["class Request", "  def safe?; end", "end", ""].join("\n");

describe("Ruby member rules", () => {
  it("makes `attr_reader :a, :b` / `attr_accessor` methods that give their field, in the class and to its modules' bare names", async () => {
    const lines = await callLines({
      "lib/request.rb": REQUEST,
      "lib/base.rb": [
        "class Base",
        "  include Helpers",
        "  attr_reader :request, :name",
        "  class << self",
        "    attr_accessor :target",
        "  end",
        "  def call(env)",
        "    @request = Request.new",
        "    request.safe?",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/helpers.rb": ["module Helpers", "  def etag", "    request.safe?", "  end", "end", ""].join("\n"),
      "lib/use.rb": [
        "class Use",
        "  def run(base, other)",
        "    Base.target",
        "    base.name = 2",
        "    other.request",
        "  end",
        "  def set",
        "    Base.target = 1",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/");
    expect(lines).toEqual([
      "lib/base.rb#Base -> ?attr_accessor @5 external",
      "lib/base.rb#Base -> ?attr_reader @3 external",
      "lib/base.rb#Base -> ?include @2 external",
      "lib/base.rb#Base.call -> lib/request.rb#Request @8 import",
      "lib/base.rb#Base.call -> lib/request.rb#Request.safe? @9 import",
      "lib/helpers.rb#Helpers.etag -> lib/request.rb#Request.safe? @3 import",
      "lib/use.rb#Use.run -> ?base.name= @4 internal",
      "lib/use.rb#Use.run -> ?other.request @5 internal",
      "lib/use.rb#Use.run -> lib/base.rb#Base.target @3 import",
      "lib/use.rb#Use.set -> lib/base.rb#Base.target @8 import",
    ]);
  });
});
