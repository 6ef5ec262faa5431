/**
 * Go: a folder holding package `logrus` and its external test package `logrus_test` is package `logrus` to the code
 * that imports it. A trial on logrus 87434bb found `logrus.New()` in `hooks/test/test.go` unresolved ("no one
 * repository target found"), and `callers New` without the 56 calls from `hooks/*` and `logrus_test`: the folder's
 * package name was the last file's, `example_test.go`'s `logrus_test`.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { graphStage, indexRepository } from "../../src/pipeline/index.js";
import { openStore } from "../../src/store/index.js";
import { writeTree } from "./graphFixtures.js";

describe("Go external test packages", () => {
  it("leave the folder's package name to the package they test", async () => {
    const root = writeTree({
      "go.mod": "module github.com/x/logrus\n\ngo 1.22\n",
      "a_test.go": 'package logrus_test\n\nimport "github.com/x/logrus"\n\nfunc ExampleA() {\n\tlogrus.New()\n}\n',
      "logger.go": "package logrus\n\n// Logger logs.\ntype Logger struct{}\n\n// New makes a logger.\nfunc New() *Logger { return &Logger{} }\n",
      "z_test.go": 'package logrus_test\n\nimport "github.com/x/logrus"\n\nfunc ExampleZ() {\n\tlogrus.New()\n}\n',
      "hooks/test/test.go": 'package test\n\nimport "github.com/x/logrus"\n\n// NewNull makes a logger that logs nothing.\nfunc NewNull() *logrus.Logger {\n\treturn logrus.New()\n}\n',
    });
    // Indexed: the folder's package name comes from the files' contracts (their package clauses).
    const store = openStore(path.join(root, ".strata", "strata.db"));
    await indexRepository({ root, store, config: loadConfig(root, {}, {}), threads: 1, stages: [graphStage] });
    const graph = await store.getGraph();
    await store.close();
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.line !== undefined)
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    expect(calls).toEqual([
      "a_test.go#ExampleA -> logger.go#New @6 scope",
      "hooks/test/test.go#NewNull -> logger.go#New @7 import",
      "logger.go#New -> logger.go#Logger @7 scope",
      "z_test.go#ExampleZ -> logger.go#New @6 scope",
    ]);
  });
});
