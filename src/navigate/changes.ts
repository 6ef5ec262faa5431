/**
 * `changes`: for a git diff, what a reviewer or an assistant needs — per changed file, the semantic-contract
 * delta (exported names added or removed, signatures changed; within a class, interface or struct on both sides, its
 * public members by `Class.member`), the callers of every changed or removed export
 * from the stored code graph, and whether the file's stored summary is stale. Both sides of the diff go
 * through the same extractors as `strata index`, so the delta compares like with like.
 *
 * Sides: `--since <rev>` compares `<rev>` with the working tree; `--staged` compares `HEAD` with the index
 * (`git diff --cached`); neither compares `HEAD` with the working tree.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildRegionTree, detectLanguage, FileExtractor, redactSecrets, type Entity, type ExtractedContract, type Region } from "../extract/index.js";
import { constructorOf, fileOfId, lastNameOf, type CodeGraph } from "../graph/index.js";
import { hashText, initHash } from "../shared/hash.js";
import { UsageProblem } from "../shared/errors.js";
import { impactOf } from "./impact.js";
import { parseHunks } from "../retrieve/index.js";
import { getOrMake } from "../shared/maps.js";

/** One export as the delta shows it. */
export interface ExportSignature {
  name: string;
  kind: string;
  signature?: string;
}

/** The delta of one changed file. Paths are repository-relative. */
export interface FileChange {
  path: string;
  status: "added" | "removed" | "modified" | "renamed";
  /** The file's path before a rename. */
  from?: string;
  /** Exports, and members (`Class.member`) of a container present on both sides, only on the new side. */
  added: ExportSignature[];
  removed: ExportSignature[];
  changed: { name: string; kind: string; before?: string; after?: string }[];
  /**
   * Graph node ids calling, importing, extending or using each changed or removed export (by export name), the changed
   * file's own code included: `impact`'s nodes at one hop (a class's include the callers of its constructor and
   * members), less its by-name calls and overrides.
   */
  callers: Record<string, string[]>;
  /** A renamed or removed file: the other files importing it by its old path (their imports break). */
  importers?: string[];
  /**
   * Changed or removed exports that are no graph node (a constant, a type alias, an enum): the files importing each by
   * name, from the stored contracts (`ChangesOptions.imports`); by export name.
   */
  importedBy?: Record<string, string[]>;
  /**
   * Functions and methods of a modified or renamed file whose code the diff touches, beyond the exports the delta
   * names (an internal helper's body, a method's lines): each by its name in the file (`buildRouting.route`) with the
   * graph nodes calling it (resolved calls; an export list or an import is no caller). Found by mapping the diff's hunks onto the stored graph's spans, on the side the index
   * holds (the new text when it is fresh, the old when it is stale); absent when neither side is the indexed one or
   * none is touched. `added`: on the new side, no function, method or class of that name was in the old text (its
   * region tree, seed 003): the function is new, not changed.
   */
  bodies?: { name: string; added?: true; callers: string[] }[];
  /** The stored row no longer matches the new text: its summary (and search rows) need `strata index`. */
  summaryStale: boolean;
}

/** What to compare. */
export interface ChangesOptions {
  root: string;
  graph: CodeGraph;
  /** Stored content hash per indexed path (for `summaryStale`). */
  storedHashes: Map<string, string>;
  /** Paths `strata index` skips (lockfiles, binaries, too large): never stored, so never stale. */
  skipped?: ReadonlySet<string>;
  /**
   * Each indexed file's imports (its stored contract's `dependencies`: the resolved module path and the imported
   * names), for the users of a changed export that is no graph node; absent: none are listed.
   */
  imports?: ReadonlyMap<string, readonly { module?: string; kind?: "relative" | "external"; path?: string | undefined; names: readonly string[] }[]>;
  since?: string;
  staged?: boolean;
}

/** Error for a revision git does not know or a folder that is not a git work tree: a usage error (exit 2). */
export class ChangesError extends UsageProblem {
  override name = "ChangesError";
}

function git(root: string, args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    if (/not a git repository/i.test(stderr)) throw new ChangesError(`${root} is not in a git work tree: strata changes compares git revisions`);
    const unknown = /ambiguous argument '([^']+)': unknown revision|bad revision '([^']+)'|unknown revision or path not in the working tree/u.exec(stderr);
    if (unknown) {
      const rev = unknown[1] ?? unknown[2] ?? "";
      if (/^HEAD\b/u.test(rev) && !hasCommit(root)) throw new ChangesError(`${root} has no commits yet: strata changes compares the working tree with a commit (commit once first)`);
      throw new ChangesError(`unknown revision "${rev}" in ${root}: give a commit, branch or tag git knows (git log --oneline lists commits)`);
    }
    throw new ChangesError(`git ${args.join(" ")} failed in ${root}: ${withoutUsage(stderr) || (error as Error).message}`);
  }
}

/** True when the repository at `root` has a commit at HEAD. */
function hasCommit(root: string): boolean {
  try {
    execFileSync("git", ["rev-parse", "--verify", "--quiet", "HEAD"], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** git's message without the option list it prints after `usage:` (about 150 lines for `git diff`). */
function withoutUsage(stderr: string): string {
  const lines = stderr.split("\n");
  const usage = lines.findIndex((l) => /^usage: /.test(l));
  return (usage >= 0 ? lines.slice(0, usage) : lines).join("\n").trim();
}

/** Text of `file` at `rev` (`:` prefix alone = the index), or undefined when it does not exist there. */
function textAt(root: string, rev: string, file: string): string | undefined {
  try {
    return execFileSync("git", ["show", `${rev}:${file}`], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
}

/**
 * The line ranges a diff of one file touches, on both sides (1-based, inclusive; a pure insertion is the half line
 * after the line it follows, `[a + 0.5, a + 0.5]`, inside a span only when both its neighbours are), from
 * `git diff -U0`'s hunk headers. `args` may add `-b --ignore-blank-lines` ({@link layoutBlind}).
 */
function diffRanges(root: string, args: string[]): { old: [number, number][]; new: [number, number][] } {
  const out = { old: [] as [number, number][], new: [] as [number, number][] };
  const side = (start: number, count: number): [number, number] => (count === 0 ? [start + 0.5, start + 0.5] : [start, start + count - 1]);
  for (const h of parseHunks(git(root, ["diff", "-U0", "--no-color", "--no-ext-diff", ...args]))) {
    out.old.push(side(h.oldStart, h.oldCount));
    out.new.push(side(h.newStart, h.newCount));
  }
  return out;
}

/**
 * `git diff` options that leave out edits of layout alone (`-b --ignore-blank-lines`: a run of spaces made longer or
 * shorter, a blank line) in a file whose language's indentation is not syntax: viper's gofmt realigning `func Debug()
 * { v.Debug() }` was said to change `Debug`'s code. A space added or removed is still a change (`"a b"` → `"ab"`,
 * `n -1` → `n - 1`), which `-w` would hide. None for Python (`LanguageSpec.significantIndentation`), where indenting a
 * line moves it into a block.
 */
function layoutBlind(file: string): string[] {
  return detectLanguage(file).significantIndentation ? [] : ["-b", "--ignore-blank-lines"];
}

/** An export or member with its own members, for {@link exportDelta}. */
type Side = Map<string, ExportSignature & { members?: Entity[] }>;

const exportsOf = (contract: ExtractedContract | undefined): Side => signaturesOf((contract?.exports ?? []) as Entity[], "");

/**
 * `entities` (a contract's exports, or a container's members) by qualified name, `prefix` + name. A type alias of an
 * object type (`type KyInstance = { get: …; post: … }`) has its members read from its value, since its signature is
 * cut at a bound and a member added at the end would change nothing there; another alias compares its whole value.
 * A type whose signature already ends with its whole value and declares no alias keeps its signature: Go's defined
 * types `type ConfigFileAlreadyExistsError string` and `type Names[T any] []T` (viper) read as the aliases
 * `type ConfigFileAlreadyExistsError = string` and `type Names = []T`.
 */
function signaturesOf(entities: readonly Entity[], prefix: string): Side {
  const out: Side = new Map();
  for (const entry of entities) {
    const typeMembers = entry.kind === "type" && entry.value ? objectTypeMembers(entry.value) : undefined;
    const members = entry.members?.length ? entry.members : typeMembers;
    const declared = entry.value !== undefined && entry.signature?.endsWith(entry.value) && !entry.signature.slice(0, -entry.value.length).trimEnd().endsWith("=");
    const signature = entry.kind === "type" && entry.value && !typeMembers && !declared ? `type ${entry.name} = ${entry.value}` : entry.signature;
    out.set(`${prefix}${entry.name}`, { name: `${prefix}${entry.name}`, kind: entry.kind, ...(signature ? { signature } : {}), ...(members?.length ? { members } : {}) });
  }
  return out;
}

/**
 * The members of an object type written as text (`{ <T>(url: Input): R; get: <T>(url) => R; readonly x?: number }`),
 * split at top-level `;`, as entities named by their key (`(call)` for a call signature, `[index]` for an index
 * signature) with the member's text as signature; undefined when `value` is no object type.
 */
export function objectTypeMembers(value: string): Entity[] | undefined {
  const text = value.trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return undefined;
  const parts: string[] = [];
  let depth = 0;
  let start = 1;
  for (let i = 1; i < text.length - 1; i++) {
    const c = text[i]!;
    if ("([{".includes(c) || (c === "<" && text[i + 1] !== "=")) depth++;
    else if (")]}".includes(c) || (c === ">" && text[i - 1] !== "=")) depth--;
    else if ((c === ";" || c === "\n" || c === ",") && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start, text.length - 1));
  const members: Entity[] = [];
  for (const part of parts.map((p) => p.replace(/\s+/gu, " ").trim()).filter(Boolean)) {
    const key = /^(?:readonly\s+)?([\p{L}_$][\p{L}\p{N}_$]*)\??\s*[:(<]/u.exec(part)?.[1] ?? (part.startsWith("[") ? "[index]" : /^(?:new\s*)?[(<]/u.test(part) ? "(call)" : undefined);
    if (key === undefined) return undefined;
    members.push({ name: key, kind: "property", signature: part, line: 0, endLine: 0 });
  }
  return members;
}

/** Names only on the new side, only on the old side, and on both with another signature or kind. */
type Delta = Pick<FileChange, "added" | "removed" | "changed">;

const plain = ({ name, kind, signature }: ExportSignature): ExportSignature => ({ name, kind, ...(signature ? { signature } : {}) });

/**
 * The delta between two sides' exports, and within every class, interface, struct or namespace present on both sides
 * the delta of its public members, named `Class.member` as graph node ids name them (so a changed method's callers
 * are found like an export's). A container added or removed whole is one entry, not one per member.
 */
function exportDelta(oldExports: Side, newExports: Side): Delta {
  const out: Delta = { added: [], removed: [], changed: [] };
  for (const e of newExports.values()) {
    const old = oldExports.get(e.name);
    if (!old) out.added.push(plain(e));
    else {
      if (old.signature !== e.signature || old.kind !== e.kind) out.changed.push({ name: e.name, kind: e.kind, ...(old.signature ? { before: old.signature } : {}), ...(e.signature ? { after: e.signature } : {}) });
      if (old.members || e.members) {
        const inner = exportDelta(signaturesOf(old.members ?? [], `${e.name}.`), signaturesOf(e.members ?? [], `${e.name}.`));
        out.added.push(...inner.added);
        out.removed.push(...inner.removed);
        out.changed.push(...inner.changed);
      }
    }
  }
  for (const e of oldExports.values()) if (!newExports.has(e.name)) out.removed.push(plain(e));
  return out;
}

/** `text` with every detected secret masked (`redactSecrets`, the reader's rule); undefined stays undefined. */
async function masked(file: string, text: string | undefined): Promise<string | undefined> {
  return text === undefined ? undefined : (await redactSecrets(text, file)).text;
}

/** The contract of `text` as `strata index` would extract it under `file`'s path; undefined for a failure. */
async function extractText(extractor: FileExtractor, file: string, text: string | undefined): Promise<ExtractedContract | undefined> {
  if (text === undefined) return undefined;
  let result: ExtractedContract | undefined;
  await extractor.extractBatch([{ source: { path: file, text, language: detectLanguage(file, text).id }, bytes: Buffer.byteLength(text) }], (o) => {
    if (o.ok) result = o.extracted;
  });
  return result;
}

/** `file` without its extension: `src/a.ts` → `src/a`. */
const stem = (file: string): string => file.replace(/\.[^./]+$/u, "");

/**
 * Whether a dependency of `importer` names the module at `target`: its resolved path is `target`, or (once `strata
 * index` has run after `target` was renamed or removed, so the import no longer resolves) its relative specifier leads
 * there: `../utils/body.js` from `source/core/Ky.ts` to `source/utils/body.ts` (the extension may differ, as TypeScript
 * writes `.js` for `.ts`; a folder's `index` file counts), Python's `.sessions` / `..models` to `pkg/sessions.py`.
 */
function importsPath(importer: string, dep: { module?: string; kind?: string; path?: string | undefined }, target: string): boolean {
  if (dep.path !== undefined) return dep.path === target;
  if (dep.kind !== "relative" || dep.module === undefined) return false;
  const dots = /^(\.+)(\w.*)?$/u.exec(dep.module);
  const python = dots !== null && !dep.module.startsWith("./") && !dep.module.startsWith("../") && dep.module !== "." && dep.module !== "..";
  const spec = python ? `${"../".repeat(dots![1]!.length - 1)}./${(dots![2] ?? "").replace(/\./gu, "/")}` : dep.module;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(importer), spec));
  const want = stem(target);
  return stem(joined) === want || `${joined}/index` === want || `${joined}/__init__` === want;
}

/**
 * The files whose imports lead to `path` ({@link importsPath}), and with `name` only those importing that name from
 * it (sorted); none without `imports`.
 */
function importersOf(imports: ChangesOptions["imports"], path: string, name?: string): string[] {
  if (!imports) return [];
  const out: string[] = [];
  for (const [file, deps] of imports) if (file !== path && deps.some((d) => importsPath(file, d, path) && (name === undefined || d.names.includes(name)))) out.push(file);
  return out.sort();
}

/**
 * The delta of every changed file, sorted by path.
 * @throws ChangesError when `root` is not a git work tree or the revision is unknown.
 */
export async function contractChanges(options: ChangesOptions): Promise<FileChange[]> {
  const { root, graph } = options;
  await initHash();
  const base = options.staged ? "HEAD" : (options.since ?? "HEAD");
  const diffArgs = options.staged ? ["diff", "--cached", "--name-status", "-M", "-z"] : ["diff", "--name-status", "-M", "-z", base];
  const fields = git(root, diffArgs).split("\0").filter((f) => f !== "");
  const entries: { status: string; path: string; from?: string }[] = [];
  for (let i = 0; i < fields.length; ) {
    const status = fields[i++]!;
    if (status.startsWith("R") || status.startsWith("C")) entries.push({ status: "R", from: fields[i++]!, path: fields[i++]! });
    else entries.push({ status: status[0]!, path: fields[i++]! });
  }
  if (!options.staged) {
    for (const file of git(root, ["ls-files", "--others", "--exclude-standard", "-z"]).split("\0").filter(Boolean)) entries.push({ status: "A", path: file });
  }
  const newText = (file: string): string | undefined => {
    if (options.staged) return textAt(root, "", file);
    try {
      return fs.readFileSync(path.join(root, file), "utf8");
    } catch {
      return undefined;
    }
  };
  const nodeById = new Map(graph.nodes.map((n) => [n.id, n]));
  const incoming = new Map<string, string[]>();
  // Resolved calls only (no imports, export lists or value uses): who runs a function whose code changed.
  const callersOf = new Map<string, string[]>();
  // Calls the graph could not resolve, by the callee's last name: once the index has dropped a removed file, its
  // callers' calls to it are unresolved, and they are found here from the files that still import it.
  const unresolvedCalls = new Map<string, { from: string; text: string }[]>();
  for (const e of graph.edges) {
    if (!e.resolved && e.kind === "calls" && e.to.startsWith("?")) {
      const text = e.to.slice(1);
      const name = text.slice(text.lastIndexOf(".") + 1);
      const list = unresolvedCalls.get(name);
      if (list) list.push({ from: e.from, text });
      else unresolvedCalls.set(name, [{ from: e.from, text }]);
    }
    if (!e.resolved || e.kind === "contains") continue;
    if (e.kind === "calls" && e.via !== "reference") getOrMake(callersOf, e.to, () => []).push(e.from);
    const list = incoming.get(e.to);
    if (list) list.push(e.from);
    else incoming.set(e.to, [e.from]);
  }
  const extractor = new FileExtractor({ root });
  const out: FileChange[] = [];
  try {
    for (const entry of entries.sort((a, b) => (a.path < b.path ? -1 : 1))) {
      const before = entry.status === "A" ? undefined : textAt(root, base, entry.from ?? entry.path);
      const after = entry.status === "D" ? undefined : newText(entry.path);
      // Masked as `strata index` masks what it reads: a key in a changed line must not reach a signature in the answer.
      const [oldExports, newExports] = [
        exportsOf(await extractText(extractor, entry.from ?? entry.path, await masked(entry.from ?? entry.path, before))),
        exportsOf(await extractText(extractor, entry.path, await masked(entry.path, after))),
      ];
      const { added, removed, changed } = exportDelta(oldExports, newExports);
      const callers: Record<string, string[]> = {};
      const importedBy: Record<string, string[]> = {};
      const old = entry.from ?? entry.path;
      const oldImporters = nodeById.has(old) ? [] : importersOf(options.imports, old);
      for (const name of [...changed.map((c) => c.name), ...removed.map((r) => r.name)]) {
        const id = `${old}#${name}`;
        // The callers `impact` finds at one hop: those of a class's constructor and members too (`ParamMeta(…)` runs
        // `ParamMeta.__init__`), those in the changed file itself (a new signature breaks them as well) and the calls
        // that reach it through a supertype or an interface it implements (`IPublisher.Publish` for
        // `Mediator.Publish`); calls matched by name alone, and overrides (no callers), are left to `impact`.
        const oneHop = nodeById.has(id) ? (impactOf(graph, id, 1, [], false)?.files ?? []).flatMap((f) => f.nodes.filter((n) => n.resolution !== "by-name" && n.overrides === undefined).map((n) => n.id)) : [];
        // With the direct users of the node itself and of its constructor: impact starts from a class and its members, so
        // a member building its own class (`ParamMeta.copy` returning `ParamMeta(…)`) is no hop of impact's, but it is a
        // caller to update.
        const node = nodeById.get(id);
        const ctor = node ? constructorOf(graph.nodes, node)?.id : undefined;
        const direct = [...(incoming.get(id) ?? []), ...(ctor ? (incoming.get(ctor) ?? []).filter((c) => c !== ctor) : [])];
        let from = [...new Set([...direct, ...oneHop].filter((c) => c !== id))].sort();
        // The file is gone from the index: its callers are the unresolved calls of that name in the files importing it;
        // where no file imports files (Go imports packages), in the files of its folder and as `<folder>.<name>`.
        if (!from.length && !nodeById.has(id)) {
          const folder = path.posix.dirname(old);
          const fits = oldImporters.length
            ? (c: { from: string }): boolean => oldImporters.includes(fileOfId(c.from))
            : (c: { from: string; text: string }): boolean => path.posix.dirname(fileOfId(c.from)) === folder || c.text === `${path.posix.basename(folder)}.${name}`;
          from = [...new Set((unresolvedCalls.get(name) ?? []).filter(fits).map((c) => c.from))].filter((c) => fileOfId(c) !== old).sort();
        }
        if (from.length) callers[name] = from;
        else if (!nodeById.has(id)) {
          const users = importersOf(options.imports, old, name);
          if (users.length) importedBy[name] = users;
        }
      }
      const stored = options.storedHashes.get(entry.path);
      const summaryStale = after === undefined ? stored !== undefined : options.skipped?.has(entry.path) ? false : stored === undefined || stored !== hashText(after);
      const status = entry.status === "A" ? "added" : entry.status === "D" ? "removed" : entry.status === "R" ? "renamed" : "modified";
      const named = new Set([...added, ...removed, ...changed].map((e) => e.name));
      const bodies = status === "modified" || status === "renamed" ? await touchedBodies(graph, callersOf, named, entry, before, after, options, base) : [];
      const importers = status === "renamed" || status === "removed" ? [...new Set([...(incoming.get(old) ?? []).map(fileOfId), ...oldImporters].filter((f) => f !== old))].sort() : [];
      out.push({ path: entry.path, status, ...(entry.from ? { from: entry.from } : {}), added, removed, changed, callers, ...(importers.length ? { importers } : {}), ...(Object.keys(importedBy).length ? { importedBy } : {}), ...(bodies.length ? { bodies } : {}), summaryStale });
    }
  } finally {
    await extractor.dispose();
  }
  return out;
}

/**
 * {@link FileChange.bodies}: the functions and methods of the indexed side of `entry` whose span a hunk touches, the
 * innermost of nested ones, not those `named` by the contract delta nor their members, with their callers (`callersOf`:
 * resolved calls, callbacks included, property reads not).
 */
async function touchedBodies(
  graph: CodeGraph,
  callersOf: ReadonlyMap<string, string[]>,
  named: ReadonlySet<string>,
  entry: { path: string; from?: string },
  before: string | undefined,
  after: string | undefined,
  options: ChangesOptions,
  base: string,
): Promise<{ name: string; added?: true; callers: string[] }[]> {
  const stored = options.storedHashes.get(entry.path) ?? (entry.from ? options.storedHashes.get(entry.from) : undefined);
  const side = stored !== undefined && after !== undefined && stored === hashText(after) ? "new" : stored !== undefined && before !== undefined && stored === hashText(before) ? "old" : undefined;
  if (!side) return [];
  const file = side === "new" ? entry.path : (entry.from ?? entry.path);
  const args = options.staged ? ["--cached", "-M", "--", ...new Set([entry.from ?? entry.path, entry.path])] : ["-M", base, "--", ...new Set([entry.from ?? entry.path, entry.path])];
  const ranges = diffRanges(options.root, [...layoutBlind(file), ...args])[side];
  const touched = graph.nodes.filter((n) => n.path === file && (n.kind === "function" || n.kind === "method") && n.span && ranges.some(([a, b]) => a <= n.span!.endLine && b >= n.span!.startLine));
  const ids = new Set(touched.map((n) => n.id));
  // On the new side a touched function may be new: the old text's declarations tell.
  const oldNames = side === "new" && before !== undefined && touched.length > 0 ? await declaredNames(entry.from ?? entry.path, before) : undefined;
  return touched
    .filter((n) => ![...ids].some((other) => other.startsWith(`${n.id}.`)))
    .map((n) => ({ id: n.id, name: n.id.slice(n.id.indexOf("#") + 1) }))
    // A member of a removed or changed export is said with it (a removed class's methods are gone with it).
    .filter((n) => !named.has(n.name) && ![...named].some((name) => n.name.startsWith(`${name}.`)))
    .map(({ id, name }) => ({ name, ...(oldNames && !oldNames.has(lastNameOf(name)) ? { added: true as const } : {}), callers: [...new Set((callersOf.get(id) ?? []).filter((c) => c !== id))].sort() }));
}

/** The names of the functions, methods and classes of a file's text (its region tree), or undefined without a grammar. */
async function declaredNames(file: string, text: string): Promise<Set<string> | undefined> {
  const language = detectLanguage(file, text).id;
  let tree;
  try {
    tree = await buildRegionTree({ path: file, text, language });
  } catch {
    return undefined;
  }
  if (tree.root.children.length === 0) return undefined;
  const names = new Set<string>();
  const visit = (r: Region): void => {
    if (r.name !== undefined && (r.kind === "function" || r.kind === "method" || r.kind === "class")) names.add(lastNameOf(r.name));
    for (const c of r.children) visit(c);
  };
  visit(tree.root);
  return names;
}

