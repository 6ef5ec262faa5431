/** What {@link getOrMake} needs of a map: a `Map` or a `WeakMap`. */
interface KeyedStore<K, V> {
  has(key: K): boolean;
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value of `key` in `map`, made by `make` and kept there the first time it is asked (an `undefined` value made
 * once is kept too). For the per-store and per-node memos of a long-lived process (`strata watch`).
 */
export function getOrMake<K, V>(map: KeyedStore<K, V>, key: K, make: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = make();
  map.set(key, value);
  return value;
}
