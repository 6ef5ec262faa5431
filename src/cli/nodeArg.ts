/**
 * Node and path arguments of the navigation commands (`definition`, `references`, `impact`, `summary --node`) as
 * the user means them: a path relative to the working directory (`./sessions.py` in `starlette/middleware/`) when
 * it names an existing file or folder inside the repository, else as given (repository-relative, or a name); one
 * written as a path outside the repository is refused. Imports no stage: `summary --node <id>` uses it without loading the navigation module.
 */
import fs from "node:fs";
import path from "node:path";
import { distance } from "fastest-levenshtein";
import { lastNameOf } from "../graph/index.js";
import { printable } from "../shared/printable.js";
import { isTestPath } from "../shared/testPaths.js";
import { UsageError } from "./exit.js";

/**
 * Where the path of node argument `query` ends: at the first `#` after a path that is a file (`isFile`, given the text
 * before that `#`), as in `src/h3.ts#H3.#handler`; -1 where no `#` follows a file's path. A name may hold `#` itself:
 * a private member (`H3.#handler`, `#handler`), a Ruby method (`Sinatra::Base#route`); splitting such a name at its
 * first `#` read `H3.` as a file.
 */
export function fileHashAt(query: string, isFile: (path: string) => boolean): number {
  for (let at = query.indexOf("#"); at >= 0; at = query.indexOf("#", at + 1)) if (at > 0 && isFile(query.slice(0, at))) return at;
  return -1;
}

/** Whether `p`, relative to `dir`, is an existing file (not a folder). */
export function isFileIn(dir: string, p: string): boolean {
  try {
    return fs.statSync(path.resolve(dir, p)).isFile();
  } catch {
    return false;
  }
}

/** Where the path part of `query` ends: its file's `#` ({@link fileHashAt}, files under `cwd`), else a `:line` suffix's `:`, else -1. */
function pathEndAt(query: string, cwd: string): number {
  const hash = fileHashAt(query, (p) => isFileIn(cwd, p));
  // A `:line` suffix (`src/h3.ts:117`) is kept as a `#Name` one is.
  return hash >= 0 ? hash : query.search(/:\d+$/u);
}

/**
 * `query` made repository-relative when its path part (before its file's `#Name`, {@link fileHashAt}, or a `:line`
 * suffix, which is kept) names an existing file or folder under `cwd` that lies inside `root`: a folder gets a
 * trailing `/`, the root itself is `.`. Otherwise `query` unchanged. `root` is a real path (as resolveRoot returns it).
 */
export function repoRelativeArg(root: string, query: string, cwd: string = process.cwd()): string {
  const hash = pathEndAt(query, cwd);
  const base = hash < 0 ? query : query.slice(0, hash);
  const suffix = hash < 0 ? "" : query.slice(hash);
  if (!base.trim()) return query;
  let abs: string;
  let dir: boolean;
  try {
    abs = fs.realpathSync(path.resolve(cwd, base));
    dir = fs.statSync(abs).isDirectory();
  } catch {
    return query;
  }
  let real = root;
  try {
    real = fs.realpathSync(root);
  } catch {
    // The root as given.
  }
  const rel = path.relative(real, abs);
  if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return query;
  // A `:line` after a folder names nothing: kept as given.
  if (dir && suffix) return query;
  const posix = rel.split(path.sep).join("/");
  return posix === "" ? "." : `${posix}${dir ? "/" : ""}${suffix}`;
}

/**
 * The path node argument `query` gives (before its file's `#Name` or a `:line` suffix), made absolute from `cwd`, when
 * it is written as a path outside the repository `root`: an absolute path, or one that climbs with `..`, that lies
 * outside `root` (after symbolic links where it exists, and outside `root` as given too). Undefined otherwise: a name
 * (`Parser.parse`), and a relative path that does not climb, which may be repository-relative (`--repo` from elsewhere).
 */
export function outsidePath(root: string, query: string, cwd: string = process.cwd()): string | undefined {
  const hash = pathEndAt(query, cwd);
  const base = (hash < 0 ? query : query.slice(0, hash)).trim();
  const normal = path.normalize(base);
  if (!base || !(path.isAbsolute(base) || normal === ".." || normal.startsWith(`..${path.sep}`))) return undefined;
  const abs = path.resolve(cwd, base);
  let real = abs;
  let rootReal = root;
  try {
    real = fs.realpathSync(abs);
  } catch {
    // A path that does not exist: as written.
  }
  try {
    rootReal = fs.realpathSync(root);
  } catch {
    // The root as given.
  }
  const inside = (dir: string, p: string): boolean => {
    const rel = path.relative(dir, p);
    return rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
  };
  return inside(rootReal, real) || inside(root, abs) ? undefined : abs;
}

/**
 * @throws UsageError when node argument `query` is a path outside the repository `root` ({@link outsidePath}), naming
 * it: `impact ../viper/viper.go` had been answered with a node of another name (`did you mean: …#no`), and
 * `callers /etc/passwd` with "no node", as though a node id were mistyped.
 */
export function requireInsideRepository(root: string, query: string, cwd: string = process.cwd()): void {
  const abs = outsidePath(root, query, cwd);
  if (abs === undefined) return;
  const shown = path.isAbsolute(query.trim()) ? printable(query) : `${printable(query)} (${printable(abs)})`;
  throw new UsageError(`${shown} is outside the repository ${printable(root)}: give a path inside it, a node id or a name (--repo <dir> reads another repository)`);
}

/**
 * A node id of this repository to show in a "no such node" message, as the user would write one: a method's id
 * (`src/jinja2/runtime.py#Undefined.__init__`), else a function's, the first in id order; the generic
 * `src/a.ts#Parser.parse` when the graph has neither (a trial on jinja was told ids look like TypeScript ones).
 */
export function exampleId(nodes: readonly { id: string; kind: string }[]): string {
  // An id of plain names only: h3's first method id, `build.config.ts#hooks.build:done` (an object key), read like the
  // `file:line` the user had just typed.
  const plain = /^[\p{L}\p{N}_$./-]+#[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*$/u;
  // Of those, one outside tests with the fewest names after `#` (immer's hint had been `__tests__/base.js#runBaseTest.State.y`).
  const rank = (id: string): [number, number] => {
    const hash = id.indexOf("#");
    return [Number(isTestPath(id.slice(0, hash))), id.slice(hash + 1).split(".").length];
  };
  const before = (a: string, b: string): number => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || (a < b ? -1 : a > b ? 1 : 0);
  };
  const pick = (kind: string): string | undefined => nodes.filter((n) => n.kind === kind && plain.test(n.id)).map((n) => n.id).sort(before)[0];
  return pick("method") ?? pick("function") ?? "src/a.ts#Parser.parse";
}

/** The last name a node query writes (`make_context` of `src/click/core.py#Command.make_context`, `Ns::f`'s `f`). */
const queryName = (query: string): string => (query.split(/#|::|\.|\//u).pop() ?? "").trim();

/** Most ids {@link sameNameIds} gives. */
export const SAME_NAME_SHOWN = 5;

/**
 * Ids of the nodes whose own name (after `#` and the last `.`) is the last name of `query`, when `query` named no
 * node: `BaseCommand.make_context` (a class since renamed) → `src/click/core.py#Command.make_context`. Exact names
 * first (those in the named file or of the named owner first, then the nearest owner by edits: `UnoinFile.Readdir`
 * lists `UnionFile.Readdir` before the other `Readdir`s), then names equal ignoring case, then — for a mistyped name
 * (`CopyOnWriteFs.Opne`) — names at most two edits away (Levenshtein distance, case ignored; one edit for names of
 * three characters or fewer), nearest first, those in the file `query` names (before `#`) or of the owner it writes
 * (`CopyOnWriteFs.`) first among equals, none when the named file has nodes but none near the name; at most `max`
 * ({@link SAME_NAME_SHOWN}), in id order within a tier; empty
 * when none.
 */
export function sameNameIds(nodes: readonly { id: string }[], query: string, max = SAME_NAME_SHOWN): string[] {
  const want = queryName(query);
  if (!want) return [];
  const own = (id: string): string => (id.includes("#") ? lastNameOf(id) : "");
  const file = namedFile(query);
  // The owner written before the name (`CopyOnWriteFs` of `CopyOnWriteFs.Opne`), as a node id writes it.
  const owner = query.replace(/^[^#]*#/u, "").split(/::|\./u).slice(0, -1).join(".");
  const here = (id: string): number => ((file !== undefined && id.startsWith(`${file}#`)) || (owner !== "" && (id.includes(`#${owner}.`) || id.includes(`.${owner}.`))) ? 0 : 1);
  // How far a node's owner is from the one written (`UnoinFile` → `UnionFile`: 2 edits), no further than the written
  // owner's length (an owner no nearer than none at all is as far as none); 0 when none is written.
  const ownerOff = (id: string): number => {
    if (!owner) return 0;
    const qualified = id.includes("#") ? id.slice(id.indexOf("#") + 1) : "";
    return Math.min(distance(qualified.split(".").slice(0, -1).join(".").toLowerCase(), owner.toLowerCase()), owner.length);
  };
  const exact = nodes.filter((n) => own(n.id) === want).map((n) => n.id);
  const lower = want.toLowerCase();
  const found = exact.length ? exact : nodes.filter((n) => own(n.id).toLowerCase() === lower).map((n) => n.id);
  if (found.length) {
    const ranked = [...new Set(found)].map((id) => ({ id, here: here(id), off: ownerOff(id) }));
    return ranked.sort((a, b) => a.here - b.here || a.off - b.off || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, max).map((r) => r.id);
  }
  const limit = want.length <= 3 ? 1 : 2;
  const near = nodes
    .map((n) => ({ id: n.id, name: own(n.id) }))
    .filter((n) => n.name && Math.abs(n.name.length - want.length) <= limit)
    .map((n) => ({ id: n.id, d: distance(n.name.toLowerCase(), lower), here: here(n.id) }))
    .filter((n) => n.d <= limit)
    .sort((a, b) => a.d - b.d || a.here - b.here || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // A file the query names that has nodes, none of them near the name: names elsewhere a few edits away are noise
  // (werkzeug's `summary --node src/werkzeug/http.py#nope` had suggested `WWWAuthenticate.type`, `Headers.copy`).
  if (file !== undefined && nodes.some((n) => n.id.startsWith(`${file}#`)) && !near.some((n) => n.id.startsWith(`${file}#`))) return [];
  return [...new Set(near.map((n) => n.id))].slice(0, max);
}

/** The file a node argument writes before its first `#` (`src/a.py#A.b` → `src/a.py`); undefined without one. */
export function namedFile(query: string): string | undefined {
  return query.includes("#") ? query.slice(0, query.indexOf("#")) : undefined;
}

/**
 * `strata: no node "<query>" in the code graph<where>` and, when nodes of `query`'s last name exist ({@link sameNameIds}),
 * `; of that name: <ids>` (`; did you mean: <ids>` for names a few edits away), else `: <hint>`; for a `path:line` of
 * a line its file does not have (`place`, lineOutsideFile in src/navigate), `: <file> has <n> lines` instead. One
 * line, text made printable.
 */
export function noNodeLine(query: string, where: string, nodes: readonly { id: string }[], hint: string, place?: { file: string; lines: number }): string {
  if (place) return `strata: no node "${printable(query)}" in the code graph${where}: ${printable(place.file)} has ${place.lines} line${place.lines === 1 ? "" : "s"}\n`;
  const named = sameNameIds(nodes, query);
  const want = queryName(query).toLowerCase();
  const label = named.some((id) => lastNameOf(id).toLowerCase() === want) ? "of that name" : "did you mean";
  return `strata: no node "${printable(query)}" in the code graph${where}${named.length ? `; ${label}: ${named.map(printable).join(", ")}` : `: ${hint}`}\n`;
}

/** `exampleId`'s id and its file, as "ids look like …" lists them (`app/calc.py#Calc.add, app/calc.py`). */
export function exampleIds(nodes: readonly { id: string; kind: string }[]): string {
  const id = exampleId(nodes);
  return `${id}, ${id.slice(0, id.indexOf("#"))}`;
}
