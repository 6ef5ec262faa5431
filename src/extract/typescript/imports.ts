/**
 * `dependencies`: every module the file imports or re-exports from (seed Table 2.1), in source order:
 * `import` declarations, `export … from`, `import x = require()`, `require()` in JavaScript, dynamic
 * `import()`, and `import("…")` types (one entry per module for those). Names: `default` for a default
 * import, `*` for a namespace or whole-module import, else the imported (not the local) names.
 */
import { ts } from "ts-morph";
import type { Dependency } from "../contract.js";
import { moduleSpecifiersOf } from "./compilerInternals.js";
import { lineAt, type ExtractContext } from "./extractContext.js";
import { isRelativeSpecifier, resolveModule } from "./moduleResolution.js";

/** The file's dependencies, ordered by the position of their module specifier. */
export function collectDependencies(ctx: ExtractContext): Dependency[] {
  const sf = ctx.sourceFile;
  const specifiers = [...(moduleSpecifiersOf(sf) ?? statementSpecifiers(sf))].sort((a, b) => a.pos - b.pos);
  const out: Dependency[] = [];
  const importTypes = new Map<string, Dependency>();
  for (const literal of specifiers) {
    // Synthesized specifiers (the implicit `react/jsx-runtime` import of `jsx: react-jsx`) have no position.
    if (literal.pos < 0 || literal.getSourceFile() !== sf) continue;
    const use = describeUse(literal);
    if (!use) continue;
    if (use.importType) {
      const seen = importTypes.get(literal.text);
      if (seen) {
        for (const n of use.names) if (!seen.names.includes(n)) seen.names.push(n);
        continue;
      }
    }
    const target = resolveModule(ctx, literal);
    const dep: Dependency = {
      module: literal.text,
      names: use.names,
      ...(use.alias !== undefined ? { alias: use.alias } : {}),
      ...(use.typeOnly ? { typeOnly: true } : {}),
      kind: target.resolution === "resolved" || isRelativeSpecifier(literal.text) ? "relative" : "external",
      ...(target.path !== undefined ? { path: target.path } : {}),
      line: lineAt(sf, use.statement.getStart(sf)),
    };
    if (use.importType) importTypes.set(literal.text, dep);
    out.push(dep);
  }
  return out;
}

interface Use {
  names: string[];
  alias?: string;
  typeOnly: boolean;
  /** The node whose first line is the dependency's line. */
  statement: ts.Node;
  importType?: boolean;
}

function describeUse(literal: ts.StringLiteralLike): Use | undefined {
  const parent = literal.parent;
  if (ts.isImportDeclaration(parent)) return importUse(parent);
  if (ts.isExportDeclaration(parent)) return exportUse(parent);
  if (ts.isExternalModuleReference(parent) && ts.isImportEqualsDeclaration(parent.parent)) {
    return { names: ["*"], alias: parent.parent.name.text, typeOnly: parent.parent.isTypeOnly, statement: parent.parent };
  }
  if (ts.isCallExpression(parent)) {
    if (parent.expression.kind === ts.SyntaxKind.ImportKeyword) return { names: [], typeOnly: false, statement: parent };
    return requireUse(parent);
  }
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) {
    const qualifier = parent.parent.qualifier;
    const name = qualifier ? (ts.isIdentifier(qualifier) ? qualifier.text : qualifier.left.getText()) : "*";
    return { names: [name], typeOnly: true, statement: parent.parent, importType: true };
  }
  return undefined;
}

function importUse(decl: ts.ImportDeclaration): Use {
  const clause = decl.importClause;
  const names: string[] = [];
  let alias: string | undefined;
  let allTypeOnly = clause?.isTypeOnly ?? false;
  if (clause?.name) names.push("default");
  const bindings = clause?.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) {
    names.push("*");
    alias = bindings.name.text;
  } else if (bindings) {
    for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
    if (!clause?.name && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)) allTypeOnly = true;
  }
  return { names, ...(alias !== undefined ? { alias } : {}), typeOnly: allTypeOnly, statement: decl };
}

function exportUse(decl: ts.ExportDeclaration): Use {
  const clause = decl.exportClause;
  if (!clause) return { names: ["*"], typeOnly: decl.isTypeOnly, statement: decl };
  if (ts.isNamespaceExport(clause)) return { names: ["*"], alias: clause.name.text, typeOnly: decl.isTypeOnly, statement: decl };
  const names = clause.elements.map((e) => (e.propertyName ?? e.name).text);
  const typeOnly = decl.isTypeOnly || (clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
  return { names, typeOnly, statement: decl };
}

/** `const x = require("m")` → `*` as `x`; `const { a, b: c } = require("m")` → `a`, `b`; `require("m").a` → `a`. */
function requireUse(call: ts.CallExpression): Use {
  const parent = call.parent;
  if (ts.isVariableDeclaration(parent)) {
    if (ts.isIdentifier(parent.name)) return { names: ["*"], alias: parent.name.text, typeOnly: false, statement: call };
    if (ts.isObjectBindingPattern(parent.name)) {
      const names = parent.name.elements.map((e) => (e.propertyName ?? e.name).getText());
      return { names, typeOnly: false, statement: call };
    }
  }
  if (ts.isPropertyAccessExpression(parent) && parent.expression === call) return { names: [parent.name.text], typeOnly: false, statement: call };
  return { names: [], typeOnly: false, statement: call };
}

/** Fallback when the compiler did not record `sourceFile.imports`: top-level import and export declarations. */
function statementSpecifiers(sf: ts.SourceFile): ts.StringLiteralLike[] {
  const out: ts.StringLiteralLike[] = [];
  for (const s of sf.statements) {
    const spec = ts.isImportDeclaration(s) || ts.isExportDeclaration(s) ? s.moduleSpecifier : undefined;
    if (spec && ts.isStringLiteral(spec)) out.push(spec);
  }
  return out;
}
