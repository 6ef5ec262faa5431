/**
 * Export records → entities. Each export appears under its exported name, with `localName` when the
 * declared name differs. A name re-exported from a repository file carries the full entity of the
 * target declaration plus `source`; its `line`/`endLine` are those of the re-exporting statement in
 * this file (members keep the lines of the file that declares them). A namespace re-export is kind
 * `namespace` with the target module's exports as shallow `members`; an unresolved or external
 * one is kind `reexport`.
 */
import { ts } from "ts-morph";
import type { Entity } from "../contract.js";
import { lineRange, type ExtractContext } from "./extractContext.js";
import { describeDeclarations, shallow } from "./declarations.js";
import { collectExports, type ExportRecord } from "./exportTable.js";
import { orderModifiers } from "./modifiers.js";
import { rangeSignature } from "./signatureText.js";

/** Options of {@link exportEntities}. */
export interface ExportEntityOptions {
  /** Describe members shallowly and never expand namespaces (the members of a namespace re-export). */
  shallow?: boolean;
}

/** Entities for the export records of `sf`, in record order. */
export function exportEntities(ctx: ExtractContext, sf: ts.SourceFile, records: ExportRecord[] = collectExports(ctx, sf), options: ExportEntityOptions = {}): Entity[] {
  const out: Array<[number, number, number, Entity]> = [];
  records.forEach((record, index) => {
    for (const entity of recordEntities(ctx, record, options)) out.push([entity.line, record.pos, index, entity]);
  });
  out.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return out.map((e) => e[3]);
}

/**
 * `default` is a modifier exactly when the exported name is `default`: a re-exported `export default
 * class Canvas` named `Canvas` is not a default export of this file, `export { f as default }` is.
 */
function withDefaultModifier(entity: Entity): Entity {
  const mods = (entity.modifiers ?? []).filter((m) => m !== "default");
  const next = entity.name === "default" ? orderModifiers(["default", ...mods]) : mods;
  const { modifiers: _old, ...rest } = entity;
  return next.length > 0 ? { ...rest, modifiers: next } : rest;
}

function recordEntities(ctx: ExtractContext, record: ExportRecord, options: ExportEntityOptions): Entity[] {
  return recordEntitiesRaw(ctx, record, options).map(withDefaultModifier);
}

function recordEntitiesRaw(ctx: ExtractContext, record: ExportRecord, options: ExportEntityOptions): Entity[] {
  const localName = record.localName !== undefined ? { localName: record.localName } : {};
  switch (record.kind) {
    case "local":
      return describeDeclarations(ctx, record.name, record.decls, options).map((e) => ({ ...e, ...localName }));
    case "reexport":
      return describeDeclarations(ctx, record.name, record.decls, options).map((e) => ({
        ...e,
        ...localName,
        source: record.source,
        ...lineRange(record.site),
      }));
    case "namespace": {
      const members = !options.shallow && record.target ? exportEntities(ctx, record.target, undefined, { shallow: true }) : [];
      return [
        {
          name: record.name,
          kind: "namespace",
          ...localName,
          ...(options.shallow ? {} : { signature: rangeSignature(statementOf(record.site)) }),
          ...(members.length > 0 ? { members: members.map(shallow) } : {}),
          source: record.source,
          ...lineRange(record.site),
        },
      ];
    }
    case "opaque":
      return [
        {
          name: record.name,
          kind: "reexport",
          ...localName,
          ...(options.shallow ? {} : { signature: rangeSignature(statementOf(record.site)) }),
          source: record.source,
          ...lineRange(record.site),
        },
      ];
  }
}

/** The statement that contains `node` (an export specifier's `export { … } from "…"`). */
function statementOf(node: ts.Node): ts.Node {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent) && !ts.isModuleBlock(current.parent)) current = current.parent;
  return current;
}
