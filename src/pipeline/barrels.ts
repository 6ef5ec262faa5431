/**
 * Barrels: a file whose contract repeats what it re-exports from other modules (TypeScript `export { a } from`,
 * `export * from`: each re-exported entity carries its source's kind, signature, doc and members, and names the
 * module it came through in `source.path`). Extraction re-extracts a file only when its own bytes change, so when a
 * module's exported entities change, the barrels that re-export from it — directly or through other barrels — are
 * extracted again too; otherwise an incremental index would keep their old signatures where a fresh one has the new.
 */
import type { Entity, SemanticContract } from "../extract/index.js";

/**
 * What a module shows the barrels re-exporting from it: its exported entities without their own line numbers (a
 * barrel's copy carries the barrel's line), as one comparable string.
 */
export function exportSurfaceKey(contract: SemanticContract): string {
  return JSON.stringify(contract.exports, (key, value: unknown) => (key === "line" || key === "endLine" ? undefined : value));
}

/**
 * The files that re-export, directly or through other re-exporting files, from any of `changed` (repository-relative
 * paths), read from the stored contracts `records`: every file with an exported entity whose `source.path` is a
 * changed file or such a barrel, sorted, the changed files themselves left out.
 */
export function barrelsReexporting(records: readonly { path: string; contract: SemanticContract }[], changed: ReadonlySet<string>): string[] {
  const reexporters = new Map<string, Set<string>>();
  for (const record of records) {
    for (const entity of record.contract.exports as Entity[]) {
      const from = entity.source?.path;
      if (!from || from === record.path) continue;
      let set = reexporters.get(from);
      if (!set) reexporters.set(from, (set = new Set()));
      set.add(record.path);
    }
  }
  const found = new Set<string>();
  const queue = [...changed];
  while (queue.length) {
    for (const barrel of reexporters.get(queue.pop()!) ?? []) {
      if (changed.has(barrel) || found.has(barrel)) continue;
      found.add(barrel);
      queue.push(barrel);
    }
  }
  return [...found].sort();
}
