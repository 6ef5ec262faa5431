/**
 * The adapter of seed §7.3: runs a language's queries over a parsed tree and maps the captures to the
 * canonical contract fields (description, package, exports, referenced, dependencies).
 */
import type { WorkBudget } from "./workBudget.js";
import type { Query, QueryMatch, Tree } from "web-tree-sitter";
import type { Entity } from "../contract.js";
import type { ExtractedContract } from "../extractor.js";
import { assemble } from "./assemble.js";
import { buildEntity, type BuildContext, type BuiltDef } from "./buildEntity.js";
import { collect, type Captures } from "./collect.js";
import { cleanComments, cleanDocstring } from "./commentText.js";
import { buildImports, type ImportBinding } from "./imports.js";
import { precedingComments } from "./precedingComments.js";
import { withoutLicenseNotice } from "../licenseNotice.js";
import type { TreeSitterProfile } from "./profile.js";
import { collapseWhitespace, endLine, startLine } from "./text.js";

/** The contract fields the tree yields, or `timedOut` when the time budget ran out during a query. */
export type TreeFacts =
  | { timedOut: true }
  | ({ timedOut: false } & Pick<ExtractedContract, "exports" | "referenced" | "dependencies" | "description" | "package">);

function runQuery(query: Query, tree: Tree, budget: WorkBudget): QueryMatch[] | undefined {
  const matches = query.matches(tree.rootNode, { progressCallback: budget.tick });
  return budget.exceeded ? undefined : matches;
}

/** Applies the language's group hook to definitions that share one `@decl` (Go `const ( … )`). */
function applyGroups(built: BuiltDef[], profile: TreeSitterProfile): void {
  const hook = profile.hooks?.group;
  if (!hook) return;
  const groups = new Map<number, BuiltDef[]>();
  for (const b of built) {
    if (!b.group) continue;
    const list = groups.get(b.group.id);
    if (list) list.push(b);
    else groups.set(b.group.id, [b]);
  }
  for (const members of groups.values()) {
    const specs = new Map<number, number>();
    for (const m of members) if (!specs.has(m.record.node.id)) specs.set(m.record.node.id, specs.size);
    const out = hook(members.map((m) => ({ entity: m.entity, spec: specs.get(m.record.node.id) ?? 0 })));
    out.forEach((entity, i) => {
      const target = members[i];
      if (target) target.entity = entity;
    });
  }
}

function description(source: string, file: Captures, profile: TreeSitterProfile): string | undefined {
  const docs = file.get("file.doc");
  if (docs && docs.length > 0) {
    const raws = docs.map((n) => source.slice(n.startIndex, n.endIndex));
    const text = /^[rRuUbBfF]*["']/.test(raws[0] ?? "") ? cleanDocstring(raws[0] ?? "") : cleanComments(raws);
    return text === "" ? undefined : withoutLicenseNotice(text);
  }
  const anchor = file.get("file.docAnchor")?.[0];
  if (!anchor || !profile.docComments) return undefined;
  const rows = precedingComments(source, anchor, profile.docComments);
  const text = rows.length > 0 ? cleanComments(rows) : "";
  return text === "" ? undefined : withoutLicenseNotice(text);
}

/**
 * Names listed in an export list (or imported as themselves, `TreeSitterProfile.aliasReexports`) that the file imports
 * rather than defines become `reexport` entities.
 */
function reexports(exportList: Set<string>, defined: Set<string>, bindings: Map<string, ImportBinding>): Entity[] {
  const out: Entity[] = [];
  for (const name of exportList) {
    const b = bindings.get(name);
    if (defined.has(name) || !b) continue;
    const entity: Entity = {
      name,
      kind: "reexport",
      source: { module: b.module, resolution: b.relative ? "unresolved" : "external" },
      line: startLine(b.statement),
      endLine: endLine(b.statement),
    };
    if (b.name !== undefined && entity.source) entity.source.name = b.name;
    else if (entity.source) entity.source.namespace = true;
    out.push(entity);
  }
  return out;
}

/**
 * Extracts the contract facts of a parsed file. `query` holds the language's `contract.scm` and
 * `imports.scm` patterns; each part reads only the captures of its own vocabulary scope.
 * @param budget The file's work budget (shared with its parse); queries are cancelled when it runs out.
 */
export function analyzeTree(
  tree: Tree,
  source: string,
  profile: TreeSitterProfile,
  query: Query,
  budget: WorkBudget,
): TreeFacts {
  const matches = runQuery(query, tree, budget);
  if (!matches) return { timedOut: true };

  const collected = collect(matches);
  const declUses = new Map<number, number>();
  for (const d of collected.defs) {
    const decl = d.captures.get("decl")?.[0];
    if (decl) declUses.set(decl.id, (declUses.get(decl.id) ?? 0) + 1);
  }
  const ctx: BuildContext = { source, profile, collected, declUses };
  const built = collected.defs.map((d) => buildEntity(ctx, d));
  applyGroups(built, profile);

  const { dependencies, bindings } = buildImports(source, matches, profile.relativeModule, collected.file.get("import.scriptOnly"), collected.file.get("import.typeOnly"));
  const names = collected.file.get("export.name")?.map((n) => collapseWhitespace(n.text));
  const exportList = collected.file.has("export.list") ? new Set(names ?? []) : undefined;
  const { exports, referenced } = assemble(built, { profile, sections: collected.sections, exportList });
  // Without an export list, names imported as themselves (`from .main import Typer as Typer`) are re-exported where
  // the language says so (`aliasReexports`).
  const reexported = exportList ?? (profile.aliasReexports ? new Set([...bindings].filter(([local, b]) => b.selfAlias && (profile.publicName?.test(local) ?? true)).map(([local]) => local)) : undefined);
  if (reexported?.size) {
    const defined = new Set(built.map((b) => b.entity.name));
    exports.push(...reexports(reexported, defined, bindings));
    exports.sort((a, b) => a.line - b.line);
  }
  const facts: TreeFacts = { timedOut: false, exports, referenced, dependencies };
  const desc = description(source, collected.file, profile);
  if (desc !== undefined) facts.description = desc;
  const pkg = collected.file.get("package")?.[0];
  if (pkg) facts.package = collapseWhitespace(pkg.text);
  return facts;
}
