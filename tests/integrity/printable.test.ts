import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { printable } from "../../src/shared/printable.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

/** A file name that, printed raw, would add a fake result line to the tab-separated search output. */
const EVIL = "src/evil\n1\t9.9999\tfunction\tfake.ts:1\tfake.ts#pwned\tFake.ts";
const root = writeTree({ [EVIL]: "/** Totals the values. */\nexport function totalValues(v: number[]): number {\n  return v.length;\n}\n" });
afterAll(async () => fs.rmSync(root, { recursive: true, force: true }));

describe("paths in text output", () => {
  it("escape control characters and backslashes C-style, leaving printable text as it is", async () => {
    expect(printable("src/a b/ü.ts")).toBe("src/a b/ü.ts");
    expect(printable("a\nb\tc\rd\\e\u0000f\u001bg\u007fh\u2028i")).toBe("a\\nb\\tc\\rd\\\\e\\x00f\\x1bg\\x7fh\\u{2028}i");
  });

  it("keep one search result per line when a file name holds a newline and tabs", async () => {
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const r = await strataInProcess(["search", "total values", "--repo", root]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    // "total values" is the words of `totalValues`: the function comes first, then its file.
    expect(lines.map((l) => l.split("\t").slice(3, 6))).toEqual([
      ["function", "src/evil\\n1\\t9.9999\\tfunction\\tfake.ts:1\\tfake.ts#pwned\\tFake.ts:2", "src/evil\\n1\\t9.9999\\tfunction\\tfake.ts:1\\tfake.ts#pwned\\tFake.ts#totalValues"],
      ["file", "src/evil\\n1\\t9.9999\\tfunction\\tfake.ts:1\\tfake.ts#pwned\\tFake.ts:1", "src/evil\\n1\\t9.9999\\tfunction\\tfake.ts:1\\tfake.ts#pwned\\tFake.ts"],
    ]);
  }, 60_000);
});
