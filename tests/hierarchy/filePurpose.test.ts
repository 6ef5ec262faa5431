/**
 * A file's purpose names its exports, then its largest other declarations: gin's tree.go was described by `Param` and
 * `Params` alone, its radix-tree router (`node` with `addRoute` and `getValue`) being unexported.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, runHierarchy } from "../../src/summarize/index.js";
import { contains, fn, graph, node } from "./graphs.js";

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
      "Defines Param (Param is a single URL parameter, consisting of a key and a value); largest of the rest: node (Struct methods addRoute (addRoute adds a node with the given handle to the path), getValue (Returns the handle registered with the given path (key))), findWildcard (Search for a wildcard segment and check the name for invalid characters) and 2 more",
    );
  });
});
