/**
 * A reStructuredText directive whose body is code (`.. testsetup::`, `.. doctest::`, `.. code-block:: python`) is no
 * description: packaging's version.py and specifiers.py open with a module docstring of only a `.. testsetup::`
 * block, and their summaries read ".. testsetup:: from packaging.version import parse, …".
 */
import { describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { plainDocText, type Entity } from "../../src/extract/index.js";
import { contractWith } from "./contractFixture.js";

const fn = (name: string, doc?: string): Entity => ({ name, kind: "function", ...(doc ? { doc } : {}), line: 1, endLine: 2, signature: `def ${name}()` });

describe("reST code directives in Python docstrings", () => {
  it("are dropped with their indented body, the text around them kept", () => {
    expect(plainDocText(".. testsetup::\n\n    from packaging.version import parse, Version\n", "python")).toBe("");
    expect(plainDocText("Parse a version.\n\n.. doctest::\n\n    >>> parse('1.0')\n    <Version('1.0')>\n\nThe result is cached.", "python")).toBe(
      "Parse a version.\n\nThe result is cached.",
    );
    expect(plainDocText(".. code-block:: python\n    :caption: use\n\n    x = 1\nRead the spec.", "python")).toBe("Read the spec.");
    // A directive of prose stays: its text is the doc's.
    expect(plainDocText("Evaluate.\n\n.. versionchanged:: 25.0\n    Added the context parameter.", "python")).toBe("Evaluate.\n\n.. versionchanged:: 25.0\n    Added the context parameter.");
  });

  it("leave a module docstring of only such a block out of the file's responsibility", () => {
    const summary = extractiveSummary(
      contractWith({
        filePath: "src/packaging/version.py",
        language: "python",
        description: ".. testsetup::\n\n    from packaging.version import parse, Version",
        exports: [fn("parse", "Parse the given version string.")],
      }),
    );
    expect(summary.main_responsibility).toBe("Provides function parse (parse the given version string).");
  });
});
