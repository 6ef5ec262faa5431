/**
 * A doc paragraph that is one name alone (`subscribeKey`, `` `useSnapshot()` ``, `Router.use`): a title over the
 * description, as valtio's utilities open their JSDoc. `subscribeKey` was summarized as "subscribeKey" where the next
 * paragraph says it subscribes to one property of a state proxy. Read by the code graph (a node's doc paragraph) and by
 * the summaries (a doc's first sentence) alike.
 */
const NAME_TITLE = /^\s*`?[\p{L}_$][\p{L}\p{N}_$.]*(?:\(\))?`?\s*$/u;

/** True when `paragraph` (one paragraph of doc text, comment markers stripped) is one name alone ({@link NAME_TITLE}). */
export function isNameTitle(paragraph: string): boolean {
  return NAME_TITLE.test(paragraph);
}
