/**
 * `references` against the TypeScript language service's find-all-references (`findReferences`, the API behind
 * "Find All References" in editors) on a seeded sample of functions and methods, compared as sets of use sites
 * (`path:line`).
 *
 * Comparison rules:
 * - The service's sites: the references of the symbol declared at the node's name and of its import bindings
 *   (not those of another symbol the service groups with it: an object-literal method's contextual type, an
 *   implemented interface member),
 *   inside the repository's TS/JS files, minus definitions and minus import and export
 *   clauses (`import { f }`, `export { f }`, `export default f`: module plumbing, which `references` lists for
 *   files, not for declarations; find-all-references lists them, so both sides leave them out).
 * - Our sites: `findReferences` of the node — `resolved` (type-checked, scope, import, name-only) and `by-name`
 *   apart. Precision is over resolved sites (by-name sites say they may be another symbol of that name); recall is
 *   over the service's sites, counting a site found by name too. A resolved site the service lacks is checked with
 *   go-to-definition on the name at that line (find-all-references misses, e.g., an object-literal getter read
 *   through an async function's inferred return type, which go-to-definition resolves).
 */
import path from "node:path";
import { ts } from "ts-morph";
import type { CodeGraph } from "../src/graph/index.js";
import { findReferences } from "../src/navigate/index.js";
import { seededRandom } from "../src/shared/random.js";
import { namePosition } from "./graphCallHierarchy.js";

/** Counts are use sites (`path:line`) summed over the sampled nodes. */
export interface ReferenceComparison {
  sampled: number;
  /** Sampled nodes whose name the service could not find on their first line. */
  skipped: number;
  /** Our resolved sites. */
  ours: number;
  /** Our by-name sites, and how many of them the service also has. */
  byName: number;
  byNameRight: number;
  theirs: number;
  /** Resolved sites both have. */
  both: number;
  /** Service sites we have resolved or by name. */
  found: number;
  /** Our resolved sites the service lacks where go-to-definition on the name at that line lands on the node. */
  confirmed: number;
  falsePositives: string[];
  misses: string[];
}

/**
 * True when `node` sits in an import or export clause (`import { f } …`, `export { f } …`) or is the whole value of
 * `export default f` / `export = f` (parentheses, `as`, `satisfies`, `!` around it allowed). A name inside a larger
 * default-exported value (`export default { f }`, `export default wrap(f)`) is a use like any other.
 */
function inModuleClause(node: ts.Node | undefined): boolean {
  let top = node;
  while (top?.parent && (ts.isParenthesizedExpression(top.parent) || ts.isAsExpression(top.parent) || ts.isSatisfiesExpression(top.parent) || ts.isNonNullExpression(top.parent))) top = top.parent;
  if (top?.parent && ts.isExportAssignment(top.parent)) return true;
  for (let n = node; n; n = n.parent) {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n) || ts.isImportEqualsDeclaration(n)) return true;
    if (ts.isStatement(n) || ts.isFunctionLike(n) || ts.isClassLike(n)) return false;
  }
  return false;
}

function tokenAt(sf: ts.SourceFile, pos: number): ts.Node | undefined {
  const find = (n: ts.Node): ts.Node | undefined => (pos >= n.getStart(sf) && pos < n.getEnd() ? (ts.forEachChild(n, find) ?? n) : undefined);
  return find(sf);
}

/** Compares `references` with find-all-references on `sample` functions and methods of TS/JS files in `texts`. */
export function compareReferences(ls: ts.LanguageService, root: string, texts: ReadonlyMap<string, string>, graph: CodeGraph, sample: number, seed: number): ReferenceComparison {
  const program = ls.getProgram()!;
  const kindOf = new Map(graph.nodes.map((n) => [n.id, n.kind]));
  const parentKind = new Map<string, string>();
  for (const e of graph.edges) if (e.kind === "contains") parentKind.set(e.to, kindOf.get(e.from) ?? "");
  // Constructors are left out: find-all-references files `new C(…)` under the class (whose other references are
  // type positions), so no site set of the service stands for a constructor's uses (the call hierarchy skips them too).
  const candidates = graph.nodes.filter((n) => (n.kind === "function" || n.kind === "method") && n.name !== "constructor" && n.span && texts.has(n.path) && parentKind.get(n.id) !== "interface");
  const random = seededRandom(seed);
  const shuffled = candidates.map((n) => ({ n, k: random() })).sort((a, b) => a.k - b.k).map((x) => x.n);
  const c: ReferenceComparison = { sampled: 0, skipped: 0, ours: 0, byName: 0, byNameRight: 0, theirs: 0, both: 0, found: 0, confirmed: 0, falsePositives: [], misses: [] };
  for (const node of shuffled) {
    if (c.sampled >= sample) break;
    const sf = program.getSourceFile(path.join(root, node.path));
    const pos = sf && namePosition(sf, node);
    if (!sf || pos === undefined) {
      c.skipped++;
      continue;
    }
    c.sampled++;
    const theirs = new Set<string>();
    for (const group of ls.findReferences(path.join(root, node.path), pos) ?? []) {
      // Only the symbol declared here: an object-literal method's contextual type (an options interface) and an
      // implemented interface member are other symbols, whose references are not uses of this function.
      const def = group.definition;
      const defRel = path.relative(root, def.fileName).split(path.sep).join("/");
      const defSf = program.getSourceFile(def.fileName);
      const here = defRel === node.path && defSf !== undefined && defSf.getLineAndCharacterOfPosition(def.textSpan.start).line === sf.getLineAndCharacterOfPosition(pos).line;
      // An import binding of it (`import { f } from …`, `import f from …`) is the same function under a local name.
      if (!here && def.kind !== ts.ScriptElementKind.alias) continue;
      for (const ref of group.references) {
        if (ref.isDefinition) continue;
        const rel = path.relative(root, ref.fileName).split(path.sep).join("/");
        if (!texts.has(rel)) continue;
        const refSf = program.getSourceFile(ref.fileName);
        if (!refSf || inModuleClause(tokenAt(refSf, ref.textSpan.start))) continue;
        theirs.add(`${rel}:${refSf.getLineAndCharacterOfPosition(ref.textSpan.start).line + 1}`);
      }
    }
    const refs = findReferences(graph, node.id) ?? [];
    const site = (r: { path: string; line?: number }): string => `${r.path}:${r.line ?? 0}`;
    const resolved = new Set(refs.filter((r) => r.resolution !== "by-name").map(site));
    const byName = new Set(refs.filter((r) => r.resolution === "by-name").map(site).filter((s) => !resolved.has(s)));
    c.ours += resolved.size;
    c.byName += byName.size;
    c.theirs += theirs.size;
    const nameLine = sf.getLineAndCharacterOfPosition(pos).line;
    /** Go-to-definition on each occurrence of the name on the site's line: does one land on the node? */
    const definitionConfirms = (site: string): boolean => {
      const colon = site.lastIndexOf(":");
      const file = path.join(root, site.slice(0, colon));
      const siteSf = program.getSourceFile(file);
      const line = Number(site.slice(colon + 1)) - 1;
      if (!siteSf || line < 0 || line >= siteSf.getLineStarts().length) return false;
      const start = siteSf.getLineStarts()[line]!;
      const text = siteSf.text.slice(start, siteSf.getLineEndOfPosition(start));
      for (let i = text.indexOf(node.name); i >= 0; i = text.indexOf(node.name, i + 1)) {
        const first = ls.getDefinitionAtPosition(file, start + i) ?? [];
        // One hop further, as for call edges (graphCallHierarchy.ts): a shorthand property holding the declaration.
        for (const d of [...first, ...first.flatMap((f) => (f.fileName.startsWith(root + "/") ? (ls.getDefinitionAtPosition(f.fileName, f.textSpan.start) ?? []) : []))]) {
          const dSf = program.getSourceFile(d.fileName);
          if (dSf && path.relative(root, d.fileName).split(path.sep).join("/") === node.path && dSf.getLineAndCharacterOfPosition(d.textSpan.start).line === nameLine) return true;
        }
      }
      return false;
    };
    for (const s of resolved) {
      if (theirs.has(s)) c.both++;
      else {
        const confirmed = definitionConfirms(s);
        if (confirmed) c.confirmed++;
        c.falsePositives.push(`${node.id} ← ${s}${confirmed ? "  (go-to-definition there confirms)" : ""}`);
      }
    }
    for (const s of byName) if (theirs.has(s)) c.byNameRight++;
    for (const s of theirs) {
      if (resolved.has(s) || byName.has(s)) c.found++;
      else c.misses.push(`${node.id} ← ${s}`);
    }
  }
  return c;
}
