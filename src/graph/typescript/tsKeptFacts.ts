/**
 * The implementation facts (tsImplementations.ts: which values a file's object literals give which interface
 * properties) that a long-lived process's earlier graph builds found, kept per parsed file for the next build over the
 * warm project (tsProject.ts). A literal's facts come from its contextual type, which the checker builds from the
 * file's own code and the types of what it imports (its import closure) and of the global declarations. So a file's
 * facts hold in the next program when the file and its import resolutions are the same, and every file its imports
 * reach is unchanged or a changed file whose surface was kept (`unchangedSurfaces`: what other files see of it is as
 * before), and no changed file declares globals or augments a module; and the nodes the facts name are still the
 * program's (a kept file's new version has new nodes: its facts are found again).
 *
 * Measured on trpc (184k lines): the index's contextual types cost 2.5 s of CPU in a 50-file branch switch, all of it
 * again for literals in files the switch did not reach (each build has a new checker).
 */
import type { ts } from "ts-morph";
import { reachesUnnamedAnywhere } from "./tsCommentOnly.js";
import { exposesResolutions, resolvedImports } from "./tsImports.js";
import type { FileFacts } from "./tsImplementations.js";

/** What one warm project keeps (with the project, so a project let go takes its facts with it). */
interface KeptState {
  /** The facts of each file of the validated program, by member name. */
  facts: Map<ts.SourceFile, Map<string, FileFacts>>;
  /** The program the kept facts hold for, with each file's resolved imports (tsImports.ts). */
  validated?: { program: ts.Program; imports: Map<string, string[]> };
  /** The last comparison of surfaces (`unchangedSurfaces`): the program compared from, and the changed files kept (absolute names). */
  comparison?: { from: ts.Program; kept: ReadonlySet<string> };
}

const states = new WeakMap<object, KeptState>();

function stateOf(project: object): KeptState {
  let state = states.get(project);
  if (!state) states.set(project, (state = { facts: new Map() }));
  return state;
}

/**
 * Records that the next program of `project` (the warm project) made from `from` has the changed files of `keptFiles`
 * (absolute names, `/` separators) with their surface as in `from`; every other changed file counts as changed for
 * its importers.
 */
export function noteKeptSurfaces(project: object, from: ts.Program, keptFiles: ReadonlySet<string>): void {
  stateOf(project).comparison = { from, kept: keptFiles };
}

/**
 * Brings the facts `project` (the warm project) kept over to `program` (the one a build walks): the facts of every
 * file whose import closure now reaches a changed file whose surface was not kept, or a changed resolution, are
 * dropped, and those naming nodes the program no longer has; all of them when a changed file reaches files by other
 * means (globals, augmentations), when no earlier program is known, or when the compiler does not expose its
 * resolutions. Returns the facts store for the build.
 */
export function factsFor(project: object, program: ts.Program): { get(sf: ts.SourceFile, name: string): FileFacts | undefined; set(sf: ts.SourceFile, name: string, facts: FileFacts): void } {
  const state = stateOf(project);
  if (state.validated?.program !== program) carryOver(state, program);
  return {
    get: (sf, name) => state.facts.get(sf)?.get(name),
    set: (sf, name, facts) => {
      let byName = state.facts.get(sf);
      if (!byName) state.facts.set(sf, (byName = new Map()));
      byName.set(name, facts);
    },
  };
}

/** Drops the facts that may not hold in `program` (see {@link factsFor}) and makes it the validated program. */
function carryOver(state: KeptState, program: ts.Program): void {
  const before = state.validated;
  const { comparison } = state;
  const keptFiles = comparison && before && comparison.from === before.program ? comparison.kept : new Set<string>();
  delete state.comparison;
  const imports = new Map<string, string[]>();
  for (const sf of program.getSourceFiles()) if (!program.isSourceFileDefaultLibrary(sf)) imports.set(sf.fileName, resolvedImports(program, sf));
  state.validated = { program, imports };
  if (!before || !exposesResolutions(program)) {
    state.facts.clear();
    return;
  }
  const seeds: string[] = [];
  for (const [name, list] of imports) {
    const old = before.program.getSourceFile(name);
    const now = program.getSourceFile(name)!;
    if (old === now) {
      const oldList = before.imports.get(name);
      if (!oldList || oldList.length !== list.length || oldList.some((f, i) => f !== list[i])) seeds.push(name);
    } else if (reachesUnnamedAnywhere(now) || (old && reachesUnnamedAnywhere(old))) {
      state.facts.clear();
      return;
    } else if (!old || !keptFiles.has(name)) seeds.push(name);
  }
  for (const name of before.imports.keys()) {
    const old = before.program.getSourceFile(name);
    // A deleted file: its importers' resolutions changed (they are seeds), unless it declared globals.
    if (!imports.has(name) && old && !before.program.isSourceFileDefaultLibrary(old) && reachesUnnamedAnywhere(old)) {
      state.facts.clear();
      return;
    }
  }
  const importers = new Map<string, string[]>();
  for (const [name, list] of imports) {
    for (const target of list) {
      let from = importers.get(target);
      if (!from) importers.set(target, (from = []));
      from.push(name);
    }
  }
  const dirty = new Set(seeds);
  for (let queue = [...seeds], name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const from of importers.get(name) ?? []) {
      if (dirty.has(from)) continue;
      dirty.add(from);
      queue.push(from);
    }
  }
  const current = (node: ts.Node): boolean => {
    const sf = node.getSourceFile();
    return program.getSourceFile(sf.fileName) === sf;
  };
  for (const [sf, byName] of state.facts) {
    if (dirty.has(sf.fileName) || !current(sf)) {
      state.facts.delete(sf);
      continue;
    }
    for (const [name, facts] of byName) if (!facts.values.every((f) => current(f.property) && current(f.value)) || !(facts.assigned ?? []).every(current)) byName.delete(name);
  }
}
