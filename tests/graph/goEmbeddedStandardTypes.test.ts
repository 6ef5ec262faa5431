/**
 * Go: a struct that embeds a standard-library type has that type's methods (the Go specification, "Struct types":
 * promoted methods), so it implements the repository's interfaces those methods complete. jmoiron/sqlx's `type DB struct
 * { *sql.DB }` declares `Queryx` and `QueryRowx` and gets `Query` from `*sql.DB`: it implements `Queryer`, and
 * `callers` / `impact` of `DB.QueryRowx` (reached through `Queryer`) had been empty. `interface{}` and `any` are one
 * type. The input is sqlx.go cut down, with a `struct{ bytes.Buffer }` beside it (a break-it trial found it
 * implementing nothing).
 */
import { describe, expect, it } from "vitest";
import { fixtureGraph } from "./graphFixtures.js";

const SQLX = [
  "package sqlx",
  "",
  "import (",
  '\t"bytes"',
  '\t"database/sql"',
  ")",
  "",
  "type Queryer interface {",
  "\tQuery(query string, args ...interface{}) (*sql.Rows, error)",
  "\tQueryx(query string, args ...interface{}) (*Rows, error)",
  "\tQueryRowx(query string, args ...interface{}) *Row",
  "}",
  "",
  "type Committer interface {",
  "\tCommit() error",
  "\tQueryx(query string, args ...interface{}) (*Rows, error)",
  "}",
  "",
  "type Rows struct{ *sql.Rows }",
  "",
  "type Row struct{ err error }",
  "",
  "type DB struct {",
  "\t*sql.DB",
  "\tdriverName string",
  "}",
  "",
  "func (db *DB) Queryx(query string, args ...any) (*Rows, error) {",
  "\tr, err := db.DB.Query(query, args...)",
  "\treturn &Rows{Rows: r}, err",
  "}",
  "",
  "func (db *DB) QueryRowx(query string, args ...interface{}) *Row {",
  "\treturn &Row{}",
  "}",
  "",
  "type Tx struct {",
  "\t*sql.Tx",
  "}",
  "",
  "func (tx *Tx) Queryx(query string, args ...interface{}) (*Rows, error) {",
  "\treturn nil, nil",
  "}",
  "",
  "func (tx *Tx) QueryRowx(query string, args ...interface{}) *Row {",
  "\treturn &Row{}",
  "}",
  "",
  "type StringWriter interface {",
  "\tWriteString(s string) (n int, err error)",
  "\tLen() int",
  "}",
  "",
  "type buffer struct{ bytes.Buffer }",
  "",
  "type Plain struct{ name string }",
  "",
  "func (p *Plain) Queryx(query string, args ...interface{}) (*Rows, error) {",
  "\treturn nil, nil",
  "}",
  "",
  "func (p *Plain) QueryRowx(query string, args ...interface{}) *Row {",
  "\treturn &Row{}",
  "}",
  "",
].join("\n");

describe("Go structs embedding standard-library types", () => {
  const fixture = fixtureGraph({ "go.mod": "module github.com/jmoiron/sqlx\n\ngo 1.20\n", "sqlx.go": SQLX });

  it("implement the interfaces the promoted methods complete, and no others", () => {
    expect(fixture.graph.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to}`)).toEqual([
      "sqlx.go#DB -> sqlx.go#Queryer",
      "sqlx.go#Tx -> sqlx.go#Committer",
      "sqlx.go#Tx -> sqlx.go#Queryer",
      "sqlx.go#buffer -> sqlx.go#StringWriter",
    ]);
  });
});
