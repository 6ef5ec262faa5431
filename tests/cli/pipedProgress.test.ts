/** Piped progress stays quiet for a step that ends quickly: a 95-file index wrote 84 progress lines into a log. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createProgress } from "../../src/cli/progress.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("progress when stderr is not a terminal", () => {
  it("writes nothing for a step that finishes within 2 seconds", () => {
    expect(process.stderr.isTTY).toBeFalsy();
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const view = createProgress({ quiet: false, label: "extract" });
    for (let done = 1; done <= 95; done++) view.update({ done, total: 95, unit: "files read" });
    view.stop();
    expect(written).toEqual([]);
  });
});
