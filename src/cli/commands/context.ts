/** `strata context "<question>" --budget 4000`: the context block for an AI assistant, to a token budget. */
import { buildContext, checkFreshness, MIN_CONTEXT_BUDGET, storedGraphEdges } from "../../retrieve/index.js";
import { pendingFor, warnPending, withPending } from "../pending.js";
import { tokenCounter } from "../../shared/tokens.js";
import { configFor, EXIT, integerOption, noResults, printJson, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { parseMode, requireIndex } from "./search.js";
import { createEmbedder } from "../../summarize/index.js";

export interface ContextCommandOptions extends CommonOptions {
  repo?: string;
  budget?: string;
  mode?: string;
  hits?: string;
  hops?: string;
}

/** Runs the command; returns the exit code. */
export async function contextCommand(question: string, opts: ContextCommandOptions): Promise<number> {
  const root = resolveRoot(opts.repo);
  const config = configFor(root, opts);
  const mode = parseMode(opts.mode);
  const budget = integerOption("--budget", opts.budget, { min: 1 }, 4000);
  if (budget < MIN_CONTEXT_BUDGET) throw new UsageError(`--budget must be at least ${MIN_CONTEXT_BUDGET} tokens (the block's frame alone takes about 30), got ${budget}`);
  if (!question.trim()) throw new UsageError("the question is empty: give a few words, e.g. strata context \"how are requests routed\"");
  const hits = integerOption("--hits", opts.hits, { min: 1 }, 10);
  const hops = integerOption("--hops", opts.hops, { min: 0 }) ?? config.contextHops ?? 1;
  const embedder = createEmbedder(config);
  const store = storeFor(root, config, { readOnly: true });
  try {
    await requireIndex(store, root);
    const edges = await storedGraphEdges(store);
    const result = await buildContext(store, question, {
      budget,
      hits,
      hops,
      mode,
      countTokens: await tokenCounter(config.tokenEncoding),
      ...(edges ? { edges } : {}),
      ...(embedder ? { embedder } : {}),
      freshness: (docs) => checkFreshness(root, docs),
    });
    const pending = await pendingFor(root, store);
    if (opts.json) printJson(withPending(result, pending));
    // No hit, no block: a header over an empty list would only pad a prompt.
    else if (!result.hits.length) noResults(`"${question}"`);
    else process.stdout.write(result.text);
    if (!opts.json && result.tooSmall) {
      const { id, tokens, budget: needed } = result.tooSmall;
      process.stderr.write(`strata: --budget ${budget} holds nothing but the block's frame: the first hit, ${id}, has a ${tokens}-token summary; --budget ${needed} holds it\n`);
    }
    if (!opts.json && result.fresh === false && !pending.count) process.stderr.write("strata: some summaries are stale (files changed since `strata index`); re-run it for fresh ones\n");
    if (!opts.json) warnPending(pending);
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
