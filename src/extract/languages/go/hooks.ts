/**
 * Go quirks the queries cannot express (STYLE §2 "give quirks a home").
 */
import type { Entity } from "../../contract.js";
import type { GroupItem, LanguageHooks } from "../../treeSitter/profile.js";
import { splitBracketed } from "../../treeSitter/text.js";

const IOTA = /\biota\b/g;

/**
 * Values of a parenthesized `const ( … )` group, following the Go spec: a spec without a value repeats
 * the previous expression list and its type ("implicit repetition"), and `iota` is the index of the
 * spec in the group. So `A Color = iota; B; C` gives A, B, C the type `Color` and the values 0, 1, 2;
 * `KB = 1 << (10 * (iota + 1))` at index 1 gives `1 << (10 * (1 + 1))`. With one expression per name
 * (`A, B = 1, 2`) each name gets its own.
 */
function constGroup(items: GroupItem[]): Entity[] {
  let lastValue: string | undefined;
  let lastType: string | undefined;
  const namesPerSpec = new Map<number, number>();
  for (const { spec } of items) namesPerSpec.set(spec, (namesPerSpec.get(spec) ?? 0) + 1);
  const seen = new Map<number, number>();
  return items.map(({ entity, spec }) => {
    const position = seen.get(spec) ?? 0;
    seen.set(spec, position + 1);
    if (entity.kind !== "constant") return entity;
    const out: Entity = { ...entity };
    if (out.value === undefined && lastValue !== undefined) {
      out.value = lastValue;
      if (out.type === undefined && lastType !== undefined) out.type = lastType;
    } else if (out.value !== undefined) {
      lastValue = out.value;
      lastType = out.type;
    }
    if (out.value !== undefined) out.value = pick(out.value, position, namesPerSpec.get(spec) ?? 1).replace(IOTA, String(spec));
    return out;
  });
}

/** The `position`-th expression of `A, B = 1, 2` when the list has one expression per name; else the whole list. */
function pick(list: string, position: number, names: number): string {
  if (names === 1) return list;
  const values = splitBracketed(`(${list})`);
  return values.length === names ? (values[position] ?? list) : list;
}

/** A doc paragraph starting `Deprecated:` marks the declaration deprecated (the Go doc convention). */
function deprecatedParagraph(entity: Entity): Entity {
  if (!entity.doc || !/(?:^|\n\n)Deprecated: /.test(entity.doc) || entity.modifiers?.includes("deprecated")) return entity;
  return { ...entity, modifiers: [...(entity.modifiers ?? []), "deprecated"] };
}

/** Hooks of the Go profile. */
export const goHooks: LanguageHooks = {
  entity: deprecatedParagraph,
  group: constGroup,
};
