/**
 * Queries written as code: a name with a call after it (`Signer.unsign()`) finds that name first, as without the
 * parentheses; a file's path, a path's tail or a file's name (`lib/core/Axios.js`, `core/Axios.js`, `signer.py`)
 * finds that file first (a new user's trial: `Signer.unsign()` fifth, `lib/core/Axios.js` not in the top 6, `py.typed`
 * first for `signer.py`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

let line = 1;
function doc(id: string, kind: GraphNode["kind"], code: string, summaryText: string): SearchDocument {
  const [filePath, qualified] = id.split("#") as [string, string | undefined];
  const start = line;
  line += 10;
  const node: GraphNode = {
    id,
    kind,
    name: kind === "file" ? filePath.split("/").pop()! : (qualified ?? filePath).split(".").pop()!,
    qualifiedName: qualified ?? filePath,
    path: filePath,
    language: filePath.endsWith(".py") ? "python" : "javascript",
    span: { startLine: start, endLine: start + 5, startByte: 0, endByte: 0 },
    contentHash: `h-${id}`,
  };
  return { node, code, summaryText, contractText: "", ...(kind === "file" ? { fileText: code } : {}) };
}

function corpus(): SearchDocument[] {
  line = 1;
  return [
    doc("src/itsdangerous/py.typed", "file", "py typed py", "Marks the package as typed (py.typed)."),
    doc("src/itsdangerous/signer.py", "file", "class Signer:\n    def sign(self, value): ...\n    def unsign(self, signed_value): ...", "Defines Signer."),
    doc("src/itsdangerous/signer.py#Signer.sign", "method", "def sign(self, value):\n    return value + self.sep + self.get_signature(value)", "Signs the given string."),
    doc("src/itsdangerous/signer.py#Signer.unsign", "method", "def unsign(self, signed_value):\n    value, sig = signed_value.rsplit(self.sep, 1)\n    if self.verify_signature(value, sig): return value", "Unsigns the given string."),
    doc("src/itsdangerous/timed.py#TimestampSigner.unsign", "method", "def unsign(self, signed_value, max_age=None):\n    result = super().unsign(signed_value)\n    unsign unsign signer signer", "Works like the regular Signer.unsign but can also validate the time; unsign signer."),
    doc("lib/axios.js", "file", "import Axios from './core/Axios.js';\nconst axios = createInstance(defaults);\nexport default axios;", "Creates the default axios instance from Axios."),
    doc("lib/core/Axios.js", "file", "class Axios {\n  request(configOrUrl, config) { return this._request(configOrUrl, config); }\n}\nexport default Axios;", "Defines class Axios."),
    doc("lib/core/Axios.js#Axios.request", "method", "request(configOrUrl, config) { return this._request(configOrUrl, config); }", "Dispatches a request."),
    doc("test/core/Axios.test.js", "file", "import Axios from '../../lib/core/Axios.js';\ndescribe('Axios', () => { it('core Axios lib', () => {}); });", "Tests of lib core Axios."),
  ];
}

describe("queries written as code", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterEach(async () => store.close());

  const top = async (query: string, k = 2): Promise<string[]> => (await rankIds(store, query, { k })).map((r) => r.id);

  it("a name written as a call finds the name", async () => {
    expect(await top("Signer.unsign()", 1)).toEqual(["src/itsdangerous/signer.py#Signer.unsign"]);
    expect(await top("`Signer.unsign(value)`", 1)).toEqual(["src/itsdangerous/signer.py#Signer.unsign"]);
    expect(await top("unsign()")).toEqual(["src/itsdangerous/signer.py#Signer.unsign", "src/itsdangerous/timed.py#TimestampSigner.unsign"]);
  });

  it("a file's path, a path's tail or a file's name finds the file", async () => {
    expect(await top("lib/core/Axios.js", 1)).toEqual(["lib/core/Axios.js"]);
    expect(await top("./lib/core/Axios.js", 1)).toEqual(["lib/core/Axios.js"]);
    expect(await top("core/Axios.js", 1)).toEqual(["lib/core/Axios.js"]);
    expect(await top("signer.py", 1)).toEqual(["src/itsdangerous/signer.py"]);
    // Only a kind of node asked for: the file is none of them.
    expect((await rankIds(store, "signer.py", { k: 1, kinds: ["method"] })).map((r) => r.id)).toEqual(["src/itsdangerous/signer.py#Signer.sign"]);
  });
});

describe("a type's name and a member's, written apart", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    line = 1;
    // reqwest's `PendingRequest.poll` came 11th for "PendingRequest poll", after nodes whose text holds two of the words.
    await updateSearchIndex(store, [
      doc("src/client.js#PendingRequest.inFlight", "method", "inFlight() { return this.pendingRequest.request; } // pending request", "Returns the pending request in flight."),
      doc("src/client.js#PendingRequest.timeout", "method", "timeout() { return this.pending.request.timeout; } // pending request", "The pending request's timeout."),
      doc("src/client.js#PendingRequest.retry", "method", "retry() { const pending = this.pending; return pending.request(); } // pending request", "Retries the pending request."),
      doc("src/client.js#PendingInner", "class", "class PendingInner { request; pending; } // pending request", "Inner state of a pending request."),
      doc("src/connect.js#Verbose.pollWrite", "method", "pollWrite(cx) { return poll(this.request, cx); } // poll pending request", "Polls a pending write of the request."),
      doc("src/client.js#PendingRequest.poll", "method", "poll(cx) { return this.inner.poll(cx); }", "Polls the inner future."),
      doc("src/body.js#Body.poll", "method", "poll(cx) { return this.stream.poll(cx); } // poll poll", "Polls the body stream."),
      doc("src/fix.js#Fix.tests", "method", "tests() { return 0; }", "Returns 0."),
      doc("test/flaky.test.js#fixFlakyTests", "function", "function fixFlakyTests() { retryFlaky(); } // fix tests", "Fix tests that were flaky by retrying them."),
    ]);
  });
  afterEach(async () => store.close());

  it("find that member; a type without such a member changes nothing", async () => {
    const top = async (query: string): Promise<string> => (await rankIds(store, query, { k: 1 }))[0]!.id;
    expect(await top("PendingRequest poll")).toBe("src/client.js#PendingRequest.poll");
    expect(await top("Body poll")).toBe("src/body.js#Body.poll");
    expect(await top("Client pending")).toBe("src/client.js#PendingRequest.retry");
    // A sentence's verb is no type's name, even where a type of that name has such a member: no result is named.
    expect((await rankIds(store, "Fix tests", { k: 3 })).filter((r) => r.from.includes("name")).map((r) => r.id)).toEqual([]);
    expect((await rankIds(store, "Body poll", { k: 3 })).filter((r) => r.from.includes("name")).map((r) => r.id)).toEqual(["src/body.js#Body.poll"]);
  });
});

describe("a name with its kind of declaration", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    line = 1;
    await updateSearchIndex(store, [
      doc("tablewriter.go#Table", "struct", "type Table struct {\n  writer io.Writer\n  rows [][]string\n}", "Table represents a table instance."),
      doc("tw/behavior.go#Behavior", "struct", "type Behavior struct {\n  struct struct table table table\n}", "Behavior of a table: struct fields table."),
      doc("tw/struct.go#Struct", "struct", "type Struct struct { table table }", "Struct settings of a table."),
      doc("render.go#table", "function", "func table(t *Table) string { return t.String() }", "Renders a table."),
      doc("check.go#check", "function", "func check(v any) bool { return v != nil }", "Checks a value's type."),
      doc("check.go#typeCheck", "function", "func typeCheck(v any) bool { return check(v) }", "Checks a value's type."),
    ]);
  });
  afterEach(async () => store.close());

  const top = async (query: string): Promise<string | undefined> => (await rankIds(store, query, { k: 1 }))[0]?.id;

  it("finds the declaration of that name and kind first, either order; a kind word beside a plain word is a sentence", async () => {
    expect({
      after: await top("Table struct"),
      before: await top("struct Table"),
      lower: await top("table struct"),
      func: await top("func table"),
      sentence: await top("type check"),
      // (From a break-it trial: a name of another kind, a construction written out.)
      otherKind: await top("class Table"),
      construction: await top("new Table()"),
    }).toEqual({
      otherKind: "tablewriter.go#Table",
      construction: "tablewriter.go#Table",
      after: "tablewriter.go#Table",
      before: "tablewriter.go#Table",
      lower: "tablewriter.go#Table",
      func: "render.go#table",
      sentence: "check.go#typeCheck",
    });
  });
});
