/**
 * Maps one definition record to a contract {@link Entity}, reading its captures by name (the
 * vocabulary in `vocabulary.ts`). Nesting, visibility and ordering are decided later, in `assemble.ts`.
 */
import type { Node } from "web-tree-sitter";
import type { CallSignature, Entity, EntityKind } from "../contract.js";
import type { Collected, DefRecord } from "./collect.js";
import type { TreeSitterProfile } from "./profile.js";
import { buildParams } from "./buildParams.js";
import { cleanComments, cleanDocstring } from "./commentText.js";
import { parseDocTags } from "./docTags.js";
import { precedingComments } from "./precedingComments.js";
import { describedDoc } from "./docDescription.js";
import { endLine, nodeText, signatureText, splitBracketed, startLine } from "./text.js";

/** Kinds that always get a call signature. A `macro` gets one when it has a parameter list. */
const CALLABLE: ReadonlySet<EntityKind> = new Set(["function", "method", "constructor", "getter", "setter"]);

/** Everything {@link buildEntity} reads besides the record. */
export interface BuildContext {
  source: string;
  profile: TreeSitterProfile;
  collected: Collected;
  /** How many definitions share each `@decl` node (by node id). */
  declUses: Map<number, number>;
}

/** An entity with what the assembly step still needs to know about where it came from. */
export interface BuiltDef {
  entity: Entity;
  record: DefRecord;
  /** The node whose range is the entity's: its `@decl` when that holds only this definition, else the definition. */
  extent: Node;
  /** `@decl` shared with other definitions (Go `const ( … )`), when there is one. */
  group?: Node;
  receiverType?: string;
  /** Name of the type an embedded field embeds (`@embeds`, Go `struct { *cache }`). */
  embeds?: string;
  marker?: "public" | "private";
}

const STRING_DOC = /^[rRuUbBfF]*["']/;

function docOf(ctx: BuildContext, record: DefRecord, extent: Node): string | undefined {
  const explicit = record.captures.get("doc")?.[0];
  if (explicit) {
    const raw = ctx.source.slice(explicit.startIndex, explicit.endIndex);
    return STRING_DOC.test(raw) ? cleanDocstring(raw) : cleanComments([raw]);
  }
  const rule = ctx.profile.docComments;
  if (!rule) return undefined;
  const rows = precedingComments(ctx.source, extent, rule);
  return rows.length > 0 ? cleanComments(rows) : undefined;
}

function texts(ctx: BuildContext, nodes: Node[] | undefined): string[] {
  return (nodes ?? []).map((n) => nodeText(ctx.source, n));
}

function joined(ctx: BuildContext, nodes: Node[] | undefined): string | undefined {
  const list = texts(ctx, nodes);
  return list.length > 0 ? list.join(" ") : undefined;
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ""))];
}

function typeParametersOf(ctx: BuildContext, record: DefRecord): string[] {
  const list = record.captures.get("typeParams")?.[0];
  const fromList = list ? splitBracketed(ctx.source.slice(list.startIndex, list.endIndex)) : [];
  return [...fromList, ...texts(ctx, record.captures.get("typeParam"))];
}

function signatureOf(ctx: BuildContext, record: DefRecord, typeParameters: string[]): CallSignature {
  const list = record.captures.get("params")?.[0];
  const records = list ? (ctx.collected.params.get(list.id) ?? []) : [];
  let params = buildParams(ctx.source, records, list ? ctx.collected.markers.get(list.id) : undefined);
  if (ctx.profile.hooks?.params) params = ctx.profile.hooks.params(params);
  const signature: CallSignature = { params };
  if (typeParameters.length > 0) signature.typeParameters = typeParameters;
  const returnType = joined(ctx, record.captures.get("returns"));
  if (returnType !== undefined) signature.returnType = returnType;
  return signature;
}

/**
 * Where the signature snippet stops: at the body, or at a comment written inside the declaration
 * before its body (Ruby puts the first member's doc comment there), else at the end.
 */
function signatureEnd(ctx: BuildContext, extent: Node, body: Node | undefined): number {
  let end = body && body.startIndex >= extent.startIndex ? body.startIndex : extent.endIndex;
  const commentTypes = ctx.profile.docComments?.types;
  if (commentTypes && body) {
    for (const child of extent.namedChildren) {
      if (child.startIndex >= end) break;
      if (commentTypes.includes(child.type)) end = child.startIndex;
    }
  }
  return end;
}

/** Builds the entity of one definition record (no members yet). */
export function buildEntity(ctx: BuildContext, record: DefRecord): BuiltDef {
  const c = record.captures;
  const decl = c.get("decl")?.[0];
  const shared = decl !== undefined && (ctx.declUses.get(decl.id) ?? 0) > 1;
  const extent = decl && !shared ? decl : record.node;
  const body = c.get("body")?.[0];
  const end = signatureEnd(ctx, extent, body);

  const entity: Entity = {
    name: nodeText(ctx.source, record.name),
    kind: record.kind,
    signature: signatureText(ctx.source, extent.startIndex, end, extent),
    line: startLine(extent),
    endLine: endLine(extent),
  };
  const rawDoc = docOf(ctx, record, extent);
  const parsed = rawDoc !== undefined ? parseDocTags(rawDoc, ctx.profile.docTags) : undefined;
  const doc = parsed ? describedDoc(parsed.doc, !ctx.profile.docstring) : undefined;
  if (doc !== undefined) entity.doc = doc;
  if (parsed && parsed.tags.length > 0) entity.tags = parsed.tags;

  const deprecated = parsed?.tags.some((t) => t.tag === "deprecated") ? ["deprecated"] : [];
  const modifiers = unique([...texts(ctx, c.get("modifier")), ...record.setModifiers, ...deprecated]);
  if (modifiers.length > 0) entity.modifiers = modifiers;
  const decorators = texts(ctx, c.get("decorator")).map((d) => d.replace(/^@/, ""));
  if (decorators.length > 0) entity.decorators = decorators;

  const typeParameters = typeParametersOf(ctx, record);
  if (CALLABLE.has(record.kind) || (record.kind === "macro" && c.has("params"))) {
    entity.signatures = [signatureOf(ctx, record, typeParameters)];
  } else if (typeParameters.length > 0) {
    entity.typeParameters = typeParameters;
  }
  const type = joined(ctx, c.get("type"));
  if (type !== undefined) entity.type = type;
  const value = c.get("value")?.[0];
  if (value) entity.value = nodeText(ctx.source, value);
  const receiver = c.get("receiver")?.[0];
  if (receiver) entity.receiver = nodeText(ctx.source, receiver).replace(/^\((.*)\)$/, "$1").trim();
  const extendsList = texts(ctx, c.get("extends"));
  if (extendsList.length > 0) entity.extends = extendsList;
  const implementsList = texts(ctx, c.get("implements"));
  if (implementsList.length > 0) entity.implements = implementsList;

  const built: BuiltDef = { entity, record, extent };
  if (shared) built.group = decl;
  const receiverType = c.get("receiver.type")?.[0];
  if (receiverType) built.receiverType = nodeText(ctx.source, receiverType);
  const embeds = c.get("embeds")?.[0];
  if (embeds) built.embeds = nodeText(ctx.source, embeds);
  if (c.has("private")) built.marker = "private";
  else if (c.has("public")) built.marker = "public";
  return built;
}
