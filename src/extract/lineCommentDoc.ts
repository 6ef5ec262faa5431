/**
 * A `//` comment block written right above a declaration, as the declaration's doc where it has no JSDoc. Much
 * JavaScript is documented this way (execa's lib/: 177 of 219 exported functions have one, none a JSDoc block:
 * `// When the \`maxBuffer\` option is hit, a MaxBufferError is thrown.` above `handleMaxBuffer`), as Go's doc comments
 * are `//` lines by the language's own rule. Read from the text alone (no compiler), by the contract extractor and
 * the code graph alike.
 */
import { withoutLicenseNotice } from "./licenseNotice.js";

/**
 * A comment line that talks to a tool, not a reader: lint, type-check, formatter, coverage, dead-code (ts-prune) and
 * test-environment switches, regions, twoslash queries (`//    ^?`, which point at the line above), and the lines of a
 * DefinitelyTyped file header (`// Type definitions for …`, `// TypeScript Version: 4.7` atop axios's index.d.ts).
 * Bracketed tags may come first (valtio's `// [ONLY-TS-5.9.3] [ONLY-TS-5.8.3] @ts-expect-error ignore` was
 * `getOrInsert`'s doc).
 */
const DIRECTIVE = /^(?:\/|\s*(?:\[[^\]\n]*\]\s*)*(?:eslint[-\s]|eslint$|@ts-|prettier-ignore|istanbul\s|c8\s|biome-ignore|deno-lint-ignore|ts-prune-ignore|@(?:vitest|jest)-environment\b|#(?:end)?region\b|jshint\s|global\s|tslint:|sourceMappingURL=|@flow\b|@jsx\b|webpack\w*:|\^+[?|]?\s*$|Type definitions for\s|Project: https?:|Definitions(?: by)?:|(?:Minimum )?TypeScript Version:))/u;
/**
 * A rule line of a section banner (`// ------`, `// --- Enums ---`, `// ==== helpers ====`, `//////////`): a run of
 * three or more of one rule character, alone or around a title. It parts the lines as a blank line does.
 */
const RULE = /^\s*([-=*#~_+/])\1{2,}(?:.*([-=*#~_+/])\2{2,})?\s*$/u;
/** A block that opens with a task note for maintainers (`// TODO: …`, `// FIXME`, `// @todo …`): no description. */
const TASK_NOTE = /^\s*@?(?:todo|fixme|xxx|hack)\b/iu;
/**
 * A block of one word, a section's title over the declarations that follow (got's `// Pagination` above
 * `paginateEach`, `// Helpers`, `// Getters`): it names an area of the file, and said nothing of the function it headed.
 */
const SECTION_TITLE = /^\s*\p{L}[\p{L}\p{N}_-]*[.:]?\s*$/u;
/** A line that ends like a statement or a block, or opens a call, an array or an object: commented-out code. */
const CODE_LINE = /(?:[;{}([]|=>)\s*$/u;
/**
 * A line that starts like a statement, which code written without semicolons shows where {@link CODE_LINE} cannot
 * (mobx's commented-out `invariantObservers` above `addObserver`: `const list = observable.observers`,
 * `invariant(map[id] === i, "…") // for performance`): a declaration, a control statement with its parenthesis, a
 * closing brace, an assignment, or a call that is the whole line.
 */
const STATEMENT_LINE = /^\s*(?:(?:const|let|var)\s+[\w${[]|(?:if|for|while|switch|catch)\s*\(|function\s*[\w$]*\s*\(|(?:import|export)\s+(?:\{|\*|default\b|const\b|function\b|class\b|type\b)|return\s+[\w$.[(!]+[^\s]*\s*$|\}|[\w$][\w$.\][]*\s*[-+*/|&]?=(?!=)\s*\S|[\w$][\w$.]*\(.*\)\s*(?:\/\/.*)?$)/u;

/**
 * The `//` block directly above the declaration that starts at `start` (the start of the node that would carry its
 * JSDoc: a variable's statement, an assignment's statement, or the declaration itself, modifiers included), as doc
 * text: the lines right above it, up to a blank line, a section banner's rule line or a line that is not only a `//`
 * comment, each without `//` and one following space. Directive lines (`// eslint-disable-next-line …`,
 * `// @ts-expect-error`, `/// <reference …>`, `//   ^?`) are dropped. None (undefined) when the declaration does not
 * open its line, when no such line is there, when what is left is empty, when it opens with a task note (`// TODO`),
 * when it is one word (a section title, `// Pagination`; over more lines, such a title is left out of the doc),
 * when most of its lines read as code (commented-out statements), or when it is only a license notice.
 * @param text a whole source text; `start` an offset in it (UTF-16 code units, as the TypeScript compiler counts)
 */
export function lineCommentDoc(text: string, start: number): string | undefined {
  let lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (text.slice(lineStart, start).trim() !== "") return undefined;
  const lines: string[] = [];
  while (lineStart > 0) {
    const end = lineStart - 1; // the line break ending the line above
    const above = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(above, end).replace(/\r$/u, "").trim();
    if (!line.startsWith("//") || RULE.test(line.slice(2))) break;
    lines.unshift(line.slice(2));
    lineStart = above;
  }
  const all = lines.filter((l) => !DIRECTIVE.test(l)).map((l) => l.replace(/^ /u, "").trimEnd());
  // A section title over a description (`// Pagination` then `// Computes pages.`) titles the section, not the declaration.
  const first = all.findIndex((l) => l.trim() !== "");
  const kept = first >= 0 && SECTION_TITLE.test(all[first]!) && all.slice(first + 1).some((l) => l.trim() !== "") ? all.slice(first + 1) : all;
  const prose = kept.filter((l) => l.trim() !== "");
  if (!prose.length || TASK_NOTE.test(prose[0]!) || (prose.length === 1 && SECTION_TITLE.test(prose[0]!)) || prose.filter((l) => CODE_LINE.test(l) || STATEMENT_LINE.test(l)).length * 2 > prose.length) return undefined;
  return withoutLicenseNotice(kept.join("\n").trim());
}
