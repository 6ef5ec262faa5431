/**
 * The prompt library (seed 000 Part III, Table 3.1) kept as versioned data files: `src/summarize/prompts/<id>.json`,
 * read at run time from the package (from `src/` and `dist/` alike; the package ships them as source).
 *
 * A file holds the id, a `version` (part of every cache key: `promptKey = "<id>@<version>"`), the system text, the
 * user template with `${examples}`, `${semantic_contract_json}` and `${output_schema}` placeholders, repair templates
 * and one or two few-shot examples (`input`: a prompt contract, `output`: the ideal answer). Text fields are arrays
 * of lines. Changing a file's text means bumping its `version`; tests/summarize/synthesis pins a hash per version.
 */
import { z } from "zod";
import type { PromptContract } from "../promptContract.js";
import { readSummarizeJson } from "../llm/dataFile.js";
import { OUTPUT_SCHEMAS, PROMPT_IDS, type PromptId } from "./outputSchemas.js";

const Lines = z.array(z.string());

const PromptFileSchema = z
  .object({
    id: z.enum(PROMPT_IDS as [PromptId, ...PromptId[]]),
    version: z.number().int().positive(),
    purpose: z.string(),
    input: z.string(),
    output: z.string(),
    system: Lines,
    template: Lines,
    repairInvalid: Lines,
    repairUngrounded: Lines.optional(),
    examples: z.array(z.object({ input: z.record(z.string(), z.unknown()), output: z.record(z.string(), z.unknown()) }).strict()).min(1).max(2),
  })
  .strict();

/** A loaded prompt definition (text fields joined with `\n`). */
export interface PromptDefinition {
  id: PromptId;
  version: number;
  purpose: string;
  system: string;
  template: string;
  repairInvalid: string;
  repairUngrounded: string | undefined;
  examples: { input: Record<string, unknown>; output: Record<string, unknown> }[];
}

/** A request ready for the client: plain `system` and `prompt` text. */
export interface RenderedPrompt {
  system: string;
  prompt: string;
}

const cache = new Map<PromptId, PromptDefinition>();

/**
 * The prompt `id`, read from `src/summarize/prompts/<id>.json` once per process.
 * @throws Error naming the file and the problem when it is missing or malformed, or its id does not match.
 */
export function loadPrompt(id: PromptId): PromptDefinition {
  const hit = cache.get(id);
  if (hit) return hit;
  const file = `prompts/${id}.json`;
  const parsed = PromptFileSchema.safeParse(readSummarizeJson(file));
  if (!parsed.success) throw new Error(`src/summarize/${file}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`);
  if (parsed.data.id !== id) throw new Error(`src/summarize/${file}: id is "${parsed.data.id}", expected "${id}"`);
  const d = parsed.data;
  const def: PromptDefinition = {
    id,
    version: d.version,
    purpose: d.purpose,
    system: d.system.join("\n"),
    template: d.template.join("\n"),
    repairInvalid: d.repairInvalid.join("\n"),
    repairUngrounded: d.repairUngrounded?.join("\n"),
    examples: d.examples,
  };
  cache.set(id, def);
  return def;
}

/** `"<id>@<version>"`, e.g. `"P-TECH-JSON@1"`: the prompt part of every cache key. */
export function promptKeyFor(id: PromptId): string {
  return `${id}@${loadPrompt(id).version}`;
}

/** The JSON Schema of `id`'s output, as sent in the prompt (compact JSON). */
export function outputJsonSchema(id: PromptId): Record<string, unknown> {
  const { $schema: _s, ...schema } = z.toJSONSchema(OUTPUT_SCHEMAS[id].schema, { io: "output" });
  return schema;
}

/** Replaces `${name}` placeholders; unknown names are left as written. Pure. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The system and user text of prompt `id` for `contract` (compact JSON). Pure given the data file. */
export function renderPrompt(id: PromptId, contract: PromptContract): RenderedPrompt {
  const def = loadPrompt(id);
  const examples = def.examples
    .map((e, i) => `EXAMPLE ${i + 1}\nINPUT:\n${JSON.stringify(e.input)}\nOUTPUT:\n${JSON.stringify(e.output)}\n\n`)
    .join("");
  const prompt = fillTemplate(def.template, {
    examples,
    semantic_contract_json: JSON.stringify(contract),
    output_schema: JSON.stringify(outputJsonSchema(id)),
  });
  return { system: def.system, prompt };
}
