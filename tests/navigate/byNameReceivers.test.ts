/**
 * By-name sites of a method name several classes declare. Found on rack: `references` of `Rack::Request::Helpers#body`
 * listed 169 by-name sites, 151 of them `res.body` / `response.body` in tests, calls of `MockResponse#body`. A site
 * whose receiver is named after another class with a `body` (and not after the method's own class) is that class's;
 * by-name sites come after resolved ones; impact takes by-name callers one hop only. A test file's class names no
 * receiver of a library method.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { findReferences, impactOf } from "../../src/navigate/index.js";
import { namesClass, receiverName } from "../../src/navigate/receiverName.js";
import { loadFixture, writeTree } from "../graph/graphFixtures.js";

// Cut from rack 8bf4eb07: lib/rack/request.rb, lib/rack/response.rb, lib/rack/mock_response.rb, test/spec_request.rb.
const RACK = {
  "lib/rack/request.rb": `module Rack
  class Request
    module Helpers
      def body
        get_header(RACK_INPUT)
      end

      def form_data?
        self.body && true
      end
    end

    include Helpers
  end
end
`,
  "lib/rack/response.rb": `module Rack
  class Response
    def body
      @body
    end
  end
end
`,
  "lib/rack/mock_response.rb": `module Rack
  class MockResponse < Rack::Response
    def body
      @buffered_body
    end
  end
end
`,
  "lib/rack/multipart/parser.rb": `module Rack
  module Multipart
    class Collector
      def on_mime_body(mime_index, content)
        @mime_parts[mime_index].body << content
      end
    end
  end
end
`,
  "lib/rack/etag.rb": `module Rack
  class ETag
    def call(env)
      @app.call(env)
    end
  end
end
`,
  "test/spec_etag.rb": `class TestApp
  def call(env)
    [200, {}, []]
  end
end
`,
  "test/spec_request.rb": `describe Rack::Request do
  it "reads the body" do
    res = Rack::MockRequest.new(app).get("/")
    res.body.must_equal "ok"
    response = Rack::MockRequest.new(app).get("/")
    response.body.must_be :empty?
    req = make_request(env)
    req.body.read.must_equal "foo"
    r4 = make_request(env)
    r4.body.must_be_nil
    Rack::MockRequest.new(app).get("/").body.to_s.must_equal "root"
  end
end
`,
};

describe("by-name sites of a method name other classes declare", () => {
  it("reads a receiver's name and the classes it names", () => {
    expect(["res", "@response", "self.request", "r4", "parts[i]", 'get("/")', "mock_response"].map((r) => receiverName(r) ?? "-")).toEqual(["res", "response", "request", "-", "-", "-", "mockresponse"]);
    expect([namesClass("res", "MockResponse"), namesClass("response", "Response"), namesClass("req", "Request"), namesClass("req", "Response"), namesClass("mockresponse", "MockResponse")]).toEqual([true, true, true, false, true]);
  });

  it("rack: Request::Helpers#body keeps no res.body / response.body, lists by-name sites after resolved ones, and impact stops at one hop", async () => {
    const root = writeTree(RACK);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const refs = (id: string): string[] => findReferences(graph, id)!.map((r) => `${r.path}:${r.line} ${r.resolution}`);
    expect({
      helpers: refs("lib/rack/request.rb#Rack.Request.Helpers.body"),
      response: refs("lib/rack/response.rb#Rack.Response.body"),
      mock: refs("lib/rack/mock_response.rb#Rack.MockResponse.body"),
    }).toEqual({
      // form_data?'s `body` resolves to its own module (scope) and comes first; req.body, r4.body, the index result
      // and the call's result stay, by name.
      helpers: ["lib/rack/request.rb:9 scope", "lib/rack/multipart/parser.rb:5 by-name", "test/spec_request.rb:8 by-name", "test/spec_request.rb:10 by-name", "test/spec_request.rb:11 by-name"],
      // `req` names Request (another class with a `body`): not Response's.
      response: ["lib/rack/multipart/parser.rb:5 by-name", "test/spec_request.rb:4 by-name", "test/spec_request.rb:6 by-name", "test/spec_request.rb:10 by-name", "test/spec_request.rb:11 by-name"],
      mock: ["lib/rack/multipart/parser.rb:5 by-name", "test/spec_request.rb:4 by-name", "test/spec_request.rb:6 by-name", "test/spec_request.rb:10 by-name", "test/spec_request.rb:11 by-name"],
    });
    // A test file's class claims no receiver of a library method: `@app.call` stays a by-name site of ETag#call
    // (rack's test `TestApp#call` took every middleware's `@app.call`).
    expect(refs("lib/rack/etag.rb#Rack.ETag.call")).toEqual(["lib/rack/etag.rb:4 by-name"]);
    const impact = impactOf(graph, "lib/rack/request.rb#Rack.Request.Helpers.body")!;
    expect(impact.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.id} ${n.resolution}`))).toEqual([
      "1 lib/rack/multipart/parser.rb#Rack.Multipart.Collector.on_mime_body by-name",
      "1 lib/rack/request.rb#Rack.Request.Helpers.form_data? scope",
      "1 test/spec_request.rb by-name",
    ]);
  });
});

// attrs c1dc5dcb: `impact evolve` (the module function `attr.evolve`) listed `_collect_base_attrs` and two more "by
// name", which call `a.evolve(…)` on an `Attribute`, whose method `evolve` shares the name.
describe("by-name sites of a module function whose name a method also has", () => {
  it("keep bare and module-qualified calls, not calls on an object", async () => {
    const root = writeTree({
      "src/attr/_make.py": [
        "class Attribute:",
        "    def evolve(self, **changes):",
        "        return self",
        "",
        "",
        "def evolve(inst, **changes):",
        "    return inst",
        "",
        "",
        "def _collect_base_attrs(attrs):",
        "    return [a.evolve(inherited=True) for a in attrs]",
        "",
      ].join("\n"),
      "tests/test_funcs.py": ["def test_evolve(attr, c):", "    attr.evolve(c)", "    evolve(c)", "    c.evolve(x=1)", ""].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect((findReferences(graph, "src/attr/_make.py#evolve") ?? []).map((r) => `${r.from}:${r.line} ${r.resolution}`)).toEqual(["tests/test_funcs.py#test_evolve:2 by-name", "tests/test_funcs.py#test_evolve:3 by-name"]);
  });
});
