export interface $constructor<T> {
  new (def: unknown): T;
  init(inst: T, def: unknown): asserts inst is T;
}

/** Makes a schema class from its initializer (zod's `core.$constructor`, cut down). */
export function $constructor<T>(name: string, initializer: (inst: T, def: any) => void): $constructor<T> {
  function init(inst: T, def: unknown): void {
    initializer(inst, def);
  }
  return { name, init } as unknown as $constructor<T>;
}
