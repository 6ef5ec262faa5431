/**
 * Ruby result and receiver rules of the graph (src/graph/languages/ruby), cut down from rack 8bf4eb07: what a method
 * gives when its last call is written without parentheses or its body has an `ensure` clause. Each case lists every
 * call edge of the callers, with one call the rule must leave alone.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const REQUEST = ["module Rack", "  class Request", "    def host; end", "    def port; end", "  end", "end", ""].join("\n");

describe("Ruby result rules", () => {
  it("reads a last call written without parentheses (`NonDelegate.new env`, `Rack::Lint.new Rack::ETag.new(app)`, `make_request env`) as a call of its callee", async () => {
    const lines = await callLines({
      "lib/rack/request.rb": REQUEST,
      "lib/rack/lint.rb": ["module Rack", "  class Lint", "    def initialize(app); end", "    def call(env); end", "  end", "end", ""].join("\n"),
      // test/spec_request.rb, test/spec_etag.rb
      "test/spec_request.rb": [
        "class RackRequestTest < Minitest::Spec",
        "  it 'can get a key from the env' do",
        "    req = make_request({})",
        "    req.host",
        "  end",
        "  it 'runs the lint' do",
        "    etag(1).call({})",
        "  end",
        "  it 'names no call' do",
        "    plain(1).host",
        "  end",
        "  def make_request(env)",
        "    NonDelegate.new env",
        "  end",
        "  def etag(app, *args)",
        "    Rack::Lint.new Rack::Request.new(app, *args)",
        "  end",
        "  def plain(env)",
        "    puts env",
        "  end",
        "  class NonDelegate < Rack::Request",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/");
    expect(lines).toEqual([
      "test/spec_request.rb#RackRequestTest -> ?it @2 external",
      "test/spec_request.rb#RackRequestTest -> ?plain(1).host @10 internal",
      "test/spec_request.rb#RackRequestTest -> lib/rack/lint.rb#Rack.Lint.call @7 import",
      "test/spec_request.rb#RackRequestTest -> lib/rack/request.rb#Rack.Request.host @4 import",
      "test/spec_request.rb#RackRequestTest -> test/spec_request.rb#RackRequestTest.etag @7 scope",
      "test/spec_request.rb#RackRequestTest -> test/spec_request.rb#RackRequestTest.make_request @3 scope",
      "test/spec_request.rb#RackRequestTest -> test/spec_request.rb#RackRequestTest.plain @10 scope",
      "test/spec_request.rb#RackRequestTest.etag -> lib/rack/lint.rb#Rack.Lint.initialize @16 import",
      "test/spec_request.rb#RackRequestTest.etag -> lib/rack/request.rb#Rack.Request @16 import",
      "test/spec_request.rb#RackRequestTest.make_request -> test/spec_request.rb#RackRequestTest.NonDelegate @13 scope",
      "test/spec_request.rb#RackRequestTest.plain -> ?puts @19 external",
    ]);
  });

  it("gives the main part's last expression of a body with an `ensure` clause, and nothing for one with a `rescue` clause", async () => {
    const lines = await callLines({
      "lib/rack/request.rb": REQUEST,
      // lib/rack/mock_request.rb
      "lib/rack/mock_request.rb": [
        "module Rack",
        "  class MockRequest",
        "    def get(uri, opts = {})     request(uri, opts)     end",
        "    def request(uri = '', opts = {})",
        "      status, headers, body = @app.call(uri)",
        "      Request.new(status, headers, body)",
        "    ensure",
        "      body.close if body.respond_to?(:close)",
        "    end",
        "    def rescued(uri)",
        "      Request.new(uri)",
        "    rescue ArgumentError",
        "      nil",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      "test/spec_mock_response.rb": [
        "describe Rack::MockRequest do",
        "  it 'provides access to the HTTP status' do",
        "    res = Rack::MockRequest.new(1).get('')",
        "    res.host",
        "  end",
        "  it 'leaves a rescued result alone' do",
        "    Rack::MockRequest.new(1).rescued('').port",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/");
    expect(lines).toEqual([
      "test/spec_mock_response.rb -> ?Rack.MockRequest.new(1).rescued('').port @7 internal",
      "test/spec_mock_response.rb -> ?describe @1 external",
      "test/spec_mock_response.rb -> ?it @2 external",
      "test/spec_mock_response.rb -> lib/rack/mock_request.rb#Rack.MockRequest @3 import",
      "test/spec_mock_response.rb -> lib/rack/mock_request.rb#Rack.MockRequest.get @3 import",
      "test/spec_mock_response.rb -> lib/rack/mock_request.rb#Rack.MockRequest.rescued @7 import",
      "test/spec_mock_response.rb -> lib/rack/request.rb#Rack.Request.host @4 import",
    ]);
  });

  it("types an example group's instance variable by its assignment in a `before` block of that group or a group around it, not of another group", async () => {
    const lines = await callLines({
      "lib/rack/mock_request.rb": ["module Rack", "  class MockRequest", "    def initialize(app); end", "    def get(uri); end", "  end", "end", ""].join("\n"),
      "lib/rack/response.rb": ["module Rack", "  class Response", "    def initialize(body); end", "    def has_header?(key); end", "  end", "end", ""].join("\n"),
      // test/spec_static.rb, test/spec_response.rb
      "test/spec_static.rb": [
        "describe Rack::Static do",
        "  before do",
        "  @request = Rack::MockRequest.new(1)",
        "  end",
        "  describe 'nested' do",
        "    it 'serves files' do",
        "      @request.get('/cgi/test')",
        "    end",
        "  end",
        "end",
        "describe Rack::Response, 'headers' do",
        "  before do",
        "    @response = Rack::Response.new([])",
        "  end",
        "  it 'has_header?' do",
        "    lambda { @response.has_header? nil }.must_raise ArgumentError",
        "    @request.get('/')",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/");
    expect(lines).toEqual([
      "test/spec_static.rb -> ?@request.get @17 internal",
      "test/spec_static.rb -> ?before @2 external",
      "test/spec_static.rb -> ?describe @1 external",
      "test/spec_static.rb -> ?it @6 external",
      "test/spec_static.rb -> ?lambda @16 external",
      "test/spec_static.rb -> ?lambda{@response.has_header?nil}.must_raise @16 external",
      "test/spec_static.rb -> lib/rack/mock_request.rb#Rack.MockRequest.get @7 import",
      "test/spec_static.rb -> lib/rack/mock_request.rb#Rack.MockRequest.initialize @3 import",
      "test/spec_static.rb -> lib/rack/response.rb#Rack.Response.has_header? @16 import",
      "test/spec_static.rb -> lib/rack/response.rb#Rack.Response.initialize @13 import",
    ]);
  });

  it("reads `self` in a class or module body as the class itself (`self.default_query_parser = …` calls the class-side writer), not inside a block that changes it", async () => {
    const lines = await callLines({
      // lib/rack/utils.rb
      "lib/rack/utils.rb": [
        "module Rack",
        "  class QueryParser",
        "    def self.make_default(depth); end",
        "  end",
        "  module Utils",
        "    class << self",
        "      attr_accessor :default_query_parser",
        "    end",
        "    def default_query_parser; end",
        "    self.default_query_parser = QueryParser.make_default(32)",
        "    Class.new do",
        "      self.default_query_parser",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/");
    expect(lines).toEqual([
      "lib/rack/utils.rb#Rack.Utils -> ?Class.new @11 external",
      "lib/rack/utils.rb#Rack.Utils -> ?attr_accessor @7 external",
      "lib/rack/utils.rb#Rack.Utils -> ?self.default_query_parser @12 internal",
      "lib/rack/utils.rb#Rack.Utils -> lib/rack/utils.rb#Rack.QueryParser.make_default @10 scope",
      "lib/rack/utils.rb#Rack.Utils -> lib/rack/utils.rb#Rack.Utils.default_query_parser @10 scope",
    ]);
  });

  it("reads a range in parentheses (`(0..20).each`, `('A'..'Z').to_a`) and a `%r{…}` regular expression as core objects, not a parenthesized call", async () => {
    const lines = await callLines({
      "lib/stream.rb": ["class Stream", "  def each; end", "  def to_a; end", "  def match?(s); end", "end", ""].join("\n"),
      // test/spec_lint.rb, test/spec_deflater.rb, lib/rack/lint.rb
      "test/spec_lint.rb": [
        "class LintTest",
        "  def run(stream, server_protocol)",
        "    (0..20).each { |i| yield i }",
        "    ('A'..'Z').to_a",
        "    %r{HTTP/\\d(\\.\\d)?}.match?(server_protocol)",
        "    (stream).each",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/");
    expect(lines).toEqual([
      "test/spec_lint.rb#LintTest.run -> ?%r{HTTP/\\d(\\.\\d)?}.match? @5 external",
      "test/spec_lint.rb#LintTest.run -> ?('A'..'Z').to_a @4 external",
      "test/spec_lint.rb#LintTest.run -> ?(0..20).each @3 external",
      "test/spec_lint.rb#LintTest.run -> ?(stream).each @6 internal",
    ]);
  });

  it("finds a module method in any of the module's definitions, however many files reopen it (`Rack.release` in version.rb)", async () => {
    const files: Record<string, string> = {};
    for (let i = 10; i < 30; i++) files[`lib/rack/part${i}.rb`] = ["module Rack", `  class Part${i}; end`, "end", ""].join("\n");
    // lib/rack/version.rb, test/spec_version.rb
    files["lib/rack/version.rb"] = ["module Rack", "  def self.release", "    VERSION", "  end", "end", ""].join("\n");
    files["test/spec_version.rb"] = ["describe Rack do", "  it 'returns the version string' do", "    Rack.release.must_equal Rack::VERSION", "    Rack.missing", "  end", "end", ""].join("\n");
    const lines = await callLines(files, "test/");
    expect(lines).toEqual([
      "test/spec_version.rb -> ?Rack.missing @4 external",
      "test/spec_version.rb -> ?Rack.release.must_equal @3 external",
      "test/spec_version.rb -> ?describe @1 external",
      "test/spec_version.rb -> ?it @2 external",
      "test/spec_version.rb -> lib/rack/version.rb#Rack.release @3 import",
    ]);
  });
});
