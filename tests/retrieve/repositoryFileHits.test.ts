/**
 * A new user's trial on gorilla/sessions: "how are flash messages read and removed" took `.github/workflows/*.yml`,
 * `.gitignore` and `go.mod` as context hits once the few source files were in. Data, build and repository files
 * (`fileRole` "config") are no hits of a context block unless the question asks for one by its name; search still
 * lists them, last. The code of a hit in a test, doc or example file the question does not ask for comes after the
 * neighbours' (koa's "how are cookies set on the response" at 2000 tokens gave `docs/api/context.md` and a test 600
 * tokens while `lib/response.js`'s summary was left out).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContext, packContext, search, updateSearchIndex, type ContextItem, type SearchDocument } from "../../src/retrieve/index.js";
import { tokenCounter, type TokenCounter } from "../../src/shared/tokens.js";
import type { SearchDocRecord, SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

function sessionsCorpus(): SearchDocument[] {
  const file = (path: string, language: string, text: string): SearchDocument => ({
    node: { id: path, kind: "file", name: path.split("/").pop()!, qualifiedName: path, path, language, span: { startLine: 1, endLine: text.split("\n").length, startByte: 0, endByte: 0 }, contentHash: path },
    code: text,
    summaryText: text.split("\n")[0]!,
    contractText: "",
  });
  const go = (name: string, doc: string, body: string): SearchDocument => {
    const id = `sessions.go#Session.${name}`;
    return {
      node: { id, kind: "method", name, qualifiedName: `Session.${name}`, path: "sessions.go", language: "go", span: { startLine: 1, endLine: 4, startByte: 0, endByte: 0 }, contentHash: id, signature: `func (s *Session) ${name}()`, doc },
      code: `// ${doc}\nfunc (s *Session) ${name}() {\n${body}\n}`,
      summaryText: doc,
      contractText: `func (s *Session) ${name}()`,
    };
  };
  return [
    go("Flashes", "Flashes returns a slice of flash messages from the session and removes them.", "\tdelete(s.Values, flashesKey)"),
    file(".github/workflows/verify.yml", "yaml", "name: verify messages\non: [push]\njobs:\n  read: removed flash messages"),
    file(".gitignore", "text", "# flash messages read and removed\n*.out"),
    file("go.mod", "text", "module github.com/gorilla/sessions // flash messages"),
  ];
}

describe("context hits from data, build and repository files", () => {
  let store: SqliteStore;
  let count: TokenCounter;
  beforeAll(async () => {
    store = tempStore().store;
    count = await tokenCounter("o200k_base");
    await updateSearchIndex(store, sessionsCorpus());
  });
  afterAll(async () => store.close());

  it("are none unless asked for; search lists them after the implementation", async () => {
    const q = "how are flash messages read and removed";
    expect((await search(store, q, { mode: "code", k: 10 })).map((r) => r.id)).toEqual(["sessions.go#Session.Flashes", ".gitignore", ".github/workflows/verify.yml", "go.mod"]);
    expect((await buildContext(store, q, { budget: 2000, countTokens: count, mode: "code" })).hits).toEqual(["sessions.go#Session.Flashes"]);
    // A question naming the file asks for it, and for no other data file (a break-it trial: naming `package.json` let
    // every manifest, workflow and ignore file in).
    expect((await buildContext(store, "flash messages in verify.yml", { budget: 2000, countTokens: count, mode: "code" })).hits).toEqual([".github/workflows/verify.yml", "sessions.go#Session.Flashes"]);
  });
});

describe("code of hits in tests, docs and examples the question does not ask for", () => {
  let count: TokenCounter;
  beforeAll(async () => {
    count = await tokenCounter("o200k_base");
  });
  const record = (id: string, kind: "function" | "file", code: string): SearchDocRecord => {
    const name = id.split("#")[1] ?? id;
    const node = { id, kind, name, qualifiedName: name, path: id.split("#")[0]!, language: "javascript", span: { startLine: 1, endLine: code.split("\n").length, startByte: 0, endByte: 0 }, contentHash: id };
    return { id, contentHash: id, summaryHash: id, node, code, summaryText: `The ${name}.`, contractText: "", summaryGenerator: "extractive-node@12", fileHash: id };
  };
  const fn = (id: string): SearchDocRecord => record(id, "function", `function ${id.split("#")[1]} (ctx) {\n  return ctx.cookies.set('a', 1)\n}`);
  const items = (demoted: boolean): ContextItem[] => [
    { doc: fn("lib/context.js#cookies"), role: "hit", relations: [] },
    { doc: fn("lib/response.js#etag"), role: "hit", relations: [] },
    { doc: fn("__tests__/cookies.test.js#set"), role: "hit", relations: [], ...(demoted ? { demoted: true as const } : {}) },
    { doc: record("docs/api/context.md", "file", "# Context\n\nA Koa Context encapsulates the request and response."), role: "hit", relations: [], ...(demoted ? { demoted: true as const } : {}) },
    { doc: fn("lib/request.js#fresh"), role: "hit", relations: [] },
    { doc: fn("lib/response.js#set"), role: "neighbour", relations: ["called by lib/response.js#etag"] },
  ];
  const codeOrder = (demoted: boolean): string[] => packContext("how are cookies set", items(demoted), 2000, count).included.filter((e) => e.part === "code").map((e) => e.id);

  it("comes after the neighbours' code", () => {
    expect(codeOrder(true)).toEqual(["lib/context.js#cookies", "lib/response.js#etag", "lib/request.js#fresh", "lib/response.js#set", "__tests__/cookies.test.js#set", "docs/api/context.md"]);
    expect(codeOrder(false)).toEqual(["lib/context.js#cookies", "lib/response.js#etag", "__tests__/cookies.test.js#set", "docs/api/context.md", "lib/request.js#fresh", "lib/response.js#set"]);
  });

  it("is marked by buildContext from the file's role", async () => {
    const { store } = tempStore();
    try {
      const doc = (id: string, code: string, summaryText: string): SearchDocument => ({ node: record(id, "function", code).node, code, summaryText, contractText: "" });
      await updateSearchIndex(store, [
        doc("lib/context.js#cookies", "function cookies (ctx) {\n  return makeJar(ctx)\n}", "Sets cookies on the response."),
        doc("__tests__/cookies.test.js#set", "function set (ctx) {\n  return ctx.cookies\n}", "Sets cookies in a test."),
        doc("lib/jar.js#makeJar", "function makeJar (ctx) {\n  return new Jar(ctx.req)\n}", "Builds a jar."),
      ]);
      const result = await buildContext(store, "sets cookies", { budget: 2000, countTokens: count, mode: "code" });
      expect([result.hits, result.neighbours.map((n) => n.id)]).toEqual([["lib/context.js#cookies", "__tests__/cookies.test.js#set"], ["lib/jar.js#makeJar"]]);
      expect(result.included.map((e) => `${e.part} ${e.id}`)).toEqual([
        "summary lib/context.js#cookies",
        "code lib/context.js#cookies",
        "summary __tests__/cookies.test.js#set",
        "summary lib/jar.js#makeJar",
        "code lib/jar.js#makeJar",
        "code __tests__/cookies.test.js#set",
      ]);
      const asked = await buildContext(store, "test that sets cookies", { budget: 2000, countTokens: count, mode: "code" });
      expect(asked.hits[0]).toBe("__tests__/cookies.test.js#set");
    } finally {
      store.close();
    }
  });

});
