/**
 * Python: a name imported twice, first from a module that has only a type stub (a C extension's `.pyi`) and then, as
 * the `except ImportError:` fallback, from code, is the code's. A new user's trial on pallets/markupsafe found
 * `escape`'s calls of `_escape_inner` reaching `_speedups.pyi`, and `callers` of `_native._escape_inner` empty. The
 * input is `src/markupsafe/__init__.py` cut down; a name whose first import reaches code keeps it.
 */
import { describe, expect, it } from "vitest";
import { edgeLines, fixtureGraph } from "./graphFixtures.js";

const INIT = [
  "try:",
  "    from ._speedups import _escape_inner",
  "except ImportError:",
  "    from ._native import _escape_inner",
  "",
  "try:",
  "    from ._native import _strip",
  "except ImportError:",
  "    from ._speedups import _strip",
  "",
  "def escape(s):",
  "    return _escape_inner(s)",
  "",
  "def strip(s):",
  "    return _strip(s)",
  "",
].join("\n");

describe("Python fallback imports of a stub and of code", () => {
  const fixture = fixtureGraph({
    "src/markupsafe/__init__.py": INIT,
    "src/markupsafe/_speedups.pyi": "def _escape_inner(s: str, /) -> str: ...\ndef _strip(s: str, /) -> str: ...\n",
    "src/markupsafe/_native.py": "def _escape_inner(s):\n    return s.replace('&', '&amp;')\n\ndef _strip(s):\n    return s.strip()\n",
  });

  it("reach the code, not the stub; a first import that reaches code stays", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls") && l.includes("__init__.py#")).sort()).toEqual([
      "calls      src/markupsafe/__init__.py#escape -> src/markupsafe/_native.py#_escape_inner @12 [import]",
      "calls      src/markupsafe/__init__.py#strip -> src/markupsafe/_native.py#_strip @15 [import]",
    ]);
  });
});
