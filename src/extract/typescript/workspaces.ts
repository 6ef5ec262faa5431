/**
 * Monorepo workspace packages, so that `import … from "@scope/pkg"` (and `"@scope/pkg/sub"`) in one package
 * reaches the other package's sources rather than `node_modules` declarations (or nothing when dependencies are
 * not installed). Packages come from the root `package.json` `workspaces` (an array, or `{ packages: [...] }`),
 * `pnpm-workspace.yaml` `packages`, and the folders of the root tsconfig's project `references` that hold a
 * `package.json`. Each package's entry points (`exports`, `source`, `types`, `module`, `main`) are mapped from
 * build output to sources (`dist/index.d.mts` → `src/index.ts`); the result is a set of compiler `paths` the
 * project adds to the repository's own (its own mappings win).
 */
import fs from "node:fs";
import path from "node:path";
import { ts } from "ts-morph";
import { isFile } from "./overlayFileSystem.js";

/** One workspace package: its `package.json` name and absolute folder; `self` for the repository's root package. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  self?: true;
}

/** Folders never searched for packages. */
const SKIPPED_DIRS = new Set(["node_modules", ".git"]);
/** Source extensions tried for an entry point without one, in the compiler's order of preference. */
const SOURCE_EXTS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** Build-output extensions stripped from an entry point before looking for its source. */
const BUILT_EXT = /(?:\.d)?\.[cm]?[jt]sx?$/u;
/** Leading build-output folders of an entry point (`dist/`, `dist/esm/`, `lib/cjs/`…), replaced by `src/`. */
const BUILD_DIR = /^(?:dist|build|lib|out|esm|cjs|types)(?:\/(?:esm|cjs|mjs|types|src|node|browser))?\//u;
/** The one leading build-output folder of an entry point, replaced by `src/` with the folders below it kept (`lib/node/index.js` → `src/node/index.js`). */
const BUILD_FOLDER = /^(?:dist|build|lib|out)\//u;
/** Export conditions, most source-like first; others follow in written order. */
const CONDITIONS = ["source", "types", "typings", "import", "module", "default", "require", "node"];

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * The `packages:` list of a `pnpm-workspace.yaml` text: its `- item` lines (quoted or not), or a flow list
 * `[a, b]` on the key's line. Only that key is read; anything else in the file is ignored.
 */
export function pnpmWorkspacePatterns(text: string): string[] {
  const out: string[] = [];
  const lines = text.split(/\r?\n/u);
  const unquote = (s: string): string => s.trim().replace(/^(['"])(.*)\1$/u, "$2");
  for (let i = 0; i < lines.length; i++) {
    const key = /^packages\s*:\s*(.*)$/u.exec(lines[i]!);
    if (!key) continue;
    const inline = key[1]!.replace(/\s+#.*$/u, "").trim();
    if (inline.startsWith("[")) return inline.replace(/^\[|\]$/gu, "").split(",").map(unquote).filter(Boolean);
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (/^\s*(#.*)?$/u.test(line)) continue;
      const item = /^\s+-\s*(.*?)\s*(?:\s#.*)?$/u.exec(line) ?? /^-\s*(.*?)\s*(?:\s#.*)?$/u.exec(line);
      if (!item) break;
      out.push(unquote(item[1]!));
    }
    return out.filter(Boolean);
  }
  return out;
}

/** A glob segment (`*`, `?`, `[abc]`, literal text) as a regular expression over one folder name. */
function segmentRegex(segment: string): RegExp {
  const source = segment.replace(/[.+^${}()|\\]/gu, "\\$&").replace(/\*/gu, "[^/]*").replace(/\?/gu, "[^/]");
  return new RegExp(`^${source}$`, "u");
}

function subdirs(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !SKIPPED_DIRS.has(e.name))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * Folders under `root` (absolute) matching a workspace glob (`packages/*`, `apps/**`, `examples/.*\/*`):
 * literal segments, `*`/`?`/`[…]` within a segment (a wildcard-led segment skips dot folders, as globs do) and
 * `**` for any depth. `node_modules` is never entered.
 */
export function expandFolderGlob(root: string, pattern: string): string[] {
  const segments = pattern.replace(/^\.\//u, "").replace(/\/+$/u, "").split("/").filter((s) => s !== "" && s !== ".");
  let current = [root];
  for (const segment of segments) {
    const next = new Set<string>();
    for (const dir of current) {
      if (segment === "**") {
        const stack = [dir];
        while (stack.length) {
          const d = stack.pop()!;
          next.add(d);
          for (const name of subdirs(d)) if (!name.startsWith(".")) stack.push(path.join(d, name));
        }
      } else if (/[*?[]/u.test(segment)) {
        const re = segmentRegex(segment);
        for (const name of subdirs(dir)) if (re.test(name) && (segment.startsWith(".") || !name.startsWith("."))) next.add(path.join(dir, name));
      } else if (fs.existsSync(path.join(dir, segment))) next.add(path.join(dir, segment));
    }
    current = [...next];
  }
  return current.sort();
}

/**
 * The workspace packages of the repository at `root` (absolute), sorted by name; a name declared twice keeps its
 * first folder in pattern order. A published root package is one too, marked `self` (Node resolves a package's own
 * name to itself through its `exports`): swr's tests `import useSWR from 'swr'`, whose `exports` name
 * `dist/index/index.mjs`, reach `src/index/index.ts`, and so `impact` of its hooks finds them; a `private` root (a
 * monorepo's) is not. Empty for a repository with neither. Never throws for repository content.
 */
export function discoverWorkspacePackages(root: string, tsConfigReferences: readonly string[] = []): WorkspacePackage[] {
  const manifest = readJson(path.join(root, "package.json"));
  const declared = manifest?.workspaces;
  const patterns = [...strings(declared), ...strings((declared as { packages?: unknown } | undefined)?.packages)];
  try {
    patterns.push(...pnpmWorkspacePatterns(fs.readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8")));
  } catch {
    // no pnpm workspace file
  }
  const excluded = new Set(patterns.filter((p) => p.startsWith("!")).flatMap((p) => expandFolderGlob(root, p.slice(1))));
  const folders = [...patterns.filter((p) => !p.startsWith("!")).flatMap((p) => expandFolderGlob(root, p)), ...tsConfigReferences];
  const byName = new Map<string, string>();
  for (const dir of folders) {
    if (excluded.has(dir) || dir === root) continue;
    const name = readJson(path.join(dir, "package.json"))?.name;
    if (typeof name === "string" && name && !byName.has(name)) byName.set(name, dir);
  }
  const self = typeof manifest?.name === "string" && manifest.name && manifest.private !== true && !byName.has(manifest.name) ? manifest.name : undefined;
  if (self) byName.set(self, root);
  return [...byName].map(([name, dir]) => (name === self ? { name, dir, self: true as const } : { name, dir })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The first existing file among `base` + each source extension, then `base/index` + each. */
function sourceFileAt(base: string): string | undefined {
  for (const candidate of [...SOURCE_EXTS.map((e) => base + e), ...SOURCE_EXTS.map((e) => path.join(base, "index" + e))]) {
    if (!candidate.endsWith(".d.ts") && isFile(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The source file an entry point (`./dist/index.d.mts`, `./src/index.ts`, `./index.js`) of the package in `dir`
 * stands for: a source file as written when it exists; else its extension-less base under `src/` in place of the
 * build folder, under `src/`, then as written; else the written file itself when it exists (an in-repository
 * `.d.ts` or `.js`). Undefined when none exists.
 */
export function entrySource(dir: string, target: string): string | undefined {
  const rel = target.replace(/^\.\//u, "");
  const written = path.join(dir, rel);
  if (/\.[cm]?tsx?$/u.test(rel) && !/\.d\.[cm]?ts$/u.test(rel) && isFile(written)) return written;
  const base = rel.replace(BUILT_EXT, "");
  const bases = [base.replace(BUILD_DIR, "src/"), base.replace(BUILD_FOLDER, "src/"), base.replace(BUILD_DIR, ""), `src/${base}`, base];
  for (const b of new Set(bases)) {
    const found = sourceFileAt(path.join(dir, b));
    if (found) return found;
  }
  return isFile(written) ? written : undefined;
}

/** The target of one `exports` value under the {@link CONDITIONS} order ({@link conditionTargets}' first); undefined for `null` (a blocked path). */
function conditionTarget(value: unknown): string | undefined {
  return conditionTargets(value).find((t) => t !== "");
}

/** The `exports` field of a manifest as a subpath table (`{ ".": … }` for a bare target or condition object). */
function exportSubpaths(manifest: Record<string, unknown>): Record<string, unknown> {
  const exportsField = manifest.exports;
  if (exportsField && typeof exportsField === "object" && !Array.isArray(exportsField) && Object.keys(exportsField).some((k) => k.startsWith("."))) return exportsField as Record<string, unknown>;
  return exportsField !== undefined ? { ".": exportsField } : {};
}

/**
 * The source file of the main entry of the package in `dir` (absolute): the first of its `exports` `.` targets (every
 * condition, in {@link CONDITIONS} order), `source`, `types`, `typings`, `module` and `main` that {@link entrySource}
 * finds and that is code, not a declaration file; else the first declaration file found; else `src/index`, else
 * `index`. A JavaScript package with hand-written typings (commander's `"types": "./typings/index.d.ts"` beside
 * `"default": "./index.js"`) is its code: its examples' `new Command()` had reached the typings' constructor.
 */
function mainSource(dir: string, manifest: Record<string, unknown>, subpaths = exportSubpaths(manifest)): string | undefined {
  const mainTargets = [...conditionTargets(subpaths["."]), ...["source", "types", "typings", "module", "main"].map((k) => manifest[k])];
  const found = codeFirst(dir, mainTargets);
  // A manifest naming only its typings (`"types": "./typings/index.d.ts"`) beside an `index.js`, which Node loads.
  if (found && !DECLARATION.test(found)) return found;
  return sourceFileAt(path.join(dir, "src", "index")) ?? sourceFileAt(path.join(dir, "index")) ?? found;
}

/** A declaration file's name (`.d.ts`, `.d.mts`, `.d.cts`). */
const DECLARATION = /\.d\.[cm]?ts$/u;

/** The first of `targets` whose {@link entrySource} is code, not a declaration file; else the first declaration file found. */
function codeFirst(dir: string, targets: readonly unknown[]): string | undefined {
  let declaration: string | undefined;
  for (const t of targets) {
    const found = typeof t === "string" ? entrySource(dir, t) : undefined;
    if (found && !DECLARATION.test(found)) return found;
    declaration ??= found;
  }
  return declaration;
}

/** Every target of one `exports` value, in {@link CONDITIONS} order and then as written (`null`s, blocked paths, left out). */
function conditionTargets(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(conditionTargets);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  return [...CONDITIONS.filter((c) => c in record), ...Object.keys(record).filter((k) => !CONDITIONS.includes(k))].flatMap((k) => conditionTargets(record[k]));
}

/**
 * The source file a relative import of the folder `dir` (absolute, holding a `package.json`) stands for when the
 * compiler finds none: Node reads the folder's manifest, whose entry names a build output the repository does not
 * hold (superagent's tests `require('../..')` with `"main": "lib/node/index.js"`, built from `src/node/index.js`).
 * Undefined when `dir` has no readable manifest or no entry source exists.
 */
export function folderPackageSource(dir: string): string | undefined {
  const manifest = readJson(path.join(dir, "package.json"));
  return manifest ? mainSource(dir, manifest) : undefined;
}

/**
 * Compiler `paths` for the packages: `name` → its main entry's source, `name/sub` → each `exports` subpath's
 * source (a `./x/*` pattern maps to its source folder pattern), and `name/*` → `src/*` then the package folder,
 * for subpaths without an `exports` entry (not for the root package: its own folders are reached by relative
 * imports). Absolute targets, so they hold whatever the paths base.
 */
export function workspacePaths(packages: readonly WorkspacePackage[]): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const { name, dir, self } of packages) {
    const manifest = readJson(path.join(dir, "package.json")) ?? {};
    const subpaths = exportSubpaths(manifest);
    for (const [key, value] of Object.entries(subpaths)) {
      const target = conditionTarget(value);
      if (!target || key.endsWith(".json") || key === ".") continue;
      const sub = key.replace(/^\.\/?/u, "");
      if (sub.includes("*")) {
        const [head] = target.split("*");
        const folder = head!.replace(/^\.\//u, "").replace(BUILD_DIR, "src/");
        paths[`${name}/${sub}`] = [path.join(dir, folder) + "*"];
        continue;
      }
      const source = codeFirst(dir, conditionTargets(value));
      if (source) paths[`${name}/${sub}`] = [source];
    }
    const main = mainSource(dir, manifest, subpaths);
    if (main) paths[name] = [main];
    if (!self) paths[`${name}/*`] = [path.join(dir, "src", "*"), path.join(dir, "*")];
  }
  return paths;
}

/** Folders of the project references of the tsconfig at `configFile` (absolute), as written (`path` to a folder or a config file). */
export function referenceFolders(configFile: string): string[] {
  const { config } = ts.readConfigFile(configFile, (p) => fs.readFileSync(p, "utf8"));
  const refs = (config as { references?: Array<{ path?: unknown }> } | undefined)?.references;
  if (!Array.isArray(refs)) return [];
  const base = path.dirname(configFile);
  return refs
    .map((r) => (typeof r?.path === "string" ? path.resolve(base, r.path) : undefined))
    .filter((p): p is string => p !== undefined)
    .map((p) => (p.endsWith(".json") ? path.dirname(p) : p));
}
