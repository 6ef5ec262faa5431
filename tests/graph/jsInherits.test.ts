/**
 * Pre-class JavaScript inheritance the checker does not see (`util.inherits(Child, Parent)`,
 * `Child.prototype = Object.create(Parent.prototype)`), and static members assigned to a constructor, which name no
 * owner an instance's receiver could. Found on mysqljs/mysql dc9c152: `this._packetToError(packet)` in `Query` (which
 * `Util.inherits(Query, Sequence)` makes a `Sequence`) reached nothing, `this.emit(…)` in a `Stream`'s subclass stayed
 * a call inside the repository, and `sequence.determinePacket(…)` reached the static `Sequence.determinePacket`.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const FILES = {
  "Sequence.js": [
    "var Util = require('util');",
    "var EventEmitter = require('events').EventEmitter;",
    "module.exports = Sequence;",
    "Util.inherits(Sequence, EventEmitter);",
    "function Sequence(options) {",
    "  EventEmitter.call(this);",
    "}",
    "Sequence.determinePacket = function (byte) {",
    "  return byte;",
    "};",
    "Sequence.prototype._packetToError = function (packet) {",
    "  return packet;",
    "};",
    "Sequence.prototype.end = function (err) {",
    "  this.emit('end', err);",
    "};",
    "",
  ].join("\n"),
  "Query.js": [
    "var Sequence = require('./Sequence');",
    "var Util = require('util');",
    "module.exports = Query;",
    "Util.inherits(Query, Sequence);",
    "function Query(options) {",
    "  Sequence.call(this, options);",
    "}",
    "Query.prototype.determinePacket = function (byte) {",
    "  return byte;",
    "};",
    "Query.prototype.ErrorPacket = function (packet) {",
    "  var err = this._packetToError(packet);",
    "  this.end(err);",
    "  this.emit('error', err);",
    "};",
    "",
  ].join("\n"),
  // A parent's method called through its prototype, as mysql's `Quit` does.
  "Quit.js": ["var Sequence = require('./Sequence');", "module.exports = Quit;", "function Quit() {}", "Quit.prototype.end = function (err) {", "  Sequence.prototype.end.call(this, err);", "};", ""].join("\n"),
  "Ping.js": [
    "var Sequence = require('./Sequence');",
    "module.exports = Ping;",
    "function Ping() {}",
    "Ping.prototype = Object.create(Sequence.prototype);",
    "Ping.prototype.determinePacket = function () {",
    "  return this._packetToError(null);",
    "};",
    "",
  ].join("\n"),
  "Protocol.js": [
    "var Query = require('./Query');",
    "function run(sequence) {",
    "  sequence.determinePacket(1);",
    "  var query = new Query({});",
    "  query.end();",
    "}",
    "module.exports = run;",
    "",
  ].join("\n"),
};

describe("JavaScript inheritance by util.inherits and Object.create", () => {
  it("reaches a parent's method, leaves an outside parent's member outside, and keeps statics from instances", async () => {
    const lines = await callLines(FILES);
    expect(lines.filter((l) => !l.startsWith("Sequence.js") && !/^\w+\.js -> /u.test(l))).toEqual([
      "Ping.js#Ping.determinePacket -> Sequence.js#Sequence._packetToError @6 scope",
      "Protocol.js#run -> ?sequence.determinePacket @3 internal",
      "Protocol.js#run -> Query.js#Query @4 type-checked",
      "Protocol.js#run -> Sequence.js#Sequence.end @5 scope",
      "Query.js#Query -> Sequence.js#Sequence @6 type-checked",
      "Query.js#Query.ErrorPacket -> ?this.emit @14 external",
      "Query.js#Query.ErrorPacket -> Sequence.js#Sequence._packetToError @12 scope",
      "Query.js#Query.ErrorPacket -> Sequence.js#Sequence.end @13 scope",
      "Quit.js#Quit.end -> Sequence.js#Sequence.end @5 scope",
    ]);
    expect(lines.filter((l) => l.startsWith("Sequence.js#Sequence.end"))).toEqual(["Sequence.js#Sequence.end -> ?this.emit @15 external"]);
  });

  // knex e25d54bcb: `augmentWithBuilderInterface(Builder)` sets `Target.prototype.toQuery`, and `Object.assign(
  // Client_PG.prototype, {…})` gives a dialect client its methods; `this.toQuery()` in a `Builder` (which extends Node's
  // `EventEmitter`) had counted as a call outside the repository.
  it("reaches methods mixed in by Object.assign on the prototype or by a function given the class", async () => {
    const lines = await callLines(
      {
        "lib/augmenter.js": [
          "function augment(Target) {",
          "  Target.prototype.toQuery = function (tz) {",
          "    return this.toSQL(tz);",
          "  };",
          "  Object.assign(Target.prototype, {",
          "    pipe(x) {",
          "      return x;",
          "    },",
          "  });",
          "}",
          "module.exports = { augment };",
          "",
        ].join("\n"),
        "lib/builder.js": [
          "const { EventEmitter } = require('events');",
          "const { augment } = require('./augmenter');",
          "class Builder extends EventEmitter {",
          "  toSQL() {",
          "    return this.toQuery() + this.pipe(1);",
          "  }",
          "  other() {",
          "    this.emit('x');",
          "    return this.missing();",
          "  }",
          "}",
          "augment(Builder);",
          "module.exports = Builder;",
          "",
        ].join("\n"),
        "lib/client.js": ["function Client() {}", "Object.assign(Client.prototype, {", "  query(sql) {", "    return sql;", "  },", "});", "module.exports = Client;", ""].join("\n"),
        "lib/use.js": ["const Builder = require('./builder');", "const Client = require('./client');", "function run() {", "  new Builder().toQuery();", "  const c = new Client();", "  c.query('x');", "}", "module.exports = run;", ""].join("\n"),
      },
      "lib/",
    );
    expect(lines.filter((l) => l.startsWith("lib/builder.js#") || l.startsWith("lib/use.js#"))).toEqual([
      "lib/builder.js#Builder.other -> ?this.emit @8 external",
      "lib/builder.js#Builder.other -> ?this.missing @9 external",
      "lib/builder.js#Builder.toSQL -> lib/augmenter.js#augment.Target.toQuery @5 scope",
      "lib/builder.js#Builder.toSQL -> lib/augmenter.js#augment.pipe @5 scope",
      "lib/use.js#run -> lib/augmenter.js#augment.Target.toQuery @4 scope",
      "lib/use.js#run -> lib/builder.js#Builder @4 type-checked",
      "lib/use.js#run -> lib/client.js#Client @5 type-checked",
      "lib/use.js#run -> lib/client.js#query @6 name-only",
    ]);
  });

  // knex e25d54bcb: `Builder.prototype.select = Builder.prototype.columns` beside `class Builder`; `qb().select(…)` (187
  // sites in its query-builder tests) reached nothing.
  it("follows a class's prototype member assigned another of its methods", async () => {
    const lines = await callLines(
      {
        "builder.js": [
          "class Builder {",
          "  columns(c) {",
          "    return this;",
          "  }",
          "  table(t) {",
          "    return this;",
          "  }",
          "}",
          "Builder.prototype.select = Builder.prototype.columns;",
          "Builder.prototype.from = Builder.prototype.table;",
          "module.exports = Builder;",
          "",
        ].join("\n"),
        "use.js": ["const Builder = require('./builder');", "function q() {", "  new Builder().select('a').from('t');", "}", "function other(qb) {", "  qb.select('x');", "}", "module.exports = { q, other };", ""].join("\n"),
      },
      "use.js#",
    );
    expect(lines).toEqual([
      "use.js#other -> builder.js#Builder.columns @6 name-only",
      "use.js#q -> builder.js#Builder @3 type-checked",
      "use.js#q -> builder.js#Builder.columns @3 type-checked",
      "use.js#q -> builder.js#Builder.table @3 type-checked",
    ]);
  });
});
