/**
 * Exception types follow the code that does the work unless the query asks about failures: requests 0e322af8's "how
 * does a session retry failed connections" ranked `RetryError` ("Custom retries logic failed.") first, "how is json
 * decoded from the response" `JSONDecodeError.__init__` before `Response.json`.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asksAboutErrors, exceptionTypesAfter, isExceptionType, rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { fileDoc, functionDoc, tempStore } from "./fixtures.js";

const klass = (path: string, name: string, signature: string, code: string, summary: string): SearchDocument => {
  const d = functionDoc(path, name, code, summary);
  return { ...d, node: { ...d.node, kind: "class", signature } };
};

const method = (path: string, owner: string, name: string, code: string, summary: string): SearchDocument => {
  const d = functionDoc(path, name, code, summary);
  return { ...d, node: { ...d.node, id: `${path}#${owner}.${name}`, kind: "method", qualifiedName: `${owner}.${name}` } };
};

describe("exception types", () => {
  it("are classes named or based as exceptions, their members and modules of them", () => {
    const n = (kind: "class" | "method" | "function" | "file", name: string, qualifiedName = name, signature?: string) => ({ kind, name, qualifiedName, ...(signature ? { signature } : {}) });
    expect(isExceptionType(n("class", "RetryError"))).toBe(true);
    expect(isExceptionType(n("class", "TooManyRedirects", "TooManyRedirects", "class TooManyRedirects(RequestException)"))).toBe(true);
    expect(isExceptionType(n("class", "HTTPException", "HTTPException", "export class HTTPException extends Error"))).toBe(true);
    expect(isExceptionType(n("method", "__init__", "JSONDecodeError.__init__"))).toBe(true);
    expect(isExceptionType(n("file", "exceptions.py", "src/requests/exceptions.py"))).toBe(true);
    // A function handling errors, a class whose name only starts like one, an ordinary module: none.
    expect(isExceptionType(n("function", "handleError"))).toBe(false);
    expect(isExceptionType(n("class", "ErrorHandler", "ErrorHandler", "class ErrorHandler(Base)"))).toBe(false);
    expect(isExceptionType(n("class", "Session", "Session", "class Session(SessionRedirectMixin)"))).toBe(false);
    expect(isExceptionType(n("file", "models.py", "src/requests/models.py"))).toBe(false);
  });

  it("keep their place when the query asks about errors", () => {
    expect(["where is a retry error raised", "what exceptions can send throw", "why does it panic"].map(asksAboutErrors)).toEqual([true, true, true]);
    expect(["how does a session retry failed connections", "how is json decoded"].map(asksAboutErrors)).toEqual([false, false]);
    const ranked = ["E1", "a", "E2", "b", "c", "d", "E3"].map((id, i) => ({ id, score: 10 - i }));
    const after = exceptionTypesAfter("retry failed connections", ranked, (id) => id.startsWith("E"));
    // Within the first five: the others, then the exception types; scores follow the order; the rest unchanged.
    expect(after.map((r) => `${r.id}:${r.score}`)).toEqual(["a:10", "b:9", "c:8", "E1:7", "E2:6", "d:5", "E3:4"]);
    expect(exceptionTypesAfter("where is the retry error raised", ranked, (id) => id.startsWith("E"))).toBe(ranked);
  });

  describe("in hybrid search", () => {
    let store: SqliteStore;
    beforeEach(async () => {
      store = tempStore().store;
      await updateSearchIndex(store, [
        klass("exceptions.py", "RetryError", "class RetryError(RequestException)", "class RetryError(RequestException):\n    \"\"\"Custom retries logic failed\"\"\"", "Custom retries logic failed."),
        method("adapters.py", "HTTPAdapter", "send", "def send(self, request, retries=None):\n    conn = self.get_connection(request.url)\n    return conn.urlopen(retries=self.max_retries)", "Sends the request through a pooled connection with the adapter's retries."),
        fileDoc("models.py", "class Response:\n    def json(self):\n        return complexjson.loads(self.text)\n"),
      ]);
    });
    afterEach(async () => store.close());

    it("put the implementation first for a how-question, the exception type first when the query names errors", async () => {
      expect((await rankIds(store, "how does a session retry failed connections", { k: 2 })).map((r) => r.id)).toEqual(["adapters.py#HTTPAdapter.send", "exceptions.py#RetryError"]);
      expect((await rankIds(store, "which error says retries failed", { k: 1 })).map((r) => r.id)).toEqual(["exceptions.py#RetryError"]);
    });
  });
});
