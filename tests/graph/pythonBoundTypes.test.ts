/**
 * Python names bound by what the code declares, from click 8.4 (a new user's trial: `strata callers
 * Command.make_context` missed `Command.main`'s `ctx.exit()` and `e.show()`, and listed `self.context_class(…)` and
 * `ctx.scope()` as outside the repository) and flask 3 (`rv.allow.update` on a `Response` whose base is werkzeug's):
 * - `except ClickException as e:` binds an instance of the one class caught (a tuple of classes binds no one type);
 * - `with self.make_context() as ctx:` binds what the declared result's class enters as;
 * - `-> Self` (typing's, under any alias: `t.Self`) is the method's class (`ctx.copy().exit()`);
 * - a field declared `type[Context]` holds a class: calling it builds a `Context`;
 * - `cmd_name, cmd, args = self.resolve_command(…)` gives each name its part of the declared `tuple[…]` result (click's
 *   `Group.invoke` dispatching to the subcommand's `make_context`); names of another count get none;
 * - a member that neither the repository's part of a type nor its fields declare, on a type with a base outside the
 *   repository, is the outside base's; a field assigned anything (`self.console = console or make_console()`) is
 *   declared, so calls on it stay the repository's to resolve (rich's `self.console.print` was read as outside);
 * - `command = ctx.command` holds what the attribute holds (`command.make_context()`).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python names typed by except, with, Self and type[...]", () => {
  it("resolve the calls on them", async () => {
    const root = writeTree({
      "pkg/core.py": [
        "import typing as t",
        "from werkzeug import Response as BaseResponse",
        "",
        "",
        "class ClickException(Exception):",
        "    def show(self) -> None:",
        "        pass",
        "",
        "",
        "class Context:",
        "    def __init__(self, command: 'Command') -> None:",
        "        self.command = command",
        "",
        "    def __enter__(self) -> t.Self:",
        "        return self",
        "",
        "    def exit(self) -> None:",
        "        pass",
        "",
        "    def scope(self) -> None:",
        "        pass",
        "",
        "    def copy(self) -> t.Self:",
        "        return self",
        "",
        "",
        "class Response(BaseResponse):",
        "    def __init__(self, console=None) -> None:",
        "        self.console = console or make_console()",
        "",
        "    def update(self) -> None:",
        "        pass",
        "",
        "",
        "class Command:",
        "    context_class: type[Context] = Context",
        "",
        "    def make_context(self) -> Context:",
        "        ctx = self.context_class()",
        "        ctx.scope()",
        "        ctx.copy().exit()",
        "        return ctx",
        "",
        "    def main(self, rv: Response) -> None:",
        "        try:",
        "            with self.make_context() as ctx:",
        "                ctx.exit()",
        "        except ClickException as e:",
        "            e.show()",
        "        except (ValueError, ClickException) as f:",
        "            f.show()",
        "        rv.allow.update()",
        "        rv.console.show()",
        "",
        "",
        "class Group(Command):",
        "    def resolve_command(self, name: str) -> t.Tuple[str | None, Command | None, list[str]]:",
        "        return name, Command(), []",
        "",
        "    def invoke(self) -> None:",
        "        cmd_name, cmd, args = self.resolve_command('x')",
        "        cmd.make_context()",
        "",
        "    def pick(self) -> None:",
        "        a, b = self.resolve_command('x')",
        "        b.make_context()",
        "",
        "",
        "def run(ctx: Context) -> None:",
        "    command = ctx.command",
        "    command.make_context()",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && (e.from.startsWith("pkg/core.py#Command.") || e.from.startsWith("pkg/core.py#Group.") || e.from === "pkg/core.py#run"))
      .map((e) => `${e.from.slice(e.from.indexOf("#") + 1)} -> ${e.to} @${e.line}${e.resolved ? (e.resolution === "name-only" ? " name-only" : "") : e.external ? " external" : " internal"}`)
      .sort();
    expect(lines).toEqual([
      "Command.main -> ?f.show @51 internal",
      "Command.main -> ?rv.allow.update @52 external",
      "Command.main -> ?rv.console.show @53 internal",
      "Command.main -> pkg/core.py#ClickException.show @49",
      "Command.main -> pkg/core.py#Command.make_context @46",
      "Command.main -> pkg/core.py#Context.__enter__ @46",
      "Command.main -> pkg/core.py#Context.exit @47",
      "Command.make_context -> pkg/core.py#Context.__init__ @39",
      "Command.make_context -> pkg/core.py#Context.copy @41",
      "Command.make_context -> pkg/core.py#Context.exit @41",
      "Command.make_context -> pkg/core.py#Context.scope @40",
      "Group.invoke -> pkg/core.py#Command.make_context @62",
      "Group.invoke -> pkg/core.py#Group.resolve_command @61",
      // `b` of `a, b = …` (two names of a three-part result) has no type: its call is found by name only,
      // `make_context` being the repository's one method of that name.
      "Group.pick -> pkg/core.py#Command.make_context @66 name-only",
      "Group.pick -> pkg/core.py#Group.resolve_command @65",
      "Group.resolve_command -> pkg/core.py#Command @58",
      "run -> pkg/core.py#Command.make_context @71",
    ]);
  });
});
