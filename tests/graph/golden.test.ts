/**
 * Graph goldens: every `tests/golden/graph/<case>/input/` folder is built with `buildGraph`, and its edges
 * (and declaration nodes) are compared line for line with `edges.txt` (and `nodes.txt`). The whole list is
 * asserted, so a missing or an extra edge fails. `UPDATE_GOLDEN=1 npx vitest run tests/graph` rewrites
 * them; review the diff.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { edgeLines, GOLDEN_DIR, loadFixture, nodeLines } from "./graphFixtures.js";

const UPDATE = process.env.UPDATE_GOLDEN === "1";

function compare(file: string, header: string, lines: string[]): void {
  const text = `${header}\n${lines.join("\n")}\n`;
  if (UPDATE) fs.writeFileSync(file, text);
  expect(text).toBe(fs.readFileSync(file, "utf8"));
}

describe("graph goldens", () => {
  for (const name of fs.readdirSync(GOLDEN_DIR).sort()) {
    const dir = path.join(GOLDEN_DIR, name);
    it(name, async () => {
      const root = path.join(dir, "input");
      const graph = await buildGraph({ root, files: loadFixture(root) });
      compare(path.join(dir, "edges.txt"), `# ${name}: every edge except folder/repository contains. ?x = unresolved callee as written.`, edgeLines(graph));
      compare(path.join(dir, "nodes.txt"), `# ${name}: declaration nodes (id kind lines [exported]).`, nodeLines(graph));
    }, 60_000);
  }
});
