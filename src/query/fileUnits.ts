/**
 * A file's internal units for `strata summary <file>`: the declarations the code graph holds for the file that are not
 * exported (unexported functions, types and methods), with the purpose their stored node summary gives. The file's
 * technical summary is made from its contract, which keeps exports only: gin's tree.go listed `Param` and `Params`
 * and none of its radix-tree router (`node`, `node.addRoute`, `node.getValue`).
 *
 * Order: largest first by line span (as a file's node summary names its largest unexported declarations), ties in
 * source order. Reads what `strata index` stored; never summarizes.
 */
import { shownKind, type GraphNodeKind, type ShownKind } from "../graph/index.js";
import type { Store } from "../store/index.js";
import { nodeGeneratorKeys } from "./nodeQueries.js";

/** One unexported declaration of a file. `purpose` is absent when no node summary is stored for it. */
export interface FileUnit {
  id: string;
  /** As a reader knows it (`shownKind`): a Go `type optionFunc func(…)` is a `type`. */
  kind: ShownKind;
  /** Qualified name within the file (`Option._parse_decls`, `Group.result_callback.decorator` for a closure). */
  name: string;
  /** The compact signature, else the qualified name. */
  signature: string;
  /** 1-based first and last line. */
  startLine: number;
  endLine: number;
  purpose?: string;
}

const DECLARATIONS = new Set<GraphNodeKind>(["function", "method", "class", "interface", "struct"]);

/**
 * The internal units of the file at repository-relative `path` (see the module comment); `[]` without a graph. A node
 * whose qualified or simple name is in `listed` (the names the public API already shows) is left out: the graph marks
 * some public methods unexported, as gin's `Params.Get` on a named slice type.
 */
export async function fileUnits(store: Store, path: string, listed: ReadonlySet<string> = new Set()): Promise<FileUnit[]> {
  const shown = (qualifiedName: string, name: string): boolean => listed.has(qualifiedName) || listed.has(name);
  const nodes = (await store.listGraphNodes({ path })).filter((n) => n.path === path && DECLARATIONS.has(n.kind) && !n.exported && n.span && !shown(n.qualifiedName, n.name));
  const keys = await nodeGeneratorKeys(store);
  const purposeOf = async (id: string): Promise<string | undefined> => {
    for (const key of keys) {
      const purpose = (await store.getNodeSummary(id, key))?.summary.purpose;
      if (purpose) return purpose;
    }
    return undefined;
  };
  const units: FileUnit[] = await Promise.all(
    nodes.map(async (n) => {
      const purpose = await purposeOf(n.id);
      return { id: n.id, kind: shownKind(n), name: n.qualifiedName, signature: n.signature ?? n.qualifiedName, startLine: n.span!.startLine, endLine: n.span!.endLine, ...(purpose ? { purpose } : {}) };
    }),
  );
  const size = (u: FileUnit): number => u.endLine - u.startLine;
  return units.sort((a, b) => size(b) - size(a) || a.startLine - b.startLine);
}
