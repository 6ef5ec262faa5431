/**
 * A module variable holding an outside function is outside the repository when called: requests 1f6589ec's
 * `preferred_clock = time.perf_counter` (or `time.time`, by platform), then `preferred_clock()` in `Session.send`,
 * was an unresolved in-repository call ("no one repository target found").
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python variables holding outside functions", () => {
  it("are outside calls", async () => {
    const lines = await callLines({
      "pkg/sessions.py": [
        "import sys",
        "import time",
        "",
        "clock = time.time",
        "if sys.platform == 'win32':",
        "    preferred_clock = time.perf_counter",
        "else:",
        "    preferred_clock = time.time",
        "",
        "",
        "def send():",
        "    a = clock()",
        "    b = preferred_clock()",
        "    return a + b",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual(["pkg/sessions.py#send -> ?clock @12 external", "pkg/sessions.py#send -> ?preferred_clock @13 external"]);
  });
});
