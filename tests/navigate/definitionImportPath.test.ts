/**
 * `definition` of a Python import path and of an inherited member. Found on starlette (cb8f84f5):
 * `strata definition starlette.requests.Request` and `strata definition Request.session` (defined on the base class
 * `HTTPConnection`) both said "no definition".
 */
import { describe, expect, it } from "vitest";
import { findDefinitions, resolveNode } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

// Cut from starlette cb8f84f5: starlette/requests.py.
const STARLETTE = {
  "starlette/__init__.py": `__version__ = "0.47.3"
`,
  "starlette/requests.py": `from typing import Any


class HTTPConnection:
    def __init__(self, scope):
        self.scope = scope

    @property
    def session(self) -> dict[str, Any]:
        assert "session" in self.scope, "SessionMiddleware must be installed to access request.session"
        return self.scope["session"]


class Request(HTTPConnection):
    def __init__(self, scope, receive=None):
        super().__init__(scope)
        self._receive = receive

    async def body(self) -> bytes:
        return b""
`,
};

describe("definition of an import path and of an inherited member", () => {
  const fixture = fixtureGraph(STARLETTE);
  const defs = (query: string, edges = true): string[] =>
    findDefinitions(edges ? fixture.graph : { nodes: fixture.graph.nodes }, query, new Map()).map((d) => `${d.id} ${d.kind} ${d.match}${d.inheritedBy ? ` inherited by ${d.inheritedBy}` : ""}`);

  it("reads a module path to its file, then the name in it", () => {
    expect({
      cls: defs("starlette.requests.Request"),
      method: defs("starlette.requests.Request.body"),
      module: defs("starlette.requests"),
      missing: defs("starlette.responses.Response"),
    }).toEqual({
      cls: ["starlette/requests.py#Request class module-path"],
      // `Request.body` is a qualified name the query ends with (the namespace rule, as `MediatR.Mediator.Send`).
      method: ["starlette/requests.py#Request.body method qualified-name"],
      module: ["starlette/requests.py file module-path"],
      missing: [],
    });
  });

  // marshmallow 341b927f: `strata definition fields.Email`, as code that did `from marshmallow import fields` writes
  // it, said "no definition" (the whole `marshmallow.fields.Email` and `Email` worked).
  it("reads a module named without its package as the module's file, then the name in it", () => {
    expect({ cls: defs("requests.Request"), missing: defs("responses.Request"), folder: defs("starlette.HTTPConnection") }).toEqual({
      cls: ["starlette/requests.py#Request class module-path"],
      missing: [],
      // `starlette/__init__.py` declares no HTTPConnection (nor imports it here): no module-path answer.
      folder: [],
    });
  });

  it("finds a member a class inherits on the base class that defines it, and says so", () => {
    expect({
      short: defs("Request.session"),
      path: defs("starlette.requests.Request.session"),
      own: defs("HTTPConnection.session"),
      nodesOnly: defs("Request.session", false),
      resolved: resolveNode(fixture.graph, "Request.session"),
    }).toEqual({
      short: ["starlette/requests.py#HTTPConnection.session method qualified-name inherited by starlette/requests.py#Request"],
      path: ["starlette/requests.py#HTTPConnection.session method module-path inherited by starlette/requests.py#Request"],
      own: ["starlette/requests.py#HTTPConnection.session method qualified-name"],
      nodesOnly: [],
      // The node argument of callers, callees, impact and references says through which type, as `definition` does.
      resolved: { found: true, id: "starlette/requests.py#HTTPConnection.session", match: "qualified-name", inheritedBy: "starlette/requests.py#Request" },
    });
  });
});

// Cut from click 2c8cd3ac: `strata definition click.Option` said "no definition" (src/click/__init__.py re-exports it).
const CLICK = {
  "src/click/__init__.py": `from .core import Option as Option
from .decorators import command as command
`,
  "src/click/core.py": `class Parameter:
    pass


class Option(Parameter):
    def __init__(self, decls=None):
        self.decls = decls
`,
  "src/click/decorators.py": `def command(name=None):
    return name
`,
};

describe("definition of a name a package re-exports", () => {
  const fixture = fixtureGraph(CLICK);
  const defs = (query: string, edges = true): string[] => findDefinitions(edges ? fixture.graph : { nodes: fixture.graph.nodes }, query).map((d) => `${d.id} ${d.kind} ${d.match}`);

  it("finds it in the module the package's __init__ imports it from", () => {
    expect({ cls: defs("click.Option"), fn: defs("click.command"), nodesOnly: defs("click.Option", false), missing: defs("click.Group") }).toEqual({
      cls: ["src/click/core.py#Option class module-path"],
      fn: ["src/click/decorators.py#command function module-path"],
      nodesOnly: [],
      missing: [],
    });
  });
});
