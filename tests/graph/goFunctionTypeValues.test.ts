/**
 * Go: a call of a parameter or local whose declared type is a repository `func` type reaches that type, as a call of a
 * receiver or a field of it does. A new user's trial on spf13/viper 528f741 found `opt(c)` in `defaultDecoderConfig`
 * (`for _, opt := range opts` over `opts ...DecoderConfigOption`) unresolved while `fn(v)` on an `optionFunc` receiver
 * resolved. The input is viper's cut down; a value of an outside func type and an untyped local stay as they were,
 * and gin's `stack := stack(3)` calls the package's `stack` (the local is bound only after its declaration).
 */
import { describe, expect, it } from "vitest";
import { edgeLines, fixtureGraph } from "./graphFixtures.js";

const VIPER = [
  "package viper",
  "",
  "import \"net/http\"",
  "",
  "type DecoderConfigOption func(*DecoderConfig)",
  "",
  "type DecoderConfig struct{ Name string }",
  "",
  "type optionFunc func(c *DecoderConfig)",
  "",
  "func (fn optionFunc) apply(c *DecoderConfig) { fn(c) }",
  "",
  "func defaultDecoderConfig(opts ...DecoderConfigOption) *DecoderConfig {",
  "\tc := &DecoderConfig{}",
  "\tfor _, opt := range opts {",
  "\t\topt(c)",
  "\t}",
  "\treturn c",
  "}",
  "",
  "func one(opt DecoderConfigOption, next http.HandlerFunc) {",
  "\tvar hook optionFunc",
  "\tc := &DecoderConfig{}",
  "\topt(c)",
  "\thook(c)",
  "\tnext(nil, nil)",
  "}",
  "",
  "// gin's recovery.go: the local is typed by the very call being resolved (a stack overflow once).",
  "func stack(skip int) []byte { return nil }",
  "",
  "func recovery() {",
  "\tstack := stack(3)",
  "\t_ = stack",
  "}",
  "",
].join("\n");

describe("Go values of a func type", () => {
  const fixture = fixtureGraph({ "go.mod": "module example.com/viper\n", "viper.go": VIPER });

  it("a call of a parameter, a range element or a local of a repository func type reaches the type", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls")).sort()).toEqual([
      "calls      viper.go#defaultDecoderConfig -> viper.go#DecoderConfig @14 [literal, scope]",
      "calls      viper.go#defaultDecoderConfig -> viper.go#DecoderConfigOption @16 [scope]",
      "calls      viper.go#one -> ?next @26 [unresolved]",
      "calls      viper.go#one -> viper.go#DecoderConfig @23 [literal, scope]",
      "calls      viper.go#one -> viper.go#DecoderConfigOption @24 [scope]",
      "calls      viper.go#one -> viper.go#optionFunc @25 [scope]",
      "calls      viper.go#optionFunc.apply -> viper.go#optionFunc @11 [scope]",
      "calls      viper.go#recovery -> viper.go#stack @33 [scope]",
    ]);
  });
});
