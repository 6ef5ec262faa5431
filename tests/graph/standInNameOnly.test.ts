/**
 * A test stand-in's member (`Mock…`, `Fake…`, `Stub…`) answers no call by name outside its own file and tests, wherever
 * it lives: httpcore 9820975's `httpcore/_backends/mock.py` (a package module, no test path) defines
 * `MockSSLObject.selected_alpn_protocol`, and six production methods' `ssl_object.selected_alpn_protocol()` (the standard
 * library's `ssl.SSLObject`) had reached it by name.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("name-only calls and test stand-ins", () => {
  it("reach no Mock/Fake/Stub member from production code; tests and other owners still resolve", async () => {
    const lines = await callLines({
      "pkg/_backends/mock.py": [
        "class MockSSLObject:",
        "    def selected_alpn_protocol(self):",
        "        return 'h2'",
        "",
        "    def use(self, o):",
        "        return o.selected_alpn_protocol()",
        "",
        "",
        "class DummyParser:",
        "    def parse_chunk(self, data):",
        "        return data",
        "",
      ].join("\n"),
      "pkg/connection.py": [
        "def handle_request(stream, parser):",
        "    ssl_object = stream.get_extra_info('ssl_object')",
        "    ssl_object.selected_alpn_protocol()",
        "    parser.parse_chunk(b'')",
        "",
      ].join("\n"),
      "tests/test_connection.py": [
        "def test_alpn(ssl_object):",
        "    ssl_object.selected_alpn_protocol()",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => !l.includes("get_extra_info"))).toEqual([
      "pkg/_backends/mock.py#MockSSLObject.use -> pkg/_backends/mock.py#MockSSLObject.selected_alpn_protocol @6 name-only",
      "pkg/connection.py#handle_request -> ?ssl_object.selected_alpn_protocol @3 internal",
      "pkg/connection.py#handle_request -> pkg/_backends/mock.py#DummyParser.parse_chunk @4 name-only",
      "tests/test_connection.py#test_alpn -> pkg/_backends/mock.py#MockSSLObject.selected_alpn_protocol @2 name-only",
    ]);
  });
});
