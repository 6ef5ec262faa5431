/**
 * Ruby names bound inside blocks, typed by method results, bare calls found by name only while typing a receiver, a
 * mixin's calls on self, and writers (`x.version = v`) (src/graph/languages/ruby): exact call edges on small fixtures.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const LIB = [
  "class Response",
  "  def status; end",
  "end",
  "class Settings",
  "  def format; end",
  "end",
  "module Configurable",
  "  def option_store",
  "    @option_store ||= Settings.new",
  "  end",
  "end",
  "class Client",
  "  def fetch",
  "    Response.new",
  "  end",
  "end",
  "",
].join("\n");

describe("Ruby block-local names", () => {
  it("keeps a name first assigned in a block to that block, so a sibling block's bare name is a call on self", async () => {
    const lines = await callLines({
      "lib/lib.rb": LIB,
      "test/use_test.rb": [
        "class UseTest",
        "  def response",
        "    Response.new",
        "  end",
        "  def self.it(name, &block); end",
        "  it 'a' do",
        "    response = nil",
        "    response.status",
        "  end",
        "  it 'b' do",
        "    response.status",
        "  end",
        "  it 'c' do",
        "    [1].each { |response| response.status }",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/");
    expect(lines).toEqual([
      "test/use_test.rb#UseTest -> ?[1].each @14 external",
      "test/use_test.rb#UseTest -> ?response.status @8 internal",
      // Line 11: `response` is no local of this block, so it is the method; line 14's block parameter stays unknown.
      "test/use_test.rb#UseTest -> lib/lib.rb#Response.status @11 import",
      "test/use_test.rb#UseTest -> test/use_test.rb#UseTest.it @6 scope",
      "test/use_test.rb#UseTest -> test/use_test.rb#UseTest.response @11 scope",
      "test/use_test.rb#UseTest.response -> lib/lib.rb#Response @3 import",
    ]);
  });
});

describe("Ruby names typed by a method's result", () => {
  it("types `x = y.m` and `@x = m` by what the method gives", async () => {
    const lines = await callLines({
      "lib/lib.rb": LIB,
      "lib/use.rb": [
        "class Use",
        "  def initialize(client)",
        "    @client = Client.new",
        "    @last = @client.fetch",
        "  end",
        "  def run",
        "    r = @client.fetch",
        "    r.status",
        "    @last.status",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/use.rb");
    expect(lines).toEqual([
      "lib/use.rb#Use.initialize -> lib/lib.rb#Client @3 import",
      "lib/use.rb#Use.initialize -> lib/lib.rb#Client.fetch @4 import",
      "lib/use.rb#Use.run -> lib/lib.rb#Client.fetch @7 import",
      "lib/use.rb#Use.run -> lib/lib.rb#Response.status @8 import",
    ]);
  });

  it("types a receiver by the one method of a bare name no scope has (a sibling mixin's)", async () => {
    const lines = await callLines({
      "lib/lib.rb": LIB,
      "lib/formats.rb": [
        "module Formats",
        "  def current_format",
        "    option_store.format",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/formats.rb");
    expect(lines).toEqual([
      "lib/formats.rb#Formats.current_format -> lib/lib.rb#Configurable.option_store @3 name-only",
      "lib/formats.rb#Formats.current_format -> lib/lib.rb#Settings.format @3 import",
    ]);
  });

  it("resolves a mixin's call on self to the one method its includers define", async () => {
    const lines = await callLines({
      "lib/app.rb": [
        "module Helpers",
        "  def redirect(to)",
        "    halt 302",
        "    missing_everywhere(1)",
        "  end",
        "end",
        "class Base",
        "  include Helpers",
        "  def halt(code); end",
        "end",
        "class Other",
        "  def missing_everywhere; end",
        "end",
        "class Another",
        "  def missing_everywhere; end",
        "end",
        "",
      ].join("\n"),
    }, "lib/app.rb#Helpers");
    expect(lines).toEqual([
      "lib/app.rb#Helpers.redirect -> ?missing_everywhere @4 internal",
      "lib/app.rb#Helpers.redirect -> lib/app.rb#Base.halt @3 scope",
    ]);
  });

  it("reads `x.version = v` as a call of the writer `version=`, and an accessor's writer as a call of its `attr_accessor` node", async () => {
    const lines = await callLines({
      "lib/app.rb": [
        "class Setting",
        "  def version; end",
        "  def version=(v); end",
        "  attr_accessor :name",
        "  def name; end",
        "end",
        "class Use",
        "  def run",
        "    s = Setting.new",
        "    s.version = 2",
        "    s.version",
        "    s.name = 'x'",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/app.rb#Use");
    expect(lines).toEqual([
      "lib/app.rb#Use.run -> lib/app.rb#Setting @9 scope",
      "lib/app.rb#Use.run -> lib/app.rb#Setting.name @12 scope",
      "lib/app.rb#Use.run -> lib/app.rb#Setting.version @11 scope",
      "lib/app.rb#Use.run -> lib/app.rb#Setting.version= @10 scope",
    ]);
  });
});
