/**
 * The LLM node generator: one structured call per node through {@link LlmClient.generateObject} with the
 * {@link NodeSummaryFieldsSchema} (seed 001 §3.2, Figure 4 fields; Figure 5 prompt idea). An answer that fails the
 * schema, or any call that fails after the client's retries, falls back to the extractive summary, recorded.
 */
import type { TokenCounter } from "../../shared/tokens.js";
import type { LlmClient } from "../llm/types.js";
import { extractiveNodeSummary } from "./extractiveNode.js";
import type { GeneratedSummary, NodeGenerator, NodeInput } from "./generator.js";
import { makeNodeSummary, NodeSummaryFieldsSchema } from "./nodeSummary.js";
import { buildNodePrompt } from "./prompt.js";

export const NODE_PROMPT_ID = "P-NODE-JSON";
export const NODE_PROMPT_VERSION = 1;
/** `"<prompt id>@<version>"`: the prompt part of LLM node summary keys. */
export const NODE_PROMPT_KEY = `${NODE_PROMPT_ID}@${NODE_PROMPT_VERSION}`;

export const NODE_SYSTEM_PROMPT = [
  "You write structured summaries of code elements for a hierarchical code index.",
  "Use only the code, facts and summaries given. In `calls`, name only ids from the summaries listed, with why they are called.",
  "purpose: one sentence. details: notable implementation details (algorithms, edge cases, error handling). Empty lists when nothing applies.",
].join("\n");

/** LlmError kinds that stop the run instead of falling back (see src/summarize/llm). */
const STOPPING = new Set(["budget", "aborted", "auth", "config", "unavailable"]);

export interface LlmNodeGeneratorOptions {
  client: LlmClient;
  /** Most prompt tokens per node (system prompt not counted). */
  budgetTokens: number;
  count: TokenCounter;
}

/** An LLM node generator; its key is `"P-NODE-JSON@1|<model id>"`. */
export function llmNodeGenerator(options: LlmNodeGeneratorOptions): NodeGenerator {
  const { client, budgetTokens, count } = options;
  return {
    key: `${NODE_PROMPT_KEY}|${client.id}`,
    needsCode: true,
    settings: `budget=${budgetTokens}`,
    async generate(input: NodeInput, code: string | undefined, signal?: AbortSignal): Promise<GeneratedSummary> {
      const prompt = buildNodePrompt(input, code, budgetTokens, count);
      try {
        const { object, usage } = await client.generateObject({
          system: NODE_SYSTEM_PROMPT,
          prompt: prompt.text,
          schema: NodeSummaryFieldsSchema,
          schemaName: "NodeSummary",
          ...(signal ? { signal } : {}),
        });
        const known = new Set([...input.callees.map((c) => c.id), ...input.children.flatMap((c) => c.summary.calls.map((x) => x.id))]);
        const fields = { ...object, calls: object.calls.filter((c) => known.has(c.id)) };
        return { summary: makeNodeSummary(input.node.id, input.node.kind, "llm", fields), calls: 1, usage };
      } catch (error) {
        const kind = (error as { kind?: unknown }).kind;
        if (signal?.aborted || (typeof kind === "string" && STOPPING.has(kind))) throw error;
        const reason = `${typeof kind === "string" ? kind : "error"}: ${(error as Error).message ?? String(error)}`;
        return { summary: extractiveNodeSummary(input), calls: 1, usage: { inputTokens: 0, outputTokens: 0 }, fallback: reason };
      }
    },
  };
}
