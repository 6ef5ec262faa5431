/**
 * Per-language rules live in `src/graph/languages/<id>/` and reach the core only as `GraphLanguage` fields and
 * hooks: Go's `moduleRoots` hook (every `go.mod`, nested ones included), Python's `cStyleComments: false`
 * (signatures keep `//`), and the ESLint rule that keeps language ids out of the core.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const REPO = path.resolve(import.meta.dirname, "../..");

describe("language rules as spec data", () => {
  it("Go: a nested go.mod makes its module path resolve to that folder's packages", async () => {
    const root = writeTree({
      "svc/go.mod": "module example.com/svc\n\ngo 1.22\n",
      "svc/main.go": 'package main\n\nimport "example.com/svc/store"\n\nfunc main() {\n\tstore.Open()\n}\n',
      "svc/store/store.go": "package store\n\nfunc Open() {}\n",
      "tool/main.go": 'package main\n\nimport "example.com/svc/store"\n\nfunc main() {\n\tstore.Open()\n}\n',
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "imports" || e.kind === "calls")
      .map((e) => `${e.kind} ${e.from} -> ${e.to}${e.resolved ? "" : " unresolved"}${e.external ? " external" : ""}`);
    expect(lines).toEqual([
      "imports svc/main.go -> svc/store/",
      "calls svc/main.go#main -> svc/store/store.go#Open",
      "imports tool/main.go -> svc/store/",
      "calls tool/main.go#main -> svc/store/store.go#Open",
    ]);
  });

  it("signatures drop // comments, except in Python where // divides", async () => {
    const root = writeTree({
      "a.py": "def half(n=10 // 2):\n    return n\n",
      "A.java": "class A {\n  int half(int n /* count */) { return n / 2; }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const sigs = graph.nodes.filter((n) => n.signature !== undefined).map((n) => `${n.id}: ${n.signature}`);
    expect(sigs).toEqual(["A.java#A: class A", "A.java#A.half: int half(int n)", "a.py#half: def half(n=10 // 2)"]);
  });

  // Found in a trial on httpx: `def f(a,  # comment` and a trailing `# type: ignore` were in Python signatures.
  it("Python signatures drop # comments, not a # inside a string", async () => {
    const root = writeTree({
      "m.py": fs.readFileSync(path.join(REPO, "tests/golden/python/comments-and-dunders/signatures.py"), "utf8") + '\n\ndef tag(mark="#1"):  # noqa\n    return mark\n',
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.signature !== undefined).map((n) => `${n.id}: ${n.signature}`)).toEqual([
      "m.py#C: class C",
      "m.py#C.__call__: def __call__(self, x)",
      "m.py#C.__enter__: def __enter__(self) -> \"C\"",
      "m.py#C.__iter__: def __iter__(self) -> typing.Iterator[int]",
      "m.py#C._private: def _private(self)",
      "m.py#C.g: def g(self, y: int) -> str",
      "m.py#f: def f(a, b: int = 2) -> int",
      "m.py#tag: def tag(mark=\"#1\")",
    ]);
  });

  it("Ruby signatures drop # comments, not a # inside a string or an interpolation", async () => {
    const root = writeTree({
      "m.rb": 'class Tag\n  def initialize(name, # the label\n                 mark = "#{1}#") # rubocop:disable Style\n    @name = name\n  end\nend\n',
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.signature !== undefined).map((n) => `${n.id}: ${n.signature}`)).toEqual([
      "m.rb#Tag: class Tag",
      'm.rb#Tag.initialize: def initialize(name, mark = "#{1}#")',
    ]);
  });

  it("C#: a `using` is the using file's own; a namespace's types are not looked for through its files' usings", async () => {
    // Two types named Helper. App/Setup.cs sees Lib.Helper through its own `using Lib;`; Web/Page.cs says `using App;
    // using Other;`, so its Helper is Other.Helper — App's files' usings are not Page's.
    const root = writeTree({
      "Lib/Helper.cs": "namespace Lib {\n  public static class Helper {\n    public static void Run() {}\n  }\n}\n",
      "Other/Helper.cs": "namespace Other {\n  public static class Helper {\n    public static void Run() {}\n  }\n}\n",
      "App/Setup.cs": "using Lib;\nnamespace App {\n  public class Setup {\n    public void Go() { Helper.Run(); }\n  }\n}\n",
      "Web/Page.cs": "using App;\nusing Other;\nnamespace Web {\n  public class Page {\n    public void Show() { Helper.Run(); }\n  }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls")
      .map((e) => `${e.from} -> ${e.to} ${e.resolved ? e.resolution : "unresolved"}`);
    expect(lines).toEqual([
      "App/Setup.cs#Setup.Go -> Lib/Helper.cs#Helper.Run import",
      "Web/Page.cs#Page.Show -> Other/Helper.cs#Helper.Run import",
    ]);
  });

  it("C#: a method no type of the repository declares is external (an extension method of a library), a declared one stays in", async () => {
    const root = writeTree({
      "Svc.cs": "namespace App {\n  public class Svc {\n    public int Run() { return 1; }\n  }\n}\n",
      "SvcTests.cs": "namespace App {\n  public class SvcTests {\n    public void Runs(dynamic svc) {\n      svc.Run().ShouldBe(1);\n    }\n  }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls")
      .map((e) => `${e.from} -> ${e.to} ${e.resolved ? e.resolution : e.external ? "external" : "unresolved"}`);
    expect(lines).toEqual(["SvcTests.cs#SvcTests.Runs -> ?svc.Run unresolved", "SvcTests.cs#SvcTests.Runs -> ?svc.Run().ShouldBe external"]);
  });

  it("C#: calling a parameter of a repository delegate type reaches the delegate's declared signature", async () => {
    const root = writeTree({
      "Pipe.cs": "using System;\nnamespace App {\n  public delegate int Next(int n);\n  public class Pipe {\n    public int Handle(Next next, Func<int> other) { other(); return next(1); }\n  }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls")
      .map((e) => `${e.from} -> ${e.to} ${e.resolved ? e.resolution : e.external ? "external" : "unresolved"}`);
    expect(lines).toEqual(["Pipe.cs#Pipe.Handle -> ?other external", "Pipe.cs#Pipe.Handle -> Pipe.cs#Next scope"]);
    expect(graph.nodes.find((n) => n.id === "Pipe.cs#Next")).toMatchObject({ kind: "interface", signature: "public delegate int Next(int n);" });
  });

  it("PHP: an instance call found by name only never runs a static method; a namespace outside the repository is external", async () => {
    const root = writeTree({
      // In src/: a call outside tests never reaches a test file's definition by name.
      "src/Tests/Server.php": "<?php\nnamespace App\\Tests;\nclass Server {\n  public static function wait($n = 5) {}\n  public function stop() {}\n}\n",
      "src/Client.php":
        "<?php\nnamespace App;\nclass Client {\n  public function send($promise, $server) {\n    $promise->wait();\n    $server->stop();\n    Psr7\\Utils::modifyRequest($promise);\n    Tests\\Server::wait();\n  }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls")
      .map((e) => `${e.from} -> ${e.to} ${e.resolved ? e.resolution : e.external ? "external" : "unresolved"}`);
    expect(lines).toEqual([
      "src/Client.php#Client.send -> ?$promise.wait external",
      "src/Client.php#Client.send -> ?Psr7.Utils.modifyRequest external",
      "src/Client.php#Client.send -> src/Tests/Server.php#Server.stop name-only",
      "src/Client.php#Client.send -> src/Tests/Server.php#Server.wait name-only",
    ]);
  });

  it("PHP: a variable assigned a method's result has that method's declared type; an outside method's result is an outside value", async () => {
    const root = writeTree({
      "src/Router.php": "<?php\nnamespace App;\nclass Router {\n  public function getUri() {}\n  public function route() {}\n}\n",
      "tests/RouterTest.php":
        "<?php\nnamespace App;\nclass RouterTest extends \\PHPUnit\\Framework\\TestCase {\n  private function makeRouter(): Router { return new Router(); }\n  public function testRoute() {\n    $request = $this->prophesize(Router::class);\n    $request->getUri();\n    $router = $this->makeRouter();\n    $router->route();\n  }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.endsWith("testRoute"))
      .map((e) => `${e.to} ${e.resolved ? e.resolution : e.external ? "external" : "unresolved"}`);
    expect(lines).toEqual([
      "?$request.getUri external",
      "?$this.prophesize external",
      "src/Router.php#Router.route import",
      "tests/RouterTest.php#RouterTest.makeRouter scope",
    ]);
  });

  it("ESLint rejects a language id in the graph core and allows it in a language's folder", async () => {
    const eslint = new ESLint({ cwd: REPO });
    const text = 'export const isPython = (id: string): boolean => id === "python";\n';
    const [core] = await eslint.lintText(text, { filePath: path.join(REPO, "src/graph/treeSitter/probe.ts") });
    const [own] = await eslint.lintText(text, { filePath: path.join(REPO, "src/graph/languages/python/probe.ts") });
    expect(core!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(["no-restricted-syntax 1:57"]);
    expect(own!.messages).toEqual([]);
  });
});
