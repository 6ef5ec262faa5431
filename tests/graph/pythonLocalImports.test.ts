/**
 * Found on a new user's trial on python-dotenv bca6644: `load_ipython_extension` in `__init__.py` imports and calls
 * `.ipython`'s function of the same name; the graph had it call itself, and the imported function had no callers.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python imports written in a function", () => {
  it("bind in that function before the file's own names, and only there", async () => {
    const lines = await callLines(
      {
        "pkg/__init__.py": [
          "def load_ext(ipython):",
          "    from .ext import load_ext",
          "",
          "    load_ext(ipython)",
          "",
          "def other(ipython):",
          "    return load_ext(ipython)",
          "",
        ].join("\n"),
        "pkg/ext.py": ["def load_ext(ipython):", "    return ipython", ""].join("\n"),
      },
      "pkg/__init__.py#",
    );
    expect(lines).toEqual(["pkg/__init__.py#load_ext -> pkg/ext.py#load_ext @4 import", "pkg/__init__.py#other -> pkg/__init__.py#load_ext @7 scope"]);
  });
});
