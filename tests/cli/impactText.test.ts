/** `strata impact` as text: a node many tests reach names the first few on its first line, then how many more. */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { IMPACT_TESTS_SHOWN } from "../../src/cli/commands/navigate.js";

let root = "";
beforeAll(async () => {
  const tests = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`tests/test_${i}.py`, `from core import parse\n\n\ndef test_${i}():\n    assert parse("${i}")\n`]));
  root = writeTree({ "core.py": "def parse(text):\n    return text\n", ...tests });
  expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("impact text", () => {
  // Found by a trial: gson's TypeToken impact opened with one line of 42 test paths.
  it(`names ${IMPACT_TESTS_SHOWN} test files on its first line, then how many more; --json lists all`, async () => {
    const text = await strataInProcess(["impact", "core.py#parse", "--depth", "1", "--repo", root]);
    const shown = Array.from({ length: IMPACT_TESTS_SHOWN }, (_, i) => `tests/test_${i}.py`).join(", ");
    expect([text.status, text.stdout.split("\n")[0]]).toEqual([0, `10 nodes in 10 files may be affected by core.py#parse (depth 1); tests: ${shown} and 2 more (--json lists all)`]);
    const json = JSON.parse((await strataInProcess(["impact", "core.py#parse", "--depth", "1", "--repo", root, "--json"])).stdout) as { tests: string[] };
    expect(json.tests).toEqual(Array.from({ length: 10 }, (_, i) => `tests/test_${i}.py`));
  });
});
