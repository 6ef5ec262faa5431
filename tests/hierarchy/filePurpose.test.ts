/**
 * A file's purpose names its exports, then its largest other declarations: gin's tree.go was described by `Param` and
 * `Params` alone, its radix-tree router (`node` with `addRoute` and `getValue`) being unexported.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, runHierarchy, type ContextSummary } from "../../src/summarize/index.js";
import { namesFile, nodeFacts } from "../../src/summarize/hierarchy/extractiveNode.js";
import { contains, edge, fn, graph, node } from "./graphs.js";

const span = (startLine: number, endLine: number) => ({ span: { startLine, endLine, startByte: 0, endByte: 0 } });

describe("file purposes", () => {
  it("lists the exports, then the largest other declarations with their members' lines (gin tree.go)", async () => {
    // Spans and docs of gin tree.go (dcaa4296).
    const go = { language: "go" };
    const g = graph(
      [
        node(".", "repository"),
        node("tree.go", "file", go),
        node("tree.go#Param", "struct", { ...go, name: "Param", doc: "Param is a single URL parameter, consisting of a key and a value.", exported: true, ...span(17, 20) }),
        fn("tree.go#Params.Get", { ...go, kind: "method", name: "Get", doc: "Get returns the value of the first Param which key matches the given name and a boolean true.", ...span(28, 35) }),
        fn("tree.go#longestCommonPrefix", { ...go, doc: "longestCommonPrefix returns the length of the longest common prefix of a and b.", ...span(75, 82) }),
        fn("tree.go#findWildcard", { ...go, doc: "Search for a wildcard segment and check the name for invalid characters.", ...span(265, 293) }),
        node("tree.go#node", "struct", { ...go, name: "node", ...span(105, 114) }),
        fn("tree.go#node.addRoute", { ...go, kind: "method", name: "addRoute", doc: "addRoute adds a node with the given handle to the path.", ...span(150, 262) }),
        fn("tree.go#node.getValue", { ...go, kind: "method", name: "getValue", doc: "Returns the handle registered with the given path (key).", ...span(418, 600) }),
      ],
      [...contains(".", "tree.go"), ...contains("tree.go", "tree.go#Param", "tree.go#Params.Get", "tree.go#findWildcard", "tree.go#longestCommonPrefix", "tree.go#node"), ...contains("tree.go#node", "tree.go#node.addRoute", "tree.go#node.getValue")],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    expect(outcomes.find((o) => o.id === "tree.go")?.summary.purpose).toBe(
      "Defines Param (Param is a single URL parameter, consisting of a key and a value); largest of the rest: node (Struct with methods getValue (Returns the handle registered with the given path (key)), addRoute (addRoute adds a node with the given handle to the path)), findWildcard (Search for a wildcard segment and check the name for invalid characters) and 2 more",
    );
  });

  // gorilla/mux b4617d0b: regexp.go, all unexported, read "Go file with no public API." in search, `map` and the
  // context block, though it holds the route matching.
  it("says what a file with no public API defines", async () => {
    const go = { language: "go" };
    const g = graph(
      [
        node(".", "repository"),
        node("regexp.go", "file", go),
        fn("regexp.go#newRouteRegexp", { ...go, doc: "newRouteRegexp parses a route template and returns a routeRegexp.", ...span(42, 180) }),
        node("regexp.go#routeRegexp", "struct", { ...go, name: "routeRegexp", doc: "routeRegexp stores a regexp to match a host or path.", ...span(183, 203) }),
        node("empty.go", "file", go),
      ],
      [...contains(".", "regexp.go", "empty.go"), ...contains("regexp.go", "regexp.go#newRouteRegexp", "regexp.go#routeRegexp")],
    );
    const files = new Map([
      ["regexp.go", { responsibility: "Go file with no public API.", sideEffects: [], key: "r" }],
      ["empty.go", { responsibility: "Go file with no public API.", sideEffects: [], key: "e" }],
    ]);
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator, files });
    const purpose = (id: string): string | undefined => outcomes.find((o) => o.id === id)?.summary.purpose;
    expect(purpose("regexp.go")).toBe("Defines newRouteRegexp (newRouteRegexp parses a route template and returns a routeRegexp), routeRegexp (routeRegexp stores a regexp to match a host or path)");
    // Nothing declared: the file's kind is all there is to say.
    expect(purpose("empty.go")).toBe("Go file with no public API.");
  });

  it("leads with the declaration named after the file, in the file's purpose and in its folder's (uvicorn supervisors/)", async () => {
    // uvicorn uvicorn/supervisors/: watchfilesreload.py declares FileFilter before WatchFilesReload, its main class.
    const py = { language: "python", exported: true as const };
    const g = graph(
      [
        node(".", "repository"),
        node("uvicorn/", "folder"),
        node("uvicorn/supervisors/", "folder"),
        node("uvicorn/supervisors/watchfilesreload.py", "file", { language: "python" }),
        node("uvicorn/supervisors/watchfilesreload.py#FileFilter", "class", { ...py, name: "FileFilter", signature: "class FileFilter", ...span(15, 59) }),
        node("uvicorn/supervisors/watchfilesreload.py#WatchFilesReload", "class", { ...py, name: "WatchFilesReload", signature: "class WatchFilesReload(BaseReload)", ...span(62, 91) }),
        node("uvicorn/supervisors/basereload.py", "file", { language: "python" }),
        node("uvicorn/supervisors/basereload.py#BaseReload", "class", { ...py, name: "BaseReload", signature: "class BaseReload", ...span(22, 107) }),
        node("uvicorn/supervisors/basereload.py#_display_path", "function", { language: "python", name: "_display_path", signature: "def _display_path(path: Path) -> str", ...span(110, 114) }),
      ],
      [
        ...contains(".", "uvicorn/"),
        ...contains("uvicorn/", "uvicorn/supervisors/"),
        ...contains("uvicorn/supervisors/", "uvicorn/supervisors/basereload.py", "uvicorn/supervisors/watchfilesreload.py"),
        ...contains("uvicorn/supervisors/watchfilesreload.py", "uvicorn/supervisors/watchfilesreload.py#FileFilter", "uvicorn/supervisors/watchfilesreload.py#WatchFilesReload"),
        ...contains("uvicorn/supervisors/basereload.py", "uvicorn/supervisors/basereload.py#BaseReload", "uvicorn/supervisors/basereload.py#_display_path"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    const purpose = (id: string): string | undefined => outcomes.find((o) => o.id === id)?.summary.purpose;
    expect([purpose("uvicorn/supervisors/watchfilesreload.py"), purpose("uvicorn/supervisors/")]).toEqual([
      "Defines WatchFilesReload (Declared as class WatchFilesReload(BaseReload)), FileFilter (Declared as class FileFilter)",
      "Holds watchfilesreload.py (WatchFilesReload, FileFilter), basereload.py (BaseReload, _display_path).",
    ]);
    // uvicorn: WatchFilesReload's purpose, cut at 160 characters inside a method's parenthesis, left its own open, and
    // its folder read "watchfilesreload.py (WatchFilesReload)" without FileFilter.
    const long = graph(
      [
        ...g.nodes.filter((n) => !n.id.includes("basereload")),
        node("uvicorn/supervisors/watchfilesreload.py#WatchFilesReload.__init__", "method", { language: "python", name: "__init__", signature: "def __init__(self, config: Config, target: Callable, sockets: list[socket]) -> None", doc: "Sets up the watch filter from the configured reload directories, include patterns and exclude patterns.", ...span(63, 80) }),
        node("uvicorn/supervisors/watchfilesreload.py#WatchFilesReload.should_restart", "method", { language: "python", name: "should_restart", signature: "def should_restart(self) -> list[Path] | None", doc: "Returns the changed paths that pass the filter, waiting for the next batch of changes from the watcher.", ...span(82, 91) }),
      ],
      [
        ...contains(".", "uvicorn/"),
        ...contains("uvicorn/", "uvicorn/supervisors/"),
        ...contains("uvicorn/supervisors/", "uvicorn/supervisors/watchfilesreload.py"),
        ...contains("uvicorn/supervisors/watchfilesreload.py", "uvicorn/supervisors/watchfilesreload.py#FileFilter", "uvicorn/supervisors/watchfilesreload.py#WatchFilesReload"),
        ...contains("uvicorn/supervisors/watchfilesreload.py#WatchFilesReload", "uvicorn/supervisors/watchfilesreload.py#WatchFilesReload.__init__", "uvicorn/supervisors/watchfilesreload.py#WatchFilesReload.should_restart"),
      ],
    );
    const longOutcomes = (await runHierarchy({ graph: long, generator: extractiveNodeGenerator })).outcomes;
    expect(longOutcomes.find((o) => o.id === "uvicorn/supervisors/")?.summary.purpose).toBe("Holds watchfilesreload.py (WatchFilesReload, FileFilter).");
    // Case, `_` and `-` aside; a nested name (a Go method `Route.Use`) is never the file's own.
    const member = (id: string): ContextSummary => ({ id, summary: nodeFacts(node(id, "class")) });
    expect(
      [
        ["route.go", "route.go#Route"],
        ["route.go", "route.go#Route.Use"],
        ["src/http-client.ts", "src/http-client.ts#HttpClient"],
        ["rich/progress_bar.py", "rich/progress_bar.py#ProgressBar"],
        ["rich/progress_bar.py", "rich/progress_bar.py#Progress"],
      ].map(([f, m]) => namesFile(node(f!, "file"), member(m!))),
    ).toEqual([true, false, true, true, false]);
  });

  it("names the types a wrapping module holds, each with its own kind word and its members' names (rack request.rb)", async () => {
    // rack 3 lib/rack/request.rb: `module Rack` holds `class Request`, which holds `module Env` and `class Headers`.
    const rb = { language: "ruby", exported: true };
    const g = graph(
      [
        node(".", "repository"),
        node("lib/rack/request.rb", "file", { language: "ruby" }),
        node("lib/rack/request.rb#Rack", "class", { ...rb, name: "Rack", signature: "module Rack", ...span(8, 892) }),
        node("lib/rack/request.rb#Rack.Request", "class", { ...rb, name: "Request", signature: "class Request", ...span(16, 891) }),
        fn("lib/rack/request.rb#Rack.Request.delete_param", { ...rb, kind: "method", name: "delete_param", doc: "Destructively delete a parameter, whether it's in GET or POST.", ...span(80, 84) }),
        node("lib/rack/request.rb#Rack.Request.Env", "class", { ...rb, name: "Env", signature: "module Env", ...span(168, 233) }),
        fn("lib/rack/request.rb#Rack.Request.Env.add_header", { ...rb, kind: "method", name: "add_header", doc: "Add a header that may have multiple values.", ...span(210, 220) }),
        fn("lib/rack/request.rb#Rack.Request.Env.delete_header", { ...rb, kind: "method", name: "delete_header", doc: "Delete a request specific value for `name`.", ...span(206, 208) }),
        fn("lib/rack/request.rb#Rack.Request.Env.each_header", { ...rb, kind: "method", name: "each_header", doc: "Loops through each key / value pair in the request specific data.", ...span(197, 199) }),
        node("lib/rack/request.rb#Rack.Request.Headers", "class", { ...rb, name: "Headers", signature: "class Headers", ...span(90, 166) }),
        fn("lib/rack/request.rb#Rack.Request.Headers.fetch", { ...rb, kind: "method", name: "fetch", doc: "Fetch a header.", ...span(100, 104) }),
      ],
      [
        ...contains(".", "lib/rack/request.rb"),
        ...contains("lib/rack/request.rb", "lib/rack/request.rb#Rack"),
        ...contains("lib/rack/request.rb#Rack", "lib/rack/request.rb#Rack.Request"),
        ...contains("lib/rack/request.rb#Rack.Request", "lib/rack/request.rb#Rack.Request.delete_param", "lib/rack/request.rb#Rack.Request.Env", "lib/rack/request.rb#Rack.Request.Headers"),
        ...contains("lib/rack/request.rb#Rack.Request.Env", "lib/rack/request.rb#Rack.Request.Env.add_header", "lib/rack/request.rb#Rack.Request.Env.delete_header", "lib/rack/request.rb#Rack.Request.Env.each_header"),
        ...contains("lib/rack/request.rb#Rack.Request.Headers", "lib/rack/request.rb#Rack.Request.Headers.fetch"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    const purpose = (id: string): string | undefined => outcomes.find((o) => o.id === id)?.summary.purpose;
    expect(["lib/rack/request.rb", "lib/rack/request.rb#Rack", "lib/rack/request.rb#Rack.Request", "lib/rack/request.rb#Rack.Request.Env"].map(purpose)).toEqual([
      "Defines Rack.Request (method delete_param; nested module Env and class Headers)",
      "Module holding class Request (method delete_param; nested module Env and class Headers)",
      "Class with method delete_param (Destructively delete a parameter, whether it's in GET or POST); nested module Env (methods add_header, delete_header, each_header) and class Headers (method fetch)",
      "Module with methods add_header (Add a header that may have multiple values), delete_header (Delete a request specific value for `name`), each_header (Loops through each key / value pair in the request specific data)",
    ]);
  });

  // viper.go read "Defines AddConfigPath, AllKeys, AllSettings": its exports in name order, its API (New, Get) unnamed.
  it("names a file's most used exports first, after the one named after it", async () => {
    const go = { language: "go", exported: true as const };
    const g = graph(
      [
        node(".", "repository"),
        node("viper.go", "file", { language: "go" }),
        fn("viper.go#AddConfigPath", { ...go, name: "AddConfigPath", signature: "func AddConfigPath(in string)" }),
        fn("viper.go#AllKeys", { ...go, name: "AllKeys", signature: "func AllKeys() []string" }),
        fn("viper.go#Get", { ...go, name: "Get", signature: "func Get(key string) any" }),
        fn("viper.go#New", { ...go, name: "New", signature: "func New() *Viper" }),
        node("viper.go#Viper", "struct", { ...go, name: "Viper", signature: "type Viper struct" }),
        node("util.go", "file", { language: "go" }),
        fn("util.go#a", { language: "go", name: "a", signature: "func a()" }),
        fn("util.go#b", { language: "go", name: "b", signature: "func b()" }),
      ],
      [
        ...contains(".", "util.go", "viper.go"),
        ...contains("viper.go", "viper.go#AddConfigPath", "viper.go#AllKeys", "viper.go#Get", "viper.go#New", "viper.go#Viper"),
        ...contains("util.go", "util.go#a", "util.go#b"),
        edge("util.go#a", "viper.go#New"),
        edge("util.go#b", "viper.go#New"),
        edge("util.go#a", "viper.go#Get"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    expect(outcomes.find((o) => o.id === "viper.go")?.summary.purpose).toBe(
      "Defines Viper (Declared as type Viper struct), New (Takes no arguments and returns *Viper), Get (Takes key string and returns any) and 2 more",
    );
  });

  // The declarations of got d00d845a source/core/response.ts with callers in its source/as-promise/index.ts, plus test
  // functions calling `parseBody` (made up: got's tests reach it through `got()`): counting the test callers alike,
  // `parseBody` led with 4 callers where the library's own code calls `cacheDecodedBody` most.
  it("ranks a file's exports by callers outside test files, callers in tests breaking ties only", async () => {
    const ts = { language: "typescript", exported: true as const };
    const g = graph(
      [
        node(".", "repository"),
        node("source", "folder"),
        node("test", "folder"),
        node("source/core/response.ts", "file", { language: "typescript" }),
        fn("source/core/response.ts#isResponseOk", { ...ts, name: "isResponseOk", signature: "isResponseOk = (response: PlainResponse): boolean =>" }),
        fn("source/core/response.ts#cacheDecodedBody", { ...ts, name: "cacheDecodedBody", signature: "cacheDecodedBody = (response: PlainResponse, decodedBody: string): void =>" }),
        fn("source/core/response.ts#parseBody", { ...ts, name: "parseBody", signature: "parseBody = (response: Response, responseType: ResponseType): unknown =>" }),
        node("source/as-promise/index.ts", "file", { language: "typescript" }),
        fn("source/as-promise/index.ts#asPromise", { language: "typescript", name: "asPromise", signature: "asPromise(firstRequest?: Request)" }),
        fn("source/as-promise/index.ts#makeRequest", { language: "typescript", name: "makeRequest", signature: "makeRequest(attemptCount: number)" }),
        node("test/response.ts", "file", { language: "typescript" }),
        fn("test/response.ts#a", { language: "typescript", name: "a", signature: "a()" }),
        fn("test/response.ts#b", { language: "typescript", name: "b", signature: "b()" }),
        fn("test/response.ts#c", { language: "typescript", name: "c", signature: "c()" }),
      ],
      [
        ...contains(".", "source", "test"),
        ...contains("source", "source/as-promise/index.ts", "source/core/response.ts"),
        ...contains("test", "test/response.ts"),
        ...contains("source/core/response.ts", "source/core/response.ts#isResponseOk", "source/core/response.ts#cacheDecodedBody", "source/core/response.ts#parseBody"),
        ...contains("source/as-promise/index.ts", "source/as-promise/index.ts#asPromise", "source/as-promise/index.ts#makeRequest"),
        ...contains("test/response.ts", "test/response.ts#a", "test/response.ts#b", "test/response.ts#c"),
        edge("source/as-promise/index.ts#asPromise", "source/core/response.ts#cacheDecodedBody"),
        edge("source/as-promise/index.ts#makeRequest", "source/core/response.ts#cacheDecodedBody"),
        edge("source/as-promise/index.ts#makeRequest", "source/core/response.ts#parseBody"),
        edge("source/as-promise/index.ts#asPromise", "source/core/response.ts#isResponseOk"),
        edge("test/response.ts#a", "source/core/response.ts#parseBody"),
        edge("test/response.ts#b", "source/core/response.ts#parseBody"),
        edge("test/response.ts#c", "source/core/response.ts#parseBody"),
        edge("test/response.ts#a", "source/core/response.ts#isResponseOk"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator, isTest: (path) => path.startsWith("test/") });
    // Outside tests: cacheDecodedBody 2, parseBody 1, isResponseOk 1; the tie goes to parseBody (3 test callers, against 1).
    expect(outcomes.find((o) => o.id === "source/core/response.ts")?.summary.purpose).toBe(
      "Defines cacheDecodedBody (Takes response: PlainResponse; decodedBody: string), parseBody (Takes response: Response; responseType: ResponseType and returns unknown), isResponseOk (Takes response: PlainResponse and returns boolean)",
    );
  });

  // click 2c8cd3ac src/click/core.py read "Defines augment_usage_errors, iter_params_for_processing, batch": helpers
  // with callers of their own, where `Command` and `Context` are used through their methods.
  it("counts a class used through its methods, callers inside the class not counted", async () => {
    const py = { language: "python", exported: true as const };
    const g = graph(
      [
        node(".", "repository"),
        node("core.py", "file", { language: "python" }),
        fn("core.py#batch", { ...py, name: "batch", signature: "def batch(iterable, batch_size)" }),
        fn("core.py#augment", { ...py, name: "augment", signature: "def augment(error)" }),
        node("core.py#Command", "class", { ...py, name: "Command", signature: "class Command" }),
        fn("core.py#Command.main", { ...py, kind: "method", name: "main", signature: "def main(self, args)" }),
        fn("core.py#Command.invoke", { ...py, kind: "method", name: "invoke", signature: "def invoke(self, ctx)" }),
        node("cli.py", "file", { language: "python" }),
        fn("cli.py#a", { language: "python", name: "a", signature: "def a()" }),
        fn("cli.py#b", { language: "python", name: "b", signature: "def b()" }),
        fn("cli.py#c", { language: "python", name: "c", signature: "def c()" }),
      ],
      [
        ...contains(".", "cli.py", "core.py"),
        ...contains("core.py", "core.py#augment", "core.py#batch", "core.py#Command"),
        ...contains("core.py#Command", "core.py#Command.main", "core.py#Command.invoke"),
        ...contains("cli.py", "cli.py#a", "cli.py#b", "cli.py#c"),
        edge("cli.py#c", "core.py#Command.invoke"),
        // augment: two callers, batch one; Command: a and b through its methods (main's own call of invoke is inside it) and c.
        edge("cli.py#a", "core.py#batch"),
        edge("cli.py#b", "core.py#augment"),
        edge("cli.py#a", "core.py#augment"),
        edge("cli.py#a", "core.py#Command.main"),
        edge("cli.py#b", "core.py#Command.invoke"),
        edge("core.py#Command.main", "core.py#Command.invoke"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    expect(outcomes.find((o) => o.id === "core.py")?.summary.purpose).toBe("Defines Command (Class with methods invoke (Takes ctx), main (Delegates to Command.invoke)), augment (Takes error), batch (Takes iterable; batch_size)");
  });
});

describe("type purposes", () => {
  // commander ba6d13dd: class Option's summary listed its `_collectValue` first (most called), before its API.
  it("list members private by name after the others", async () => {
    const js = { language: "javascript" };
    const g = graph(
      [
        node(".", "repository"),
        node("lib/option.js", "file", js),
        node("lib/option.js#Option", "class", { ...js, name: "Option", exported: true, ...span(3, 200) }),
        fn("lib/option.js#Option._collectValue", { ...js, kind: "method", name: "_collectValue", exported: true, doc: "Collects a repeated option's values.", ...span(150, 160) }),
        fn("lib/option.js#Option.env", { ...js, kind: "method", name: "env", exported: true, doc: "Set environment variable to check for option value.", ...span(100, 104) }),
        fn("lib/option.js#Option.__init__", { ...js, kind: "method", name: "__init__", exported: true, doc: "Dunder stand-in.", ...span(10, 12) }),
        node("lib/command.js", "file", js),
        fn("lib/command.js#a", { ...js, exported: true }),
        fn("lib/command.js#b", { ...js, exported: true }),
      ],
      [
        ...contains(".", "lib/option.js", "lib/command.js"),
        ...contains("lib/option.js", "lib/option.js#Option"),
        ...contains("lib/option.js#Option", "lib/option.js#Option._collectValue", "lib/option.js#Option.env", "lib/option.js#Option.__init__"),
        ...contains("lib/command.js", "lib/command.js#a", "lib/command.js#b"),
        edge("lib/command.js#a", "lib/option.js#Option._collectValue"),
        edge("lib/command.js#b", "lib/option.js#Option._collectValue"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    expect(outcomes.find((o) => o.id === "lib/option.js#Option")?.summary.details.slice(0, 3)).toEqual([
      // Equals keep their order (ids: `__init__` before `env`); a dunder is no private name.
      "__init__: Dunder stand-in.",
      "env: Set environment variable to check for option value.",
      "_collectValue: Collects a repeated option's values.",
    ]);
  });
});
