/**
 * Dependencies from the matches of a language's `imports.scm` (seed Table 2.1 `dependencies`): one
 * dependency per `@import.module` node, with the names, alias and relative marker captured with it.
 * Modules are kept as written (`.`, `..utils`, `fmt`); resolving them to repository paths is the graph
 * stage's job, so `path` is never set here.
 */
import type { Node, QueryMatch } from "web-tree-sitter";
import type { Dependency } from "../contract.js";
import { collapseWhitespace, startLine, unquote } from "./text.js";

/** A local name bound by an import, for re-exports through an export list (Python `__all__`). */
export interface ImportBinding {
  module: string;
  /** Name in the source module; absent when the binding is the module itself. */
  name?: string;
  relative: boolean;
  /** The import statement. */
  statement: Node;
  /** Bound under its own name written twice (`import A as A`): an explicit re-export in Python. */
  selfAlias?: true;
}

interface Pending {
  module: Node;
  statement?: Node;
  names: string[];
  alias?: string;
  all: boolean;
  relative: boolean;
  bindings: { local: string; name?: string; selfAlias?: true }[];
}

/**
 * Dependencies in source order, and the local names the imports bind. Imports inside one of `scriptOnly` (blocks that
 * run only when the file is started as a script, `@import.scriptOnly`) are left out: rich's `live.py` imported
 * `random`, `time`, `.table` and itself in its `if __name__ == "__main__":` demo, which made randomness and timers
 * side effects of the module and import edges of the code graph. Imports inside one of `typeOnly` (blocks only type
 * checkers read, `@import.typeOnly`: Python's `if TYPE_CHECKING:`) are dependencies marked `typeOnly`: uvicorn's
 * `tests/middleware/test_logging.py` imported `sys` there, for a type annotation, and it counted as used at run time.
 */
export function buildImports(
  source: string,
  matches: QueryMatch[],
  relativeModule?: RegExp,
  scriptOnly: readonly Node[] = [],
  typeOnly: readonly Node[] = [],
): { dependencies: Dependency[]; bindings: Map<string, ImportBinding> } {
  const within = (blocks: readonly Node[], n: Node): boolean => blocks.some((b) => b.startIndex <= n.startIndex && n.endIndex <= b.endIndex);
  const inScript = (n: Node): boolean => within(scriptOnly, n);
  const pending = new Map<number, Pending>();
  const text = (n: Node): string => collapseWhitespace(source.slice(n.startIndex, n.endIndex));
  for (const match of matches) {
    const get = (name: string): Node | undefined => match.captures.find((c) => c.name === name)?.node;
    const module = get("import.module");
    if (!module || inScript(module)) continue;
    let p = pending.get(module.id);
    if (!p) pending.set(module.id, (p = { module, names: [], all: false, relative: false, bindings: [] }));
    p.statement ??= get("import");
    const alias = get("import.alias");
    if (alias) p.alias = text(alias);
    if (get("import.all")) p.all = true;
    if (get("import.relative")) p.relative = true;
    const local = get("import.local");
    for (const c of match.captures) {
      if (c.name !== "import.name") continue;
      const name = text(c.node);
      if (!p.names.includes(name)) p.names.push(name);
      p.bindings.push({ local: local ? text(local) : name, name, ...(local && text(local) === name ? { selfAlias: true as const } : {}) });
    }
  }
  const records = [...pending.values()].sort((a, b) => a.module.startIndex - b.module.startIndex);
  const dependencies: Dependency[] = [];
  const bindings = new Map<string, ImportBinding>();
  for (const p of records) {
    const module = unquote(text(p.module));
    if (relativeModule?.test(module)) p.relative = true;
    const statement = p.statement ?? p.module;
    const names = p.all ? ["*", ...p.names] : p.names;
    const dep: Dependency = { module, names, kind: p.relative ? "relative" : "external", line: startLine(statement) };
    if (p.alias !== undefined) dep.alias = p.alias;
    if (within(typeOnly, p.module)) dep.typeOnly = true;
    dependencies.push(dep);
    for (const b of p.bindings) {
      const binding: ImportBinding = { module, relative: p.relative, statement };
      if (b.name !== undefined) binding.name = b.name;
      if (b.selfAlias) binding.selfAlias = true;
      if (!bindings.has(b.local)) bindings.set(b.local, binding);
    }
    if (p.alias !== undefined && !bindings.has(p.alias)) bindings.set(p.alias, { module, relative: p.relative, statement });
  }
  return { dependencies, bindings };
}
