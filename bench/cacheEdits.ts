/**
 * Realistic edits for the semantic cache benchmark: generated deterministically from a
 * repository's own TypeScript files with a seeded RNG. Each edit changes the file's bytes; whether it changes
 * the contract is what the benchmark measures.
 *
 * Kinds (mix roughly as in day-to-day work: most edits touch comments and bodies):
 * - `comment`: a `//` line inserted above a top-level statement (shifts every position below);
 * - `private-body`: a statement added inside a non-exported top-level function (else inside any function body);
 * - `signature`: a parameter added to an exported function;
 * - `export-add` / `export-remove`: an exported constant appended; a previously added one removed, else an
 *   exported declaration made module-private;
 * - `jsdoc`: the first line of a doc comment above an export reworded (or a doc comment added).
 */

export type EditKind = "comment" | "private-body" | "signature" | "export-add" | "export-remove" | "jsdoc";

/** Kinds with their weights out of 100. */
export const EDIT_MIX: [EditKind, number][] = [
  ["comment", 30],
  ["private-body", 25],
  ["signature", 10],
  ["export-add", 12],
  ["export-remove", 8],
  ["jsdoc", 15],
];


export function pickKind(rand: () => number): EditKind {
  let r = rand() * 100;
  for (const [kind, weight] of EDIT_MIX) {
    if (r < weight) return kind;
    r -= weight;
  }
  return "comment";
}

const lines = (text: string): string[] => text.split("\n");
const pick = <T>(rand: () => number, items: T[]): T | undefined => (items.length ? items[Math.floor(rand() * items.length)] : undefined);
const indexes = (ls: string[], re: RegExp): number[] => ls.flatMap((l, i) => (re.test(l) ? [i] : []));

/**
 * Applies an edit of `kind` to `text` (`n` makes inserted names unique). Returns the new text, or undefined
 * when the file offers no place for this kind of edit.
 */
export function applyEdit(kind: EditKind, text: string, n: number, rand: () => number): string | undefined {
  const ls = lines(text);
  switch (kind) {
    case "comment": {
      const at = pick(rand, indexes(ls, /^(export |function |const |let |class |interface |type |import )/));
      if (at === undefined) return undefined;
      ls.splice(at, 0, `// bench note ${n}: explains the next declaration.`);
      return ls.join("\n");
    }
    case "private-body": {
      // Non-exported top-level functions (declarations or arrow functions), else any function or method body.
      const privateFns = indexes(ls, /^((async )?function \w+.*|(const|let) \w+ = (async )?(\(.*\)|\w+)( *: *[^=]+)? => )\{\s*$/);
      const anyFns = indexes(ls, /^\s*((export )?(async )?function \w+.*|(export )?(const|let) \w+ = (async )?(\(.*\)|\w+)( *: *[^=]+)? => |(private |public |protected |static |async )*\w+\(.*\)( *: *[^=]+)? )\{\s*$/);
      const at = pick(rand, privateFns.length ? privateFns : anyFns);
      if (at === undefined) return undefined;
      ls.splice(at + 1, 0, `  void ${n} // bench body edit`);
      return ls.join("\n");
    }
    case "signature": {
      const at = pick(rand, indexes(ls, /^export (async )?function \w+(<[^>]*>)?\(/));
      if (at === undefined) return undefined;
      ls[at] = ls[at]!.replace(/^(export (?:async )?function \w+(?:<[^>]*>)?\()/, `$1_bench${n}: unknown, `);
      return ls.join("\n");
    }
    case "export-add":
      return `${text}${text.endsWith("\n") ? "" : "\n"}export const __bench${n} = ${n};\n`;
    case "export-remove": {
      // A previously added export goes away; else an exported declaration becomes module-private.
      const added = pick(rand, indexes(ls, /^export const __bench\d+ = \d+;$/));
      if (added !== undefined) {
        ls.splice(added, 1);
        return ls.join("\n");
      }
      const at = pick(rand, indexes(ls, /^export (async )?(function|const|class) \w+/));
      if (at === undefined) return undefined;
      ls[at] = ls[at]!.replace(/^export /, "");
      return ls.join("\n");
    }
    case "jsdoc": {
      const docs = indexes(ls, /^\/\*\*/).filter((i) => ls.slice(i, i + 30).some((l) => /^export /.test(l)));
      const at = pick(rand, docs);
      if (at !== undefined) {
        ls[at] = ls[at]!.includes("*/") ? ls[at]!.replace("*/", `(rev ${n}) */`) : `${ls[at]} (rev ${n})`;
        if (!/\S/.test(ls[at]!.replace(/^\/\*\*\s*/, "").replace(`(rev ${n})`, ""))) ls.splice(at + 1, 0, ` * Revision ${n}.`);
        return ls.join("\n");
      }
      const exp = pick(rand, indexes(ls, /^export (async )?(function|class|const) /));
      if (exp === undefined) return undefined;
      ls.splice(exp, 0, `/** Documented in bench edit ${n}. */`);
      return ls.join("\n");
    }
  }
}
