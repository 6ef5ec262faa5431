/**
 * JSDoc → `Entity.doc` and `Entity.tags` (seed §2.2.5). The description and tag texts are normalized to
 * `\n` line endings and trimmed; `@deprecated` also adds the `deprecated` modifier.
 * JSDoc is read from the node the parser attached it to: the `VariableStatement` of a `const`, the
 * statement of a CommonJS assignment, or an object-literal member. A declaration without JSDoc takes the `//` block
 * right above that node ({@link lineCommentDoc}).
 */
import { ts } from "ts-morph";
import type { DocTag } from "../contract.js";
import { jsDocsOf } from "./compilerInternals.js";
import { lineCommentDoc } from "../lineCommentDoc.js";
import type { ExtractContext } from "./extractContext.js";
import { dedent, normalizeNewlines } from "./text.js";
import { commentSourceText, isTagAt, restoredDescription } from "./jsDocTags.js";

/** Doc comment of one declaration. */
export interface DocInfo {
  doc?: string;
  tags?: DocTag[];
  deprecated: boolean;
}

const NO_DOC: DocInfo = { deprecated: false };

/** The node that carries the JSDoc for `node`: its statement for variables and CommonJS assignments. */
export function jsDocHost(node: ts.Node): ts.Node {
  if (ts.isVariableDeclaration(node)) return ts.isVariableStatement(node.parent.parent) ? node.parent.parent : node;
  if (ts.isBindingElement(node)) {
    let current: ts.Node = node;
    while (!ts.isVariableDeclaration(current) && current.parent) current = current.parent;
    return current === node ? node : jsDocHost(current);
  }
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isBinaryExpression(node)) {
    let current: ts.Node = node;
    while (current.parent && !ts.isExpressionStatement(current) && !ts.isSourceFile(current)) current = current.parent;
    return ts.isExpressionStatement(current) ? current : node;
  }
  return node;
}

/**
 * The JSDoc block closest to the node (the last attached one), skipping the file-description block and blocks that
 * declare types of their own (`@typedef`, `@callback`), which document those types: commander's `lib/help.js` puts a
 * block of `@typedef { import(…) }` lines over `export class Help`, whose doc and summary read "TypeScript import types
 * for JSDoc, used by Visual Studio Code …"; its own `//` line right above it is its doc ({@link docOfGroup}).
 */
export function jsDocOf(ctx: ExtractContext, node: ts.Node): ts.JSDoc | undefined {
  const docs = jsDocsOf(jsDocHost(node)).filter((d) => d !== ctx.fileDoc && !declaresTypes(d));
  return docs[docs.length - 1];
}

/** True for a JSDoc block that declares a type (`@typedef`, `@callback`): it documents that type, not the next declaration. */
function declaresTypes(doc: ts.JSDoc): boolean {
  return (doc.tags ?? []).some((t) => (ts.isJSDocTypedefTag(t) || ts.isJSDocCallbackTag(t)) && isTagAt(t));
}

/** Doc comment of a single declaration: its JSDoc, else the `//` block right above it ({@link lineCommentDoc}). */
export function docOf(ctx: ExtractContext, node: ts.Node): DocInfo {
  return docOfGroup(ctx, [node]);
}

/**
 * Doc comment of a group of declarations of one name (overloads, merged interfaces): the first JSDoc with a
 * description, in source order (JSDoc is often written on the first overload only), else the first JSDoc, else the
 * first `//` block right above one of them ({@link lineCommentDoc}). A block with tags only (`@deprecated Same as …` on
 * one overload: unjs/ufo's `hasProtocol`) marks that overload, not the group, when another block describes it.
 */
export function docOfGroup(ctx: ExtractContext, nodes: readonly ts.Node[]): DocInfo {
  let first: DocInfo | undefined;
  for (const node of nodes) {
    const jsDoc = jsDocOf(ctx, node);
    if (!jsDoc) continue;
    const info = readJsDoc(jsDoc);
    if (info.doc) return info;
    first ??= info;
  }
  if (first) return first;
  for (const node of nodes) {
    const host = jsDocHost(node);
    const sf = host.getSourceFile();
    const doc = lineCommentDoc(sf.text, host.getStart(sf));
    if (doc) return { doc, deprecated: false };
  }
  return NO_DOC;
}

/**
 * Description and tags of one JSDoc block. Tag text is the tag's prose (a leading `- ` after a name
 * dropped); `{Type}`s of `@param`/`@returns`/`@type` reach the contract through the signature instead,
 * except `@throws {Error}`, whose type is kept as written in front of the text. A word the compiler took for a tag
 * mid-sentence (see {@link isTagAt}) stays text where it stands.
 */
export function readJsDoc(jsDoc: ts.JSDoc): DocInfo {
  const all = jsDoc.tags ?? [];
  const real = all.filter(isTagAt);
  // The compiler cuts the text at each of them: the cut parts are read back from the source.
  const source = jsDoc.getSourceFile().text;
  const close = jsDoc.end - 2;
  const at = (t: ts.JSDocTag): number => t.tagName.pos - 1;
  const doc = cleanText(restoredDescription(jsDoc) ?? ts.getTextOfJSDocComment(jsDoc.comment));
  const tags = real.map((tag, i) => {
    const read = readTag(tag);
    const next = real[i + 1];
    const inline = all.filter((t) => !real.includes(t) && at(t) > at(tag) && (!next || at(t) < at(next)));
    if (!inline.length) return read;
    const rest = commentSourceText(source, at(inline[0]!), next ? at(next) : close);
    return { ...read, text: cleanText(`${read.text}${read.text ? " " : ""}${rest}`) };
  });
  return {
    ...(doc ? { doc } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    deprecated: tags.some((t) => t.tag === "deprecated"),
  };
}

function readTag(tag: ts.JSDocTag): DocTag {
  const name = tagName(tag);
  let text = cleanText(ts.getTextOfJSDocComment(tag.comment));
  // `@param x - text`: the hyphen only separates the name from its description.
  if (name !== undefined || ts.isJSDocReturnTag(tag)) text = text.replace(/^-\s+/, "");
  // `@throws {RangeError} when…`: the type is the point of the tag, so it stays in the text.
  if (ts.isJSDocThrowsTag(tag) && tag.typeExpression) text = `{${tag.typeExpression.type.getText()}}${text ? ` ${text}` : ""}`;
  // `@see https://x.y/z` and `@see otherFn for details`: the compiler splits off a name reference
  // (`https`, `otherFn`) from the comment; the tag's own source text keeps both.
  if (ts.isJSDocSeeTag(tag)) text = cleanText(tagSourceText(tag));
  return { tag: tag.tagName.text, ...(name !== undefined ? { name } : {}), text };
}

/** Source text of a tag after its `@name`, without the ` * ` prefixes of continuation lines. */
function tagSourceText(tag: ts.JSDocTag): string {
  return commentSourceText(tag.getSourceFile().text, tag.tagName.end, tag.end);
}

function tagName(tag: ts.JSDocTag): string | undefined {
  if (ts.isJSDocParameterTag(tag) || ts.isJSDocPropertyTag(tag)) return entityNameText(tag.name);
  if (ts.isJSDocTemplateTag(tag)) return tag.typeParameters.map((p) => p.name.text).join(", ") || undefined;
  if (ts.isJSDocTypedefTag(tag) || ts.isJSDocCallbackTag(tag)) return tag.name && ts.isIdentifier(tag.name) ? tag.name.text : undefined;
  return undefined;
}

function entityNameText(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : `${entityNameText(name.left)}.${name.right.text}`;
}

function cleanText(text: string | undefined): string {
  return text ? dedent(normalizeNewlines(text)).replace(INLINE_LINK, (_m, target: string, label?: string) => label?.trim() || target) : "";
}

/**
 * Inline `{@link Target}`, `{@linkcode Target label}`, `{@link Target | label}`: read as the label, else
 * the target, as a rendered doc page shows them (so a summary names `SIDE_EFFECT_TABLES`, not markup).
 */
const INLINE_LINK = /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g;
