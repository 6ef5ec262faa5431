/**
 * Turns the flat list of built definitions into the contract's `exports` and `referenced` trees:
 *
 * 1. Nesting by containment: a definition inside a container (class, struct, interface, enum, trait,
 *    namespace, module) becomes its member; one inside anything else (a function body) is local and
 *    dropped, but for another name of a chained assignment (`s = attributes = attrs`), which is at its
 *    statement's level. Done with a stack over definitions sorted by position: no recursion.
 * 2. Receivers: a top-level method with `@receiver.type` joins the container or named type of that name when the
 *    file has it (Go methods, also of `type MatcherFunc func(…)`; Rust `impl` blocks); else it stays a top-level `method`.
 * 3. Visibility, first rule that applies: the file's export list (Python `__all__`, top level only);
 *    a `@public`/`@private` marker; the nearest access section above it (`private:`, Ruby `private`);
 *    the language's public-name pattern (Go upper-case); the language default.
 * 4. `referenced` (seed §2.2): non-public top-level types whose name occurs in a public entity's types.
 * 5. Promotion: a public type embedding a non-public type of the file (`@embeds`) gets that type's public methods and
 *    fields as members too, marked `promoted` ({@link promote}).
 */
import type { Entity, EntityKind } from "../contract.js";
import type { BuiltDef } from "./buildEntity.js";
import type { Section } from "./collect.js";
import type { TreeSitterProfile } from "./profile.js";

const CONTAINERS: ReadonlySet<EntityKind> = new Set([
  "class", "interface", "struct", "enum", "trait", "namespace", "module", "object",
]);
const MEMBER_ONLY: ReadonlySet<EntityKind> = new Set([
  "method", "constructor", "property", "getter", "setter", "field", "enumMember",
]);
const TYPE_LIKE: ReadonlySet<EntityKind> = new Set(["class", "interface", "type", "enum", "struct", "trait"]);

interface Item {
  def: BuiltDef;
  parent?: Item;
  children: Item[];
  visible: boolean;
}

/** What the assembly needs besides the definitions. */
export interface AssembleInput {
  profile: TreeSitterProfile;
  sections: Section[];
  /** Names of the file's explicit export list, when it has one. */
  exportList?: ReadonlySet<string>;
}

function contains(outer: Item, inner: Item): boolean {
  const a = outer.def.record.node;
  const b = inner.def.record.node;
  return a.id !== b.id && a.startIndex <= b.startIndex && b.endIndex <= a.endIndex;
}

const VALUES: ReadonlySet<EntityKind> = new Set(["variable", "constant"]);

/**
 * True when `inner` is another name of the statement that defines `outer` (Python's chained `s = attributes = attrs`:
 * the inner assignment is the outer one's direct child): a definition at `outer`'s level, not a local inside it.
 */
function chainedName(outer: Item, inner: Item): boolean {
  return VALUES.has(outer.def.entity.kind) && VALUES.has(inner.def.entity.kind) && inner.def.record.node.parent?.id === outer.def.record.node.id;
}

/** Steps 1 and 2: the top-level items, each with its children; local definitions are left out. */
function nest(defs: BuiltDef[]): Item[] {
  const items: Item[] = defs.map((def) => ({ def, children: [], visible: false }));
  items.sort(
    (a, b) => a.def.record.node.startIndex - b.def.record.node.startIndex || b.def.record.node.endIndex - a.def.record.node.endIndex,
  );
  const stack: Item[] = [];
  const local = new Set<Item>();
  const top: Item[] = [];
  for (const item of items) {
    while (stack.length > 0 && !contains(stack[stack.length - 1] as Item, item)) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent && !local.has(parent) && chainedName(parent, item)) top.push(item);
    else if (parent && (local.has(parent) || !CONTAINERS.has(parent.def.entity.kind))) local.add(item);
    else if (parent) {
      item.parent = parent;
      parent.children.push(item);
    } else top.push(item);
    stack.push(item);
  }
  // Receivers join containers, and named types that are no container (Go `type MatcherFunc func(…)`,
  // `type methodMatcher []string`): gorilla/mux's `MatcherFunc.Match` and the `Match` of four unexported matcher types
  // were five top-level `Match` methods, summarized as one method with three signatures.
  const byName = new Map<string, Item>();
  for (const item of top) {
    const kind = item.def.entity.kind;
    if ((CONTAINERS.has(kind) || TYPE_LIKE.has(kind)) && !byName.has(item.def.entity.name)) byName.set(item.def.entity.name, item);
  }
  const result: Item[] = [];
  for (const item of top) {
    if (!MEMBER_ONLY.has(item.def.entity.kind)) {
      result.push(item);
      continue;
    }
    const owner = item.def.receiverType !== undefined ? byName.get(item.def.receiverType) : undefined;
    if (owner) {
      item.parent = owner;
      owner.children.push(item);
    } else if (item.def.receiverType !== undefined || item.def.entity.receiver !== undefined) {
      result.push(item);
    }
  }
  return result;
}

function sectionVisibility(item: Item, sections: Section[]): "public" | "private" | undefined {
  if (sections.length === 0) return undefined;
  const extent = item.def.extent;
  const parentId = extent.parent?.id;
  let best: Section | undefined;
  for (const s of sections) {
    if (s.parentId === parentId && s.start < extent.startIndex && (!best || s.start > best.start)) best = s;
  }
  return best?.visibility;
}

function isVisible(item: Item, input: AssembleInput, topLevel: boolean): boolean {
  const name = item.def.entity.name;
  if (topLevel && input.exportList) return input.exportList.has(name);
  if (item.def.marker) return item.def.marker === "public";
  const section = sectionVisibility(item, input.sections);
  if (section) return section === "public";
  if (input.profile.publicName) return input.profile.publicName.test(name);
  return input.profile.defaultVisibility === "public";
}

/** Gives every root its visible descendants as `members` (explicit stack, source order). */
function materialize(roots: Item[]): void {
  const stack = [...roots];
  while (stack.length > 0) {
    const item = stack.pop() as Item;
    const kept = item.children.filter((c) => c.visible);
    kept.sort((a, b) => a.def.extent.startIndex - b.def.extent.startIndex);
    if (kept.length > 0) item.def.entity.members = kept.map((c) => c.def.entity);
    stack.push(...kept);
  }
}

const WORD = /[\p{L}_$][\p{L}\p{N}_$]*/gu;

/** Identifiers used in the type positions of `entities` and their members. */
function typeWords(entities: Entity[]): Set<string> {
  const words = new Set<string>();
  const stack = [...entities];
  const addText = (text: string | undefined): void => {
    for (const m of text?.matchAll(WORD) ?? []) words.add(m[0]);
  };
  while (stack.length > 0) {
    const e = stack.pop() as Entity;
    [e.type, e.value, e.receiver, ...(e.extends ?? []), ...(e.implements ?? []), ...(e.typeParameters ?? [])].forEach(addText);
    for (const s of e.signatures ?? []) {
      addText(s.returnType);
      for (const p of s.params) addText(p.type);
    }
    stack.push(...(e.members ?? []));
  }
  return words;
}

/** Modifier of a member that a public type has through an embedded non-public type ({@link promote}). */
export const PROMOTED_MODIFIER = "promoted";

/**
 * Step 5: the public methods and fields of a non-public type that a public top-level type of the file embeds are
 * members of the embedding type, after its own and marked {@link PROMOTED_MODIFIER} (they keep their receiver, which
 * names the type they are declared on). Go promotes them (spec "Struct types"): go-cache's `type Cache struct { *cache }`
 * makes `cache`'s `Set`, `Get`, `Delete`… the package's API, which read as internal units of cache.go. A member of the
 * embedding type's own name shadows the promoted one. Embedding a public type promotes nothing here: its methods are
 * already API under their own type. A name two embedded types of the file both have (visible or not) is promoted by
 * neither: Go rejects the selector as ambiguous (spec "Selectors": at the shallowest depth there must be exactly one).
 */
function promote(top: Item[]): void {
  const byName = new Map<string, Item>();
  for (const item of top) if (TYPE_LIKE.has(item.def.entity.kind) && !byName.has(item.def.entity.name)) byName.set(item.def.entity.name, item);
  for (const owner of top) {
    if (!owner.visible) continue;
    const own = new Set((owner.def.entity.members ?? []).map((m) => m.name));
    const embeddedTypes = new Set(owner.children.map((f) => (f.def.embeds !== undefined ? byName.get(f.def.embeds) : undefined)).filter((t): t is Item => t !== undefined && t !== owner));
    // Names at depth one that more than one embedded type has: ambiguous, promoted by none.
    const seenOnce = new Set<string>();
    const ambiguous = new Set<string>();
    for (const t of embeddedTypes) {
      for (const name of new Set(t.children.map((m) => m.def.entity.name))) (seenOnce.has(name) ? ambiguous : seenOnce).add(name);
    }
    const promoted: Entity[] = [];
    for (const embedded of embeddedTypes) {
      if (embedded.visible) continue;
      const members = embedded.children.filter((m) => m.visible && (m.def.entity.kind === "method" || m.def.entity.kind === "field"));
      for (const m of members.sort((a, b) => a.def.extent.startIndex - b.def.extent.startIndex)) {
        if (own.has(m.def.entity.name) || ambiguous.has(m.def.entity.name)) continue;
        own.add(m.def.entity.name);
        promoted.push({ ...m.def.entity, modifiers: [...(m.def.entity.modifiers ?? []), PROMOTED_MODIFIER] });
      }
    }
    if (promoted.length > 0) owner.def.entity.members = [...(owner.def.entity.members ?? []), ...promoted];
  }
}

/** Steps 1–5; applies the language's entity hook to every kept entity. */
export function assemble(defs: BuiltDef[], input: AssembleInput): { exports: Entity[]; referenced: Entity[] } {
  const top = nest(defs);
  const all: Item[] = [];
  const stack = [...top];
  while (stack.length > 0) {
    const item = stack.pop() as Item;
    all.push(item);
    stack.push(...item.children);
  }
  for (const item of all) item.visible = isVisible(item, input, item.parent === undefined);
  const hook = input.profile.hooks?.entity;
  if (hook) for (const item of all) item.def.entity = hook(item.def.entity, { member: item.parent !== undefined });

  const byPosition = (a: Item, b: Item): number => a.def.extent.startIndex - b.def.extent.startIndex;
  const exported = top.filter((i) => i.visible).sort(byPosition);
  materialize(exported);
  const words = typeWords(exported.map((i) => i.def.entity));
  const referenced = top
    .filter((i) => !i.visible && TYPE_LIKE.has(i.def.entity.kind) && words.has(i.def.entity.name))
    .sort(byPosition);
  materialize(referenced);
  // After `referenced`: a promoted member's receiver names the embedded type, which the embedding type does not expose.
  promote(top);
  return { exports: exported.map((i) => i.def.entity), referenced: referenced.map((i) => i.def.entity) };
}
