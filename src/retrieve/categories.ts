/**
 * Purpose categories of a file (seed 003_ac3c632a333c0efa.txt, "Research into navigation by purpose"): a pure
 * function of the file's path and semantic contract that weighs the evidence of {@link CATEGORY_RULES} into a
 * confidence in [0, 1] per category, and keeps the categories at or above {@link CATEGORY_THRESHOLD}. The seed
 * kept the higher of two thresholds because the lower one failed human-reviewed precision; so does this one
 * (README "Navigation by purpose" gives the measurement).
 *
 * Evidence and weights (combined per category as a noisy-or, `1 − Π(1 − w)`):
 * - an exclusive `paths` rule (CI workflows, dependency-update bots, requirements files → build 0.9; prose files →
 *   documentation 0.95), else the file's role by path (`fileRole`: tests → testing 0.95, benchmarks → testing 0.8,
 *   docs → documentation 0.95), decides the file's one category alone; else repository-host metadata (issue
 *   templates, funding, code owners: `HOST_METADATA_PATH`) has none;
 * - other `paths` rules: their own weight (config file types 0.6, build files 0.9, markup and styles 0.6, SQL 0.6);
 * - evidence from the words a rule lists as `weakWords` (networking: `request`, `handler`, `client`…) counts only
 *   beside other evidence of the same category, or beside a relative import of a module named by a strong word
 *   (`./utils/headers`: weight 0, listed as `local import`), or beside a platform type an export's signature names
 *   (`signatureTypes`: the Fetch API's `Request`, Go's `http.ResponseWriter`; weight 0, listed as `signature type`);
 * - a word of the file's base name in `fileWords`: 0.6 (an entry file such as `index.ts` takes its folder's name
 *   at 0.5); a directory on its path in `dirs`: 0.45 (`dirWeight` where the table sets it: utilities and build 0.6);
 *   for files without a parser (YAML, JSON, HTML, shell) only in the categories marked `textFiles`;
 * - exported names: the share of exports whose words are in `exportWords` or that match `exportPatterns`, times
 *   0.55 (two or more such exports) or 0.4 (one);
 * - type-like exports (interfaces, type aliases, structs, enums, dataclasses, models) → data-models: 0.55 × their
 *   share when it is at least 0.6 of two or more exports;
 * - each external import in `imports` (at most two count): 0.3;
 * - a side effect inferred from imports (summarize `inferSideEffects`): network → networking, database →
 *   persistence, logging → observability: 0.2;
 * - the leading doc comment matching `doc`: 0.25.
 */
import { getLanguage, type SemanticContract, type Entity } from "../extract/index.js";
import { inferSideEffects } from "../summarize/index.js";
import { CATEGORY_IDS, CATEGORY_RULES, CATEGORY_THRESHOLD, HOST_METADATA_PATH, type CategoryId, type CategoryRule, type ImportTable } from "./categoryTable.js";
import { fileRole, isTestFramework, readsHead } from "./fileRoles.js";
import { splitIdentifier } from "./tokenize.js";

export { CATEGORY_IDS, CATEGORY_RULES, CATEGORY_THRESHOLD, parseCategory, UnknownCategoryError, type CategoryId, type CategoryRule } from "./categoryTable.js";

/** Version of the rules and weights: stored with each file's categories, so a change recomputes them all. */
export const CATEGORY_RULES_VERSION = 7;

/** One category of a file: its confidence in [0, 1] (two decimals) and the evidence, strongest first. */
export interface FileCategory {
  category: CategoryId;
  confidence: number;
  /** Evidence such as `file name: config`, `import: argparse`, `exports: 2/3`, `role: test`. */
  evidence: string[];
}

const W = { role: 0.95, bench: 0.8, fileWord: 0.6, entryFolder: 0.5, dir: 0.45, exports: 0.55, oneExport: 0.4, kinds: 0.55, import: 0.3, sideEffect: 0.2, doc: 0.25 } as const;
const MAX_IMPORTS = 2;
const FALLBACK_TEXT = "text";
const ENTRY_STEMS = new Set(["index", "__init__", "mod"]);
const SIDE_EFFECT_CATEGORY: Record<string, CategoryId> = { network: "networking", database: "persistence", logging: "observability" };
const TYPE_KINDS = new Set(["interface", "type", "struct", "enum"]);
const MODEL_BASES = /^(?:BaseModel|TypedDict|NamedTuple|Enum|IntEnum|StrEnum|Schema|Struct|msgspec\.Struct|pydantic\.BaseModel)$/;

/** Module names of the rule's imports for `language`, by import-table language. */
function importsOf(rule: CategoryRule, language: string): string[] {
  const table = importTable(language);
  return table ? (rule.imports?.[table] ?? []) : [];
}

/** The import-table language of a contract language (`javascript` and `tsx` read TypeScript's lists). */
function importTable(language: string): ImportTable | undefined {
  return language === "javascript" || language === "tsx" ? "typescript" : (["typescript", "python", "go", "csharp", "ruby"] as const).find((t) => t === language);
}

function moduleMatches(keys: string[], module: string): boolean {
  const name = module.startsWith("node:") ? module.slice(5) : module;
  return keys.some((k) => k === name || k === module || ((k.endsWith("/") || k.endsWith(".")) && name.startsWith(k)));
}

const wordIn = (words: Set<string>, list: string[] | undefined): string | undefined => list?.find((w) => words.has(w));

/** The first of the rule's `signatureTypes` for `language` that an export's signature (or a member's) names as a whole. */
function signatureType(rule: CategoryRule, language: string, exported: Entity[]): string | undefined {
  const table = importTable(language);
  const types = table ? rule.signatureTypes?.[table] : undefined;
  if (!types?.length) return undefined;
  const text = exported.flatMap((e) => [e.signature ?? "", ...(e.members ?? []).map((m) => m.signature ?? "")]).join("\n");
  return types.find((t) => new RegExp(`(?<![\\w.$])${t.replace(/\./g, "\\.")}(?![\\w$])`).test(text));
}

/** Words of a module path's last part (`./utils/headers` → `headers`; `../http-exception` → `http`, `exception`). */
function moduleWords(module: string): Set<string> {
  const last = module.split(/[/\\]/).filter((p) => p && p !== "." && p !== "..").pop() ?? "";
  const stem = last.replace(/\.[a-z]+$/i, "");
  return new Set([stem.toLowerCase(), ...splitIdentifier(stem.replace(/[^\p{L}\p{N}_$-]+/gu, "_"))]);
}

function isTypeLike(e: Entity): boolean {
  if (TYPE_KINDS.has(e.kind)) return true;
  if (e.kind !== "class") return false;
  if (e.decorators?.some((d) => /dataclass|attr\.s|define|frozen/.test(d))) return true;
  return (e.extends ?? []).some((b) => MODEL_BASES.test(b));
}

/**
 * The one category of a file whose path alone decides it: an exclusive `paths` rule of the table (CI workflows,
 * requirements files: build), else its role by path (`fileRole`): tests → testing 0.95, benchmarks → testing 0.8,
 * docs → documentation 0.95 (a Python module named `tests` that imports no test framework is no test). A test of the
 * config loader is a test first; what it tests is found through search.
 */
function exclusiveCategory(path: string, contract?: SemanticContract): FileCategory | undefined {
  for (const rule of CATEGORY_RULES) {
    for (const p of rule.paths ?? []) if (p.exclusive && new RegExp(p.pattern, "i").test(path)) return { category: rule.id, confidence: p.weight, evidence: [`path: ${p.name}`] };
  }
  // A Python module named `tests` that imports no test framework is library code (jinja's built-in template tests).
  const library = contract !== undefined && path.endsWith(".py") && readsHead(path) && !contract.dependencies.some((d) => isTestFramework(d.module));
  const role = library ? "source" : fileRole(path);
  if (role === "test") return { category: "testing", confidence: W.role, evidence: ["role: test"] };
  if (role === "bench") return { category: "testing", confidence: W.bench, evidence: ["role: benchmark"] };
  if (role === "doc") return { category: "documentation", confidence: W.role, evidence: ["role: documentation"] };
  return undefined;
}

/**
 * Every category with some evidence for the file at `path` (repo-relative, `/`-separated) with `contract`
 * (absent: path evidence only), highest confidence first, then in table order. Never throws.
 */
export function scoreCategories(path: string, contract?: SemanticContract): FileCategory[] {
  const parts = path.split("/");
  const base = parts[parts.length - 1]!.replace(/^\.+/, "");
  // An entry file (`index.ts`, `__init__.py`, `mod.rs`) is named by its folder: `middleware/cors/index.ts` is "cors".
  // Its folder's words weigh less (`cloudflare-pages/index.ts` is no UI page).
  const ownStem = base.includes(".") ? base.slice(0, base.indexOf(".")) : base;
  const entry = ENTRY_STEMS.has(ownStem) && parts.length > 1;
  const stem = entry ? parts[parts.length - 2]! : ownStem;
  const fileWords = new Set([stem.toLowerCase(), ...splitIdentifier(stem.replace(/[^\p{L}\p{N}_$-]+/gu, "_"))]);
  const dirs = new Set(parts.slice(0, -1).map((d) => d.toLowerCase()));
  const language = contract?.language ?? "";
  const exported = (contract?.exports ?? []).filter((e) => e.kind !== "reexport");
  const exportWords = exported.map((e) => new Set(splitIdentifier(e.name)));
  // A dotted module headed by a folder of this file's own path is the repository's own package (starlette's
  // `starlette._utils` from `starlette/middleware/sessions.py`), no library: it was networking evidence in every file.
  const ownPackage = (module: string): boolean => /^[\w]+\./u.test(module) && dirs.has(module.slice(0, module.indexOf(".")).toLowerCase());
  const deps = (contract?.dependencies ?? []).filter((d) => d.kind === "external" && !d.typeOnly && !ownPackage(d.module));
  const localDeps = [...new Set((contract?.dependencies ?? []).filter((d) => d.kind === "relative").map((d) => d.module))];
  const effects = new Set(inferSideEffects(language, (contract?.dependencies ?? []).filter((d) => !ownPackage(d.module))).map((line) => line.slice(0, line.indexOf(" (") < 0 ? undefined : line.indexOf(" ("))));
  const description = contract?.description ?? "";
  // No parser (YAML, JSON, HTML, shell, plain text): a name says what the file serves only for some categories.
  const textFile = getLanguage(language)?.extractor === "text" || language === FALLBACK_TEXT;
  const typeLike = exported.filter(isTypeLike).length;

  const only = exclusiveCategory(path, contract);
  if (only) return [only];
  // An empty file (a package marker `__init__.py`, also one holding only a line break) serves no purpose of its own: its folder's name was its only
  // evidence, and typer's empty `docs_src/exceptions/__init__.py` ranked above `typer/_click/exceptions.py`.
  const metrics = contract?.metrics as { bytes: number; lines: number } | undefined;
  if (metrics && (metrics.bytes === 0 || (metrics.lines <= 1 && !contract!.exports.length && !contract!.dependencies.length && !contract!.description))) return [];
  // Issue templates, funding links, code owners: the host's metadata, no purpose of the project (see HOST_METADATA_PATH).
  if (new RegExp(HOST_METADATA_PATH).test(path)) return [];

  const out: FileCategory[] = [];
  for (const rule of CATEGORY_RULES) {
    const ev: [number, string][] = [];
    // Evidence from weak words alone (see `CategoryRule.weakWords`) does not make a category.
    const weak = new Set(rule.weakWords ?? []);
    let strong = 0;
    // A strong word first: `http_client` is named for `http`.
    const strongFirst = (list: string[] | undefined): string[] | undefined => list && [...list.filter((w) => !weak.has(w)), ...list.filter((w) => weak.has(w))];
    for (const p of rule.paths ?? []) if (new RegExp(p.pattern, "i").test(path)) ev.push([p.weight, `path: ${p.name}`]);
    const names = !textFile || rule.textFiles === true;
    const fw = names ? wordIn(fileWords, strongFirst(rule.fileWords)) : undefined;
    if (fw) ev.push(entry ? [W.entryFolder, `folder name: ${fw}`] : [W.fileWord, `file name: ${fw}`]);
    if (fw && !weak.has(fw)) strong++;
    const dir = names ? strongFirst(rule.dirs)?.find((d) => dirs.has(d)) : undefined;
    if (dir) ev.push([rule.dirWeight ?? W.dir, `directory: ${dir}/`]);
    if (dir && !weak.has(dir)) strong++;
    if (exported.length) {
      const patterns = (rule.exportPatterns ?? []).map((p) => new RegExp(p));
      const strongWords = rule.exportWords?.filter((w) => !weak.has(w));
      const hit = (e: Entity, i: number, words: string[] | undefined): boolean => wordIn(exportWords[i]!, words) !== undefined || patterns.some((re) => re.test(e.name));
      const hits = exported.filter((e, i) => hit(e, i, rule.exportWords)).length;
      if (hits) ev.push([((hits >= 2 ? W.exports : W.oneExport) * hits) / exported.length, `exports: ${hits}/${exported.length}`]);
      if (exported.some((e, i) => hit(e, i, strongWords))) strong++;
    }
    if (rule.id === "data-models" && typeLike >= 2 && typeLike / exported.length >= 0.6) ev.push([(W.kinds * typeLike) / exported.length, `type-like exports: ${typeLike}/${exported.length}`]);
    const keys = importsOf(rule, language);
    const imports = [...new Set(deps.filter((d) => moduleMatches(keys, d.module)).map((d) => d.module))].slice(0, MAX_IMPORTS);
    for (const m of imports) ev.push([W.import, `import: ${m}`]);
    for (const effect of effects) if (SIDE_EFFECT_CATEGORY[effect] === rule.id) ev.push([W.sideEffect, `side effect: ${effect}`]);
    if (rule.doc && description && new RegExp(rule.doc, "i").test(description)) ev.push([W.doc, "doc comment"]);
    // Paths, imports, side effects and the doc are never weak.
    strong += ev.filter(([, e]) => !/^(?:file name|folder name|directory|exports): /.test(e)).length;
    if (ev.length && !strong && weak.size) {
      // A file of the repository it imports, named by a strong word (`./utils/headers`, `./router`), backs weak words up.
      const local = localDeps.find((m) => wordIn(moduleWords(m), strongFirst(rule.fileWords)?.filter((w) => !weak.has(w))));
      const type = local === undefined ? signatureType(rule, language, exported) : undefined;
      if (local !== undefined) ev.push([0, `local import: ${local}`]);
      else if (type !== undefined) ev.push([0, `signature type: ${type}`]);
      if (local !== undefined || type !== undefined) strong++;
    }
    if (!ev.length || !strong) continue;
    const confidence = 1 - ev.reduce((p, [w]) => p * (1 - w), 1);
    ev.sort((a, b) => b[0] - a[0]);
    out.push({ category: rule.id, confidence: Math.round(confidence * 100) / 100, evidence: ev.map(([, e]) => e) });
  }
  return out.sort((a, b) => b.confidence - a.confidence || CATEGORY_IDS.indexOf(a.category) - CATEGORY_IDS.indexOf(b.category));
}

/** The categories of a file kept at `threshold` (default {@link CATEGORY_THRESHOLD}), highest confidence first. */
export function categorizeFile(path: string, contract?: SemanticContract, threshold = CATEGORY_THRESHOLD): FileCategory[] {
  return scoreCategories(path, contract).filter((c) => c.confidence >= threshold);
}
