import { describe, expect, it } from "vitest";
import { Parser } from "web-tree-sitter";
import { initTreeSitter, loadGrammar } from "../../../src/extract/treeSitter/runtime.js";
import { WorkBudget } from "../../../src/extract/index.js";

// The per-file budget counts tree-sitter's progress callbacks (one per fixed number of operations), so where a file
// is cut depends on the file alone, never on how busy the machine is.
describe("WorkBudget", () => {
  const text = `def f():\n    return 1\n\n\ndef g():\n${"    f()\n".repeat(1000)}`;
  const parse = async (budget: WorkBudget): Promise<boolean> => {
    await initTreeSitter();
    const parser = new Parser();
    parser.setLanguage(await loadGrammar("tree-sitter-python.wasm"));
    try {
      const tree = parser.parse(text, null, { progressCallback: budget.tick });
      tree?.delete();
      return tree !== null;
    } finally {
      parser.delete();
    }
  };

  it("counts the same steps for the same file every time, and cancels past the budget", async () => {
    const roomy = [new WorkBudget(10_000), new WorkBudget(10_000)];
    expect(await parse(roomy[0]!)).toBe(true);
    expect(await parse(roomy[1]!)).toBe(true);
    expect([roomy[0]!.spent, roomy[1]!.spent, roomy[0]!.exceeded]).toEqual([201, 201, false]);
    const tight = new WorkBudget(200);
    expect(await parse(tight)).toBe(false);
    expect([tight.spent, tight.exceeded]).toEqual([201, true]);
  });
});
