/**
 * Calls that take back a function handed out earlier and never run it: a listener or subscriber removed. fastify's
 * `payload.removeListener('end', onEnd)` (lib/content-type-parser.js) had read as a callback of `onEnd`, so
 * `callers onEnd` listed the function that unsubscribes it. A function named in such a call is a value use (`uses`),
 * no `calls` edge.
 */
import { ts } from "ts-morph";

/**
 * Method and function names that remove a listener, handler or subscriber: Node's `EventEmitter` (`removeListener`,
 * `off`) and `fs.unwatchFile`, the DOM's `EventTarget` and `MediaQueryList` (`removeEventListener`,
 * `removeListener`), old Internet Explorer's `detachEvent`, jQuery (`off`, `unbind`, `undelegate`), Vue 2's `$off`, and
 * the publish/subscribe and registry names libraries share (`unsubscribe`, `unlisten`, `unregister`).
 */
export const LISTENER_REMOVERS: ReadonlySet<string> = new Set([
  "$off",
  "detachEvent",
  "off",
  "removeEventListener",
  "removeListener",
  "unbind",
  "undelegate",
  "unlisten",
  "unregister",
  "unsubscribe",
  "unwatchFile",
]);

/** True when a call's callee, bare or after a dot (`off(…)`, `payload.removeListener(…)`), is a {@link LISTENER_REMOVERS} name. */
export function removesListener(call: ts.CallExpression): boolean {
  let callee: ts.Expression = call.expression;
  while (ts.isParenthesizedExpression(callee) || ts.isNonNullExpression(callee)) callee = callee.expression;
  const name = ts.isIdentifier(callee) ? callee : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name) ? callee.name : undefined;
  return name !== undefined && LISTENER_REMOVERS.has(name.text);
}
