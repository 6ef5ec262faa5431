/**
 * Which method of a class is its constructor, from the languages' data (`constructorName`, `constructorIsClassName`
 * in `languages/<id>/language.ts`): a call of the class resolves to its constructor, so the uses of a class include
 * the calls of it (navigation: `references`).
 */
import { GRAPH_LANGUAGES } from "./languages/registry.js";
import type { GraphNode } from "./types.js";

/**
 * The constructor among `graph`'s direct members of the type node `owner` (ids `<owner id>.<name>`), or undefined
 * when its language names none or the class declares none (TypeScript and JavaScript calls resolve to the class).
 */
export function constructorOf(nodes: readonly GraphNode[], owner: GraphNode): GraphNode | undefined {
  const lang = GRAPH_LANGUAGES.get(owner.language ?? "");
  if (!lang) return undefined;
  const name = lang.constructorName ?? (lang.constructorIsClassName ? owner.name : undefined);
  return name === undefined ? undefined : nodes.find((n) => n.kind === "method" && n.id === `${owner.id}.${name}`);
}
