/**
 * The description of a documentation file (Markdown, reStructuredText) from its own text: the title, the first
 * prose paragraph and the section headings, so a README reads as what it says rather than "no public API".
 */

/** Most section headings listed after the first paragraph. */
export const MAX_SECTIONS = 8;

const FENCE = /^\s*(```|~~~)/;
const ATX = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const UNDERLINE = /^\s*([=~\-^*#+"'`:.])\1{2,}\s*$/;
/**
 * A line that starts a block other than a paragraph (a list item, a table row, a reStructuredText directive): an
 * underline below it is no setext heading but a thematic break (CommonMark §4.3: the heading's content is a
 * paragraph; GFM ends a table at another block). chi's README listed the table rows above its `-----` rules
 * (`| WithValue | Short-hand middleware … |`) as sections.
 */
const BLOCK_LINE = /^\s*([-*+]|\d+\.)\s|^\s*[|]|^\s*\.\. /;

/** A line that opens a raw HTML block (`<div align="center">`, `<p>`, `</a>`, `<!-- … -->`). */
const HTML_LINE = /^\s{0,3}<(?:[A-Za-z][\w-]*|\/[A-Za-z]|!--)/;
/** Container tags whose content, blank lines included, is a banner (logos, sponsors), not the document's prose. */
const CONTAINER_OPEN = /<(?:div|table|details)\b/gi;
const CONTAINER_CLOSE = /<\/(?:div|table|details)\s*>/gi;
/** A link reference definition (`[GoDoc]: https://…`): no prose. */
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S/;
/**
 * An MkDocs admonition (`!!! note`, `??? abstract "API Reference"`), mkdocstrings directive (`::: pkg.mod`) or
 * reStructuredText explicit markup (`.. |pypi| image:: …`, `.. code-block:: python`, `.. note::`): a block, its options
 * and body indented. marshmallow's README.rst was described by its badge's options (`:target: https://… :alt: Latest version`).
 */
const ADMONITION = /^(?:!!!|\?\?\?\+?|:::|\.\.)(?:\s|$)/;
/**
 * A heading over a block that is no description of the project: a release or news banner (gin's
 * `## 📰 Gin 1.12.0 is now available!`), sponsors and backers, a table of contents. Its paragraphs are no lead, up to
 * the next heading of its level or above or a thematic break (`---`).
 */
const ASIDE_HEADING = /\b(?:news|announcements?|announcing|what['’]s new|now (?:available|out)|released|sponsors?|sponsored by|backers|table of contents|contents|toc)\b/i;
/** A release entry's heading (`v5.0.0 (2021-02-27)`, `[1.2.3] - 2024-01-01`, `Version 2.1`): its notes describe a release, not the file. */
const VERSION_HEADING = /^\[?(?:version\s+|release\s+)?v?\d+\.\d+(?:\.\d+)*\b/i;
/** Headings left out of the section list: release or news banners and tables of contents say nothing of the content. */
const UNLISTED_HEADING = /\b(?:news|announcements?|announcing|what['’]s new|now (?:available|out)|released|table of contents|contents|toc)\b/i;
/**
 * A heading whose whole text is one link (zod's `### [Read the docs →](https://zod.dev/api)`): navigation, neither the
 * title nor a section (zod's repository was described as "Read the docs →: Zod is a TypeScript-first …").
 */
const LINK_HEADING = /^\s*(?:\[[^\]]*\]\([^)]*\)|\[[^\]]*\]\[[^\]]*\]|<a\b[^>]*>.*<\/a>)\s*$/i;
/** Front matter: YAML between `---` lines (Jekyll, MkDocs, MDX) or TOML between `+++` lines (Hugo), at the very start. */
const FRONT_MATTER_OPEN = /^(---|\+\+\+)\s*$/;
/** Most lines read looking for the end of front matter. */
const FRONT_MATTER_LINES = 100;

/**
 * The first line of a quote that is a callout, not a tagline: a GitHub alert (`> [!NOTE]`) or a quote that opens with a
 * heading (viper's `> ## Viper v2 Feedback` banner was its repository's purpose).
 */
const QUOTED_CALLOUT = /^(?:\[!|\s{0,3}#{1,6}\s)/;

/** A paragraph that announces (`We're excited to announce the release of Gin 1.12.0!`): a lead only when there is no other. */
const ANNOUNCEMENT = /\b(?:we(?:['’]re| are) (?:excited|happy|pleased|thrilled|proud) to|announc(?:e|es|ing)\b|is now available|has been released)/i;

/**
 * `Title: first paragraph. Sections: A; B; C.` for a Markdown or reStructuredText text, or undefined when it
 * has neither a heading nor a prose paragraph. Inline markup (links, emphasis, code ticks, images, HTML tags,
 * entities) is removed; badges, link definitions and HTML-only lines are not prose.
 * - The title is the first heading when it is of level 1 or comes before the lead paragraph: a README that opens
 *   with a logo and a paragraph has no title, and its first `## Install` is a section (hono, httpx, chi, rack and
 *   trpc were described as "Quick Start: …", "Features: …", "Install: …").
 * - The lead is the first prose paragraph outside raw HTML (a CommonMark HTML block runs to the next blank line; a
 *   `<div>`, `<table>` or `<details>` to its closing tag, headings inside it ignored); prose inside HTML (sponsor
 *   banners, `<p align="center">` taglines) is used only when there is no other. A quoted paragraph before the
 *   first heading counts (`> Ky is a tiny and elegant HTTP client`), a GitHub alert (`> [!NOTE]`) or a quote that opens
 *   with a heading (`> ## Viper v2 Feedback`) does not.
 * - Prose means at least four words once URLs are removed (`**Documentation**: https://…` is not prose).
 * - MkDocs admonitions and mkdocstrings directives (`??? abstract "API Reference"`, `::: starlette.Starlette` with
 *   their indented options) are no prose: 7 of starlette's 25 docs were described as that markup.
 *   reStructuredText explicit markup (`.. |pypi| image:: …` with its `:target:` option, `.. code-block::` with its
 *   code) is neither.
 */
export function docOutline(text: string): string | undefined {
  const all = text.replace(/\r\n?/g, "\n").split("\n");
  const front = frontMatter(all);
  const lines = front ? all.slice(front.end) : all;
  const headings: { level: number; text: string }[] = [];
  if (front?.title) headings.push({ level: 1, text: front.title });
  let lead: { text: string; afterHeadings: number } | undefined = front?.description ? { text: front.description, afterHeadings: headings.length } : undefined;
  let htmlLead: { text: string; afterHeadings: number } | undefined;
  let current: string[] = [];
  let inHtml = false;
  let inQuote = false;
  let containerDepth = 0;
  let inFence = false;
  let inAdmonition = false;
  let asideLevel: number | undefined;
  let asideLead: { text: string; afterHeadings: number } | undefined;
  // Under a release entry's heading: release notes, never the description, not even for want of another.
  let releaseLevel: number | undefined;
  const heading = (level: number, title: string): void => {
    if (asideLevel !== undefined && level <= asideLevel) asideLevel = undefined;
    if (asideLevel === undefined && ASIDE_HEADING.test(title)) asideLevel = level;
    if (releaseLevel !== undefined && level <= releaseLevel) releaseLevel = undefined;
    if (releaseLevel === undefined && VERSION_HEADING.test(title)) releaseLevel = level;
    headings.push({ level, text: title });
  };
  const flush = (): void => {
    const prose = clean(current.join(" "));
    if (prose && isProse(prose) && releaseLevel === undefined) {
      const found = { text: prose, afterHeadings: headings.length };
      if (asideLevel !== undefined || ANNOUNCEMENT.test(prose)) asideLead ??= found;
      else if (inHtml || containerDepth > 0) htmlLead ??= found;
      else if (!inQuote || (headings.length === 0 && !QUOTED_CALLOUT.test(current[0] ?? ""))) lead ??= found;
    }
    current = [];
    inQuote = false;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (!line.trim()) {
      flush();
      inHtml = false;
      continue;
    }
    if (!inFence) {
      const depth = containerDepth + (line.match(CONTAINER_OPEN)?.length ?? 0) - (line.match(CONTAINER_CLOSE)?.length ?? 0);
      if (containerDepth > 0 || depth > 0) {
        if (!current.length) inHtml = true;
        containerDepth = Math.max(0, depth);
        current.push(line);
        continue;
      }
    }
    if (FENCE.test(line)) {
      inFence = !inFence;
      flush();
      continue;
    }
    if (inFence) continue;
    // An admonition's or directive's body (indented lines, blank lines between) is no lead paragraph.
    if (inAdmonition && /^\s/.test(line)) continue;
    inAdmonition = false;
    if (ADMONITION.test(line)) {
      flush();
      inAdmonition = true;
      continue;
    }
    if (!current.length && !inHtml && HTML_LINE.test(line)) inHtml = true;
    if (inHtml) {
      current.push(line);
      continue;
    }
    const atx = ATX.exec(line);
    const next = lines[i + 1] ?? "";
    if (atx) {
      flush();
      if (!LINK_HEADING.test(atx[2] ?? "")) heading(atx[1]!.length, clean(atx[2] ?? ""));
    } else if (!UNDERLINE.test(line) && !BLOCK_LINE.test(line) && UNDERLINE.test(next) && !current.length) {
      if (!LINK_HEADING.test(line)) heading(/^\s*=/.test(next) ? 1 : 2, clean(line));
      i++;
    } else if (UNDERLINE.test(line) || LINK_DEFINITION.test(line)) {
      flush();
      // A thematic break (`---`, `***`) ends a release banner or sponsor block.
      if (/^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/.test(line)) asideLevel = undefined;
    } else if (/^\s{0,3}>/.test(line)) {
      if (!inQuote) flush();
      inQuote = true;
      current.push(line.replace(/^\s{0,3}>\s?/, ""));
    } else if (BLOCK_LINE.test(line)) {
      flush();
    } else {
      current.push(line);
    }
  }
  flush();
  const paragraph = lead ?? htmlLead ?? asideLead;
  const named = headings.map((h, at) => ({ ...h, at })).filter((h) => h.text && !UNLISTED_HEADING.test(h.text));
  const first = named[0];
  // A release entry's heading is no title (uvicorn's CHANGELOG, whose first heading is `## 0.35.0 (June 28, 2025)`), nor
  // is a question (zod's `## What is Zod?` over its lead: the repository's purpose read "What is Zod?").
  const title = first && !VERSION_HEADING.test(first.text) && !first.text.endsWith("?") && (first.level === 1 || paragraph === undefined || first.at < paragraph.afterHeadings) ? first : undefined;
  const sections = named
    .filter((h) => h !== title && h.level <= Math.max(2, (title?.level ?? 1) + 1))
    .map((h) => h.text);
  const parts: string[] = [];
  // The lead paragraph's first two sentences (a sentence ends at `.`, `!` or `?` before a space).
  const leadText = paragraph?.text.split(/(?<=[.!?])\s+/).slice(0, 2).join(" ");
  // A title that ends its own sentence (`What is Zod?`) takes no colon.
  if (title && leadText) parts.push(`${title.text}${/[.!?:]$/.test(title.text) ? " " : ": "}${leadText}`);
  else if (title || leadText) parts.push((title?.text ?? leadText)!);
  if (sections.length) {
    const shown = sections.slice(0, MAX_SECTIONS).join("; ");
    parts.push(`Sections: ${shown}${sections.length > MAX_SECTIONS ? `; and ${sections.length - MAX_SECTIONS} more` : ""}.`);
  }
  if (!parts.length) return undefined;
  return parts.map((p) => (/[.!?:]$/.test(p) ? p : `${p}.`)).join(" ");
}

/**
 * The `title` and `description` of front matter at the start of `lines` (markup removed; absent when not given as one
 * line), and the index of the first line after it; undefined without front matter. Other keys (`toc_depth: 2`, the
 * whole of uvicorn's CHANGELOG front matter) are no prose: zod's docs were described as `title: Defining schemas
 * description: "Complete API reference …"` and uvicorn's CHANGELOG as "toc_depth: 2".
 */
function frontMatter(lines: string[]): { title?: string; description?: string; end: number } | undefined {
  const fence = FRONT_MATTER_OPEN.exec(lines[0] ?? "")?.[1];
  if (!fence) return undefined;
  const close = lines.slice(1, FRONT_MATTER_LINES).findIndex((l) => l.trimEnd() === fence || (fence === "---" && l.trimEnd() === "..."));
  if (close < 0) return undefined;
  const body = lines.slice(1, close + 1);
  const value = (key: string): string | undefined => {
    const m = new RegExp(`^${key}\\s*${fence === "+++" ? "=" : ":"}\\s*(.*?)\\s*$`).exec(body.find((l) => l.startsWith(key)) ?? "");
    const raw = m?.[1]?.replace(/^(["'])(.*)\1$/, "$2").trim();
    // A block scalar (`description: >`) or an empty value is not given on the line.
    return raw && !/^[>|][-+]?$/.test(raw) ? clean(raw) || undefined : undefined;
  };
  const title = value("title");
  const description = value("description");
  return { ...(title ? { title } : {}), ...(description ? { description } : {}), end: close + 2 };
}

/** Markup removed: images (inline and by reference), links (text kept), HTML tags and entities, emphasis and code ticks, reST roles. */
function clean(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/!\[[^\]]*\](?:\[[^\]]*\])?/g, "")
    .replace(/\[([^\]]*)\]\(\s*[^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/\[([^\]]+)\]/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .replace(/:[a-z]+:`([^`]*)`/g, "$1")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/\s+([.,;:!?])(?=\s|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** A paragraph of words, not a row of badges or bare links: four words or more besides its URLs. */
function isProse(text: string): boolean {
  const words = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, " ").match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.length >= 4 && /[a-z]{3,}\s+[a-z]{2,}/i.test(text);
}
