/**
 * The callers or callees of a node as answers give them (CLI `strata callers|callees --json` and the MCP tools of
 * those names): each linked node with its kind, place, resolution, how it is linked when not by a call (`via`),
 * one-line summary and freshness.
 */
import { neverDispatched, shownKind, type EdgeResolution, type ShownKind } from "../graph/index.js";
import type { CallLink } from "../navigate/index.js";
import { checkFreshness, oneLine } from "../retrieve/index.js";
import { calleeName } from "../summarize/index.js";
import type { SearchDocRecord, Store } from "../store/index.js";

/**
 * A linked node found in the search index, or a node without a document (its id alone, `resolved: true`), or an
 * unresolved callee: its graph id (`?` and the callee text, `?headers.get("a").startswith`), `resolved: false`, and
 * `name`, the callee as summaries and context blocks name it under "Calls outside the graph" (no `?`, call arguments
 * as `(…)`: `headers.get(…).startswith`), which the text output of `callees` shows too; `external` when the graph
 * found the callee outside the repository (else the repository may define it, but no one target was found). Each
 * carries `callLines` when the edges record them: the lines of the calls in the calling file (the linked node's for
 * callers, the asked node's for callees), the first {@link MAX_CALL_LINES}, and then `callCount`, the number of lines
 * in all, when there are more; and `valueLines` (with `valueVia`), the lines where a node that is also called is only
 * used as a value (the first {@link MAX_CALL_LINES}); and for a method callee its overrides (`overriddenBy`, see
 * `CallLink`). Unresolved callees named alike (`reflect.New(typ.Elem()).Elem` and
 * `reflect.New(typ.Key()).Elem` are both `reflect.New(…).Elem`) are one entry, their lines merged.
 */
export type CallNode = (
  | { id: string; kind: ShownKind; path: string; line?: number; callLines?: number[]; callCount?: number; resolution?: EdgeResolution; via?: CallLink["via"]; summary: string; fresh: boolean }
  | { id: string; resolved: true; callLines?: number[]; callCount?: number }
  | { id: string; resolved: false; name: string; external?: true; callLines?: number[]; callCount?: number }
) &
  Pick<CallLink, "valueLines" | "valueVia" | "overriddenBy" | "overrideCount">;

/**
 * At most this many call lines per linked node in an answer (`callLines`, the first ones): a helper called from one
 * function 40 times keeps its answer bounded.
 */
export const MAX_CALL_LINES = 8;

/**
 * `links` (in their order) as {@link CallNode}s, and whether every one found is fresh (its file unchanged since
 * indexing; lines 1-based). `maxLines`: call lines kept per node (default {@link MAX_CALL_LINES}; the CLI's `--all`
 * keeps them all).
 */
export async function callNodes(store: Store, root: string, all: readonly CallLink[], maxLines = MAX_CALL_LINES): Promise<{ nodes: CallNode[]; fresh: boolean }> {
  // go-playground/form's `callees setFieldByType` listed `reflect.New(…).Elem` four times, once per argument text.
  const links: CallLink[] = [];
  const unresolvedByName = new Map<string, CallLink>();
  for (const link of all) {
    if (!link.id.startsWith("?")) {
      links.push(link);
      continue;
    }
    const key = `${calleeName(link.id.slice(1))}\u0000${link.external ? "external" : ""}`;
    const first = unresolvedByName.get(key);
    if (!first) {
      const copy = { ...link };
      unresolvedByName.set(key, copy);
      links.push(copy);
    } else if (link.callLines?.length) first.callLines = [...new Set([...(first.callLines ?? []), ...link.callLines])].sort((a, b) => a - b);
  }
  const found = await store.getSearchDocs(links.map((l) => l.id));
  // A graph node with no search document (an interface's function-typed property: documents.ts) is placed by the
  // graph, its line the node's doc or signature, fresh as its file is (a break-it trial read "Storage.mount (called
  // through it at line 3) (not in the search index)").
  const indexed = new Set(found.map((d) => d.id));
  const graphOnly = (await Promise.all(links.filter((l) => !l.id.startsWith("?") && !indexed.has(l.id)).map((l) => store.getGraphNode(l.id)))).filter((n) => n !== undefined);
  const fileDocs = graphOnly.length ? await store.getSearchDocs([...new Set(graphOnly.map((n) => n.path))]) : [];
  const fileHash = new Map(fileDocs.map((d) => [d.id, d.fileHash]));
  const docs = [...found, ...graphOnly.map((node): SearchDocRecord => ({ id: node.id, node, code: "", summaryText: node.signature ?? "", contractText: "", summaryGenerator: "", fileHash: fileHash.get(node.path) ?? "", contentHash: node.contentHash, summaryHash: "" }))];
  const fresh = await checkFreshness(root, docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const nodes = links.map(({ id, resolution, external, via, callLines, valueLines, valueVia, overriddenBy, overrideCount }): CallNode => {
    const d = byId.get(id);
    const at = {
      ...(callLines?.length ? { callLines: callLines.slice(0, maxLines), ...(callLines.length > maxLines ? { callCount: callLines.length } : {}) } : {}),
      ...(valueLines?.length ? { valueLines: valueLines.slice(0, maxLines), ...(valueVia ? { valueVia } : {}) } : {}),
      // A static method hides, it is never overridden (retrofit's static `ServiceMethod.parseAnnotations` read
      // "overridden by HttpServiceMethod.parseAnnotations").
      ...(overriddenBy?.length && !(d && neverDispatched(d.node)) ? { overriddenBy, ...(overrideCount ? { overrideCount } : {}) } : {}),
    };
    return d
      ? { id, kind: shownKind(d.node), path: d.node.path, ...(d.node.span ? { line: d.node.span.startLine } : {}), ...at, ...(resolution ? { resolution } : {}), ...(via ? { via } : {}), summary: oneLine(d), fresh: fresh.get(id) ?? false }
      : id.startsWith("?")
        ? { id, resolved: false, name: calleeName(id.slice(1)), ...(external ? { external } : {}), ...at }
        : { id, resolved: true, ...at };
  });
  return { nodes, fresh: [...fresh.values()].every(Boolean) };
}

