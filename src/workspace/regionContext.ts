/**
 * Context preparation for a selection (seed 003 "From a highlight to an answer"
 * and "Reuse without sharing exploratory context"). Steps, each timed (ms):
 *
 * 1. `read`: the file's text and content hash.
 * 2. `regions`: its region tree (built once per content).
 * 3. `select`: the smallest region holding the highlight (the unit at its start when it crosses top-level
 *    units), its breadcrumb, and the session's frontier refined by it.
 * 4. `folder`: the other files of the folder with their content hashes — the folder context's identity.
 * 5. The focused key: hash of (path, file content hash, folder identity, frontier, selected region, generator).
 *    A repeat in the same session returns the cached context here; a request for a key being computed
 *    waits for that computation.
 * 6. `summaries`: basic summaries (content-addressed, durable) of the selected region, the other frontier
 *    regions and the folder's files.
 * 7. `assemble`: the context text.
 */
import path from "node:path";
import { breadcrumb, crossedUnits, findRegion, initialFrontier, refineFrontier, selectRegion, type Region } from "../extract/index.js";
import type { RegionSummary } from "../store/index.js";
import { hashText, initHash } from "../shared/hash.js";
import { WorkspaceError } from "./errors.js";
import { regionInput, type RegionText } from "./basicSummaries.js";
import { labelOf, viewOf, type RegionView } from "./regionTrees.js";
import type { RepoFile } from "./repoFiles.js";
import type { Session } from "./sessions.js";
import type { WorkspaceParts } from "./parts.js";

/** Most files of the folder put into the folder context. */
export const MAX_FOLDER_FILES = 12;

/** A region and its basic summary. */
export interface SummarizedRegion {
  region: RegionView;
  summary: RegionSummary;
}

/** The folder around the file: its other files (at most 12) with their file-level basic summaries. */
export interface FolderContext {
  /** Repository-relative folder, `.` for the root. */
  folder: string;
  files: { path: string; summary: string }[];
}

/** The focused context of one selection in one session: kept in that session's memory only. */
export interface PreparedContext {
  /** The focused-context key (16 hex digits). */
  key: string;
  path: string;
  language: string;
  contentHash: string;
  region: RegionView;
  /** Root first; synthetic groups skipped. */
  breadcrumb: RegionView[];
  /** The explored frontier: non-overlapping regions covering the file, in file order. */
  frontier: RegionView[];
  selected: SummarizedRegion;
  /** The other frontier regions with their summaries, in file order. */
  others: SummarizedRegion[];
  folder: FolderContext;
  /** The context section of the prompt. */
  text: string;
}

/** Milliseconds per preparation step; a step not run is absent. */
export type StageTimings = Partial<Record<"read" | "regions" | "select" | "folder" | "summaries" | "assemble", number>>;

/** A prepared context with how it was obtained. */
export interface ContextResult {
  context: PreparedContext;
  /** True when served from the session's focused cache (or a computation already running). */
  cached: boolean;
  timings: StageTimings;
  /** Total ms. */
  totalMs: number;
  /**
   * The top-level units the highlight crossed when it selected the first of them rather than the whole
   * file (seed 003 "the viewer separates the overlapping units"); empty otherwise. Not part of the context.
   */
  crossed: RegionView[];
}

/** A highlight: UTF-16 offsets into the file text, `start <= end`. */
export interface Selection {
  path: string;
  start: number;
  end: number;
}

/**
 * Checks that `start`–`end` are integer UTF-16 offsets within `file`'s text, `start <= end`.
 * @throws WorkspaceError 400 naming the file and its length otherwise.
 */
export function checkSelection(file: Pick<RepoFile, "path" | "text">, { start, end }: { start: number; end: number }): void {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > file.text.length) {
    throw new WorkspaceError(400, `selection ${start}–${end} is outside ${file.path} (0–${file.text.length} UTF-16 code units)`);
  }
}

/**
 * Prepares (or finds in `session`) the focused context of `selection`.
 * @throws WorkspaceError 400 for offsets outside the file; 403/404 from path checks; StoreError, LlmError.
 */
export async function prepareContext(parts: WorkspaceParts, session: Session, selection: Selection): Promise<ContextResult> {
  const timings: StageTimings = {};
  const t0 = performance.now();
  let t = t0;
  const lap = (stage: keyof StageTimings): void => {
    const now = performance.now();
    timings[stage] = now - t;
    t = now;
  };
  const file = await parts.files.read(selection.path);
  lap("read");
  checkSelection(file, selection);
  const { start, end } = selection;
  const tree = await parts.trees.get(file);
  lap("regions");
  const region = selectRegion(tree, { start, end });
  const crossed = crossedUnits(tree, { start, end }).map(viewOf);
  const crumbs = breadcrumb(tree, region.id);
  const explored = session.frontiers.get(file.path);
  const before = explored && explored.contentHash === file.contentHash ? explored.frontier : initialFrontier(tree);
  const frontier = refineFrontier(tree, before, region.id);
  session.frontiers.set(file.path, { contentHash: file.contentHash, frontier });
  lap("select");
  const siblings: RepoFile[] = [];
  for (const p of (await parts.files.siblings(file.path)).slice(0, MAX_FOLDER_FILES)) {
    try {
      siblings.push(await parts.files.read(p));
    } catch {
      // A sibling that is not text (binary, too large) has no summary; the folder context skips it.
    }
  }
  lap("folder");
  await initHash();
  const key = hashText(
    JSON.stringify([file.path, file.contentHash, siblings.map((s) => [s.path, s.contentHash]), frontier.regionIds, region.id, parts.basic.generatorKey]),
  );
  const { value, cached } = await session.focused.getOrCompute(key, async () => {
    const frontierRegions = frontier.regionIds.map((id) => findRegion(tree, id)).filter((r): r is Region => r !== undefined);
    const siblingRoots = await Promise.all(siblings.map(async (s) => ({ file: s, root: (await parts.trees.get(s)).root })));
    const selectedInput = regionInput(file, region);
    const frontierInputs = frontierRegions.map((r) => regionInput(file, r));
    const siblingInputs = siblingRoots.map((s) => regionInput(s.file, s.root));
    const summaries = await parts.basic.get([selectedInput, ...frontierInputs, ...siblingInputs]);
    lap("summaries");
    const summaryOf = (input: RegionText): RegionSummary => summaries.get(input.contentHash)!;
    const selected = { region: viewOf(region), summary: summaryOf(selectedInput) };
    const others = frontierRegions
      .map((r, k) => ({ region: viewOf(r), summary: summaryOf(frontierInputs[k]!) }))
      .filter((o) => o.region.id !== region.id);
    const folder: FolderContext = {
      folder: path.posix.dirname(file.path),
      files: siblingRoots.map((s, k) => ({ path: s.file.path, summary: summaryOf(siblingInputs[k]!).text })),
    };
    const context: PreparedContext = {
      key,
      path: file.path,
      language: file.language,
      contentHash: file.contentHash,
      region: selected.region,
      breadcrumb: crumbs.map(viewOf),
      frontier: frontierRegions.map(viewOf),
      selected,
      others,
      folder,
      text: contextText(selected, others, folder),
    };
    lap("assemble");
    return context;
  });
  return { context: value, cached, timings, totalMs: performance.now() - t0, crossed };
}

const lines = (r: RegionView): string => (r.startLine === r.endLine ? `line ${r.startLine}` : `lines ${r.startLine}–${r.endLine}`);

/**
 * Most characters of the "Other regions of this file" lines. A file of 20,000 top-level statements made a
 * 1.1 MB prompt; past this budget the regions nearest the selected one are kept (in file order) and a line
 * says how many were left out.
 */
export const MAX_OTHER_REGIONS_CHARS = 24_000;

/** The lines of `others`, the nearest to `selected` first within {@link MAX_OTHER_REGIONS_CHARS}, in file order. */
function otherRegionLines(selected: SummarizedRegion, others: SummarizedRegion[]): string[] {
  const all = others.map((o) => `- ${labelOf(o.region)} (${lines(o.region)}): ${o.summary.text}`);
  if (all.reduce((n, l) => n + l.length + 1, 0) <= MAX_OTHER_REGIONS_CHARS) return all;
  const at = selected.region.start;
  const byDistance = others.map((o, k) => k).sort((a, b) => Math.abs(others[a]!.region.start - at) - Math.abs(others[b]!.region.start - at) || a - b);
  const kept = new Set<number>();
  let used = 0;
  for (const k of byDistance) {
    if (used + all[k]!.length + 1 > MAX_OTHER_REGIONS_CHARS) break;
    kept.add(k);
    used += all[k]!.length + 1;
  }
  const out = all.filter((_, k) => kept.has(k));
  out.push(`- [… ${others.length - kept.size} more regions of this file not listed: the list is limited to ${MAX_OTHER_REGIONS_CHARS} characters, nearest to the selection first]`);
  return out;
}

/** The context section: selected region summary, other frontier regions (bounded), folder context. */
export function contextText(selected: SummarizedRegion, others: SummarizedRegion[], folder: FolderContext): string {
  const out = [`Selected region (${labelOf(selected.region)}, ${lines(selected.region)}): ${selected.summary.text}`];
  if (others.length) out.push("", "Other regions of this file:", ...otherRegionLines(selected, others));
  if (folder.files.length) out.push("", `Folder context (${folder.folder}/):`, ...folder.files.map((f) => `- ${f.path}: ${f.summary}`));
  return out.join("\n");
}
