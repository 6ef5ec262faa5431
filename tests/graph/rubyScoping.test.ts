/**
 * Ruby scoping rules of the graph (src/graph/languages/ruby): core-object parameters and results, lexical constant
 * lookup, aliases, bare names read as calls on self, `Class.new(C)`, and what counts as in-repository. Each case lists
 * every call edge of the caller file, with one call the rule must leave alone.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";


/** A repository class whose method names (`each`, `merge`, `call`, `params`) core objects and gems also answer. */
const STREAM = [
  "class Stream",
  "  def each; end",
  "  def merge(other); end",
  "  def call(env); end",
  "  def params; end",
  "  def empty?; end",
  "  def to; end",
  "end",
  "",
].join("\n");

describe("Ruby scoping rules", () => {
  it("types *args as an Array, **opts and a literal default as a Hash, &block as a Proc; a plain parameter stays unknown", async () => {
    const lines = await callLines({
      "lib/stream.rb": STREAM,
      "lib/use.rb": [
        "class Use",
        "  def run(stream, *args, **opts, &block)",
        "    args.each { |a| a }",
        "    opts.merge(x: 1)",
        "    block.call(1)",
        "    stream.each",
        "  end",
        "",
        "  def with_default(options = {})",
        "    options.merge(y: 2)",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/use.rb");
    expect(lines).toEqual([
      "lib/use.rb#Use.run -> ?args.each @3 external",
      "lib/use.rb#Use.run -> ?block.call @5 external",
      "lib/use.rb#Use.run -> ?opts.merge @4 external",
      "lib/use.rb#Use.run -> ?stream.each @6 internal",
      "lib/use.rb#Use.with_default -> ?options.merge @10 external",
    ]);
  });

  it("reads a conversion's result (`to_s`, `split`, `length`) and a literal (`%w[]`, `@list = []`) as core objects", async () => {
    const lines = await callLines({
      "lib/stream.rb": STREAM,
      "lib/use.rb": [
        "class Use",
        "  def initialize",
        "    @list = []",
        "    @stream = Stream.new",
        "  end",
        "",
        "  def run(value)",
        "    value.to_s.empty?",
        "    value.split(',').each { |p| p }",
        "    %w[a b].each { |w| w }",
        "    @list.empty?",
        "    @stream.empty?",
        "    value.first.empty?",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/use.rb");
    expect(lines).toEqual([
      "lib/use.rb#Use.initialize -> lib/stream.rb#Stream @4 import",
      "lib/use.rb#Use.run -> ?%w[a b].each @10 external",
      "lib/use.rb#Use.run -> ?@list.empty? @11 external",
      "lib/use.rb#Use.run -> ?value.first @13 external",
      "lib/use.rb#Use.run -> ?value.first.empty? @13 internal",
      "lib/use.rb#Use.run -> ?value.split @9 external",
      "lib/use.rb#Use.run -> ?value.split(',').each @9 external",
      "lib/use.rb#Use.run -> ?value.to_s @8 external",
      "lib/use.rb#Use.run -> ?value.to_s.empty? @8 external",
      "lib/use.rb#Use.run -> lib/stream.rb#Stream.empty? @12 import",
    ]);
  });

  it("looks a constant up lexically: `Request` inside `module Rack` is no `Sinatra::Request`; a gem constant's instance is external", async () => {
    const lines = await callLines({
      "lib/sinatra/request.rb": ["module Sinatra", "  class Request", "    def initialize(env); end", "    def params; end", "    def ip; end", "  end", "end", ""].join("\n"),
      "lib/rack/guard.rb": [
        "module Rack",
        "  module Protection",
        "    class Guard",
        "      def call(env)",
        "        req = Request.new(env)",
        "        req.params",
        "        own = Sinatra::Request.new(env)",
        "        own.params",
        "      end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/sinatra/base.rb": [
        "module Sinatra",
        "  class Base",
        "    def call(env)",
        "      Request.new(env).params",
        "      @request = Request.new(env)",
        "    end",
        "",
        "    def ip",
        "      @request.ip",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/");
    expect(lines.filter((l) => !l.startsWith("lib/sinatra/request.rb"))).toEqual([
      "lib/rack/guard.rb#Rack.Protection.Guard.call -> ?Request.new @5 external",
      "lib/rack/guard.rb#Rack.Protection.Guard.call -> ?req.params @6 external",
      "lib/rack/guard.rb#Rack.Protection.Guard.call -> lib/sinatra/request.rb#Sinatra.Request.initialize @7 import",
      "lib/rack/guard.rb#Rack.Protection.Guard.call -> lib/sinatra/request.rb#Sinatra.Request.params @8 import",
      "lib/sinatra/base.rb#Sinatra.Base.call -> lib/sinatra/request.rb#Sinatra.Request.initialize @4 import",
      "lib/sinatra/base.rb#Sinatra.Base.call -> lib/sinatra/request.rb#Sinatra.Request.params @4 import",
      "lib/sinatra/base.rb#Sinatra.Base.ip -> lib/sinatra/request.rb#Sinatra.Request.ip @9 import",
    ]);
  });

  it("resolves an alias to its definition and types its result by the aliased method's (Rack::Test's `last_response`: an outside object); an unknown method's result stays unknown", async () => {
    const lines = await callLines({
      "lib/stream.rb": STREAM,
      "test/helper.rb": [
        "class Minitest::Test",
        "  class << self",
        "    alias_method :it, :test",
        "  end",
        "  alias_method :response, :last_response",
        "  alias stream_of stream",
        "",
        "  def stream",
        "    Stream.new",
        "  end",
        "end",
        "",
      ].join("\n"),
      "test/route_test.rb": [
        "class RouteTest < Minitest::Test",
        "  it 'routes' do",
        "    response.params",
        "    stream_of.params",
        "    other.params",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/route_test.rb");
    expect(lines).toEqual([
      "test/route_test.rb#RouteTest -> ?other @5 external",
      "test/route_test.rb#RouteTest -> ?other.params @5 internal",
      "test/route_test.rb#RouteTest -> ?response.params @3 external",
      "test/route_test.rb#RouteTest -> lib/stream.rb#Stream.params @4 import",
      "test/route_test.rb#RouteTest -> test/helper.rb#Minitest.Test.it @2 import",
      "test/route_test.rb#RouteTest -> test/helper.rb#Minitest.Test.response @3 import",
      "test/route_test.rb#RouteTest -> test/helper.rb#Minitest.Test.stream_of @4 import",
    ]);
  });

  it("reads a bare name as a call on self (an `attr_reader` field's type), `Class.new(C)` as a C, `self.class` as the class; a local stays a local", async () => {
    const lines = await callLines({
      "lib/stream.rb": STREAM,
      "lib/app.rb": [
        "class App",
        "  attr_reader :stream",
        "",
        "  def initialize",
        "    @stream = Stream.new",
        "  end",
        "",
        "  def self.make; end",
        "",
        "  def run(env)",
        "    stream.params",
        "    klass = Class.new(Stream)",
        "    klass.each",
        "    self.class.make",
        "    env.class.make",
        "  end",
        "",
        "  def shadow(stream)",
        "    stream.params",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/app.rb");
    expect(lines).toEqual([
      "lib/app.rb#App -> ?attr_reader @2 external",
      "lib/app.rb#App.initialize -> lib/stream.rb#Stream @5 import",
      "lib/app.rb#App.run -> ?Class.new @12 external",
      "lib/app.rb#App.run -> ?env.class @15 external",
      "lib/app.rb#App.run -> ?env.class.make @15 internal",
      "lib/app.rb#App.run -> ?self.class @14 external",
      "lib/app.rb#App.run -> lib/app.rb#App.make @14 scope",
      "lib/app.rb#App.run -> lib/app.rb#App.stream @11 scope",
      "lib/app.rb#App.run -> lib/stream.rb#Stream.each @13 import",
      "lib/app.rb#App.run -> lib/stream.rb#Stream.params @11 import",
      "lib/app.rb#App.shadow -> ?stream.params @19 internal",
    ]);
  });

  it("calls a class's own `def self.new` for `C.new`, and sees only the innermost class's methods without a receiver", async () => {
    const lines = await callLines({
      "lib/outer.rb": [
        "module Outer",
        "  def self.build; end",
        "",
        "  class Inner",
        "    def self.make",
        "      build()",
        "    end",
        "  end",
        "",
        "  def self.helpers",
        "    build()",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/use.rb": [
        "module Factory",
        "  def self.new(x); end",
        "end",
        "",
        "class Plain",
        "  def initialize(x); end",
        "end",
        "",
        "class Use",
        "  def run",
        "    Factory.new(1)",
        "    Plain.new(1)",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/");
    expect(lines).toEqual([
      "lib/outer.rb#Outer.Inner.make -> ?build @6 internal",
      "lib/outer.rb#Outer.helpers -> lib/outer.rb#Outer.build @11 scope",
      "lib/use.rb#Use.run -> lib/use.rb#Factory.new @11 scope",
      "lib/use.rb#Use.run -> lib/use.rb#Plain.initialize @12 scope",
    ]);
  });

  it("counts a call in-repository only when the repository defines its name; a call on a gem class's instance is external", async () => {
    const lines = await callLines({
      "lib/stream.rb": STREAM,
      "spec/stream_spec.rb": [
        "RSpec.describe Stream do",
        "  it 'streams' do",
        "    expect(subject.each).to eq(nil)",
        "    JSON.parse('{}').merge(a: 1)",
        "    Rack::Builder.new.merge(a: 1)",
        "    subject.each",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "spec/");
    // `merge` is a method of the repository's `Stream`, so a call of it on a value of unknown type (what `JSON.parse`
    // gives) stays in-repository and unresolved: a gem's method may hand back a repository object. `Rack::Builder.new`
    // is an instance of a gem's class and `expect(…)` RSpec's expectation target: their methods are the gems'. The
    // implicit `subject` of `describe Stream` is a `Stream`.
    expect(lines).toEqual([
      "spec/stream_spec.rb -> ?JSON.parse @4 external",
      "spec/stream_spec.rb -> ?JSON.parse('{}').merge @4 internal",
      "spec/stream_spec.rb -> ?RSpec.describe @1 external",
      "spec/stream_spec.rb -> ?Rack.Builder.new @5 external",
      "spec/stream_spec.rb -> ?Rack.Builder.new.merge @5 external",
      "spec/stream_spec.rb -> ?eq @3 external",
      "spec/stream_spec.rb -> ?expect @3 external",
      "spec/stream_spec.rb -> ?expect(subject.each).to @3 external",
      "spec/stream_spec.rb -> ?it @2 external",
      "spec/stream_spec.rb -> ?subject @3 external",
      "spec/stream_spec.rb -> lib/stream.rb#Stream.each @3 import",
    ]);
  });

  it("looks a top-level path (`::Logger.new`) up at the top level, and reads a returned constant path (`@d ||= ActiveSupport::Deprecation.new`) as that class", async () => {
    // From sinatra cb22afd7 lib/sinatra/middleware/logger.rb and grape eb03d4ad lib/grape.rb (`Grape.deprecator.warn`).
    const lines = await callLines({
      "lib/sinatra/middleware/logger.rb": [
        "module Sinatra",
        "  module Middleware",
        "    class Logger",
        "      def initialize(app, level = 1)",
        "        @app = app",
        "      end",
        "      def call(env)",
        "        logger = ::Logger.new(env)",
        "        Logger.new(env)",
        "      end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/grape.rb": [
        "module Grape",
        "  def self.deprecator",
        "    @deprecator ||= ActiveSupport::Deprecation.new('2.0', 'Grape')",
        "  end",
        "  def self.router",
        "    Grape::Router.new",
        "  end",
        "  class Router",
        "    def warn(message); end",
        "  end",
        "  def self.desc",
        "    Grape.deprecator.warn('x')",
        "    Grape.router.warn('y')",
        "  end",
        "  class Wrapper",
        "    def self.new(app); end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/");
    expect(lines).toEqual([
      "lib/grape.rb#Grape.deprecator -> ?ActiveSupport.Deprecation.new @3 external",
      "lib/grape.rb#Grape.desc -> ?Grape.deprecator.warn @12 external",
      "lib/grape.rb#Grape.desc -> lib/grape.rb#Grape.Router.warn @13 scope",
      "lib/grape.rb#Grape.desc -> lib/grape.rb#Grape.deprecator @12 scope",
      "lib/grape.rb#Grape.desc -> lib/grape.rb#Grape.router @13 scope",
      "lib/grape.rb#Grape.router -> lib/grape.rb#Grape.Router @6 scope",
      "lib/sinatra/middleware/logger.rb#Sinatra.Middleware.Logger.call -> ?.Logger.new @8 external",
      "lib/sinatra/middleware/logger.rb#Sinatra.Middleware.Logger.call -> lib/sinatra/middleware/logger.rb#Sinatra.Middleware.Logger.initialize @9 scope",
    ]);
  });

  it("reads a class only reopened with a qualified name and no superclass (`class Rack::Builder`) as an outside class: a name none of its parts answers is external", async () => {
    // From sinatra cb22afd7 lib/sinatra/main.rb (`class Rack::Builder; include Sinatra::Delegator; end`) and
    // lib/sinatra/base.rb (`builder = Rack::Builder.new`, `builder.run app`).
    const lines = await callLines({
      "lib/sinatra/main.rb": ["module Sinatra", "  module Delegator", "    def get(path); end", "  end", "end", "class Rack::Builder", "  include Sinatra::Delegator", "end", ""].join("\n"),
      "lib/sinatra/base.rb": [
        "module Rack",
        "  module Protection",
        "    def run(app); end",
        "  end",
        "end",
        "module Sinatra",
        "  class Base",
        "    def self.build(app)",
        "      builder = Rack::Builder.new",
        "      builder.get('/')",
        "      builder.run app",
        "      builder",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/sinatra/base.rb");
    expect(lines).toEqual([
      "lib/sinatra/base.rb#Sinatra.Base.build -> ?builder.run @11 external",
      "lib/sinatra/base.rb#Sinatra.Base.build -> lib/sinatra/main.rb#Rack.Builder @9 import",
      "lib/sinatra/base.rb#Sinatra.Base.build -> lib/sinatra/main.rb#Sinatra.Delegator.get @10 import",
    ]);
  });
});
