/** `strata changes [repo] [--since <rev> | --staged]`: contract delta per changed file, callers of changed exports. */
import { contractChanges, type FileChange } from "../../navigate/index.js";
import { changesAnswer } from "../../query/index.js";
import { EXIT, printJson, UsageError } from "../common.js";
import { pendingFor, withPending } from "../pending.js";
import { withGraph, type NavigateOptions } from "./navigate.js";

/** `Config.reload: ` before a member's signature, which may name only the member or only its type; nothing for a top-level export. */
const owned = (name: string): string => (name.includes(".") ? `${name}: ` : "");

/** Callers shown per changed function in text; `--json` lists all. */
const CALLERS_SHOWN = 8;

/** `a, b, c and 5 more (--json lists all)` past {@link CALLERS_SHOWN}. */
const shortList = (ids: readonly string[]): string => (ids.length > CALLERS_SHOWN ? `${ids.slice(0, CALLERS_SHOWN).join(", ")} and ${ids.length - CALLERS_SHOWN} more (--json lists all)` : ids.join(", "));

function renderChange(c: FileChange): string {
  const lines = [`${c.path}  ${c.status}${c.from ? ` from ${c.from}` : ""}${c.summaryStale ? "  (summary stale: run strata index)" : ""}`];
  for (const a of c.added) lines.push(`  + ${owned(a.name)}${a.signature ?? `${a.kind} ${a.name}`}`);
  for (const r of c.removed) lines.push(`  - ${owned(r.name)}${r.signature ?? `${r.kind} ${r.name}`}${c.callers[r.name] ? `  (called by ${c.callers[r.name]!.join(", ")})` : ""}`);
  for (const ch of c.changed) lines.push(`  ~ ${owned(ch.name)}${ch.before ?? ch.name}\n    → ${ch.after ?? ch.name}${c.callers[ch.name] ? `  (called by ${c.callers[ch.name]!.join(", ")})` : ""}`);
  for (const b of c.bodies ?? []) lines.push(`  ${b.added ? "+" : "*"} ${b.name}  (${b.added ? "added" : "code changed"}${b.callers.length ? `; called by ${shortList(b.callers)}` : ""})`);
  for (const [name, files] of Object.entries(c.importedBy ?? {})) lines.push(`  ${name} is imported by ${files.join(", ")}`);
  if (c.importers) lines.push(`  imported by its old path in ${c.importers.join(", ")}`);
  return lines.join("\n");
}

/** `strata changes [repo] [--since <rev> | --staged]`. */
export async function changesCommand(repo: string | undefined, opts: NavigateOptions): Promise<number> {
  if (opts.since && opts.staged) throw new UsageError("give --since <rev> or --staged, not both");
  return withGraph(repo, opts, async (graph, root, store) => {
    const records = await store.listFiles();
    const storedHashes = new Map(records.map((r) => [r.path, r.contentHash]));
    const imports = new Map(records.map((r) => [r.path, r.contract.dependencies]));
    const skipped = new Set((await store.listSkipped()).map((f) => f.path));
    const changes = await contractChanges({ root, graph, storedHashes, imports, skipped, ...(opts.since ? { since: opts.since } : {}), ...(opts.staged ? { staged: true } : {}) });
    if (opts.json) printJson(withPending(changesAnswer(opts.staged ? "HEAD (staged)" : (opts.since ?? "HEAD"), changes), await pendingFor(root, store)));
    else if (!changes.length) process.stderr.write(`strata: no changes since ${opts.staged ? "HEAD (staged)" : (opts.since ?? "HEAD")}\n`);
    else process.stdout.write(`${changes.map(renderChange).join("\n")}\n`);
    return EXIT.ok;
  });
}
