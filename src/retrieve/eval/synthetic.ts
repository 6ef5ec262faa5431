/**
 * Synthetic queries (seed 001 §5.2): for each function, the configured model writes one search query of
 * at most 10 words from the function's summary — "queries that mirror how developers might search".
 * Every call goes through the injected {@link LlmClient}.
 */
import type { LlmClient } from "../../summarize/index.js";
import type { SearchDocRecord } from "../../store/index.js";
import type { EvalQuery } from "./runEval.js";

/** Words kept per query (seed 001 §5.2: "limited to 10 words"). */
export const MAX_QUERY_WORDS = 10;

const SYSTEM =
  "You write code search queries. Given a function's summary, answer with ONE query of at most 10 words that a developer " +
  "would type to find this function, describing its purpose and behaviour. Do not use the function's name. Answer with the query only.";

/** The query text cleaned: first line, quotes and trailing punctuation removed, cut to {@link MAX_QUERY_WORDS} words. */
export function cleanQuery(text: string): string {
  const line = text.trim().split("\n")[0] ?? "";
  return line
    .replace(/^["'`]+|["'`.]+$/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS)
    .join(" ");
}

/**
 * One query per function/method doc in `docs` (at most `limit`, in id order).
 * @throws LlmError (auth, budget, aborted…) from the client; a blank answer skips that function.
 */
export async function syntheticQueries(client: LlmClient, docs: SearchDocRecord[], options: { limit?: number; signal?: AbortSignal } = {}): Promise<EvalQuery[]> {
  const targets = docs.filter((d) => d.node.kind === "function" || d.node.kind === "method").slice(0, options.limit ?? Infinity);
  const out: EvalQuery[] = [];
  for (const doc of targets) {
    const prompt = `Function summary:\n${doc.summaryText}\n${doc.contractText}`.slice(0, 6000);
    const { text } = await client.generateText({ system: SYSTEM, prompt, ...(options.signal ? { signal: options.signal } : {}) });
    const query = cleanQuery(text);
    if (query) out.push({ query, relevant: [doc.id] });
  }
  return out;
}
