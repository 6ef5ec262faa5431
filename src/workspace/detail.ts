/**
 * "More detail" follow-ups (seed 003: "Follow-up requests for more detail descend into
 * contained code units, using a separate traversal that combines each unit's summary with context from its
 * enclosing units"). Separate from the frontier: it explains the subparts of one region without changing
 * what the current question's context is.
 *
 * Steps: 1. find the region; 2. its contained units are its children, with synthetic groups replaced by
 * their members; 3. the enclosing chain is the breadcrumb (root … region); 4. each unit gets its basic
 * summary and the enclosing chain's summaries; with a model, also an explanation of the unit within that
 * chain. The result is focused (it depends on the chain) and kept in the session's memory only.
 */
import { breadcrumb, findRegion, realChildren, type Region } from "../extract/index.js";
import { hashText, initHash } from "../shared/hash.js";
import { WorkspaceError } from "./errors.js";
import { regionInput } from "./basicSummaries.js";
import { labelOf, viewOf } from "./regionTrees.js";
import type { SummarizedRegion } from "./regionContext.js";
import type { Session } from "./sessions.js";
import type { WorkspaceParts } from "./parts.js";

/** One contained unit with the context of its enclosing units. */
export interface DetailUnit extends SummarizedRegion {
  /** Summaries of the enclosing units, outermost first (the region asked about last). */
  enclosing: SummarizedRegion[];
  /** The model's explanation of the unit within its enclosing units; absent without a model. */
  explanation?: string;
}

/** The answer to "more detail" on one region. */
export interface DetailResult {
  key: string;
  path: string;
  region: SummarizedRegion;
  units: DetailUnit[];
  cached: boolean;
}

const SYSTEM = "You explain one code unit to a developer, in at most three sentences, using the summaries of the units that enclose it. No preamble.";

/**
 * Descends one level into `regionId` of `path`.
 * @throws WorkspaceError 404 for an unknown region id; path errors; StoreError; LlmError.
 */
export async function moreDetail(parts: WorkspaceParts, session: Session, input: { path: string; regionId: string }): Promise<DetailResult> {
  const file = await parts.files.read(input.path);
  const tree = await parts.trees.get(file);
  const region = findRegion(tree, input.regionId);
  if (!region) throw new WorkspaceError(404, `no region ${JSON.stringify(input.regionId)} in ${file.path}`);
  await initHash();
  const key = hashText(JSON.stringify(["detail", file.path, file.contentHash, region.id, parts.basic.generatorKey]));
  const { value, cached } = await session.focused.getOrCompute(key, async () => {
    const chain = breadcrumb(tree, region.id);
    const units = realChildren(region);
    const summaries = await parts.basic.get([...chain, ...units].map((r) => regionInput(file, r)));
    const summarized = (r: Region): SummarizedRegion => ({ region: viewOf(r), summary: summaries.get(regionInput(file, r).contentHash)! });
    const enclosing = chain.map(summarized);
    const out: DetailUnit[] = [];
    for (const u of units) {
      const unit: DetailUnit = { ...summarized(u), enclosing };
      if (parts.llm) {
        const prompt = [
          "Enclosing units, outermost first:",
          ...enclosing.map((e) => `- ${labelOf(e.region)}: ${e.summary.text}`),
          "",
          `Unit (${labelOf(u)}):`,
          "```" + file.language,
          file.text.slice(u.start, u.end).slice(0, 12_000),
          "```",
        ].join("\n");
        unit.explanation = (await parts.llm.generateText({ system: SYSTEM, prompt })).text.trim();
      }
      out.push(unit);
    }
    return { key, path: file.path, region: summarized(region), units: out };
  });
  return { ...value, cached };
}
