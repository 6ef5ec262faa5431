/**
 * Design patterns visible from exported names and structure alone, as a data table of rules.
 * Used for the `key_algorithms` field of the extractive summary; a model may infer more.
 */
import type { Entity } from "../extract/index.js";

interface PatternRule {
  label: string;
  /** True when the rule applies to one exported entity. */
  test: (e: Entity) => boolean;
  /** How a matching entity is listed (default: its name). */
  shown?: (e: Entity) => string;
}

/**
 * Attributes that say nothing of a design (Rust's `derive(Debug, Clone)`, `cfg(…)`, `inline`, `must_use`): reqwest's
 * redirect.rs read "Decorators: Attempt, Action…" for structs that only derive traits.
 */
const PLAIN_ATTRIBUTE = /^(?:derive|cfg|cfg_attr|allow|warn|deny|expect|inline|must_use|doc|test|non_exhaustive|repr|track_caller|cold)\b/u;

/** The design-bearing decorators of `e` (`contextmanager`, `app.route("/")`), as written. */
const designDecorators = (e: Entity): string[] => (e.decorators ?? []).filter((d) => !PLAIN_ATTRIBUTE.test(d));

const memberNamed = (e: Entity, re: RegExp, staticOnly = false): boolean =>
  (e.members ?? []).some((m) => re.test(m.name) && (!staticOnly || (m.modifiers ?? []).includes("static")));

/** Most bases named per entity in a pattern line; more are counted. */
const BASES_SHOWN = 3;

/** `names` as a list of at most {@link BASES_SHOWN}, the rest counted (`A, B, C, +2 more`). */
const listed = (names: readonly string[]): string => `${names.slice(0, BASES_SHOWN).join(", ")}${names.length > BASES_SHOWN ? `, +${names.length - BASES_SHOWN} more` : ""}`;

const RULES: PatternRule[] = [
  { label: "Singleton (static getInstance)", test: (e) => e.kind === "class" && memberNamed(e, /^(getInstance|instance|shared)$/, true) },
  { label: "Factory functions", test: (e) => e.kind === "function" && /^(create|make|new|build)[A-Z_]/.test(e.name) },
  { label: "Builder", test: (e) => /Builder$/.test(e.name) },
  { label: "Abstract base class", test: (e) => e.kind === "class" && (e.modifiers ?? []).includes("abstract") },
  // With what each extends or implements: sanic's app.py read "Inheritance: Sanic", naming the class and none of the
  // mixins (`StartupMixin`, `BaseSanic`, …) a reader must open to find `run()`.
  { label: "Inheritance", test: (e) => (e.extends ?? []).length > 0 && e.kind !== "interface", shown: (e) => `${e.name} (${listed(e.extends ?? [])})` },
  { label: "Interface implementation", test: (e) => (e.implements ?? []).length > 0, shown: (e) => `${e.name} (${listed(e.implements ?? [])})` },
  { label: "Asynchronous API", test: (e) => (e.modifiers ?? []).includes("async") || (e.signatures ?? []).some((s) => /^Promise</.test(s.returnType ?? "")) },
  { label: "Generators / iterators", test: (e) => (e.modifiers ?? []).includes("generator") || memberNamed(e, /^(\*|\[Symbol\.iterator\]|__iter__|__next__)/) },
  // The decorated definitions with their decorators: "Decorators: rewrite" had read as if python-dotenv's `rewrite`
  // (a `@contextmanager` function) were a decorator.
  { label: "Decorated", test: (e) => designDecorators(e).length > 0, shown: (e) => `${e.name} (@${designDecorators(e)[0]!.replace(/\(.*$/su, "")})` },
  { label: "Event emitter", test: (e) => memberNamed(e, /^(on|emit|addListener|subscribe)$/) },
  { label: "Caching / memoization", test: (e) => /(cache|memo)/i.test(e.name) },
  { label: "Parsing", test: (e) => /^(parse|tokeni[sz]e|lex)/i.test(e.name) },
  { label: "Validation", test: (e) => /^(validate|check|assert)[A-Z_]/.test(e.name) },
];

/** Labels of the rules that match at least one export, in table order, each with the matching names. */
export function detectPatterns(exports: Entity[]): string[] {
  const out: string[] = [];
  for (const rule of RULES) {
    const names = exports.filter(rule.test).map((e) => rule.shown?.(e) ?? e.name);
    if (names.length) out.push(`${rule.label}: ${[...new Set(names)].slice(0, 5).join(", ")}`);
  }
  return out;
}
