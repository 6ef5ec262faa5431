/**
 * The export table of a file: every exported name with where it comes from (seed §2.2.1; parsing cases
 * BC-05). Built from the checker's `getExportsOfModule` plus the syntax that introduced
 * each name, because `getExportedDeclarations()` alone loses the module specifier of re-exports,
 * returns `SourceFile`s for namespace re-exports and misses `export =`.
 */
import { ts } from "ts-morph";
import { EXPORT_ASSIGNMENT_NAME, type ReexportSource } from "../contract.js";
import { isCommonJsModule } from "./compilerInternals.js";
import { lineAt, type ExtractContext } from "./extractContext.js";
import { resolvedDeclarations } from "./declarations.js";
import { moduleSymbolOf, resolveModule } from "./moduleResolution.js";
import { declaredName } from "./names.js";
import { declaredNames } from "./namespaces.js";

/** One exported name and its origin. */
export type ExportRecord = {
  /** Exported name (`default`, `export=` for `export =` / `module.exports =`, `*` for an opaque `export *`). */
  name: string;
  /** Position in the exporting file that orders the record (declaration or export statement). */
  pos: number;
  /** Tie-breaker among names from one `export *`: their order in the target module. */
  order: number;
  /** Declared name, when it differs from `name`. */
  localName?: string;
} & (
  | { kind: "local"; decls: ts.Node[] }
  | { kind: "reexport"; decls: ts.Node[]; site: ts.Node; source: ReexportSource }
  | { kind: "namespace"; target: ts.SourceFile | undefined; site: ts.Node; source: ReexportSource }
  | { kind: "opaque"; site: ts.Node; source: ReexportSource }
);

interface StarExport {
  decl: ts.ExportDeclaration;
  specifier: ts.StringLiteral;
  source: ReexportSource;
  /** Exports of the target module by name; `index` orders them (position in the target file when declared there). */
  exports: Map<string, { symbol: ts.Symbol; index: number }>;
}

/**
 * Export records of `sf`, sorted by position. Warnings (an ambiguous `export *` name) go to
 * `ctx.diagnostics` when `sf` is the file being extracted. Files that are not modules (scripts, global
 * declaration files) export their top-level declarations.
 */
export function collectExports(ctx: ExtractContext, sf: ts.SourceFile): ExportRecord[] {
  const moduleSymbol = moduleSymbolOf(ctx.checker, sf);
  if (!moduleSymbol) return scriptRecords(sf);
  const named = ctx.checker.getExportsOfModule(moduleSymbol);
  const exportEquals = moduleSymbol.exports?.get(ts.InternalSymbolName.ExportEquals);
  // `export = f` is one export; a CommonJS `module.exports = { pad }` whose properties the checker lists is several;
  // `module.exports = Reply` followed by `module.exports.props = …` is Reply and its properties (else Reply is lost).
  const commonJsNamed = exportEquals !== undefined && isCommonJsModule(sf) && named.length > 0;
  if (exportEquals && !commonJsNamed) return exportEqualsRecords(ctx, sf, exportEquals);
  const stars = starExports(ctx, sf);
  const main = commonJsNamed && !assignsObjectLiteral(sf, exportEquals);
  const records: ExportRecord[] = main ? exportEqualsRecords(ctx, sf, exportEquals) : [];
  for (const symbol of named) {
    // The checker lists the assigned value among the names too (`export=` of kind constant): it is the main record.
    if (main && symbol.name === ts.InternalSymbolName.ExportEquals) continue;
    const record = recordFor(ctx, sf, symbol, stars);
    if (record) records.push(record);
  }
  for (const star of stars) {
    if (star.source.resolution !== "resolved") records.push({ name: "*", kind: "opaque", pos: star.decl.getStart(sf), order: 0, site: star.decl, source: star.source });
  }
  const ambiguous = ambiguousStarNames(ctx, sf, stars, records);
  return records.filter((r) => !ambiguous.has(r.name)).sort((a, b) => a.pos - b.pos || a.order - b.order);
}

function recordFor(ctx: ExtractContext, sf: ts.SourceFile, symbol: ts.Symbol, stars: StarExport[]): ExportRecord | undefined {
  const name = symbol.name;
  const here = (symbol.declarations ?? []).filter((d) => d.getSourceFile() === sf);
  const first = here[0];
  if (!first) return starRecord(ctx, sf, symbol, stars) ?? augmentedReexport(ctx, sf, name);
  const required = requiredReexport(ctx, name, symbol, first);
  if (required) return required;
  if (symbol.flags & ts.SymbolFlags.Alias) {
    if (ts.isExportSpecifier(first) && first.parent.parent.moduleSpecifier && ts.isStringLiteral(first.parent.parent.moduleSpecifier)) {
      const sourceName = (first.propertyName ?? first.name).text;
      return fromModule(ctx, name, first.parent.parent.moduleSpecifier, sourceName, symbol, first);
    }
    if (ts.isNamespaceExport(first) && ts.isStringLiteral(first.parent.moduleSpecifier ?? first)) {
      return namespaceRecord(ctx, name, first.parent.moduleSpecifier as ts.StringLiteral, first.parent, undefined);
    }
    return localAlias(ctx, name, symbol, first);
  }
  const extended = extendedInPlace(first);
  const target = extended && (ctx.checker.getSymbolAtLocation(extended)?.declarations ?? []).filter((d) => d.getSourceFile() === sf && !isImportBinding(d));
  if (extended && target?.length) return { name, kind: "local", decls: target, pos: target[0]!.getStart(sf), order: 0, localName: extended.text };
  const local = here.find((d) => !ts.isExportAssignment(d)) ?? first;
  const declared = declaredName(local);
  return {
    name,
    kind: "local",
    decls: [...(symbol.declarations ?? [])],
    pos: local.getStart(sf),
    order: 0,
    ...(declared !== undefined && declared !== name ? { localName: declared } : {}),
  };
}

/**
 * A CommonJS export of a name taken from another module by `require`: `module.exports.X = X` (or `exports.X = X`,
 * `module.exports = { X }`) after `const { X } = require("./m")` or `const X = require("./m").X`. It is that module's
 * `X` exported again, as `export { X } from "./m"` is (fastify.js's `LogController`, declared in
 * lib/log-controller.js, was described as the file's own class and led its summary). Undefined for any other
 * declaration, and for a module that does not resolve into the repository.
 */
function requiredReexport(ctx: ExtractContext, name: string, symbol: ts.Symbol, local: ts.Node): ExportRecord | undefined {
  const assignment = ts.isBinaryExpression(local) ? local : ts.isPropertyAccessExpression(local) && ts.isBinaryExpression(local.parent) && local.parent.left === local ? local.parent : undefined;
  let valueSymbol: ts.Symbol | undefined;
  if (assignment && assignment.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(assignment.right)) valueSymbol = ctx.checker.getSymbolAtLocation(assignment.right);
  else if (ts.isShorthandPropertyAssignment(local)) valueSymbol = ctx.checker.getShorthandAssignmentValueSymbol(local);
  else if (ts.isPropertyAssignment(local) && ts.isIdentifier(local.initializer)) valueSymbol = ctx.checker.getSymbolAtLocation(local.initializer);
  else return undefined;
  // A `require` binding is an alias symbol in JavaScript: its declaration, not a value declaration.
  const value = valueSymbol?.valueDeclaration ?? valueSymbol?.declarations?.[0];
  let specifier: ts.Expression | undefined;
  let sourceName: string | undefined;
  if (value && ts.isBindingElement(value) && ts.isObjectBindingPattern(value.parent) && ts.isVariableDeclaration(value.parent.parent)) {
    specifier = requiredModule(value.parent.parent.initializer);
    const property = value.propertyName ?? value.name;
    sourceName = ts.isIdentifier(property) ? property.text : undefined;
  } else if (value && ts.isVariableDeclaration(value) && value.initializer && ts.isPropertyAccessExpression(value.initializer)) {
    specifier = requiredModule(value.initializer.expression);
    sourceName = value.initializer.name.text;
  }
  if (!specifier || !ts.isStringLiteral(specifier) || sourceName === undefined) return undefined;
  const target = resolveModule(ctx, specifier);
  if (target.resolution !== "resolved") return undefined;
  const source: ReexportSource = { module: specifier.text, name: sourceName, resolution: target.resolution, ...(target.path !== undefined ? { path: target.path } : {}) };
  const decls = resolvedDeclarations(ctx, symbol);
  if (!decls.length || decls.some(ts.isSourceFile)) return undefined;
  return { name, kind: "reexport", decls, site: local, source, pos: local.getStart(local.getSourceFile()), order: 0 };
}

/**
 * The local declaration an `export default Object.assign(X, { … })` exports with members added in place: `X`, an
 * identifier. formidable's src/parsers/Multipart.js (`export default Object.assign(MultipartParser, { STATES })`)
 * exported an unnamed constant, and its class `MultipartParser`, what importers get, was listed among the file's
 * internal units. Undefined for any other declaration.
 */
function extendedInPlace(decl: ts.Node): ts.Identifier | undefined {
  if (!ts.isExportAssignment(decl) || decl.isExportEquals) return undefined;
  const call = skipParentheses(decl.expression);
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return undefined;
  const { expression: owner, name } = call.expression;
  const target = call.arguments[0];
  return ts.isIdentifier(owner) && owner.text === "Object" && name.text === "assign" && target && ts.isIdentifier(target) ? target : undefined;
}

/** The module specifier of `require("m")` (parentheses aside), else undefined. */
function requiredModule(e: ts.Expression | undefined): ts.Expression | undefined {
  const call = e && skipParentheses(e);
  return call && ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === "require" && call.arguments.length === 1 ? call.arguments[0] : undefined;
}

/** `e` without enclosing parentheses. */
function skipParentheses(e: ts.Expression): ts.Expression {
  let x = e;
  while (ts.isParenthesizedExpression(x)) x = x.expression;
  return x;
}

/**
 * A name this file re-exports (`export type { M } from "./context"`) that another file augments
 * (`declare module "../.." { interface M … }`): the checker then lists the augmentation's symbol, whose
 * declarations all live elsewhere. The file's own export specifier says where the name comes from.
 */
function augmentedReexport(ctx: ExtractContext, sf: ts.SourceFile, name: string): ExportRecord | undefined {
  for (const stmt of sf.statements) {
    if (!ts.isExportDeclaration(stmt) || !stmt.exportClause || !ts.isNamedExports(stmt.exportClause)) continue;
    if (!stmt.moduleSpecifier || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    const specifier = stmt.exportClause.elements.find((e) => e.name.text === name);
    const alias = specifier && ctx.checker.getSymbolAtLocation(specifier.name);
    if (specifier && alias) return fromModule(ctx, name, stmt.moduleSpecifier, (specifier.propertyName ?? specifier.name).text, alias, specifier);
  }
  return undefined;
}

/** `export { a as b }`, `export default a`, `export import a = N.b`: a local declaration, or an import passed on. */
function localAlias(ctx: ExtractContext, name: string, symbol: ts.Symbol, site: ts.Node): ExportRecord {
  const sf = site.getSourceFile();
  const immediate = ctx.checker.getImmediateAliasedSymbol(symbol);
  const imported = immediate?.declarations?.find((d) => d.getSourceFile() === sf && isImportBinding(d));
  const localText = immediate?.name;
  if (immediate && imported) return fromImport(ctx, name, immediate, imported, site);
  const decls = resolvedDeclarations(ctx, symbol);
  const pos = decls.find((d) => d.getSourceFile() === sf)?.getStart(sf) ?? site.getStart(sf);
  const declared = decls[0] ? declaredName(decls[0]) : undefined;
  const localName = declared ?? localText;
  return {
    name,
    kind: "local",
    decls: decls.length > 0 ? decls : [site],
    pos,
    order: 0,
    ...(localName !== undefined && localName !== name ? { localName } : {}),
  };
}

function isImportBinding(node: ts.Node): boolean {
  return ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isNamespaceImport(node) || (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference));
}

/** An imported binding exported again (`import * as geo …; export { geo }`, `import x …; export default x`). */
function fromImport(ctx: ExtractContext, name: string, alias: ts.Symbol, binding: ts.Node, site: ts.Node): ExportRecord {
  if (ts.isImportEqualsDeclaration(binding)) {
    const ref = binding.moduleReference as ts.ExternalModuleReference;
    return namespaceRecord(ctx, name, ref.expression as ts.StringLiteral, site, binding.name.text);
  }
  const decl = ts.isImportSpecifier(binding) ? binding.parent.parent.parent : ts.isNamespaceImport(binding) ? binding.parent.parent : (binding as ts.ImportClause).parent;
  const specifier = decl.moduleSpecifier as ts.StringLiteral;
  const localText = (binding as { name?: ts.Identifier }).name?.text;
  if (ts.isNamespaceImport(binding)) return namespaceRecord(ctx, name, specifier, site, localText);
  const sourceName = ts.isImportSpecifier(binding) ? (binding.propertyName ?? binding.name).text : "default";
  return fromModule(ctx, name, specifier, sourceName, alias, site);
}

/** A name taken from another module: resolved into the repository (full entity), or opaque. */
function fromModule(ctx: ExtractContext, name: string, specifier: ts.StringLiteral, sourceName: string, alias: ts.Symbol, site: ts.Node): ExportRecord {
  const sf = site.getSourceFile();
  const target = resolveModule(ctx, specifier);
  const source: ReexportSource = { module: specifier.text, name: sourceName, resolution: target.resolution, ...(target.path !== undefined ? { path: target.path } : {}) };
  const base = { name, pos: site.getStart(sf), order: 0 };
  if (target.resolution !== "resolved") return { ...base, kind: "opaque", site, source };
  const decls = resolvedDeclarations(ctx, alias);
  const file = decls.find(ts.isSourceFile);
  if (file) return { ...base, kind: "namespace", target: file, site, source: { ...source, namespace: true } };
  if (decls.length === 0) return { ...base, kind: "opaque", site, source };
  const declared = declaredName(decls[0]!);
  return { ...base, kind: "reexport", decls, site, source, ...(declared !== undefined && declared !== name ? { localName: declared } : {}) };
}

function namespaceRecord(ctx: ExtractContext, name: string, specifier: ts.StringLiteral, site: ts.Node, localName: string | undefined): ExportRecord {
  const target = resolveModule(ctx, specifier);
  const source: ReexportSource = { module: specifier.text, namespace: true, resolution: target.resolution, ...(target.path !== undefined ? { path: target.path } : {}) };
  const base = { name, pos: site.getStart(site.getSourceFile()), order: 0, ...(localName !== undefined && localName !== name ? { localName } : {}) };
  return target.resolution === "resolved" ? { ...base, kind: "namespace", target: target.sourceFile, site, source } : { ...base, kind: "opaque", site, source };
}

/** A name that reached this file through `export * from` (first matching star statement). */
function starRecord(ctx: ExtractContext, sf: ts.SourceFile, symbol: ts.Symbol, stars: StarExport[]): ExportRecord | undefined {
  const resolved = resolveAlias(ctx, symbol);
  const provider = stars.find((s) => { const hit = s.exports.get(symbol.name); return hit !== undefined && resolveAlias(ctx, hit.symbol) === resolved; }) ?? stars.find((s) => s.exports.has(symbol.name));
  if (!provider || provider.source.resolution !== "resolved") return undefined;
  const source: ReexportSource = { ...provider.source, name: symbol.name };
  const base = { name: symbol.name, pos: provider.decl.getStart(sf), order: provider.exports.get(symbol.name)?.index ?? 0 };
  const decls = [...(resolved.declarations ?? [])];
  const file = decls.find(ts.isSourceFile);
  if (file) return { ...base, kind: "namespace", target: file, site: provider.decl, source: { module: source.module, namespace: true, resolution: "resolved", ...(source.path !== undefined ? { path: source.path } : {}) } };
  if (decls.length === 0) return { ...base, kind: "opaque", site: provider.decl, source };
  const declared = declaredName(decls[0]!);
  return { ...base, kind: "reexport", decls, site: provider.decl, source, ...(declared !== undefined && declared !== symbol.name ? { localName: declared } : {}) };
}

function starExports(ctx: ExtractContext, sf: ts.SourceFile): StarExport[] {
  const out: StarExport[] = [];
  for (const stmt of sf.statements) {
    if (!ts.isExportDeclaration(stmt) || stmt.exportClause || !stmt.moduleSpecifier || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    const target = resolveModule(ctx, stmt.moduleSpecifier);
    const exports = new Map<string, { symbol: ts.Symbol; index: number }>();
    const moduleSymbol = target.resolution === "resolved" ? ctx.checker.getSymbolAtLocation(stmt.moduleSpecifier) : undefined;
    const targetFile = target.sourceFile;
    if (moduleSymbol) {
      // Names from one `export *` are ordered by where the target module declares or exports them.
      ctx.checker.getExportsOfModule(moduleSymbol).forEach((s, index) => {
        const own = targetFile ? s.declarations?.find((d) => d.getSourceFile() === targetFile) : undefined;
        exports.set(s.name, { symbol: s, index: own ? own.getStart(targetFile) : Number.MAX_SAFE_INTEGER / 2 + index });
      });
    }
    const source: ReexportSource = { module: stmt.moduleSpecifier.text, resolution: target.resolution, ...(target.path !== undefined ? { path: target.path } : {}) };
    out.push({ decl: stmt, specifier: stmt.moduleSpecifier, source, exports });
  }
  return out;
}

/**
 * Names two `export *` statements provide with different meanings and no local export shadows: the
 * ECMAScript rule leaves them out (TypeScript reports TS2308 and keeps the first). Each becomes a warning.
 */
function ambiguousStarNames(ctx: ExtractContext, sf: ts.SourceFile, stars: StarExport[], records: ExportRecord[]): Set<string> {
  const out = new Set<string>();
  if (stars.length < 2) return out;
  const explicit = new Set(records.filter((r) => !stars.some((s) => r.kind !== "local" && r.site === s.decl)).map((r) => r.name));
  const providers = new Map<string, StarExport[]>();
  for (const star of stars) {
    for (const [name, hit] of star.exports) {
      if (name === "default" || explicit.has(name)) continue;
      const list = providers.get(name) ?? [];
      if (!list.some((s) => resolveAlias(ctx, s.exports.get(name)!.symbol) === resolveAlias(ctx, hit.symbol))) list.push(star);
      providers.set(name, list);
    }
  }
  for (const [name, list] of providers) {
    if (list.length < 2) continue;
    out.add(name);
    if (sf === ctx.sourceFile) {
      ctx.diagnostics.push({
        severity: "warning",
        code: "ambiguous-star-export",
        message: `"${name}" comes from both ${list.map((s) => JSON.stringify(s.source.module)).join(" and ")} through export *; it is not exported`,
        line: lineAt(sf, list[1]!.decl.getStart(sf)),
      });
    }
  }
  return out;
}

function resolveAlias(ctx: ExtractContext, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(symbol) : symbol;
}

/** `export = x` (TypeScript) or `module.exports = x` (CommonJS): one record named `export=`. */
function exportEqualsRecords(ctx: ExtractContext, sf: ts.SourceFile, symbol: ts.Symbol): ExportRecord[] {
  const decl = symbol.declarations?.find((d) => d.getSourceFile() === sf);
  if (!decl) return [];
  if (ts.isExportAssignment(decl) && symbol.flags & ts.SymbolFlags.Alias) return [localAlias(ctx, EXPORT_ASSIGNMENT_NAME, symbol, decl)];
  const right = ts.isBinaryExpression(decl) ? decl.right : undefined;
  const localName = right && ts.isIdentifier(right) ? right.text : undefined;
  return [{ name: EXPORT_ASSIGNMENT_NAME, kind: "local", decls: [decl], pos: decl.getStart(sf), order: 0, ...(localName !== undefined ? { localName } : {}) }];
}

/**
 * True when the CommonJS `module.exports = …` of `sf` (a declaration of `exportEquals`) assigns an object literal (through
 * parentheses): `module.exports = { pad }` exports its properties, no value of its own.
 */
function assignsObjectLiteral(sf: ts.SourceFile, exportEquals: ts.Symbol): boolean {
  const decl = exportEquals.declarations?.find((d) => d.getSourceFile() === sf);
  if (!decl || !ts.isBinaryExpression(decl)) return true;
  return ts.isObjectLiteralExpression(skipParentheses(decl.right));
}

/** A script or global declaration file: its top-level declarations are its public API. */
function scriptRecords(sf: ts.SourceFile): ExportRecord[] {
  const byName = new Map<string, ExportRecord & { kind: "local" }>();
  for (const stmt of sf.statements) {
    for (const [, name, decl] of declaredNames(stmt)) {
      const existing = byName.get(name);
      if (existing) existing.decls.push(decl);
      else byName.set(name, { name, kind: "local", decls: [decl], pos: decl.getStart(sf), order: 0 });
    }
  }
  return [...byName.values()].sort((a, b) => a.pos - b.pos);
}
