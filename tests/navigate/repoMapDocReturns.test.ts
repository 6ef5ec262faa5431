/**
 * A map line keeps a summary that opens "Returns …" when it is the declaration's own doc (python-humanize's `clamp`:
 * "Returns number with the specified format, clamped between minimum and maximum."): a new user's trial found the map
 * printing `def clamp(...)` bare. The generator's own return clause ("Returns str.") still adds nothing to the
 * signature and stays out.
 */
import { describe, expect, it } from "vitest";
import { repoMap } from "../../src/navigate/index.js";
import { graph, node } from "../hierarchy/graphs.js";

const tokens = (text: string): number => Math.ceil(text.length / 4);
const at = (start: number, end: number) => ({ startLine: start, endLine: end, startByte: 0, endByte: 0 });

describe("a map line's summary that opens with Returns", () => {
  const file = "src/humanize/number.py";
  const g = graph(
    [
      node(file, "file", { language: "python" }),
      node(`${file}#clamp`, "function", { language: "python", span: at(1, 40), signature: "def clamp(value, format, floor, ceil) -> str", exported: true, doc: "Returns number with the specified format, clamped between minimum and maximum.\n\nIf either floor or ceil is None, no clamping is done." }),
      node(`${file}#ordinal`, "function", { language: "python", span: at(50, 70), signature: "def ordinal(value) -> str", exported: true, doc: "Converts an integer to its ordinal as a string." }),
      node(`${file}#intword`, "function", { language: "python", span: at(80, 90), signature: "def intword(value) -> str", exported: true }),
    ],
    [],
  );
  const summaries = new Map([
    [`${file}#clamp`, "Returns number with the specified format, clamped between minimum and maximum."],
    [`${file}#ordinal`, "Converts an integer to its ordinal as a string."],
    [`${file}#intword`, "Returns str."],
  ]);

  it("keeps the doc's sentence and leaves out the generator's bare return clause", () => {
    expect(repoMap(g, { budget: 2000, countTokens: tokens, summaries }).text.split("\n").slice(1, 4)).toEqual([
      "  def clamp(value, format, floor, ceil) -> str — Returns number with the specified format, clamped between minimum and maximum.",
      "  def ordinal(value) -> str — Converts an integer to its ordinal as a string.",
      "  def intword(value) -> str",
    ]);
  });
});
