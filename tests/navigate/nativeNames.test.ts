/**
 * `definition`, `references` and `impact` take a qualified name as the language writes it (Ruby `Sinatra::Base#route`,
 * PHP `App::handle`, a C# name with its namespace) as well as the graph's dotted form; a node id keeps its `#`.
 */
import { describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { dottedName, findDefinitions } from "../../src/navigate/index.js";

const node = (id: string, kind: GraphNode["kind"], language: string): GraphNode => {
  const qualifiedName = id.slice(id.indexOf("#") + 1);
  return { id, kind, name: qualifiedName.split(".").pop()!, qualifiedName, path: id.slice(0, id.indexOf("#")), language, span: { startLine: 1, endLine: 2, startByte: 0, endByte: 10 }, contentHash: "0" };
};

const GRAPH = {
  nodes: [
    node("lib/sinatra/base.rb#Sinatra.Base.route", "method", "ruby"),
    node("Slim/App.php#App.handle", "method", "php"),
    node("src/MediatR/Mediator.cs#Mediator.Send", "method", "csharp"),
    node("src/Other/Send.cs#Send", "function", "csharp"),
    node("source/core/Ky.ts#Ky.#retry", "method", "typescript"),
    node("test/hooks.ts#retry", "function", "typescript"),
  ],
};

describe("names in the language's own notation", () => {
  it("reads ::, ->, \\ and a Ruby # as dots, and keeps the # of a node id", () => {
    expect(["Sinatra::Base#route", "App::handle", "App->handle", "Slim\\App", "ns::T::f", "src/a.ts#Parser.parse", "app.rb#App.run"].map(dottedName)).toEqual([
      "Sinatra.Base.route",
      "App.handle",
      "App.handle",
      "Slim.App",
      "ns.T.f",
      "src/a.ts#Parser.parse",
      "app.rb#App.run",
    ]);
  });

  it("finds Ruby and PHP methods so written, and a C# method under its namespace by its qualified name", () => {
    const ids = (q: string): string[] => findDefinitions(GRAPH, q).map((d) => `${d.id} ${d.match}`);
    expect(ids("Sinatra::Base#route")).toEqual(["lib/sinatra/base.rb#Sinatra.Base.route qualified-name"]);
    expect(ids("App::handle")).toEqual(["Slim/App.php#App.handle qualified-name"]);
    expect(ids("MediatR.Mediator.Send")).toEqual(["src/MediatR/Mediator.cs#Mediator.Send qualified-name"]);
    expect(ids("Mediator::Send")).toEqual(["src/MediatR/Mediator.cs#Mediator.Send qualified-name"]);
    expect(ids("Nope.Mediator.Sendx")).toEqual([]);
  });

  it("keeps the # that begins a TypeScript private member's name, and finds the member by its name without it", () => {
    expect(["#retry", "Ky.#retry", "Sinatra::Base#route"].map(dottedName)).toEqual(["#retry", "Ky.#retry", "Sinatra.Base.route"]);
    const ids = (q: string): string[] => findDefinitions(GRAPH, q).map((d) => `${d.id} ${d.match}`);
    expect(ids("Ky.#retry")).toEqual(["source/core/Ky.ts#Ky.#retry qualified-name"]);
    expect(ids("#retry")).toEqual(["source/core/Ky.ts#Ky.#retry name"]);
    expect(ids("retry")).toEqual(["source/core/Ky.ts#Ky.#retry name", "test/hooks.ts#retry name"]);
  });
});
