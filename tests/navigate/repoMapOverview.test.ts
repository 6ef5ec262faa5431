/**
 * The repository map as an overview: source files before tests, a file's largest types first with a few of their
 * methods (public, most used from other files, documented first), at most so many lines per file, and no summary that restates the signature.
 */
import { describe, expect, it } from "vitest";
import { repoMap } from "../../src/navigate/index.js";
import type { GraphNode } from "../../src/graph/index.js";
import { edge, graph, node } from "../hierarchy/graphs.js";

const tokens = (t: string): number => Math.ceil(t.length / 4);
const at = (startLine: number, endLine: number) => ({ startLine, endLine, startByte: 0, endByte: 0 });
const decl = (id: string, kind: "class" | "method" | "function", lines: [number, number], extra: Partial<GraphNode> = {}): GraphNode =>
  node(id, kind, { language: "ruby", span: at(...lines), signature: `def ${id.split(/[#.]/).pop()}`, exported: kind !== "method", ...extra });

describe("repository map overview", () => {
  const app = "lib/app.rb";
  const nodes = [
    node(app, "file", { language: "ruby" }),
    decl(`${app}#Helper`, "class", [2, 4]),
    decl(`${app}#Base`, "class", [6, 60], { signature: "class Base", doc: "Base class for all applications." }),
    ...["a", "b", "c", "d"].map((m, i) => decl(`${app}#Base.${m}`, "method", [8 + i * 2, 9 + i * 2])),
    decl(`${app}#Base.call`, "method", [20, 22], { doc: "Rack call interface." }),
    decl(`${app}#Base.route`, "method", [24, 26], { doc: "Adds a route." }),
    decl(`${app}#Base.compile`, "method", [28, 30], { signature: "private def compile", doc: "Compiles a pattern." }),
    node("spec/app_spec.rb", "file", { language: "ruby" }),
    decl("spec/app_spec.rb#check", "function", [1, 3]),
  ];
  // The spec calls into the app three times: by PageRank alone it would come first.
  const g = graph(nodes, [edge(app, "spec/app_spec.rb#check", "calls"), edge(app, "spec/app_spec.rb#check", "calls"), edge(app, "spec/app_spec.rb#check", "calls")]);
  const summaries = new Map([
    [`${app}#Base`, "Base class for all applications."],
    [`${app}#Base.a`, "Declared as def a."],
    [`${app}#Base.b`, "Takes x and returns y."],
    [`${app}#Base.call`, "Rack call interface."],
    [`${app}#Base.route`, "Adds a route."],
    [`${app}#Helper`, "Class with methods a (Declared as def a)."],
  ]);

  it("lists the largest type first with its public documented methods, and source files before specs", () => {
    const map = repoMap(g, { budget: 2000, countTokens: tokens, summaries });
    expect(map.files.map((f) => f.path)).toEqual([app, "spec/app_spec.rb"]);
    expect(map.text).toBe(
      [
        app,
        "  class Base — Base class for all applications.",
        "    def call — Rack call interface.",
        "    def route — Adds a route.",
        "    def a",
        "    def b",
        "    def c",
        "  def Helper",
        "  … 2 more declarations (strata summary lib/app.rb)",
        "",
        "spec/app_spec.rb",
        "  def check",
        "",
      ].join("\n"),
    );
  });

  it("follows PageRank alone when a focus is given", () => {
    expect(repoMap(g, { budget: 2000, countTokens: tokens, focus: ["spec/app_spec.rb"] }).files[0]!.path).toBe("spec/app_spec.rb");
  });
});

describe("a type's methods in the map, most used first", () => {
  // gin gin.go: source order showed Engine's Delims, SecureJsonPrefix and LoadHTMLGlob, not Use, ServeHTTP or Handle.
  const gin = "gin.go";
  const method = (name: string, line: number, doc?: string): GraphNode =>
    node(`${gin}#Engine.${name}`, "method", { language: "go", span: at(line, line + 2), signature: `func (engine *Engine) ${name}()`, exported: true, ...(doc ? { doc } : {}) });
  const nodes = [
    node(gin, "file", { language: "go" }),
    node(`${gin}#Engine`, "struct", { language: "go", span: at(1, 100), signature: "Engine", exported: true }),
    method("Delims", 10, "Delims sets template left and right delims."),
    method("SecureJsonPrefix", 20, "SecureJsonPrefix sets the secureJSONPrefix."),
    method("LoadHTMLGlob", 30, "LoadHTMLGlob loads HTML files."),
    method("Use", 40, "Use attaches a global middleware to the router."),
    method("ServeHTTP", 50, "ServeHTTP conforms to the http.Handler interface."),
    method("handleHTTPRequest", 60),
    method("Handle", 70),
    node("routes_test.go", "file", { language: "go" }),
    node("routes_test.go#TestRoutes", "function", { language: "go", span: at(1, 30), exported: true }),
  ];
  const calls = (to: string, n: number) => Array.from({ length: n }, () => edge("routes_test.go#TestRoutes", `${gin}#Engine.${to}`, "calls"));
  // A call from the same file (ServeHTTP → handleHTTPRequest) does not count.
  const g = graph(nodes, [...calls("Use", 3), ...calls("ServeHTTP", 2), ...calls("Handle", 2), edge(`${gin}#Engine.ServeHTTP`, `${gin}#Engine.handleHTTPRequest`, "calls")]);

  it("orders them by calls from other files, then documented first, then source order", () => {
    expect(repoMap(g, { budget: 2000, countTokens: tokens }).text.split("\n").slice(0, 7)).toEqual([
      gin,
      "  Engine",
      "    func (engine *Engine) Use()",
      "    func (engine *Engine) ServeHTTP()",
      "    func (engine *Engine) Handle()",
      "    func (engine *Engine) Delims()",
      "    func (engine *Engine) SecureJsonPrefix()",
    ]);
  });

  // flask src/flask/sessions.py: `get_signing_serializer — Returns t.Optional[URLSafeTimedSerializer], at 2 return points under 1 condition.`
  it("leaves out a summary that is only the return clause, and keeps one with more clauses", () => {
    const summaries = new Map([
      [`${gin}#Engine.Use`, "Returns t.Optional[URLSafeTimedSerializer], at 2 return points under 1 condition."],
      [`${gin}#Engine.ServeHTTP`, "Returns t.Any."],
      [`${gin}#Engine.Handle`, "Returns \"te.NoReturn\"; raises RuntimeError."],
    ]);
    expect(repoMap(g, { budget: 2000, countTokens: tokens, summaries }).text.split("\n").slice(2, 5)).toEqual([
      "    func (engine *Engine) Use()",
      "    func (engine *Engine) ServeHTTP()",
      '    func (engine *Engine) Handle() — Returns "te.NoReturn"; raises RuntimeError.',
    ]);
  });
});

// A trial on logrus: methods of `type LevelHooks map[Level][]Hook` (a defined map type, no node) were indented under
// no heading in hooks.go's block.
describe("repository map indentation", () => {
  it("indents a method under its type only when the type is shown", () => {
    const file = "hooks.go";
    const goDecl = (id: string, kind: "method" | "interface", lines: [number, number], signature: string): GraphNode =>
      node(id, kind, { language: "go", span: at(...lines), signature, exported: true });
    const g = graph(
      [
        node(file, "file", { language: "go" }),
        goDecl(`${file}#Hook`, "interface", [3, 6], "type Hook interface"),
        goDecl(`${file}#Hook.Fire`, "method", [4, 4], "Fire(*Entry) error"),
        goDecl(`${file}#LevelHooks.Add`, "method", [10, 14], "func (hooks LevelHooks) Add(hook Hook)"),
      ],
      [],
    );
    expect(repoMap(g, { budget: 2000, countTokens: tokens }).text.split("\n").slice(0, 4)).toEqual([
      "hooks.go",
      "  func (hooks LevelHooks) Add(hook Hook)",
      "  type Hook interface",
      "    Fire(*Entry) error",
    ]);
  });

  // ws a2f4e7c0: two `module.exports.isValidUTF8 = function (buf)` (one per branch) printed as two identical lines.
  it("tells two declarations with one head apart by their lines", () => {
    const file = "lib/validation.js";
    const g2 = graph(
      [
        node(file, "file", { language: "javascript" }),
        node(`${file}#isValidUTF8`, "function", { language: "javascript", span: at(139, 141), signature: "module.exports.isValidUTF8 = function (buf)", exported: true }),
        node(`${file}#isValidUTF8@146`, "function", { language: "javascript", span: at(146, 148), signature: "module.exports.isValidUTF8 = function (buf)", exported: true }),
        node(`${file}#isValidStatusCode`, "function", { language: "javascript", span: at(150, 152), signature: "function isValidStatusCode(code)", exported: true }),
      ],
      [],
    );
    expect(repoMap(g2, { budget: 2000, countTokens: tokens }).text.split("\n").slice(1, 4)).toEqual([
      "  module.exports.isValidUTF8 = function (buf)  (line 139)",
      "  module.exports.isValidUTF8 = function (buf)  (line 146)",
      "  function isValidStatusCode(code)",
    ]);
  });

  // werkzeug 1b00618e: `http.py`'s 29 functions with their purposes took most of a 1,500-token map, which showed two
  // files of 250. A block takes at most its share of the budget (35% for the top file, 25% for the others).
  it("gives no file more than its share of the budget", () => {
    const purpose = "Parses a header value into its parts and returns them as a dictionary of options.";
    const files = ["http.py", "routing.py", "wsgi.py", "serving.py"];
    const g3 = graph(
      files.flatMap((f) => [
        node(f, "file", { language: "python" }),
        ...Array.from({ length: 30 }, (_, j) => node(`${f}#f${j}`, "function", { language: "python", span: at(j * 3 + 1, j * 3 + 2), signature: `def f${j}(value)`, exported: true })),
      ]),
      files.slice(1).map((f) => edge(f, "http.py#f0", "calls")),
    );
    const summaries = new Map(files.flatMap((f) => Array.from({ length: 30 }, (_, j) => [`${f}#f${j}`, purpose] as [string, string])));
    const map = repoMap(g3, { budget: 1500, countTokens: tokens, summaries });
    const blocks = map.text.trimEnd().split("\n\n");
    expect(map.files.map((f) => f.path)).toEqual(["http.py", "routing.py", "serving.py", "wsgi.py"]);
    expect(blocks.map((b) => tokens(`${b}\n\n`) <= 1500 * (b.startsWith("http.py") ? 0.35 : 0.25))).toEqual([true, true, true, true]);
    expect(blocks.map((b) => b.split("\n").pop())).toEqual([
      "  … 10 more declarations (strata summary http.py)",
      "  … 16 more declarations (strata summary routing.py)",
      "  … 16 more declarations (strata summary serving.py)",
      "  … 21 more declarations (raise the budget)",
    ]);
    // With every file in and budget left, a block cut to its share takes the rest back (a break-it trial: one file of
    // eight functions showed six in a 1,500-token map that used a third of it).
    const one = graph([node("http.py", "file", { language: "python" }), ...Array.from({ length: 30 }, (_, j) => node(`http.py#f${j}`, "function", { language: "python", span: at(j * 3 + 1, j * 3 + 2), signature: `def f${j}(value)`, exported: true }))], []);
    const single = repoMap(one, { budget: 1500, countTokens: tokens, summaries });
    expect([single.text.trimEnd().split("\n").length, single.text.includes("more declarations")]).toEqual([31, false]);
  });
});
