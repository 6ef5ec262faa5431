/**
 * The extractive summary generator: a {@link TechnicalSummary} built from the semantic contract alone,
 * by rules, with no model. It is the embedded default and the fallback when a model's answer is invalid.
 *
 * Rules (seed 000 Part III schema):
 * - main_responsibility: the first two sentences of the file's leading doc comment; else composed from
 *   the exported names and the first sentence of their docs; else a description of the file's kind.
 * - public_api: every export, with a compact signature and the first sentence of its doc, followed by
 *   the methods and constructors of exported classes, structs and traits as `Owner.member`. A wrapper (a module or
 *   namespace whose members include types: Ruby `module Sinatra; class Base`, Rust `mod m { struct S }`) is
 *   followed by the types inside it as `Wrapper.Type`, largest first, each with its notable members.
 * - main_responsibility without a doc names a wrapper's largest types, not the wrapper itself; a file whose one unit is
 *   a class, struct or trait names its public members with what they take and give.
 * - io_contracts: exported interfaces, type aliases, enums and structs with their definitions.
 * - dependencies: imported modules; side_effects: from imports through a per-language table.
 */
import { EXPORT_ASSIGNMENT_NAME, getLanguage, plainDocText, type Entity, type SemanticContract } from "../extract/index.js";
import { inferSideEffects } from "./sideEffects.js";
import { descriptionParagraph, firstSentence, renderDefinition, renderEntity } from "./render.js";
import { detectPatterns } from "./patterns.js";
import { SUMMARY_FORMAT_VERSION, type PublicApiEntry, type TechnicalSummary } from "./technicalSummary.js";
import escapeStringRegexp from "escape-string-regexp";
import { DEFAULT_EXPORT_NAME, defaultExportName } from "../graph/index.js";

/**
 * Version of the extractive rules: part of the summary cache key. Bump on any output change.
 * 10: a file whose one unit is a class, struct or trait says what its public members take and give; Ruby YARD tags
 * (`@return [T]`, `@param x [T]`) read as sentences. 11: rest parameters as the file's language writes them (Python
 * and Ruby `*args`, `**kwargs`; Go `args: ...T`), not `...args` everywhere; a Rust method's impl type is not printed
 * before its qualified name as if a Go receiver; Python's bare `*` and `/` markers are kept. 12: a re-export says
 * where it comes from (`reexport Typer from .main`). 13: an anonymous default export is named after its module
 * (`function resolveConfig (default export)`, not `function default`). 14: a CommonJS `module.exports = X` or TypeScript
 * `export = X` (the contract's `export=`) is shown by its local name (`function Reply (module.exports)`, API entry
 * `Reply`), not as `export=`. 15: Python Sphinx type fields (`:rtype: str`) are no description; `:param x:`,
 * `:returns:` and `:raises E:` read as sentences. 16: a Python `import uuid` implies no randomness. 17: a file whose
 * exports are mostly re-exports (a package's `__init__.py`, an `index.ts` barrel) says so, with the modules they come
 * from (attrs' `src/attrs/__init__.py` read "Provides reexport NOTHING; reexport Attribute; …", its node summary
 * "Defines __dir__"). 18: a doc's first sentence of one or two words (a title: "SIGTTIN handling.") takes the next
 * one too. 19: a file's own exports lead its responsibility, before names it re-exports from other modules, and one
 * declaration exported under several names is listed once there. 20: a doc paragraph that is a writers' note
 * (`TODO: add method description.`) is no description. 21: a doc's docstring sections (numpydoc `Parameters` over an
 * underline, Google `Args:`, numpydoc parameter lines `name : type`) and what follows them are no description. 24: nor
 * is a parameter field (Sphinx `:param x:`, YARD `@param x`, read as `Parameter x: …`) and what follows it. 25: the
 * export named after the file leads a responsibility composed from exports, documented or not. 26: a coroutine's
 * signature says `async` (uvicorn's `async def serve(…) -> None` read `Server.serve(…): None`), and a type's optional
 * member keeps its `?` (h3's `debug?: boolean` read `debug: boolean`). 27: an interface's definition names its bases
 * (`extends Claims { Validate(): error }`); Go's and Python's `time` imported imply no timers (Python's `sleep`
 * imported by name does). 28: a doc paragraph that is a name alone (valtio's `subscribeKey` over its description) is a
 * title, not the first sentence. 29: a numbered list's markers (`1. Request is sent 2. …`) end no first sentence.
 * 30: a named default export is shown by its name in the file, marked "Default export." (formidable's
 * `export default PersistentFile` listed `class default`, `default.open()`, "Inheritance: default"); Node's `crypto`
 * imported implies no randomness (its `randomBytes`, `randomUUID`… imported by name do). 31: a Python docstring's
 * reST code directive (`.. testsetup::`, `.. doctest::`, `.. code-block::`) and its body are no description; a
 * parameter with no name renders as its type (robfig/cron's `Next(: time.Time)` now `Next(time.Time)`); a `?` before
 * a word in lower case or capitals ends no first sentence (a grammar rule's optional mark: `WS? IDENTIFIER`).
 * 32: a field list opening a doc (`:param headers:` over its text) is skipped; the paragraph after it describes.
 * 34: a doc's first word keeps its capitals inside a sentence when it has more than one (`Sec-Fetch-Site`); Python's
 * `urllib.parse`, `urllib.error`, `http.cookies` and `http.cookiejar` imply no network (werkzeug's
 * `formparser.py` read "network (urllib.parse)"); a Javadoc reference whose parameter list holds spaces reads whole
 * (`{@link #get(TypeToken, boolean)}` had read "boolean)"); a type inside a wrapper whose callable members are not all
 * listed says how many it has (sinatra's `base.rb` listed 45 of 191 exports with nothing saying so).
 * 35: a class's nested types are listed after its members as a wrapper's are (retrofit's `Retrofit.Builder`); a file
 * of a language read as text (Kotlin, Swift, JSON) says its structure is not extracted, not "no public API";
 * decorated definitions read "Decorated: rewrite (@contextmanager)" (had read "Decorators: rewrite"), and Rust's
 * plain attributes (`derive`, `cfg`, `inline`…) make none.
 * 36: a doc paragraph of badges, link definitions or HTML tags alone is no description (anyhow's `src/lib.rs` had
 * opened with "[![github]](https://github.com/dtolnay/anyhow)…"); "Inheritance" and "Interface implementation" name
 * what each class extends or implements (sanic's app.py read "Inheritance: Sanic").
 * 37: an optional interface method keeps its `?` (kysely's `cancelQuery?(…)`).
 */
export const EXTRACTIVE_GENERATOR_VERSION = 37;

/** Generator key of extractive summaries: part of every summary row's key. */
export const EXTRACTIVE_GENERATOR_KEY = `extractive@${EXTRACTIVE_GENERATOR_VERSION}`;

/** True for documentation whose contract description is an outline of the document (`LanguageSpec.prose`). */
const isProse = (language: string): boolean => getLanguage(language)?.prose === true;

const IO_KINDS = new Set(["interface", "type", "enum", "struct", "trait"]);

/** How a responsibility composed from exports (not from a doc) begins: node summaries of files look past it. */
export const PROVIDES_PREFIX = "Provides ";

/** How a re-exporting file's responsibility begins ({@link reexportResponsibility}): a list of names, no description. */
export const REEXPORTS_PREFIX = "Re-exports ";

/** Most characters of an `io_contracts` definition before its members are cut to `… N more` (a 120-field type read 5,000). */
const DEFINITION_CHARS = 600;

/** Most public API entries listed in `main_responsibility` before "and N more". */
const NAMES_IN_RESPONSIBILITY = 4;

/** Builds the extractive technical summary of a contract. Pure and deterministic. */
export function extractiveSummary(source: SemanticContract): TechnicalSummary {
  const contract = plainDocs(source);
  const exports = contract.exports;
  return {
    formatVersion: SUMMARY_FORMAT_VERSION,
    filePath: contract.filePath,
    main_responsibility: mainResponsibility(contract),
    public_api: exports.flatMap((e) => {
      const name = shownName(e, contract.filePath);
      return [markedDefault(e, ownerEntry(e, name, contract.language)), ...callableMembers(e).map((m) => apiEntry(m, `${name}.${m.name}`, contract.language)), ...wrappedEntries(e, name, contract.language)];
    }),
    io_contracts: [...exports.flatMap((e) => [{ e, name: shownName(e, contract.filePath) }, ...wrappedTypes(e, shownName(e, contract.filePath))]), ...contract.referenced.map((e) => ({ e, name: e.name }))]
      .filter(({ e }) => IO_KINDS.has(e.kind))
      .map(({ e, name }) => ({ name, kind: e.kind, definition: renderDefinition(e, DEFINITION_CHARS) })),
    dependencies: [...new Set(contract.dependencies.map((d) => d.module))],
    side_effects: inferSideEffects(contract.language, contract.dependencies),
    key_algorithms: detectPatterns(exports.map((e) => ({ ...e, name: shownName(e, contract.filePath) }))),
    generator: "extractive",
  };
}

/** `contract` with its description and every entity's doc as plain text (its language's doc markup rewritten). */
function plainDocs(contract: SemanticContract): SemanticContract {
  const language = contract.language;
  const plain = (e: Entity): Entity => ({
    ...e,
    ...(e.doc !== undefined ? { doc: plainDocText(e.doc, language) } : {}),
    ...(e.members ? { members: e.members.map(plain) } : {}),
  });
  return {
    ...contract,
    ...(contract.description !== undefined && !isProse(language) ? { description: plainDocText(contract.description, language) } : {}),
    exports: contract.exports.map(plain),
    referenced: contract.referenced.map(plain),
  };
}

/** Members listed in `public_api` under their owner: the callable API of classes, structs and traits, then their public properties and fields. */
const MEMBER_OWNER_KINDS = new Set(["class", "struct", "trait", "object", "namespace", "module"]);
const CALLABLE_MEMBER_KINDS = new Set(["method", "constructor", "function", "getter", "setter"]);
/** Members listed after the callable ones: a class's public properties and fields are API too (`Request.cookies`, `HTTPError.response`). */
const DATA_MEMBER_KINDS = new Set(["property", "field"]);
/** Most members listed per owner; the contract keeps them all. */
const MEMBERS_PER_OWNER = 30;

function callableMembers(e: Entity): Entity[] {
  return allCallableMembers(e).slice(0, MEMBERS_PER_OWNER);
}

function allCallableMembers(e: Entity): Entity[] {
  // A named type that is no container has members only as the methods of its receiver (Go `MatcherFunc.Match`).
  if (e.kind === "type") return (e.members ?? []).filter((m) => CALLABLE_MEMBER_KINDS.has(m.kind));
  if (!MEMBER_OWNER_KINDS.has(e.kind)) return [];
  const members = e.members ?? [];
  // A data member named like a protocol hook (Python's `__hash__ = None`) is no API of its own.
  const shown = (m: Entity): boolean => !(m.modifiers ?? []).some((x) => NON_PUBLIC_MODIFIERS.has(x)) && !/^__\w+__$/u.test(m.name);
  return [...members.filter((m) => CALLABLE_MEMBER_KINDS.has(m.kind)), ...members.filter((m) => DATA_MEMBER_KINDS.has(m.kind) && shown(m))];
}

/** The `public_api` entry of export `e`; an owner with more callable members than are listed says how many it has. */
function ownerEntry(e: Entity, name: string, language: string): PublicApiEntry {
  const entry = apiEntry(e, name, language);
  const count = allCallableMembers(e).length;
  if (count <= MEMBERS_PER_OWNER) return entry;
  const note = `(${count} members; the first ${MEMBERS_PER_OWNER} are listed)`;
  return { ...entry, description: entry.description ? `${entry.description} ${note}` : note };
}

/** Kinds of a member that make its owner a wrapper when the owner is a module or namespace. */
const TYPE_KINDS = new Set(["class", "struct", "trait", "interface", "enum", "object", "module", "namespace"]);
const WRAPPER_KINDS = new Set(["module", "namespace"]);
/** Most callable members listed per type inside a wrapper (documented ones first); the contract keeps them all. */
const MEMBERS_PER_WRAPPED_TYPE = 10;
/** Most `public_api` entries a wrapper's nested types add (types and their members together). */
const WRAPPED_ENTRIES = 40;
/** Modifiers that put a member after the public ones where an extractor keeps it. */
const NON_PUBLIC_MODIFIERS = new Set(["private", "protected", "internal"]);

/**
 * Types directly inside `e` when it is a wrapper (a module or namespace whose members include types) or a type that
 * nests types ({@link NESTING_KINDS}), with `Owner.Type` names, largest span first (ties in source order), and the
 * types nested in those after their owner; `[]` for any other entity. Language-neutral: decided by contract shape.
 */
function wrappedTypes(e: Entity, owner: string): { e: Entity; name: string }[] {
  if (!isWrapper(e) && !NESTING_KINDS.has(e.kind)) return [];
  return bySpan((e.members ?? []).filter((m) => TYPE_KINDS.has(m.kind))).flatMap((t) => [
    { e: t, name: `${owner}.${t.name}` },
    ...wrappedTypes(t, `${owner}.${t.name}`),
  ]);
}

/**
 * Types whose nested types are listed after their members as wrapped types are: Java's `public static final class
 * Builder` inside `Retrofit`, how every user makes one, was in no summary.
 */
const NESTING_KINDS = new Set(["class", "struct", "trait", "interface", "object"]);

/** Whether `e` is a module or namespace whose members include types (it wraps them). */
const isWrapper = (e: Entity): boolean => WRAPPER_KINDS.has(e.kind) && (e.members ?? []).some((m) => TYPE_KINDS.has(m.kind));

/** `entities` by line span, largest first; ties keep source order. */
const bySpan = (entities: Entity[]): Entity[] => [...entities].sort((a, b) => b.endLine - b.line - (a.endLine - a.line));

/**
 * `public_api` entries of the types inside wrapper `e` (see {@link wrappedTypes}): every type (at most
 * {@link WRAPPED_ENTRIES}), each followed by its callable members, public and documented ones first (at most
 * {@link MEMBERS_PER_WRAPPED_TYPE}, kept in source order), while the members fit in what the types leave of
 * {@link WRAPPED_ENTRIES}, largest types first. An entry whose signature repeats an earlier one is left out.
 */
function wrappedEntries(e: Entity, owner: string, language: string): PublicApiEntry[] {
  const types = wrappedTypes(e, owner).slice(0, WRAPPED_ENTRIES);
  let room = WRAPPED_ENTRIES - types.length;
  const seen = new Set<string>();
  const fresh = (a: PublicApiEntry): boolean => !seen.has(a.signature) && !!seen.add(a.signature); // a class method and an instance method alike
  return types.flatMap(({ e: t, name }) => {
    const members = notableMembers(t).map((m) => apiEntry(m, `${name}.${m.name}`, language)).filter(fresh).slice(0, Math.max(0, room));
    room -= members.length;
    return [withListedCount(apiEntry(t, name, language), t, members.length), ...members];
  });
}

/**
 * `entry` of wrapped type `t` saying how many of its callable members are listed when not all are: sinatra's
 * `lib/sinatra/base.rb` listed 45 of its 191 exports with nothing saying so (`Helpers#send_file`, `Templates#erb` missing).
 */
function withListedCount(entry: PublicApiEntry, t: Entity, listed: number): PublicApiEntry {
  const count = (t.members ?? []).filter((m) => CALLABLE_MEMBER_KINDS.has(m.kind)).length;
  if (listed >= count) return entry;
  const note = `(${count} members; ${listed ? `${listed} listed` : "none listed"})`;
  return { ...entry, description: entry.description ? `${entry.description} ${note}` : note };
}

function notableMembers(t: Entity): Entity[] {
  const callables = (t.members ?? []).filter((m) => CALLABLE_MEMBER_KINDS.has(m.kind));
  const rank = (m: Entity): number => (m.modifiers?.some((x) => NON_PUBLIC_MODIFIERS.has(x)) ? 2 : 0) + (m.doc ? 0 : 1);
  const chosen = new Set([...callables].sort((a, b) => rank(a) - rank(b)).slice(0, MEMBERS_PER_WRAPPED_TYPE));
  return callables.filter((m) => chosen.has(m));
}

/** The `public_api` entry of `e` under `name`, its signature as `language` writes rest parameters. */
function apiEntry(e: Entity, name: string, language: string): PublicApiEntry {
  const description = firstSentence(e.doc);
  return { name, kind: e.kind, signature: renderEntity({ ...e, name }, undefined, language), ...(description ? { description } : {}) };
}

/**
 * True when `name` is named after the file at `path` (repository-relative): the name and the file's name up to its
 * first `.` are equal ignoring case, `_` and `-` (`WatchFilesReload` in `watchfilesreload.py`, `Route` in `route.go`,
 * `HttpClient` in `http-client.ts`, `Option` in `lib/option.js`).
 */
export function namedAfterFile(path: string, name: string): boolean {
  const plain = (text: string): string => text.toLowerCase().replace(/[_-]/g, "");
  const base = plain(path.slice(path.lastIndexOf("/") + 1).split(".")[0] ?? "");
  return base !== "" && plain(name) === base;
}

function mainResponsibility(contract: SemanticContract): string {
  // A documentation file's description is already its outline (title, lead sentences, sections).
  if (isProse(contract.language) && contract.description) return contract.description;
  const fromDoc = leadingSentences(contract.description, 2);
  if (fromDoc) return fromDoc;
  const exports = contract.exports;
  if (!exports.length) {
    if (contract.language === "text") return `Text file with no extracted structure.`;
    const spec = getLanguage(contract.language);
    const name = spec?.name ?? capitalize(contract.language);
    // A language read as text has an API nobody looked for: retrofit's KotlinExtensions.kt, with three public functions,
    // read "Kotlin file with no public API."
    return spec?.extractor === "text" ? `${name} file; its structure is not extracted (searched as plain text).` : `${name} file with no public API.`;
  }
  const reexports = exports.filter((e) => e.kind === "reexport" || e.source !== undefined);
  if (reexports.length >= 2 && reexports.length * 2 >= exports.length) return reexportResponsibility(reexports);
  // A wrapper stands for the types inside it, largest first: they are the file's real units.
  const wrapped = exports.some(isWrapper);
  const units = exports.flatMap((e) => responsibilityUnits(e, responsibilityName(e, contract.filePath), true));
  const single = units.length === 1 ? classResponsibility(units[0]!.e, units[0]!.name) : undefined;
  if (single) return single;
  // The file's own units lead; names it passes on from other modules follow (fastify.js led with the `LogController` it
  // re-exports, not its `fastify`).
  const own = units.filter((u) => u.e.source === undefined);
  // One declaration exported under several names (`module.exports = fastify; module.exports.fastify = fastify`) is
  // listed once.
  const seen = new Set<string>();
  const once = (u: (typeof units)[number]): boolean => {
    const key = `${u.e.kind} ${u.e.line} ${u.e.localName ?? u.e.name} ${u.e.source?.path ?? ""}`;
    return !seen.has(key) && !!seen.add(key);
  };
  const ordered = (own.length ? [...own, ...units.filter((u) => u.e.source !== undefined)] : units).filter(once);
  // The unit named after the file leads and is named, documented or not (commander's lib/option.js read "Provides
  // class DualOptions (…); and 1 more export": its `Option` has no class doc).
  // (By its own name too: pino.js's `export default pino` is listed as "function pino (default export)".)
  const named = (u: (typeof units)[number]): boolean => u.e.source === undefined && (namedAfterFile(contract.filePath, u.name) || namedAfterFile(contract.filePath, u.e.localName ?? u.e.name));
  const lead = [...ordered.filter(named), ...ordered.filter((u) => !named(u))];
  // With documented exports, those are named (the one named after the file first, documented or not); with none, all.
  const documented = lead.filter((u) => u.e.source === undefined && u.e.doc);
  const described = wrapped || !documented.length ? [] : [...lead.filter((u) => named(u) && !documented.includes(u)), ...documented].slice(0, NAMES_IN_RESPONSIBILITY);
  const listed = (described.length ? described : lead.slice(0, NAMES_IN_RESPONSIBILITY)).map((u) => describeExport(u.e, u.name));
  const rest = lead.length - listed.length;
  const noun = wrapped && units.every((u) => TYPE_KINDS.has(u.e.kind)) ? "type" : "export";
  return `${PROVIDES_PREFIX}${listed.join("; ")}${rest > 0 ? `; and ${rest} more ${noun}${rest === 1 ? "" : "s"}` : ""}.`;
}

/** Source modules a re-export responsibility names before "and N more modules". */
const MODULES_IN_RESPONSIBILITY = 3;

/**
 * The responsibility of a file whose exports are mostly re-exports (`reexports`: kind `reexport`, or a name exported
 * from another module, as a TypeScript barrel's `export { a } from './core'`; at least 2): how
 * many names it re-exports from which modules, most names first, then the first names as exported:
 * `Re-exports 26 names from attr (NOTHING, Attribute, AttrsInstance, Converter and 22 more).`, `Re-exports 6 names
 * (5 from attr, 1 from attr._make): NOTHING, Attribute, Factory, define and 2 more.` Its module is the
 * package's face, not a list of declarations, and node summaries keep it as the file's purpose (no
 * {@link PROVIDES_PREFIX}).
 */
function reexportResponsibility(reexports: Entity[]): string {
  const counts = new Map<string, number>();
  for (const e of reexports) {
    const module = e.source?.module ?? "another module";
    counts.set(module, (counts.get(module) ?? 0) + 1);
  }
  const modules = [...counts].sort((a, b) => b[1] - a[1]);
  const names = reexports.slice(0, NAMES_IN_RESPONSIBILITY).map((e) => e.name);
  const rest = reexports.length - names.length;
  const nameList = rest > 0 ? `${names.join(", ")} and ${rest} more` : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
  if (modules.length === 1) return `${REEXPORTS_PREFIX}${reexports.length} names from ${modules[0]![0]} (${nameList}).`;
  const shown = modules.slice(0, MODULES_IN_RESPONSIBILITY).map(([m, n]) => `${n} from ${m}`);
  const moreModules = modules.length - shown.length;
  return `${REEXPORTS_PREFIX}${reexports.length} names (${shown.join(", ")}${moreModules > 0 ? ` and ${moreModules} more module${moreModules === 1 ? "" : "s"}` : ""}): ${nameList}.`;
}

/**
 * The name a responsibility gives export `e` of the file at `path`: its own, or for an anonymous default export
 * (named `default`) the module's name, as code importing it binds it (axios `lib/helpers/resolveConfig.js`, `export
 * default (config) => …`, read "Provides function default.").
 */
function responsibilityName(e: Entity, path: string): string {
  if (e.name === EXPORT_ASSIGNMENT_NAME) return `${shownName(e, path)} (module.exports)`;
  const moduleName = e.name === DEFAULT_EXPORT_NAME ? (defaultLocalName(e) ?? defaultExportName(path)) : undefined;
  return moduleName ? `${moduleName} (default export)` : e.name;
}

/**
 * The name export `e` of the file at `path` is listed by: for the file's `module.exports =` / `export =` export, the
 * name it has in the file (`module.exports = Reply` → `Reply`), else the module's (`lib/reply.js` → `reply`); for a
 * named default export its name in the file ({@link defaultLocalName}); any other by its own.
 */
function shownName(e: Entity, path: string): string {
  if (e.name === EXPORT_ASSIGNMENT_NAME) return e.localName ?? defaultExportName(path) ?? "module.exports";
  return defaultLocalName(e) ?? e.name;
}

/**
 * The name a default export has in its file: `export default PersistentFile` after `class PersistentFile …`,
 * `export default async function plugin(…)`. The contract's export is named `default`, so formidable's
 * src/PersistentFile.js listed `class default`, `default.open()` and "Inheritance: default", and its
 * src/parsers/JSON.js, named after the module, read "class JSON" for its `class JSONParser`. Undefined for an
 * anonymous default export (`export default (config) => …`) and any other export.
 */
export function defaultLocalName(e: Pick<Entity, "name" | "localName">): string | undefined {
  return e.name === DEFAULT_EXPORT_NAME && e.localName ? e.localName : undefined;
}

/**
 * The API entry of a named default export says it is the default export, since its name ({@link defaultLocalName})
 * no longer does (`class Axios` — "Default export. Create a new instance of Axios").
 */
function markedDefault(e: Entity, entry: PublicApiEntry): PublicApiEntry {
  if (defaultLocalName(e) === undefined) return entry;
  return { ...entry, description: entry.description ? `Default export. ${entry.description}` : "Default export." };
}

/** Return types that give nothing: a member phrase leaves them out. */
const NOTHING = new Set(["void", "None", "()", "Unit", "undefined", "Promise<void>"]);

/** Most public members a one-class file's responsibility names before "and N more". */
const MEMBERS_IN_RESPONSIBILITY = 4;

/**
 * The responsibility of a file whose one unit is a class, struct or trait with public members: the type with its doc,
 * then what its public members take and give, with the first sentence of their docs (ky's `source/core/Ky.ts` read
 * "Provides class Ky."). Undefined for any other entity, or one without public members.
 */
function classResponsibility(e: Entity, name: string): string | undefined {
  if (!MEMBER_OWNER_KINDS.has(e.kind) || WRAPPER_KINDS.has(e.kind)) return undefined;
  // Protocol hooks (Python's `__repr__`) are no API of the class's own; its constructor is.
  const isPublic = (m: Entity): boolean =>
    !(m.modifiers ?? []).some((x) => NON_PUBLIC_MODIFIERS.has(x)) && !m.name.startsWith("#") && (m.kind === "constructor" || !/^__\w+__$/u.test(m.name));
  const members = allCallableMembers(e).filter(isPublic);
  if (!members.length) return undefined;
  const shown = members.slice(0, MEMBERS_IN_RESPONSIBILITY).map(memberPhrase);
  const rest = members.length - shown.length;
  return `${PROVIDES_PREFIX}${describeExport(e, name)}, with public members ${shown.join("; ")}${rest > 0 ? `; and ${rest} more` : ""}.`;
}

/**
 * One member as a one-class responsibility names it: `static create(input, options) returning ResponsePromise`,
 * `constructor(input, options)`, `property request: Request`, each followed by its doc's first sentence.
 */
function memberPhrase(m: Entity): string {
  const doc = firstSentence(m.doc)?.replace(/[.!?]$/, "");
  // A Go doc opens with the member's name (`Open passes …`): that word keeps its case.
  const about = doc ? ` (${new RegExp(`^${escapeStringRegexp(m.name)}\\b`).test(doc) ? doc : lowerFirst(doc)})` : "";
  if (DATA_MEMBER_KINDS.has(m.kind)) return `${m.kind} ${m.name}${m.type ? `: ${m.type}` : ""}${about}`;
  const sig = m.signatures?.[0];
  const params = (sig?.params ?? []).map((p) => p.name).join(", ");
  if (m.kind === "constructor") return `constructor(${params})${about}`;
  const statics = (m.modifiers ?? []).includes("static") ? "static " : "";
  const gives = sig?.returnType && !NOTHING.has(sig.returnType) ? ` returning ${sig.returnType}` : "";
  return `${statics}${m.name}(${params})${gives}${about}`;
}

/**
 * What the responsibility names for export `e`: itself, or when it is a wrapper the types directly inside it,
 * largest first, where a type that only wraps more types (no callable members) gives way to its own.
 */
function responsibilityUnits(e: Entity, name: string, top: boolean): { e: Entity; name: string }[] {
  if (!isWrapper(e) || (!top && (e.members ?? []).some((m) => CALLABLE_MEMBER_KINDS.has(m.kind)))) return [{ e, name }];
  return bySpan((e.members ?? []).filter((m) => TYPE_KINDS.has(m.kind))).flatMap((t) => responsibilityUnits(t, `${name}.${t.name}`, false));
}

function describeExport(e: Entity, name = e.name): string {
  const doc = firstSentence(e.doc)?.replace(/[.!?]$/, "");
  // A Go doc comment opens with the declared name (`Context is …`): that word keeps its case.
  // So does a doc that opens with the qualified name (`Sinatra::ShowExceptions catches …`).
  const named = doc !== undefined && new RegExp(`^(?:[\\w$]+(?:\\.|::))*${escapeStringRegexp(e.name)}\\b`).test(doc);
  return doc ? `${e.kind} ${name} (${named ? doc : lowerFirst(doc)})` : `${e.kind} ${name}`;
}

/**
 * The first `count` sentences of the first paragraph. A sentence ends at `.`, `!` or `?` followed by
 * whitespace, so paths and versions (`a/b.db`, `v1.2`) do not end one.
 */
export function leadingSentences(text: string | undefined, count: number): string | undefined {
  const flat = descriptionParagraph(text);
  if (!flat) return undefined;
  return flat.split(/(?<=[.!?])\s+/).slice(0, count).join(" ");
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/**
 * `s` with its first letter in lower case, to stand inside a sentence, when its first word is an ordinary capitalized
 * word (`Adds one`, `Built-in names`); a word with capitals further on is a name and keeps them (werkzeug's
 * `Sec-Fetch-Site header values` had read "sec-Fetch-Site", `Cross-Origin-Opener-Policy` "cross-Origin-…").
 */
const lowerFirst = (s: string): string => (/^[A-Z][a-z]+(?:-[a-z]+)*(?=[^\p{L}\p{N}-]|$)/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
