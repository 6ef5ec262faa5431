/**
 * A simple name finds a defined type beside the methods of the same name: chi's `definition Middlewares` listed only
 * `Mux.Middlewares` and `ChainHandler.Middlewares`, never `type Middlewares` at chi.go. A Go defined type is a node
 * (graph builder 392), its file's exported `type` folded into it.
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("definition of a simple name", () => {
  it("lists the defined type of that name beside the methods", async () => {
    const root = writeTree({
      "go.mod": "module example.com/chi\n\ngo 1.22\n",
      "chi.go": "package chi\n\n// Middlewares is a slice of standard middleware handlers.\ntype Middlewares []func(int) int\n",
      "mux.go": "package chi\n\ntype Mux struct{ m Middlewares }\n\n// Middlewares returns the middleware stack.\nfunc (mx *Mux) Middlewares() Middlewares { return mx.m }\n",
    });
    roots.push(root);
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const r = await strataInProcess(["definition", "Middlewares", "--repo", root, "--json"]);
    const defs = (JSON.parse(r.stdout) as { definitions: { id: string; kind: string; match: string; line: number }[] }).definitions;
    expect(defs.map((d) => [d.id, d.kind, d.match, d.line])).toEqual([
      ["chi.go#Middlewares", "type", "name", 4],
      ["mux.go#Mux.Middlewares", "method", "name", 6],
    ]);
  });
});
