/**
 * The file's leading doc comment → contract `description` (seed Table 2.1: `sourceFile.getJsDocs()`).
 *
 * Rule: take the first `/** … *\/` block before the file's first statement (a shebang, `"use strict"`,
 * line comments and `/* … *\/` blocks such as a license may precede it). It describes the file when any of these holds:
 * 1. the file has no statements;
 * 2. a blank line separates it from what follows;
 * 3. another `/**` block follows it before the first statement (that one documents the statement);
 * 4. it has a `@file`, `@fileoverview`, `@overview`, `@module`, `@packageDocumentation` or `@license` tag;
 * 5. the first statement is not a declaration (an import, `const x = require("…")`, `export … from`, a call).
 * Otherwise it is the first declaration's JSDoc, not the file's. The text is the JSDoc description,
 * or, when that is empty, the text of the file tag. A block that only labels the import section
 * ({@link SECTION_LABELS}: `/** Module dependencies. *\/` over the `require` calls, `/** Module exports. *\/`, a
 * Node.js convention in express, koa, connect and morgan) describes nothing: the file has no description then.
 */
import { ts } from "ts-morph";
import { jsDocsOf } from "./compilerInternals.js";
import { isTagAt } from "./jsDocTags.js";
import { readJsDoc } from "./jsdoc.js";

const FILE_TAGS = new Set(["file", "fileoverview", "overview", "module", "packagedocumentation", "license"]);

/**
 * Whole texts of a leading block that labels a section of the file rather than describing it: the import section, and
 * the export or variable section when it comes first (morgan's `/** Module exports. @public *\/` over
 * `module.exports = morgan` was its index.js's purpose, and every node's "In index.js: Module exports.").
 */
const SECTION_LABELS = /^(?:module )?(?:dependencies|imports|requires|exports|variables|constants|globals)\.?$/iu;

/** The file-description JSDoc block and its text, or undefined when the file has none. */
export function fileDescription(sf: ts.SourceFile): { jsDoc: ts.JSDoc; text: string | undefined } | undefined {
  const first = sf.statements.find((s) => !isPrologueDirective(s));
  const host: ts.Node = first ?? sf.endOfFileToken;
  const docs = jsDocsOf(host);
  const start = host.getStart(sf);
  const candidate = docs.find((d) => d.end <= start);
  if (!candidate) return undefined;
  if (!describesFile(sf, candidate, docs, first)) return undefined;
  const info = readJsDoc(candidate);
  const fileTag = info.tags?.find((t) => FILE_TAGS.has(t.tag.toLowerCase()) && t.text !== "");
  const text = info.doc ?? fileTag?.text;
  if (!fileTag && text !== undefined && SECTION_LABELS.test(text.trim())) return undefined;
  return { jsDoc: candidate, text };
}

function describesFile(sf: ts.SourceFile, doc: ts.JSDoc, docs: readonly ts.JSDoc[], first: ts.Statement | undefined): boolean {
  if (!first) return true;
  if (docs.indexOf(doc) < docs.length - 1) return true;
  if (/\r?\n[ \t]*\r?\n/.test(sf.text.slice(doc.end, first.getStart(sf)))) return true;
  if ((doc.tags ?? []).some((t) => isTagAt(t) && FILE_TAGS.has(t.tagName.text.toLowerCase()))) return true;
  return !isDeclaration(first);
}

function isPrologueDirective(stmt: ts.Statement): boolean {
  return ts.isExpressionStatement(stmt) && ts.isStringLiteral(stmt.expression);
}

/** `const a = require("a"), { b } = require("b")`: an import in CommonJS. */
function isRequireStatement(stmt: ts.VariableStatement): boolean {
  return stmt.declarationList.declarations.every((d) => {
    const init = d.initializer;
    return init !== undefined && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === "require";
  });
}

function isDeclaration(stmt: ts.Statement): boolean {
  if (ts.isExportDeclaration(stmt)) return stmt.moduleSpecifier === undefined;
  if (ts.isVariableStatement(stmt)) return !isRequireStatement(stmt);
  return (
    ts.isFunctionDeclaration(stmt) ||
    ts.isClassDeclaration(stmt) ||
    ts.isInterfaceDeclaration(stmt) ||
    ts.isTypeAliasDeclaration(stmt) ||
    ts.isEnumDeclaration(stmt) ||
    ts.isModuleDeclaration(stmt) ||
    ts.isExportAssignment(stmt) ||
    ts.isImportEqualsDeclaration(stmt) ||
    (ts.isExpressionStatement(stmt) && ts.isBinaryExpression(stmt.expression))
  );
}
