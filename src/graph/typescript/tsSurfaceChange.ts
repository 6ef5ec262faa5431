/**
 * Whether a TypeScript file's surface changed in a way another file's edges can see. Two surfaces (the sorted lines
 * of `fileSurface`) that are equal keep every dependent's edges. So do two that differ only by lines of names that
 * are new to the file (or gone from it) and that no other file's text mentions: an edge of another file is resolved
 * from that file's own syntax (an identifier, a property access, a JSX tag), so it can reach a new export `x`, a new
 * member `Box.m2` or a new local declaration only by naming it — unless something that stays changed (a line
 * of a name both versions have), or the line is of a kind that reaches other files without their naming it:
 * a value given to an interface property (`implements`: calls through that property in any file), an import or
 * re-export, or a default export (`import anything from "./x"` never says `default`).
 *
 * Measured on trpc (184k lines): an added `export const` made the graph stage rebuild every dependent with a new
 * checker (46 files in 5.0 s for `unstable-core-do-not-import/utils.ts`, 176 files in 6.1 s for `initTRPC.ts`).
 */

/** Line kinds whose added lines a dependent can only reach by naming their subject (see the module comment). */
const NAMED_KINDS: ReadonlySet<string> = new Set(["node", "export", "value", "type", "member", "signature", "index", "declares", "alias"]);

/** A name a dependent's text can spell: an identifier (not `default`, which an import never spells). */
const SPELLABLE = /^[A-Za-z_$][\w$]*$/u;

/** Where a surface line's subject lives: the file's exports, its declarations (absolute path) or its graph nodes. */
interface SurfaceFile {
  /** Repository-relative path (graph node ids start with it). */
  rel: string;
  /** Absolute path with `/` separators (declaration ids start with it). */
  abs: string;
}

/**
 * The subject of a surface line as a root tag and name segments (`member /abs/x.ts#Box:ClassDeclaration.m2 …` →
 * `d`, [`Box`, `m2`]; `value x : …` → `e`, [`x`]); undefined for a line of another kind.
 */
function subjectOf(line: string, file: SurfaceFile): { root: string; segments: string[] } | undefined {
  const space = line.indexOf(" ");
  if (space < 0 || !NAMED_KINDS.has(line.slice(0, space))) return undefined;
  const end = line.indexOf(" ", space + 1);
  let subject = line.slice(space + 1, end < 0 ? undefined : end);
  let root = "e";
  if (subject.startsWith(`${file.abs}#`)) {
    root = "d";
    subject = subject.slice(file.abs.length + 1);
  } else if (subject.startsWith(`${file.rel}#`)) {
    root = "n";
    subject = subject.slice(file.rel.length + 1);
  }
  // `Box:ClassDeclaration.m2`: a declaration id's syntax kind follows each named segment it ends.
  return { root, segments: subject.split(".").map((s) => s.replace(/:[A-Za-z]+$/u, "")) };
}

/** Counts of each line (a surface may list one line twice: two overloads print alike). */
function counts(lines: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of lines) out.set(line, (out.get(line) ?? 0) + 1);
  return out;
}

/**
 * True when the surface `after` gives every other file the same edges as `before` (both from `fileSurface`):
 * equal, or differing only by lines of names that are new to `after` (added) or gone from it (removed), each
 * spellable and contained in no other file's text (`mentionedElsewhere`; it may over-report — a substring match is
 * enough —, which only costs a rebuild). A name a dependent's edge resolved to is one its text spells, so a removed
 * name no other file spells was no dependent's target.
 */
export function surfaceUnseen(before: readonly string[], after: readonly string[], file: SurfaceFile, mentionedElsewhere: (name: string) => boolean): boolean {
  if (before.length === after.length && before.every((line, i) => line === after[i])) return true;
  const checked = new Map<string, boolean>();
  const mentioned = (name: string): boolean => {
    let seen = checked.get(name);
    if (seen === undefined) checked.set(name, (seen = mentionedElsewhere(name)));
    return seen;
  };
  return onlyNewNames(linesLess(after, before), before, file, mentioned) && onlyNewNames(linesLess(before, after), after, file, mentioned);
}

/** The lines of `lines` left after taking out one of each line of `less`. */
function linesLess(lines: readonly string[], less: readonly string[]): string[] {
  const left = counts(less);
  const out: string[] = [];
  for (const line of lines) {
    const n = left.get(line) ?? 0;
    if (n > 0) left.set(line, n - 1);
    else out.push(line);
  }
  return out;
}

/** True when every line of `extra` describes (something inside) a spellable name `others` has none of, mentioned nowhere else. */
function onlyNewNames(extra: readonly string[], others: readonly string[], file: SurfaceFile, mentioned: (name: string) => boolean): boolean {
  if (!extra.length) return true;
  const known = new Set<string>();
  for (const line of others) {
    const subject = subjectOf(line, file);
    if (!subject) continue;
    for (let i = 1; i <= subject.segments.length; i++) known.add(`${subject.root}:${subject.segments.slice(0, i).join(".")}`);
  }
  for (const line of extra) {
    const subject = subjectOf(line, file);
    if (!subject) return false;
    // The first segment the other version lacks: the thing this line describes (or one it is inside) is new or gone.
    const i = subject.segments.findIndex((_, j) => !known.has(`${subject.root}:${subject.segments.slice(0, j + 1).join(".")}`));
    const name = subject.segments[i];
    if (name === undefined || !SPELLABLE.test(name) || name === "default" || mentioned(name)) return false;
  }
  return true;
}
