import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const DIST = path.join(ROOT, "dist", "summarize", "index.js");

/** The data files (prompts, prices, grounding built-ins) are read from src/summarize/ also when strata runs from dist/. */
describe.runIf(fs.existsSync(DIST))("data files from dist/", () => {
  it("loads the prompt library, the price table and the grounding built-ins", () => {
    const script = `
      const m = await import(${JSON.stringify(DIST)});
      const c = { formatVersion: 1, filePath: "a.ts", language: "typescript", exports: [], referenced: [], dependencies: [],
        metrics: { bytes: 0, lines: 0, tokens: 0, sendInFull: true }, diagnostics: [] };
      const s = { main_responsibility: "\`x\`", public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] };
      console.log(JSON.stringify([m.PROMPT_IDS.map(m.promptKeyFor), m.modelPrice("openai:gpt-4o-mini"), m.findUngrounded(s, c), m.estimatePromptTokens(c) > 0]));`;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual([["P-TECH-JSON@1", "P-BRIEF@1", "P-CoD@1"], { input: 0.15, output: 0.6 }, ["x"], true]);
  });
});
