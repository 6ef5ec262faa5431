/**
 * Go rules from a trial on cobra adbc881: a `range` over a variadic parameter (`cmds ...*Command`) gives its elements
 * (`x.Name()` in `AddCommand` reached nothing); each name of `a, b, c, err := f()` takes the result `f` declares at its
 * place (`directive.string()` on the third result of `getCompletions`); a function returned by name
 * (`return defaultHelpFunc`) is a callback edge, so `impact defaultHelpFunc` no longer finds nothing.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Go: variadic ranges, later results, returned functions", () => {
  it("types range elements of a variadic parameter and each unpacked result, and links a returned function", async () => {
    const lines = await callLines({
      "go.mod": "module example.com/cobra\n\ngo 1.22\n",
      "command.go": [
        "package cobra",
        "",
        "type Command struct{ commands []*Command }",
        "",
        "type Directive int",
        "",
        "func (d Directive) string() string { return \"\" }",
        "",
        "type Flag struct{}",
        "",
        "func (f *Flag) value() string { return \"\" }",
        "",
        "func (c *Command) Name() string { return \"\" }",
        "",
        "func (c *Command) AddCommand(cmds ...*Command) {",
        "\tfor _, x := range cmds {",
        "\t\tx.Name()",
        "\t}",
        "}",
        "",
        "func (c *Command) complete(args []string) (*Command, []string, Directive, error) {",
        "\treturn c, args, 0, nil",
        "}",
        "",
        "func (c *Command) named() (cmd *Command, out, more []string, f *Flag) {",
        "\treturn",
        "}",
        "",
        "func (c *Command) run() {",
        "\tfinal, _, directive, err := c.complete(nil)",
        "\t_ = err",
        "\tfinal.Name()",
        "\tdirective.string()",
        "\tcmd, out, more, f := c.named()",
        "\t_, _, _ = cmd, out, more",
        "\tf.value()",
        "}",
        "",
        "func defaultHelpFunc(c *Command) {}",
        "",
        "func (c *Command) helpFunc() func(*Command) {",
        "\tif c == nil {",
        "\t\treturn nil",
        "\t}",
        "\treturn defaultHelpFunc",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "command.go#Command.AddCommand -> command.go#Command.Name @17 scope",
      "command.go#Command.helpFunc -> command.go#defaultHelpFunc @45 scope",
      "command.go#Command.run -> command.go#Command.Name @32 scope",
      "command.go#Command.run -> command.go#Command.complete @30 scope",
      "command.go#Command.run -> command.go#Command.named @34 scope",
      "command.go#Command.run -> command.go#Directive.string @33 scope",
      "command.go#Command.run -> command.go#Flag.value @36 scope",
    ]);
  });
});
