/**
 * A parameter with a type and no name (Go's `Next(time.Time) time.Time` in an interface, C's `int f(int, char *)`)
 * renders as its type: robfig/cron's summary of cron.go read `interface Schedule: { Next(: time.Time): time.Time }`.
 */
import { describe, expect, it } from "vitest";
import { renderCallSignature, renderDefinition } from "../../src/summarize/render.js";
import type { Entity } from "../../src/extract/index.js";

describe("unnamed parameters", () => {
  it("render as their type, a variadic one with its mark", () => {
    expect(renderCallSignature({ params: [{ name: "", type: "time.Time" }], returnType: "time.Time" }, "go")).toBe("(time.Time): time.Time");
    expect(renderCallSignature({ params: [{ name: "", type: "string" }, { name: "", type: "any", rest: "list" }] }, "go")).toBe("(string, ...any)");
    expect(renderCallSignature({ params: [{ name: "t", type: "time.Time" }] }, "go")).toBe("(t: time.Time)");
  });

  it("read as their type in an interface's definition", () => {
    const schedule: Entity = {
      name: "Schedule",
      kind: "interface",
      line: 40,
      endLine: 44,
      members: [{ name: "Next", kind: "method", line: 43, endLine: 43, signatures: [{ params: [{ name: "", type: "time.Time" }], returnType: "time.Time" }] }],
    };
    expect(renderDefinition(schedule)).toBe("{ Next(time.Time): time.Time }");
  });
});
