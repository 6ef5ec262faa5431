/**
 * Infers potential side effects of a file from its imports through {@link SIDE_EFFECT_TABLES}.
 */
import type { Dependency } from "../extract/index.js";
import { SIDE_EFFECT_TABLES, type SideEffectCategory, type SideEffectTable } from "./sideEffectTable.js";

/** Categories of `module` under `table`: exact key first, then the longest matching prefix key. */
export function lookupSideEffects(table: SideEffectTable, module: string): SideEffectCategory[] {
  const name = module.startsWith("node:") ? module.slice(5) : module;
  const exact = table[name];
  if (exact) return exact;
  let best: string | undefined;
  for (const key of Object.keys(table)) {
    if ((key.endsWith("/") || key.endsWith(".") || key.endsWith("::")) && name.startsWith(key)) {
      if (!best || key.length > best.length) best = key;
    }
  }
  return best ? (table[best] ?? []) : [];
}

/**
 * Side-effect lines such as `file system (node:fs, fs-extra)`, one per category in table order of first
 * appearance, naming the modules that imply it. Empty when the language has no table.
 */
export function inferSideEffects(language: string, dependencies: Dependency[]): string[] {
  const table = SIDE_EFFECT_TABLES[language];
  if (!table) return [];
  const byCategory = new Map<SideEffectCategory, string[]>();
  for (const dep of dependencies) {
    if (dep.kind === "relative" || dep.typeOnly) continue;
    // A name imported from the module may say more than the module (`from time import sleep`, `import { randomBytes }
    // from "node:crypto"`: the key is the module's name without Node's `node:` scheme, as its own key is).
    const module = dep.module.startsWith("node:") ? dep.module.slice(5) : dep.module;
    const named = dep.names.flatMap((n) => (Object.hasOwn(table, `${module}.${n}`) ? table[`${module}.${n}`]! : []));
    // Names that are all submodules or names the table knows say what is used, not the package (`from urllib import
    // parse` is `urllib.parse`: no network).
    const onlyNamed = dep.names.length > 0 && dep.names.every((n) => Object.hasOwn(table, `${module}.${n}`));
    for (const category of [...(onlyNamed ? [] : lookupSideEffects(table, dep.module)), ...named]) {
      const modules = byCategory.get(category) ?? [];
      if (!modules.includes(dep.module)) modules.push(dep.module);
      byCategory.set(category, modules);
    }
  }
  return [...byCategory].map(([category, modules]) => `${category} (${modules.join(", ")})`);
}
