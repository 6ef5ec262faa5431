/**
 * Ruby quirks the queries cannot express (STYLE §2 "give quirks a home").
 */
import type { Entity } from "../../contract.js";
import type { LanguageHooks } from "../../treeSitter/profile.js";

/** `attr_reader :name` declares the property `name`: the symbol's colon is not part of the name. */
function symbolName(entity: Entity): Entity {
  return entity.name.startsWith(":") ? { ...entity, name: entity.name.slice(1) } : entity;
}

/** Hooks of the Ruby profile. */
export const rubyHooks: LanguageHooks = {
  entity: symbolName,
};
