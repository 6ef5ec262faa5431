/**
 * Which calls make a side effect, read exactly: a hash is no randomness, a read of `document.cookie` changes no page, a
 * query of a Python logger writes no log, a timer handed a callback schedules work and waits on nothing; and a regular
 * expression literal in a body is no string, so a purpose is not cut inside it.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, type NodeInput } from "../../src/summarize/index.js";
import { readBody, sideEffectsOfCalls, timersOnlySchedule } from "../../src/summarize/body/bodyFacts.js";
import type { GraphNode } from "../../src/graph/index.js";
import { fn, node } from "./graphs.js";

const input = (n: GraphNode, extra: Partial<NodeInput> = {}): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [], ...extra });

describe("side effects of calls, read exactly", () => {
  // httpcore's `Trace.__init__` read "Writes log output": it calls `self.logger.isEnabledFor` and `self.logger.name.split`.
  it("Python: a logger's queries and attributes write no log; its logging methods do", () => {
    expect([
      sideEffectsOfCalls("python", ["request.extensions.get", "self.logger.isEnabledFor", "self.logger.name.split"]),
      sideEffectsOfCalls("python", ["self.logger.debug"]),
      sideEffectsOfCalls("python", ["log.exception"]),
    ]).toEqual([[], ["logging"], ["logging"]]);
  });

  // axios's cookie `read` (`document.cookie.match(…)`) read "changes the page".
  it("TypeScript: a method of document.cookie reads the page; document's own calls still change it", () => {
    expect([
      sideEffectsOfCalls("javascript", ["RegExp", "decodeURIComponent", "document.cookie.match"]),
      sideEffectsOfCalls("javascript", ["document.title.trim"]),
      sideEffectsOfCalls("javascript", ["document.body.appendChild"]),
    ]).toEqual([[], [], ["DOM"]]);
  });

  // charmbracelet/bubbletea 73b6d91a: `Program.handleSignals` (`signal.Notify`, turning SIGINT into a message) read
  // "Purpose: Returns chan struct{}; loops; starts or ends processes".
  it("Go and Python: installing a signal handler handles process signals; exiting ends the process", () => {
    const handle = fn("tea.go#Program.handleSignals", { kind: "method", name: "handleSignals", language: "go", signature: "func (p *Program) handleSignals() chan struct{}" });
    expect([
      sideEffectsOfCalls("go", ["signal.Notify", "signal.Stop"]),
      sideEffectsOfCalls("python", ["signal.signal"]),
      sideEffectsOfCalls("go", ["os.Exit"]),
      extractiveNodeSummary(input(handle, { unresolved: ["signal.Notify"] })).purpose,
    ]).toEqual([["signals"], ["signals"], ["processes"], "Returns chan struct{}; handles process signals"]);
  });

  it("TypeScript: crypto draws random values through its random calls, not through a hash", () => {
    expect([
      sideEffectsOfCalls("javascript", ["crypto.createHash", "this.hash.update"]),
      sideEffectsOfCalls("javascript", ["crypto.randomBytes"]),
      sideEffectsOfCalls("javascript", ["crypto.randomUUID"]),
    ]).toEqual([[], ["randomness"], ["randomness"]]);
  });

  // formidable's `PersistentFile.destroy` read "Waits on timers".
  it("TypeScript: a timer handed a callback schedules work; one handed `resolve` waits", () => {
    const destroy = ["destroy() {", "  this._writeStream.destroy();", "  const { filepath } = this;", "  setTimeout(() => {", "    fs.unlink(filepath, () => {});", "  }, 1);", "}"].join("\n");
    const delay = ["function delay(ms) {", "  return new Promise((resolve) => setTimeout(resolve, ms));", "}"].join("\n");
    expect([timersOnlySchedule("javascript", destroy, ["setTimeout", "fs.unlink"]), timersOnlySchedule("javascript", delay, ["setTimeout"]), timersOnlySchedule("python", "def f():\n    time.sleep(1)", ["time.sleep"])]).toEqual([true, false, false]);
    const n = node("src/PersistentFile.js#PersistentFile.destroy", "method", { name: "destroy", language: "javascript", signature: "destroy()" });
    const summary = extractiveNodeSummary(input(n, { unresolved: ["this._writeStream.destroy", "setTimeout", "fs.unlink"] }), destroy);
    expect([summary.purpose, summary.sideEffects]).toEqual(["Schedules work on a timer", ["timers"]]);
    const waits = extractiveNodeSummary(input(fn("src/delay.js#delay", { name: "delay", language: "javascript", signature: "delay(ms)" }), { unresolved: ["setTimeout"] }), delay);
    expect(waits.purpose).toBe("Returns a new Promise(…); waits on timers");
  });
});

describe("a regular expression literal in a body", () => {
  // axios's `isValidHeaderName` read "Returns /^[-_a-zA-Z0-9^`": the backtick in its pattern opened a template string.
  it("is no string, and a test of it reads as a match", () => {
    const long = readBody("javascript", "(str) => /^[-_a-zA-Z0-9^`|~,!#$%&'*+.]+$/.test(str.trim())");
    const short = readBody("javascript", "(s) => /^\\d+$/.test(s)");
    const inCall = readBody("javascript", "(s) => s.replace(/'/g, 'x')");
    const division = readBody("javascript", "(a, b) => a / b / 2");
    expect([long?.whether, short?.whether, inCall?.gives, division?.gives]).toEqual(["str.trim() matches a pattern", "s matches /^\\d+$/", "s.replace(/'/g, 'x')", "a / b / 2"]);
    const n = fn("lib/core/AxiosHeaders.js#isValidHeaderName", { name: "isValidHeaderName", language: "javascript", signature: "isValidHeaderName = (str) =>" });
    const code = "isValidHeaderName = (str) => /^[-_a-zA-Z0-9^`|~,!#$%&'*+.]+$/.test(str.trim())";
    expect(extractiveNodeSummary(input(n, { unresolved: ["str.trim"] }), code).purpose).toBe("Returns whether str.trim() matches a pattern");
  });
});
