/**
 * JSDoc / TSDoc inline tags in TypeScript and JavaScript doc comments, as rewrites to plain text (see
 * `DocMarkupRule`). Found in hono: `` `.req` is the instance of {@link HonoRequest}. ``
 */
import type { DocMarkupRule } from "../spec.js";

/** JSDoc inline tags → plain text. */
export const jsDocMarkup: readonly DocMarkupRule[] = [
  // `{@link Target | text}`, `{@link Target text}`, `{@link https://… text}`: the text.
  { pattern: /\{@(?:link|linkcode|linkplain)\s+[^\s|}]+(?:\s*\|\s*|\s+)([^}]+?)\s*\}/g, replace: "$1" },
  // `{@link Target}`: the target, without a leading module path (`module:foo.Bar` → `foo.Bar`).
  { pattern: /\{@(?:link|linkcode|linkplain)\s+(?:module:)?([^\s}]+)\s*\}/g, replace: "$1" },
];
