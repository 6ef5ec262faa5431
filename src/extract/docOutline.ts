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
 * `Title: first paragraph. Sections: A; B; C.` for a Markdown or reStructuredText text, or undefined when it
 * has neither a heading nor a prose paragraph. Inline markup (links, emphasis, code ticks, images, HTML tags)
 * is removed; badges and HTML-only lines are not prose.
 */
export function docOutline(text: string): string | undefined {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const headings: { level: number; text: string }[] = [];
  let paragraph: string[] | undefined;
  let current: string[] = [];
  let inFence = false;
  const flush = (): void => {
    const prose = current.join(" ").trim();
    if (!paragraph && prose && isProse(prose)) paragraph = [prose];
    current = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (FENCE.test(line)) {
      inFence = !inFence;
      flush();
      continue;
    }
    if (inFence) continue;
    const atx = ATX.exec(line);
    const next = lines[i + 1] ?? "";
    if (atx) {
      flush();
      headings.push({ level: atx[1]!.length, text: clean(atx[2] ?? "") });
    } else if (line.trim() && !UNDERLINE.test(line) && UNDERLINE.test(next) && !current.length) {
      headings.push({ level: /^\s*=/.test(next) ? 1 : 2, text: clean(line) });
      i++;
    } else if (UNDERLINE.test(line) || !line.trim()) {
      flush();
    } else if (/^\s*([-*+]|\d+\.)\s|^\s*[|>]|^\s*\.\. /.test(line)) {
      flush();
    } else {
      current.push(clean(line));
    }
  }
  flush();
  const named = headings.filter((h) => h.text);
  const title = named[0];
  const sections = named.slice(1).filter((h) => h.level <= Math.max(2, (title?.level ?? 1) + 1)).map((h) => h.text);
  const parts: string[] = [];
  // The lead paragraph's first two sentences (a sentence ends at `.`, `!` or `?` before a space).
  const lead = paragraph?.[0]?.split(/(?<=[.!?])\s+/).slice(0, 2).join(" ");
  if (title && lead) parts.push(`${title.text}: ${lead}`);
  else if (title || lead) parts.push((title?.text ?? lead)!);
  if (sections.length) {
    const shown = sections.slice(0, MAX_SECTIONS).join("; ");
    parts.push(`Sections: ${shown}${sections.length > MAX_SECTIONS ? `; and ${sections.length - MAX_SECTIONS} more` : ""}.`);
  }
  if (!parts.length) return undefined;
  return parts.map((p) => (/[.!?:]$/.test(p) ? p : `${p}.`)).join(" ");
}

/** Markup removed: images, links (text kept), HTML tags, emphasis and code ticks, reST roles. */
function clean(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/\[([^\]]+)\]/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/:[a-z]+:`([^`]*)`/g, "$1")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** A paragraph of words, not a row of badges or bare links. */
function isProse(text: string): boolean {
  return /[a-z]{3,}\s+[a-z]{2,}/i.test(text);
}
