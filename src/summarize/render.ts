/**
 * Compact, human-readable text for contract entities, shared by the extractive summary and reports.
 */
import { DEFAULT_REST_SPELLING, getLanguage, isNameTitle, plainDocText, type CallSignature, type Entity } from "../extract/index.js";

/**
 * `(a: number, b?: string, ...rest: T[]): R` for one call signature; rest parameters as `language` (a contract's
 * language id) writes them (Python `*args, **kwargs`, Go `args: ...string`; absent or unknown: `...rest`); a
 * parameter with no name as its type (Go `(time.Time)`).
 */
export function renderCallSignature(sig: CallSignature, language?: string): string {
  const rest = (language !== undefined ? getLanguage(language)?.restSpelling : undefined) ?? DEFAULT_REST_SPELLING;
  const params = sig.params
    .map((p) => {
      const mark = p.rest === "list" ? rest.list : p.rest === "dict" ? rest.dict : "";
      const prefix = rest.onType ? "" : mark;
      const opt = p.optional && !p.default ? "?" : "";
      const type = p.type ? `: ${rest.onType ? mark : ""}${p.type}` : "";
      const def = p.default !== undefined ? ` = ${p.default}` : "";
      // A parameter with a type and no name (Go's `Next(time.Time) time.Time`, C's `int f(int)`) is its type alone.
      if (!p.name && p.type) return `${mark}${p.type}${def}`;
      return `${prefix}${p.name}${opt}${type}${def}`;
    });
  // Python's bare markers: `/` after the positional-only parameters, `*` before keyword-only ones that no `*args` leads.
  const lastPositional = sig.params.findLastIndex((p) => p.positionalOnly);
  const firstKeyword = sig.params.findIndex((p) => p.keywordOnly);
  const marked = params.flatMap((text, i) => [
    ...(i === firstKeyword && !sig.params.slice(0, i).some((p) => p.rest === "list") ? ["*"] : []),
    text,
    ...(i === lastPositional ? ["/"] : []),
  ]);
  const paramText = marked.join(", ");
  const tp = sig.typeParameters?.length ? `<${sig.typeParameters.join(", ")}>` : "";
  return `${tp}(${paramText})${sig.returnType ? `: ${sig.returnType}` : ""}`;
}

/**
 * A one-line signature for an entity: `name(a: T): R` for callables (overloads joined by ` | `; `async name(…)` for a
 * coroutine),
 * `name: T` for typed values, `reexport name from module` for a re-export, `kind name` otherwise. Long results are cut at `maxChars` characters; rest parameters
 * as `language` (a contract's language id) writes them ({@link renderCallSignature}).
 */
export function renderEntity(entity: Entity, maxChars = 240, language?: string): string {
  let text: string;
  if (entity.signatures?.length) {
    // A coroutine says so: uvicorn's `async def serve(…) -> None` read `Server.serve(…): None`, as if it ran at once.
    const async = entity.modifiers?.includes("async") ? "async " : "";
    text = entity.signatures.map((s) => `${async}${entity.name}${renderCallSignature(s, language)}`).join(" | ");
  } else if (entity.type) {
    text = `${entity.name}: ${entity.type}`;
  } else if (entity.kind === "type" && definedType(entity)) {
    text = definedType(entity)!;
  } else if (entity.kind === "type" && entity.value) {
    text = `type ${entity.name} = ${entity.value}`;
  } else if (entity.kind === "reexport" && entity.source) {
    // Where it comes from, as the import reads: `reexport Typer from .main`, `reexport Option as Opt from ./options`.
    const original = entity.source.name !== undefined && entity.source.name !== entity.name ? `${entity.source.name} as ` : "";
    text = `reexport ${original}${entity.name} from ${entity.source.module}`;
  } else {
    text = `${entity.kind} ${entity.name}`;
  }
  // Go's `(c *Context)` names the receiver and its pointer; a receiver that is only its type (a Rust `impl PathRouter<S>`
  // block) repeats what a qualified name already says, and `(PathRouter<S>) PathRouter.route(…)` is no Rust.
  const typeOnly = entity.receiver !== undefined && !/\s/u.test(entity.receiver.replace(/<[\s\S]*>/u, "").trim());
  if (entity.receiver && !(entity.name.includes(".") && typeOnly)) text = `(${entity.receiver}) ${text}`;
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

/**
 * A defined type's declaration as written, whitespace collapsed (Go `type H map[string]any`): a new type, not an alias
 * of its underlying one, so it is never rendered `type H = map[string]any`. Undefined for aliases (`type A = B`).
 */
function definedType(entity: Entity): string | undefined {
  const sig = entity.signature?.replace(/^export\s+/u, "").replace(/\s+/gu, " ").trim();
  return sig && sig.startsWith(`type ${entity.name}`) && !sig.includes("=") ? sig : undefined;
}

/** A line made only of one repeated punctuation mark: a reStructuredText or Setext heading underline (`~~~~`, `====`). */
const UNDERLINE = /^\s*([=~\-^*#+"'`:.])\1{2,}\s*$/;

/** A one-line paragraph marked as a heading: RDoc `= Sinatra::Capture`, Markdown `# Usage`. */
const HEADING = /^\s*(?:=+|#+)\s+\S/;
const HEADING_MARK = /^\s*(?:=+|#+)\s+(?=\S)/;

/**
 * A paragraph that is a note to the writers, not a description: `TODO: add method description.` (winston's JSDoc
 * blocks), `FIXME …`, `XXX …`, `TBD`.
 */
const PLACEHOLDER = /^(?:TODO|FIXME|XXX|TBD)\b/u;

/**
 * Markup that shows something but says nothing: images and badges (`[![github]](https://…)`, `![logo](…)`,
 * `[![ci][ci-badge]][ci]`), link reference definitions (`[github]: https://img.shields.io/…`), HTML tags (`<br>`,
 * `<p align="center">`) and entities (`&ensp;`); reStructuredText image directives go first ({@link RST_IMAGE}). A paragraph of nothing else is no description: anyhow's `src/lib.rs` summary had opened with its badges.
 */
const MARKUP_ONLY = [
  // An image, inline or by reference, possibly inside a link (`[![ci][ci-badge]][ci]`, `[![github]](https://…)`).
  /\[?!\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])?(?:\](?:\([^)]*\)|\[[^\]]*\])?)?/gu,
  // Link reference definitions.
  /^\s*\[[^\]]+\]:\s*\S+.*$/gmu,
  /<\/?[A-Za-z][^>]*>/gu,
  /&(?:[a-z]+|#\d+);/giu,
];

/**
 * A reStructuredText image directive with its indented options (`.. image:: https://img.shields.io/…` over
 * `:target: https://…`): removed before anything else reads the doc, whose `:target:` line would read as a field list.
 */
const RST_IMAGE = /^[ \t]*\.\.[ \t]+(?:\|[^|\n]+\|[ \t]+)?image::.*(?:\n[ \t]+:[a-z]+:.*)*/gmu;

/** True when `paragraph` holds only {@link MARKUP_ONLY} markup (and punctuation or spaces). */
function markupOnly(paragraph: string): boolean {
  const left = MARKUP_ONLY.reduce((text, re) => text.replace(re, " "), paragraph);
  return left !== paragraph && !/[\p{L}\p{N}]/u.test(left);
}

/**
 * A docstring section's header: numpydoc's name over an underline (`Parameters` / `----------`), or Google style's
 * name and a colon alone on its line (`Args:`).
 */
const SECTION_NAME = /^\s*(?:Parameters|Params|Arguments|Args|Keyword Arg(?:ument)?s|Other Parameters|Returns?|Yields?|Raises|Warns|Attributes|Examples?|Notes?|See Also|References)(?:\s+\([^)]*\))?\s*$/u;
const SECTION_LINE = /^\s*(?:Parameters|Params|Arguments|Args|Keyword Arg(?:ument)?s|Other Parameters|Returns?|Yields?|Raises|Warns|Attributes|Examples?|Notes?|See Also|References):\s*$/u;

/**
 * A reStructuredText field (Sphinx's `:param x: …`, `:returns: …`, `:meta private:`): a field list, no description.
 * A role opening a sentence (`:class:\`Arrow\` objects …`) is text: a backquote follows its colon.
 */
const FIELD_LINE = /^\s*:[A-Za-z][\w ]*:(?:\s|$)/u;

/** A numpydoc parameter line, `name : type` (a space before the colon: prose writes none): `stream : file-like object.`. */
const PARAMETER_LINE = /^\s*\*{0,2}[\p{L}_][\p{L}\p{N}_]*\s+:\s+\S/u;

/**
 * A parameter field as the extractors write it (Sphinx `:param x:`, YARD `@param x [T]` → `Parameter x: …`,
 * `Parameter x (T): …`): what a parameter is, no description of the function. cattrs's `BaseConverter.__init__`, whose
 * docstring lists only `:param …:` fields, had the purpose "Parameter detailed_validation: Whether to use …".
 */
const PARAMETER_FIELD = /^\s*Parameter [\p{L}_][\p{L}\p{N}_]*(?: \([^)\n]*\))?:(?:\s|$)/u;

/** A reST field line, as written (`:param x:`) or as the extractors write a parameter field (`Parameter x:`). */
const isFieldLine = (line: string): boolean => FIELD_LINE.test(line) || PARAMETER_FIELD.test(line);

/**
 * The lines after a field list that opens a doc (`:param headers:` over its indented text, then a blank line): a
 * docstring may list its parameters first and describe after them. urllib3's `HTTPHeaderDict` opens with
 * `:param headers:` / `:param kwargs:` before "A ``dict`` like container for storing HTTP Headers.", and its purpose
 * read "Parameter headers: An iterable of field-value pairs." in the file summary and was missing from its node
 * summary. The list ends at the first line after a blank line that is no field and is indented no deeper than the
 * first field; a doc of fields alone leaves nothing.
 */
function afterLeadingFields(lines: string[]): string[] {
  let i = 0;
  while (i < lines.length && !lines[i]!.trim()) i++;
  if (i >= lines.length || !isFieldLine(lines[i]!)) return lines;
  const indent = (line: string): number => line.length - line.trimStart().length;
  const base = indent(lines[i]!);
  let blank = false;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) blank = true;
    else if (blank && !isFieldLine(line) && indent(line) <= base) break;
    else blank = false;
  }
  return lines.slice(i);
}

/**
 * A doc text up to its first docstring section ({@link SECTION_NAME}, `Parameters (internal use only)` too),
 * numpydoc parameter line ({@link PARAMETER_LINE}), parameter field ({@link PARAMETER_FIELD}) or reStructuredText
 * field ({@link FIELD_LINE}: pluggy's `""":meta private:"""` was `HookImpl.__init__`'s purpose): what follows lists parameters, results and examples, no
 * description. tqdm's `EMA.__call__`, documented by a numpydoc `Parameters` section alone, had the one-line summary
 * "Parameters x : float New value to include in EMA.", and `tqdm.wrapattr`, whose doc lists its parameters with no
 * header, "stream : file-like object.".
 */
function beforeSections(doc: string): string {
  const lines = afterLeadingFields(doc.split("\n"));
  const at = lines.findIndex((l, i) => SECTION_LINE.test(l) || PARAMETER_LINE.test(l) || isFieldLine(l) || (SECTION_NAME.test(l) && UNDERLINE.test(lines[i + 1] ?? "")));
  return (at < 0 ? lines : lines.slice(0, at)).join("\n");
}

/**
 * Words that begin a sentence, not a wrapped line's continuation: a doc line ending with no mark before one of them
 * ended its sentence there. sqlx's `NamedStmt.Select` doc "Select using this NamedStmt\nAny named placeholder
 * parameters are replaced…" read as one run-on sentence; gin's `FileAttachment` ("…in an efficient way\nOn the client
 * side…") too. A capitalised identifier (`ErrNoCookie`, `Validator instance`) continues the sentence.
 */
const SENTENCE_START = /^\s*(?:Any|All|Also|Each|For example|If|In|It|Its|Note|Otherwise|On|See|The|These|This|Unlike|Use|When|While)\s/u;

/** Line-final words that leave a sentence open whatever follows (`…returns a` / `The value`). */
const OPEN_END = /(?:^|\s)(?:a|an|and|are|as|at|be|but|by|for|from|if|in|into|is|its|nor|of|on|or|than|that|the|this|to|via|when|which|with)\s*$/iu;

/** Whether a doc `line` ends a sentence without its mark, the `next` line starting another ({@link SENTENCE_START}). */
function endsUnmarked(line: string, next: string | undefined): boolean {
  return next !== undefined && /[\p{L}\p{N})`'"]\s*$/u.test(line) && !OPEN_END.test(line) && SENTENCE_START.test(next);
}

/**
 * The first descriptive paragraph of a doc text (before its docstring sections), whitespace collapsed; a paragraph that is a writers' note
 * ({@link PLACEHOLDER}) or only badges, links' targets and HTML tags ({@link MARKUP_ONLY}) is none. A heading underlined in reStructuredText or
 * Setext style (`requests.sessions` over `~~~~~~`), or a one-line paragraph marked as one (RDoc `= Title`, Markdown
 * `# Title`) or of one name alone (`isNameTitle`), is a title, not a description: when another paragraph follows it, that paragraph is the description;
 * otherwise the title alone (without its marks) is. A paragraph ending in a colon takes the next one with it.
 */
export function descriptionParagraph(doc: string | undefined): string | undefined {
  if (!doc) return undefined;
  const paragraphs = beforeSections(doc.replace(RST_IMAGE, ""))
    .trim()
    .split(/\n\s*\n/)
    .filter((para) => !markupOnly(para))
    .map((para) => {
      const lines = para.split("\n");
      const title = lines.some((l) => UNDERLINE.test(l)) || (lines.length === 1 && (HEADING.test(lines[0]!) || isNameTitle(lines[0]!)));
      const kept = lines.filter((l) => !UNDERLINE.test(l));
      return { title, text: kept.map((l, i) => (endsUnmarked(l, kept[i + 1]) ? `${l.trimEnd()}.` : l)).join(" ").replace(HEADING_MARK, "").replace(/\s+/g, " ").trim() };
    })
    .filter((p) => p.text.length > 0 && !PLACEHOLDER.test(p.text));
  const at = paragraphs.findIndex((p) => !p.title);
  const first = paragraphs[at] ?? paragraphs[0];
  // A paragraph that ends in a colon introduces the next one (koa's "Shorthand for:" over its code line).
  const next = at >= 0 && first?.text.endsWith(":") ? paragraphs[at + 1] : undefined;
  return (next ? `${first!.text} ${next.text}` : first?.text) || undefined;
}

/**
 * First sentence of a doc text's {@link descriptionParagraph} (up to the first `. `; a title of one or two words, or a
 * sentence of at most five words that only names the input, "Receives a Response.", takes the next one too),
 * whitespace collapsed.
 */
export function firstSentence(doc: string | undefined): string | undefined {
  return sentenceOf(doc, true);
}

/**
 * The first sentence of a technical summary's text: its purpose, which it writes as one sentence however short
 * ("Yields values.", "Loops."). A doc's title rule ({@link firstSentence}) joined the next line to it: starlette's
 * `Request.stream` read "Yields values. Used by Request.body." in `callees Request.body`.
 */
export function summarySentence(text: string | undefined): string | undefined {
  return sentenceOf(text, false);
}

function sentenceOf(doc: string | undefined, joinTitles: boolean): string | undefined {
  const flat = descriptionParagraph(doc);
  if (!flat) return undefined;
  // A sentence ends at `.`, `!` or `?` after a word and before a space or the end: not at a lone dot (gin's cleanPath
  // doc "eliminating . and .. elements") nor after an abbreviation ("e.g. a path").
  const end = /[^\s.][.!?](?=\s|$)/gu;
  let sentence = flat;
  for (let m = end.exec(flat); m; m = end.exec(flat)) {
    const upTo = flat.slice(0, m.index + 2);
    if (ABBREVIATION.test(upTo)) continue;
    // A `?` before a word in lower case or capitals is an optional mark, not a question's end: a grammar rule's
    // (packaging's `_parse_requirement` doc "requirement = WS? IDENTIFIER WS? extras …" read "requirement = WS?").
    if (m[0].endsWith("?") && GRAMMAR_NEXT.test(flat.slice(m.index + 2))) continue;
    // A numbered list's markers end no sentence: uvicorn's test docstring "1. Request is sent / 2. Sigint is sent to
    // uvicorn / …" read "1. Request is sent 2.".
    if (NUMBERED_LIST.test(flat) && /(?:^|\s)\d{1,2}\.$/u.test(upTo)) continue;
    // A title of one or two words says what the next sentence is about, not what the code does: gunicorn's
    // "SIGTTIN handling. Increases the number of workers by one." read "SIGTTIN handling." alone.
    if (joinTitles && upTo.split(/\s+/u).length <= TITLE_WORDS && upTo.length < flat.length) continue;
    // A short sentence that only names what the code is given says nothing of what it does: requests'
    // `resolve_redirects` doc "Receives a Response. Returns a generator of Responses or Requests." read "Receives a Response.".
    if (joinTitles && INPUT_ONLY.test(upTo) && upTo.split(/\s+/u).length <= INPUT_ONLY_WORDS && upTo.length < flat.length) continue;
    sentence = upTo;
    break;
  }
  return sentence.length ? sentence : undefined;
}

/** A first sentence that opens by naming the code's input ({@link sentenceOf} joins the next one to a short one). */
const INPUT_ONLY = /^(?:Receives|Takes|Accepts|Is given|Is passed)\s/u;

/** Most words of an {@link INPUT_ONLY} sentence that the next sentence joins. */
const INPUT_ONLY_WORDS = 5;

/** A paragraph that opens a numbered list (`1. `, `1) `). */
const NUMBERED_LIST = /^1[.)]\s/u;

/** Most words of a first sentence read as a title, which the next sentence joins (see {@link firstSentence}). */
const TITLE_WORDS = 2;

/** Text ending in an abbreviation whose dot ends no sentence: `e.g.`, `i.e.`, `vs.`, `cf.`. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|vs|cf)\.$/iu;

/** The next word after a `?` that continues a grammar rule ({@link sentenceOf}): lower case, or capitals alone (`IDENTIFIER`, `RIGHT_PARENTHESIS`). */
const GRAMMAR_NEXT = /^\s+(?:\p{Ll}|\p{Lu}[\p{Lu}\p{N}_]+(?![\p{Ll}\p{N}_]))/u;

/** {@link firstSentence} of a doc written in `language`, its doc-comment markup (RDoc, reST, Go links) as plain text. */
export function docSentence(doc: string | undefined, language: string | undefined): string | undefined {
  return firstSentence(doc === undefined ? undefined : plainDocText(doc, language));
}

/**
 * `{ a: string; b?: number }` from an entity's property/field members (an `optional` modifier keeps its `?`), or its
 * `value`; an interface's bases before it (`extends Claims { Validate(): error }`). With `maxChars`, a longer
 * definition is cut: members past the bound become `… N more` (`{ a: string; … 41 more }`), a long value or type
 * ends in `…`; the result is at most `maxChars` characters plus that closing mark.
 */
export function renderDefinition(entity: Entity, maxChars = Infinity): string {
  const cut = (text: string): string => (text.length > maxChars ? `${text.slice(0, maxChars).trimEnd()} …` : text);
  if (entity.value) return cut(entity.value);
  const members = entity.members ?? [];
  // Call signatures of an interface (`<T>(opts: T): Router<T>`) are part of its definition.
  const calls = (entity.signatures ?? []).map((s) => renderCallSignature(s));
  // An interface that only joins others (C# `interface IMediator : ISender, IPublisher`) is what it extends, not `{}`.
  const bases = [...(entity.extends ?? []), ...(entity.implements ?? [])];
  if (!members.length && !calls.length) return cut(entity.type ?? (bases.length ? `extends ${bases.join(", ")}` : "{}"));
  const parts = [...calls, ...members.map((m) => {
    // An optional member keeps its mark: h3's `debug?: boolean` read `debug: boolean`, a required field, and kysely's
    // optional `cancelQuery?(…)` a method every driver must write.
    const name = m.modifiers?.includes("optional") ? `${m.name}?` : m.name;
    if (m.signatures?.length) return m.signatures.map((s) => `${name}${renderCallSignature(s)}`).join("; ");
    if (m.kind === "enumMember") return m.value !== undefined ? `${m.name} = ${m.value}` : m.name;
    return m.type ? `${name}: ${m.type}` : name;
  })];
  // An interface's bases are part of what it requires: golang-jwt's `ClaimsValidator` embeds `Claims` beside
  // `Validate() error`, and read as `{ Validate(): error }` alone.
  const prefix = entity.kind === "interface" && bases.length ? `extends ${bases.join(", ")} ` : "";
  let kept = 0;
  for (let length = 4 + prefix.length; kept < parts.length && length + parts[kept]!.length <= maxChars; kept++) length += parts[kept]!.length + 2;
  // The first part is kept (cut if it must be), so a bounded definition never reads `{ … 12 more }`.
  if (kept === 0) return `${prefix}{ ${cut(parts[0]!)}${parts.length > 1 ? `; … ${parts.length - 1} more` : ""} }`;
  return `${prefix}{ ${parts.slice(0, kept).join("; ")}${kept < parts.length ? `; … ${parts.length - kept} more` : ""} }`;
}
