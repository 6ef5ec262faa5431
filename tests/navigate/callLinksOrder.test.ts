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
});
