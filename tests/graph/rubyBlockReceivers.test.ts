/**
 * Ruby blocks that run with another `self` (src/graph/treeSitter/blockReceivers.ts, the rules in
 * src/graph/languages/ruby/language.ts): evaluators on a receiver, `Class.new(C)`, blocks a repository method sends on
 * to `class_eval`, Rack's builder, RSpec example groups. Each case lists every call edge of the caller file.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";


/** A DSL class (class methods `get`, `set`) and a plain class with a `get` of its own. */
const APP = [
  "module Web",
  "  class Base",
  "    def self.get(path, &block); end",
  "    def self.set(key, value); end",
  "    def halt; end",
  "  end",
  "",
  "  def self.new(base = Base, &block)",
  "    base = Class.new(base)",
  "    base.class_eval(&block) if block_given?",
  "    base",
  "  end",
  "end",
  "",
  "class Client",
  "  def get(path); end",
  "  def set(key, value); end",
  "end",
  "",
].join("\n");

describe("Ruby blocks that change self", () => {
  it("looks bare calls up in the receiver of `class_eval`/`instance_eval` and in `Class.new(C)`; an untyped receiver leaves them unresolved", async () => {
    const lines = await callLines({
      "lib/app.rb": APP,
      "lib/use.rb": [
        "class Use < Client",
        "  def run(thing)",
        "    Web::Base.class_eval do",
        "      set :a, 1",
        "    end",
        "    Class.new(Web::Base) do",
        "      get('/') { halt() }",
        "    end",
        "    thing.instance_eval do",
        "      set :b, 2",
        "    end",
        "    Module.new do",
        "      get('/x')",
        "    end",
        "    [1].each do",
        "      get('/y')",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "lib/use.rb");
    // `get('/y')` in an `each` block keeps the method's self (a `Client`); `set :b` on an untyped `thing` and `get` in
    // a new module are not guessed. `halt` in the route block: the route method yields nothing, so self is still the
    // subclass of `Web::Base` (its class and instance methods are one table).
    expect(lines).toEqual([
      "lib/use.rb#Use.run -> ?Class.new @6 external",
      "lib/use.rb#Use.run -> ?Module.new @12 external",
      "lib/use.rb#Use.run -> ?Web.Base.class_eval @3 external",
      "lib/use.rb#Use.run -> ?[1].each @15 external",
      "lib/use.rb#Use.run -> ?get @13 internal",
      "lib/use.rb#Use.run -> ?set @10 internal",
      "lib/use.rb#Use.run -> ?thing.instance_eval @9 external",
      "lib/use.rb#Use.run -> lib/app.rb#Client.get @16 import",
      "lib/use.rb#Use.run -> lib/app.rb#Web.Base.get @7 import",
      "lib/use.rb#Use.run -> lib/app.rb#Web.Base.halt @7 import",
      "lib/use.rb#Use.run -> lib/app.rb#Web.Base.set @4 import",
    ]);
  });

  it("follows a block through repository methods that send it on to `class_eval`; `Class.new(self)` keeps the caller's self", async () => {
    const lines = await callLines({
      "lib/app.rb": APP,
      "test/helper.rb": [
        "class Case",
        "  def mock_app(base = Web::Base, &block)",
        "    @app = Web.new(base, &block)",
        "  end",
        "",
        "  def self.context(name, &block)",
        "    subclass = Class.new(self)",
        "    subclass.class_eval(&block)",
        "  end",
        "",
        "  def each_item(&block)",
        "    [1].each(&block)",
        "  end",
        "",
        "  def assert_ok; end",
        "end",
        "",
      ].join("\n"),
      "test/app_test.rb": [
        "class AppTest < Case",
        "  def check",
        "    mock_app do",
        "      set :a, 1",
        "      get('/') { halt() }",
        "    end",
        "    each_item { assert_ok() }",
        "  end",
        "",
        "  context 'nested' do",
        "    assert_ok()",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "test/app_test.rb");
    expect(lines).toEqual([
      "test/app_test.rb#AppTest -> test/helper.rb#Case.assert_ok @11 import",
      "test/app_test.rb#AppTest -> test/helper.rb#Case.context @10 import",
      "test/app_test.rb#AppTest.check -> lib/app.rb#Web.Base.get @5 import",
      "test/app_test.rb#AppTest.check -> lib/app.rb#Web.Base.halt @5 import",
      "test/app_test.rb#AppTest.check -> lib/app.rb#Web.Base.set @4 import",
      "test/app_test.rb#AppTest.check -> test/helper.rb#Case.assert_ok @7 import",
      "test/app_test.rb#AppTest.check -> test/helper.rb#Case.each_item @7 import",
      "test/app_test.rb#AppTest.check -> test/helper.rb#Case.mock_app @3 import",
    ]);
  });

  it("reads a bare name's field from the block's receiver (a constant names its class), not from the enclosing class", async () => {
    const lines = await callLines({
      "lib/req.rb": ["class Req", "  def ip; end", "end", "", "class Holder", "  attr_reader :req", "  def initialize", "    @req = Req.new", "  end", "end", ""].join("\n"),
      "lib/use.rb": ["class Use", "  attr_reader :req", "  def run", "    Holder.class_eval do", "      req.ip", "    end", "    req.ip", "  end", "end", ""].join("\n"),
    }, "lib/use.rb");
    // Inside `Holder.class_eval` `req` is Holder's reader (a `Req`); outside it is Use's own, of unknown type.
    expect(lines).toEqual([
      "lib/use.rb#Use -> ?attr_reader @2 external",
      "lib/use.rb#Use.run -> ?Holder.class_eval @4 external",
      "lib/use.rb#Use.run -> ?req.ip @7 internal",
      "lib/use.rb#Use.run -> lib/req.rb#Holder.req @5 import",
      "lib/use.rb#Use.run -> lib/req.rb#Req.ip @5 import",
      "lib/use.rb#Use.run -> lib/use.rb#Use.req @7 scope",
    ]);
  });

  it("runs a `Rack::Builder.new` block on the builder: the gem's methods are external, a repository builder's are its own", async () => {
    const use = [
      "class Server",
      "  def app",
      "    Rack::Builder.new do",
      "      use Logger",
      "      run lambda { |env| [200, {}, []] }",
      "    end",
      "  end",
      "end",
      "",
    ].join("\n");
    const gem = await callLines({ "lib/app.rb": APP, "lib/dsl.rb": "class Dsl\n  def use(m); end\n  def run(a); end\nend\n", "lib/server.rb": use }, "lib/server.rb");
    expect(gem).toEqual([
      "lib/server.rb#Server.app -> ?Rack.Builder.new @3 external",
      "lib/server.rb#Server.app -> ?lambda @5 external",
      "lib/server.rb#Server.app -> ?run @5 external",
      "lib/server.rb#Server.app -> ?use @4 external",
    ]);
    const own = await callLines({
      "lib/rack/builder.rb": [
        "module Rack",
        "  class Builder",
        "    def initialize(&block)",
        "      instance_eval(&block) if block_given?",
        "    end",
        "    def use(m); end",
        "    def run(a); end",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/dsl.rb": "class Dsl\n  def use(m); end\n  def run(a); end\nend\n",
      "lib/server.rb": use,
    }, "lib/server.rb");
    expect(own).toEqual([
      "lib/server.rb#Server.app -> ?lambda @5 external",
      "lib/server.rb#Server.app -> lib/rack/builder.rb#Rack.Builder.initialize @3 import",
      "lib/server.rb#Server.app -> lib/rack/builder.rb#Rack.Builder.run @5 import",
      "lib/server.rb#Server.app -> lib/rack/builder.rb#Rack.Builder.use @4 import",
    ]);
  });
});

describe("RSpec example groups", () => {
  const LIB = [
    "class Stream",
    "  def initialize(size); end",
    "  def each; end",
    "  def get(path); end",
    "  def before; end",
    "  def to; end",
    "end",
    "",
    "module Helpers",
    "  def mock_app; end",
    "end",
    "",
    "module Local",
    "  def helper; end",
    "end",
    "",
  ].join("\n");

  it("resolves a group's defs, lets and mixins (`include`, `config.include` under the helper's folder); the group DSL and gem mixins are external", async () => {
    const lines = await callLines({
      "lib/stream.rb": LIB,
      "spec/spec_helper.rb": ["RSpec.configure do |config|", "  config.include Rack::Test::Methods", "  config.include Helpers", "end", ""].join("\n"),
      "other/spec/spec_helper.rb": ["module OtherHelpers", "  def mock_app; end", "end", "RSpec.configure do |config|", "  config.include OtherHelpers", "end", ""].join("\n"),
      "spec/stream_spec.rb": [
        "RSpec.describe Stream do",
        "  include Local",
        "  let(:size) { 3 }",
        "  def build; end",
        "",
        "  before { mock_app() }",
        "",
        "  describe '#each' do",
        "    it 'streams' do",
        "      build()",
        "      helper()",
        "      get '/'",
        "      expect(last_response.body).to eq('')",
        "      described_class.new(size()).each",
        "      subject.each",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    }, "spec/stream_spec.rb");
    // `get` and `last_response` are Rack::Test's (mixed in from outside), `describe`, `it`, `before`, `expect`, `eq`
    // RSpec's; `mock_app` is the `Helpers` one (other/spec's helper applies to other/spec only); the described class
    // and the implicit subject are `Stream`s.
    expect(lines).toEqual([
      "spec/stream_spec.rb -> ?RSpec.describe @1 external",
      "spec/stream_spec.rb -> ?before @6 external",
      "spec/stream_spec.rb -> ?describe @8 external",
      "spec/stream_spec.rb -> ?described_class @14 external",
      "spec/stream_spec.rb -> ?eq @13 external",
      "spec/stream_spec.rb -> ?expect @13 external",
      "spec/stream_spec.rb -> ?expect(last_response.body).to @13 external",
      "spec/stream_spec.rb -> ?get @12 external",
      "spec/stream_spec.rb -> ?include @2 external",
      "spec/stream_spec.rb -> ?it @9 external",
      "spec/stream_spec.rb -> ?last_response @13 external",
      "spec/stream_spec.rb -> ?last_response.body @13 external",
      "spec/stream_spec.rb -> ?let @3 external",
      "spec/stream_spec.rb -> ?subject @15 external",
      "spec/stream_spec.rb -> lib/stream.rb#Helpers.mock_app @6 import",
      "spec/stream_spec.rb -> lib/stream.rb#Local.helper @11 import",
      "spec/stream_spec.rb -> lib/stream.rb#Stream.each @14 import",
      "spec/stream_spec.rb -> lib/stream.rb#Stream.initialize @14 import",
      "spec/stream_spec.rb -> spec/stream_spec.rb#build @10 scope",
      "spec/stream_spec.rb -> spec/stream_spec.rb#size @14 scope",
    ]);
  });

  it("leaves a name two groups of a file define unresolved, and a name missing from a shared group (defined where it is included)", async () => {
    const lines = await callLines({
      "lib/stream.rb": LIB,
      "spec/stream_spec.rb": [
        "RSpec.describe Stream do",
        "  describe 'one' do",
        "    let(:app) { Stream.new(1) }",
        "    it('a') { app().each }",
        "  end",
        "  describe 'two' do",
        "    let(:app) { Stream.new(2) }",
        "    it('b') { app().each }",
        "  end",
        "end",
        "",
        "RSpec.describe 'three' do",
        "  def check; app(); end",
        "end",
        "",
        "RSpec.shared_examples 'a stream' do",
        "  it('c') { stream.each; before() }",
        "end",
        "",
      ].join("\n"),
    }, "spec/stream_spec.rb");
    // The second `let(:app)` shares the first one's node (one qualified name per file), so a call in group 'two' has
    // no node of its own to point at; group 'three' has no `app` (a `let` is its group's, not the file's). In the
    // shared group `stream` and `before` may be the including group's.
    expect(lines).toEqual([
      "spec/stream_spec.rb -> ?RSpec.describe @1 external",
      "spec/stream_spec.rb -> ?RSpec.shared_examples @16 external",
      "spec/stream_spec.rb -> ?app @8 internal",
      "spec/stream_spec.rb -> ?app().each @8 internal",
      "spec/stream_spec.rb -> ?before @17 internal",
      "spec/stream_spec.rb -> ?describe @2 external",
      "spec/stream_spec.rb -> ?it @4 external",
      "spec/stream_spec.rb -> ?let @3 external",
      "spec/stream_spec.rb -> ?stream @17 external",
      "spec/stream_spec.rb -> ?stream.each @17 internal",
      "spec/stream_spec.rb -> lib/stream.rb#Stream.each @4 import",
      "spec/stream_spec.rb -> spec/stream_spec.rb#app @4 scope",
      "spec/stream_spec.rb#app -> lib/stream.rb#Stream.initialize @3 import",
      "spec/stream_spec.rb#check -> ?app @13 external",
    ]);
  });

  it("answers a name in a minitest `describe` group from the repository's reopened `class Minitest::Spec`, and names `module ::X` from the top level", async () => {
    // From rack 8bf4eb07 test/helper.rb (`class Minitest::Spec` with `self.deprecated`, `capture_warnings`),
    // test/spec_multipart.rb and test/spec_utils.rb; sinatra cb22afd7 test/helpers_test.rb (`module ::HelperOne`).
    const lines = await callLines({
      "test/helper.rb": [
        "class Minitest::Spec",
        "  def self.deprecated(*args, &block)",
        "    it(*args) do",
        "      instance_exec(&block)",
        "    end",
        "  end",
        "  def capture_warnings(target)",
        "    yield target",
        "  end",
        "end",
        "",
      ].join("\n"),
      "test/spec_utils.rb": [
        "require_relative 'helper'",
        "describe Rack::Utils do",
        "  deprecated \"parses multipart content\" do",
        "    capture_warnings(Rack::Utils) do |warnings|",
        "      warnings.pop",
        "    end",
        "  end",
        "  it \"helps\" do",
        "    HelperOne.one",
        "    missing_helper(1)",
        "  end",
        "  module ::HelperOne; def self.one; '1'; end; end",
        "end",
        "",
      ].join("\n"),
    }, "test/spec_utils.rb");
    expect(lines).toEqual([
      "test/spec_utils.rb -> ?describe @2 external",
      "test/spec_utils.rb -> ?it @8 external",
      "test/spec_utils.rb -> ?missing_helper @10 external",
      "test/spec_utils.rb -> ?require_relative @1 external",
      "test/spec_utils.rb -> ?warnings.pop @5 external",
      "test/spec_utils.rb -> test/helper.rb#Minitest.Spec.capture_warnings @4 import",
      "test/spec_utils.rb -> test/helper.rb#Minitest.Spec.deprecated @3 import",
      "test/spec_utils.rb -> test/spec_utils.rb#HelperOne.one @9 scope",
    ]);
  });
});
