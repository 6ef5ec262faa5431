/**
 * Splits cleaned doc text into a description and structured tags (contract `doc` and `tags`, seed
 * §2.2.5 "jsDoc.getTags()"). Two styles cover the tree-sitter languages: `at` tags (`@param x text`,
 * Javadoc, PHPDoc, YARD, Doxygen `\param`) and C#'s XML doc comments (`<summary>`, `<param name="x">`).
 */
import type { DocTag } from "../contract.js";
import type { DocTagStyle } from "./profile.js";

/** A description and its tags; `doc` is empty when the comment holds only tags. */
export interface ParsedDoc {
  doc: string;
  tags: DocTag[];
}

/** Tags whose first word names a parameter, property or type parameter. */
const NAMED_TAGS = new Set(["param", "arg", "argument", "property", "prop", "typeparam", "tparam", "template"]);

const AT_TAG = /^[@\\]([A-Za-z][\w-]*)\s*(.*)$/;

/**
 * Javadoc's and PHPDoc's inline `{@inheritDoc}`: the overridden member's doc stands here, so it is no text of its own.
 * One written in a code span (`` `{@inheritDoc}` ``) is text: the span is matched first and kept.
 */
const INHERIT_DOC = /`[^`\n]*`|\{@inheritdoc\}/giu;

function parseAtTags(text: string): ParsedDoc {
  const description: string[] = [];
  const tags: { tag: string; rows: string[] }[] = [];
  // A doc of `{@inheritdoc}` alone (17 of the 22 members of Slim's `Route`) is no description: the summary stage takes
  // the overridden member's doc, as it does for a member without one.
  const own = text.replace(INHERIT_DOC, (m) => (m.startsWith("`") ? m : ""));
  for (const row of own.split("\n")) {
    const m = AT_TAG.exec(row.trim());
    if (m) tags.push({ tag: m[1] ?? "", rows: [m[2] ?? ""] });
    else if (tags.length > 0) tags[tags.length - 1]?.rows.push(row.trim());
    else description.push(row);
  }
  if (own !== text) tags.push({ tag: "inheritDoc", rows: [] });
  return {
    doc: description.join("\n").trim(),
    tags: tags.map(({ tag, rows }) => namedTag(tag, rows.join("\n").trim())),
  };
}

/** `@param x text`, `@param {T} x text` (JSDoc type first), `@param string $x text` (PHPDoc type first). */
function namedTag(tag: string, body: string): DocTag {
  if (!NAMED_TAGS.has(tag)) return { tag, text: body };
  let rest = body.replace(/^\{[^}]*\}\s*/, "");
  const words = rest.split(/\s+/);
  if (words.length > 1 && !words[0]?.startsWith("$") && words[1]?.startsWith("$")) {
    rest = rest.slice(rest.indexOf(words[1] ?? "")); // PHPDoc: the type comes before `$name`
  }
  const m = /^(\S+)\s*([\s\S]*)$/.exec(rest);
  return m ? { tag, name: m[1] ?? "", text: (m[2] ?? "").trim() } : { tag, text: "" };
}

/** Inline XML (`<see cref="X"/>`, `<c>code</c>`) reduced to its text; entities decoded. */
function xmlInline(text: string): string {
  return text
    .replace(/<(?:see|seealso)\s+(?:cref|langword|href)="([^"]*)"\s*\/>/g, "$1")
    .replace(/<paramref\s+name="([^"]*)"\s*\/>|<typeparamref\s+name="([^"]*)"\s*\/>/g, "$1$2")
    .replace(/<\/?[A-Za-z][^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((r) => r.trim())
    .join("\n")
    .trim();
}

const XML_ELEMENT = /<(\w+)((?:\s+\w+="[^"]*")*)\s*(?:\/>|>([\s\S]*?)<\/\1>)/g;

function parseXml(text: string): ParsedDoc {
  if (!/^\s*</.test(text)) return { doc: text, tags: [] };
  const description: string[] = [];
  const tags: DocTag[] = [];
  for (const m of text.matchAll(XML_ELEMENT)) {
    const element = m[1] ?? "";
    const name = /\b(?:name|cref)="([^"]*)"/.exec(m[2] ?? "")?.[1];
    const inner = xmlInline(m[3] ?? "");
    if (element === "summary" || element === "remarks") description.push(inner);
    else tags.push(name !== undefined ? { tag: element, name, text: inner } : { tag: element, text: inner });
  }
  return { doc: description.filter((d) => d !== "").join("\n\n"), tags };
}

/** Parses `text` in the given style; without a style the whole text is the description. */
export function parseDocTags(text: string, style: DocTagStyle | undefined): ParsedDoc {
  if (style === "at") return parseAtTags(text);
  if (style === "xml") return parseXml(text);
  return { doc: text, tags: [] };
}
