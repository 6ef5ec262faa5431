/**
 * Extractive summaries of inputs taken from real repositories (gin, requests, hono, flask), each with the exact
 * text a reader sees.
 */
import { describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { TextExtractor } from "../../src/extract/TextExtractor.js";
import type { SemanticContract } from "../../src/extract/index.js";
import { contractWith } from "./contractFixture.js";

const base = (over: Partial<SemanticContract>): SemanticContract => contractWith({ filePath: "x", language: "go", ...over });

describe("extractive summaries of real inputs", () => {
  it("keeps the case of a Go doc comment that opens with the declared name", () => {
    const c = base({
      filePath: "context.go",
      exports: [
        { name: "Context", kind: "struct", doc: "Context is the most important part of gin. It allows us to pass variables between middleware.", line: 1, endLine: 9 },
        { name: "ByName", kind: "method", doc: "ByName returns the value of the first Param which key matches the given name.", line: 10, endLine: 12 },
      ],
    });
    expect(extractiveSummary(c).main_responsibility).toBe(
      "Provides struct Context (Context is the most important part of gin); method ByName (ByName returns the value of the first Param which key matches the given name).",
    );
  });

  // gin utils.go and tree.go: defined types were rendered as aliases (`type H = map[string]any`).
  it("renders a Go defined type as declared and an alias with its `=`", () => {
    const c = base({
      filePath: "utils.go",
      exports: [
        { name: "H", kind: "type", signature: "type H map[string]any", value: "map[string]any", doc: "H is a shortcut for map[string]any", line: 61, endLine: 61 },
        { name: "Params", kind: "type", signature: "type Params []Param", value: "[]Param", line: 70, endLine: 70 },
        { name: "ID", kind: "type", signature: "type ID = int", value: "int", line: 71, endLine: 71 },
      ],
    });
    expect(extractiveSummary(c).public_api.map((e) => e.signature)).toEqual(["type H map[string]any", "type Params []Param", "type ID = int"]);
  });

  it("reads past a reStructuredText title underline to the module's description", () => {
    const c = base({
      language: "python",
      description: "requests.sessions\n~~~~~~~~~~~~~~~~~\n\nThis module provides a Session object to manage and persist settings across\nrequests (cookies, auth, proxies).",
    });
    expect(extractiveSummary(c).main_responsibility).toBe(
      "This module provides a Session object to manage and persist settings across requests (cookies, auth, proxies).",
    );
  });

  // koa's Application#listen: the purpose read "Shorthand for:".
  it("takes the paragraph a description's colon introduces", () => {
    const c = base({
      language: "javascript",
      exports: [{ name: "listen", kind: "function", doc: "Shorthand for:\n\n   http.createServer(app.callback()).listen(...)\n\nMore.", line: 1, endLine: 3 }],
    });
    expect(extractiveSummary(c).main_responsibility).toBe("Provides function listen (shorthand for: http.createServer(app.callback()).listen(...)).");
  });

  it("keeps the call signatures of an interface in its definition", () => {
    const c = base({
      language: "typescript",
      exports: [
        {
          name: "RouterBuilder",
          kind: "interface",
          signatures: [{ typeParameters: ["T"], params: [{ name: "opts", type: "T" }], returnType: "Router<T>" }, { params: [], returnType: "Router<string>" }],
          line: 2,
          endLine: 5,
        },
      ],
    });
    expect(extractiveSummary(c).io_contracts).toEqual([
      { name: "RouterBuilder", kind: "interface", definition: "{ <T>(opts: T): Router<T>; (): Router<string> }" },
    ]);
  });

  it("does not infer I/O from imports of parsing and stream packages", () => {
    const go = base({
      dependencies: ["net/url", "strings", "io", "bufio", "os"].map((module, i) => ({ module, names: ["*"], kind: "external" as const, line: i + 1 })),
    });
    expect(extractiveSummary(go).side_effects).toEqual(["file system (os)", "environment (os)"]);
  });

  it("summarizes a README from its title, first paragraph and sections", async () => {
    const text = [
      "# Flask",
      "",
      "[![badge](https://x/y.svg)](https://x)",
      "",
      "Flask is a lightweight [WSGI] web application framework. It is designed",
      "to make getting started quick and easy. With the ability to scale up.",
      "",
      "```python",
      "# not a heading",
      "```",
      "",
      "## A Simple Example",
      "",
      "Setext Title",
      "------------",
      "",
      "### Deep detail",
      "",
      "## Donate",
    ].join("\n");
    const contract = await new TextExtractor().extract({ path: "README.md", text, language: "markdown" });
    const summary = extractiveSummary({ ...contract, metrics: { bytes: 1, lines: 1, tokens: 1, sendInFull: true } });
    expect(summary.main_responsibility).toBe(
      "Flask: Flask is a lightweight WSGI web application framework. It is designed to make getting started quick and easy. Sections: A Simple Example; Setext Title; Donate.",
    );
  });
});

describe("interfaces that only join others", () => {
  it("defines a C# interface by what it extends, not `{}` (MediatR src/MediatR/IMediator.cs)", () => {
    const c = base({
      language: "csharp",
      filePath: "src/MediatR/IMediator.cs",
      exports: [
        {
          name: "IMediator",
          kind: "interface",
          signature: "public interface IMediator : ISender, IPublisher",
          doc: "Defines a mediator to encapsulate request/response and publishing interaction patterns",
          extends: ["ISender", "IPublisher"],
          line: 6,
          endLine: 8,
        },
      ],
    });
    expect(extractiveSummary(c).io_contracts).toEqual([{ name: "IMediator", kind: "interface", definition: "extends ISender, IPublisher" }]);
  });
});
