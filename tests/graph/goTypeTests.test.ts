/**
 * Go: a type assertion `v.(T)` and a type switch case `case T:` naming a repository type are uses of it (`uses`
 * edges, as Python's `isinstance(x, C)` is), and a method of an interface reaches them in `impact`: the method set
 * decides which values pass. A trial on cobra (adbc881) found `references SliceValue` empty and `impact
 * SliceValue.GetSlice` at 0 nodes, though `getCompletions` asserts `flag.Value.(SliceValue)` (completions.go:448); the
 * input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { impactOf } from "../../src/navigate/index.js";
import { fixtureGraph } from "./graphFixtures.js";

const COBRA = {
  "go.mod": "module github.com/spf13/cobra\n\ngo 1.15\n",
  "completions.go": `package cobra

import "github.com/spf13/pflag"

// SliceValue is a reduced version of [pflag.SliceValue].
type SliceValue interface {
	GetSlice() []string
}

type Command struct{}

func (c *Command) getCompletions(flag *pflag.Flag) bool {
	_, acceptsMultiple := flag.Value.(SliceValue)
	return acceptsMultiple
}

func describe(v any) string {
	switch v.(type) {
	case SliceValue, *Command:
		return "known"
	case nil, *pflag.Flag:
		return "none"
	}
	return ""
}
`,
};

describe("Go type assertions and type switches", () => {
  const fixture = fixtureGraph(COBRA);

  it("are uses of the repository types they name", () => {
    const uses = fixture.graph.edges.filter((e) => e.kind === "uses").map((e) => `${e.from} -> ${e.to} @${e.line} ${e.resolution}`);
    expect(uses).toEqual([
      "completions.go#Command.getCompletions -> completions.go#SliceValue @13 scope",
      "completions.go#describe -> completions.go#Command @19 scope",
      "completions.go#describe -> completions.go#SliceValue @19 scope",
    ]);
  });

  it("are reached by the impact of the interface's methods", () => {
    const lines = impactOf(fixture.graph, "completions.go#SliceValue.GetSlice", 1)!.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}`));
    expect(lines).toEqual(["1 uses completions.go#Command.getCompletions", "1 uses completions.go#describe"]);
  });
});
