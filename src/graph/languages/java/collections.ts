/**
 * The JDK's collection types as data: the element type of a list, set, queue or `Optional`, the value type of a map,
 * and the methods that give one of their values. Retrofit's `callAdapterFactories.get(i).get(returnType, …)` on a
 * `List<CallAdapter.Factory>` read as a call outside the repository, though `CallAdapter.Factory.get` is its own.
 */
import { typeArguments } from "../shared.js";

/** Types of one type argument that is the element type (`java.util` and kin; `Optional` holds one element). */
const ELEMENT_TYPES = /^(?:[\w.]+\.)?(?:Iterable|Collection|List|ArrayList|LinkedList|CopyOnWriteArrayList|Set|HashSet|LinkedHashSet|TreeSet|SortedSet|NavigableSet|Queue|Deque|ArrayDeque|PriorityQueue|BlockingQueue|LinkedBlockingQueue|ArrayBlockingQueue|ConcurrentLinkedQueue|Stack|Vector|Optional|Iterator|ListIterator|Stream)<(.+)>$/su;

/** Map types whose second type argument is the value type. */
const MAP_TYPES = /^(?:[\w.]+\.)?(?:Map|HashMap|LinkedHashMap|TreeMap|SortedMap|NavigableMap|ConcurrentMap|ConcurrentHashMap|EnumMap|WeakHashMap|IdentityHashMap|Hashtable)<(.+)>$/su;

/** A type argument as a type: a wildcard's bound (`? extends Factory` → `Factory`); undefined for `?` alone. */
function bound(arg: string): string | undefined {
  if (arg === "?") return undefined;
  return arg.replace(/^\?\s+(?:extends|super)\s+/u, "");
}

/** The element type of a JDK collection type as written (`List<CallAdapter.Factory>` → `CallAdapter.Factory`, `Rule[]` → `Rule`). */
export function javaElementType(text: string): string | undefined {
  const t = text.replace(/\s+/gu, " ").trim();
  const array = /^(.+?)\s*\[\]$/u.exec(t);
  if (array) return array[1];
  const inner = ELEMENT_TYPES.exec(t)?.[1];
  const args = inner === undefined ? [] : typeArguments(inner).map((a) => a.trim());
  return args.length === 1 ? bound(args[0]!) : undefined;
}

/** The value type of a JDK map type as written (`Map<String, Route>` → `Route`). */
export function javaValueType(text: string): string | undefined {
  const inner = MAP_TYPES.exec(text.replace(/\s+/gu, " ").trim())?.[1];
  const args = inner === undefined ? [] : typeArguments(inner).map((a) => a.trim());
  return args.length === 2 ? bound(args[1]!) : undefined;
}

/** JDK methods that give one of a collection's values: a map's first, then an element. */
export const JAVA_ELEMENT_METHODS: Readonly<Record<string, readonly ("element" | "value")[]>> = {
  get: ["value", "element"],
  getOrDefault: ["value"],
  computeIfAbsent: ["value"],
  computeIfPresent: ["value"],
  merge: ["value"],
  getFirst: ["element"],
  getLast: ["element"],
  peek: ["element"],
  poll: ["element"],
  pop: ["element"],
  element: ["element"],
  next: ["element"],
  previous: ["element"],
  orElse: ["element"],
  orElseThrow: ["element"],
  orElseGet: ["element"],
  firstElement: ["element"],
  lastElement: ["element"],
};
