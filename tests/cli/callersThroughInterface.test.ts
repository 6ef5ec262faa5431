/**
 * `strata callers` and `strata references` of a method that is only called through an interface it implements say so
 * (found by a trial on echo: `callers DefaultRouter.Route` answered "no results" while `impact` listed 47 callers
 * through `Router.Route`, since `Echo.serveHTTP` calls `e.router.Route(c)` on the `Router` interface).
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const ROUTER = [
  "package echo",
  "",
  "type Router interface {",
  "\tRoute(c *Context) HandlerFunc",
  "}",
  "",
  "type DefaultRouter struct{}",
  "",
  "func (r *DefaultRouter) Route(c *Context) HandlerFunc {",
  "\treturn nil",
  "}",
  "",
].join("\n");
const ECHO = [
  "package echo",
  "",
  "type Context struct{}",
  "",
  "type HandlerFunc func(c *Context) error",
  "",
  "type Echo struct {",
  "\trouter Router",
  "}",
  "",
  "func (e *Echo) serveHTTP(c *Context) {",
  "\th := e.router.Route(c)",
  "\t_ = h",
  "}",
  "",
].join("\n");
const root = writeTree({ "go.mod": "module example.com/echo\n\ngo 1.22\n", "router.go": ROUTER, "echo.go": ECHO });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  await strataInProcess(["index", root, "-q"]);
});

describe("callers and references through an interface", () => {
  const note =
    "strata: no direct calls of router.go#DefaultRouter.Route in the code graph; 1 caller through router.go#Router.Route, which it implements or overrides (calls on a value of that type): strata callers router.go#Router.Route lists them, strata impact router.go#DefaultRouter.Route follows them\n";

  it("callers: names the interface method the calls go through instead of 'no results'", async () => {
    const r = await strataInProcess(["callers", "DefaultRouter.Route", "--repo", root]);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, "", note]);
    const json = JSON.parse((await strataInProcess(["callers", "DefaultRouter.Route", "--repo", root, "--json"])).stdout) as Record<string, unknown>;
    expect([json.total, json.through, json.note]).toEqual([0, [{ id: "router.go#Router.Route", callers: 1 }], note.slice("strata: ".length, -1)]);
    const viaInterface = await strataInProcess(["callers", "Router.Route", "--repo", root]);
    expect(viaInterface.stdout.split("  ").slice(0, 3)).toEqual(["echo.go:12", "method Echo.serveHTTP", "(scope)"]);
  });

  it("references: the same note", async () => {
    const r = await strataInProcess(["references", "DefaultRouter.Route", "--repo", root]);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, "", note]);
  });
});

// A trial on requests: `callers Session.send` listed its direct callers but not `resolve_redirects`, whose
// `self.send(…)` reaches the mixin's stub `SessionRedirectMixin.send` that Session overrides.
describe("callers of an override that also has direct callers", () => {
  const py = writeTree({
    "sessions.py": [
      "class SessionRedirectMixin:",
      "    def send(self, request): ...",
      "",
      "    def resolve_redirects(self, resp):",
      "        return self.send(resp)",
      "",
      "",
      "class Session(SessionRedirectMixin):",
      "    def send(self, request):",
      "        return request",
      "",
      "",
      "def get(url):",
      "    return Session().send(url)",
      "",
    ].join("\n"),
  });
  afterAll(() => fs.rmSync(py, { recursive: true, force: true }));

  it("lists the direct callers and says which supertype method further calls go through", async () => {
    await strataInProcess(["index", py, "-q"]);
    const r = await strataInProcess(["callers", "Session.send", "--repo", py]);
    expect([r.status, r.stdout.split("  ").slice(0, 2), r.stderr]).toEqual([
      0,
      ["sessions.py:14", "function get"],
      "strata: also 1 caller through sessions.py#SessionRedirectMixin.send, which it implements or overrides (calls on a value of that type may run it): strata callers sessions.py#SessionRedirectMixin.send lists them, strata impact sessions.py#Session.send follows them\n",
    ]);
    const json = JSON.parse((await strataInProcess(["callers", "Session.send", "--repo", py, "--json"])).stdout) as Record<string, unknown>;
    expect([json.total, json.through]).toEqual([1, [{ id: "sessions.py#SessionRedirectMixin.send", callers: 1 }]]);
  });
});
