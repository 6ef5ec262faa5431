/**
 * A sentence query's specific names — a code identifier written in it, a file it names — put the few files holding
 * them first (hono "cast awaitedFallback through unknown to fix Deno type check" ranked the one file holding
 * `awaitedFallback` 5th; gin "added comment in doc.go" ranked `doc.go` 14th).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rankFiles, rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import { specificNames } from "../../src/retrieve/search.js";
import type { SqliteStore } from "../../src/store/index.js";
import { fileDoc, functionDoc, tempStore } from "./fixtures.js";

const fn = functionDoc;
const file = fileDoc;
/** A file and its one function, both of `text`. */
const unit = (path: string, name: string, text: string): SearchDocument[] => [file(path, text), fn(path, name, text)];

function corpus(): SearchDocument[] {
  return [
    // Says "retry" and "delay" often: the words of the queries below, not their names.
    ...unit("src/retry.ts", "retryDelay", "// retry delay: the delay before each retry, a retry delay per attempt\nexport function retryDelay(attempt) { return delay(attempt) * retry.delay; }\n"),
    ...unit("src/backoff.ts", "nextWait", "export function nextWait(n) { return computeBackoff(n); }\nconst computeBackoff = (n) => 2 ** n;\n"),
    ...unit("tests/backoff.test.ts", "backoffCase", "it('retry delay', () => { expect(computeBackoff(1)).toBe(2); });\n"),
    ...unit("src/timeout.ts", "timeoutDelay", "// timeout delay of a retry\nexport function timeoutDelay(options) { return options.timeout ?? delay; }\n"),
    ...unit("src/doc.ts", "describeLimits", "// Package limits.\nexport function describeLimits() { return limits; }\n"),
    // `retryOptions` in six source files: a name that says little about which file is meant.
    ...["a", "b", "c", "d", "e", "f"].flatMap((x) => unit(`src/use${x}.ts`, `use${x}`, `export function use${x}() { return retryOptions; }\n`)),
  ];
}

describe("a sentence query's specific names", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterEach(async () => store.close());

  it("reads identifiers and file names out of a sentence, not out of one word", () => {
    expect(specificNames("clamp the retry delay in `computeBackoff()`, see doc.ts.")).toEqual({ identifiers: ["computeBackoff"], files: ["doc.ts"] });
    expect(specificNames("pass SSG_CONTEXT to read_file in src/utils/url.ts")).toEqual({ identifiers: ["SSG_CONTEXT", "read_file"], files: ["src/utils/url.ts"] });
    // PascalCase words, acronyms, a member call and a version are prose as often as names.
    expect(specificNames("convert strong ETag to weak ETag via c.Errors in v2")).toEqual({ identifiers: [], files: ["c.Errors"] });
    expect(specificNames("computeBackoff")).toEqual({ identifiers: [], files: [] });
    // Product names in camel case are words of the sentence, not identifiers; `parseJSONBody` is one.
    expect(specificNames("file watcher misses change events on macOS, iOS and jQuery over gRPC")).toEqual({ identifiers: [], files: [] });
    expect(specificNames("let parseJSONBody keep the raw body")).toEqual({ identifiers: ["parseJSONBody"], files: [] });
  });

  it("puts the one implementation file holding a written identifier first, tests still last", async () => {
    const ids = (await rankIds(store, "clamp the retry delay in computeBackoff", { k: 20 })).map((r) => r.id);
    expect(ids.slice(0, 4)).toEqual(["src/backoff.ts", "src/backoff.ts#nextWait", "src/retry.ts#retryDelay", "src/retry.ts"]);
    expect(ids.slice(-2)).toEqual(["tests/backoff.test.ts#backoffCase", "tests/backoff.test.ts"]);
    expect((await rankFiles(store, "clamp the retry delay in computeBackoff", { k: 3 })).map((f) => f.path)).toEqual(["src/backoff.ts", "src/retry.ts", "src/timeout.ts"]);
    // Functions only: the file's best function leads.
    expect((await rankIds(store, "clamp the retry delay in computeBackoff", { kinds: ["function"] })).map((r) => [r.id, r.from[0]])[0]).toEqual(["src/backoff.ts#nextWait", "named"]);
  });

  it("puts a file the query names first, even when nothing else matches it", async () => {
    expect((await rankFiles(store, "added comment on the retry delay in doc.ts", { k: 3 })).map((f) => f.path)).toEqual(["src/doc.ts", "src/retry.ts", "src/timeout.ts"]);
  });

  it("leaves the order alone when more than five files hold the name", async () => {
    const files = (await rankFiles(store, "rename retryOptions to retry delay", { k: 3 })).map((f) => f.path);
    expect(files).toEqual(["src/retry.ts", "src/timeout.ts", "src/usea.ts"]);
  });
});
