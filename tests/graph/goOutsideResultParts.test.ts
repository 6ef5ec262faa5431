/**
 * Go: each name of `a, err := x.M()` where `x.M` is outside the repository holds an outside value, so a method call on
 * it is outside too. afero 993a85a's `size, err := buf.ReadFrom(t)` (`var buf bytes.Buffer`) then `err.Error()` was
 * counted as an unresolved call of the repository's own `Error` methods; a function value so unpacked (`cancel`) is an
 * outside callee. The inputs are those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Go results of outside calls", () => {
  it("make method calls on each unpacked name outside", async () => {
    const lines = await callLines({
      "go.mod": "module example.com/afero\n\ngo 1.22\n",
      "errors.go": ["package afero", "", "type PathError struct{ msg string }", "", "func (e *PathError) Error() string { return e.msg }", ""].join("\n"),
      "tarfs.go": [
        "package afero",
        "",
        'import "bytes"',
        "",
        "func load(t *bytes.Reader) int64 {",
        "\tvar buf bytes.Buffer",
        "\tsize, err := buf.ReadFrom(t)",
        "\tif err != nil {",
        '\t\tpanic("tarfs: " + err.Error())',
        "\t}",
        "\treturn size",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("tarfs.go#load"))).toEqual(["tarfs.go#load -> ?buf.ReadFrom @7 external", "tarfs.go#load -> ?err.Error @9 external", "tarfs.go#load -> ?panic @9 external"]);
  });

  // echo 05489dc1: `gCtx, cancel := stdContext.WithCancel(ctx)` then `defer cancel()` (an aliased `context` import)
  // counted as an unresolved call of the repository, which has a `cancel` of its own.
  it("make a call of an unpacked function value outside", async () => {
    const lines = await callLines({
      "go.mod": "module example.com/echo\n\ngo 1.22\n",
      "limiter.go": ["package echo", "", "type store struct{}", "", "func (s *store) cancel() {}", ""].join("\n"),
      "server.go": [
        "package echo",
        "",
        'import stdContext "context"',
        "",
        "func start(ctx stdContext.Context) {",
        "\tgCtx, cancel := stdContext.WithCancel(ctx)",
        "\tdefer cancel()",
        "\t_ = gCtx",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("server.go#start"))).toEqual(["server.go#start -> ?cancel @7 external", "server.go#start -> ?stdContext.WithCancel @6 external"]);
  });

  // Python's outside code may give back a repository value (an ORM's `get_or_create` a repository model): no rule.
  it("leave Python names unpacked from an outside call as they were", async () => {
    const lines = await callLines({
      "app/models.py": ["from django.db import models", "", "class User(models.Model):", "    def full_name(self):", "        return self.name", ""].join("\n"),
      "app/views.py": [
        "import peewee_helpers",
        "from .models import User",
        "",
        "def show(name):",
        "    user, created = peewee_helpers.get_or_create(User, name=name)",
        "    return user.full_name()",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.includes("full_name @"))).toEqual(["app/views.py#show -> ?user.full_name @6 internal"]);
  });
});
