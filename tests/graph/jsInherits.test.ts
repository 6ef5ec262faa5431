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
    ]);
    expect(lines.filter((l) => l.startsWith("Sequence.js#Sequence.end"))).toEqual(["Sequence.js#Sequence.end -> ?this.emit @15 external"]);
  });
});
