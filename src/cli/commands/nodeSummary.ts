/**
 * `strata summary --node <id>`: the stored hierarchical summary of one graph node (issue 4 item 6), from the
 * generator the last `strata index` used (its `hierarchy` stage report), else the extractive one.
 */
import path from "node:path";
import type { NodeSummaryRecord, Store } from "../../store/index.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY } from "../../summarize/index.js";
import { configFor, EXIT, findRootForFile, printJson, resolveRoot, storeFor, UsageError } from "../context.js";
import type { FileCommandOptions } from "./contract.js";

/** The `--node <id>` option of `strata summary`. */
export interface NodeOption {
  node?: string;
}

/** Runs the command; returns the exit code. @throws UsageError without `--node`, with a file too, or for a node without a summary. */
export async function nodeSummaryCommand(file: string | undefined, opts: FileCommandOptions & NodeOption): Promise<number> {
  if (opts.node === undefined) throw new UsageError("give a file, or --node <id> for a graph node's summary");
  if (file !== undefined) throw new UsageError("give a file or --node <id>, not both");
  const root = opts.repo ? resolveRoot(opts.repo) : findRootForFile(path.join(process.cwd(), "node"));
  const config = configFor(root, opts);
  const store = storeFor(root, config);
  try {
    const keys = [...new Set([await lastHierarchyKey(store), EXTRACTIVE_NODE_GENERATOR_KEY].filter((k): k is string => k !== undefined))];
    let record: NodeSummaryRecord | undefined;
    for (const id of nodeIdCandidates(opts.node)) for (const key of keys) record ??= await store.getNodeSummary(id, key);
    if (!record) throw new UsageError(`no summary for node "${opts.node}" in ${store.location}: run \`strata index\`, and see \`strata levels\` for node ids`);
    if (opts.json) printJson(record);
    else process.stdout.write(renderNodeSummary(record));
  } finally {
    await store.close();
  }
  return EXIT.ok;
}

/**
 * Ids a user may mean by `node`, as `strata graph --focus` reads them: as given, without a leading `./`, and as a
 * folder (`src/util` → `src/util/`; `./` and `` → `.`, the repository).
 */
export function nodeIdCandidates(node: string): string[] {
  const trimmed = node.replace(/^(\.\/)+/u, "");
  const bare = trimmed.replace(/\/+$/u, "");
  const folder = bare === "" || bare === "." ? "." : `${bare}/`;
  return [...new Set([node, trimmed, folder])];
}

/** The generator key the newest run's `hierarchy` stage reported, if any. */
async function lastHierarchyKey(store: Store): Promise<string | undefined> {
  const [run] = await store.listRuns(1);
  const key = (run?.report as { stages?: { hierarchy?: { generatorKey?: unknown } } } | undefined)?.stages?.hierarchy?.generatorKey;
  return typeof key === "string" ? key : undefined;
}

/** Figure 4 fields as a short text block, then the searchable paragraph. */
export function renderNodeSummary(record: NodeSummaryRecord): string {
  const s = record.summary;
  const list = (title: string, items: string[]): string[] => (items.length ? [`${title}:`, ...items.map((i) => `  - ${i}`)] : []);
  return [
    `${s.id} (${s.kind}, ${s.generator})`,
    `Purpose: ${s.purpose}`,
    ...list("Inputs", s.inputs),
    ...list("Outputs", s.outputs),
    ...list("Side effects", s.sideEffects),
    ...list("Calls", s.calls.map((c) => `${c.id}: ${c.why}`)),
    ...list("Details", s.details),
    "",
    s.text,
    `(generator: ${record.generatorKey})`,
    "",
  ].join("\n");
}
