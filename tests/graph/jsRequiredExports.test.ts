/**
 * JavaScript calls found in a new user's trials (restify, pino): a named function written as a call's argument is
 * reached from the code that hands it over (a `callback` edge, so `impact` of what it calls reaches the request
 * pipeline); `super(…)` of a class extending a package's class is external; a CommonJS export holding a required
 * module's function (`module.exports.transport = require('./lib/transport')`) and `require('../')(…)` reach that
 * function through a package whose typings sit beside the code.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

/** `from -> to @line resolution [via]|external|internal` per call edge. */
const callLines = async (files: Record<string, string>): Promise<string[]> => {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges
    .filter((e) => e.kind === "calls")
    .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution ?? ""}${e.via ? ` ${e.via}` : ""}` : e.external ? " external" : " internal"}`)
    .sort();
};

describe("JavaScript callbacks written inline, outside base classes, required exports", () => {
  it("hands a named inline function to the call and calls a package base class's constructor outside", async () => {
    const calls = await callLines({
      "lib/server.js": [
        "'use strict';",
        "const EventEmitter = require('events');",
        "class Server extends EventEmitter {",
        "  constructor(opts) {",
        "    super();",
        "    this.chain = opts.chain;",
        "  }",
        "  _runPre(req, res) {",
        "    const self = this;",
        "    self.chain.run(req, res, function preChainDone(err) {",
        "      self._afterPre(err, req, res);",
        "    });",
        "    [1].map((x) => x + 1);",
        "  }",
        "  _afterPre(err) {",
        "    return err;",
        "  }",
        "}",
        "module.exports = Server;",
        "const Stream = require('stream');",
        "Server.Payload = class extends Stream.Readable {",
        "  constructor() {",
        "    super();",
        "  }",
        "};",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual([
      "lib/server.js#Server._runPre -> ?[1].map @13 external",
      "lib/server.js#Server._runPre -> ?self.chain.run @10 external",
      "lib/server.js#Server._runPre -> lib/server.js#Server._runPre.preChainDone @10 scope callback",
      "lib/server.js#Server._runPre.preChainDone -> lib/server.js#Server._afterPre @11 type-checked",
      "lib/server.js#Server.constructor -> ?super @5 external",
      // An anonymous class expression (no class node) extending a package's class: external too (hapi's `Response.Payload`).
      "lib/server.js#constructor -> ?super @23 external",
    ]);
  });

  it("reaches a required module's function through a CommonJS export and a called require", async () => {
    const calls = await callLines({
      "package.json": '{ "name": "pino", "main": "pino.js", "types": "pino.d.ts" }\n',
      "pino.js": "'use strict'\nfunction pino (...args) {\n  return { info () {} }\n}\nmodule.exports = pino\nmodule.exports.transport = require('./lib/transport')\n",
      "lib/transport.js": "'use strict'\nfunction transport (opts) { return opts }\nmodule.exports = transport\n",
      "pino.d.ts": [
        "declare namespace pino {",
        "  export interface Logger { info(msg: string): void }",
        "  export function transport (opts: object): object",
        "}",
        "declare function pino (options?: object): pino.Logger",
        "export = pino",
        "",
      ].join("\n"),
      "test/basic.test.js": [
        "'use strict'",
        "const pino = require('../')",
        "function run () {",
        "  const logger = pino()",
        "  logger.info('x')",
        "  pino.transport({})",
        "  require('../')()",
        "}",
        "module.exports = run",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual([
      "test/basic.test.js#run -> lib/transport.js#transport @6 type-checked",
      "test/basic.test.js#run -> pino.js#pino @4 type-checked",
      "test/basic.test.js#run -> pino.js#pino.info @5 type-checked",
    ]);
  });

  it("makes the members of a module's object-literal value its functions", async () => {
    // Cut from nodemailer 2f667f4 (lib/mime-funcs/index.js): `mimeFuncs.detectMimeType(…)` in four modules stayed unresolved.
    const calls = await callLines({
      "lib/mime-funcs/index.js": [
        "'use strict';",
        "module.exports = {",
        "  isPlainText(value) { return /^[\\x00-\\x7F]*$/.test(value); },",
        "  detectMimeType: (extension) => extension === 'txt' ? 'text/plain' : 'application/octet-stream',",
        "  size: 3,",
        "};",
        "",
      ].join("\n"),
      "lib/mail-composer.js": [
        "'use strict';",
        "const mimeFuncs = require('./mime-funcs');",
        "function compose(name) {",
        "  const local = { pick: (x) => x };",
        "  local.pick(1);",
        "  return mimeFuncs.isPlainText(name) ? mimeFuncs.detectMimeType(name) : null;",
        "}",
        "module.exports = compose;",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual([
      "lib/mail-composer.js#compose -> ?local.pick @5 internal",
      "lib/mail-composer.js#compose -> lib/mime-funcs/index.js#detectMimeType @6 type-checked",
      "lib/mime-funcs/index.js#isPlainText -> ?/^[\\x00-\\x7F]*$/.test @3 external",
      "lib/mail-composer.js#compose -> lib/mime-funcs/index.js#isPlainText @6 type-checked",
    ].sort());
  });

  it("makes a prototype member made by the repository's own factory a method", async () => {
    // Cut from restify 009f40b (lib/server.js): `definition Server.get` found nothing. Its JSDoc types the factory's
    // result as the global `Function`, which declares no call signature.
    const calls = await callLines({
      "lib/server.js": [
        "'use strict';",
        "function Server(options) {",
        "  this.routes = [];",
        "}",
        "/**",
        " * @param {String} method - name of the HTTP method",
        " * @returns {Function} factory",
        " */",
        "function serverMethodFactory(method) {",
        "  return function serverMethod(opts, handler) {",
        "    this.routes.push([method, opts, handler]);",
        "    return this;",
        "  };",
        "}",
        "Server.prototype.get = serverMethodFactory('GET');",
        "Server.prototype.bound = Function.prototype.bind.call(serverMethodFactory, null);",
        "module.exports = Server;",
        "",
      ].join("\n"),
      "lib/app.js": "'use strict';\nconst Server = require('./server');\nfunction main() {\n  const server = new Server({});\n  server.get('/a', () => 1);\n}\nmodule.exports = main;\n",
    });
    expect(calls).toEqual([
      "lib/app.js#main -> lib/server.js#Server @4 type-checked",
      "lib/app.js#main -> lib/server.js#Server.get @5 type-checked",
      // `Function.prototype.bind.call(…)` runs no repository function: no method node.
      "lib/server.js -> ?Function.prototype.bind.call @16 external",
      "lib/server.js -> lib/server.js#serverMethodFactory @16 type-checked callback",
      "lib/server.js#Server.get -> lib/server.js#serverMethodFactory @15 type-checked",
      "lib/server.js#serverMethodFactory.serverMethod -> ?this.routes.push @11 external",
    ]);
  });
});

