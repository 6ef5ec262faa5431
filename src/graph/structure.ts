/**
 * The containment skeleton of the graph (seed 001 §3.1, plus the folder and repository levels the paper does
 * not have): one repository node `"."`, one node per folder (`"src/util/"`) and per file (`"src/util/math.ts"`),
 * and `contains` edges repository → folder → … → file.
 */
import path from "node:path";
import { hashText } from "../shared/hash.js";
import { SpanMapper } from "./spans.js";
import type { GraphEdge, GraphNode } from "./types.js";

/** Id of the repository node. */
export const REPOSITORY_ID = ".";

/** Id of the folder node of a repository-relative folder path (`"src/util"` → `"src/util/"`; `""` → `"."`). */
export function folderId(folder: string): string {
  return folder === "" || folder === "." ? REPOSITORY_ID : `${folder}/`;
}

/**
 * The last name of a node id or of an edge's callee text: `code` of `lib/reply.js#Reply.code`, of
 * `lib/x.py#Box.code@12` (a second declaration's line suffix dropped) and of `?reply.code`. Pure.
 */
export function lastNameOf(ref: string): string {
  return ref.slice(Math.max(ref.lastIndexOf("."), ref.lastIndexOf("#")) + 1).replace(/@\d+$/u, "");
}

/**
 * The ids of the nodes enclosing node `id`, innermost first: `a.ts#A.b.c` → `a.ts#A.b`, `a.ts#A`, `a.ts` (a file
 * node's id is its path). An id without `#` (a file, a folder) has none.
 */
export function enclosingIds(id: string): string[] {
  const hash = id.indexOf("#");
  if (hash < 0) return [];
  const out: string[] = [];
  let name = id.slice(hash + 1);
  for (let dot = name.lastIndexOf("."); dot > 0; dot = name.lastIndexOf(".")) {
    name = name.slice(0, dot);
    out.push(`${id.slice(0, hash + 1)}${name}`);
  }
  out.push(id.slice(0, hash));
  return out;
}

/** Owning file of a node id (`src/a.ts#f` → `src/a.ts`); file, folder and repository ids map to themselves. */
export function fileOfId(id: string): string {
  const hash = id.indexOf("#");
  return hash < 0 ? id : id.slice(0, hash);
}

/** The repository node; `root` only gives its name. */
export function repositoryNode(root: string): GraphNode {
  return { id: REPOSITORY_ID, kind: "repository", name: path.basename(path.resolve(root)), qualifiedName: REPOSITORY_ID, path: "", contentHash: "" };
}

/** A file node over its whole text. Requires `initHash()` to have resolved. */
export function fileNode(file: { path: string; text: string; language: string }, spans: SpanMapper): GraphNode {
  return {
    id: file.path,
    kind: "file",
    name: path.posix.basename(file.path),
    qualifiedName: file.path,
    path: file.path,
    language: file.language,
    span: spans.span(0, file.text.length),
    contentHash: hashText(file.text),
  };
}

/**
 * Folder nodes for every ancestor folder of `paths`, and the `contains` edges from the repository down to each
 * file. Edges and nodes are deduplicated; order is left to the caller's final sort.
 */
export function containmentOf(root: string, paths: readonly string[]): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes = new Map<string, GraphNode>([[REPOSITORY_ID, repositoryNode(root)]]);
  const edges = new Map<string, GraphEdge>();
  const link = (from: string, to: string): void => {
    edges.set(`${from}\n${to}`, { from, to, kind: "contains", resolved: true });
  };
  for (const file of paths) {
    let child = file;
    let dir = path.posix.dirname(file);
    for (;;) {
      const id = folderId(dir);
      link(id, child);
      if (id === REPOSITORY_ID || nodes.has(id)) break;
      nodes.set(id, { id, kind: "folder", name: path.posix.basename(dir), qualifiedName: id, path: dir, contentHash: "" });
      child = id;
      dir = path.posix.dirname(dir);
    }
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}
