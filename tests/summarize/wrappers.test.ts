/**
 * Extractive summaries of files whose code sits inside a namespace wrapper (Ruby `module`, C# `namespace`, Rust `mod`):
 * the summary lists the types inside the wrapper and names them in its responsibility, from source to the text a
 * reader sees.
 */
import { describe, expect, it } from "vitest";
import { renderSummary } from "../../src/cli/render/summary.js";
import type { SemanticContract } from "../../src/extract/index.js";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { extractiveSummary } from "../../src/summarize/index.js";
import { contractWith } from "./contractFixture.js";

const extractor = new TreeSitterExtractor();

/** The summary text of `text`, without its trailer. */
async function summaryText(path: string, text: string, language: string): Promise<string[]> {
  const contract = await extractor.extract({ path, text, language });
  const summary = extractiveSummary({ ...contract, metrics: { bytes: 0, lines: 0, tokens: 0, sendInFull: true } } as SemanticContract);
  return renderSummary(summary, true, [], "(trailer)").trimEnd().split("\n");
}

describe("extractive summaries of wrapped code", () => {
  it("lists the classes and modules inside a Ruby module, and names them", async () => {
    const lines = await summaryText("outer.rb", "module Outer; class A; def run; end; end; module Helpers; def h; end; end; end\n", "ruby");
    expect(lines).toEqual([
      "# outer.rb",
      "",
      "Provides class Outer.A; module Outer.Helpers.",
      "",
      "## Public API",
      "- `module Outer` (module)",
      "- `class Outer.A` (class)",
      "- `Outer.A.run()` (method)",
      "- `module Outer.Helpers` (module)",
      "- `Outer.Helpers.h()` (method)",
      "",
      "(trailer)",
    ]);
  });

  it("lists the class inside a C# namespace with its method", async () => {
    const lines = await summaryText("a.cs", "namespace N { public class A { public void Run() {} } }\n", "csharp");
    expect(lines).toEqual(["# a.cs", "", "Provides class A, with public members Run().", "", "## Public API", "- `class A` (class)", "- `A.Run(): void` (method)", "", "(trailer)"]);
  });

  it("names a wrapper's largest types first, lists their documented members first, and bounds both", () => {
    const method = (name: string, line: number, doc?: string) => ({ name, kind: "method" as const, line, endLine: line, ...(doc ? { doc } : {}) });
    const small = (name: string, line: number) => ({ name, kind: "class" as const, line, endLine: line + 1 });
    const big = {
      name: "Base",
      kind: "class" as const,
      doc: "The base of every app.",
      line: 10,
      endLine: 90,
      members: [...Array.from({ length: 11 }, (_, i) => method(`m${i}`, 11 + i)), method("run", 30, "Runs the app."), method("stop", 31, "Stops it.")],
    };
    const wrapper = {
      name: "App",
      kind: "module" as const,
      line: 1,
      endLine: 100,
      members: [small("Error", 2), small("NotFound", 4), small("Request", 6), big, small("Response", 92), method("new", 95)],
    };
    const s = extractiveSummary(contractWith({ filePath: "app.rb", language: "ruby", exports: [wrapper] }));
    expect(s.main_responsibility).toBe("Provides class App.Base (the base of every app); class App.Error; class App.NotFound; class App.Request; and 1 more type.");
    expect(s.public_api.map((a) => a.name)).toEqual([
      "App",
      "App.new",
      "App.Base",
      ...Array.from({ length: 8 }, (_, i) => `App.Base.m${i}`),
      "App.Base.run",
      "App.Base.stop",
      "App.Error",
      "App.NotFound",
      "App.Request",
      "App.Response",
    ]);
    // A type whose members are not all listed says so (sinatra's `base.rb` listed 45 of 191 exports silently).
    expect(s.public_api.filter((a) => a.description).map((a) => `${a.name}: ${a.description}`)).toEqual(["App.Base: The base of every app. (13 members; 10 listed)", "App.Base.run: Runs the app.", "App.Base.stop: Stops it."]);
  });
});

describe("extractive summaries of nested wrappers", () => {
  it("names the class inside a module that only wraps it, keeping the case of a doc that opens with its qualified name", async () => {
    const text = "module Outer\n  module Middleware\n    # Outer::Logger logs each request.\n    class Logger\n      def call(env); end\n    end\n  end\nend\n";
    const lines = await summaryText("logger.rb", text, "ruby");
    expect(lines.slice(0, 9)).toEqual([
      "# logger.rb",
      "",
      "Provides class Outer.Middleware.Logger (Outer::Logger logs each request), with public members call(env).",
      "",
      "## Public API",
      "- `module Outer` (module)",
      "- `module Outer.Middleware` (module)",
      "- `class Outer.Middleware.Logger` (class) — Outer::Logger logs each request.",
      "- `Outer.Middleware.Logger.call(env)` (method)",
    ]);
  });
});

describe("doc headings in wrapped Ruby code", () => {
  it("reads past an RDoc heading that names the module to its description", async () => {
    const text = "module Outer\n  #\n  # = Outer::Capture\n  #\n  # Extension that enables blocks inside other extensions.\n  module Capture\n    def capture(*args); end\n  end\nend\n";
    const lines = await summaryText("capture.rb", text, "ruby");
    expect(lines.slice(2, 9)).toEqual([
      "Provides module Outer.Capture (extension that enables blocks inside other extensions).",
      "",
      "## Public API",
      "- `module Outer` (module)",
      "- `module Outer.Capture` (module) — Extension that enables blocks inside other extensions.",
      "- `Outer.Capture.capture(*args)` (method)",
      "",
    ]);
  });
});
