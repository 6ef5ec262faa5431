/**
 * A call of a local name its function gives a function literal runs code of that function (the literal's body belongs
 * to it, as an immediately invoked literal's does), so it is no edge, not an unresolved call "outside the graph". A
 * trial on cobra (adbc881) found `callees Command.Find` listing `innerfind (unresolved: outside the graph)`: the
 * closure declared at command.go:758 (`var innerfind func(…)`, `innerfind = func(…) {…}`); the input is that method
 * cut down. Python's `key = lambda x: …` is the same.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const COMMAND = `package cobra

type Command struct{ commands []*Command }

func stripFlags(args []string, c *Command) []string { return args }

func (c *Command) findNext(next string) *Command { return nil }

func (c *Command) argsMinusFirstX(args []string, x string) []string { return args[1:] }

var handler = func(c *Command) {}

func (c *Command) Find(args []string) (*Command, []string, error) {
	var innerfind func(*Command, []string) (*Command, []string)

	innerfind = func(c *Command, innerArgs []string) (*Command, []string) {
		argsWOflags := stripFlags(innerArgs, c)
		if len(argsWOflags) == 0 {
			return c, innerArgs
		}
		nextSubCmd := argsWOflags[0]

		cmd := c.findNext(nextSubCmd)
		if cmd != nil {
			return innerfind(cmd, c.argsMinusFirstX(innerArgs, nextSubCmd))
		}
		return c, innerArgs
	}

	commandFound, a := innerfind(c, args)
	done := func() {}
	done()
	handler(c)
	return commandFound, a, nil
}
`;

describe("calls of local function literals", () => {
  it("make no edge in Go (a package-level variable's call stays)", async () => {
    expect(await callLines({ "go.mod": "module github.com/spf13/cobra\n\ngo 1.15\n", "command.go": COMMAND }, "command.go#Command.Find")).toEqual([
      "command.go#Command.Find -> ?handler @33 internal",
      "command.go#Command.Find -> ?len @18 external",
      "command.go#Command.Find -> command.go#Command.argsMinusFirstX @25 scope",
      "command.go#Command.Find -> command.go#Command.findNext @23 scope",
      "command.go#Command.Find -> command.go#stripFlags @17 scope",
    ]);
  });

  it("make no edge in Python", async () => {
    const source = "def rank(xs):\n    key = lambda x: x + 1\n    return sorted(key(x) for x in xs)\n";
    expect(await callLines({ "m.py": source }, "m.py#rank")).toEqual(["m.py#rank -> ?sorted @3 external"]);
  });
});
