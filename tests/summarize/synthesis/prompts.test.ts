import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tokenCounter } from "../../../src/shared/tokens.js";
import {
  BriefSchema,
  ChainOfDensitySchema,
  LlmTechnicalSummarySchema,
  estimatePromptTokens,
  loadPrompt,
  outputJsonSchema,
  PROMPT_IDS,
  promptContract,
  promptKeyFor,
  renderPrompt,
} from "../../../src/summarize/index.js";
import { CONTRACT } from "./fixtures.js";

const SCHEMAS = { "P-TECH-JSON": LlmTechnicalSummarySchema, "P-BRIEF": BriefSchema, "P-CoD": ChainOfDensitySchema };
const PROMPTS_DIR = path.resolve(import.meta.dirname, "../../../src/summarize/prompts");

/**
 * Content hash of each prompt file at its version. A failing row means the prompt text changed: bump its
 * `version` (so cached summaries are re-synthesized) and update the row.
 */
const PINNED: Record<string, { version: number; hash: string }> = {
  "P-TECH-JSON": { version: 1, hash: "a086fe13ae920541" },
  "P-BRIEF": { version: 1, hash: "347e492043e9e4b0" },
  "P-CoD": { version: 1, hash: "2ff7d9952fef69c4" },
};

describe("prompt library", () => {
  it("has the three prompts of seed Table 3.1", () => {
    expect(PROMPT_IDS).toEqual(["P-TECH-JSON", "P-BRIEF", "P-CoD"]);
    expect(PROMPT_IDS.map(promptKeyFor)).toEqual(["P-TECH-JSON@1", "P-BRIEF@1", "P-CoD@1"]);
  });

  it.each(PROMPT_IDS)("%s: the version is bumped whenever the text changes", (id) => {
    const text = JSON.stringify(JSON.parse(fs.readFileSync(path.join(PROMPTS_DIR, `${id}.json`), "utf8")));
    const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
    expect({ version: loadPrompt(id).version, hash }).toEqual(PINNED[id]);
  });

  it.each(PROMPT_IDS)("%s: renders with every placeholder filled and its examples valid for the output schema", (id) => {
    const { prompt } = renderPrompt(id, promptContract(CONTRACT));
    expect(prompt).not.toMatch(/\$\{\w+\}/);
    expect(prompt.match(/^EXAMPLE \d$/gm)).toEqual(loadPrompt(id).examples.map((_, i) => `EXAMPLE ${i + 1}`));
    expect(prompt.endsWith(JSON.stringify(outputJsonSchema(id)))).toBe(true);
    for (const example of loadPrompt(id).examples) expect(SCHEMAS[id].safeParse(example.output).error).toBeUndefined();
  });

  it("the P-TECH-JSON output schema requires every field", () => {
    expect(outputJsonSchema("P-TECH-JSON")).toEqual({
      type: "object",
      properties: {
        main_responsibility: { type: "string", minLength: 1 },
        public_api: {
          type: "array",
          items: {
            type: "object",
            properties: { name: { type: "string", minLength: 1 }, kind: { type: "string" }, signature: { type: "string" }, description: { type: "string" } },
            required: ["name", "kind", "signature", "description"],
            additionalProperties: false,
          },
        },
        io_contracts: {
          type: "array",
          items: {
            type: "object",
            properties: { name: { type: "string", minLength: 1 }, kind: { type: "string" }, definition: { type: "string" } },
            required: ["name", "kind", "definition"],
            additionalProperties: false,
          },
        },
        dependencies: { type: "array", items: { type: "string" } },
        side_effects: { type: "array", items: { type: "string" } },
        key_algorithms: { type: "array", items: { type: "string" } },
      },
      required: ["main_responsibility", "public_api", "io_contracts", "dependencies", "side_effects", "key_algorithms"],
      additionalProperties: false,
    });
  });

  it("estimates the prompt tokens with the configured encoder", async () => {
    const count = await tokenCounter("o200k_base");
    const { system, prompt } = renderPrompt("P-TECH-JSON", promptContract(CONTRACT));
    const expected = count(system) + count(prompt);
    expect(estimatePromptTokens(CONTRACT, "P-TECH-JSON")).toBe(expected);
    expect(estimatePromptTokens(CONTRACT, "P-TECH-JSON", count)).toBe(expected);
    expect(estimatePromptTokens(CONTRACT, "P-BRIEF", () => 1)).toBe(2);
  });
});
