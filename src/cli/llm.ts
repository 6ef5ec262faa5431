/**
 * The configured model's client for the commands that may call one (index, watch, summary, mcp, eval, precompute).
 * Apart from the shared plumbing in common.ts so that commands that never call a model (search, context, status,
 * stats) do not load the LLM client's modules and p-limit at start-up.
 */
import type { StrataConfig } from "../config/index.js";
import { Budget, createLlmClient, LLM_SETUP_HINT, type BudgetLimits, type StrataLlmClient } from "../summarize/index.js";

/**
 * The configured model's client, with `limits` as its budget; undefined without a provider, after printing the
 * one-line {@link LLM_SETUP_HINT} on stderr (not with `--json` or `--quiet`: stdout stays machine-readable, and
 * commands where a model changes nothing pass `quiet`).
 * @throws LlmError kind `config` for a malformed `llm` value or a missing key (exit code 2).
 */
export function llmFor(config: StrataConfig, opts: { json?: boolean; quiet?: boolean; dryRun?: boolean }, limits?: BudgetLimits): StrataLlmClient | undefined {
  const client = createLlmClient(config, process.env, { ...(limits ? { budget: new Budget(limits) } : {}), ...(opts.dryRun ? { dryRun: true } : {}) });
  if (!client && !opts.json && !opts.quiet) process.stderr.write(`strata: ${LLM_SETUP_HINT}\n`);
  return client;
}
