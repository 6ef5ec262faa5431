/**
 * Deterministic checks of node summaries (seed 000 Part V §5.4): the share of source declarations whose purpose
 * only restates the declaration's name, and the share with an empty purpose. No model, no network.
 */
import type { NodeSummary } from "../hierarchy/nodeSummary.js";
import { shortName } from "../hierarchy/nodeSummary.js";
import { nameWords } from "../hierarchy/facts.js";

/** Node kinds counted as source declarations. */
export const DECLARATION_KINDS: ReadonlySet<string> = new Set(["function", "method", "class", "interface", "struct"]);

/** Words that carry no information about what a declaration does (articles, kinds, "get"/"set"/"returns"). */
const FILLER = new Set(
  "a an the of to for and or in on by with from is are be as it its this that function method class struct interface type returns return get set".split(" "),
);

/**
 * True when every informative word of `purpose` is a word of the declaration's name (`Method node.getValue: get
 * value` for `node.getValue`): the sentence says nothing the name does not. Words are compared lower-cased,
 * split at case changes and non-letters.
 */
export function isNameRestating(qualifiedName: string, purpose: string): boolean {
  const nameSet = new Set(words(qualifiedName));
  return words(purpose)
    .filter((w) => !FILLER.has(w))
    .every((w) => nameSet.has(w));
}

function words(text: string): string[] {
  return nameWords(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Counts and rates (0–1, three decimals) over the declarations among `summaries`. */
export interface DeterministicReport {
  declarations: number;
  nameRestating: number;
  nameRestatingRate: number;
  emptyPurpose: number;
  emptyPurposeRate: number;
}

/** The deterministic checks over node summaries; containers (files, folders, the repository) are not counted. */
export function deterministicChecks(summaries: readonly NodeSummary[]): DeterministicReport {
  const declarations = summaries.filter((s) => DECLARATION_KINDS.has(s.kind));
  const restating = declarations.filter((s) => s.purpose.trim() && isNameRestating(shortName(s.id), s.purpose)).length;
  const empty = declarations.filter((s) => !s.purpose.trim()).length;
  const rate = (n: number): number => (declarations.length ? Math.round((n / declarations.length) * 1000) / 1000 : 0);
  return { declarations: declarations.length, nameRestating: restating, nameRestatingRate: rate(restating), emptyPurpose: empty, emptyPurposeRate: rate(empty) };
}
