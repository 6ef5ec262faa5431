/**
 * Python: calling an instance runs its class's `__call__`. tomlkit d8ed1e3's `_StateHandler.__enter__` does `state =
 * self()` then `return state.__enter__()`: the graph had it call the constructor `_StateHandler.__init__` and itself
 * (a false "Recursive: calls itself" in its summary), where it calls `__call__` and `_State.__enter__`. `Parser._state`
 * is a property giving a `_StateHandler`, so `with self._state(restore=True):` calls the handler's `__call__` and
 * enters the `_State` it gives; the `with` edges had gone to `_StateHandler.__enter__`. The input is tomlkit's
 * `source.py` and `parser.py` cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python instances called", () => {
  it("run the call method, whose declared result types what they give", async () => {
    const lines = await callLines({
    "pkg/__init__.py": "",
      "pkg/source.py": [
        "class _State:",
        "    def __init__(self, source) -> None:",
        "        self._source = source",
        "",
        "    def __enter__(self) -> _State:",
        "        return self",
        "",
        "    def __exit__(self, a, b, c) -> None:",
        "        pass",
        "",
        "",
        "class _StateHandler:",
        "    def __init__(self, source) -> None:",
        "        self._source = source",
        "        self._states: list[_State] = []",
        "",
        "    def __call__(self, restore: bool = False) -> _State:",
        "        return _State(self._source)",
        "",
        "    def __enter__(self) -> _State:",
        "        state = self()",
        "        self._states.append(state)",
        "        return state.__enter__()",
        "",
        "    def __exit__(self, a, b, c) -> None:",
        "        state = self._states.pop()",
        "        state.__exit__(a, b, c)",
        "",
        "",
        "class Parser:",
        "    def __init__(self, text) -> None:",
        "        self._src = _StateHandler(text)",
        "",
        "    @property",
        "    def _state(self) -> _StateHandler:",
        "        return self._src",
        "",
        "    def peek(self):",
        "        with self._state(restore=True):",
        "            return 1",
        "",
        "    def mark(self):",
        "        with self._state:",
        "            return 2",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "pkg/source.py#Parser.__init__ -> pkg/source.py#_StateHandler.__init__ @32 scope",
      "pkg/source.py#Parser.mark -> pkg/source.py#Parser._state @43 scope",
      "pkg/source.py#Parser.mark -> pkg/source.py#_StateHandler.__enter__ @43 scope",
      "pkg/source.py#Parser.mark -> pkg/source.py#_StateHandler.__exit__ @43 scope",
      "pkg/source.py#Parser.peek -> pkg/source.py#Parser._state @39 scope",
      "pkg/source.py#Parser.peek -> pkg/source.py#_State.__enter__ @39 scope",
      "pkg/source.py#Parser.peek -> pkg/source.py#_State.__exit__ @39 scope",
      "pkg/source.py#Parser.peek -> pkg/source.py#_StateHandler.__call__ @39 scope",
      "pkg/source.py#_StateHandler.__call__ -> pkg/source.py#_State.__init__ @18 scope",
      "pkg/source.py#_StateHandler.__enter__ -> ?self._states.append @22 external",
      "pkg/source.py#_StateHandler.__enter__ -> pkg/source.py#_State.__enter__ @23 scope",
      "pkg/source.py#_StateHandler.__enter__ -> pkg/source.py#_StateHandler.__call__ @21 scope",
      "pkg/source.py#_StateHandler.__exit__ -> ?self._states.pop @26 external",
      // `state = self._states.pop()` of a `list[_State]`: a `_State` (a list's `pop` gives an element).
      "pkg/source.py#_StateHandler.__exit__ -> pkg/source.py#_State.__exit__ @27 scope",
    ]);
  }, 60_000);

  // A new user's trial on sanic 785d77f8: `return cls(name)` in the class method `Sanic.get_app` and `sanic_cls("Foo")`
  // with `sanic_cls: type[Sanic]` were callers of `Sanic.__call__`, the ASGI entry point; both construct a `Sanic`.
  it("construct a class a class method's receiver or a `type[X]` value holds, where an instance's call runs __call__", async () => {
    const lines = await callLines({
      "app.py": [
        "class Sanic:",
        "    def __init__(self, name):",
        "        self.name = name",
        "",
        "    async def __call__(self, scope, receive, send):",
        "        return None",
        "",
        "    @classmethod",
        "    def get_app(cls, name):",
        "        return cls(name)",
        "",
        "    def again(self):",
        "        return self(1, 2, 3)",
        "",
        "",
        "def factory(sanic_cls: type[Sanic], app: Sanic):",
        "    sanic_cls('Foo')",
        "    app(1, 2, 3)",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "app.py#Sanic.again -> app.py#Sanic.__call__ @13 scope",
      "app.py#Sanic.get_app -> app.py#Sanic.__init__ @10 scope",
      "app.py#factory -> app.py#Sanic.__call__ @18 scope",
      "app.py#factory -> app.py#Sanic.__init__ @17 scope",
    ]);
  });
});
