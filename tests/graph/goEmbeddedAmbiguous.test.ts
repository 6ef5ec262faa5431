/**
 * Go: a method name two embedded standard-library types both have is promoted by neither (the Go specification,
 * "Selectors": at the shallowest depth exactly one field or method of that name, else the selector is illegal). A
 * struct embedding `bytes.Buffer` and `strings.Builder` has no `WriteString` and implements no interface asking for it;
 * a method only one of them has (`Truncate`, `bytes.Buffer`'s) is still promoted. Found by a break-it trial.
 */
import { describe, expect, it } from "vitest";
import { fixtureGraph } from "./graphFixtures.js";

const OUT = [
  "package out",
  "",
  "import (",
  '\t"bytes"',
  '\t"strings"',
  ")",
  "",
  "type StringWriter interface {",
  "\tWriteString(s string) (n int, err error)",
  "}",
  "",
  "type Truncater interface {",
  "\tTruncate(n int)",
  "}",
  "",
  "type both struct {",
  "\tbytes.Buffer",
  "\tstrings.Builder",
  "}",
  "",
  "type one struct{ strings.Builder }",
  "",
].join("\n");

describe("Go structs embedding two standard-library types", () => {
  const fixture = fixtureGraph({ "go.mod": "module example.com/out\n\ngo 1.21\n", "out.go": OUT });

  it("have neither type's method of a name both have, and each method only one has", () => {
    expect(fixture.graph.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to}`)).toEqual([
      "out.go#both -> out.go#Truncater",
      "out.go#one -> out.go#StringWriter",
    ]);
  });
});
