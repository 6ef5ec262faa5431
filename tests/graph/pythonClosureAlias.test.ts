/**
 * A method of a class defined inside a function calls a local of that function (werkzeug 1b00618e's
 * `WatchdogReloaderLoop.__init__`: `trigger_reload = self.trigger_reload`, then `class EventHandler(…)` whose
 * `on_any_event` calls `trigger_reload(event.src_path)`): the local holds the bound method, so the call runs it.
 * `callers WatchdogReloaderLoop.trigger_reload` had listed only the property read in `__init__`. The input is those
 * lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python locals read by nested definitions", () => {
  it("run the method a local of the enclosing function holds", async () => {
    const lines = await callLines({
      "reloader.py": [
        "class WatchdogReloaderLoop:",
        "    def __init__(self):",
        "        trigger_reload = self.trigger_reload",
        "",
        "        class EventHandler:",
        "            def on_any_event(self, event):",
        "                trigger_reload(event.src_path)",
        "",
        "        def on_close(path):",
        "            trigger_reload(path)",
        "",
        "        self.handler = EventHandler()",
        "",
        "    def trigger_reload(self, filename):",
        "        print(filename)",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.includes("trigger_reload @"))).toEqual([
      // The read that makes the local (a `reference` edge; `callLines` shows each edge's resolution).
      "reloader.py#WatchdogReloaderLoop.__init__ -> reloader.py#WatchdogReloaderLoop.trigger_reload @3 scope",
      "reloader.py#WatchdogReloaderLoop.__init__.EventHandler.on_any_event -> reloader.py#WatchdogReloaderLoop.trigger_reload @7 scope",
      "reloader.py#WatchdogReloaderLoop.__init__.on_close -> reloader.py#WatchdogReloaderLoop.trigger_reload @10 scope",
    ]);
  });
});
