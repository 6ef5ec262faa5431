/**
 * A folder's purpose names each file's declarations without their own parenthesized details, however deeply those
 * nest or wherever a long one was cut: starlette's middleware folder read "Holds __init__.py (Middleware (Class
 * methods __init__, …, _MiddlewareClass), authentication.py (…", its parentheses unbalanced.
 */
import { describe, expect, it } from "vitest";
import { withoutParentheses } from "../../src/summarize/hierarchy/extractiveNode.js";

describe("withoutParentheses", () => {
  it("removes nested parentheses and a cut one, leaving the names", () => {
    expect(
      [
        "Middleware (Class with methods __init__ (Takes cls: type[_MiddlewareClass[P]]), __repr__ (Returns str)), _MiddlewareClass (Class with methods __call__ (Takes scope: Scope))",
        "BaseHTTPMiddleware (Class with methods __call__ (Returns a value; raises RuntimeError), _CachedRequest (Class with methods __init__ (Delegates to Req…",
        "Server, main",
      ].map(withoutParentheses),
    ).toEqual(["Middleware, _MiddlewareClass", "BaseHTTPMiddleware", "Server, main"]);
  });
});
