/**
 * A utility's `forEach(collection, fn)` (axios's `utils.forEach`, lodash's `_.forEach`) iterates over its first
 * argument, not over the module it is called on: axios's `Axios._request` read "iterates over utils" for
 * `utils.forEach(['delete', 'get', 'head', 'options'], function forEachMethodNoData (method) { … })`. An array's own
 * `forEach(fn)` still iterates over its receiver.
 */
import { describe, expect, it } from "vitest";
import { readBody } from "../../src/summarize/body/bodyFacts.js";

describe("forEach in a JavaScript body", () => {
  it("names the collection a utility's forEach is handed, and an array's own receiver", () => {
    const iterates = (body: string): string[] | undefined => readBody("typescript", `function f (config) {\n${body}\n}`)?.iterates;
    expect({
      literal: iterates("  utils.forEach(['delete', 'get'], function forEachMethodNoData (method) { config[method] = 1; });"),
      named: iterates("  utils.forEach(requestInterceptorChain, function unshift (interceptor) { chain.push(interceptor); });"),
      arrow: iterates("  _.forEach(headers, (value, key) => { config[key] = value; });"),
      own: iterates("  this.handlers.forEach((h) => { h(config); });"),
      thisArg: iterates("  arr.forEach(handler, this);"),
      // (From a break-it trial: a member, a call, an index, a named callback.)
      member: iterates("  utils.forEach(this.items, fn);"),
      call: iterates("  utils.forEach(Object.keys(config), function (k) { config[k] = 1; });"),
      index: iterates("  utils.forEach(config[0], (x) => { config.y = x; });"),
    }).toEqual({ literal: [], named: ["requestInterceptorChain"], arrow: ["headers"], own: ["this.handlers"], thisArg: ["arr"], member: ["this.items"], call: [], index: [] });
  });
});

describe("a braced body of one return", () => {
  it("is read as its expression in Go and TypeScript (gorilla/websocket's isControl read \"Returns bool\")", () => {
    const go = readBody("go", "func isControl(frameType int) bool {\n\treturn frameType == CloseMessage || frameType == PingMessage\n}");
    const ts = readBody("typescript", "function isControl (t) {\n  return t === 1 || t === 2;\n}");
    const two = readBody("go", "func f(a int) int {\n\tb := a * 2\n\treturn b\n}");
    expect([go?.whether, ts?.whether, two?.expressionBody]).toEqual(["frameType equals CloseMessage or frameType equals PingMessage", "t is 1 or t is 2", undefined]);
  });
});
