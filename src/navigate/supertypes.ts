/**
 * Walking a type's supertypes for the navigation commands (`impact`'s dispatch through interfaces, `callers` of a
 * method called only through one): method ids split into type and member, and the supertypes nearest first.
 */

/** A method id (`<type id>.<member>`, an overload's `@<line>` dropped as `base`) split into its type and member. */
export function methodParts(id: string): { base: string; owner: string; member: string } {
  const base = id.replace(/@\d+$/u, "");
  const dot = base.lastIndexOf(".");
  return { base, owner: base.slice(0, dot), member: base.slice(dot + 1) };
}

/**
 * The types `owner` inherits or implements, transitively, nearest first (breadth first, each once, `owner` itself
 * never), from `supertypes` (type id → the type ids its `inherits`/`implements` edges name).
 */
export function ancestorTypes(owner: string, supertypes: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  const seen = new Set([owner]);
  const queue = [...(supertypes.get(owner) ?? [])];
  while (queue.length) {
    const t = queue.shift()!;
    if (seen.has(t)) continue;
    seen.add(t);
    out.push(t);
    queue.push(...(supertypes.get(t) ?? []));
  }
  return out;
}
