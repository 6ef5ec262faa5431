/**
 * Which files an incremental graph build must rebuild (re-extract only what changed): the
 * changed files, and every file whose resolved edges may now point elsewhere — files with an edge into a node of
 * a changed or removed file (importers, callers, subclasses), importers of a changed file's folder (Go
 * packages), every file of the folder tree of a changed fixture file (pytest `conftest.py`: its fixtures type
 * parameters of files that neither import nor call it) — plus, when files were added, files with an unresolved
 * relative import (it may resolve now); ({@link referrersOfAdded}) files whose unresolved edges name what an
 * added file declares; and ({@link referrersOfMemberNames}) files resolving by name alone a member name whose
 * definitions changed; and ({@link referrersOfInterfaces}) files whose structs may implement a changed interface.
 */
import { GRAPH_LANGUAGES } from "./languages/registry.js";
import { enclosingIds, fileOfId as fileOf, folderId, lastNameOf } from "./structure.js";
import type { CodeGraph } from "./types.js";

/** File names whose definitions apply by name to their folder tree (each language's `fixtures.files`). */
const FIXTURE_FILES: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].flatMap((l) => l.fixtures?.files ?? []));

function folderOfPath(p: string): string {
  const slash = p.lastIndexOf("/");
  return slash < 0 ? "" : p.slice(0, slash);
}

/**
 * Files to rebuild, sorted; removed files are not in it. `stored` is the graph before the change.
 * `quiet`: changed files whose dependents keep their edges (their surface is unchanged: `unchangedSurfaces`);
 * they are rebuilt, their dependents are not. `reexporters`: files that re-export other modules' names
 * (`reexportingFiles`): one that imports a changed or removed file passes the change on — its importers are
 * rebuilt too (an import through a barrel of a name the changed file now exports, or no longer does, names the
 * barrel), and so on through barrels of barrels. Paths are repository-relative POSIX paths.
 */
export function affectedFiles(stored: CodeGraph, changedPaths: readonly string[], removedPaths: readonly string[], quiet: ReadonlySet<string> = new Set(), reexporters: ReadonlySet<string> = new Set()): string[] {
  const touched = new Set([...changedPaths.filter((p) => !quiet.has(p)), ...removedPaths]);
  passThroughBarrels(stored, touched, reexporters);
  const removed = new Set(removedPaths);
  const folders = new Set([...touched].map((p) => folderId(folderOfPath(p))));
  const storedFiles = new Set(stored.nodes.filter((n) => n.kind === "file").map((n) => n.id));
  const added = changedPaths.some((p) => !storedFiles.has(p));
  const out = new Set(changedPaths);
  for (const e of stored.edges) {
    if (e.kind === "contains") continue;
    const from = fileOf(e.from);
    if (!storedFiles.has(from) || removed.has(from)) continue;
    if (e.resolved && (touched.has(fileOf(e.to)) || (e.kind === "imports" && folders.has(e.to)))) out.add(from);
    else if (added && !e.resolved && e.kind === "imports" && !e.external) out.add(from);
  }
  for (const p of touched) {
    if (!FIXTURE_FILES.has(p.slice(p.lastIndexOf("/") + 1))) continue;
    const dir = folderOfPath(p);
    for (const f of storedFiles) if (!removed.has(f) && (dir === "" || f.startsWith(`${dir}/`))) out.add(f);
  }
  return [...out].sort();
}

/**
 * The files of `paths` whose change can make {@link affectedFiles} rebuild another file: those another file has a
 * resolved edge into (importers, callers, subclasses, re-exporting barrels), those in a folder another file imports
 * (Go packages) and fixture files (their folder tree). Whether a file not listed changed its surface makes no
 * difference to the files rebuilt, so it need not be compared (a test file no other file imports: on trpc a
 * branch switch spent 1.2 s of CPU on the surfaces of one such file). `stored` is the graph before the change.
 */
export function filesWithDependents(stored: CodeGraph, paths: readonly string[]): Set<string> {
  const wanted = new Set(paths);
  const out = new Set(paths.filter((p) => FIXTURE_FILES.has(p.slice(p.lastIndexOf("/") + 1))));
  const byFolder = new Map<string, string[]>();
  for (const p of paths) {
    const folder = folderId(folderOfPath(p));
    let list = byFolder.get(folder);
    if (!list) byFolder.set(folder, (list = []));
    list.push(p);
  }
  for (const e of stored.edges) {
    if (e.kind === "contains" || !e.resolved) continue;
    const to = fileOf(e.to);
    if (wanted.has(to) && fileOf(e.from) !== to) out.add(to);
    if (e.kind === "imports") for (const p of byFolder.get(e.to) ?? []) out.add(p);
  }
  return out;
}

/** Adds to `touched` every re-exporter with a resolved import of a touched file, until none is added. */
function passThroughBarrels(stored: CodeGraph, touched: Set<string>, reexporters: ReadonlySet<string>): void {
  if (!reexporters.size) return;
  const importersOf = new Map<string, string[]>();
  for (const e of stored.edges) {
    if (e.kind !== "imports" || !e.resolved || !reexporters.has(e.from)) continue;
    let list = importersOf.get(e.to);
    if (!list) importersOf.set(e.to, (list = []));
    list.push(e.from);
  }
  const queue = [...touched];
  while (queue.length) {
    for (const barrel of importersOf.get(queue.pop()!) ?? []) {
      if (touched.has(barrel)) continue;
      touched.add(barrel);
      queue.push(barrel);
    }
  }
}

/**
 * Files of the stored graph that name something an added file declares, by an edge the stored graph could not
 * resolve: a call, use or type whose first dotted segment is a top-level name the added file declares (`?Sunset`,
 * `?GZipMiddleware`) or one of its path's folder names or its stem (`?gzip.GZipMiddleware`, `?mw.Sunset`), or an
 * import whose last segment is the added file's stem or folder name (`?pkg.gzip`, `?example.com/app/mw`). Their
 * edges into a file deleted and restored (a branch switch and back) had become unresolved, so no resolved edge leads
 * {@link affectedFiles} to them; a full build resolves them. `stored`: the graph before the change; `added`: paths of
 * files the stored graph lacks; `built`: a graph built with the added files (their nodes give the declared names, of
 * any language, private ones too); `skip`: files already rebuilt or removed. Repository-relative paths, sorted.
 */
export function referrersOfAdded(stored: CodeGraph, added: readonly string[], built: CodeGraph, skip: ReadonlySet<string>): string[] {
  if (!added.length) return [];
  const addedSet = new Set(added);
  const names = new Set<string>();
  for (const n of built.nodes) {
    if (n.kind === "file" || n.kind === "folder" || !addedSet.has(n.path)) continue;
    const local = n.id.slice(n.id.indexOf("#") + 1);
    if (local && !local.includes(".")) names.add(local);
  }
  // Import targets end with the stem or the folder name; other targets may start with any segment of the path.
  const modules = new Set<string>();
  const segments = new Set<string>();
  for (const p of added) {
    const base = p.slice(p.lastIndexOf("/") + 1);
    const dot = base.indexOf(".");
    modules.add(dot > 0 ? base.slice(0, dot) : base);
    const folder = folderOfPath(p);
    if (folder) modules.add(folder.slice(folder.lastIndexOf("/") + 1));
    for (const s of folder.split("/")) if (s) segments.add(s);
  }
  for (const m of modules) segments.add(m);
  const out = new Set<string>();
  for (const e of stored.edges) {
    if (e.resolved || e.kind === "contains") continue;
    const from = fileOf(e.from);
    if (skip.has(from) || out.has(from)) continue;
    const parts = e.to.replace(/^\?/, "").split(e.kind === "imports" ? /[./]/ : ".");
    const head = parts[0]!;
    if (e.kind === "imports" ? modules.has(parts[parts.length - 1]!) : names.has(head) || segments.has(head)) out.add(from);
  }
  return [...out].sort();
}

/**
 * Files whose name-only resolutions may change because changed files now define other member names (a method added,
 * removed or renamed; a declaration file's type gaining or losing one). A name resolved by name alone depends on every
 * definition of that name in the repository, and on the other methods of its owner and of a type describing it
 * (`tsNameOnly.ts`). When a changed file's set of function and method names differs between `stored` and `built` (a
 * removed file: it defined all its names before and none after), the files (not in `skip`) are returned, sorted, that
 * have a call edge resolved `name-only` to any name that file defines before or after, or a call left unresolved
 * inside the repository (or outside it, or resolved, on self, where such a call reaches subclasses: Python) whose
 * callee's last name the file added or removed. (Not caught: an unresolved call that a
 * declaration file's new sibling methods would now let resolve; the next build of its file resolves it.)
 */
export function referrersOfMemberNames(stored: CodeGraph, changed: readonly string[], built: CodeGraph, skip: ReadonlySet<string>): string[] {
  if (!changed.length) return [];
  const changedSet = new Set(changed);
  const namesBy = (g: CodeGraph): Map<string, Set<string>> => {
    const by = new Map<string, Set<string>>();
    for (const n of g.nodes) {
      if ((n.kind !== "method" && n.kind !== "function") || !changedSet.has(n.path)) continue;
      let set = by.get(n.path);
      if (!set) by.set(n.path, (set = new Set()));
      set.add(lastNameOf(n.id));
    }
    return by;
  };
  const before = namesBy(stored);
  const after = namesBy(built);
  // `names`: every name of a file whose set changed (a name-only edge may lose its one definition or its description);
  // `gainedOrLost`: the names added or removed (an unresolved call may now have one definition).
  const names = new Set<string>();
  const gainedOrLost = new Set<string>();
  for (const p of changed) {
    const b = before.get(p) ?? new Set<string>();
    const a = after.get(p) ?? new Set<string>();
    if (b.size === a.size && [...b].every((x) => a.has(x))) continue;
    for (const x of b) names.add(x);
    for (const x of a) names.add(x);
    for (const x of b) if (!a.has(x)) gainedOrLost.add(x);
    for (const x of a) if (!b.has(x)) gainedOrLost.add(x);
  }
  if (!names.size) return [];
  const out = new Set<string>();
  const dispatchingFiles = new Set(stored.nodes.filter((n) => n.kind === "file" && n.language !== undefined && SELF_DISPATCH_LANGUAGES.has(n.language)).map((n) => n.id));
  for (const e of stored.edges) {
    // A call on self (`GraphEdge.onSelf`) may reach a subclass's method of that name, which a new file may add
    // (`GraphLanguage.selfCallsReachSubclasses`).
    const selfDispatch = e.resolved && e.onSelf === true && e.resolution !== "name-only" && dispatchingFiles.has(fileOf(e.from));
    if (e.kind !== "calls" || (e.resolved && e.resolution !== "name-only" && !selfDispatch)) continue;
    // An outside call on self may now reach a subclass's new method (`GraphLanguage.selfCallsReachSubclasses`).
    if (e.external && !SELF_CALL.test(e.to)) continue;
    const from = fileOf(e.from);
    if (skip.has(from) || out.has(from)) continue;
    if ((e.resolved && !selfDispatch ? names : gainedOrLost).has(lastNameOf(e.to))) out.add(from);
  }
  return [...out].sort();
}


/** Languages whose calls on self reach the subclasses that define a method (`GraphLanguage.selfCallsReachSubclasses`). */
const SELF_DISPATCHING = [...GRAPH_LANGUAGES.values()].filter((l) => l.selfCallsReachSubclasses);
const SELF_DISPATCH_LANGUAGES: ReadonlySet<string> = new Set(SELF_DISPATCHING.map((l) => l.id));

/**
 * Callee texts of a call on self (`?self.popitem`) in {@link SELF_DISPATCHING} languages: an outside one may resolve
 * once a subclass defines it.
 */
const SELF_CALL = new RegExp(
  `^\\?(?:${SELF_DISPATCHING
    .flatMap((l) => [l.selfName, ...(l.selfParameters ?? [])])
    .filter((n): n is string => n !== undefined)
    .map((n) => n.replace(/[$]/gu, "\\$&"))
    .join("|") || "(?!)"})\\.[^.]+$`,
  "u",
);

/** Languages whose `implements` edges come from method sets, not declarations (`GraphLanguage.structuralInterfaces`: Go). */
const STRUCTURAL: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].filter((l) => l.structuralInterfaces).map((l) => l.id));

/**
 * Files whose structural `implements` edges may change with the changed files (Go: a struct implements every interface
 * whose method set it covers, wherever the interface is declared). When a changed file of such a language adds,
 * removes or changes an interface or an interface's method (id and signature, between `stored` and `built`), every
 * file holding a struct of that language may gain or lose an edge; when it changes a method of another type (a method
 * written in one file for a struct declared in another file of its folder), the struct's file. Files in `skip`
 * (already rebuilt or removed) are left out; repository-relative paths, sorted. A break-it trial: a `FooBar` interface added in a new file
 * gave the unchanged `plain` struct, which has both methods, no edge until a full build.
 */
export function referrersOfInterfaces(stored: CodeGraph, changed: readonly string[], built: CodeGraph, skip: ReadonlySet<string>): string[] {
  const changedSet = new Set(changed);
  const nodes = new Map<string, { kind: string; language?: string }>();
  for (const g of [stored, built]) for (const n of g.nodes) nodes.set(n.id, n);
  const ownerOf = (id: string): string => enclosingIds(id)[0] ?? id;
  // Per changed file: its interfaces and their methods (`iface`), and its other methods (`methods`), with signatures.
  const facts = (g: CodeGraph): { iface: Set<string>; methods: Set<string> } => {
    const iface = new Set<string>();
    const methods = new Set<string>();
    for (const n of g.nodes) {
      if (!changedSet.has(n.path) || !STRUCTURAL.has(n.language ?? "")) continue;
      const key = `${n.id}\u0000${n.signature ?? ""}`;
      if (n.kind === "interface" || (n.kind === "method" && nodes.get(ownerOf(n.id))?.kind === "interface")) iface.add(key);
      else if (n.kind === "method") methods.add(key);
    }
    return { iface, methods };
  };
  const before = facts(stored);
  const after = facts(built);
  const differ = (a: Set<string>, b: Set<string>): string[] => [...[...a].filter((x) => !b.has(x)), ...[...b].filter((x) => !a.has(x))];
  const languages = new Set<string>();
  for (const key of differ(before.iface, after.iface)) {
    const language = nodes.get(key.slice(0, key.indexOf("\u0000")))?.language;
    if (language) languages.add(language);
  }
  const out = new Set<string>();
  for (const n of stored.nodes) if (n.kind === "struct" && languages.has(n.language ?? "") && !skip.has(n.path)) out.add(n.path);
  // A method's type is named in its id (`m.go#plain.Bar`), declared in its package's folder (`a.go#plain`).
  const owners = new Set(
    differ(before.methods, after.methods).map((key) => {
      const owner = ownerOf(key.slice(0, key.indexOf("\u0000")));
      return `${folderOfPath(fileOf(owner))}\u0000${owner.slice(owner.indexOf("#") + 1)}`;
    }),
  );
  for (const n of stored.nodes) if (n.kind !== "method" && owners.has(`${folderOfPath(n.path)}\u0000${n.id.slice(n.id.indexOf("#") + 1)}`) && !skip.has(n.path)) out.add(n.path);
  return [...out].sort();
}
