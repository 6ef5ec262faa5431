/**
 * Signatures in file summaries as each language writes them: rest parameters: flask's `abort(code, *args, **kwargs)` read
 * `abort(code, ...args, **kwargs)` in its file summary (the TypeScript mark for every language).
 */
import { afterAll, describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

const signatures = async (path: string, language: string, text: string): Promise<string[]> =>
  extractiveSummary({ ...(await extractor.extract({ path, text, language })), metrics: { bytes: text.length, lines: 1, tokens: 1, sendInFull: true } }).public_api.map(
    (e) => e.signature,
  );

describe("rest parameters in file summaries", () => {
  it("Python: *args and **kwargs (flask helpers.py abort)", async () => {
    const text = 'def abort(code: int, *args: t.Any, **kwargs: t.Any) -> "te.NoReturn":\n    """Raise an HTTPException."""\n    raise X\n';
    expect(await signatures("helpers.py", "python", text)).toEqual(['abort(code: int, *args: t.Any, **kwargs: t.Any): "te.NoReturn"']);
  });

  // click decorators.py and core.py: the bare `*` and the `/` were dropped, which is no Python.
  it("Python: the bare * before keyword-only parameters and the / after positional-only ones", async () => {
    const text = 'def command(name: None = None, *, cls: type, **attrs: t.Any) -> Command:\n    """Make a command."""\n\ndef forward(cmd: Command, /, *args: t.Any, **kwargs: t.Any) -> t.Any:\n    """Forward."""\n';
    expect(await signatures("decorators.py", "python", text)).toEqual(["command(name: None = None, *, cls: type, **attrs: t.Any): Command", "forward(cmd: Command, /, *args: t.Any, **kwargs: t.Any): t.Any"]);
  });

  // uvicorn server.py (e6c7ce79): `async def serve(…) -> None` read `Server.serve(…): None`, no coroutine.
  it("Python: a coroutine is marked async", async () => {
    const text = 'class Server:\n    async def serve(self, sockets: list | None = None) -> None:\n        """Serve."""\n\n    def run(self) -> None:\n        """Run."""\n';
    expect(await signatures("server.py", "python", text)).toEqual(["class Server", "async Server.serve(sockets: list | None = None): None", "Server.run(): None"]);
  });

  it("Ruby: a splat and a double splat", async () => {
    const text = "class App\n  def use(middleware, *args, **opts, &block)\n    @middleware << [middleware, args, block]\n  end\nend\n";
    expect(await signatures("app.rb", "ruby", text)).toEqual(["class App", "App.use(middleware, *args, **opts, &block)"]);
  });

  it("Go: the variadic mark on the type", async () => {
    const text = "package gin\n\n// Use attaches a global middleware to the router.\nfunc Use(middleware ...HandlerFunc) IRoutes { return nil }\n";
    expect(await signatures("gin.go", "go", text)).toEqual(["Use(middleware: ...HandlerFunc): IRoutes"]);
  });
});

describe("receivers in file summaries", () => {
  // axum path_router.rs read `(PathRouter<S>) PathRouter.route(&mut self, …)`: a Go receiver's form, no Rust.
  it("Rust: the impl type is not printed as a receiver; Go keeps its named receiver", async () => {
    const rust = "pub struct PathRouter<S> { a: u8 }\n\nimpl<S> PathRouter<S> {\n    pub fn route(&mut self, path: &str) -> Result<(), String> { Ok(()) }\n}\n";
    expect(await signatures("path_router.rs", "rust", rust)).toEqual(["struct PathRouter", "PathRouter.route(&mut self, path: &str): Result<(), String>"]);
    // A receiver with several type arguments has a space in it and is still only a type (`MethodRouter<S, E>`).
    const generic = "pub struct MethodRouter<S, E> { a: u8 }\n\nimpl<S, E> MethodRouter<S, E> {\n    pub fn route(self) -> Self { self }\n}\n";
    expect(await signatures("method_routing.rs", "rust", generic)).toEqual(["struct MethodRouter", "MethodRouter.route(self): Self"]);
    const go = 'package gin\n\ntype Context struct{ a int }\n\n// ByName returns the value.\nfunc (c *Context) ByName(name string) string { return "" }\n';
    expect(await signatures("context.go", "go", go)).toEqual(["struct Context", "(c *Context) Context.ByName(name: string): string"]);
  });

  // gorilla/mux route.go (db9d1d00) listed five top-level `Match` methods, one "with 2 more signatures": the methods of
  // `MatcherFunc` (a func type) and of four unexported matcher types (a map and slices), none of them a struct.
  it("Go: a method of a named type that is no struct is its member; one of an unexported type is no public API", async () => {
    const go = [
      "package mux",
      "",
      "import \"net/http\"",
      "",
      "type RouteMatch struct{ Vars map[string]string }",
      "",
      "type headerMatcher map[string]string",
      "",
      "func (m headerMatcher) Match(r *http.Request, match *RouteMatch) bool {",
      "\treturn len(m) > 0",
      "}",
      "",
      "// MatcherFunc is the function signature used by custom matchers.",
      "type MatcherFunc func(*http.Request, *RouteMatch) bool",
      "",
      "// Match returns the match for a given request.",
      "func (m MatcherFunc) Match(r *http.Request, match *RouteMatch) bool {",
      "\treturn m(r, match)",
      "}",
      "",
      "type methodMatcher []string",
      "",
      "func (m methodMatcher) Match(r *http.Request, match *RouteMatch) bool {",
      "\treturn len(m) > 0",
      "}",
      "",
    ].join("\n");
    expect(await signatures("route.go", "go", go)).toEqual([
      "struct RouteMatch",
      "RouteMatch.Vars: map[string]string",
      "type MatcherFunc func(*http.Request, *RouteMatch) bool",
      "(m MatcherFunc) MatcherFunc.Match(r: *http.Request, match: *RouteMatch): bool",
    ]);
  });
});

// typer's package __init__.py (9a7b2e83) listed only `__version__`: its `from .main import Typer as Typer` lines are
// PEP 484 explicit re-exports, the package's whole public API.
describe("re-exports in file summaries", () => {
  it("Python: a name imported as itself is re-exported, and says where it comes from", async () => {
    const text = '__version__ = "1"\nfrom .main import Typer as Typer\nfrom .main import run\nfrom .models import Context as TyperContext\nfrom ._click.utils import echo as echo\n';
    expect(await signatures("typer/__init__.py", "python", text)).toEqual(["variable __version__", "reexport Typer from .main", "reexport echo from ._click.utils"]);
  });

  it("a renamed re-export reads as its import does", async () => {
    const text = 'from .geometry import area as compute_area\n\n__all__ = ["compute_area"]\n';
    expect(await signatures("shapes.py", "python", text)).toEqual(["reexport area as compute_area from .geometry"]);
  });
});
