/**
 * Imports of a semantic contract resolved to repository paths through the code graph. The tree-sitter extractors keep
 * a module as written (`.models`, `github.com/spf13/cobra`) and leave resolving it to the graph stage, so a contract read
 * alone had no `path` for Python's relative imports and called a Go module's import of its own packages external; the
 * graph's `imports` edges (one per statement line) say which file or package folder each import reached.
 */
import type { SemanticContract } from "../extract/index.js";
import type { Store } from "../store/index.js";

/**
 * `contract` with each dependency the graph resolved given its `path` (the repository-relative file, or folder with a
 * trailing `/` for a Go package) and kind `relative`. A dependency is matched to the resolved `imports` edges of its
 * file by its line; one whose line reaches several targets (`from . import a, b`) or none, or shares its line with
 * another dependency (`import os, pkg.util`; `from .main import run; import json`), is left as written. The
 * contract itself is not changed (a new object is returned); without a graph it comes back as it is.
 */
export async function withImportPaths(store: Store, contract: SemanticContract): Promise<SemanticContract> {
  if (contract.dependencies.every((d) => d.path !== undefined)) return contract;
  const edges = await store.listGraphEdges({ from: contract.filePath, kind: "imports" });
  const targets = new Map<number, Set<string>>();
  for (const e of edges) {
    if (!e.resolved) continue;
    for (const line of e.lines ?? (e.line !== undefined ? [e.line] : [])) {
      const set = targets.get(line) ?? new Set<string>();
      set.add(e.to);
      targets.set(line, set);
    }
  }
  if (!targets.size) return contract;
  // Edges name no module: a line of several imports (`import os, pkg.util`) cannot say which one reached the file.
  const perLine = new Map<number, number>();
  for (const d of contract.dependencies) perLine.set(d.line, (perLine.get(d.line) ?? 0) + 1);
  return {
    ...contract,
    dependencies: contract.dependencies.map((d) => {
      const at = targets.get(d.line);
      if (d.path !== undefined || at?.size !== 1 || perLine.get(d.line) !== 1) return d;
      return { ...d, kind: "relative" as const, path: [...at][0]! };
    }),
  };
}
