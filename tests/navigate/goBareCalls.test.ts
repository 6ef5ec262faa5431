/**
 * A Go call without a receiver is never a method call. A trial on chi found `references Mux.Middlewares` listing
 * `return Middlewares(middlewares)` (chain.go:7, a conversion to the type `Middlewares`) "by name", and `impact`
 * counting its function; the input is that trial's reduction.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { findReferences, impactOf } from "../../src/navigate/index.js";
import { indexedGraph } from "../helpers/graph.js";

const A_GO = `package go1

type Names []string

type Registry struct{ names Names }

// Names returns the registered names, sorted.
func (r *Registry) Names() Names { return r.names }

type Cache struct{}

func (c *Cache) Names() Names { return nil }

func Wrap(xs []string) Names { return Names(xs) }

func List(r *Registry, c interface{ Names() Names }) Names { return append(r.Names(), c.Names()...) }
`;

let root: string;
let graph: CodeGraph;
beforeAll(async () => {
  ({ root, graph } = await indexedGraph({ "go.mod": "module example.com/go1\n\ngo 1.21\n", "a.go": A_GO }));
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a bare Go call and a method of its name", () => {
  it("is no by-name site of the method; a call on a receiver of unknown type still is", () => {
    // 14 `Names(xs)` converts to the type Names; 16 `r.Names()` is Registry's, `c.Names()` may be either.
    expect(findReferences(graph, "a.go#Registry.Names")).toEqual([
      { path: "a.go", line: 16, from: "a.go#List", kind: "calls", resolution: "scope" },
      { path: "a.go", line: 16, from: "a.go#List", kind: "calls", resolution: "by-name" },
    ]);
    expect(findReferences(graph, "a.go#Cache.Names")).toEqual([{ path: "a.go", line: 16, from: "a.go#List", kind: "calls", resolution: "by-name" }]);
  });

  it("impact of the method names no function that only converts to the type", () => {
    expect(impactOf(graph, "a.go#Cache.Names", 1)).toEqual({
      node: "a.go#Cache.Names",
      depth: 1,
      files: [{ path: "a.go", test: false, nodes: [{ id: "a.go#List", distance: 1, via: "calls", resolution: "by-name" }] }],
      tests: [],
      total: 1,
    });
  });
});
