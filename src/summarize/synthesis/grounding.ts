/**
 * The grounding check: every identifier, parameter, type and module a summary names must appear
 * in the file's contract (its entities, members, parameters, types, doc code spans and imports). Deterministic.
 *
 * Terms
 * - vocabulary: every identifier (`[A-Za-z_$][\w$]*`) in the contract's code fields (kinds, names, signatures, types,
 *   values, parameters, type parameters, extends/implements, decorators, re-export sources, dependency modules,
 *   names and aliases), in backticked spans of its doc text, in the file path, plus the keywords and built-ins
 *   of `groundingBuiltins.json` for the contract's language.
 * - import bindings: the names a file may call members of: imported names and aliases and the first and last
 *   segment of each imported module (`net/http` → `net`, `http`).
 * - a reference: a dotted chain of identifiers (`a.b`, `a::b`) in a code field of the summary; a chain that ends
 *   at `…` was cut by a length limit (rendered signatures) and is not checked, nor is the `more` of a cut's count
 *   (`… 12 more`).
 *
 * Steps
 * 1. Code fields of the summary: `public_api[].name`, `public_api[].signature`, `io_contracts[].name`,
 *    `io_contracts[].definition`; prose fields (`main_responsibility`, `public_api[].description`, `side_effects`,
 *    `key_algorithms`) contribute only their backticked spans.
 * 2. A reference is grounded when its first segment is an import binding, or when every segment is in the vocabulary.
 * 3. Each `dependencies[]` entry must equal a contract dependency's module exactly.
 * 4. Ungrounded references and modules are listed once each, in the order of the summary's fields.
 */
import { readSummarizeJson } from "../llm/dataFile.js";
import type { PromptContract, PromptEntity } from "../promptContract.js";
import type { TechnicalSummary } from "../technicalSummary.js";

const IDENT = /[A-Za-z_$][\w$]*/g;
const CHAIN = /[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*/g;
/** A code span: reStructuredText's double backticks (``x``) first, else Markdown's single ones (`x`). */
const CODE_SPAN = /``([^`\n]+)``|`([^`\n]+)`/g;

/** The summary fields the check reads: a `TechnicalSummary` or the model's part of one. */
export type GroundableSummary = Pick<TechnicalSummary, "main_responsibility" | "public_api" | "io_contracts" | "dependencies" | "side_effects" | "key_algorithms">;

/** The contract fields the check reads: a `SemanticContract` or its `PromptContract` projection. */
export type GroundingContract = Pick<PromptContract, "filePath" | "language" | "package" | "description" | "exports" | "referenced" | "dependencies">;

/** What the contract grounds. */
export interface GroundingVocabulary {
  identifiers: Set<string>;
  importBindings: Set<string>;
  modules: Set<string>;
}

let builtins: Record<string, string[]> | undefined;

/** Keywords and built-ins of `language` (plus `common`) from `groundingBuiltins.json`. */
export function builtinNames(language: string): string[] {
  builtins ??= readSummarizeJson("synthesis/groundingBuiltins.json") as Record<string, string[]>;
  return [...(builtins.common ?? []), ...(builtins[language] ?? [])];
}

/** Identifiers of a code text. */
function identifiers(text: string | undefined): string[] {
  return text ? (text.match(IDENT) ?? []) : [];
}

/** Code spans of a prose text. */
function codeSpans(text: string | undefined): string[] {
  return text ? [...text.matchAll(CODE_SPAN)].map((m) => (m[1] ?? m[2])!) : [];
}

/** The vocabulary of `contract` (see the module comment). Pure. */
export function groundingVocabulary(contract: GroundingContract): GroundingVocabulary {
  const ids = new Set<string>(builtinNames(contract.language));
  const add = (text: string | undefined): void => identifiers(text).forEach((i) => ids.add(i));
  const addDoc = (text: string | undefined): void => codeSpans(text).forEach(add);
  const visit = (e: PromptEntity): void => {
    [e.kind, e.name, e.localName, e.signature, e.type, e.value, e.receiver, ...(e.extends ?? []), ...(e.implements ?? [])].forEach(add);
    [...(e.typeParameters ?? []), ...(e.decorators ?? []), ...(e.modifiers ?? [])].forEach(add);
    for (const s of e.signatures ?? []) {
      (s.typeParameters ?? []).forEach(add);
      add(s.returnType);
      for (const p of s.params) [p.name, p.type, p.default].forEach(add);
    }
    addDoc(e.doc);
    for (const t of e.tags ?? []) {
      add(t.name);
      addDoc(t.text);
    }
    // A re-export renders as `reexport X from M` (`reexport X as Y from M`, see renderEntity): its joining words are ours.
    if (e.source) [e.source.module, e.source.name, e.source.path, "from", "as"].forEach(add);
    (e.members ?? []).forEach(visit);
  };
  [...contract.exports, ...contract.referenced].forEach(visit);
  [contract.filePath, contract.package].forEach(add);
  addDoc(contract.description);
  const bindings = new Set<string>();
  const modules = new Set<string>();
  for (const d of contract.dependencies) {
    modules.add(d.module);
    add(d.module);
    add(d.alias);
    d.names.forEach(add);
    const segments = d.module.split(/[/.:\\]+/).filter((s) => /^[A-Za-z_$][\w$-]*$/.test(s));
    for (const b of [d.alias, ...d.names.filter((n) => n !== "*" && n !== "default"), segments[0], segments.at(-1)]) if (b) bindings.add(b.replace(/-/g, "_"));
  }
  return { identifiers: ids, importBindings: bindings, modules };
}

/**
 * Names in `summary` that `contract` does not ground, once each, in field order (see the module comment).
 * Pure and deterministic; `[]` when everything is grounded.
 */
export function findUngrounded(summary: GroundableSummary, contract: GroundingContract): string[] {
  const vocab = groundingVocabulary(contract);
  const out = new Set<string>();
  const checkCode = (text: string | undefined): void => {
    for (const m of text?.matchAll(CHAIN) ?? []) {
      const chain = m[0];
      // Cut by a length limit (`cook…`, a bounded definition's `(parentOptio …`): not a name the text claims; nor is
      // the word of a cut's count (`… 122 more }`: gin's Context read `more` as an ungrounded name).
      if (/^ ?…/u.test(text!.slice(m.index + chain.length)) || (chain === "more" && /…\s*\d+\s+$/u.test(text!.slice(0, m.index)))) continue;
      const segments = chain.split(/\.|::/);
      if (vocab.importBindings.has(segments[0]!)) continue;
      if (!segments.every((s) => vocab.identifiers.has(s))) out.add(chain);
    }
  };
  const checkProse = (text: string | undefined): void => codeSpans(text).forEach(checkCode);
  checkProse(summary.main_responsibility);
  for (const a of summary.public_api) {
    checkCode(a.name);
    checkCode(a.signature);
    checkProse(a.description);
  }
  for (const io of summary.io_contracts) {
    checkCode(io.name);
    checkCode(io.definition);
  }
  for (const m of summary.dependencies) if (!vocab.modules.has(m)) out.add(m);
  summary.side_effects.forEach(checkProse);
  summary.key_algorithms.forEach(checkProse);
  return [...out];
}

/** Ungrounded names in the backticked spans of prose `texts` (P-BRIEF, P-CoD answers), once each, in order. Pure. */
export function findUngroundedInProse(texts: readonly string[], contract: GroundingContract): string[] {
  return findUngrounded({ main_responsibility: texts.join("\n"), public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] }, contract);
}
