/**
 * Golden region trees: every source file under `tests/golden/regions/<lang>/<case>/` has its annotated
 * tree and cuts in `regions.txt` next to it (`render.ts`), compared byte for byte.
 * `UPDATE_GOLDEN=1 npx vitest run tests/regions` rewrites them; review every change by hand. Each
 * golden also checks the tree's invariants (`invariants.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildRegionTree, detectLanguage } from "../../src/extract/index.js";
import { checkInvariants } from "./invariants.js";
import { renderRegions } from "./render.js";

const ROOT = path.resolve(__dirname, "../golden/regions");
const UPDATE = process.env.UPDATE_GOLDEN === "1";
const GOLDEN = "regions.txt";

const cases = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((lang) =>
    fs
      .readdirSync(path.join(ROOT, lang.name), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((c) => ({ label: `${lang.name}/${c.name}`, language: lang.name, dir: path.join(ROOT, lang.name, c.name) })),
  )
  .sort((a, b) => (a.label < b.label ? -1 : 1));

describe("golden region trees", () => {
  test("the expected cases exist", () => {
    expect(cases.map((c) => c.label)).toEqual([
      "c/basics",
      "cpp/basics",
      "csharp/basics",
      "go/basics",
      "java/basics",
      "javascript/basics",
      "php/basics",
      "python/basics",
      "python/bom-crlf",
      "ruby/basics",
      "rust/basics",
      "typescript/basics",
      "typescript/tsx",
    ]);
  });

  test.each(cases.map((c) => [c.label, c] as const))("%s", async (_label, c) => {
    const inputs = fs.readdirSync(c.dir).filter((f) => f !== GOLDEN && !f.startsWith("."));
    expect(inputs).toHaveLength(1);
    const file = inputs[0]!;
    expect(detectLanguage(file).id).toBe(c.language);
    const text = fs.readFileSync(path.join(c.dir, file), "utf8");
    const tree = await buildRegionTree({ path: file, text, language: c.language });
    checkInvariants(tree, text);
    const actual = renderRegions(tree, text);
    const expectedPath = path.join(c.dir, GOLDEN);
    if (UPDATE) fs.writeFileSync(expectedPath, actual);
    const expected = fs.existsSync(expectedPath) ? fs.readFileSync(expectedPath, "utf8") : "<missing golden>";
    expect(actual).toBe(expected);
  });
});
