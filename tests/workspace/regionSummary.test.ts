/** Extractive region summaries and bounded windows. */
import { describe, expect, it } from "vitest";
import { extractiveRegionSummary, leadingComment, windowsOf } from "../../src/workspace/index.js";

describe("extractiveRegionSummary", () => {
  it("takes the signature, the doc comment and the names called, skipping strings, comments and keywords", () => {
    const text = 'function load(p: string) {\n  // parse(x) is not called\n  if (ok(p)) return read(p, "fmt(1)");\n  return read(p);\n}';
    expect(extractiveRegionSummary({ text, leading: "/** Loads a file. */", name: "load" })).toEqual({
      generator: "extractive",
      text: "`function load(p: string) {` — Loads a file. — Calls: ok, read.",
      signature: "function load(p: string) {",
      doc: "Loads a file.",
      calls: ["ok", "read"],
      windows: 1,
    });
  });

  it("lists what a file or class defines and reads a Python docstring at the top", () => {
    expect(extractiveRegionSummary({ text: '"""Greeting helpers."""\ndef hello(n):\n    print(n)\n', defines: ["hello"] })).toEqual({
      generator: "extractive",
      text: "`def hello(n):` — Greeting helpers. — Defines: hello. — Calls: print.",
      signature: "def hello(n):",
      doc: "Greeting helpers.",
      calls: ["print"],
      windows: 1,
    });
  });
});

describe("leadingComment", () => {
  it("returns the comment lines directly above an offset, and nothing across a blank line", () => {
    const text = "// a\n\n// b\r\n// c\nfunction f() {}\n";
    expect(leadingComment(text, text.indexOf("function"))).toBe("// b\n// c");
    expect(leadingComment("// a\n\nx", 7)).toBe("");
    expect(leadingComment("x = 1; y()", 7)).toBe("");
  });
});

describe("windowsOf", () => {
  it("cuts at line ends into windows of at most the given size, losing nothing", () => {
    expect(windowsOf("aaa\nbbb\nccc\n", 8)).toEqual(["aaa\nbbb\n", "ccc\n"]);
    expect(windowsOf("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(windowsOf("", 4)).toEqual([""]);
  });
});

// Failing inputs found on click (src/click/decorators.py, globals.py, _winconsole.py): docstring words, a
// trailing `# noqa` comment and `except (` were listed as calls, and the docstring after `def` was not read.
describe("extractiveRegionSummary on Python (click)", () => {
  it("reads the docstring after the signature and takes no call names from it (decorators.py pass_obj)", () => {
    const text =
      'def pass_obj(f: t.Callable[te.Concatenate[T, P], R]) -> t.Callable[P, R]:\n    """Similar to :func:`pass_context`, but only pass the object on the\n    context onwards (:attr:`Context.obj`).  This is useful if that object\n    represents the state of a nested system.\n    """\n\n    def new_func(*args: P.args, **kwargs: P.kwargs) -> R:\n        return f(get_current_context().obj, *args, **kwargs)\n\n    return update_wrapper(new_func, f)';
    expect(extractiveRegionSummary({ text, name: "pass_obj" })).toEqual({
      generator: "extractive",
      text:
        "`def pass_obj(f: t.Callable[te.Concatenate[T, P], R]) -> t.Callable[P, R]:` — Similar to :func:`pass_context`, but only pass the object on the context onwards (:attr:`Context.obj`).  This is useful if that object represents the state of a nested system. — Calls: f, get_current_context, update_wrapper.",
      signature: "def pass_obj(f: t.Callable[te.Concatenate[T, P], R]) -> t.Callable[P, R]:",
      doc: "Similar to :func:`pass_context`, but only pass the object on the context onwards (:attr:`Context.obj`).  This is useful if that object represents the state of a nested system.",
      calls: ["f", "get_current_context", "update_wrapper"],
      windows: 1,
    });
  });

  it("keeps the first paragraph of a long docstring (globals.py get_current_context: 36,629 context characters for core.py before)", () => {
    const text =
      'def get_current_context(silent: bool = False) -> Context | None:\n    """Returns the current click context.  This can be used as a way to\n    access the current context object from anywhere.  This is a more implicit\n    alternative to the :func:`pass_context` decorator.  This function is\n    primarily useful for helpers such as :func:`echo` which might be\n    interested in changing its behavior based on the current context.\n\n    To push the current context, :meth:`Context.scope` can be used.\n\n    .. versionadded:: 5.0\n\n    :param silent: if set to `True` the return value is `None` if no context\n                   is available.  The default behavior is to raise a\n                   :exc:`RuntimeError`.\n    """\n    try:\n        return t.cast("Context", _local.stack[-1])\n    except (AttributeError, IndexError) as e:\n        if not silent:\n            raise RuntimeError("There is no active click context.") from e\n\n    return None';
    expect(extractiveRegionSummary({ text, name: "get_current_context" }).doc).toBe(
      "Returns the current click context.  This can be used as a way to access the current context object from anywhere.  This is a more implicit alternative to the :func:`pass_context` decorator.  This function is primarily useful for helpers such as :func:`echo` which might be interested in changing its behavior based on the current context.",
    );
    const long = `/**\n * ${"word ".repeat(100).trim()}\n */`;
    const doc = extractiveRegionSummary({ text: "function f() {}", leading: long }).doc!;
    expect([doc.length, doc.endsWith("word…")]).toEqual([400, true]);
  });

  it("does not take `except (` as a call (globals.py)", () => {
    const text =
      'def get_current_context(silent: bool = False) -> Context | None:\n    """Returns the current click context."""\n    try:\n        return t.cast("Context", _local.stack[-1])\n    except (AttributeError, IndexError) as e:\n        if not silent:\n            raise RuntimeError("There is no active click context.") from e\n\n    return None';
    expect(extractiveRegionSummary({ text, name: "get_current_context" }).calls).toEqual(["cast", "RuntimeError"]);
    expect(extractiveRegionSummary({ text, name: "get_current_context" }).doc).toBe("Returns the current click context.");
  });

  it("ignores a `# noqa` comment after code (_winconsole.py) and reads a module docstring over several lines (parser.py)", () => {
    const text = 'class Py_buffer(Structure):\n    _fields_ = [  # noqa: RUF012\n        ("buf", c_void_p),\n        ("obj", py_object),\n    ]';
    expect(extractiveRegionSummary({ text, name: "Py_buffer" }).calls).toEqual([]);
    const module = '"""\nThis module started out as largely a copy paste from the stdlib\'s\noptparse module.\n"""\n\nfrom __future__ import annotations\n';
    expect(extractiveRegionSummary({ text: module })).toEqual({
      generator: "extractive",
      text: "`from __future__ import annotations` — This module started out as largely a copy paste from the stdlib's optparse module.",
      signature: "from __future__ import annotations",
      doc: "This module started out as largely a copy paste from the stdlib's optparse module.",
      calls: [],
      windows: 1,
    });
  });
});
