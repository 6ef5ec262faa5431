import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContext, companions, COMPANION_RANK, packContext, updateSearchIndex, type ContextItem, type SearchDocument } from "../../src/retrieve/index.js";
import { tokenCounter, type TokenCounter } from "../../src/shared/tokens.js";
import type { SearchDocRecord, SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

// The block takes one hit per file; a file's second match — the answer as often as not — came in only as a summary
// line, or not at all. Its top-ranked results now bring their code beside their file's hit.
describe("a hit's file companions: its other top search results", () => {
  it("axum 'how does graceful shutdown work': the three WithGracefulShutdown methods ranked before any other file's", () => {
    // The first eight results of the real ranking (axum 3d78036d).
    const ranked = [
      "axum/src/serve/mod.rs#Serve.with_graceful_shutdown",
      "axum/src/serve/mod.rs#WithGracefulShutdown.local_addr",
      "axum/src/serve/mod.rs#WithGracefulShutdown.into_future",
      "axum/src/serve/mod.rs#WithGracefulShutdown.run",
      "axum/src/serve/listener.rs#ConnLimiterIo.poll_shutdown",
      "axum/src/serve/mod.rs#WithGracefulShutdown",
      "axum/src/serve/mod.rs#WithGracefulShutdown.with_executor",
      "axum/src/serve/mod.rs",
    ].map((id) => ({ id }));
    const hits = ["axum/src/serve/mod.rs#Serve.with_graceful_shutdown", "axum/src/serve/listener.rs#ConnLimiterIo.poll_shutdown"];
    expect([...companions(ranked, hits, COMPANION_RANK)]).toEqual([
      ["axum/src/serve/mod.rs#Serve.with_graceful_shutdown", ["axum/src/serve/mod.rs#WithGracefulShutdown.local_addr", "axum/src/serve/mod.rs#WithGracefulShutdown.into_future", "axum/src/serve/mod.rs#WithGracefulShutdown.run"]],
    ]);
  });

  it("click 'how are default values of options computed': Option.get_default, third, beside Option.is_bool_flag; not the Option class around the hit", () => {
    // The first five results of the real ranking (click 2c8cd3ac).
    const ranked = ["src/click/core.py#Option.is_bool_flag", "src/click/core.py#Context.command_path", "src/click/core.py#Option.get_default", "src/click/core.py#Option", "src/click/decorators.py#password_option"].map((id) => ({ id }));
    const hits = ["src/click/core.py#Option.is_bool_flag", "src/click/decorators.py#password_option"];
    expect([...companions(ranked, hits, COMPANION_RANK)]).toEqual([["src/click/core.py#Option.is_bool_flag", ["src/click/core.py#Context.command_path", "src/click/core.py#Option.get_default"]]]);
    // Past the first five (other files' results came second, third and fifth): none.
    const later = [ranked[0]!, ranked[4]!, { id: "src/click/types.py#convert_type" }, ranked[1]!, { id: "src/click/utils.py#echo" }, { id: "src/click/core.py#Option.get_default" }];
    expect(COMPANION_RANK).toBe(5);
    expect([...companions(later, hits, COMPANION_RANK)]).toEqual([["src/click/core.py#Option.is_bool_flag", ["src/click/core.py#Context.command_path"]]]);
  });

  it("gives a file hit none (its members stand in for its long code), nor a node inside a class hit", () => {
    const ranked = ["src/a.py", "src/a.py#f", "src/b.py#C", "src/b.py#C.m"].map((id) => ({ id }));
    expect([...companions(ranked, ["src/a.py", "src/b.py#C"], 4)]).toEqual([]);
  });

  // gorilla/mux b4617d0b "where is the 404 not found handler invoked": the `Router` struct was mux.go's hit and
  // `Router.ServeHTTP`, second in search, never showed its code — a Go method is named inside its struct, written
  // outside the struct's code. With span containment as `inside`, it is the struct's companion.
  it("takes a node named inside a type hit whose code does not hold it", () => {
    const ranked = ["mux.go#Router", "mux.go#Router.ServeHTTP", "route.go#Route.Match"].map((id) => ({ id }));
    const spans: Record<string, [number, number]> = { "mux.go#Router": [48, 92], "mux.go#Router.ServeHTTP": [173, 211] };
    const holds = (hit: string, id: string): boolean => spans[hit]![0] <= spans[id]![0] && spans[id]![1] <= spans[hit]![1];
    expect([...companions(ranked, ["mux.go#Router", "route.go#Route.Match"], 3, holds)]).toEqual([["mux.go#Router", ["mux.go#Router.ServeHTTP"]]]);
    // By name alone it is inside the struct: none.
    expect([...companions(ranked, ["mux.go#Router", "route.go#Route.Match"], 3)]).toEqual([]);
  });

  // A class and its method both among the top results: the method's code would come twice (alone and in the class's).
  it("takes no companion nested in or around one already taken", () => {
    const ranked = ["a.py#f", "a.py#C", "a.py#C.m", "b.py#g"].map((id) => ({ id }));
    expect([...companions(ranked, ["a.py#f", "b.py#g"], 3)]).toEqual([["a.py#f", ["a.py#C"]]]);
  });
});

const DOCSTRINGS: Record<string, string> = {
  "Option.is_bool_flag": "True when this option is a flag with a boolean type: the default values of options that are flags are computed from the flag value.",
  "Context.command_path": "The computed command path of the context.",
  "Option.get_default": "Return the default value for this option.",
  "Option.prompt_for_value": "Prompts the user for the value of an option.",
};

/** A click-shaped corpus: four methods of core.py, then one function per other file. */
function clickCorpus(): SearchDocument[] {
  const method = (qualified: string, body: string): SearchDocument => {
    const id = `src/click/core.py#${qualified}`;
    const name = qualified.split(".").pop()!;
    return {
      node: { id, kind: "method", name, qualifiedName: qualified, path: "src/click/core.py", language: "python", span: { startLine: 1, endLine: 4, startByte: 0, endByte: 0 }, contentHash: id, signature: `${name}(self)`, doc: DOCSTRINGS[qualified]! },
      code: `def ${name}(self):\n    """${DOCSTRINGS[qualified]!}"""\n${body}`,
      summaryText: DOCSTRINGS[qualified]!,
      contractText: `${name}(self)`,
    };
  };
  const other = (file: string, name: string, text: string): SearchDocument => ({
    node: { id: `src/click/${file}#${name}`, kind: "function", name, qualifiedName: name, path: `src/click/${file}`, language: "python", span: { startLine: 1, endLine: 3, startByte: 0, endByte: 0 }, contentHash: name, signature: `${name}()` },
    code: `def ${name}():\n    """${text}"""\n    return None`,
    summaryText: text,
    contractText: `${name}()`,
  });
  return [
    method("Option.is_bool_flag", "    # default values of options: a flag's default is computed from its flag value\n    return self.is_flag and isinstance(self.type, BoolParamType) and self.default_is_missing"),
    method("Context.command_path", "    return ' '.join(self.info_name)"),
    method("Option.get_default", "    value = self.default() if callable(self.default) else self.default\n    return value"),
    method("Option.prompt_for_value", "    return prompt(self.prompt)"),
    other("decorators.py", "password_option", "Add a password option to the command."),
    other("types.py", "convert_type", "Find the type of a value."),
  ];
}

describe("a context block holds the code of a file's second match", () => {
  let store: SqliteStore;
  let count: TokenCounter;
  beforeAll(async () => {
    store = tempStore().store;
    count = await tokenCounter("o200k_base");
    await updateSearchIndex(store, clickCorpus());
  });
  afterAll(async () => store.close());

  it("click 'how are default values of options computed': Option.get_default's code follows the first hit's", async () => {
    const result = await buildContext(store, "how are default values of options computed", { budget: 2000, countTokens: count, mode: "code" });
    expect(result.hits.slice(0, 2)).toEqual(["src/click/core.py#Option.is_bool_flag", "src/click/decorators.py#password_option"]);
    // core.py's four methods rank before any other file's: the three after the first follow its code.
    expect(result.included.map((e) => `${e.part} ${e.id}`)).toEqual([
      "summary src/click/core.py#Option.is_bool_flag",
      "code src/click/core.py#Option.is_bool_flag",
      "code src/click/core.py#Option.get_default",
      "code src/click/core.py#Context.command_path",
      "code src/click/core.py#Option.prompt_for_value",
      "summary src/click/decorators.py#password_option",
      "code src/click/decorators.py#password_option",
      "summary src/click/types.py#convert_type",
      "code src/click/types.py#convert_type",
    ]);
    expect(result.text).toContain("## code: src/click/core.py#Option.get_default (src/click/core.py:1-4)\n```python\ndef get_default(self):\n");
  });
});

describe("packing a hit's companions", () => {
  let count: TokenCounter;
  beforeAll(async () => {
    count = await tokenCounter("o200k_base");
  });
  const doc = (id: string, lines: number): SearchDocRecord => {
    const name = id.split("#")[1]!;
    const code = `export function ${name}(req: Request): Response {\n${Array.from({ length: lines }, (_, j) => `  const v${j} = req.headers.get("x-${name}-${j}") ?? "";`).join("\n")}\n  return new Response(v0);\n}`;
    const node = { id, kind: "function" as const, name, qualifiedName: name, path: id.split("#")[0]!, language: "typescript", span: { startLine: 1, endLine: lines + 3, startByte: 0, endByte: 0 }, contentHash: id };
    return { id, contentHash: id, summaryHash: id, node, code, summaryText: `Reads the ${name} headers.`, contractText: "", summaryGenerator: "extractive-node@12", fileHash: id };
  };
  const parts = (items: ContextItem[], budget: number): string[] => packContext("which handler reads the header?", items, budget, count).included.map((e) => `${e.part} ${e.id}${e.truncated ? " cut" : ""} ${e.tokens}`);

  it("puts their code right after the hit's, cut to a fifth of the budget, and gives a neighbour's code once", () => {
    const items: ContextItem[] = [
      { doc: doc("src/a.ts#first", 4), role: "hit", relations: [], companions: [doc("src/a.ts#second", 40)] },
      { doc: doc("src/b.ts#other", 4), role: "hit", relations: [] },
      { doc: doc("src/a.ts#second", 40), role: "neighbour", relations: ["called by src/a.ts#first"] },
    ];
    expect(parts(items, 1000)).toEqual(["summary src/a.ts#first 24", "code src/a.ts#first 103", "code src/a.ts#second cut 176", "summary src/b.ts#other 24", "code src/b.ts#other 103", "summary src/a.ts#second 32"]);
  });

  // gorilla/websocket e064f32: "how are connections dialed through an HTTP proxy" gave `Dialer.netDialFn`'s code twice,
  // as a member standing in for the `Dialer` hit and again as the `Dialer.DialContext` hit's companion.
  it("gives a member that is also another hit's companion its code once, in its first place", () => {
    const type: SearchDocRecord = { ...doc("src/d.ts#Dialer", 400), node: { ...doc("src/d.ts#Dialer", 400).node, kind: "class", name: "Dialer", qualifiedName: "Dialer" } };
    const items: ContextItem[] = [
      { doc: type, role: "hit", relations: [], members: [doc("src/d.ts#netDialFn", 4)] },
      { doc: doc("src/d.ts#dialContext", 4), role: "hit", relations: [], companions: [doc("src/d.ts#netDialFn", 4)] },
    ];
    expect(parts(items, 1000)).toEqual(["summary src/d.ts#Dialer 26", "code src/d.ts#netDialFn 115", "summary src/d.ts#dialContext 26", "code src/d.ts#dialContext 113"]);
  });

  // node-fetch 8b3320d: `fetch` is 325 lines; "how is a gzip response decompressed" at 2000 tokens showed its first 100
  // lines, and the gzip branch is at line 303.
  it("cuts a long hit's code around the lines holding the question's words, after its first line", () => {
    const body = Array.from({ length: 200 }, (_, j) => (j === 170 ? "  if (codings === 'gzip') body = gunzip(body);" : `  const step${j} = prepare(step${j - 1 < 0 ? 0 : j - 1});`));
    const code = ["export function fetch(url) {", ...body, "  return body;", "}"].join("\n");
    const base = doc("src/index.ts#fetch", 1);
    const hit: SearchDocRecord = { ...base, code, node: { ...base.node, span: { startLine: 1, endLine: 203, startByte: 0, endByte: 0 } } };
    const text = packContext("how is a gzip response decompressed", [{ doc: hit, role: "hit", relations: [] }], 600, count).text;
    const shown = text.slice(text.indexOf("## code:"), text.indexOf("## Left out"));
    // The signature, then the matching line in the middle of the lines around it.
    const around = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, k) => `  const step${from + k} = prepare(step${from + k - 1});`);
    expect(shown.split("\n")).toEqual([
      "## code: src/index.ts#fetch (src/index.ts:1-203)",
      "```typescript",
      "export function fetch(url) {",
      "⋮",
      ...around(161, 169),
      "  if (codings === 'gzip') body = gunzip(body);",
      ...around(171, 180),
      "⋮",
      "```",
      "",
      "",
    ]);
    // A question whose words no line holds is cut at the end, as before.
    const plain = packContext("where are timers kept", [{ doc: hit, role: "hit", relations: [] }], 600, count).text;
    expect(plain).toContain("const step0 =");
    expect(plain).not.toContain("⋮");
  });
});
