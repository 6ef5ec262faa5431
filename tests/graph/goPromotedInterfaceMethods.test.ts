/**
 * Go: a struct has the methods of a standard-library interface it embeds. A new user's trial on urfave/negroni found
 * no `implements` edge from `responseWriter` to `ResponseWriter`: the interface embeds `http.ResponseWriter`, whose
 * `Header` the struct never writes (it embeds `http.ResponseWriter` too), so `responseWriter.Status` took no doc from
 * `ResponseWriter.Status` ("Status returns the status code …") and read "Returns int, at 2 return points". The input is
 * response_writer.go cut down; a struct that embeds nothing lacks `Header` and implements only `Sized`.
 */
import { describe, expect, it } from "vitest";
import { edgeLines, fixtureGraph } from "./graphFixtures.js";

const RESPONSE_WRITER = [
  "package negroni",
  "",
  'import "net/http"',
  "",
  "// ResponseWriter wraps http.ResponseWriter.",
  "type ResponseWriter interface {",
  "\thttp.ResponseWriter",
  "\t// Status returns the status code of the response or 0 if the response has not been written",
  "\tStatus() int",
  "}",
  "",
  "// Sized reports a size.",
  "type Sized interface {",
  "\tStatus() int",
  "}",
  "",
  "type responseWriter struct {",
  "\thttp.ResponseWriter",
  "\tstatus int",
  "}",
  "",
  "func (rw *responseWriter) WriteHeader(s int) { rw.status = s }",
  "func (rw *responseWriter) Write(b []byte) (int, error) { return rw.ResponseWriter.Write(b) }",
  "func (rw *responseWriter) Status() int { return rw.status }",
  "",
  "type bare struct{ status int }",
  "",
  "func (b *bare) Write(p []byte) (int, error) { return len(p), nil }",
  "func (b *bare) WriteHeader(s int)             { b.status = s }",
  "func (b *bare) Status() int                   { return b.status }",
  "",
].join("\n");

describe("Go methods promoted from an embedded standard-library interface", () => {
  const fixture = fixtureGraph({ "go.mod": "module github.com/urfave/negroni\n\ngo 1.17\n", "response_writer.go": RESPONSE_WRITER });

  it("count toward the interfaces a struct implements", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("implements")).sort()).toEqual([
      "implements response_writer.go#bare -> response_writer.go#Sized @26 [name-only]",
      "implements response_writer.go#responseWriter -> response_writer.go#ResponseWriter @17 [name-only]",
      "implements response_writer.go#responseWriter -> response_writer.go#Sized @17 [name-only]",
    ]);
  });
});
