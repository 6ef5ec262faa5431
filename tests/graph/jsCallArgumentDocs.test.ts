/**
 * A function literal that is the one function argument of a call standing as a statement takes that statement's doc:
 * express a3714473 documents its request getters above `defineGetter(req, 'ip', function ip(){ … })`, and
 * `summary --node lib/request.js#ip` said only "Returns a value".
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const REQUEST = [
  "var req = Object.create(Object.prototype);",
  "module.exports = req;",
  "/**",
  " * Return the remote address from the trusted proxy.",
  " *",
  " * @return {String}",
  " */",
  "",
  "defineGetter(req, 'ip', function ip(){",
  "  return this.socket.remoteAddress;",
  "});",
  "// Parse the query string.",
  "defineGetter(req, 'query', () => parse(req.url));",
  "/** Two handlers: whose doc is it? */",
  "both(function first(){}, function second(){});",
  "/** The value of the host header. */",
  "var host = wrap(function host(){ return req.headers.host; });",
  "function defineGetter(obj, name, getter) {",
  "  Object.defineProperty(obj, name, { get: getter });",
  "}",
  "function both(a, b) { a(); b(); }",
  "function wrap(f) { return f; }",
  "function parse(url) { return url; }",
  "function read(req, next) {",
  "  // read off entire request",
  "  dump(req, function onfinished () {",
  "    next(new Error('aborted'));",
  "  });",
  "}",
  "function dump(req, done) { done(); }",
  "",
].join("\n");

describe("the doc of a function handed to a call statement", () => {
  it("is the JSDoc above the call when the call has one function argument, or a line comment at the file's top level", async () => {
    const root = writeTree({ "lib/request.js": REQUEST });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const docs = graph.nodes.filter((n) => n.kind === "function").map((n) => `${n.id}: ${n.doc ?? "-"}`).sort();
    expect(docs).toEqual([
      "lib/request.js#both: -",
      "lib/request.js#defineGetter: -",
      "lib/request.js#dump: -",
      "lib/request.js#first: -",
      // A call that is a variable's value, not a statement: the rule leaves it alone.
      "lib/request.js#host: -",
      "lib/request.js#ip: Return the remote address from the trusted proxy.",
      "lib/request.js#parse: -",
      // body-parser b1f3d58 (a new user's trial): a line comment on a step inside a function body is the step's.
      "lib/request.js#read.onfinished: -",
      "lib/request.js#read: -",
      "lib/request.js#second: -",
      "lib/request.js#wrap: -",
    ]);
  });
});
