/**
 * An incremental build (one file given, the rest known from the stored graph) resolves exactly like a full build:
 * Go result types of functions in unchanged files (`store.New().Get`), Python names re-exported by an unchanged
 * package `__init__.py` (also through wildcard imports), pytest fixtures of an unchanged `conftest.py`, Go `implements`
 * edges to interfaces of unchanged files, calls on interfaces of unchanged files that embed an external type, TypeScript calls into unchanged files and into ambient declarations no import names.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { GOLDEN_DIR, loadFixture } from "./graphFixtures.js";

const fileOf = (id: string): string => id.split("#")[0]!;

function without(graph: CodeGraph, file: string): CodeGraph {
  return { formatVersion: 1, nodes: graph.nodes.filter((n) => n.path !== file), edges: graph.edges.filter((e) => fileOf(e.from) !== file) };
}

describe("incremental graph build", () => {
  for (const [fixture, file] of [
    ["go-pointer-receiver", "main.go"],
    ["py-from-dot", "app/main.py"],
    ["py-package", "app.py"],
    ["py-package", "tests/test_client.py"],
    ["go-interfaces", "draw/circle.go"],
    ["ts-classes", "src/use.ts"],
    ["ts-ambient", "src/app.ts"],
    // A call on an interface that embeds an external type (http.Handler) is external, whether the interface's file is
    // parsed in this build or only known from the stored graph (chi: an incremental build dropped the flag).
    ["go-embedded-external", "serve/serve.go"],
    ["ruby-shapes", "lib/app.rb"],
  ] as const) {
    it(`${fixture}: rebuilding ${file} alone gives its full-build edges`, async () => {
      const root = path.join(GOLDEN_DIR, fixture, "input");
      const files = loadFixture(root);
      const full = await buildGraph({ root, files });
      const part = await buildGraph({ root, files: files.filter((f) => f.path === file), known: without(full, file) });
      expect(part.edges.filter((e) => fileOf(e.from) === file)).toEqual(full.edges.filter((e) => fileOf(e.from) === file));
      expect(part.nodes.filter((n) => n.path === file)).toEqual(full.nodes.filter((n) => n.path === file));
    }, 60_000);
  }
});
