/**
 * Go: a function value unpacked from an outside call's results is outside the repository when called: echo
 * 05489dc1's `gCtx, cancel := stdContext.WithCancel(ctx)` then `defer cancel()` (an aliased `context` import) was
 * counted as an unresolved call of the repository, which has a `cancel` of its own. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Go function values from outside calls", () => {
  it("make a call of an unpacked function value outside", async () => {
    const lines = await callLines({
      "go.mod": "module example.com/echo\n\ngo 1.22\n",
      "limiter.go": ["package echo", "", "type store struct{}", "", "func (s *store) cancel() {}", ""].join("\n"),
      "server.go": [
        "package echo",
        "",
        'import stdContext "context"',
        "",
        "func start(ctx stdContext.Context) {",
        "\tgCtx, cancel := stdContext.WithCancel(ctx)",
        "\tdefer cancel()",
        "\t_ = gCtx",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("server.go#start"))).toEqual(["server.go#start -> ?cancel @7 external", "server.go#start -> ?stdContext.WithCancel @6 external"]);
  });
});
