/**
 * `summary --node` of a type lists its members' calls under a title that says so: gorilla/mux b4617d0b's `Router`
 * struct read "Calls: Route.Path, …", as if a struct called anything.
 */
import { describe, expect, it } from "vitest";
import { renderNodeSummary } from "../../src/cli/commands/nodeSummary.js";
import type { NodeSummary } from "../../src/summarize/index.js";

const summary = (id: string, kind: NodeSummary["kind"]): NodeSummary => ({
  formatVersion: 1,
  id,
  kind,
  generator: "extractive",
  purpose: "Router registers routes.",
  inputs: [],
  outputs: [],
  sideEffects: [],
  calls: [{ id: "route.go#Route.Path", why: "Path adds a matcher for the URL path." }],
  details: [],
  text: "",
});

describe("summary --node calls", () => {
  it("are a function's own calls, a type's members' calls", () => {
    const render = (s: NodeSummary): string[] => renderNodeSummary({ node: s.id, kind: s.kind, generatorKey: "extractive-node@372", summary: s, changedFiles: [], fresh: true, history: [] }).split("\n").slice(2, 4);
    expect(render(summary("mux.go#Router.Handle", "method"))).toEqual(["Calls:", "  - route.go#Route.Path: Path adds a matcher for the URL path."]);
    expect(render(summary("mux.go#Router", "struct"))).toEqual(["Calls made by its members:", "  - route.go#Route.Path: Path adds a matcher for the URL path."]);
  });

  // afero 993a85a: `summary --node unionFile.go#DirsMerger` (`type DirsMerger func(…)`) said "(struct, extractive)".
  it("head with the kind a reader knows the node by", () => {
    const s = summary("unionFile.go#DirsMerger", "struct");
    expect(renderNodeSummary({ node: s.id, kind: "type", generatorKey: "extractive-node@372", summary: s, changedFiles: [], fresh: true, history: [] }).split("\n")[0]).toBe("unionFile.go#DirsMerger (type, extractive)");
  });
});
