/**
 * Ruby `super` (bare, `super(x)`, `super x`) calls the method of the enclosing method's own name in the class's
 * ancestors: a parent call (`via: "super"`) to the superclass's or a mixed-in module's method where the repository
 * defines it; external where an ancestor is outside or the method is `Object`'s (`respond_to?`, `method_missing`) in a
 * class; unresolved where neither is known (a module's `super` goes to its includer's ancestors). It made no edge at
 * all. Cut down from rack's `body_proxy.rb`, `events.rb` (`EventedBodyProxy < Rack::BodyProxy`) and `request.rb`
 * (`Request#params` is `@params ||= super`, reaching `Helpers#params` of the module it includes).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Ruby super", () => {
  it("is a parent call of the enclosing method's name in the ancestors", async () => {
    const root = writeTree({
      "lib/rack/body_proxy.rb": [
        "module Rack",
        "  class BodyProxy",
        "    def initialize(body, &block)",
        "      @body = body",
        "    end",
        "",
        "    def respond_to_missing?(method_name, include_all = false)",
        "      super or @body.respond_to?(method_name, include_all)",
        "    end",
        "",
        "    def method_missing(method_name, ...)",
        "      if @body.respond_to?(method_name)",
        "        @body.__send__(method_name, ...)",
        "      else",
        "        super",
        "      end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/rack/events.rb": [
        'require_relative "body_proxy"',
        "",
        "module Rack",
        "  module Events",
        "    class EventedBodyProxy < Rack::BodyProxy",
        "      def initialize(body, request, &block)",
        "        super(body, &block)",
        "        @request = request",
        "      end",
        "",
        "      def each",
        "        super",
        "      end",
        "",
        "      def respond_to?(method_name, include_all = false)",
        "        super",
        "      end",
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
      "lib/rack/request.rb": [
        "module Rack",
        "  class Request",
        "    def initialize(env)",
        "      @env = env",
        "    end",
        "",
        "    def params",
        "      @params ||= super",
        "    end",
        "",
        "    module Env",
        "      def initialize(env)",
        "        @env = env",
        "        super()",
        "      end",
        "    end",
        "",
        "    module Helpers",
        "      def params",
        "        {}",
        "      end",
        "    end",
        "",
        "    include Env",
        "    include Helpers",
        "  end",
        "end",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && (e.via === "super" || e.to.startsWith("?super")))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}${e.via ? ` ${e.via}` : ""}`);
    expect(lines).toEqual([
      "lib/rack/body_proxy.rb#Rack.BodyProxy.method_missing -> ?super.method_missing @15 external",
      "lib/rack/body_proxy.rb#Rack.BodyProxy.respond_to_missing? -> ?super.respond_to_missing? @8 external",
      "lib/rack/events.rb#Rack.Events.EventedBodyProxy.each -> ?super.each @12 internal",
      "lib/rack/events.rb#Rack.Events.EventedBodyProxy.initialize -> lib/rack/body_proxy.rb#Rack.BodyProxy.initialize @7 import super",
      "lib/rack/events.rb#Rack.Events.EventedBodyProxy.respond_to? -> ?super.respond_to? @16 external",
      "lib/rack/request.rb#Rack.Request.Env.initialize -> ?super.initialize @14 internal",
      "lib/rack/request.rb#Rack.Request.params -> lib/rack/request.rb#Rack.Request.Helpers.params @8 scope super",
    ]);
  });
});
