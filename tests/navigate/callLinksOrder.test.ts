/**
 * `callers` and `callees` list implementation before examples, docs and tests: urfave/cli 1305a082's `callers
 * Command.Run` (339 rows sorted by path) listed its two non-test callers 148th and 339th, after `*_test.go` files whose
 * names sort first.
 */
import { describe, expect, it } from "vitest";
import type { GraphEdge } from "../../src/graph/index.js";
import { callLinks } from "../../src/navigate/index.js";

const call = (from: string, to: string, extra: Partial<GraphEdge> = {}): GraphEdge => ({ from, to, kind: "calls", resolved: true, resolution: "type-checked", ...extra }) as GraphEdge;

describe("call links", () => {
  it("put implementation first, then examples and docs, then tests, each group by id", () => {
    const edges = [
      call("cli_test.go#TestRun", "command.go#Command.Run"),
      call("examples/example-cli/example-cli.go#main", "command.go#Command.Run"),
      call("command_run.go#Command.run", "command.go#Command.Run"),
      call("args_test.go#TestArgs", "command.go#Command.Run"),
      call("scripts/build.go#main", "command.go#Command.Run"),
    ];
    expect(callLinks(edges, "command.go#Command.Run", "callers").map((l) => l.id)).toEqual([
      "command_run.go#Command.run",
      "scripts/build.go#main",
      "examples/example-cli/example-cli.go#main",
      "args_test.go#TestArgs",
      "cli_test.go#TestRun",
    ]);
  });

  // axios 5b8a8267: `callees toFormData` listed `isVisitable`, only named in `Object.assign(predicates, { isVisitable })`,
  // as if it were called; a link with no call expression among its edges says how it was found.
  it("mark a link none of whose edges is a call expression with its via; one call among them is a call", () => {
    const edges = [
      call("toFormData.js#toFormData", "toFormData.js#isVisitable", { via: "callback", line: 185 }),
      call("toFormData.js#toFormData", "toFormData.js#build", { via: "callback", line: 190 }),
      call("toFormData.js#toFormData", "toFormData.js#build", { line: 210 }),
      call("toFormData.js#toFormData", "toFormData.js#base", { via: "super", line: 211 }),
      call("toFormData.js#toFormData", "toFormData.js#getter", { via: "reference", line: 212 }),
      call("toFormData.js#toFormData", "toFormData.js#getter", { via: "callback", line: 213 }),
    ];
    expect(callLinks(edges, "toFormData.js#toFormData", "callees")).toEqual([
      { id: "toFormData.js#base", resolution: "type-checked", callLines: [211] },
      // Called at 210 and passed as a value at 190: the value use's line apart (fastify's `handler`, passed to
      // `contentTypeParser.run` and called, read "called at" all five lines).
      { id: "toFormData.js#build", resolution: "type-checked", callLines: [210], valueLines: [190], valueVia: "callback" },
      { id: "toFormData.js#getter", resolution: "type-checked", callLines: [212, 213] },
      { id: "toFormData.js#isVisitable", resolution: "type-checked", via: "callback", callLines: [185] },
    ]);
  });

  // A caller was listed at its own first line, and a reader searched it for the call: each link carries the lines of
  // its calls, from every edge's `lines` (or `line`), ascending and each once; an edge with neither adds none.
  it("give each link the lines of its calls in the calling file", () => {
    const edges = [
      call("app.py#handle", "sessions.py#load", { line: 30, lines: [12, 30] }),
      call("app.py#handle", "sessions.py#load", { line: 12, resolution: "import" }),
      call("app.py#other", "sessions.py#load"),
    ];
    expect(callLinks(edges, "sessions.py#load", "callers")).toEqual([
      { id: "app.py#handle", resolution: "type-checked", callLines: [12, 30] },
      { id: "app.py#other", resolution: "type-checked" },
    ]);
  });
});
