/**
 * Which of the TypeScript compiler's JSDoc tags are tags: the compiler starts one at any `@` after a space, so a
 * package name, an address or a tag named mid-sentence cut the text before it. Read by the contract's docs (jsdoc.ts)
 * and the graph's node docs.
 */
// Type-only: this module is re-exported by the extract entry, which read-only commands load; a value import would
// load the compiler with it.
import type { ts } from "ts-morph";

/**
 * Whether the compiler's `tag` is one as JSDoc writes it: at the start of a comment line (after the leading `*`, or
 * the `/**` of a one-line block) and its name followed by a space, a `{type}` or the end. @koa/router's
 * `src/types.ts`, headed "Type definitions for @koa/router", was described as "Type definitions for"; a package
 * name (`@koa/router`), an address (`me@host`) or a tag named mid-sentence ("the @param tag") is text.
 */
export function isTagAt(tag: ts.JSDocTag): boolean {
  const text = tag.getSourceFile().text;
  const at = tag.tagName.pos - 1;
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  return /^[ \t]*(?:\/\*\*|\*)?[ \t]*$/u.test(text.slice(lineStart, at)) && /^(?:[\s{]|\*\/|$)/u.test(text.slice(tag.tagName.end, tag.tagName.end + 2));
}

/** Comment text of `text` from `start` to `end`, line breaks as `\n`, without the ` * ` prefixes of its lines, trimmed. */
export function commentSourceText(text: string, start: number, end: number): string {
  return text
    .slice(start, end)
    .replace(/\r\n?/gu, "\n")
    .replace(/\n[ \t]*\*(?!\/)[ \t]?/gu, "\n")
    .replace(/\*\/$/u, "")
    .trim();
}

/**
 * The description of `jsDoc` up to its first tag ({@link isTagAt}) as written, when the compiler cut it at a word it
 * took for a tag ("Type definitions for @koa/router", which it read as "Type definitions for"); undefined when it cut
 * nothing (its own text is the description).
 */
export function restoredDescription(jsDoc: ts.JSDoc): string | undefined {
  const all = jsDoc.tags ?? [];
  // The compiler's text ends at its first tag: right when that one is a tag.
  if (!all.length || isTagAt(all[0]!)) return undefined;
  const first = all.find(isTagAt);
  return commentSourceText(jsDoc.getSourceFile().text, jsDoc.pos + 3, first ? first.tagName.pos - 1 : jsDoc.end - 2);
}
