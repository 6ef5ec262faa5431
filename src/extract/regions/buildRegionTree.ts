/**
 * The region tree of one file (seed 003 "One fixed tree, several levels of detail").
 *
 * Steps: (1) a leading BOM becomes a space and lone `\r` become `\n` (same UTF-16 length, so offsets
 * hold); (2) parse with the language's tree-sitter grammar under a time budget; (3) run
 * `regions.scm` and nest the captures (`collectRegions.ts`); (4) give path ids, add synthetic groups
 * (`grouping.ts`), and compute bytes, lines and content hashes against the original text. The parse
 * tree is deleted before returning.
 */
import { DEFAULT_WORK_BUDGET_STEPS, WorkBudget } from "../treeSitter/workBudget.js";
import type { Tree } from "web-tree-sitter";
import { initHash } from "../../shared/hash.js";
import { collectRegions, type RawRegion } from "./collectRegions.js";
import { groupChildren } from "./grouping.js";
import { makeRegion } from "./makeRegion.js";
import { loadRegionGrammar } from "./regionLanguages.js";
import { TextIndex } from "./textIndex.js";
import type { Region, RegionSource, RegionTree } from "./types.js";

/** Per-file budget for parse plus query, in milliseconds; past it the file gets a root-only tree. */
export const REGION_BUDGET_STEPS = DEFAULT_WORK_BUDGET_STEPS;

/** Options of {@link buildRegionTree}. */
export interface BuildRegionTreeOptions {
  /** Parse-plus-query budget in tree-sitter progress steps ({@link WorkBudget}); default {@link REGION_BUDGET_STEPS}. */
  budgetSteps?: number;
}

/**
 * Builds the region tree of one file. Offsets index `source.text` exactly as given (a leading BOM, if
 * present, is character 0 and is inside the root only). A language without a region grammar, a parse
 * past the time budget, or an empty file gives a tree with the root alone. Syntax errors still give the
 * regions tree-sitter recovered.
 * @returns `{ formatVersion: 1, path, language, root }`; root id `"f"`, kind `file`, range `[0, text.length)`.
 * @throws Error when the language's grammar or `regions.scm` fails to load (a broken installation).
 */
export async function buildRegionTree(source: RegionSource, options: BuildRegionTreeOptions = {}): Promise<RegionTree> {
  await initHash();
  const { text } = source;
  const loaded = await loadRegionGrammar(source.language, source.path, "regions");
  let raw: RawRegion[] = [];
  if (loaded && text.length > 0) {
    const budget = new WorkBudget(options.budgetSteps ?? REGION_BUDGET_STEPS);
    const parsed = parseText(text);
    const tree: Tree | null = loaded.parser.parse(parsed, null, { progressCallback: budget.tick });
    if (!tree) loaded.parser.reset();
    else {
      try {
        raw = collectRegions(tree, loaded.query, text, budget);
      } finally {
        tree.delete();
      }
    }
  }
  const index = new TextIndex(text);
  const rootRaw: RawRegion = { kind: "file", start: 0, end: text.length, nodeId: -1, parentNodeId: -1, children: raw };
  return { formatVersion: 1, path: source.path, language: source.language, root: finish(rootRaw, "f", index) };
}

/** The text tree-sitter parses: same length as `text`, BOM → space, lone CR → LF. */
function parseText(text: string): string {
  let t = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  if (t.includes("\r")) t = t.replace(/\r(?!\n)/g, "\n");
  return t;
}

/** Turns a raw region into a {@link Region}: id, offsets, hash, children (grouped when more than two). */
function finish(raw: RawRegion, id: string, index: TextIndex): Region {
  const children = raw.children.map((c, i) => finish(c, `${id}/${i}`, index));
  const region = makeRegion(index, id, raw.kind, raw.start, raw.end, groupChildren(id, children, index));
  if (raw.name !== undefined) region.name = raw.name;
  return region;
}
