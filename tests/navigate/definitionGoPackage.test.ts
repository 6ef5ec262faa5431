/**
 * A Go package name before a top-level name, as code that imports the package writes it: chi's `definition
 * middleware.Logger` and `definition chi.NewRouter` said "no definition" (rc 3), though `Logger` and `NewRouter`
 * alone were found. The package is the files' package clause, not the folder's name (chi's root folder holds
 * `package chi`).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeIdInStore } from "../../src/mcp/nodeArg.js";
import { openStore } from "../../src/store/index.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("definition of a Go package-qualified name", () => {
  it("finds a top-level function or type in the files that declare the package", async () => {
    const root = writeTree({
      "go.mod": "module github.com/go-chi/chi/v5\n\ngo 1.22\n",
      "chi.go": "package chi\n\n// NewRouter returns a new Mux object that implements the Router interface.\nfunc NewRouter() *Mux { return &Mux{} }\n",
      "mux.go": "package chi\n\ntype Mux struct{}\n",
      "middleware/logger.go":
        'package middleware\n\nimport "net/http"\n\n// Logger is a middleware that logs the start and end of each request.\nfunc Logger(next http.Handler) http.Handler { return next }\n',
      "_examples/logging/main.go": "package main\n\nfunc Logger() {}\n",
    });
    roots.push(root);
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const defs = async (q: string): Promise<unknown[]> => {
      const r = await strataInProcess(["definition", q, "--repo", root, "--json"]);
      return (JSON.parse(r.stdout) as { definitions: { id: string; match: string; line: number }[] }).definitions.map((d) => [d.id, d.match, d.line]);
    };
    expect(await defs("middleware.Logger")).toEqual([["middleware/logger.go#Logger", "package", 6]]);
    expect(await defs("chi.NewRouter")).toEqual([["chi.go#NewRouter", "package", 4]]);
    expect(await defs("chi.Mux")).toEqual([["mux.go#Mux", "package", 3]]);
    expect(await defs("chi.Logger")).toEqual([]);
  });

  it("references, callers and impact take the package-qualified name too", async () => {
    const root = writeTree({
      "go.mod": "module github.com/go-chi/chi/v5\n\ngo 1.22\n",
      "middleware/logger.go": 'package middleware\n\nimport "net/http"\n\n// Logger logs each request.\nfunc Logger(next http.Handler) http.Handler { return next }\n',
      "chi.go": 'package chi\n\nimport (\n\t"net/http"\n\n\t"github.com/go-chi/chi/v5/middleware"\n)\n\nfunc Wrap(h http.Handler) http.Handler {\n\treturn middleware.Logger(h)\n}\n',
    });
    roots.push(root);
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const callers = JSON.parse((await strataInProcess(["callers", "middleware.Logger", "--repo", root, "--json"])).stdout) as { node: string; match: string; callers: { id: string }[] };
    expect([callers.node, callers.match, callers.callers.map((c) => c.id)]).toEqual(["middleware/logger.go#Logger", "package", ["chi.go#Wrap"]]);
    const impact = JSON.parse((await strataInProcess(["impact", "middleware.Logger", "--repo", root, "--json"])).stdout) as { node: string; total: number };
    expect([impact.node, impact.total]).toEqual(["middleware/logger.go#Logger", 1]);
    expect((await strataInProcess(["references", "middleware.Logger", "--repo", root])).status).toBe(0);
    // The MCP tools read their node argument the same way (packages read once per index run).
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const nodes = await store.listGraphNodes();
      for (let i = 0; i < 2; i++) expect(await nodeIdInStore(store, nodes, "middleware.Logger")).toEqual({ id: "middleware/logger.go#Logger", said: { query: "middleware.Logger", match: "package" } });
      expect(await nodeIdInStore(store, nodes, "chi.Logger")).toEqual({ id: "chi.Logger", said: {} });
    } finally {
      await store.close();
    }
  });
});
