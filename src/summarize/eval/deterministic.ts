/**
 * Deterministic checks of node summaries (seed 000 Part V §5.4): the share of source declarations whose purpose
 * only restates the declaration's name, the share that only says its declaration back (name, parameters, result types
 * and callees in template words: "Takes req; body; done.", "Returns a value.", "Delegates to noop."), and the share
 * with an empty purpose. No model, no network.
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

/**
 * The words of a purpose made from the declaration alone ({@link isDeclarationRestating}): how extractive purposes
 * phrase parameters, results, callees and body facts.
 */
const TEMPLATE = new Set(
  "takes no arguments argument value values declared delegates calls constructs raises throws yields awaits loops loop iterates over at points point under conditions condition each defined none true false null undefined void".split(" "),
);

/**
 * True when every informative word of `summary.purpose` is a word of the declaration's name, its inputs or outputs,
 * the names of what it calls, a number, or a template word ({@link TEMPLATE}): the purpose says back what the
 * declaration already shows, nothing about why (fastify's `defaultJsonParser`: "Takes req; body; done.").
 */
export function isDeclarationRestating(summary: Pick<NodeSummary, "id" | "purpose" | "inputs" | "outputs" | "calls">): boolean {
  const known = new Set([shortName(summary.id), ...summary.inputs, ...summary.outputs, ...summary.calls.map((c) => shortName(c.id))].flatMap(words));
  return words(summary.purpose)
    .filter((w) => !FILLER.has(w) && !TEMPLATE.has(w) && !/^\d+$/.test(w))
    .every((w) => known.has(w));
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
  /** Declarations whose purpose only says back their declaration ({@link isDeclarationRestating}); name restating ones included. */
  declarationRestating: number;
  declarationRestatingRate: number;
  emptyPurpose: number;
  emptyPurposeRate: number;
}

/** The deterministic checks over node summaries; containers (files, folders, the repository) are not counted. */
export function deterministicChecks(summaries: readonly NodeSummary[]): DeterministicReport {
  const declarations = summaries.filter((s) => DECLARATION_KINDS.has(s.kind));
  const restating = declarations.filter((s) => s.purpose.trim() && isNameRestating(shortName(s.id), s.purpose)).length;
  const mechanical = declarations.filter((s) => s.purpose.trim() && isDeclarationRestating(s)).length;
  const empty = declarations.filter((s) => !s.purpose.trim()).length;
  const rate = (n: number): number => (declarations.length ? Math.round((n / declarations.length) * 1000) / 1000 : 0);
  return {
    declarations: declarations.length,
    nameRestating: restating,
    nameRestatingRate: rate(restating),
    declarationRestating: mechanical,
    declarationRestatingRate: rate(mechanical),
    emptyPurpose: empty,
    emptyPurposeRate: rate(empty),
  };
}
