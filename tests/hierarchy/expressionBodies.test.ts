/**
 * An undocumented arrow whose body is one expression says what it returns, not its declaration: real inputs from
 * execa 8017b27 (`lib/ipc/validation.js`, `lib/io/input-sync.js`, `lib/stdio/type.js`) and got d00d845a
 * (`source/core/response.ts`), exact texts.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, type NodeInput } from "../../src/summarize/index.js";
import { readBody } from "../../src/summarize/body/bodyFacts.js";
import { nodeFacts } from "../../src/summarize/hierarchy/extractiveNode.js";
import type { GraphNode } from "../../src/graph/index.js";
import { fn } from "./graphs.js";

const input = (n: GraphNode, extra: Partial<NodeInput> = {}): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [], ...extra });
const js = (id: string, signature: string): GraphNode => fn(id, { name: id.split("#")[1]!, language: "javascript", signature });

describe("arrow functions with an expression body", () => {
  it("a test reads as `Returns whether …`, with its operators as words and long arguments cut", () => {
    const code = [
      "isSerializationError = ({code, message}) => SERIALIZATION_ERROR_CODES.has(code)",
      "\t|| SERIALIZATION_ERROR_MESSAGES.some(serializationErrorMessage => message.includes(serializationErrorMessage))",
    ].join("\n");
    const n = js("lib/ipc/validation.js#isSerializationError", "isSerializationError = ({code, message}) =>");
    expect(extractiveNodeSummary(input(n, { unresolved: ["SERIALIZATION_ERROR_CODES.has", "SERIALIZATION_ERROR_MESSAGES.some", "message.includes"] }), code).purpose).toBe(
      "Returns whether SERIALIZATION_ERROR_CODES.has(code) or SERIALIZATION_ERROR_MESSAGES.some(…)",
    );
    expect(readBody("javascript", "isX = error => error?.code === 'ERR_Y'")?.whether).toBe("error?.code is 'ERR_Y'");
    expect(readBody("javascript", "isOff = value => !value")?.whether).toBe("!value");
  });

  it("a construction reads as `Returns a new …`", () => {
    const code = [
      "getInputFdNumbers = fileDescriptors => new Set(Object.entries(fileDescriptors)",
      "\t.filter(([, {direction}]) => direction === 'input')",
      "\t.map(([fdNumber]) => Number(fdNumber)));",
    ].join("\n");
    const n = js("lib/io/input-sync.js#getInputFdNumbers", "getInputFdNumbers = fileDescriptors =>");
    expect(extractiveNodeSummary(input(n, { unresolved: ["Object.entries", "Number"] }), code).purpose).toBe("Returns a new Set(Object.entries(fileDescriptors).filter(…).map(…))");
  });

  it("a typed arrow's test says more than its return type; a call, a member and a literal are returned as written", () => {
    const utf8 = "isUtf8Encoding = (encoding?: BufferEncoding): boolean => encoding === undefined || encoding.toLowerCase().replace('-', '') === 'utf8'";
    const n = fn("source/core/response.ts#isUtf8Encoding", { name: "isUtf8Encoding", signature: "isUtf8Encoding = (encoding?: BufferEncoding): boolean =>" });
    expect(extractiveNodeSummary(input(n), utf8).purpose).toBe("Returns whether encoding is undefined or encoding.toLowerCase().replace('-', '') is 'utf8'");
    expect(readBody("javascript", "getOptions = () => ({\n\tstdout: getOutputGenerator(),\n})")).toMatchObject({ gives: "{stdout: getOutputGenerator(),}", givesKind: "expression" });
    expect(readBody("javascript", "getContext = options => options.context;")).toMatchObject({ gives: "options.context", givesKind: "expression" });
    expect(readBody("javascript", "normalize = options => normalizeOptions(options, defaults)")).toMatchObject({ gives: "normalizeOptions(options, defaults)", givesKind: "call" });
    expect(readBody("javascript", "pick = (a, b) => a ? b : undefined")).toMatchObject({ gives: "a ? b : undefined", givesKind: "expression" });
  });

  it("an object literal too long to quote reads by its keys (got documentation/examples/gh-got.js `getRateLimit`)", () => {
    const code = [
      "getRateLimit = headers => ({",
      "\tlimit: Number.parseInt(headers['x-ratelimit-limit'], 10),",
      "\tremaining: Number.parseInt(headers['x-ratelimit-remaining'], 10),",
      "\treset: new Date(Number.parseInt(headers['x-ratelimit-reset'], 10) * 1000),",
      "})",
    ].join("\n");
    const n = js("documentation/examples/gh-got.js#getRateLimit", "getRateLimit = headers =>");
    expect(extractiveNodeSummary(input(n, { unresolved: ["Number.parseInt", "Date"] }), code).purpose).toBe("Returns an object with limit, remaining and reset");
    expect(readBody("javascript", "f = () => ({...base, async load() { await x(); }, get size() { return 1; }, [key]: 1, a, b: 2, c})")?.gives).toBe("an object with load, size, a, b and 1 more");
  });

  it("a long expression is cut between names, at most 80 characters", () => {
    const long = "f = (first, second) => first.someLongPropertyName + second.anotherLongPropertyName + first.yetAnotherLongName";
    const gives = readBody("javascript", long)?.gives;
    expect(gives).toBe("first.someLongPropertyName + second.anotherLongPropertyName + first.…");
    expect(gives!.length).toBeLessThanOrEqual(80);
  });

  it("a returned call names its callee once (execa lib/return/early-error.js `handleDummyPromise`)", () => {
    const code = "handleDummyPromise = async (error, verboseInfo, options) => handleResult(error, verboseInfo, options)";
    const n = js("lib/return/early-error.js#handleDummyPromise", "handleDummyPromise = async (error, verboseInfo, options) =>");
    const callee = { id: "lib/return/reject.js#handleResult", summary: nodeFacts(js("lib/return/reject.js#handleResult", "handleResult = (result, verboseInfo, {reject}) =>")) };
    expect(extractiveNodeSummary(input(n, { callees: [callee] }), code).purpose).toBe("Returns the result of handleResult(error, verboseInfo, options)");
    // got d00d845a source/core/index.ts `_writeChunksToRequest`'s `isStale`: a method called on `this`.
    const isStale = fn("source/core/index.ts#Request._writeChunksToRequest.isStale", { name: "isStale", signature: "isStale = () =>" });
    const method = { id: "source/core/index.ts#Request._isRequestStale", summary: nodeFacts(fn("source/core/index.ts#Request._isRequestStale", { kind: "method", name: "_isRequestStale", signature: "_isRequestStale(request: ClientRequest): boolean" })) };
    expect(extractiveNodeSummary(input(isStale, { callees: [method] }), "isStale = () => this._isRequestStale(request);").purpose).toBe(
      "Returns the result of this._isRequestStale(request)",
    );
  });

  it("a test that calls a callee names it and delegates to it (execa `isAsyncIterableObject`)", () => {
    const arrow = "isAsyncIterableObject = value => isObject(value) && typeof value[Symbol.asyncIterator] === 'function'";
    const n = js("lib/stdio/type.js#isAsyncIterableObject", "isAsyncIterableObject = value =>");
    const callee = { id: "lib/utils/standard-stream.js#isObject", summary: nodeFacts(js("lib/utils/standard-stream.js#isObject", "isObject = value =>")) };
    expect(extractiveNodeSummary(input(n, { callees: [callee] }), arrow).purpose).toBe(
      "Returns whether isObject(value) and typeof value[Symbol.asyncIterator] is 'function'; delegates to isObject",
    );
  });

  // Shortening tested each bracket group's shortened text again, which doubled the work at every nesting level: 22
  // nested calls took 0.7 s, 40 would take days. The reading is linear in the depth now; the text is the same.
  it("reads a deeply nested call in one pass, its inner groups cut", () => {
    const code = `const wrap = (x) => ${"g(".repeat(40)}x${")".repeat(40)};`;
    expect(readBody("typescript", code)?.gives).toBe("g(g(g(g(g(g(g(g(…))))))))");
    expect(readBody("typescript", `const wrap = (x) => ${"g(".repeat(10)}x${")".repeat(10)};`)?.gives).toBe("g(g(g(g(g(g(g(g(g(g(x))))))))))");
  });
});

// A trial on requests and logrus: a Python body of one `return` line read "Returns a value".
describe("Python bodies of one line returning an expression", () => {
  const py = (id: string, signature: string): GraphNode => fn(id, { name: id.split("#")[1]!, language: "python", signature });
  it("say what they return, their docstring aside; a longer body keeps its count of returns", () => {
    const twice = py("util.py#_twice", "def _twice(x)");
    expect(extractiveNodeSummary(input(twice), 'def _twice(x):\n    """Double x."""\n    return 2 * x\n').purpose).toBe("Returns 2 * x");
    // databases ae3fb16 DatabaseURL.__eq__: `return str(self) == str(other)` read "whether str(self) is str(other)",
    // Python's identity test, not equality.
    expect(readBody("python", "def is_two(x):\n    return x == 2\n")?.whether).toBe("x equals 2");
    expect(readBody("python", "def __ne__(self, other):\n    return str(self) != str(other)\n")?.whether).toBe("str(self) does not equal str(other)");
    expect(readBody("python", "def strip(name: str) -> str:\n    return name.lstrip('-')\n")).toMatchObject({ gives: "name.lstrip('-')", givesKind: "call", expressionBody: true });
    expect(readBody("python", "def pick(x):\n    if x:\n        return 1\n    return 2\n")?.expressionBody).toBeUndefined();
  });
});

describe("an arrow that is one branch of a conditional", () => {
  it("returns its own expression, not the other branch (pino b394c2c1 lib/tools.js)", () => {
    expect(readBody("javascript", "asString = nodeMajor >= 25 ? str => JSON.stringify(str) : _asString")?.gives).toBe("JSON.stringify(str)");
    // A conditional of the body's own keeps both of its branches.
    expect(readBody("javascript", "pick = v => v ? a(v) : b(v)")?.gives).toBe("v ? a(v) : b(v)");
    expect(readBody("javascript", "pick = test ? v => (v ? a(v) : b(v)) : other")?.gives).toBe("v ? a(v) : b(v)");
  });
});
