/**
 * RDoc markup in Ruby doc comments, as rewrites to plain text (applied in order, see `DocMarkupRule`). Found in
 * sinatra and rack: `+code+`, `*bold*`, `_em_`, `<tt>code</tt>`, `{text}[url]`, `word[url]`, directives
 * (`:nodoc:`, `:call-seq:` with its indented block), a `= Title` line opening the doc (dropped), `== Heading`
 * lines run into the text below them, note lists (`label:: text`); YARD's `@return`, `@param`, `@option` and `@raise`
 * tags as sentences.
 */
import type { DocMarkupRule } from "../spec.js";

/** RDoc → plain text. */
export const rubyDocMarkup: readonly DocMarkupRule[] = [
  // `:call-seq:` and the indented call forms under it (`  parse_cookies(env) -> hash`): the signature, not a description.
  { pattern: /^[ \t]*:call-seq:[^\n]*(?:\n[ \t]+\S[^\n]*)*/gm, replace: "" },
  // A row holding only `#`: the `##` that opens the doc of a method defined by metaprogramming.
  { pattern: /^[ \t]*#[ \t]*$/gm, replace: "" },
  // A title opening the doc (`= Sinatra::Capture`, sinatra-contrib's extensions) names what the doc is about and
  // does not describe it: the paragraph after it does, and a title alone describes nothing.
  { pattern: /^\s*=+[ \t]+\S[^\n]*(?:\n|$)/g, replace: "" },
  // A note list (`Prevented attack:: DNS rebinding`, `Supported browsers:: all`, indented continuation rows) is
  // reference data, not a description: rack-protection opens every middleware's doc with one.
  { pattern: /^[ \t]*[^\s:][^\n:]*::[ \t][^\n]*(?:\n(?:[ \t]*[^\s:][^\n:]*::[ \t]|[ \t]{2,}\S)[^\n]*)*/gm, replace: "" },
  // Directives on a line of their own (`:nodoc:`, `:yields: row`, `:stopdoc:`) or after text (`def x # :nodoc:`).
  { pattern: /(?:^|[ \t]+):(?:nodoc|doc|notnew|not-new|yields|yield|stopdoc|startdoc|enddoc|title|section|category|arg|args|include|main|markup|private|public|method|attr|attr_reader|attr_writer|attr_accessor|singleton-method):(?:[ \t][^\n]*)?$/gm, replace: "" },
  // A heading line (`== Options`) is a paragraph of its own, even when text follows on the next line.
  { pattern: /^([ \t]*=+[ \t]+\S[^\n]*)\n(?=[ \t]*\S)/gm, replace: "$1\n\n" },
  // Links: `{Apache common log format}[http://…]` and `RDoc[https://…]` keep their text.
  { pattern: /\{([^{}\n]+)\}\[[^\]\s]+\]/g, replace: "$1" },
  { pattern: /\b([\w.:-]+)\[(?:https?|ftp|mailto|link|rdoc-ref|rdoc-label|rdoc-image):[^\]\s]*\]/g, replace: "$1" },
  // Inline tags: `<tt>env['rack.input']</tt>`, `<code>`, `<b>`, `<em>`, `<i>`.
  { pattern: /<\/?(?:tt|code|b|em|i|strong)>/g, replace: "" },
  // `+code+` (`+write+ or +<<+`); a lone `+` (`%20 instead of +.`) and `a + b` stay.
  { pattern: /(?<![\w+])\+([^\s+](?:[^+\n]*?[^\s+])?)\+(?![\w+])/g, replace: "$1" },
  // `*bold*` and `**bold**`; a list bullet (`* item`) and a splat (`*args`) stay.
  { pattern: /(?<![\w*])\*{1,2}([^\s*](?:[^*\n]*?[^\s*])?)\*{1,2}(?![\w*])/g, replace: "$1" },
  // `_em_`; `__method__` and `snake_case` stay.
  { pattern: /(?<![\w])_([A-Za-z0-9](?:\w*?[A-Za-z0-9])?)_(?!\w)/g, replace: "$1" },
  // YARD tags as sentences (rack response.rb, request.rb): `@return [Boolean] whether …` → `Returns Boolean: whether …`,
  // `@param duration [Integer] The number …` → `Parameter duration (Integer): The number …`, `@raise [E] …` → `Raises E: …`;
  // a doc whose first paragraph is only tags then still reads as a description.
  { pattern: /^([ \t]*)@returns?[ \t]+\[([^\]\n]+)\][ \t]*/gm, replace: "$1Returns $2: " },
  { pattern: /^([ \t]*)@param[ \t]+\[([^\]\n]+)\][ \t]+(\w+)[ \t]*/gm, replace: "$1Parameter $3 ($2): " },
  { pattern: /^([ \t]*)@(?:param|option)[ \t]+(\w+)[ \t]+\[([^\]\n]+)\][ \t]*/gm, replace: "$1Parameter $2 ($3): " },
  { pattern: /^([ \t]*)@raise[ \t]+\[([^\]\n]+)\][ \t]*/gm, replace: "$1Raises $2: " },
  // `\+` escapes a mark RDoc would read.
  { pattern: /\\([+*_{<])/g, replace: "$1" },
];
