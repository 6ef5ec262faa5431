/**
 * Canonical JSON for contracts: a fixed key order, no `undefined`, no empty optional lists, so the same
 * file always gives byte-identical JSON (issue: "Output is deterministic").
 */
import type { SemanticContract } from "./contract.js";
import { hashText } from "../shared/hash.js";

/** Key order used when serializing; keys not listed follow in alphabetical order. */
const KEY_ORDER = [
  "formatVersion",
  "filePath",
  "language",
  "package",
  "description",
  "module",
  "names",
  "name",
  "kind",
  "localName",
  "alias",
  "typeOnly",
  "receiver",
  "signature",
  "doc",
  "tags",
  "tag",
  "text",
  "modifiers",
  "decorators",
  "typeParameters",
  "signatures",
  "params",
  "type",
  "optional",
  "rest",
  "default",
  "positionalOnly",
  "keywordOnly",
  "returnType",
  "value",
  "extends",
  "implements",
  "members",
  "source",
  "namespace",
  "resolution",
  "path",
  "severity",
  "code",
  "message",
  "line",
  "endLine",
  "exports",
  "referenced",
  "dependencies",
  "metrics",
  "bytes",
  "lines",
  "tokens",
  "sendInFull",
  "diagnostics",
];
const RANK = new Map(KEY_ORDER.map((k, i) => [k, i]));

/** Lists that are dropped when empty (every other array is kept, even empty). */
const OPTIONAL_LISTS = new Set([
  "tags",
  "modifiers",
  "decorators",
  "typeParameters",
  "signatures",
  "extends",
  "implements",
  "members",
]);

function compareKeys(a: string, b: string): number {
  const ra = RANK.get(a) ?? Number.MAX_SAFE_INTEGER;
  const rb = RANK.get(b) ?? Number.MAX_SAFE_INTEGER;
  return ra !== rb ? ra - rb : a < b ? -1 : a > b ? 1 : 0;
}

/** Returns a deep copy of `value` with canonical key order, `undefined` values and empty optional lists removed. */
export function canonicalize<T>(value: T): T {
  return canon(value) as T;
}

function canon(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canon);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareKeys)) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    if (Array.isArray(v) && v.length === 0 && OPTIONAL_LISTS.has(key)) continue;
    out[key] = canon(v);
  }
  return out;
}

/** Canonical JSON text of a contract; `indent` spaces (0 = compact). */
export function contractJson(contract: SemanticContract, indent = 0): string {
  return JSON.stringify(canonicalize(contract), null, indent || undefined);
}

/**
 * Hash of the contract's semantic part: everything except `metrics` and `diagnostics`, so an edit to a
 * private body or a comment leaves it unchanged (seed 000 §7.2, the "semantic hit" of Table 7.1).
 */
export function contractHash(contract: SemanticContract): string {
  const { metrics: _metrics, diagnostics: _diagnostics, ...semantic } = contract;
  return hashText(JSON.stringify(canonicalize(semantic)));
}
