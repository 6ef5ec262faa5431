/**
 * The extractive summary generator: a {@link TechnicalSummary} built from the semantic contract alone,
 * by rules, with no model. It is the embedded default and the fallback when a model's answer is invalid.
 *
 * Rules (seed 000 Part III schema):
 * - main_responsibility: the first two sentences of the file's leading doc comment; else composed from
 *   the exported names and the first sentence of their docs; else a description of the file's kind.
 * - public_api: every export, with a compact signature and the first sentence of its doc, followed by
 *   the methods and constructors of exported classes, structs and traits as `Owner.member`.
 * - io_contracts: exported interfaces, type aliases, enums and structs with their definitions.
 * - dependencies: imported modules; side_effects: from imports through a per-language table.
 */
import type { Entity, SemanticContract } from "../extract/index.js";
import { inferSideEffects } from "./sideEffects.js";
import { descriptionParagraph, firstSentence, renderDefinition, renderEntity } from "./render.js";
import { detectPatterns } from "./patterns.js";
import { SUMMARY_FORMAT_VERSION, type PublicApiEntry, type TechnicalSummary } from "./technicalSummary.js";

/** Version of the extractive rules: part of the summary cache key. Bump on any output change. */
export const EXTRACTIVE_GENERATOR_VERSION = 3;

/** Generator key of extractive summaries: part of every summary row's key. */
export const EXTRACTIVE_GENERATOR_KEY = `extractive@${EXTRACTIVE_GENERATOR_VERSION}`;

/** Languages whose contract description is an outline of the document (see `extract/docOutline.ts`). */
const DOC_LANGUAGES = new Set(["markdown", "restructuredtext"]);

const IO_KINDS = new Set(["interface", "type", "enum", "struct", "trait"]);

/** How a responsibility composed from exports (not from a doc) begins: node summaries of files look past it. */
export const PROVIDES_PREFIX = "Provides ";

/** Most public API entries listed in `main_responsibility` before "and N more". */
const NAMES_IN_RESPONSIBILITY = 4;

/** Builds the extractive technical summary of a contract. Pure and deterministic. */
export function extractiveSummary(contract: SemanticContract): TechnicalSummary {
  const exports = contract.exports;
  return {
    formatVersion: SUMMARY_FORMAT_VERSION,
    filePath: contract.filePath,
    main_responsibility: mainResponsibility(contract),
    public_api: exports.flatMap((e) => [apiEntry(e, e.name), ...callableMembers(e).map((m) => apiEntry(m, `${e.name}.${m.name}`))]),
    io_contracts: [...exports, ...contract.referenced]
      .filter((e) => IO_KINDS.has(e.kind))
      .map((e) => ({ name: e.name, kind: e.kind, definition: renderDefinition(e) })),
    dependencies: [...new Set(contract.dependencies.map((d) => d.module))],
    side_effects: inferSideEffects(contract.language, contract.dependencies),
    key_algorithms: detectPatterns(exports),
    generator: "extractive",
  };
}

/** Members listed in `public_api` under their owner: the callable API of classes, structs and traits. */
const MEMBER_OWNER_KINDS = new Set(["class", "struct", "trait", "object", "namespace", "module"]);
const CALLABLE_MEMBER_KINDS = new Set(["method", "constructor", "function", "getter", "setter"]);
/** Most members listed per owner; the contract keeps them all. */
const MEMBERS_PER_OWNER = 30;

function callableMembers(e: Entity): Entity[] {
  if (!MEMBER_OWNER_KINDS.has(e.kind)) return [];
  return (e.members ?? []).filter((m) => CALLABLE_MEMBER_KINDS.has(m.kind)).slice(0, MEMBERS_PER_OWNER);
}

function apiEntry(e: Entity, name: string): PublicApiEntry {
  const description = firstSentence(e.doc);
  return { name, kind: e.kind, signature: renderEntity({ ...e, name }), ...(description ? { description } : {}) };
}

function mainResponsibility(contract: SemanticContract): string {
  // A documentation file's description is already its outline (title, lead sentences, sections).
  if (DOC_LANGUAGES.has(contract.language) && contract.description) return contract.description;
  const fromDoc = leadingSentences(contract.description, 2);
  if (fromDoc) return fromDoc;
  const exports = contract.exports;
  if (!exports.length) {
    return contract.language === "text"
      ? `Text file with no extracted structure.`
      : `${capitalize(contract.language)} file with no public API.`;
  }
  const described = exports.filter((e) => e.doc).slice(0, NAMES_IN_RESPONSIBILITY);
  const listed = (described.length ? described : exports.slice(0, NAMES_IN_RESPONSIBILITY)).map(describeExport);
  const rest = exports.length - listed.length;
  return `${PROVIDES_PREFIX}${listed.join("; ")}${rest > 0 ? `; and ${rest} more export${rest === 1 ? "" : "s"}` : ""}.`;
}

function describeExport(e: Entity): string {
  const doc = firstSentence(e.doc)?.replace(/[.!?]$/, "");
  // A Go doc comment opens with the declared name (`Context is …`): that word keeps its case.
  const named = doc !== undefined && new RegExp(`^${escapeRegExp(e.name)}\\b`).test(doc);
  return doc ? `${e.kind} ${e.name} (${named ? doc : lowerFirst(doc)})` : `${e.kind} ${e.name}`;
}

/**
 * The first `count` sentences of the first paragraph. A sentence ends at `.`, `!` or `?` followed by
 * whitespace, so paths and versions (`a/b.db`, `v1.2`) do not end one.
 */
export function leadingSentences(text: string | undefined, count: number): string | undefined {
  const flat = descriptionParagraph(text);
  if (!flat) return undefined;
  return flat.split(/(?<=[.!?])\s+/).slice(0, count).join(" ");
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string): string => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
