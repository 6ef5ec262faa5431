/**
 * Which changed files that differ from the warm program's version only in comments and layout (`sameCode`) keep their
 * surface without comparing it. A file's surface (tsSurface.ts) is made of its own code and the types of what it
 * reaches: the modules it imports, and so on (its import closure), and the global declarations every file sees.
 * When its code is the same, the files of its import closure are the same files in both programs, each unchanged or
 * with a kept surface itself, and no changed file declares globals or augments a module, the surface is the same.
 *
 * Measured on trpc (184k lines), a 50-file branch switch that edited one comment of the
 * `unstable-core-do-not-import.ts` barrel (820 surface lines, the types of everything the server package exports):
 * comparing its surfaces cost 2.9 s of the update's 7.4 s of CPU.
 */
import { ts } from "ts-morph";
import { exposesResolutions, resolvedImports } from "./tsImports.js";
import { reachesUnnamed } from "./tsSurface.js";

/**
 * The files of the repository `file` (absolute, `/` separators) reaches through imports in `program`, itself included,
 * as sorted absolute names; a specifier that does not resolve adds `?<importing file> <specifier>`, so a resolution
 * that changed between two programs shows. Packages (`node_modules`) are not followed. Undefined when the file is not
 * in the program or the compiler does not expose its resolutions.
 */
export function importClosure(program: ts.Program, file: string, absRoot: string): string[] | undefined {
  const start = program.getSourceFile(file);
  if (!start || !exposesResolutions(program)) return undefined;
  const seen = new Set([file]);
  const queue = [start];
  for (let sf = queue.pop(); sf; sf = queue.pop()) {
    for (const name of resolvedImports(program, sf)) {
      if (seen.has(name) || (!name.startsWith("?") && (!name.startsWith(`${absRoot}/`) || name.includes("/node_modules/")))) continue;
      seen.add(name);
      const next = name.startsWith("?") ? undefined : program.getSourceFile(name);
      if (next) queue.push(next);
    }
  }
  return [...seen].sort();
}

/**
 * True when `sf` can reach files that never import it: a script, a triple-slash reference, or a `declare global` /
 * `declare module "…"` at any depth (`reachesUnnamed` looks at the top level only).
 */
export function reachesUnnamedAnywhere(sf: ts.SourceFile): boolean {
  if (reachesUnnamed(sf)) return true;
  const visit = (node: ts.Node): boolean =>
    (ts.isModuleDeclaration(node) && (ts.isStringLiteral(node.name) || Boolean(node.flags & ts.NodeFlags.GlobalAugmentation))) || Boolean(ts.forEachChild(node, visit));
  return Boolean(ts.forEachChild(sf, visit));
}

/**
 * The files of `commentOnly` (repository-relative; each the same code as in `oldProgram`) whose surface is the same
 * in `newProgram` without comparing it: the largest set whose members' import closures are equal in both programs
 * and hold no changed file (`changed`) other than themselves, files of `kept` (changed files whose surface was
 * compared and kept) and other members. Empty when a changed file reaches files by other means in either program
 * (`changed` lists every changed TypeScript/JavaScript file, also those not compared).
 */
export function keptCommentOnly(commentOnly: ReadonlySet<string>, changed: ReadonlySet<string>, kept: ReadonlySet<string>, oldProgram: ts.Program, newProgram: ts.Program, absRoot: string): Set<string> {
  const abs = (rel: string): string => `${absRoot}/${rel}`;
  for (const p of changed) {
    for (const program of [oldProgram, newProgram]) {
      const sf = program.getSourceFile(abs(p));
      if (sf && reachesUnnamedAnywhere(sf)) return new Set();
    }
  }
  const closures = new Map<string, string[]>();
  for (const p of commentOnly) {
    const before = importClosure(oldProgram, abs(p), absRoot);
    const after = importClosure(newProgram, abs(p), absRoot);
    if (before && after && before.length === after.length && before.every((name, i) => name === after[i])) closures.set(p, after);
  }
  const out = new Set(closures.keys());
  const changedAbs = new Map([...changed].map((p) => [abs(p), p]));
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const p of out) {
      const blocked = closures.get(p)!.some((name) => {
        const rel = changedAbs.get(name);
        return rel !== undefined && rel !== p && !kept.has(rel) && !out.has(rel);
      });
      if (blocked) {
        out.delete(p);
        dropped = true;
      }
    }
  }
  return out;
}
