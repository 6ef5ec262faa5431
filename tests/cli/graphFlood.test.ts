/**
 * `strata graph` with no flags on a terminal: a whole graph's JSON over 256 KB (4.6 MB on hono) gives the statistics
 * and says how to get the JSON; a pipe, a file, `--format` or `--focus` get what they asked for.
 */
import { describe, expect, it } from "vitest";
import { floodsTerminal, TERMINAL_GRAPH_BYTES } from "../../src/cli/commands/graph.js";

describe("strata graph on a terminal", () => {
  it("shows statistics instead of a whole graph's JSON only when nothing else was asked for", () => {
    const big = TERMINAL_GRAPH_BYTES + 1;
    expect(floodsTerminal({}, true, big)).toBe(true);
    expect(floodsTerminal({}, true, TERMINAL_GRAPH_BYTES)).toBe(false);
    expect(floodsTerminal({}, false, big)).toBe(false);
    expect(floodsTerminal({ format: "json" }, true, big)).toBe(false);
    expect(floodsTerminal({ focus: "src/a.ts" }, true, big)).toBe(false);
    expect(floodsTerminal({ output: "g.json" }, true, big)).toBe(false);
  });
});
