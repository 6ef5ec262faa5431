/**
 * Pre-class JavaScript constructors assigned to a qualified name, the style of the older hapi modules (hapijs/nes
 * 790a2e3's lib/socket.js: `exports = module.exports = internals.Socket = function (ws, req, listener) { … }`, then
 * `internals.Socket.prototype.send = function (message) { … }` and statics `internals.Listener.broadcast = function
 * …`): none of the 24 prototype methods was a node, so their calls (`this._send(response)`, `socket.send(…)` in the
 * tests) reached nothing and their bodies counted as the file's.
 */
import { describe, expect, it } from "vitest";
import { callLines, fixtureGraph, nodeLines } from "./graphFixtures.js";

const socket = [
  "'use strict';",
  // (A namespace literal with members of its own: the checker then declares none of its later members.)
  "const internals = { version: '2' };",
  "exports = module.exports = internals.Socket = function (ws) {",
  "  this._ws = ws;",
  "  this._ws.on('close', () => this.disconnect());",
  "};",
  "internals.Socket.prototype.disconnect = function () {",
  "  return this._ws.close();",
  "};",
  "internals.Socket.prototype.send = function (message) {",
  "  return this._send({ type: 'update', message });",
  "};",
  "internals.Socket.prototype._send = function (packet) {",
  "  return this._ws.send(JSON.stringify(packet));",
  "};",
  "internals.Socket.broadcast = function (sockets, message) {",
  "  return sockets.map((s) => s.send(message));",
  "};",
  "",
].join("\n");

/** Prototype members and statics belong to the constructor, as `AxiosError.from = …` beside `function AxiosError` does. */
const CONTAINS = [
  "lib/socket.js > lib/socket.js#Socket",
  "lib/socket.js#Socket > lib/socket.js#Socket._send",
  "lib/socket.js#Socket > lib/socket.js#Socket.broadcast",
  "lib/socket.js#Socket > lib/socket.js#Socket.disconnect",
  "lib/socket.js#Socket > lib/socket.js#Socket.send",
];

describe("JavaScript constructors assigned to a qualified name", () => {
  const fixture = fixtureGraph({ "lib/socket.js": socket });

  it("their prototype members and statics are nodes named under the constructor", () => {
    const graph = fixture.graph;
    expect(nodeLines(graph)).toEqual([
      "lib/socket.js#Socket function L3-6",
      "lib/socket.js#Socket._send method L13-15",
      "lib/socket.js#Socket.broadcast function L16-18",
      "lib/socket.js#Socket.disconnect method L7-9",
      "lib/socket.js#Socket.send method L10-12",
    ]);
    expect(graph.edges.filter((e) => e.kind === "contains" && e.from.startsWith("lib/socket.js")).map((e) => `${e.from} > ${e.to}`).sort()).toEqual(CONTAINS);
  });

  it("calls on `this` and on an instance reach them; the definitions are no uses of the constructor", async () => {
    const lines = await callLines({
      "lib/socket.js": socket,
      "lib/client.js": ["'use strict';", "function Client(url) { this.url = url; }", "Client.prototype._send = function (packet) { return packet; };", "module.exports = Client;", ""].join("\n"),
      "lib/listener.js": ["'use strict';", "const Socket = require('./socket');", "exports.add = function (ws) {", "  const socket = new Socket(ws);", "  socket.send('hello');", "  return Socket.broadcast([socket], 'joined');", "};", ""].join("\n"),
    });
    expect(lines.filter((l) => !l.endsWith("external"))).toEqual([
      // (`this._ws.send` is the socket library's; `s.send` of an untyped array element is chosen by name.)
      "lib/listener.js#add -> lib/socket.js#Socket @4 type-checked",
      "lib/listener.js#add -> lib/socket.js#Socket.broadcast @6 type-checked",
      "lib/listener.js#add -> lib/socket.js#Socket.send @5 type-checked",
      "lib/socket.js#Socket -> lib/socket.js#Socket.disconnect @5 type-checked",
      "lib/socket.js#Socket._send -> ?this._ws.send @14 internal",
      "lib/socket.js#Socket.broadcast -> lib/socket.js#Socket.send @17 name-only",
      "lib/socket.js#Socket.send -> lib/socket.js#Socket._send @11 scope",
    ]);
  });
});

describe("fields of a constructor assigned to a qualified name", () => {
  it("a field its constructor sets to a new instance types the calls on it in a prototype method", async () => {
    const lines = await callLines({
      "lib/queue.js": [
        "'use strict';",
        "const internals = { limit: 10 };",
        "internals.List = function () { this.items = []; };",
        "internals.List.prototype.first = function () { return this.items[0]; };",
        "exports = module.exports = internals.Queue = function (options) {",
        "  this._list = new internals.List();",
        "};",
        "internals.Queue.prototype.peek = function () {",
        "  return this._list.first();",
        "};",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => !l.endsWith("external"))).toEqual([
      "lib/queue.js#Queue -> lib/queue.js#List @6 scope",
      "lib/queue.js#Queue.peek -> lib/queue.js#List.first @9 scope",
    ]);
  });
});

describe("a qualified constructor's member definitions", () => {
  // With an empty namespace literal the checker declares its later members, and each definition's target named the
  // constructor (a break-it trial: `references Socket` listed every `internals.Socket.prototype.x = function` line).
  const fixture = fixtureGraph({
    "lib/socket.js": ["'use strict';", "const internals = {};", "module.exports = internals.Socket = function () {};", "internals.Socket.prototype.send = function () { return 1; };", "internals.Socket.make = function () { return new internals.Socket(); };", ""].join("\n"),
  });

  it("are no uses or references of it", () => {
    expect(fixture.graph.edges.filter((e) => e.kind !== "contains" && e.to === "lib/socket.js#Socket").map((e) => `${e.from} -${e.kind}-> ${e.to} @${e.line}`)).toEqual([
      "lib/socket.js#Socket.make -calls-> lib/socket.js#Socket @5",
    ]);
  });
});

describe("a prototype method's call of a member its constructor lacks", () => {
  it("reaches no other constructor's member, nor a static, by name", async () => {
    // From a break-it trial: `this.pong()` had reached the static `Socket.pong`, `this.only()` `Pipe.only`.
    const lines = await callLines({
      "lib/socket.js": [
        "'use strict';",
        "const internals = { version: 1 };",
        "module.exports = internals.Socket = function () {};",
        "internals.Socket.prototype.ping = function () { return this.pong(); };",
        "internals.Socket.pong = function () { return 1; };",
        "internals.Socket.prototype.go = function () { return this.only(); };",
        "internals.Pipe = function () {};",
        "internals.Pipe.prototype.only = function () { return 2; };",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual(["lib/socket.js#Socket.go -> ?this.only @6 internal", "lib/socket.js#Socket.ping -> ?this.pong @4 internal"]);
  });
});

describe("a qualified constructor's prototype member read directly", () => {
  it("is that member, handed on or called with .call", async () => {
    // From a break-it trial: both reads had been credited to the constructor, the `.call` counted outside.
    const lines = await callLines({
      "lib/socket.js": [
        "'use strict';",
        "const internals = { version: 1 };",
        "module.exports = internals.Socket = function () {};",
        "internals.Socket.prototype.send = function (m) { return m; };",
        "exports.wire = function (emitter) {",
        "  emitter.on('x', internals.Socket.prototype.send);",
        "};",
        "exports.run = function (o) {",
        "  return internals.Socket.prototype.send.call(o, 'm');",
        "};",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/socket.js#wire") || l.startsWith("lib/socket.js#run"))).toEqual([
      "lib/socket.js#run -> lib/socket.js#Socket.send @9 scope",
      "lib/socket.js#wire -> ?emitter.on @6 external",
      "lib/socket.js#wire -> lib/socket.js#Socket.send @6 scope",
    ]);
  });
});

describe("a member of the module's value", () => {
  // (A review: `module.exports.make = function …` beside `module.exports = function Thing …` had become `exports.make`
  // under `Thing`; it is the module's export `make`, as before the qualified-constructor rule.)
  const fixture = fixtureGraph({
    "lib/thing.js": ["'use strict';", "module.exports = function Thing() {};", "module.exports.make = function () { return 1; };", ""].join("\n"),
  });

  it("is an export named by its member, not a static of the value's function", () => {
    expect(nodeLines(fixture.graph)).toEqual(["lib/thing.js#Thing function L2-2", "lib/thing.js#make function L3-3"]);
  });
});
