import { describe, expect, it } from "vitest";
import type { SemanticContract } from "../../../src/extract/index.js";
import { findUngrounded, findUngroundedInProse, loadPrompt, PROMPT_IDS, type LlmTechnicalSummary } from "../../../src/summarize/index.js";
import { CONTRACT, GOOD_ANSWER } from "./fixtures.js";

const empty: LlmTechnicalSummary = { main_responsibility: "x", public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] };

const GO: SemanticContract = {
  formatVersion: 1,
  filePath: "server/handler.go",
  language: "go",
  package: "server",
  exports: [
    {
      name: "Serve",
      kind: "function",
      doc: "Serve answers on `addr` until `ctx` is done.",
      signatures: [{ params: [{ name: "addr", type: "string" }, { name: "h", type: "http.Handler" }], returnType: "error" }],
      line: 10,
      endLine: 20,
    },
  ],
  referenced: [],
  dependencies: [
    { module: "net/http", names: ["*"], kind: "external", line: 3 },
    { module: "github.com/acme/log", names: ["*"], alias: "alog", kind: "external", line: 4 },
  ],
  metrics: { bytes: 1, lines: 1, tokens: 1, sendInFull: true },
  diagnostics: [],
};

describe("findUngrounded", () => {
  it("accepts a summary that names only what the contract has", () => {
    expect(findUngrounded(GOOD_ANSWER, CONTRACT)).toEqual([]);
  });

  it("reads reStructuredText ``literals`` as one code span, not as the prose between two spans (starlette requests.py)", () => {
    const summary: LlmTechnicalSummary = {
      ...empty,
      main_responsibility: "Provides function Serve (this function parses a ``addr`` HTTP header into a dict of key/value pairs); class H (common to both `Serve` and `Missing`).",
    };
    expect(findUngrounded(summary, GO)).toEqual(["Missing"]);
  });

  // httpx/__init__.py's extractive summary listed `reexport main from ._main`: `from` was its one ungrounded name.
  it("grounds the words of a rendered re-export, not names it does not have", () => {
    const reexports: SemanticContract = {
      ...GO,
      filePath: "httpx/__init__.py",
      language: "python",
      exports: [{ name: "main", kind: "reexport", source: { module: "._main", name: "main", resolution: "resolved" }, line: 15, endLine: 15 }],
      dependencies: [{ module: "._main", names: ["main"], kind: "relative", line: 15 }],
    };
    const summary: LlmTechnicalSummary = { ...empty, public_api: [{ name: "main", kind: "reexport", signature: "reexport main from ._main", description: "Uses `fetch_main`." }] };
    expect(findUngrounded(summary, reexports)).toEqual(["fetch_main"]);
  });

  it("lists every absent name once, in field order", () => {
    const summary: LlmTechnicalSummary = {
      main_responsibility: "Stores `Session` objects through `SessionCache` and `redis.set`.",
      public_api: [
        { name: "SessionStore.destroy", kind: "method", signature: "destroy(id: string, force: boolean): Promise<void>", description: "Deletes via `unlinkSession`." },
        { name: "SessionStore.create", kind: "method", signature: "create(userId: string, ttl: Duration): Promise<Session>", description: "" },
      ],
      io_contracts: [{ name: "SessionRecord", kind: "type", definition: "{ id: string; createdAt: Date; owner: UserId }" }],
      dependencies: ["node:fs", "node:os", "node:crypto"],
      side_effects: ["Writes with `fs.writeFile` and `path.join`", "Calls `flushAll`"],
      key_algorithms: ["`LRU` eviction"],
    };
    expect(findUngrounded(summary, CONTRACT)).toEqual([
      "SessionCache",
      "redis.set",
      "SessionStore.destroy",
      "destroy",
      "force",
      "unlinkSession",
      "ttl",
      "Duration",
      "SessionRecord",
      "createdAt",
      "owner",
      "UserId",
      "node:os",
      "flushAll",
      "LRU",
    ]);
  });

  it("accepts members of imported modules, parameters, doc code spans and built-in types (Go); other chains need every segment", () => {
    const summary: LlmTechnicalSummary = {
      ...empty,
      main_responsibility: "HTTP server of package `server`: `Serve` listens on `addr`, logs with `alog.Info` and stops when `ctx.Done` closes.",
      public_api: [{ name: "Serve", kind: "function", signature: "func Serve(addr string, h http.Handler) error", description: "Calls `http.ListenAndServe`." }],
      dependencies: ["net/http", "github.com/acme/log"],
    };
    expect(findUngrounded(summary, GO)).toEqual(["ctx.Done"]);
  });

  it("grounds the extractive rendering: an entity's kind word, and a name cut at `…` by the signature limit (httpx)", () => {
    const summary: LlmTechnicalSummary = {
      ...empty,
      public_api: [
        { name: "Serve", kind: "function", signature: "function Serve", description: "" },
        { name: "Serve", kind: "function", signature: "Serve(addr: string, h: http.Handler, cook…", description: "" },
        { name: "Serve", kind: "function", signature: "Serve(addr: cook, h…", description: "" },
      ],
    };
    expect(findUngrounded(summary, GO)).toEqual(["cook"]);
  });

  it("grounds the count of a definition cut to its first members (`… 122 more }`, gin context.go) and a name cut before ` …` (ky), not another `more`", () => {
    const definition = (text: string): LlmTechnicalSummary => ({ ...empty, io_contracts: [{ name: "Serve", kind: "struct", definition: text }] });
    expect([findUngrounded(definition("{ Serve(addr: string): error; … 122 more }"), GO), findUngrounded(definition("{ more: string }"), GO)]).toEqual([[], ["more"]]);
    // ky's KyInstance: a definition cut at 600 characters inside a name, before ` …`.
    expect(findUngrounded(definition("{ extend: (defaultOptions: string | ((parentOptio …"), GO)).toEqual(["extend", "defaultOptions"]);
  });

  it("flags prose code spans only, not plain words", () => {
    expect(findUngroundedInProse(["Uses a Singleton and `Singleton` (a pattern) for `router` in `handler.go`"], GO)).toEqual(["Singleton", "router"]);
  });

  it.each(PROMPT_IDS)("the few-shot examples of %s are grounded in their inputs", (id) => {
    for (const example of loadPrompt(id).examples) {
      const input = example.input as unknown as SemanticContract;
      const output = example.output as Record<string, unknown>;
      const ungrounded =
        id === "P-TECH-JSON"
          ? findUngrounded(output as unknown as LlmTechnicalSummary, input)
          : findUngroundedInProse(
              Object.values(output).flatMap((v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.map((s) => JSON.stringify(s)) : [])),
              input,
            );
      expect(ungrounded).toEqual([]);
    }
  });
});
