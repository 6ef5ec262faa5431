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
    expect(specificNames("clamp the retry delay in `computeBackoff()`, see doc.ts.")).toEqual({ identifiers: ["computeBackoff"], files: ["doc.ts"], declared: ["computeBackoff", "doc.ts"] });
    expect(specificNames("pass SSG_CONTEXT to read_file in src/utils/url.ts")).toEqual({ identifiers: ["SSG_CONTEXT", "read_file"], files: ["src/utils/url.ts"], declared: [] });
    // PascalCase words, acronyms and a version are prose as often as names; a member written `c.Errors` is a qualified name.
    expect(specificNames("convert strong ETag to weak ETag via c.Errors in v2")).toEqual({ identifiers: [], files: ["c.Errors"], declared: ["c.Errors"] });
    expect(specificNames("computeBackoff")).toEqual({ identifiers: [], files: [], declared: [] });
    // Product names in camel case are words of the sentence, not identifiers; `parseJSONBody` is one.
    expect(specificNames("file watcher misses change events on macOS, iOS and jQuery over gRPC")).toEqual({ identifiers: [], files: [], declared: [] });
    expect(specificNames("let parseJSONBody keep the raw body")).toEqual({ identifiers: ["parseJSONBody"], files: [], declared: [] });
    // Code spans name what they hold (a call's arguments left out); a span of symbols names nothing.
    expect(specificNames("Fix `attrs.field(converter=...)` type annotations, treat `*` as a match")).toEqual({ identifiers: [], files: [], declared: ["attrs.field"] });
    expect(specificNames("fix deprecated `Markup` subclass; raise from Undefined.__contains__.")).toEqual({ identifiers: [], files: [], declared: ["Markup", "Undefined.__contains__"] });
  });

  it("puts the one implementation file holding a written identifier first, tests still last", async () => {
    const ids = (await rankIds(store, "clamp the retry delay in computeBackoff", { k: 20 })).map((r) => r.id);
    expect(ids.slice(0, 4)).toEqual(["src/backoff.ts#nextWait", "src/backoff.ts", "src/retry.ts#retryDelay", "src/retry.ts"]);
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

/** A method's search document: `owner.name` in `path`. */
const method = (path: string, owner: string, name: string, code: string): SearchDocument => {
  const d = fn(path, name, code);
  return { ...d, node: { ...d.node, id: `${path}#${owner}.${name}`, kind: "method", qualifiedName: `${owner}.${name}` } };
};
/** A class's search document: `name` in `path`. */
const klass = (path: string, name: string, code: string): SearchDocument => {
  const d = fn(path, name, code);
  return { ...d, node: { ...d.node, kind: "class" } };
};

// Names a commit subject writes as code, from history queries of gin dcaa4296 ("write content length in Data.Render":
// render/data.go 3rd), jinja 5ef70112 ("Raise UndefinedError from Undefined.__contains__", before the method existed:
// runtime.py 2nd) and attrs c1dc5dcb ("Improve performance of attr.astuple": src/attr/_funcs.py 2nd).
describe("names a sentence writes as code: the files declaring them first", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, [
      // Says "content length", "performance", "raise" and "error" often, declares none of the names.
      ...unit("src/render/json.ts", "writeJSON", "// write the content length; content length of a write; raise an error; performance of a tuple\nexport function writeJSON(w) { return w.write(length); }\n"),
      file("src/render/data.ts", "export class Data { render(w) { w.header(len); } }\n"),
      method("src/render/data.ts", "Data", "render", "render(w) { w.header(len); }"),
      file("src/attr/_funcs.ts", "export function astuple(inst) { return fields(inst); }\n"),
      fn("src/attr/_funcs.ts", "astuple", "export function astuple(inst) { return fields(inst); }"),
      fn("src/other/tuples.ts", "astuple", "export function astuple(x) { return x; }"),
      file("src/other/tuples.ts", "export function astuple(x) { return x; }\n"),
      file("src/runtime.ts", "export class Undefined { get(key) { return undefined; } }\n"),
      klass("src/runtime.ts", "Undefined", "export class Undefined { get(key) { return undefined; } }"),
    ]);
  });
  afterEach(async () => store.close());

  it("lifts the file of a qualified member, of a module's function, of a class whose member is new", async () => {
    expect((await rankFiles(store, "write content length in Data.render", { k: 2 })).map((f) => f.path)).toEqual(["src/render/data.ts", "src/render/json.ts"]);
    // `attr.astuple`: the `astuple` of a module in a folder named `attr`, not the other file's.
    expect((await rankFiles(store, "improve performance of attr.astuple", { k: 2 })).map((f) => f.path)).toEqual(["src/attr/_funcs.ts", "src/other/tuples.ts"]);
    expect((await rankFiles(store, "raise an error from Undefined.contains", { k: 2 })).map((f) => f.path)).toEqual(["src/runtime.ts", "src/render/json.ts"]);
    expect((await rankFiles(store, "raise an error from `Undefined`", { k: 2 })).map((f) => f.path)).toEqual(["src/runtime.ts", "src/render/json.ts"]);
  });

  it("leaves the order alone for a name no file declares", async () => {
    expect((await rankFiles(store, "raise an error with strings.Cut in content length", { k: 1 })).map((f) => f.path)).toEqual(["src/render/json.ts"]);
    // Case counts for a plain name: `undefined` is no class; nor is `Missing` anything.
    for (const name of ["undefined", "Missing"]) {
      const ranked = await rankIds(store, `raise an error, content length from \`${name}\``, { k: 3 });
      expect(ranked.map((r) => r.from[0])).not.toContain("named");
    }
  });
});
