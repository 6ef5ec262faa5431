/**
 * `this` in a method of an object literal handed to a function (`Any.extend({ rules: { min: { method (limit) {
 * this.$_addRule(…) } } } })`, a Backbone or Vue options object) is typed by the checker as that literal, which lacks
 * the member: at run time `this` is the object the function builds. Such a call reaches the repository's one method
 * of that name, as a call on an untyped `this` does (hapijs/joi c86ddc0b's `lib/types/*.js`: 57 `this.$_addRule(…)`
 * calls to `lib/base.js`'s `$_addRule` were left unresolved). A member the literal has is the literal's own.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript `this` in an object literal's method", () => {
  it("reaches the one method of a name the literal lacks, and the literal's own member", async () => {
    const lines = await callLines({
      "lib/base.js": [
        "class Base {",
        "  $_addRule(options) {",
        "    return options;",
        "  }",
        "  extend(def) {",
        "    return Object.assign(Object.create(this), def);",
        "  }",
        "}",
        "module.exports = new Base();",
        "",
      ].join("\n"),
      "lib/number.js": [
        "const Any = require('./base');",
        "module.exports = Any.extend({",
        "  type: 'number',",
        "  rules: {",
        "    min: {",
        "      method(limit) {",
        "        return this.$_addRule({ name: 'min', args: { limit } });",
        "      },",
        "    },",
        "  },",
        "  check(value) {",
        "    return this.type === value && this.limit(value);",
        "  },",
        "  limit(value) {",
        "    return value;",
        "  },",
        "});",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/number.js#"))).toEqual([
      "lib/number.js#check -> lib/number.js#limit @12 scope",
      "lib/number.js#rules.min.method -> lib/base.js#Base.$_addRule @7 name-only",
    ]);
  });

  // A break-it trial: the literal's own member was reached only when its name was also declared elsewhere (the
  // checker's `any` made the call "outside" first), and a Vue-like component's `methods: { save () { this.reset() } }`
  // reached an unrelated class's `reset` by name beside the component's own `reset`.
  it("reaches the member of the whole options object, by its own name only", async () => {
    const lines = await callLines({
      "comp.js": [
        "function extend(def) { return def; }",
        "module.exports = extend({",
        "  computed: {",
        "    total() { return this.count(); },",
        "  },",
        "  methods: {",
        "    save() {",
        "      this.validate();",
        "      this.reset();",
        "      return this.total() + this.size();",
        "    },",
        "    validate() { return 1; },",
        "  },",
        "  reset() { return 0; },",
        "  size: 3,",
        "  count: function () { return 2; },",
        "});",
        "",
      ].join("\n"),
      "store.js": ["class Store {", "  validate() { return 'store'; }", "  reset() { return 'store reset'; }", "}", "module.exports = Store;", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("comp.js#"))).toEqual([
      // (An anonymous `count: function` of an argument's literal is no node: no edge, and no name-only guess either.)
      "comp.js#computed.total -> ?this.count @4 internal",
      // (`size` is data: no function runs.)
      "comp.js#methods.save -> ?this.size @10 internal",
      "comp.js#methods.save -> comp.js#computed.total @10 scope",
      // (The checker types a nested literal's `this` as that literal.)
      "comp.js#methods.save -> comp.js#methods.validate @8 type-checked",
      "comp.js#methods.save -> comp.js#reset @9 scope",
    ]);
  });

  // A break-it trial: a literal a variable holds is typed by the checker; a member it lacks is no guess by name.
  it("leaves a member a variable's literal lacks unresolved", async () => {
    const lines = await callLines({
      "w.js": ["const o = {", "  a() { return this.zz(); },", "};", "class Z { zz() { return 1; } }", "module.exports = { o, Z };", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("w.js#o"))).toEqual(["w.js#o.a -> ?this.zz @2 internal"]);
  });
});
