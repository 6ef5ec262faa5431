/**
 * A type that only wraps other types is no search document of its own: its text is its types' text (often its whole
 * file's), so it matched every question its file did and came first with nothing to say. A new user's trial on sinatra
 * cb22afd7: "where is a template compiled and the template engine chosen" had `respond_with.rb#Sinatra` (`module
 * Sinatra` around `module RespondWith` and its long doc comment, lines 6–274) and the file first and second.
 */
import { describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { wrapperIds } from "../../src/retrieve/documents.js";

const at = (startLine: number, endLine: number) => ({ startLine, endLine, startByte: 0, endByte: 0 });
const n = (id: string, kind: GraphNode["kind"], lines: [number, number]): GraphNode => ({ id, kind, name: id.split(/[#.]/u).pop()!, qualifiedName: id.split("#")[1]!, path: id.split("#")[0]!, span: at(...lines), contentHash: "h" });

describe("types that only wrap types", () => {
  it("are those whose nested types, with their doc comments, cover 90% of their lines", () => {
    const nodes = [
      // module Sinatra: module RespondWith with its doc comment above it (lines 7–270 of 6–274): a wrapper.
      n("respond_with.rb#Sinatra", "class", [6, 274]),
      { ...n("respond_with.rb#Sinatra.RespondWith", "class", [90, 270]), doc: "These extensions let Sinatra automatically choose what template to render." },
      n("respond_with.rb#Sinatra.RespondWith.Helpers", "class", [133, 199]),
      n("respond_with.rb#Sinatra.RespondWith.Helpers.respond_with", "method", [140, 160]),
      // module Sinatra in base.rb: its classes cover 95%, beside a few module methods: a wrapper.
      n("base.rb#Sinatra", "class", [1, 1000]),
      n("base.rb#Sinatra.Base", "class", [2, 952]),
      n("base.rb#Sinatra.new", "method", [960, 970]),
      // A break-it trial's cases, none a wrapper: a model's fields (no nodes) and a 10-line Meta without a doc (66%); a
      // class with methods beside 60% of nested types; a Ruby class reopened later around another class (outside the
      // first opening's lines); a nested type without a doc after a long gap.
      n("models.py#Invoice", "class", [1, 15]),
      n("models.py#Invoice.Meta", "class", [6, 15]),
      n("app.rb#App", "class", [1, 100]),
      n("app.rb#App.Config", "class", [2, 61]),
      n("app.rb#App.call", "method", [62, 99]),
      n("boot.rb#Boot", "class", [2, 15]),
      n("boot.rb#Boot.Config", "class", [20, 58]),
      n("Codes.java#Codes", "class", [1, 40]),
      n("Codes.java#Codes.Family", "class", [30, 39]),
    ];
    expect([...wrapperIds(nodes)].sort()).toEqual(["base.rb#Sinatra", "respond_with.rb#Sinatra"]);
  });
});
