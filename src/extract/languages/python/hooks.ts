/**
 * Python quirks the queries cannot express (STYLE §2 "give quirks a home").
 */
import type { Entity } from "../../contract.js";
import type { EntityHookContext, LanguageHooks } from "../../treeSitter/profile.js";

/**
 * Drops the implicit first parameter (`self`, `cls`) of methods: callers never pass it. Static methods
 * (`@staticmethod`) keep theirs.
 */
function dropImplicitReceiver(entity: Entity, context: EntityHookContext): Entity {
  if (!context.member || !entity.signatures || entity.decorators?.includes("staticmethod")) return entity;
  const signatures = entity.signatures.map((s) => {
    const first = s.params[0];
    const implicit = first && (first.name === "self" || first.name === "cls") && first.rest === undefined;
    return implicit ? { ...s, params: s.params.slice(1) } : s;
  });
  return { ...entity, signatures };
}

/** Hooks of the Python profile. */
export const pythonHooks: LanguageHooks = {
  entity: dropImplicitReceiver,
};
