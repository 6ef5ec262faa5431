/**
 * Ruby method purposes from their bodies (rack 3, `lib/rack`): a method without a doc comment was summarized
 * "Declared as def rewind". Ruby returns its last expression, memoizes with `@x ||= …`, reads fields through
 * `attr_reader`, names methods with `alias` and writes one-line predicates (`def ok?; status == 200; end`). A field
 * or a constant given back is said to be one: "Returns @realm" for `realm` only restated its name.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, type NodeInput } from "../../src/summarize/index.js";
import type { GraphNode } from "../../src/graph/index.js";
import { node } from "./graphs.js";

const input = (n: GraphNode, extra: Partial<NodeInput> = {}): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [], ...extra });
const method = (id: string, signature: string): GraphNode => node(id, "method", { language: "ruby", name: id.split(".").pop()!, signature });

/** `[id, signature, code, unresolved calls]` of rack methods and the purpose each gets. */
const CASES: [string, string, string, string[], string][] = [
  ["lib/rack/rewindable_input.rb#Rack.RewindableInput.rewind", "def rewind", "def rewind\n      make_rewindable unless @rewindable_io\n      @rewindable_io.rewind\n    end", ["@rewindable_io.rewind"], "Returns the result of @rewindable_io.rewind"],
  ["lib/rack/auth/abstract/request.rb#Rack.Auth.AbstractRequest.parts", "def parts", "def parts\n        @parts ||= @env[authorization_key].split(' ', 2)\n      end", ["@env[authorization_key].split"], "Returns the field @parts, computed on the first call"],
  ["lib/rack/auth/abstract/handler.rb#Rack.Auth.AbstractHandler.realm", ":realm", ":realm", [], "Returns the field @realm"],
  ["lib/rack/headers.rb#Rack.Headers.include?", "alias include? has_key?", "alias include? has_key?", [], "Is another name for has_key?"],
  ["lib/rack/response.rb#Rack.Response.Helpers.ok?", "def ok?;", "def ok?;                  status == 200;                        end", [], "Returns whether status == 200"],
  ["lib/rack/request.rb#Rack.Request.Helpers.ssl?", "def ssl?", "def ssl?\n        scheme == 'https' || scheme == 'wss'\n      end", [], "Returns whether scheme == 'https' || scheme == 'wss'"],
  ["lib/rack/null_logger.rb#Rack.NullLogger.close", "def close ; end", "def close ; end", [], "Does nothing"],
  ["lib/rack/request.rb#Rack.Request.Helpers.content_length", "def content_length;", "def content_length;  get_header('CONTENT_LENGTH')                   end", ["get_header"], "Returns the result of get_header"],
  [
    "lib/rack/builder.rb#Rack.Builder.to_app",
    "def to_app",
    "def to_app\n      app = @map ? generate_map(@run, @map) : @run\n      fail \"missing run or map statement\" unless app\n      app.freeze if @freeze_app\n      app = @use.reverse.inject(app) { |a, e| e[a].tap { |x| x.freeze if @freeze_app } }\n      @warmup.call(app) if @warmup\n      app\n    end",
    ["@use.reverse", "@use.reverse.inject", "@warmup.call", "app.freeze"],
    // `fail "missing run or map statement" unless app` raises a RuntimeError (extractive-node 360).
    "Returns the value of app; raises RuntimeError",
  ],
  // jnunemaker/httparty 2daba91b: a ternary on a comparison gives one of its branches, no yes-or-no answer
  // ("Returns whether query_string_parts.size > 0 ? …"); a memoizing statement over several lines read "Sets formatters".
  ["lib/httparty/request.rb#HTTParty.Request.query_string", "def query_string(uri)", "def query_string(uri)\n      query_string_parts.size > 0 ? query_string_parts.join('&') : nil\n    end", ["query_string_parts.size", "query_string_parts.join"], "Calls query_string_parts.size, query_string_parts.join"],
  ["lib/httparty/logger/logger.rb#HTTParty.Logger.formatters", "def self.formatters", "def self.formatters\n      @formatters ||= {\n        :curl => Logger::CurlFormatter,\n        :apache => Logger::ApacheFormatter,\n      }\n    end", [], "Returns the field @formatters, computed on the first call"],
  ["lib/httparty/connection_adapter.rb#HTTParty.ConnectionAdapter.default_cert_store", "def self.default_cert_store", "def self.default_cert_store\n      @default_cert_store ||= OpenSSL::X509::Store.new.tap do |cert_store|\n        cert_store.set_default_paths\n      end\n    end", ["OpenSSL::X509::Store.new", "cert_store.set_default_paths"], "Returns the field @default_cert_store, computed on the first call"],
  // A break-it trial: the commonest multi-line memo, `@x ||= begin … end`, read "Sets lazy".
  ["lib/a.rb#A.lazy", "def lazy", "def lazy\n      @lazy ||= begin\n        compute(1)\n      end\n    end", ["compute"], "Returns the field @lazy, computed on the first call"],
  ["lib/rack/show_exceptions.rb#Rack.ShowExceptions.template", "def template", "def template\n      TEMPLATE\n    end", [], "Returns the constant TEMPLATE"],
  ["lib/rack/builder.rb#Rack.Builder.run", "def run(app = nil, &block)", "def run(app = nil, &block)\n      raise ArgumentError, \"Both app and block given!\" if app && block_given?\n\n      @run = app || block\n    end", ["block_given?"], "Raises ArgumentError"],
];

describe("Ruby method purposes from their bodies (rack)", () => {
  it.each(CASES)("%s", (id, signature, code, unresolved, purpose) => {
    expect(extractiveNodeSummary(input(method(id, signature), { unresolved }), code).purpose).toBe(purpose);
  });
});

describe("calls outside the graph", () => {
  it("keep a literal as written, cut at 60 characters (rack directory.rb, starlette routing.py)", () => {
    const check = method("lib/rack/directory.rb#Rack.Directory.check_bad_request", "def check_bad_request(path_info)");
    const unresolved = ["Utils.valid_path?", "body.bytesize", '{CONTENT_TYPE=>"text/plain",CONTENT_LENGTH=>body.bytesize.to_s,"x-cascade"=>"pass"}.merge!'];
    const params = node("starlette/routing.py#replace_params", "function", { language: "python", name: "replace_params", signature: "def replace_params(path, param_convertors, path_params)" });
    // The calls the purpose names are not listed again below it; a call on a string literal is named in no purpose.
    const rack = extractiveNodeSummary(input(check, { unresolved }));
    expect([rack.purpose, rack.details, extractiveNodeSummary(input(params, { unresolved: ['", ".join'] })).details]).toEqual([
      'Calls Utils.valid_path?, body.bytesize, {CONTENT_TYPE=>"text/plain",CONTENT_LENGTH=>body.bytesize.t…',
      [],
      ['Calls outside the graph: ", ".join'],
    ]);
  });
});
