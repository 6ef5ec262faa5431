/**
 * Region trees per file content: built once per (path, content hash) and reused by
 * every cut, selection and session — the granularity control picks another cut through the same tree,
 * never a rebuilt one (seed 003 "One fixed tree, several levels of detail").
 */
import { buildRegionTree, type Region, type RegionTree } from "../extract/index.js";
import type { RepoFile } from "./repoFiles.js";

/** A region without its children, as sent to the page (offsets in UTF-16 code units, end exclusive; lines 1-based). */
export interface RegionView {
  id: string;
  kind: Region["kind"];
  name?: string;
  start: number;
  end: number;
  startLine: number;
  endLine: number;
  contentHash: string;
  synthetic?: true;
}

/** `region` without `children` and byte offsets. */
export function viewOf(region: Region): RegionView {
  return {
    id: region.id,
    kind: region.kind,
    ...(region.name !== undefined ? { name: region.name } : {}),
    start: region.start,
    end: region.end,
    startLine: region.startLine,
    endLine: region.endLine,
    contentHash: region.contentHash,
    ...(region.synthetic ? { synthetic: true as const } : {}),
  };
}

/** A short label: `function parse`, `class Store`, `file src/a.ts`. */
export function labelOf(region: Pick<RegionView, "kind" | "name">): string {
  return region.name ? `${region.kind} ${region.name}` : region.kind;
}

/** Most trees kept in memory; the least recently used is dropped first. */
const MAX_TREES = 2000;

/** Region trees keyed by path, language and content hash. */
export class RegionTrees {
  private readonly trees = new Map<string, Promise<RegionTree>>();

  /** The tree of `file` (built on first use; concurrent callers share the build). */
  get(file: Pick<RepoFile, "path" | "text" | "language" | "contentHash">): Promise<RegionTree> {
    const key = `${file.path}\0${file.language}\0${file.contentHash}`;
    let tree = this.trees.get(key);
    if (tree) {
      this.trees.delete(key);
    } else {
      tree = buildRegionTree({ path: file.path, text: file.text, language: file.language });
      tree.catch(() => this.trees.delete(key));
    }
    this.trees.set(key, tree);
    while (this.trees.size > MAX_TREES) this.trees.delete(this.trees.keys().next().value!);
    return tree;
  }
}
