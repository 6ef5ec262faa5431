/**
 * JavaScript members keyed by a symbol constant: calls through `x[k](…)` reach the function defined under the key, and
 * `x[k].m(…)` the member of the type every keyed value has. Found on fastify (`this[kHooks].add(…)`,
 * `request.server[kLogController].defaultErrorLog(…)`) and pino (`this[asJsonSym](…)`), whose symbols live in a module
 * object the checker types `symbol`, so those calls reached nothing.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript symbol-keyed members", () => {
  it("reaches a function defined under a key, and a member of the type every keyed value has", async () => {
    const lines = await callLines({
      "lib/symbols.js": ["const keys = {", "  kHooks: Symbol('app.hooks'),", "  kState: Symbol('app.state'),", "};", "module.exports = keys;", ""].join("\n"),
      "lib/write.js": ["const writeSym = Symbol.for('app.write');", "module.exports = { writeSym };", ""].join("\n"),
      "lib/hooks.js": ["function Hooks() {", "  this.list = [];", "}", "Hooks.prototype.add = function (name) {", "  this.list.push(name);", "};", "function buildHooks(old) {", "  const hooks = new Hooks();", "  return hooks;", "}", "module.exports = { Hooks, buildHooks };", ""].join("\n"),
      "lib/app.js": [
        "const { kHooks, kState } = require('./symbols');",
        "const symbols = require('./symbols');",
        "const { writeSym } = require('./write');",
        "const { Hooks, buildHooks } = require('./hooks');",
        "function write(line) { return line; }",
        "function app() {",
        "  const instance = {",
        "    [kHooks]: new Hooks(),",
        "    [kState]: null,",
        "    [writeSym]: write,",
        "    'plain': 1,",
        "    addHook(name) { this[kHooks].add(name); return this; },",
        "    log(line) { return this[writeSym](line); },",
        "    other() { return this[symbols.kHooks].add('x'); },",
        "    state() { return this[kState].get(); },",
        "  };",
        "  return instance;",
        "}",
        "function plugin(instance) {",
        "  instance[kHooks] = buildHooks(instance[kHooks]);",
        "  instance['plain'].toFixed();",
        "}",
        "module.exports = { app, plugin };",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/app.js#app.instance"))).toEqual([
      "lib/app.js#app.instance.addHook -> lib/hooks.js#Hooks.add @12 scope",
      "lib/app.js#app.instance.log -> lib/app.js#write @13 scope",
      "lib/app.js#app.instance.other -> lib/hooks.js#Hooks.add @14 scope",
      "lib/app.js#app.instance.state -> ?this[kState].get @15 internal",
    ]);
  });

  // yargs 2a4378bd: `this[kRunYargsParserAndExecuteCommands](…)` in TypeScript, a class method keyed by a symbol
  // constant, had no edge (76 calls of 36 such methods).
  it("reaches a TypeScript class method keyed by a symbol constant", async () => {
    const lines = await callLines({
      "tsconfig.json": '{"compilerOptions":{"strict":true,"target":"es2020"}}',
      "lib/y.ts": [
        "const kRun = Symbol('run');",
        "const kValidate = Symbol('validate');",
        "export class YargsInstance {",
        "  parse(): number {",
        "    return this[kRun]();",
        "  }",
        "  [kRun](): number {",
        "    this[kValidate]('x');",
        "    return 1;",
        "  }",
        "  [kValidate](s: string): void {",
        "    void s;",
        "  }",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/y.ts#"))).toEqual([
      "lib/y.ts#YargsInstance.[kRun] -> lib/y.ts#YargsInstance.[kValidate] @8 scope",
      "lib/y.ts#YargsInstance.parse -> lib/y.ts#YargsInstance.[kRun] @5 scope",
    ]);
  });

  // ws a2f4e7c0: `const websocket = this[kWebSocket]` in a socket listener, then `websocket.emitClose()`, was
  // unresolved (`socket[kWebSocket] = this` in `WebSocket.setSocket`).
  it("reaches a member of the keyed value a constant holds", async () => {
    const lines = await callLines({
      "lib/ws.js": [
        "const kWebSocket = Symbol('websocket');",
        "class WebSocket {",
        "  setSocket(socket) {",
        "    socket[kWebSocket] = this;",
        "    socket.on('close', socketOnClose);",
        "  }",
        "  emitClose() { return 1; }",
        "}",
        "function socketOnClose() {",
        "  const websocket = this[kWebSocket];",
        "  websocket.emitClose();",
        "  let later = this[kWebSocket];",
        "  later = {};",
        "  later.emitClose();",
        "}",
        "module.exports = { WebSocket };",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/ws.js#socketOnClose"))).toEqual([
      "lib/ws.js#socketOnClose -> ?later.emitClose @14 internal",
      "lib/ws.js#socketOnClose -> lib/ws.js#WebSocket.emitClose @11 scope",
    ]);
  });
});
