/**
 * `strata summary <file> --style brief|dense`: the prompt library's short summaries (P-BRIEF, P-CoD) of the file's
 * stored contract, asked of the model on every call ({@link getShortSummary}); `technical` (the default) is the
 * cached TechnicalSummary.
 */
import { getShortSummary, type ShortSummary, type ShortSummaryStyle } from "../../query/index.js";
import { tokenCounter } from "../../shared/tokens.js";
import { UsageError } from "../exit.js";
import { configFor, EXIT, findRootForFile, printJson, resolveRoot, storeFor } from "../common.js";
import { llmFor } from "../llm.js";
import type { FileCommandOptions } from "./contract.js";

/** The styles `--style` takes: the cached technical summary, P-BRIEF, P-CoD. */
export type SummaryStyle = "technical" | ShortSummaryStyle;

/**
 * Prints the `brief` or `dense` summary of `file`: text, or with `--json` the {@link ShortSummary} plus `generator`
 * (`P-BRIEF|<provider:model>`).
 * @throws UsageError when no model is configured; ShortSummaryError when the answer stays invalid.
 */
export async function shortSummaryCommand(file: string, style: ShortSummaryStyle, opts: FileCommandOptions): Promise<number> {
  const root = opts.repo ? resolveRoot(opts.repo) : findRootForFile(file);
  const config = configFor(root, opts);
  const llm = llmFor(config, { quiet: true });
  if (!llm) throw new UsageError(`--style ${style} asks a model: give --llm <provider:model> or set STRATA_LLM (e.g. STRATA_LLM=openai:gpt-4o-mini)`);
  const store = storeFor(root, config);
  try {
    const result = await getShortSummary({ root, file, store, config, persist: false, llm, style, count: await tokenCounter(config.tokenEncoding) });
    const model = String(config.llm);
    if (opts.json) printJson({ ...result, generator: `${style === "brief" ? "P-BRIEF" : "P-CoD"}|${model}` });
    else process.stdout.write(render(result, model));
  } finally {
    await store.close();
  }
  return EXIT.ok;
}

/** The text, then `(P-BRIEF@1|openai:gpt-4o-mini; asked now, not cached)` and the names the contract does not have. */
function render(r: ShortSummary, model: string): string {
  const body = r.style === "brief" ? `${r.summary}\n` : `${r.short}\n\n${r.long}\n`;
  const line = `(${r.promptKey}|${model}; asked now, not cached)\n`;
  return body + line + (r.ungrounded.length ? `(names not in the contract: ${r.ungrounded.join(", ")})\n` : "");
}
