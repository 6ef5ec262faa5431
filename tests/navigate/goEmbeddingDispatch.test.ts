/**
 * Go: embedding promotes methods but never dispatches (the Go specification, "Struct types" and "Method sets"): a
 * call on a concrete type runs that type's own or promoted method, and only a call through an interface runs another
 * type's. A trial on jmoiron/sqlx found `callees named.go#NamedStmt.QueryRow` reading `Stmt.QueryRowx (…; overridden
 * by qStmt.QueryRowx)` for `n.Stmt.QueryRowx(…)`, where `qStmt` embeds `*Stmt` and declares its own `QueryRowx`;
 * `callers` and `impact` of `qStmt.QueryRowx` named the callers of `Stmt.QueryRowx` too. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { calledThrough, callLinks, impactOf } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

const SQLX = [
  "package sqlx",
  "",
  "type Row struct{}",
  "",
  "type Queryer interface {",
  "\tQueryRowx(query string, args ...interface{}) *Row",
  "}",
  "",
  "type Stmt struct{}",
  "",
  "func (s *Stmt) QueryRowx(args ...interface{}) *Row { return &Row{} }",
  "",
  "type qStmt struct{ *Stmt }",
  "",
  "func (q *qStmt) QueryRowx(query string, args ...interface{}) *Row { return &Row{} }",
  "",
  "type NamedStmt struct{ Stmt *Stmt }",
  "",
  "func (n *NamedStmt) QueryRow(arg interface{}) *Row {",
  "\treturn n.Stmt.QueryRowx(arg)",
  "}",
  "",
  "func Get(q Queryer, query string) *Row {",
  "\treturn q.QueryRowx(query)",
  "}",
  "",
].join("\n");

const impactLines = (graph: CodeGraph, id: string): string[] =>
  impactOf(graph, id, 1)!.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}${n.through ? ` through ${n.through}` : ""}${n.overrides ? ` overrides ${n.overrides}` : ""}`));

describe("Go embedding and dispatch", () => {
  const go = fixtureGraph({ "go.mod": "module example.com/sqlx\n\ngo 1.22\n", "sqlx.go": SQLX });

  it("embeds without dispatch: an edge the graph keeps, and the interface's implementations", () => {
    const heritage = go.graph.edges.filter((e) => e.kind === "inherits" || e.kind === "implements").map((e) => `${e.from} ${e.kind} ${e.to}`);
    expect(heritage).toEqual(["sqlx.go#qStmt implements sqlx.go#Queryer", "sqlx.go#qStmt inherits sqlx.go#Stmt"]);
  });

  it("callees: a method called on a concrete type names no embedding type's method; through an interface, its implementations", () => {
    expect(callLinks(go.graph.edges, "sqlx.go#NamedStmt.QueryRow", "callees")).toEqual([{ id: "sqlx.go#Stmt.QueryRowx", resolution: "scope", callLines: [20] }]);
    expect(callLinks(go.graph.edges, "sqlx.go#Get", "callees")).toEqual([{ id: "sqlx.go#Queryer.QueryRowx", resolution: "scope", callLines: [24], overriddenBy: ["sqlx.go#qStmt.QueryRowx"] }]);
  });

  it("callers and impact of the embedding type's method go through the interface only", () => {
    const node = go.graph.nodes.find((n) => n.id === "sqlx.go#qStmt.QueryRowx");
    expect(calledThrough(go.graph.edges, "sqlx.go#qStmt.QueryRowx", node)).toEqual([{ id: "sqlx.go#Queryer.QueryRowx", callers: 1 }]);
    expect(impactLines(go.graph, "sqlx.go#qStmt.QueryRowx")).toEqual(["1 calls sqlx.go#Get through sqlx.go#Queryer.QueryRowx"]);
  });
});
