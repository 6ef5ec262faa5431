/**
 * Go doc comment links (Go 1.19 `go/doc/comment`) as plain text: `[fs.FS]`, `[*bytes.Buffer]`, `[Context.Next]`
 * keep their name (see `DocMarkupRule`). A type written in prose (`map[string][]string`) is no link: its bracket
 * follows a word or a bracket.
 */
import type { DocMarkupRule } from "../spec.js";

/** Go doc links → plain text. */
export const goDocMarkup: readonly DocMarkupRule[] = [
  { pattern: /(?<![\w\]])\[(\*?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\](?![\w[:])/g, replace: "$1" },
];
