/**
 * An incremental build (one file given, the rest known from the stored graph) resolves exactly like a full build:
 * Go result types of functions in unchanged files (`store.New().Get`), Python names re-exported by an unchanged
 * package `__init__.py` (also through wildcard imports), pytest fixtures of an unchanged `conftest.py`, Go `implements`
 * edges to interfaces of unchanged files, calls on interfaces of unchanged files that embed an external type, TypeScript calls into unchanged files and into ambient declarations no import names.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { graphStage, indexRepository } from "../../src/pipeline/index.js";
import { openStore } from "../../src/store/index.js";
import { GOLDEN_DIR, loadFixture, writeTree } from "./graphFixtures.js";
import { freshGraph } from "./indexedGraph.js";

const fileOf = (id: string): string => id.split("#")[0]!;

function without(graph: CodeGraph, file: string): CodeGraph {
  return { formatVersion: 1, nodes: graph.nodes.filter((n) => n.path !== file), edges: graph.edges.filter((e) => fileOf(e.from) !== file) };
}

describe("incremental graph build", () => {
  for (const [fixture, file] of [
    ["go-pointer-receiver", "main.go"],
    ["py-from-dot", "app/main.py"],
    ["py-package", "app.py"],
    ["py-package", "tests/test_client.py"],
    ["go-interfaces", "draw/circle.go"],
    ["ts-classes", "src/use.ts"],
    ["ts-ambient", "src/app.ts"],
    // A call on an interface that embeds an external type (http.Handler) is external, whether the interface's file is
    // parsed in this build or only known from the stored graph (chi: an incremental build dropped the flag).
    ["go-embedded-external", "serve/serve.go"],
    ["ruby-shapes", "lib/app.rb"],
    // Rust: methods of one name from several `impl` blocks (`Router.call`, `Router.call@48`), the one a call picks, and
    // `impl Trait for T` edges to a trait of another crate, whichever file is rebuilt.
    ["rust-impls", "axum/src/routing/mod.rs"],
    ["rust-impls", "axum/src/json.rs"],
    ["rust-impls", "axum-extra/src/routing.rs"],
  ] as const) {
    it(`${fixture}: rebuilding ${file} alone gives its full-build edges`, async () => {
      const root = path.join(GOLDEN_DIR, fixture, "input");
      const files = loadFixture(root);
      const full = await buildGraph({ root, files });
      const part = await buildGraph({ root, files: files.filter((f) => f.path === file), known: without(full, file) });
      expect(part.edges.filter((e) => fileOf(e.from) === file)).toEqual(full.edges.filter((e) => fileOf(e.from) === file));
      expect(part.nodes.filter((n) => n.path === file)).toEqual(full.nodes.filter((n) => n.path === file));
    }, 60_000);
  }

  it("ruby class and instance methods of one name: rebuilding a caller alone reaches the same side as a full build", async () => {
    // Sinatra::Base's `def call` and `call` in `class << self` (sinatra cb22afd7 lib/sinatra/base.rb).
    const root = writeTree({
      "lib/base.rb": ["module Sinatra", "  class Base", "    def call(env); end", "    class << self", "      def call(env); end", "    end", "  end", "end", ""].join("\n"),
      "lib/use.rb": ["class Use", "  def run(env)", "    Sinatra::Base.call(env)", "  end", "  def go(env)", "    Sinatra::Base.new.call(env)", "  end", "end", ""].join("\n"),
    });
    const files = loadFixture(root);
    const full = await buildGraph({ root, files });
    const part = await buildGraph({ root, files: files.filter((f) => f.path === "lib/use.rb"), known: without(full, "lib/use.rb") });
    const calls = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "calls" && fileOf(e.from) === "lib/use.rb").map((e) => `${e.from} -> ${e.to} @${e.line}`);
    expect(calls(full)).toEqual([
      "lib/use.rb#Use.go -> lib/base.rb#Sinatra.Base @6",
      "lib/use.rb#Use.go -> lib/base.rb#Sinatra.Base.call @6",
      "lib/use.rb#Use.run -> lib/base.rb#Sinatra.Base.call@5 @3",
    ]);
    expect(calls(part)).toEqual(calls(full));
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);
});

// Deleting a file, indexing, restoring it and indexing again (a branch switch and back) left the calls and imports of
// other files into it unresolved: their stored edges no longer led into the file, so its return did not rebuild them.
describe("a file removed and restored", () => {
  for (const [language, files, callee] of [
    ["Go (a caller in the same package)", {
      "go.mod": "module example.com/app\n\ngo 1.22\n",
      "mw/sunset.go": "package mw\n\n// Sunset marks a route as going away.\nfunc Sunset(at int) int {\n\treturn grace(at)\n}\n\nfunc grace(at int) int {\n\treturn at + 1\n}\n",
      "mw/use.go": "package mw\n\n// Use calls Sunset.\nfunc Use() int {\n\treturn Sunset(3) + grace(4)\n}\n",
    }, "mw/sunset.go"],
    ["Python (an importing caller)", {
      "pkg/__init__.py": "",
      "pkg/gzip.py": "class GZipMiddleware:\n    def __init__(self, app):\n        self.app = app\n",
      "pkg/app.py": "from pkg.gzip import GZipMiddleware\n\n\ndef build(app):\n    return GZipMiddleware(app)\n",
    }, "pkg/gzip.py"],
  ] as const) {
    it(`${language}: the stored graph equals a full build`, async () => {
      const root = writeTree(files);
      const store = openStore(path.join(root, ".strata", "strata.db"));
      const config = loadConfig(root, {}, {});
      await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
      const text = fs.readFileSync(path.join(root, callee), "utf8");
      fs.rmSync(path.join(root, callee));
      await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
      fs.writeFileSync(path.join(root, callee), text);
      await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
      const stored = await store.getGraph();
      await store.close();
      expect(stored).toEqual(await freshGraph(root));
      fs.rmSync(root, { recursive: true, force: true });
    }, 60_000);
  }
});

// A name resolved by name alone depends on every definition of that name: after a declaration file's type stopped
// describing `Reply` (fastify's `types/reply.d.ts` beside `lib/reply.js`), or a second `code` method appeared in an
// existing file, an incremental index kept `route.js`'s old name-only edge, which no changed file's edge led to.
describe("a changed file's method names", () => {
  const base = {
    "lib/reply.js": ["function Reply() {}", "Reply.prototype.code = function (n) { return this; };", "Reply.prototype.send = function (v) { return this; };", "module.exports = Reply;", ""].join("\n"),
    "types/reply.d.ts": ["export interface FastifyReply {", "  code(n: number): FastifyReply;", "  send(v: unknown): FastifyReply;", "}", ""].join("\n"),
    "lib/other.js": ["function other() { return 1; }", "module.exports = other;", ""].join("\n"),
    // The receiver `r` names no owner (`reply` would pick `Reply`'s `code` among several: tsNameOnly.ts).
    "route.js": ["function handler(req, r) {", "  r.code(200);", "}", "module.exports = handler;", ""].join("\n"),
  };
  for (const [change, file, text, after] of [
    ["a declaration file's type no longer describes the class", "types/reply.d.ts", ["export interface FastifyReply {", "  code(n: number): FastifyReply;", "  status(v: unknown): FastifyReply;", "}", ""].join("\n"), "?r.code unresolved"],
    ["a second definition of the name in an existing file", "lib/other.js", ["class Other {", "  code() { return 2; }", "}", "module.exports = Other;", ""].join("\n"), "?r.code unresolved"],
    // The declaration is then the one definition left.
    ["the implementation removed", "lib/reply.js", ["function Reply() {}", "Reply.prototype.status = function (n) { return this; };", "module.exports = Reply;", ""].join("\n"), "types/reply.d.ts#FastifyReply.code name-only"],
  ] as const) {
    it(`${change}: the stored graph equals a full build`, async () => {
      const root = writeTree(base);
      const store = openStore(path.join(root, ".strata", "strata.db"));
      const config = loadConfig(root, {}, {});
      await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
      const callsOfRoute = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "calls" && fileOf(e.from) === "route.js").map((e) => `${e.to} ${e.resolution ?? "unresolved"}`);
      expect(callsOfRoute(await store.getGraph())).toEqual(["lib/reply.js#Reply.code name-only"]);
      fs.writeFileSync(path.join(root, file), text);
      await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
      const stored = await store.getGraph();
      await store.close();
      expect(callsOfRoute(stored)).toEqual([after]);
      expect(stored).toEqual(await freshGraph(root));
      fs.rmSync(root, { recursive: true, force: true });
    }, 60_000);
  }
});

// A Python call on self of a method only subclasses define reaches theirs (cachetools' `self.popitem()` in
// `Cache.__setitem__`): a subclass added in a new file must re-resolve the base's outside call, which no edge led to.
describe("a subclass added in a new file", () => {
  it("re-resolves a call on self the base left outside: the stored graph equals a full build", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/cache.py": "import collections.abc\n\n\nclass Cache(collections.abc.MutableMapping):\n    def __setitem__(self, key, value):\n        self.popitem()\n",
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root, {}, {});
    await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    const calls = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "calls" && e.from === "pkg/cache.py#Cache.__setitem__").map((e) => `${e.to} ${e.resolution ?? (e.external ? "external" : "unresolved")}`);
    expect(calls(await store.getGraph())).toEqual(["?self.popitem external"]);
    fs.writeFileSync(path.join(root, "pkg/lru.py"), "from pkg.cache import Cache\n\n\nclass LRUCache(Cache):\n    def popitem(self):\n        return 1\n");
    await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    const stored = await store.getGraph();
    await store.close();
    expect(calls(stored)).toEqual(["pkg/lru.py#LRUCache.popitem import"]);
    expect(stored).toEqual(await freshGraph(root));
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);
});

// A break-it trial: with one subclass defining the method, a second one added in a new file was left out of the
// base's call on self until a full build.
describe("a second subclass added in a new file", () => {
  it("joins the base's call on self: the stored graph equals a full build", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/base.py": "class Base:\n    def run(self):\n        return self.step()\n",
      "pkg/s1.py": "from pkg.base import Base\n\n\nclass S1(Base):\n    def step(self):\n        return 1\n",
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root, {}, {});
    await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    const calls = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "calls" && e.from === "pkg/base.py#Base.run").map((e) => e.to).sort();
    expect(calls(await store.getGraph())).toEqual(["pkg/s1.py#S1.step"]);
    fs.writeFileSync(path.join(root, "pkg/late.py"), "from pkg.base import Base\n\n\nclass Late(Base):\n    def step(self):\n        return 2\n");
    await indexRepository({ root, store, config, threads: 1, stages: [graphStage] });
    const stored = await store.getGraph();
    await store.close();
    expect(calls(stored)).toEqual(["pkg/late.py#Late.step", "pkg/s1.py#S1.step"]);
    expect(stored).toEqual(await freshGraph(root));
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);
});
