/**
 * A reader that stops reading (`strata context … 2>&1 | head -1`) has all it wanted: the command exits 0 without a
 * message, whether the closed pipe is met on stdout or on stderr. Real processes and a real shell pipe.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRATA_BIN, strata, writeTree } from "../helpers/cli.js";

let root = "";
beforeAll(() => {
  const doc = "Follows a redirect to the given url, keeping the method and the body when the status says so. ".repeat(8);
  root = writeTree({ "src/redirects.py": `def redirect(url):\n    """${doc}"""\n    return url\n` });
  expect(strata(["index", root, "-q"]).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a closed pipe", () => {
  it("exits 0 when the reader stops after one line of stdout and stderr in one pipe", () => {
    // At 50 tokens the block is its frame, and a note on stderr follows it: written after `head` has gone.
    const out = execFileSync("bash", ["-c", `"${process.execPath}" "${STRATA_BIN}" context redirect --budget 50 --repo "${root}" 2>&1 | head -1; echo "exit=\${PIPESTATUS[0]}"`], { encoding: "utf8" });
    expect(out).toBe("# Context for: redirect\nexit=0\n");
  });
});
