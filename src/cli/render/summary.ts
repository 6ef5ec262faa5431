/** Text rendering of a technical summary for a terminal. */
import escapeStringRegexp from "escape-string-regexp";
import type { Diagnostic } from "../../extract/index.js";
import type { TechnicalSummary } from "../../summarize/index.js";
import type { FileUnit } from "../../query/index.js";

/**
 * Most entries a section lists in text: a generated file with 9,000 exports printed 9,000 API lines (500 kB) for
 * its "summary". `--json` keeps every entry.
 */
export const MAX_SECTION_ITEMS = 50;

/**
 * Markdown-like text: responsibility, API, internal units (`units`: the file's unexported declarations, from the
 * stored graph; `unitsStale`: the file changed since the index, so they are as of the last index),
 * I/O contracts, dependencies, side effects, patterns (each at most
 * {@link MAX_SECTION_ITEMS} entries, then how many more), then `trailer`
 * (default `(generator: …; from the store, fresh | computed now and stored)`).
 */
export function renderSummary(s: TechnicalSummary, cached: boolean, diagnostics: Diagnostic[] = [], trailer?: string, units: readonly FileUnit[] = [], unitsStale = false): string {
  const out: string[] = [`# ${s.filePath}`, "", s.main_responsibility, ""];
  const section = (title: string, items: string[]): void => {
    if (!items.length) return;
    const more = items.length - MAX_SECTION_ITEMS;
    out.push(`## ${title}`, ...items.slice(0, MAX_SECTION_ITEMS).map((i) => `- ${i}`));
    if (more > 0) out.push(`- … and ${more} more (--json lists all)`);
    out.push("");
  };
  section(
    "Public API",
    overloadGroups(s.public_api).map(({ entry: a, more }) => `\`${a.signature}\` (${a.kind}${more ? `; ${more} more signature${more === 1 ? "" : "s"}, --json lists all` : ""})${a.description ? ` — ${a.description}` : ""}`),
  );
  // After the exports, the file's other declarations (from the graph; the contract keeps exports only).
  // A member's or closure's signature rarely names its owner (Python's `def _parse_decls(self, …)` is in three
  // classes of click's core.py), so the qualified name leads where the signature lacks it. The owner is named only
  // before the unit's own name (Go's receiver `func (s *SpecSchedule) Next(…)`): named after it, it is a parameter's
  // or result's type (packaging's `_BaseVersion.__lt__` signs `def __lt__(self, other: _BaseVersion) -> bool`).
  const owner = (u: FileUnit): string => u.name.slice(0, Math.max(0, u.name.lastIndexOf(".")));
  const owned = (u: FileUnit): string => (owner(u) && !namesWord(beforeName(u.signature, u.name.slice(owner(u).length + 1)), owner(u).split(".").pop()!) ? `\`${u.name}\` ` : "");
  section(unitsStale ? "Internal units (as of the last index: the file changed since; run strata index)" : "Internal units", units.map((u) => `${owned(u)}\`${u.signature}\` (${u.kind})${u.purpose ? ` — ${cut(u.purpose)}` : ""}`));
  section("I/O contracts", s.io_contracts.map((c) => `${c.kind} ${c.name}: ${c.definition}`)); // `:` not `=`: a Go defined type is no alias
  section("Dependencies", s.dependencies);
  section("Side effects", s.side_effects);
  section("Key algorithms", s.key_algorithms);
  if (diagnostics.length) {
    out.push(`Partial: the contract has ${diagnostics.length} diagnostic${diagnostics.length === 1 ? "" : "s"}, so this summary may miss or garble parts:`);
    for (const d of diagnostics.slice(0, 5)) out.push(`- ${d.code}${d.line ? ` (line ${d.line})` : ""}: ${d.message}`);
    if (diagnostics.length > 5) out.push(`- … and ${diagnostics.length - 5} more (--json lists all)`);
    out.push("");
  }
  out.push(trailer ?? `(generator: ${s.generator}; ${cached ? "from the store, fresh" : "computed now and stored"})`);
  return `${out.join("\n")}\n`;
}

/** True when `word` (any characters: `iterator]`) stands in `text` as a whole word, no letter, digit, `_` or `$` beside it. */
function namesWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}_$])${escapeStringRegexp(word)}(?![\\p{L}\\p{N}_$])`, "u").test(text);
}

/** `signature` up to where it first names `name` as a whole word; all of it when it does not name it. */
function beforeName(signature: string, name: string): string {
  const at = new RegExp(`(?<![\\p{L}\\p{N}_$])${escapeStringRegexp(name)}(?![\\p{L}\\p{N}_$])`, "u").exec(signature)?.index;
  return at === undefined ? signature : signature.slice(0, at);
}

/**
 * Adjacent entries of one name and kind (overloads: Python `@overload` stubs and their implementation, TypeScript
 * overload signatures) as one line each: the documented one (else the last, a Python implementation) and how many
 * more. click's termui.py listed `prompt(…)`, `progressbar(…)` three times and `edit(…)` four times.
 */
function overloadGroups(api: TechnicalSummary["public_api"]): { entry: TechnicalSummary["public_api"][number]; more: number }[] {
  const groups: TechnicalSummary["public_api"][] = [];
  for (const a of api) {
    const last = groups.at(-1);
    if (last && last[0]!.name === a.name && last[0]!.kind === a.kind) last.push(a);
    else groups.push([a]);
  }
  return groups.map((g) => ({ entry: g.findLast((a) => a.description) ?? g.at(-1)!, more: g.length - 1 }));
}

/** Most characters of an internal unit's purpose in text; `--json` keeps it whole. */
const UNIT_PURPOSE_CHARS = 200;

const cut = (text: string): string => (text.length > UNIT_PURPOSE_CHARS ? `${text.slice(0, UNIT_PURPOSE_CHARS - 1)}…` : text);
