/**
 * Golden contracts of the tree-sitter languages: every source file under
 * `tests/golden/<lang>/<case>/` (lang = python, go, java, rust, csharp, ruby, php, c, cpp) has its
 * expected contract in `<file>.contract.json` next to it (canonical JSON, `contractJson(contract, 2)`
 * plus a final newline), compared byte for byte. `UPDATE_GOLDEN=1 npx vitest run tests/extract/treeSitter`
 * rewrites them; review every change by hand.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { contractJson } from "../../../src/extract/canonical.js";
import { validateContract, type SemanticContract } from "../../../src/extract/contract.js";
import { detectLanguage } from "../../../src/extract/languages/registry.js";
import { TreeSitterExtractor } from "../../../src/extract/treeSitter/TreeSitterExtractor.js";

const GOLDEN_ROOT = path.resolve(__dirname, "../../golden");
const LANGUAGES = ["python", "go", "java", "rust", "csharp", "ruby", "php", "c", "cpp"];
const UPDATE = process.env.UPDATE_GOLDEN === "1";
const SUFFIX = ".contract.json";

const cases = LANGUAGES.flatMap((language) => {
  const dir = path.join(GOLDEN_ROOT, language);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({ language, name: e.name, dir: path.join(dir, e.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
});

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

describe("tree-sitter golden contracts", () => {
  test("every language has golden cases", () => {
    expect([...new Set(cases.map((c) => c.language))].sort()).toEqual([...LANGUAGES].sort());
  });

  test.each(cases.map((c) => [`${c.language}/${c.name}`, c] as const))("%s", async (_label, c) => {
    const inputs = fs
      .readdirSync(c.dir)
      .filter((f) => !f.endsWith(SUFFIX) && !f.startsWith("."))
      .sort();
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      expect(detectLanguage(input).id, `language of ${input}`).toBe(c.language);
      const text = fs.readFileSync(path.join(c.dir, input), "utf8").replace(/^\uFEFF/, "");
      const contract = await extractor.extract({ path: input, text, language: c.language });
      // The schema holds (metrics are the pipeline's part; zeros stand in for them here).
      validateContract({ ...contract, metrics: { bytes: 0, lines: 0, tokens: 0, sendInFull: true } });
      const actual = `${contractJson(contract as SemanticContract, 2)}\n`;
      const expectedPath = path.join(c.dir, `${input}${SUFFIX}`);
      if (UPDATE) fs.writeFileSync(expectedPath, actual);
      const expected = fs.existsSync(expectedPath) ? fs.readFileSync(expectedPath, "utf8") : "<missing golden>";
      expect(actual, `${c.language}/${c.name}/${input}`).toBe(expected);
    }
  });
});
