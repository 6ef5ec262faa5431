import { beforeAll, describe, expect, it } from "vitest";
import { enclosingIds } from "../../src/graph/index.js";
import { packContext, type ContextItem } from "../../src/retrieve/packContext.js";
import { tokenCounter, type TokenCounter } from "../../src/shared/tokens.js";
import type { SearchDocRecord } from "../../src/store/index.js";

// koa e0ba8ef "how are cookies set on the response": `Application.handleRequest` and the `handleResponse` arrow it
// defines both stood in for the `Application` class hit; the arrow's line came a second time as its own code piece.
describe("code of a node inside one whose whole code the block holds", () => {
  let count: TokenCounter;
  beforeAll(async () => {
    count = await tokenCounter("o200k_base");
  });
  const record = (id: string, kind: "class" | "method" | "function" | "file", code: string, startLine: number): SearchDocRecord => {
    const name = id.split("#")[1] ?? id;
    const node = { id, kind, name, qualifiedName: name, path: id.split("#")[0]!, language: "javascript", span: { startLine, endLine: startLine + code.split("\n").length - 1, startByte: 0, endByte: 0 }, contentHash: id };
    return { id, contentHash: id, summaryHash: id, node, code, summaryText: `The ${name}.`, contractText: "", summaryGenerator: "extractive-node@12", fileHash: id };
  };
  const handleRequest = ["handleRequest (ctx, fnMiddleware) {", "  const res = ctx.res", "  res.statusCode = 404", "  const onerror = (err) => ctx.onerror(err)", "  const handleResponse = () => respond(ctx)", "  onFinished(res, onerror)", "  return fnMiddleware(ctx).then(handleResponse).catch(onerror)", "}"].join("\n");
  const handleResponse = "const handleResponse = () => respond(ctx)";
  const longClass = `module.exports = class Application extends Emitter {\n${Array.from({ length: 400 }, (_, i) => `  m${i} () { return this.settings[${i}] }`).join("\n")}\n}`;
  const items = (): ContextItem[] => [
    {
      doc: record("lib/application.js#Application", "class", longClass, 51),
      role: "hit",
      relations: [],
      members: [record("lib/application.js#Application.handleRequest", "method", handleRequest, 198), record("lib/application.js#Application.handleRequest.handleResponse", "function", handleResponse, 202)],
    },
  ];

  it("is in the block with it: no second copy, not listed as left out, and counted as included within it", () => {
    const packed = packContext("how are responses handled", items(), 2000, count);
    expect(packed.included.map((e) => `${e.part} ${e.id}${e.within ? ` within ${e.within}` : ""} ${e.tokens}`)).toEqual([
      "summary lib/application.js#Application 22",
      "code lib/application.js#Application.handleRequest 94",
      "code lib/application.js#Application.handleRequest.handleResponse within lib/application.js#Application.handleRequest 0",
    ]);
    expect(packed.text.match(/## code: /g)).toHaveLength(1);
    expect(packed.leftOut.map((l) => `${l.part} ${l.id}`)).toEqual(["code lib/application.js#Application"]);
  });

  it("gets its own piece when the enclosing code was cut", () => {
    // 200 tokens: the method's code is cut to fit, so the arrow's own code comes as its own piece.
    const packed = packContext("how are responses handled", items(), 200, count);
    expect(packed.included.map((e) => `${e.part} ${e.id}${e.truncated ? " cut" : ""}${e.within ? " within" : ""}`)).toEqual([
      "summary lib/application.js#Application",
      "code lib/application.js#Application.handleRequest cut",
      "code lib/application.js#Application.handleRequest.handleResponse",
    ]);
  });

  // A new user's trial on rayon c4dac9f8: `yield_local`'s code cut to `pub fn yield_local() -> Option<Yield> {` and `…`
  // repeated the signature its summary shows. At 150 tokens the method's cut would keep two lines: it is left out.
  it("leaves out a code piece cut to fewer than three lines", () => {
    const packed = packContext("how are responses handled", items(), 150, count);
    expect(packed.included.map((e) => `${e.part} ${e.id}${e.truncated ? " cut" : ""}`)).toEqual(["summary lib/application.js#Application", "code lib/application.js#Application.handleRequest.handleResponse"]);
    expect(packed.text).not.toContain("## code: lib/application.js#Application.handleRequest (");
  });

  // A break-it trial: a method hit's code first, then its whole class as a neighbour, printed the method twice.
  it("gives way to the enclosing code that comes later whole; a Go struct does not hold its methods", () => {
    const cls = ["export class LruCache {", "  private map = new Map<string, number>()", "  evictOldest(): void {", "    const first = this.map.keys().next()", "    if (!first.done) this.map.delete(first.value)", "  }", "  get(k: string) { return this.map.get(k) }", "}"].join("\n");
    const method = ["evictOldest(): void {", "    const first = this.map.keys().next()", "    if (!first.done) this.map.delete(first.value)", "  }"].join("\n");
    const later: ContextItem[] = [
      { doc: record("src/cache.ts#LruCache.evictOldest", "method", method, 3), role: "hit", relations: [] },
      { doc: record("src/cache.ts#LruCache", "class", cls, 1), role: "neighbour", relations: ["contains src/cache.ts#LruCache.evictOldest"] },
    ];
    const packed = packContext("lru eviction", later, 2000, count);
    expect(packed.included.map((e) => `${e.part} ${e.id}${e.within ? ` within ${e.within}` : ""}`)).toEqual([
      "summary src/cache.ts#LruCache.evictOldest",
      "summary src/cache.ts#LruCache",
      "code src/cache.ts#LruCache",
      "code src/cache.ts#LruCache.evictOldest within src/cache.ts#LruCache",
    ]);
    expect(packed.text.match(/## code: /g)).toHaveLength(1);
    // gorilla/mux: `Router.ServeHTTP` is named inside the `Router` struct, written outside its code.
    const struct = record("mux.go#Router", "class", "type Router struct {\n\tNotFoundHandler http.Handler\n}", 48);
    const serve = record("mux.go#Router.ServeHTTP", "method", "func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {\n\tr.NotFoundHandler.ServeHTTP(w, req)\n}", 173);
    const go = packContext("not found handler", [{ doc: struct, role: "hit", relations: [], companions: [serve] }], 2000, count);
    expect(go.included.map((e) => `${e.part} ${e.id}${e.within ? " within" : ""}`)).toEqual(["summary mux.go#Router", "code mux.go#Router", "code mux.go#Router.ServeHTTP"]);
  });

  // urfave/negroni f9ae86b "how does recovery handle a panic": the `Recovery` struct was the hit, and
  // `Recovery.ServeHTTP` (sixth in search, where the panic is recovered) only a summary line.
  it("a type hit whose code goes in whole brings its best-matching members' code after it", () => {
    const struct = record("recovery.go#Recovery", "class", "type Recovery struct {\n\tLogger ALogger\n\tPrintStack bool\n}", 132);
    const serve = record("recovery.go#Recovery.ServeHTTP", "method", "func (rec *Recovery) ServeHTTP(rw http.ResponseWriter, r *http.Request, next http.HandlerFunc) {\n\tdefer func() {\n\t\tif err := recover(); err != nil {\n\t\t\trw.WriteHeader(http.StatusInternalServerError)\n\t\t}\n\t}()\n\tnext(rw, r)\n}", 158);
    const other = record("negroni.go#Classic", "function", "func Classic() *Negroni {\n\treturn New(NewRecovery(), NewLogger())\n}", 106);
    const packed = packContext("how does recovery handle a panic", [{ doc: struct, role: "hit", relations: [], members: [serve] }, { doc: other, role: "hit", relations: [] }], 2000, count);
    expect(packed.included.map((e) => `${e.part} ${e.id}`)).toEqual(["summary recovery.go#Recovery", "code recovery.go#Recovery", "code recovery.go#Recovery.ServeHTTP", "summary negroni.go#Classic", "code negroni.go#Classic"]);
  });

  it("enclosingIds: innermost first, down to the file", () => {
    expect(enclosingIds("lib/a.js#A.b.c")).toEqual(["lib/a.js#A.b", "lib/a.js#A", "lib/a.js"]);
    expect(enclosingIds("lib/a.js#f")).toEqual(["lib/a.js"]);
    expect(enclosingIds("lib/a.js")).toEqual([]);
  });
});
