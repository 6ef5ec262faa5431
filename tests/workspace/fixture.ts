/** The small repository the workspace tests open, and a secret outside it. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeTree } from "../helpers/cli.js";

export const MATH_TS = `/** Adds two numbers. */
export function add(a: number, b: number): number {
  return sum([a, b]);
}

export function sum(xs: number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}
`;

export const UTIL_TS = `import { sum } from "./math";

// sum of a value with itself
export const twice = (x: number) => sum([x, x]);
`;

/** A Python function of 1,002 lines and 54,024 characters: over the 48,000-character prompt limit, five summary windows. */
export const BIG_PY = `def big():\n${Array.from({ length: 1000 }, (_, i) => `    v${String(i).padStart(3, "0")} = "${"a".repeat(40)}"\n`).join("")}    return 0\n`;

export const SECRET = "TOP-SECRET-4242";

/** Two Go files edited by the cache-key test. */
export const EDIT_A = "package edit\n\nfunc Double(x int) int {\n\treturn 2 * x\n}\n";
export const EDIT_B = "package edit\n\n// Half halves.\nfunc Half(x int) int {\n\treturn x / 2\n}\n";

/** Writes the fixture repository (with a symlink leading out of it) and returns its root and the outside folder. */
export function writeFixture(): { root: string; outside: string } {
  const outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-outside-")));
  fs.writeFileSync(path.join(outside, "secret.txt"), SECRET);
  const root = writeTree({ "src/math.ts": MATH_TS, "src/util.ts": UTIL_TS, "big/big.py": BIG_PY, "README.md": "# demo\n", "edit/a.go": EDIT_A, "edit/b.go": EDIT_B });
  fs.symlinkSync(outside, path.join(root, "escape"));
  fs.symlinkSync(path.join(outside, "secret.txt"), path.join(root, "src", "secret-link.ts"));
  return { root, outside };
}

/** `[start, end)` of the first occurrence of `needle` in `text`. */
export function span(text: string, needle: string): { start: number; end: number } {
  const start = text.indexOf(needle);
  if (start < 0) throw new Error(`not in fixture: ${needle}`);
  return { start, end: start + needle.length };
}
