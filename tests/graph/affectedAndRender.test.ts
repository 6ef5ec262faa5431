/**
 * `affectedFiles` (what an incremental build rebuilds) and the DOT rendering, on a small graph built from text,
 * with exact expected values.
 */
import { describe, expect, it } from "vitest";
import { renderDot } from "../../src/cli/render/graphDot.js";
import { affectedFiles, buildGraph, lastNameOf, neighbourhood } from "../../src/graph/index.js";

const files = [
  { path: "lib/util.py", text: "def helper():\n    return 1\n", language: "python" },
  { path: "lib/app.py", text: "from lib.util import helper\n\ndef run():\n    return helper()\n", language: "python" },
  { path: "lib/other.py", text: "from lib.missing import gone\n", language: "python" },
  { path: "solo.py", text: "def alone():\n    return 2\n", language: "python" },
];

describe("affectedFiles", () => {
  it("adds importers and callers of changed files, files under a changed conftest.py, and files with unresolved relative imports when files are added", async () => {
    const stored = await buildGraph({ root: "/repo", files });
    expect(affectedFiles(stored, ["lib/util.py"], [])).toEqual(["lib/app.py", "lib/util.py"]);
    expect(affectedFiles(stored, [], ["lib/util.py"])).toEqual(["lib/app.py"]);
    expect(affectedFiles(stored, ["solo.py"], [])).toEqual(["solo.py"]);
    // lib/other.py's import is absolute and unknown, so external: adding a file does not rebuild it.
    expect(affectedFiles(stored, ["lib/new.py"], [])).toEqual(["lib/new.py"]);
    // A pytest conftest.py types the fixtures of every test below it, which neither import nor call it.
    expect(affectedFiles(stored, ["lib/conftest.py"], [])).toEqual(["lib/app.py", "lib/conftest.py", "lib/other.py", "lib/util.py"]);
  });
});

describe("renderDot", () => {
  it("draws nodes filled by kind and resolved edges coloured by kind", async () => {
    const graph = neighbourhood(await buildGraph({ root: "/repo", files }), "lib/app.py#run", 1);
    expect(renderDot(graph)).toBe(
      [
        "digraph strata {",
        "  rankdir=LR;",
        '  node [shape=box, style="rounded,filled", fontname="Helvetica"];',
        '  edge [fontname="Helvetica", fontsize=9];',
        '  "lib/app.py" [label="lib/app.py\\nfile", fillcolor="#dbeafe"];',
        '  "lib/app.py#run" [label="run\\nfunction", fillcolor="#dcfce7"];',
        '  "lib/util.py" [label="lib/util.py\\nfile", fillcolor="#dbeafe"];',
        '  "lib/util.py#helper" [label="helper\\nfunction", fillcolor="#dcfce7"];',
        '  "lib/app.py" -> "lib/app.py#run" [label="contains", color="#9ca3af", style=dashed];',
        '  "lib/app.py" -> "lib/util.py" [label="imports", color="#2563eb"];',
        '  "lib/app.py#run" -> "lib/util.py#helper" [label="calls", color="#16a34a"];',
        '  "lib/util.py" -> "lib/util.py#helper" [label="contains", color="#9ca3af", style=dashed];',
        "}",
        "",
      ].join("\n"),
    );
  });
});

describe("lastNameOf", () => {
  it("reads the last name of node ids and callee texts", () => {
    expect(["lib/reply.js#Reply.code", "lib/x.py#Box.code@12", "?reply.code", "?reply.code(200).send", "lib/a.ts#f", "TextFormatter.appendError"].map(lastNameOf)).toEqual([
      "code",
      "code",
      "code",
      "send",
      "f",
      "appendError",
    ]);
  });
});
