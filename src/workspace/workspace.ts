/**
 * One opened repository: the operations behind the HTTP API, each a plain async function over
 * {@link WorkspaceParts}. `openWorkspace` wires the store and the model in (STYLE §6).
 */
import { crossedUnits, cutAtGranularity, findReferences, maxGranularity, selectRegion, breadcrumb, type Reference, type RegionTree } from "../extract/index.js";
import type { LlmClient } from "../summarize/index.js";
import type { Store } from "../store/index.js";
import { BasicSummaries } from "./basicSummaries.js";
import { checkSelection, prepareContext, type ContextResult, type Selection } from "./regionContext.js";
import { WorkspaceError } from "./errors.js";
import { assemblePrompt, type AssembledPrompt } from "./prompt.js";
import { RegionTrees, viewOf, type RegionView } from "./regionTrees.js";
import { RepoFiles } from "./repoFiles.js";
import { Sessions, type Session } from "./sessions.js";
import type { WorkspaceParts } from "./parts.js";

/** Options of {@link openWorkspace}. */
export interface WorkspaceOptions {
  /** Absolute real path of the repository. */
  root: string;
  store: Store;
  llm?: LlmClient;
  /** Same caps as `strata index`: bytes per file, characters per line. */
  limits: { maxFileBytes: number; maxLineChars: number };
}

/** Makes the parts of a workspace; nothing is read until the first request. */
export function openWorkspace(options: WorkspaceOptions): WorkspaceParts {
  return {
    root: options.root,
    store: options.store,
    ...(options.llm ? { llm: options.llm } : {}),
    files: new RepoFiles(options.root, options.limits),
    trees: new RegionTrees(),
    basic: new BasicSummaries(options.store, options.llm),
    sessions: new Sessions(),
  };
}

/** The file's region tree with the number of granularity steps (`maxGranularity`). */
export async function regionTreeOf(parts: WorkspaceParts, path: string): Promise<{ tree: RegionTree; contentHash: string; maxGranularity: number }> {
  const file = await parts.files.read(path);
  const tree = await parts.trees.get(file);
  return { tree, contentHash: file.contentHash, maxGranularity: maxGranularity(tree) };
}

/**
 * The cut at `level` (0 = the whole file; each step adds one chunk), clamped to the tree's range.
 * @throws WorkspaceError 400 when `level` is not a non-negative integer.
 */
export async function cutOf(parts: WorkspaceParts, path: string, level: number): Promise<{ level: number; maxGranularity: number; regions: RegionView[] }> {
  if (!Number.isInteger(level) || level < 0) throw new WorkspaceError(400, `granularity level must be a non-negative integer, got ${level}`);
  const { tree, maxGranularity: max } = await regionTreeOf(parts, path);
  const clamped = Math.min(level, max);
  return { level: clamped, maxGranularity: max, regions: cutAtGranularity(tree, clamped).map(viewOf) };
}

/**
 * The region a highlight selects and its breadcrumb, without touching the session; `crossed` lists the
 * top-level units a highlight crossing several of them overlaps (the first is selected), else empty.
 */
export async function selectionOf(parts: WorkspaceParts, sel: Selection): Promise<{ region: RegionView; breadcrumb: RegionView[]; crossed: RegionView[] }> {
  const file = await parts.files.read(sel.path);
  checkSelection(file, sel);
  const tree = await parts.trees.get(file);
  const region = selectRegion(tree, sel);
  return { region: viewOf(region), breadcrumb: breadcrumb(tree, region.id).map(viewOf), crossed: crossedUnits(tree, sel).map(viewOf) };
}

/** Identifiers: letters, digits, `_`, `$`; 1–200 characters. */
const NAME = /^[\p{L}_$][\p{L}\p{N}_$]{0,199}$/u;

/**
 * Name-based references to `name` in every readable discovered file (definitions, calls, imports; text
 * matches for files without a grammar). Not scope-resolved: unrelated identifiers with the same name appear.
 * @throws WorkspaceError 400 when `name` is not an identifier.
 */
export async function referencesOf(parts: WorkspaceParts, name: string): Promise<{ name: string; matching: "by-name"; references: Reference[] }> {
  if (!NAME.test(name)) throw new WorkspaceError(400, `not an identifier: ${JSON.stringify(name)}`);
  const { files } = await parts.files.list();
  const texts: { path: string; text: string; language: string }[] = [];
  for (const f of files) {
    try {
      const file = await parts.files.read(f.path);
      if (file.text.includes(name)) texts.push({ path: file.path, text: file.text, language: file.language });
    } catch {
      // Unreadable files (binary, too large) hold no references.
    }
  }
  return { name, matching: "by-name", references: await findReferences(name, texts) };
}

/** The prepared context and the exact prompt for a question (sent or not). */
export interface PromptPlan {
  context: ContextResult;
  prompt: AssembledPrompt;
}

/**
 * Prepares the context of `sel` in `session` and assembles the prompt for `question`.
 * @throws WorkspaceError 400 for an empty question, 413 for one over 4,000 characters, 409 when the file changed meanwhile.
 */
export async function planPrompt(parts: WorkspaceParts, session: Session, sel: Selection, question: string): Promise<PromptPlan> {
  if (typeof question !== "string" || question.trim() === "") throw new WorkspaceError(400, "empty question: type what you want to know about the selection");
  if (question.length > 4000) throw new WorkspaceError(413, `question too long (${question.length} characters; at most 4000)`);
  const context = await prepareContext(parts, session, sel);
  const file = await parts.files.read(sel.path);
  const c = context.context;
  if (file.contentHash !== c.contentHash) throw new WorkspaceError(409, `${file.path} changed while its context was prepared; ask again`);
  const prompt = assemblePrompt({
    path: c.path,
    language: c.language,
    breadcrumb: c.breadcrumb,
    region: c.region,
    code: file.text.slice(c.region.start, c.region.end),
    context: c.text,
    question,
  });
  return { context, prompt };
}
