/** Display names of declarations and members. */
import { ts } from "ts-morph";
import { collapseWhitespace } from "./text.js";

/** Text of a property or member name: identifiers and literals as their text, computed names as written. */
export function propertyNameText(name: ts.PropertyName | ts.BindingName | undefined): string {
  if (!name) return "";
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return collapseWhitespace(name.getText());
}

/** Declared name of a declaration node, when it has a simple one. */
export function declaredName(node: ts.Node): string | undefined {
  const name = (node as { name?: ts.Node }).name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/** True when the statement is written with `export`. */
export function hasExportKeyword(node: ts.Node): boolean {
  const mods = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
  return (mods ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}
