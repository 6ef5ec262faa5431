/**
 * Javadoc inline tags and the HTML Javadoc allows, as rewrites to plain text (see `DocMarkupRule`). Found in gson:
 * `Represents a generic type {@code T}.`, `{@link Gson#toJson(Object)}`, `<p>` opening paragraphs.
 */
import type { DocMarkupRule } from "../spec.js";

/** Javadoc markup → plain text. */
export const javaDocMarkup: readonly DocMarkupRule[] = [
  // `{@code Map<String, T>}`, `{@literal <T>}`: the text.
  { pattern: /\{@(?:code|literal)\s+([^{}]*)\}/g, replace: "$1" },
  // `{@link Gson#toJson(Object) toJson}`: the label. A reference's parameter list may hold spaces: gson's
  // `{@link #get(TypeToken, boolean)}` had read as the label "boolean)".
  { pattern: /\{@(?:link|linkplain)\s+[^\s}(]+(?:\([^)]*\))?\s+([^}]+?)\s*\}/g, replace: "$1" },
  // `{@link #fromJson(String)}`: the member; `{@link Gson#toJson(Object)}`: `Gson.toJson(Object)`; `{@link Gson}`.
  { pattern: /\{@(?:link|linkplain)\s+#([^\s}(]+(?:\([^)]*\))?)\s*\}/g, replace: "$1" },
  { pattern: /\{@(?:link|linkplain)\s+([^\s}#(]+)#([^\s}(]+(?:\([^)]*\))?)\s*\}/g, replace: "$1.$2" },
  { pattern: /\{@(?:link|linkplain)\s+([^\s}]+)\s*\}/g, replace: "$1" },
  // HTML: `<p>` and inline tags (`<code>`, `<b>`, `<i>`, `<em>`, `<strong>`, `<tt>`) go; entities read as characters.
  { pattern: /<\/?(?:p|code|b|i|em|strong|tt)\s*\/?>/gi, replace: "" },
  { pattern: /&lt;/g, replace: "<" },
  { pattern: /&gt;/g, replace: ">" },
  { pattern: /&amp;/g, replace: "&" },
];
