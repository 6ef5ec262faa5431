/**
 * A Go benchmark file is a test file for `impact`: a trial on logrus found `impact TextFormatter.Format` listing
 * `formatter_bench_test.go` with `"test": false` and leaving it out of the tests line (its path role is `bench`).
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
    "go.mod": "module example.com/fmt1\n\ngo 1.21\n",
    "format.go": "package fmt1\n\n// Format renders a value.\nfunc Format(v int) string { return string(rune(v)) }\n",
    "format_test.go": 'package fmt1\n\nimport "testing"\n\nfunc TestFormat(t *testing.T) { _ = Format(1) }\n',
    "format_bench_test.go": 'package fmt1\n\nimport "testing"\n\nfunc BenchmarkFormat(b *testing.B) { for i := 0; i < b.N; i++ { _ = Format(i) } }\n',
  }));
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("impact and Go benchmark files", () => {
  it("counts a _bench_test.go file among the tests", () => {
    const impact = impactOf(graph, "format.go#Format")!;
    expect(impact.files.map((f) => `${f.path} ${f.test}`)).toEqual(["format_bench_test.go true", "format_test.go true"]);
    expect(impact.tests).toEqual(["format_bench_test.go", "format_test.go"]);
  });
});
