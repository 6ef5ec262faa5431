/**
 * Ruby member rules of the graph (src/graph/languages/ruby): attribute methods (`attr_reader`, `attr_accessor`) as
 * nodes typed by their field, a module's call on self answered by its includers' includers, mixins written in blocks,
 * outside superclasses, classes that answer any name, and `superclass`. Each case lists every call edge of the caller, with one
 * call the rule must leave alone.
 */
import { describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { callLines, loadFixture, writeTree } from "./graphFixtures.js";

async function graphOf(files: Record<string, string>): Promise<CodeGraph> {
  const root = writeTree(files);
  return buildGraph({ root, files: loadFixture(root) });
}

/** `from -> to @line resolution` per call edge from a caller id starting with `from`, sorted (as `callLines`). */
function callEdges(graph: CodeGraph, from: string): string[] {
  return graph.edges
    .filter((e) => e.kind === "calls" && e.from.startsWith(from))
    .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
    .sort();
}

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
      "lib/base.rb#Base.call -> lib/base.rb#Base.request @9 scope",
      "lib/base.rb#Base.call -> lib/request.rb#Request @8 import",
      "lib/base.rb#Base.call -> lib/request.rb#Request.safe? @9 import",
      "lib/helpers.rb#Helpers.etag -> lib/base.rb#Base.request @3 import",
      "lib/helpers.rb#Helpers.etag -> lib/request.rb#Request.safe? @3 import",
      "lib/use.rb#Use.run -> ?base.name= @4 internal",
      "lib/use.rb#Use.run -> ?other.request @5 internal",
      "lib/use.rb#Use.run -> lib/base.rb#Base.target @3 import",
      "lib/use.rb#Use.set -> lib/base.rb#Base.target @8 import",
    ]);
  });

  it("asks the includers of a module's includers (level by level) for a name the module does not answer, and leaves out a mixin written in a block", async () => {
    const lines = await callLines({
      "lib/settings.rb": ["class Setting", "  def representations; end", "end", "module Settings", "  def inheritable_setting", "    @inheritable_setting = Setting.new", "  end", "end", ""].join("\n"),
      "lib/entity.rb": ["module Entity", "  def entity_for", "    inheritable_setting.representations", "    inheritable_setting()", "    missing_here(1)", "  end", "end", ""].join("\n"),
      "lib/inside.rb": ["module InsideRoute", "  include Entity", "end", ""].join("\n"),
      "lib/endpoint.rb": ["class Endpoint", "  include Settings", "  include InsideRoute", "end", ""].join("\n"),
      "test/entity_test.rb": ["class EntityTest", "  def inheritable_setting; end", "  describe 'mixed in' do", "    include Entity", "  end", "end", ""].join("\n"),
    }, "lib/entity.rb");
    expect(lines).toEqual([
      "lib/entity.rb#Entity.entity_for -> ?missing_here @5 external",
      "lib/entity.rb#Entity.entity_for -> lib/settings.rb#Setting.representations @3 import",
      "lib/entity.rb#Entity.entity_for -> lib/settings.rb#Settings.inheritable_setting @3 import",
    ]);
  });

  it("asks only the library's includers for a call outside tests: a test's stand-in including the module is not asked", async () => {
    const files = {
      "lib/request.rb": [
        "class Request",
        "  module Env",
        "    def get_header(name); end",
        "  end",
        "  module Helpers",
        "    def host",
        "      get_header('HOST')",
        "    end",
        "  end",
        "  include Env",
        "  include Helpers",
        "end",
        "",
      ].join("\n"),
      "test/request_test.rb": [
        "class DelegateRequest",
        "  include Request::Helpers",
        "  def get_header(name); end",
        "end",
        "module Probe",
        "  def probe",
        "    get_header('X')",
        "  end",
        "end",
        "class Stub",
        "  include Probe",
        "  def get_header(name); end",
        "end",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "lib/request.rb#Request.Helpers")).toEqual(["lib/request.rb#Request.Helpers.host -> lib/request.rb#Request.Env.get_header @7 scope"]);
    expect(await callLines(files, "test/request_test.rb#Probe")).toEqual(["test/request_test.rb#Probe.probe -> test/request_test.rb#Stub.get_header @7 scope"]);
  });

  it("calls outside a class whose superclass the repository does not define, unless it may answer any name", async () => {
    const lines = await callLines({
      "lib/rack.rb": ["module Rack", "  module Utils", "    def escape(s); end", "  end", "end", ""].join("\n"),
      "lib/response.rb": [
        "class Response < Rack::Response",
        "  def finish; end",
        "end",
        "class Mixed",
        "  include Forwardable",
        "  def finish; end",
        "end",
        "class Api < Rack::Builder",
        "  delegate_missing_to :instance",
        "  def finish; end",
        "end",
        "class Use",
        "  def run",
        "    Response.new.finish",
        "    Response.new.status",
        "    Mixed.new.status",
        "    Api.new.status",
        "  end",
        "end",
        "def status; end",
        "",
      ].join("\n"),
    }, "lib/response.rb#Use");
    expect(lines).toEqual([
      "lib/response.rb#Use.run -> ?Api.new.status @17 internal",
      "lib/response.rb#Use.run -> ?Mixed.new.status @16 internal",
      "lib/response.rb#Use.run -> ?Response.new.status @15 external",
      "lib/response.rb#Use.run -> lib/response.rb#Api @17 scope",
      "lib/response.rb#Use.run -> lib/response.rb#Mixed @16 scope",
      "lib/response.rb#Use.run -> lib/response.rb#Response @14 scope",
      "lib/response.rb#Use.run -> lib/response.rb#Response.finish @14 scope",
    ]);
  });

  it("reads `superclass` in a class's methods as its repository superclass, else as the class itself", async () => {
    const lines = await callLines({
      "lib/base.rb": [
        "class Base",
        "  def self.middleware",
        "    superclass.middleware",
        "  end",
        "end",
        "class Sub < Base",
        "  def self.middleware",
        "    superclass.middleware",
        "  end",
        "  def other(superclass)",
        "    superclass.middleware",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/base.rb");
    expect(lines).toEqual([
      "lib/base.rb#Base.middleware -> ?superclass @3 external",
      "lib/base.rb#Base.middleware -> lib/base.rb#Base.middleware @3 scope",
      "lib/base.rb#Sub.middleware -> ?superclass @8 external",
      "lib/base.rb#Sub.middleware -> lib/base.rb#Base.middleware @8 scope",
      "lib/base.rb#Sub.other -> ?superclass.middleware @11 internal",
    ]);
  });

  it("types `x = C.new` and `@x = C.new` by C's own `def self.new` when it has one, else as a C", async () => {
    const lines = await callLines({
      "lib/sinatra.rb": [
        "module Sinatra",
        "  class Base",
        "    def self.get(path); end",
        "  end",
        "  def self.new(base = Base)",
        "    base = Class.new(base)",
        "    base",
        "  end",
        "end",
        "",
      ].join("\n"),
      "test/app_test.rb": [
        "class AppTest",
        "  def setup",
        "    @app = Sinatra.new(Sinatra::Base)",
        "    @base = Sinatra::Base.new",
        "  end",
        "  def test_get",
        "    app = Sinatra.new(Sinatra::Base)",
        "    app.get('/')",
        "    @app.get('/')",
        "    @base.get('/')",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/app_test.rb");
    expect(lines).toEqual([
      "test/app_test.rb#AppTest.setup -> lib/sinatra.rb#Sinatra.Base @4 import",
      "test/app_test.rb#AppTest.setup -> lib/sinatra.rb#Sinatra.new @3 import",
      "test/app_test.rb#AppTest.test_get -> lib/sinatra.rb#Sinatra.Base.get @8 import",
      "test/app_test.rb#AppTest.test_get -> lib/sinatra.rb#Sinatra.new @7 import",
    ]);
  });

  it("follows an anonymous block parameter handed on (`&`), and reads a constant as a method's last expression as that class", async () => {
    const lines = await callLines({
      "lib/scope.rb": ["class Scope", "  def initialize(&block)", "    instance_eval(&block)", "  end", "  def requires(name); end", "end", "class Other", "  def requires(name); end", "end", ""].join("\n"),
      "lib/api.rb": [
        "module Dsl",
        "  def params(&)",
        "    Scope.new(&)",
        "  end",
        "  def self.target",
        "    Scope",
        "  end",
        "end",
        "class Api",
        "  extend Dsl",
        "  params do",
        "    requires :id",
        "  end",
        "  def run",
        "    Dsl.target.requires(1)",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/api.rb#Api");
    expect(lines).toEqual([
      "lib/api.rb#Api -> ?extend @10 external",
      "lib/api.rb#Api -> lib/api.rb#Dsl.params @11 scope",
      "lib/api.rb#Api -> lib/scope.rb#Scope.requires @12 import",
      "lib/api.rb#Api.run -> lib/api.rb#Dsl.target @15 scope",
      "lib/api.rb#Api.run -> lib/scope.rb#Scope.requires @15 import",
    ]);
  });

  it("types `rescue Foo => e` as a Foo and `rescue => e` as a core object, and a method ending in a literal as a core object", async () => {
    const lines = await callLines({
      "lib/errors.rb": ["class NotFound", "  def message; end", "  def status; end", "end", ""].join("\n"),
      "lib/use.rb": [
        "class Use",
        "  def cookies",
        "    @cookies ||= []",
        "  end",
        "  def types",
        "    { a: 1 }",
        "  end",
        "  def run(other)",
        "    cookies.empty?",
        "    types.each { |t| t }",
        "    other.status",
        "  rescue NotFound => e",
        "    e.status",
        "  rescue => boom",
        "    boom.message",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/use.rb#Use.run");
    expect(lines).toEqual([
      "lib/use.rb#Use.run -> ?boom.message @15 external",
      "lib/use.rb#Use.run -> ?cookies.empty? @9 external",
      "lib/use.rb#Use.run -> ?other.status @11 internal",
      "lib/use.rb#Use.run -> ?types.each @10 external",
      "lib/use.rb#Use.run -> lib/errors.rb#NotFound.status @13 import",
      "lib/use.rb#Use.run -> lib/use.rb#Use.cookies @9 scope",
      "lib/use.rb#Use.run -> lib/use.rb#Use.types @10 scope",
    ]);
  });

  it("types a `let` giving `Class.new do extend M … end` as an M, and its `new` as an outside constructor", async () => {
    const lines = await callLines({
      "lib/routing.rb": ["module Routing", "  def prefix(p); end", "end", "module Settings", "  def namespace_setting; end", "end", ""].join("\n"),
      "spec/routing_spec.rb": [
        "describe Routing do",
        "  subject { dummy_class }",
        "  let(:dummy_class) do",
        "    Class.new do",
        "      extend Routing",
        "      extend Settings",
        "    end",
        "  end",
        "  it 'sets a prefix' do",
        "    subject.prefix '/api'",
        "    subject.namespace_setting",
        "    dummy_class.new",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "spec/routing_spec.rb");
    expect(lines).toEqual([
      "spec/routing_spec.rb -> ?describe @1 external",
      "spec/routing_spec.rb -> ?dummy_class.new @12 external",
      "spec/routing_spec.rb -> ?it @9 external",
      "spec/routing_spec.rb -> ?let @3 external",
      "spec/routing_spec.rb -> ?subject.namespace_setting @11 internal",
      "spec/routing_spec.rb -> lib/routing.rb#Routing.prefix @10 import",
      "spec/routing_spec.rb -> spec/routing_spec.rb#dummy_class @12 scope",
      "spec/routing_spec.rb -> spec/routing_spec.rb#subject @10 scope",
      "spec/routing_spec.rb#dummy_class -> ?Class.new @4 external",
      "spec/routing_spec.rb#dummy_class -> ?extend @5 external",
      "spec/routing_spec.rb#subject -> spec/routing_spec.rb#dummy_class @2 scope",
    ]);
  });

  it("types `x = C[…]` and `@x = C[…]` as a C (a class's `[]` builds one), and an outside class's as outside", async () => {
    const lines = await callLines({
      "lib/indifferent_hash.rb": ["class IndifferentHash < Hash", "  def merge(other); end", "end", ""].join("\n"),
      "test/hash_test.rb": [
        "class HashTest",
        "  def setup",
        "    @hash = IndifferentHash[a: 1]",
        "  end",
        "  def test_merge",
        "    hash = IndifferentHash[:a, 1]",
        "    hash.merge(b: 2)",
        "    @hash.merge(c: 3)",
        "    @hash.compare_by_identity",
        "    response = Rack::MockResponse[200, {}, []]",
        "    response.status",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/hash_test.rb");
    expect(lines).toEqual([
      "test/hash_test.rb#HashTest.test_merge -> ?@hash.compare_by_identity @9 external",
      "test/hash_test.rb#HashTest.test_merge -> ?response.status @11 external",
      "test/hash_test.rb#HashTest.test_merge -> lib/indifferent_hash.rb#IndifferentHash.merge @7 import",
    ]);
  });

  it("reads `C.new.m` without parentheses as a call on a new C, `Object`'s methods on a typed receiver as outside, and a module-typed class's `new` as its instance", async () => {
    const lines = await callLines({
      "lib/hash.rb": ["class IndifferentHash", "  def merge(other); end", "end", "module Headers", "  def header(k); end", "end", ""].join("\n"),
      "spec/hash_spec.rb": [
        "describe IndifferentHash do",
        "  let(:dummy_class) do",
        "    Class.new do",
        "      include Headers",
        "    end",
        "  end",
        "  it 'merges' do",
        "    IndifferentHash.new.merge(a: 1)",
        "    IndifferentHash.respond_to?(:merge)",
        "    dummy_class.new.header('x')",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "spec/hash_spec.rb");
    expect(lines).toEqual([
      "spec/hash_spec.rb -> ?IndifferentHash.respond_to? @9 external",
      "spec/hash_spec.rb -> ?describe @1 external",
      "spec/hash_spec.rb -> ?dummy_class.new @10 external",
      "spec/hash_spec.rb -> ?it @7 external",
      "spec/hash_spec.rb -> ?let @2 external",
      "spec/hash_spec.rb -> lib/hash.rb#Headers.header @10 import",
      "spec/hash_spec.rb -> lib/hash.rb#IndifferentHash @8 import",
      "spec/hash_spec.rb -> lib/hash.rb#IndifferentHash.merge @8 import",
      "spec/hash_spec.rb -> spec/hash_spec.rb#dummy_class @10 scope",
      "spec/hash_spec.rb#dummy_class -> ?Class.new @3 external",
      "spec/hash_spec.rb#dummy_class -> ?include @4 external",
    ]);
  });

  it("reads `x = y` as what y holds, and `context = self` in an example group as that group inside a class block", async () => {
    const lines = await callLines({
      "lib/setting.rb": ["class Setting", "  def rescue_all?; end", "end", "class Endpoint", "  def inheritable_setting", "    @setting = Setting.new", "  end", "  def options", "    setting = inheritable_setting", "    setting.rescue_all?", "  end", "end", ""].join("\n"),
      "spec/mount_spec.rb": [
        "describe Setting do",
        "  let(:inner_api) { 1 }",
        "  let(:main_api) do",
        "    context = self",
        "    Class.new(Setting) do",
        "      mount context.inner_api",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "");
    expect(lines.filter((l) => !l.includes("external"))).toEqual([
      "lib/setting.rb#Endpoint.inheritable_setting -> lib/setting.rb#Setting @6 scope",
      "lib/setting.rb#Endpoint.options -> lib/setting.rb#Endpoint.inheritable_setting @9 scope",
      "lib/setting.rb#Endpoint.options -> lib/setting.rb#Setting.rescue_all? @10 scope",
      "spec/mount_spec.rb#main_api -> spec/mount_spec.rb#inner_api @6 scope",
    ]);
  });

  it("looks a mixin written in a class body up inside the class, so a module both a class and its nested class include stays ambiguous", async () => {
    const lines = await callLines({
      "lib/response.rb": [
        "module Rack",
        "  class Response",
        "    def get_header(key); end",
        "    module Helpers",
        "      def location",
        "        get_header 'location'",
        "      end",
        "    end",
        "    include Helpers",
        "    class Raw",
        "      include Helpers",
        "      def get_header(key); end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/response.rb#Rack.Response.Helpers");
    expect(lines).toEqual(["lib/response.rb#Rack.Response.Helpers.location -> ?get_header @6 internal"]);
  });

  it("keeps a class method and an instance method of one name apart (Sinatra::Base#call, `def call` in `class << self`), each call reaching its side", async () => {
    // From sinatra cb22afd7 lib/sinatra/base.rb: `def call(env)` at 990, `def self.settings` / `def settings`, and in
    // `class << self` `prototype`, `call(env)`.
    const graph = await graphOf({
      "lib/sinatra/base.rb": [
        "module Sinatra",
        "  class Base",
        "    def call(env)",
        "      dup.call!(env)",
        "    end",
        "    def call!(env)",
        "      self.class.call(env)",
        "      settings()",
        "    end",
        "    def self.settings",
        "      self",
        "    end",
        "    def settings",
        "      self.class.settings",
        "    end",
        "    class << self",
        "      def prototype",
        "        @prototype ||= new",
        "      end",
        "      def call(env)",
        "        prototype.call(env)",
        "      end",
        "      def fresh(env)",
        "        new.call(env)",
        "      end",
        "    end",
        "    def self.run!",
        "      call({})",
        "      settings()",
        "    end",
        "    def self.stop!",
        "      self.call({})",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/use.rb": ["class Use", "  def run(env)", "    Sinatra::Base.call(env)", "    Sinatra::Base.new.call(env)", "  end", "end", ""].join("\n"),
    });
    expect(graph.nodes.filter((n) => n.kind === "method").map((n) => `${n.id} L${n.span!.startLine}`)).toEqual([
      "lib/sinatra/base.rb#Sinatra.Base.call L3",
      "lib/sinatra/base.rb#Sinatra.Base.call! L6",
      "lib/sinatra/base.rb#Sinatra.Base.call@20 L20",
      "lib/sinatra/base.rb#Sinatra.Base.fresh L23",
      "lib/sinatra/base.rb#Sinatra.Base.prototype L17",
      "lib/sinatra/base.rb#Sinatra.Base.run! L27",
      "lib/sinatra/base.rb#Sinatra.Base.settings L10",
      "lib/sinatra/base.rb#Sinatra.Base.settings@13 L13",
      "lib/sinatra/base.rb#Sinatra.Base.stop! L31",
      "lib/use.rb#Use.run L2",
    ]);
    expect(callEdges(graph, "lib/")).toEqual([
      "lib/sinatra/base.rb#Sinatra.Base.call -> ?dup @4 external",
      "lib/sinatra/base.rb#Sinatra.Base.call -> ?dup.call! @4 external",
      "lib/sinatra/base.rb#Sinatra.Base.call! -> ?self.class @7 external",
      "lib/sinatra/base.rb#Sinatra.Base.call! -> lib/sinatra/base.rb#Sinatra.Base.call@20 @7 scope",
      "lib/sinatra/base.rb#Sinatra.Base.call! -> lib/sinatra/base.rb#Sinatra.Base.settings@13 @8 scope",
      "lib/sinatra/base.rb#Sinatra.Base.call@20 -> lib/sinatra/base.rb#Sinatra.Base.call @21 scope",
      "lib/sinatra/base.rb#Sinatra.Base.call@20 -> lib/sinatra/base.rb#Sinatra.Base.prototype @21 scope",
      "lib/sinatra/base.rb#Sinatra.Base.fresh -> lib/sinatra/base.rb#Sinatra.Base @24 scope",
      "lib/sinatra/base.rb#Sinatra.Base.fresh -> lib/sinatra/base.rb#Sinatra.Base.call @24 scope",
      "lib/sinatra/base.rb#Sinatra.Base.prototype -> lib/sinatra/base.rb#Sinatra.Base @18 scope",
      "lib/sinatra/base.rb#Sinatra.Base.run! -> lib/sinatra/base.rb#Sinatra.Base.call@20 @28 scope",
      "lib/sinatra/base.rb#Sinatra.Base.run! -> lib/sinatra/base.rb#Sinatra.Base.settings @29 scope",
      "lib/sinatra/base.rb#Sinatra.Base.settings@13 -> ?self.class @14 external",
      "lib/sinatra/base.rb#Sinatra.Base.settings@13 -> lib/sinatra/base.rb#Sinatra.Base.settings @14 scope",
      "lib/sinatra/base.rb#Sinatra.Base.stop! -> lib/sinatra/base.rb#Sinatra.Base.call@20 @32 scope",
      "lib/use.rb#Use.run -> lib/sinatra/base.rb#Sinatra.Base @4 import",
      "lib/use.rb#Use.run -> lib/sinatra/base.rb#Sinatra.Base.call @4 import",
      "lib/use.rb#Use.run -> lib/sinatra/base.rb#Sinatra.Base.call@20 @3 import",
    ]);
  });

  it("reads a bare call a class with an outside superclass does not answer as its ancestor's, not a guess by name", async () => {
    // From sinatra cb22afd7 lib/sinatra/base.rb: `Sinatra::Response < Rack::Response` calls `informational?` (Rack's),
    // while `Sinatra::Helpers#informational?` is mixed into `Base`.
    const lines = await callLines({
      "lib/sinatra/base.rb": [
        "module Sinatra",
        "  class Response < Rack::Response",
        "    def drop_content_info?",
        "      informational? || drop_body?",
        "    end",
        "    def drop_body?; end",
        "  end",
        "  module Helpers",
        "    def informational?; end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/sinatra/base.rb#Sinatra.Response");
    expect(lines).toEqual([
      "lib/sinatra/base.rb#Sinatra.Response.drop_content_info? -> ?informational? @4 external",
      "lib/sinatra/base.rb#Sinatra.Response.drop_content_info? -> lib/sinatra/base.rb#Sinatra.Response.drop_body? @4 scope",
    ]);
  });

  it("answers a name a class hands on (`delegate_missing_to`) with the one repository method of that name, by name only, on a receiver and in a block it evaluates", async () => {
    // From grape eb03d4ad lib/grape/api.rb (`class << self … delegate_missing_to :base_instance`) and
    // spec/grape/exceptions/body_parse_errors_spec.rb (`subject { Class.new(Grape::API) }`, `subject.rescue_from`).
    const lines = await callLines({
      "lib/grape/api.rb": ["module Grape", "  class API", "    class << self", "      attr_accessor :base_instance", "      delegate_missing_to :base_instance", "    end", "  end", "end", ""].join("\n"),
      "lib/grape/dsl/request_response.rb": ["module Grape", "  module DSL", "    module RequestResponse", "      def rescue_from(*args); end", "      def format(name); end", "    end", "  end", "end", ""].join("\n"),
      "lib/grape/formatter.rb": ["module Grape", "  class Formatter", "    def format(name); end", "  end", "end", ""].join("\n"),
      "spec/grape/exceptions/body_parse_errors_spec.rb": [
        "describe Grape::Exceptions::ValidationErrors do",
        "  subject { Class.new(Grape::API) }",
        "  before do",
        "    subject.rescue_from :all",
        "    subject.format :json",
        "  end",
        "  let(:app) do",
        "    Class.new(Grape::API) do",
        "      rescue_from :all",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "spec/");
    expect(lines).toEqual([
      "spec/grape/exceptions/body_parse_errors_spec.rb -> ?before @3 external",
      "spec/grape/exceptions/body_parse_errors_spec.rb -> ?describe @1 external",
      "spec/grape/exceptions/body_parse_errors_spec.rb -> ?let @7 external",
      "spec/grape/exceptions/body_parse_errors_spec.rb -> ?subject.format @5 internal",
      "spec/grape/exceptions/body_parse_errors_spec.rb -> lib/grape/dsl/request_response.rb#Grape.DSL.RequestResponse.rescue_from @4 name-only",
      "spec/grape/exceptions/body_parse_errors_spec.rb -> spec/grape/exceptions/body_parse_errors_spec.rb#subject @4 scope",
      "spec/grape/exceptions/body_parse_errors_spec.rb#app -> ?Class.new @8 external",
      "spec/grape/exceptions/body_parse_errors_spec.rb#app -> lib/grape/dsl/request_response.rb#Grape.DSL.RequestResponse.rescue_from @9 name-only",
      "spec/grape/exceptions/body_parse_errors_spec.rb#subject -> ?Class.new @2 external",
    ]);
  });

  it("puts a call on a method's result on the side that method gives (`settings.force_encoding`: `settings` gives the class)", async () => {
    // From sinatra cb22afd7 lib/sinatra/base.rb 1017-1024 and 1919-1934.
    const lines = await callLines({
      "lib/sinatra/base.rb": [
        "module Sinatra",
        "  class Base",
        "    def self.settings",
        "      self",
        "    end",
        "    def settings",
        "      self.class.settings",
        "    end",
        "    def self.force_encoding(data, encoding = default_encoding)",
        "      data",
        "    end",
        "    def force_encoding(*args)",
        "      settings.force_encoding(*args)",
        "    end",
        "    def dispatch!(val)",
        "      force_encoding(val)",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/sinatra/base.rb#Sinatra.Base.");
    expect(lines).toEqual([
      "lib/sinatra/base.rb#Sinatra.Base.dispatch! -> lib/sinatra/base.rb#Sinatra.Base.force_encoding@12 @16 scope",
      "lib/sinatra/base.rb#Sinatra.Base.force_encoding -> ?default_encoding @9 external",
      "lib/sinatra/base.rb#Sinatra.Base.force_encoding@12 -> lib/sinatra/base.rb#Sinatra.Base.force_encoding @13 scope",
      "lib/sinatra/base.rb#Sinatra.Base.force_encoding@12 -> lib/sinatra/base.rb#Sinatra.Base.settings@6 @13 scope",
      "lib/sinatra/base.rb#Sinatra.Base.settings@6 -> ?self.class @7 external",
      "lib/sinatra/base.rb#Sinatra.Base.settings@6 -> lib/sinatra/base.rb#Sinatra.Base.settings @7 scope",
    ]);
  });

  // sinatra cb22afd7: the spec's `subject do … end` had the whole block as its signature ("subject do Sinatra.new do
  // helpers … end.new! end"), and its inputs were read from it.
  it("gives an RSpec let or subject block its call as signature, not its body", async () => {
    const root = writeTree({ "spec/app_spec.rb": "RSpec.describe App do\n  subject do\n    App.new do\n      set :views, 'x'\n    end.new!\n  end\n  let(:user) { User.new('a') }\nend\n" });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "method").map((n) => `${n.qualifiedName}: ${n.signature}`)).toEqual(["subject: subject", "user: let(:user)"]);
  });
});
