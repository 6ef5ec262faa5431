/**
 * Jest snapshots are test data (and a root `bench.py` a benchmark, `MANIFEST.in` a build file): on jshttp/cookie, `src/__snapshots__/parse-cookie.spec.ts.snap` was the first hit of
 * "parse cookie header" and its code took about 2,000 of a 3,000-token context block (a break-it trial).
 */
import { describe, expect, it } from "vitest";
import { fileRole } from "../../src/retrieve/index.js";

describe("fileRole of Jest snapshots, a root benchmark script and MANIFEST.in", () => {
  it("is test, by the folder or the extension", () => {
    expect(["src/__snapshots__/parse-cookie.spec.ts.snap", "test/__snapshots__/index.js.md", "lib/output.snap", "src/snapshot.ts", "src/snap.go"].map((p) => fileRole(p))).toEqual(["test", "test", "test", "source", "source"]);
  });

  // pallets/markupsafe (a new user's trial): `bench.py` came into all four context blocks, `MANIFEST.in` was a hit.
  it("bench.py is a benchmark and MANIFEST.in a build file; benchmarking code in a module of its own name is not", () => {
    expect(["bench.py", "tools/benchmarks.js", "MANIFEST.in", "src/benchmark_utils.py", "src/workbench.py"].map((p) => fileRole(p))).toEqual(["bench", "bench", "config", "source", "source"]);
  });
});
