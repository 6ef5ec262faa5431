/**
 * Go: functions used as values. A trial on urfave/cli found `callers DefaultPrintHelp` empty: the package calls it
 * through a variable (`var HelpPrinter HelpPrinterFunc = DefaultPrintHelp`, then `HelpPrinter(w, tmpl, data)`), and
 * cobra-style commands name their handler in a literal (`&Command{RunE: runServe}`), which made no edge either; a
 * method called on what a `range` over a call's result yields (`for _, f := range cmd.allFlags()`) was unresolved.
 * The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const HELP = [
  "package cli",
  "",
  "type HelpPrinterFunc func(name string) string",
  "",
  "var HelpPrinter HelpPrinterFunc = DefaultPrintHelp",
  "",
  "var ShowCommandHelp = DefaultShowCommandHelp",
  "",
  "var ShowAppHelp = ShowCommandHelp",
  "",
  "var Version = \"1.0\"",
  "",
  "func DefaultPrintHelp(name string) string { return name }",
  "",
  "func DefaultShowCommandHelp(name string) string { return HelpPrinter(name) }",
  "",
  "func Name() string { return \"cli\" }",
  "",
].join("\n");

const COMMAND = [
  "package cli",
  "",
  "type Flag struct{}",
  "",
  "func (f *Flag) Apply() {}",
  "",
  "type Command struct {",
  "\tName string",
  "\tRunE func() error",
  "}",
  "",
  "func (c *Command) allFlags() ([]*Flag, error) { return nil, nil }",
  "",
  "func (c *Command) Run() string {",
  "\tflags, _ := c.allFlags()",
  "\tfor _, f := range flags {",
  "\t\tf.Apply()",
  "\t}",
  "\tfor _, f := range c.allFlags() {",
  "\t\tf.Apply()",
  "\t}",
  "\tShowAppHelp(\"app\")",
  "\treturn ShowCommandHelp(c.Name)",
  "}",
  "",
  "func runServe() error { return nil }",
  "",
  "var handlers = map[string]func() error{\"serve\": runServe}",
  "",
  "func newServe(Name string) *Command {",
  "\treturn &Command{Name: Name, RunE: runServe}",
  "}",
  "",
  "func custom(name string) string { return \"\" }",
  "",
  "func setup() {",
  "\tHelpPrinter = custom",
  "\tVersion := func() string { return \"\" }",
  "\tVersion()",
  "}",
  "",
].join("\n");

describe("Go functions used as values", () => {
  it("a call of a package variable holding a function, a function named in a literal or assigned, a range over a call's result", async () => {
    const root = writeTree({ "go.mod": "module example.com/cli\n\ngo 1.22\n", "help.go": HELP, "command.go": COMMAND });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls")
      .map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}${e.via ? ` ${e.via}` : ""}`);
    // `ShowAppHelp("app")` runs what `ShowCommandHelp` holds (a variable holding a variable, line 22);
    // `HelpPrinter(name)` runs DefaultPrintHelp, the variable's value (the assignment in `setup` is a use of `custom`,
    // not a call); `ShowCommandHelp` is another file's variable of the package; `Version()` in setup is its own
    // local function literal (no edge) and the package's `Version` holds a string; the key `Name:` names a field, not
    // the function `Name`.
    expect(lines).toEqual([
      "command.go -> command.go#runServe @28 scope callback",
      "command.go#Command.Run -> command.go#Command.allFlags @15,19 scope",
      "command.go#Command.Run -> command.go#Flag.Apply @17,20 scope",
      "command.go#Command.Run -> help.go#DefaultShowCommandHelp @22,23 scope",
      "command.go#newServe -> command.go#Command @31 scope literal",
      "command.go#newServe -> command.go#runServe @31 scope callback",
      "command.go#setup -> command.go#custom @37 scope callback",
      "help.go#DefaultShowCommandHelp -> help.go#DefaultPrintHelp @15 scope",
    ]);
  });
});

/**
 * A field of a repository function type, called: gorilla/mux db9d1d0 (a new user's trial) had `r.buildVarsFunc(m)`
 * (`buildVarsFunc BuildVarsFunc` in `routeConf`, embedded in `Route`) "a value the graph does not follow", while
 * `mw(handler)` on a `MiddlewareFunc` reached its type.
 */
describe("Go fields of a function type", () => {
  it("a call of one reaches the type, through an embedded struct too", async () => {
    const root = writeTree({
      "go.mod": "module example.com/mux\n\ngo 1.20\n",
      "route.go": [
        "package mux",
        "",
        "type BuildVarsFunc func(map[string]string) map[string]string",
        "",
        "type routeConf struct {",
        "\tbuildVarsFunc BuildVarsFunc",
        "\tname          string",
        "}",
        "",
        "type Route struct {",
        "\trouteConf",
        "}",
        "",
        "func (r *Route) buildVars(m map[string]string) map[string]string {",
        "\tif r.buildVarsFunc != nil {",
        "\t\tm = r.buildVarsFunc(m)",
        "\t}",
        "\treturn m",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} @${e.line} ${e.resolved ? e.resolution : e.external ? "external" : "internal"}`);
    expect(calls).toEqual(["route.go#Route.buildVars -> route.go#BuildVarsFunc @16 scope"]);
  });
});
