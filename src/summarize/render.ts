/**
 * Compact, human-readable text for contract entities, shared by the extractive summary and reports.
 */
import type { CallSignature, Entity } from "../extract/index.js";

/** `(a: number, b?: string, ...rest: T[]): R` for one call signature. */
export function renderCallSignature(sig: CallSignature): string {
  const params = sig.params
    .map((p) => {
      const prefix = p.rest === "list" ? "..." : p.rest === "dict" ? "**" : "";
      const opt = p.optional && !p.default ? "?" : "";
      const type = p.type ? `: ${p.type}` : "";
      const def = p.default !== undefined ? ` = ${p.default}` : "";
      return `${prefix}${p.name}${opt}${type}${def}`;
    })
    .join(", ");
  const tp = sig.typeParameters?.length ? `<${sig.typeParameters.join(", ")}>` : "";
  return `${tp}(${params})${sig.returnType ? `: ${sig.returnType}` : ""}`;
}

/**
 * A one-line signature for an entity: `name(a: T): R` for callables (overloads joined by ` | `),
 * `name: T` for typed values, `kind name` otherwise. Long results are cut at `maxChars` characters.
 */
export function renderEntity(entity: Entity, maxChars = 240): string {
  let text: string;
  if (entity.signatures?.length) {
    text = entity.signatures.map((s) => `${entity.name}${renderCallSignature(s)}`).join(" | ");
  } else if (entity.type) {
    text = `${entity.name}: ${entity.type}`;
  } else if (entity.kind === "type" && entity.value) {
    text = `type ${entity.name} = ${entity.value}`;
  } else {
    text = `${entity.kind} ${entity.name}`;
  }
  if (entity.receiver) text = `(${entity.receiver}) ${text}`;
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

/** First sentence of a doc text (up to the first `. ` / `.\n` / blank line), whitespace collapsed. */
export function firstSentence(doc: string | undefined): string | undefined {
  if (!doc) return undefined;
  const para = doc.trim().split(/\n\s*\n/)[0] ?? "";
  const flat = para.replace(/\s+/g, " ").trim();
  const m = /^(.+?[.!?])(\s|$)/.exec(flat);
  const sentence = (m ? m[1] : flat) ?? "";
  return sentence.length ? sentence : undefined;
}

/** `{ a: string; b?: number }` from an entity's property/field members, or its `value`. */
export function renderDefinition(entity: Entity): string {
  if (entity.value) return entity.value;
  const members = entity.members ?? [];
  if (!members.length) return entity.type ?? "{}";
  const parts = members.map((m) => {
    if (m.signatures?.length) return m.signatures.map((s) => `${m.name}${renderCallSignature(s)}`).join("; ");
    if (m.kind === "enumMember") return m.value !== undefined ? `${m.name} = ${m.value}` : m.name;
    return m.type ? `${m.name}: ${m.type}` : m.name;
  });
  return `{ ${parts.join("; ")} }`;
}
