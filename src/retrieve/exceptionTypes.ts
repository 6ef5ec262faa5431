/**
 * Exception types in a ranking. An exception class is a short doc made of the words of the failure it names
 * (requests' `RetryError`: "Custom retries logic failed."), so BM25's length normalization lifts it above the code
 * that does the work: "how does a session retry failed connections" ranked `RetryError` first (code and summary both),
 * "how is json decoded from the response" `JSONDecodeError.__init__` before `Response.json`. Unless the query asks
 * about failures, the exception types among the first few results follow the other results there.
 */
import type { GraphNode } from "../graph/index.js";

/** A name read as an exception type's: `RetryError`, `RequestException`, `DeprecationWarning`, `HTTPException`. */
const EXCEPTION_NAME = /(?:Error|Exception|Warning)$/u;

/** A base type named as an exception (`class TooManyRedirects(RequestException)`, `extends Error`). */
const EXCEPTION_BASE = /(?:Error|Exception|Warning)\b/u;

/** A module of exception types by its file name: `exceptions.py`, `errors.ts`, `error.rs`, `errors.go`. */
const EXCEPTION_MODULE = /^(?:errors?|exceptions?)\.[a-z]+$/iu;

/** Words by which a query asks about failures: exception types then keep their place. */
const ERROR_WORDS = /\b(?:errors?|exceptions?|rais(?:e|es|ed|ing)|throw(?:s|n|ing)?|warnings?|panic(?:s|ked)?)\b/iu;

/** Results at the head of a ranking whose exception types {@link exceptionTypesAfter} moves after the others. */
export const EXCEPTION_WINDOW = 5;

/** True when a query asks about errors, exceptions, raising or throwing (`"where is a retry error raised"`). */
export function asksAboutErrors(query: string): boolean {
  return ERROR_WORDS.test(query);
}

/**
 * True for an exception type or one of its members: a class, struct or interface whose name or (in its signature,
 * after the name) base names an exception (`class RetryError(RequestException)`, `class HTTPException extends Error`),
 * or a method or nested declaration inside such a type (`JSONDecodeError.__init__`), or a module of them by its name
 * (`exceptions.py`, `errors.go`). A function named `handleError` is none.
 */
export function isExceptionType(node: Pick<GraphNode, "kind" | "name" | "qualifiedName" | "signature">): boolean {
  if (node.kind === "class" || node.kind === "struct" || node.kind === "interface") {
    if (EXCEPTION_NAME.test(node.name)) return true;
    const sig = node.signature ?? "";
    const at = sig.indexOf(node.name);
    return at >= 0 && EXCEPTION_BASE.test(sig.slice(at + node.name.length));
  }
  if (node.kind === "file") return EXCEPTION_MODULE.test(node.name);
  const owners = node.qualifiedName.split(".").slice(0, -1);
  return owners.some((o) => EXCEPTION_NAME.test(o));
}

/**
 * `ranked` with the exception types among its first {@link EXCEPTION_WINDOW} results moved after the other results
 * of that window (each group in its order), scores following the new order; unchanged when the query
 * {@link asksAboutErrors} or no exception type is there.
 * @param isException Whether a result id is an exception type ({@link isExceptionType} of its node).
 */
export function exceptionTypesAfter<T extends { id: string; score: number }>(query: string, ranked: T[], isException: (id: string) => boolean): T[] {
  if (asksAboutErrors(query)) return ranked;
  const head = ranked.slice(0, EXCEPTION_WINDOW);
  const errors = head.filter((r) => isException(r.id));
  if (!errors.length) return ranked;
  const order = [...head.filter((r) => !isException(r.id)), ...errors];
  const scores = head.map((r) => r.score).sort((a, b) => b - a);
  return [...order.map((r, i) => ({ ...r, score: scores[i]! })), ...ranked.slice(EXCEPTION_WINDOW)];
}
