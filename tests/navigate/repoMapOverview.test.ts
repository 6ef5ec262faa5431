/**
 * The repository map as an overview: source files before tests, a file's largest types first with a few of their
 * methods (public and documented first), at most so many lines per file, and no summary that restates the signature.
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
    [`${app}#Helper`, "Class methods a (Declared as def a)."],
  ]);

  it("lists the largest type first with its public documented methods, and source files before specs", () => {
    const map = repoMap(g, { budget: 2000, countTokens: tokens, summaries });
    expect(map.files.map((f) => f.path)).toEqual([app, "spec/app_spec.rb"]);
    expect(map.text).toBe(
      [
        app,
        "  class Base — Base class for all applications.",
        "    def a",
        "    def b",
        "    def c",
        "    def call — Rack call interface.",
        "    def route — Adds a route.",
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
