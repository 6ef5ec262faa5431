/**
 * Ruby bare names as calls (src/graph/languages/ruby/graph.scm `@call.bare`, resolver `CallFact.bare`): a name written
 * with no receiver, arguments or parentheses (`def url; base_url + fullpath; end`) is a call of a method on self unless
 * a parameter or local of that name is in scope there, resolved like `base_url()`. Cut down from rack 8bf4eb07
 * (`Rack::Request::Helpers`, `Rack::Utils.secure_compare`, `Rack::Directory::DirectoryBody`, spec_events.rb's
 * `EventMiddleware`) and grape eb03d4ad (`Grape::Middleware::Error`, `Grape::API`). Each case lists every call edge of
 * its callers.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Ruby bare names", () => {
  it("calls a sibling method, an attr_reader or an outside method, and leaves parameters and locals alone", async () => {
    const lines = await callLines({
      // lib/rack/request.rb
      "lib/rack/request.rb": [
        "module Rack",
        "  class Request",
        "    module Helpers",
        "      def scheme; get_header('rack.url_scheme'); end",
        "      def host_with_port; 'example.org'; end",
        "      def fullpath; '/'; end",
        "      def base_url",
        '        "#{scheme}://#{host_with_port}"',
        "      end",
        "      def url",
        "        base_url + fullpath",
        "      end",
        "      def ssl?",
        "        scheme == 'https' || scheme == 'wss'",
        "      end",
        // a local of the method's and a parameter named as methods are: no call
        "      def port(fullpath)",
        "        scheme = host_with_port",
        "        [scheme, fullpath]",
        "      end",
        // a bare name as an argument, and one no repository method has: an outside call
        "      def trace",
        "        logger.info(url)",
        "        binding_of_caller",
        "      end",
        "      def logger; end",
        "      def get_header(name); end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      // test/spec_events.rb
      "test/spec_events.rb": [
        "class EventMiddleware",
        "  attr_reader :events",
        "  def initialize(events)",
        "    @events = events",
        "  end",
        "  def on_start(req, res)",
        "    events << [self, __method__, __FILE__]",
        "  end",
        // a block parameter of the name: the parameter; in a sibling block the name is the method again
        "  def on_commit(req, res)",
        "    [1].each { |events| events }",
        "    [2].each { events }",
        "  end",
        "  def on_send(req, res)",
        "    [3].each { events = 1 }",
        "    events if defined?(events)",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "");
    expect(lines).toEqual([
      "lib/rack/request.rb#Rack.Request.Helpers.base_url -> lib/rack/request.rb#Rack.Request.Helpers.host_with_port @8 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.base_url -> lib/rack/request.rb#Rack.Request.Helpers.scheme @8 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.port -> lib/rack/request.rb#Rack.Request.Helpers.host_with_port @17 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.scheme -> lib/rack/request.rb#Rack.Request.Helpers.get_header @4 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.ssl? -> lib/rack/request.rb#Rack.Request.Helpers.scheme @14 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.trace -> ?binding_of_caller @22 external",
      "lib/rack/request.rb#Rack.Request.Helpers.trace -> ?logger.info @21 external",
      "lib/rack/request.rb#Rack.Request.Helpers.trace -> lib/rack/request.rb#Rack.Request.Helpers.logger @21 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.trace -> lib/rack/request.rb#Rack.Request.Helpers.url @21 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.url -> lib/rack/request.rb#Rack.Request.Helpers.base_url @11 scope",
      "lib/rack/request.rb#Rack.Request.Helpers.url -> lib/rack/request.rb#Rack.Request.Helpers.fullpath @11 scope",
      "test/spec_events.rb#EventMiddleware -> ?attr_reader @2 external",
      "test/spec_events.rb#EventMiddleware.on_commit -> ?[1].each @10 external",
      "test/spec_events.rb#EventMiddleware.on_commit -> ?[2].each @11 external",
      "test/spec_events.rb#EventMiddleware.on_commit -> test/spec_events.rb#EventMiddleware.events @11 scope",
      "test/spec_events.rb#EventMiddleware.on_send -> ?[3].each @14 external",
      "test/spec_events.rb#EventMiddleware.on_send -> test/spec_events.rb#EventMiddleware.events @15 scope",
      "test/spec_events.rb#EventMiddleware.on_start -> test/spec_events.rb#EventMiddleware.events @7 scope",
    ]);
  });

  it("knows the locals of a method written twice, a multiple assignment, a pattern and a regular expression's named groups", async () => {
    const lines = await callLines({
      // lib/rack/utils.rb: `secure_compare` is defined in both branches of an `if`
      "lib/rack/utils.rb": [
        "module Rack",
        "  module Utils",
        "    if defined?(OpenSSL.fixed_length_secure_compare)",
        "      def secure_compare(a, b)",
        "        a.bytesize == b.bytesize && fixed(a, b)",
        "      end",
        "    else",
        "      def secure_compare(a, b)",
        "        l = a.unpack('C*')",
        "        r, (i, j) = 0, [-1, 0]",
        "        b.each_byte { |v| r |= v ^ l[i += 1] }",
        "        [r, j, l]",
        "      end",
        "    end",
        "    def parse(s)",
        "      case s",
        "      in {key:, value: v} then [key, v]",
        "      in [first, *rest] then [first, rest]",
        "      end",
        "      if /(?<year>\\d+)-(?<month>\\d+)/ =~ s then [year, month] end",
        "    end",
        "    def fixed(a, b); end",
        "    def l; end",
        "    def r; end",
        "    def j; end",
        "    def key; end",
        "    def first; end",
        "    def rest; end",
        "    def year; end",
        "    def month; end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/rack/utils.rb#");
    expect(lines).toEqual([
      "lib/rack/utils.rb#Rack.Utils -> ?OpenSSL.fixed_length_secure_compare @3 external",
      "lib/rack/utils.rb#Rack.Utils.secure_compare -> ?a.bytesize @5 external",
      "lib/rack/utils.rb#Rack.Utils.secure_compare -> ?a.unpack @9 external",
      "lib/rack/utils.rb#Rack.Utils.secure_compare -> ?b.bytesize @5 external",
      "lib/rack/utils.rb#Rack.Utils.secure_compare -> ?b.each_byte @11 external",
      "lib/rack/utils.rb#Rack.Utils.secure_compare -> lib/rack/utils.rb#Rack.Utils.fixed @5 scope",
    ]);
  });

  it("calls the readers of a `Struct.new` superclass", async () => {
    const lines = await callLines({
      // lib/rack/directory.rb
      "lib/rack/directory.rb": [
        "module Rack",
        "  class Directory",
        "    class DirectoryBody < Struct.new(:root, :path, :files)",
        "      def each",
        "        yield path.sub(root, '') unless files.nil?",
        "      end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      // test/spec_files.rb: a method of the name elsewhere is not what the reader calls
      "test/spec_files.rb": ["def files(*args); end", ""].join("\n"),
    }, "lib/");
    expect(lines).toEqual([
      "lib/rack/directory.rb#Rack.Directory.DirectoryBody -> ?Struct.new @3 external",
      "lib/rack/directory.rb#Rack.Directory.DirectoryBody.each -> ?files.nil? @5 external",
      "lib/rack/directory.rb#Rack.Directory.DirectoryBody.each -> ?path.sub @5 external",
      "lib/rack/directory.rb#Rack.Directory.DirectoryBody.each -> lib/rack/directory.rb#Rack.Directory.DirectoryBody.files @5 scope",
      "lib/rack/directory.rb#Rack.Directory.DirectoryBody.each -> lib/rack/directory.rb#Rack.Directory.DirectoryBody.path @5 scope",
      "lib/rack/directory.rb#Rack.Directory.DirectoryBody.each -> lib/rack/directory.rb#Rack.Directory.DirectoryBody.root @5 scope",
    ]);
  });

  it("calls the methods `def_delegators` / `def_delegator` define, not a method of the name elsewhere", async () => {
    const lines = await callLines({
      // lib/grape/middleware/error.rb
      "lib/grape/middleware/error.rb": [
        "module Grape",
        "  module Middleware",
        "    class Error",
        "      extend Forwardable",
        "      def_delegators :config,",
        "                     :default_message, :default_status, :rescue_options",
        "      def_delegator :rescue_options, :backtrace, :include_backtrace",
        "      def_delegator :@config, :format",
        "      def error!(message, status = default_status)",
        "        [message || default_message, include_backtrace, format, backtrace]",
        "      end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      // lib/grape/api.rb: in `class << self`, class methods (the instance method `routes` is another node)
      "lib/grape/api.rb": [
        "module Grape",
        "  class API",
        "    class << self",
        "      extend Forwardable",
        "      def_delegators :base_instance, :compile!, :routes",
        "      def mount(app)",
        "        compile!",
        "        routes",
        "      end",
        "    end",
        "    def routes; end",
        "    def reload; routes; end",
        "  end",
        "end",
        "",
      ].join("\n"),
      // lib/grape/dsl/inside_route.rb: the one other `default_status` and `backtrace`
      "lib/grape/dsl/inside_route.rb": ["module Grape", "  module DSL", "    module InsideRoute", "      def default_status; end", "      def backtrace; end", "    end", "  end", "end", ""].join("\n"),
    }, "lib/grape/");
    expect(lines).toEqual([
      "lib/grape/api.rb#Grape.API -> ?def_delegators @5 external",
      "lib/grape/api.rb#Grape.API -> ?extend @4 external",
      "lib/grape/api.rb#Grape.API.mount -> lib/grape/api.rb#Grape.API.compile! @7 scope",
      "lib/grape/api.rb#Grape.API.mount -> lib/grape/api.rb#Grape.API.routes @8 scope",
      "lib/grape/api.rb#Grape.API.reload -> lib/grape/api.rb#Grape.API.routes@11 @12 scope",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error -> ?def_delegator @7 external",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error -> ?def_delegators @5 external",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error -> ?extend @4 external",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error.error! -> lib/grape/dsl/inside_route.rb#Grape.DSL.InsideRoute.backtrace @10 name-only",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error.error! -> lib/grape/middleware/error.rb#Grape.Middleware.Error.default_message @10 scope",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error.error! -> lib/grape/middleware/error.rb#Grape.Middleware.Error.default_status @9 scope",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error.error! -> lib/grape/middleware/error.rb#Grape.Middleware.Error.format @10 scope",
      "lib/grape/middleware/error.rb#Grape.Middleware.Error.error! -> lib/grape/middleware/error.rb#Grape.Middleware.Error.include_backtrace @10 scope",
    ]);
  });
});
