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
    }).toEqual({ literal: [], named: ["requestInterceptorChain"], arrow: ["headers"], own: ["this.handlers"], thisArg: ["arr"] });
  });
});
