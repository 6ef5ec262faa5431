/**
 * Golden contracts: every TS/JS input under `tests/golden/typescript/<case>/` has an expected
 * `<input>.contract.json` next to it (canonical JSON, `contractJson(contract, 2)` plus a final newline),
 * compared byte for byte. `UPDATE_GOLDEN=1 npx vitest run tests/extract/typescript` rewrites them; review
 * every change by hand.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { contractJson } from "../../../src/extract/canonical.js";
import type { SemanticContract } from "../../../src/extract/contract.js";
import { detectLanguage } from "../../../src/extract/languages/registry.js";
import { extractFixture, type FixtureFiles } from "./helpers.js";

const GOLDEN_ROOT = path.resolve(__dirname, "../../golden/typescript");
const UPDATE = process.env.UPDATE_GOLDEN === "1";
const SUFFIX = ".contract.json";

function readCase(dir: string): FixtureFiles {
  const files: FixtureFiles = {};
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (!entry.name.endsWith(SUFFIX) && entry.name !== ".gitattributes") files[child] = fs.readFileSync(path.join(dir, child), "utf8");
    }
  };
  walk("");
  return files;
}

const cases = fs
  .readdirSync(GOLDEN_ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe("TypeScript golden contracts", () => {
  test.each(cases)("%s", async (name) => {
    const dir = path.join(GOLDEN_ROOT, name);
    const files = readCase(dir);
    const inputs = Object.keys(files)
      .filter((f) => ["typescript", "javascript"].includes(detectLanguage(f).id))
      .sort();
    expect(inputs.length).toBeGreaterThan(0);
    const contracts = await extractFixture(files, { extract: inputs });
    for (const input of inputs) {
      const actual = `${contractJson(contracts.get(input) as SemanticContract, 2)}\n`;
      const expectedPath = path.join(dir, `${input}${SUFFIX}`);
      if (UPDATE) fs.writeFileSync(expectedPath, actual);
      const expected = fs.existsSync(expectedPath) ? fs.readFileSync(expectedPath, "utf8") : "<missing golden>";
      expect(actual, `${name}/${input}`).toBe(expected);
    }
  });
});
