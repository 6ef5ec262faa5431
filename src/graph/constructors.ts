/**
 * Which method of a class is its constructor, from the languages' data (`constructorName`, `constructorIsClassName`
 * in `languages/<id>/language.ts`): a call of the class resolves to its constructor, so the uses of a class include
 * the calls of it (navigation: `references`).
 */
import { GRAPH_LANGUAGES } from "./languages/registry.js";
import type { GraphNode } from "./types.js";
import { CHECKER_CONSTRUCTOR } from "./typescript/constructorName.js";

/**
 * The constructor among `graph`'s direct members of the type node `owner` (ids `<owner id>.<name>`), or undefined
 * when its language names none or the class declares none (TypeScript and JavaScript: `constructor`, when declared;
 * `new C()` of a class without one resolves to the class).
 */
export function constructorOf(nodes: readonly GraphNode[], owner: GraphNode): GraphNode | undefined {
  const lang = GRAPH_LANGUAGES.get(owner.language ?? "");
  const name = lang ? (lang.constructorName ?? (lang.constructorIsClassName ? owner.name : undefined)) : CHECKER_CONSTRUCTOR.languages.has(owner.language ?? "") ? CHECKER_CONSTRUCTOR.name : undefined;
  return name === undefined ? undefined : nodes.find((n) => n.kind === "method" && n.id === `${owner.id}.${name}`);
}

/** How to read the receiver of a by-name call of a method every class may have; see {@link sharedMethodReceivers}. */
export interface SharedMethodReceivers {
  /** Object text of a call to the parent class (`super()`), when the language has one. */
  superCall?: string;
  /** Receivers that are the calling method's own object (`self`, `cls`, `this`). */
  self: readonly string[];
}

/**
 * For a method `node` whose name any class may have (its language's constructor name, or a protocol method such
 * as Python's `__enter__`), how its language writes the receivers a by-name call of it can be checked against;
 * undefined for any other node (then a by-name call of its name is as good a guess as any).
 */
export function sharedMethodReceivers(node: GraphNode): SharedMethodReceivers | undefined {
  const lang = GRAPH_LANGUAGES.get(node.language ?? "");
  if (!lang || node.kind !== "method") return undefined;
  if (node.name !== lang.constructorName && !lang.protocolMethod?.test(node.name)) return undefined;
  const self = [...(lang.selfName ? [lang.selfName] : []), ...(lang.selfParameters ?? [])];
  return { ...(lang.superCall ? { superCall: lang.superCall } : {}), self };
}

/**
 * False when an unresolved call `?<receiver>.<name>` cannot be a call of method `node` because its receiver is a
 * literal building a value of another type (its language's `literalType`: Go `msgpackBinding{}.BindBody(…)` is
 * no call of `jsonBinding.BindBody`, whatever became of it), or of a free function (no function is called on a value);
 * also false for a bare call (`receiver` empty) of a method in a language whose methods need a receiver (its
 * `methodsNeedReceiver`: Go `Middlewares(xs)` converts to a type, it calls no `Mux.Middlewares`); true for any other
 * receiver, and where the node's language has no such literals.
 */
export function literalReceiverFits(node: GraphNode, receiver: string): boolean {
  const lang = GRAPH_LANGUAGES.get(node.language ?? "");
  if (receiver === "" && node.kind === "method" && lang?.methodsNeedReceiver) return false;
  const built = lang?.literalType?.(receiver);
  if (!lang || built === undefined) return true;
  if (node.kind !== "method") return false;
  const qualified = node.id.slice(node.id.indexOf("#") + 1);
  const owner = qualified.slice(0, qualified.lastIndexOf("."));
  return (lang.typeName(built) ?? built).split(".").pop() === owner.split(".").pop();
}
