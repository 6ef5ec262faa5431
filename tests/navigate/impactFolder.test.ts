/**
 * `impact` of a folder: what depends, from elsewhere, on anything under it. A trial on click found `strata impact .`
 * and `strata impact src/` answering "0 nodes in 0 files" for folders whose code the whole repository calls.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { impactOf } from "../../src/navigate/index.js";
import { indexedGraph } from "../helpers/graph.js";

let root: string;
let graph: CodeGraph;
beforeAll(async () => {
  ({ root, graph } = await indexedGraph({
    "pkg/core.py": "def parse(text):\n    return text.split()\n",
    "pkg/util.py": "from pkg.core import parse\n\n\ndef words(text):\n    return len(parse(text))\n",
    "app/main.py": "from pkg.util import words\n\n\ndef run():\n    return words('a b')\n",
    "tests/test_main.py": "from app.main import run\n\n\ndef test_run():\n    assert run() == 2\n",
  }));
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("impact of a folder", () => {
  it("starts from every node under it and lists what depends on them from outside, tests too", () => {
    const report = impactOf(graph, "pkg/", 2)!;
    expect(report.files.map((f) => [f.path, f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}`)])).toEqual([
      ["app/main.py", ["1 imports app/main.py", "1 calls app/main.py#run"]],
      ["tests/test_main.py", ["2 imports tests/test_main.py", "2 calls tests/test_main.py#test_run"]],
    ]);
    expect([report.total, report.tests]).toEqual([4, ["tests/test_main.py"]]);
  });

  it("of the repository reaches nothing outside it", () => {
    expect(impactOf(graph, ".", 3)?.total).toBe(0);
  });
});
