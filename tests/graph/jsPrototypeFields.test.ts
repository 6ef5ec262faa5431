/**
 * A field a pre-class JavaScript constructor's method sets on `this` types the field in its other methods, as a
 * class's does: handlebars-lang/handlebars.js 13a7a679's `JavaScriptCompiler.prototype = { compile: function () {
 * this.source = new CodeGen(…) }, pushSource: function (s) { this.source.push(s) } }`. A new user's trial: `callers
 * CodeGen.functionCall` found no resolved callers (30 calls on `this.source` and `this.decorators` reached nothing).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript fields of a constructor's prototype methods", () => {
  it("type the field's calls in the other methods, the constructor's and `self`'s too", async () => {
    const lines = await callLines({
      "lib/gen.js": ["function Gen() {}", "Gen.prototype = {", "  push: function (s) { return s; },", "};", "function Other() {}", "Other.prototype.push = function (s) { return s; };", "module.exports = { Gen, Other };", ""].join("\n"),
      "lib/comp.js": [
        "const { Gen, Other } = require('./gen');",
        "function Comp() {",
        "  this.head = new Gen();",
        "}",
        "Comp.prototype = {",
        "  start: function () { this.source = new Gen(); this.mixed = null; },",
        "  emit: function (s) { return this.source.push(s); },",
        "  first: function (s) { var self = this; return [1].map(function () { return self.head.push(s); }); },",
        "  reset: function () { this.mixed = new Other(); this.either = new Gen(); },",
        "  later: function (s) { return this.mixed.push(s); },",
        "  swap: function () { this.either = new Other(); },",
        "  both: function (s) { return this.either.push(s); },",
        "};",
        "module.exports = Comp;",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.includes(".push"))).toEqual([
      // `either` is a Gen in one method and an Other in another: no one target.
      "lib/comp.js#Comp.both -> ?this.either.push @12 internal",
      "lib/comp.js#Comp.emit -> lib/gen.js#Gen.push @7 scope",
      // (A field the constructor sets the checker types itself.)
      "lib/comp.js#Comp.first -> lib/gen.js#Gen.push @8 type-checked",
      // (`null` first, an Other later.)
      "lib/comp.js#Comp.later -> lib/gen.js#Other.push @10 scope",
    ]);
  });

  // A break-it trial: a factory's own `function View () { this.source = new Buffer2() }` typed the file's `View`'s
  // `this.source.flush()`, which that `View` never sets.
  it("keep a constructor declared inside a function apart from the file's own of that name", async () => {
    const lines = await callLines({
      "gen.js": ["function CodeGen() {}", "CodeGen.prototype.flush = function () { return 1; };", "function Buffer2() {}", "Buffer2.prototype.flush = function () { return 2; };", "module.exports = { CodeGen, Buffer2 };", ""].join("\n"),
      "view.js": [
        "const { CodeGen, Buffer2 } = require('./gen');",
        "function View() {}",
        "View.prototype = {",
        "  start: function () { this.out = new CodeGen(); },",
        "  render: function () { return this.source.flush() + this.out.flush(); },",
        "};",
        "function makeFake() {",
        "  function View() { this.source = new Buffer2(); this.out = new Buffer2(); }",
        "  View.prototype.noop = function () { return this.out.flush(); };",
        "  return new View();",
        "}",
        "module.exports = { View, makeFake };",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.includes("flush") && l.startsWith("view.js"))).toEqual([
      "view.js#View.render -> ?this.source.flush @5 internal",
      "view.js#View.render -> gen.js#CodeGen.flush @5 scope",
      "view.js#makeFake.View.noop -> gen.js#Buffer2.flush @9 type-checked",
    ]);
  });
});
