/** `strata map [repo] [--budget N] [--focus a.ts,b.ts]`: the most important files with signatures, to a token budget. */
import { repoMap } from "../../navigate/index.js";
import { oneLine } from "../../retrieve/index.js";
import { printable } from "../../shared/printable.js";
import { tokenCounter } from "../../shared/tokens.js";
import { configFor, EXIT, integerOption, printJson, resolveRoot, UsageError } from "../common.js";
import { withGraph, type NavigateOptions } from "./navigate.js";

/** `strata map [repo] [--budget N] [--focus a.ts,b.ts]`. */
export async function mapCommand(repo: string | undefined, opts: NavigateOptions): Promise<number> {
  const budget = integerOption("--budget", opts.budget, { min: 1 }) ?? 2000;
  return withGraph(repo, opts, async (graph, _root, store) => {
    const config = configFor(resolveRoot(repo), opts);
    const docs = await store.getSearchDocs((await store.listSearchStamps()).map((s) => s.id));
    const summaries = new Map(docs.map((d) => [d.id, oneLine(d)]).filter(([, s]) => s !== "") as [string, string][]);
    const focus = opts.focus ? opts.focus.split(",").map((f) => f.trim()).filter(Boolean) : [];
    const files = new Set(graph.nodes.filter((n) => n.kind === "file").map((n) => n.path));
    const unknown = focus.filter((f) => !files.has(f));
    if (unknown.length) throw new UsageError(`--focus: no file ${unknown.map((f) => `"${printable(f)}"`).join(", ")} in the code graph (paths are relative to the repository root)`);
    const map = repoMap(graph, { budget, countTokens: await tokenCounter(config.tokenEncoding), focus, summaries });
    if (opts.json) printJson(map);
    else process.stdout.write(`${map.text}${map.leftOut ? `\n(${map.leftOut} more files left out at ${budget} tokens; raise --budget)\n` : ""}`);
    return EXIT.ok;
  });
}
