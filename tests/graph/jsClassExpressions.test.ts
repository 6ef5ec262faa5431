/**
 * JavaScript classes written as assignments' values, the style of the hapi family of packages (`exports =
 * module.exports = internals.Core = class {…}`): hapijs/wreck ba28b04's `new Payload(…)` with `const Payload =
 * require('./payload')` reached nothing (the checker declares the module's value by the outer assignment);
 * hapijs/joi c86ddc0b's `this._list.first(node)` in `internals.Cache` (with `this._list = new internals.List()` and
 * `internals` a literal with members of its own) reached nothing; and a class expression's fields set from its
 * constructor's parameters typed nothing, as a class declaration's do (`this._core = core`, `this._core =
 * server._core`).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript class expressions", () => {
  it("a class a chained export assigns is made through its constructor", async () => {
    const lines = await callLines({
      "lib/payload.js": ["'use strict';", "const internals = {};", "module.exports = internals.Payload = class {", "  constructor(x) { this.x = x; }", "  read() { return this.x; }", "};", ""].join("\n"),
      "lib/index.js": ["'use strict';", "const Payload = require('./payload');", "exports.toStream = function (x) {", "  const p = new Payload(x);", "  return p.read();", "};", "const C = class { constructor(x) { this.x = x; } };", "exports.make = function () { return new C(1); };", ""].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/index.js"))).toEqual([
      // (A class a variable holds, too.)
      "lib/index.js#make -> lib/index.js#C.constructor @8 type-checked",
      "lib/index.js#toStream -> lib/payload.js#Payload.constructor @4 type-checked",
      "lib/index.js#toStream -> lib/payload.js#Payload.read @5 type-checked",
    ]);
  });

  it("type a field by what the constructor's call sites pass, through a site that hands the field back and a member of a parameter", async () => {
    const lines = await callLines({
      "lib/methods.js": ["'use strict';", "const internals = {};", "exports = module.exports = internals.Methods = class {", "  constructor(core) { this.core = core; }", "  add(name) { return name; }", "};", ""].join("\n"),
      "lib/core.js": [
        "'use strict';",
        "const Methods = require('./methods');",
        "const Request = require('./request');",
        "const internals = {};",
        "exports = module.exports = internals.Core = class {",
        "  constructor(options) { this.options = options; this.methods = new Methods(this); }",
        "  log(tags) { return tags; }",
        "  dispatch(server) { return new Request(server, 1); }",
        "};",
        "",
      ].join("\n"),
      "lib/request.js": [
        "'use strict';",
        "const internals = {};",
        "exports = module.exports = internals.Request = class {",
        "  constructor(server, req) { this._core = server._core; this.req = req; }",
        "  run() { this._core.methods.add('x'); return this._core.log('y'); }",
        "};",
        "",
      ].join("\n"),
      "lib/server.js": [
        "'use strict';",
        "const Core = require('./core');",
        "const internals = {};",
        "exports = module.exports = function (options) {",
        "  const core = new Core(options);",
        "  return new internals.Server(core);",
        "};",
        "internals.Server = class {",
        "  constructor(core, name, parent) { this._core = core; this.parent = parent; }",
        "  log(tags) { return this._core.log(tags); }",
        "  method(name) { return this._core.methods.add(name); }",
        "  handle() { return this._core.dispatch(this); }",
        "  child(name) { return new internals.Server(this._core, name, this); }",
        "};",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => /#(Server|Request)\./u.test(l.split(" -> ")[0]!))).toEqual([
      "lib/request.js#Request.run -> lib/core.js#Core.log @5 scope",
      "lib/request.js#Request.run -> lib/methods.js#Methods.add @5 scope",
      "lib/server.js#Server.child -> lib/server.js#Server.constructor @13 type-checked",
      "lib/server.js#Server.handle -> lib/core.js#Core.dispatch @12 scope",
      "lib/server.js#Server.log -> lib/core.js#Core.log @10 scope",
      "lib/server.js#Server.method -> lib/methods.js#Methods.add @11 scope",
    ]);
  });

  it("a field made with `new` of a class a literal-held namespace gets later types the field's calls, and the class's static methods are reached", async () => {
    const lines = await callLines({
      "lib/cache.js": [
        "'use strict';",
        "const internals = { max: 1000 };",
        "exports.provision = function () { return new internals.Cache(); };",
        "internals.Cache = class {",
        "  constructor() { this._list = new internals.List(); }",
        "  get(node) { return this._list.first(node); }",
        "};",
        "internals.List = class {",
        "  first(node) { return node; }",
        "  static make() { return 1; }",
        "};",
        "exports.make = function () { return internals.List.make(); };",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.includes("first") || l.includes("make"))).toEqual([
      "lib/cache.js#Cache.get -> lib/cache.js#List.first @6 scope",
      // (hapijs/catbox's `internals.Policy.ttl(…)`: a static method of such a class.)
      "lib/cache.js#make -> lib/cache.js#List.make @12 scope",
    ]);
  });

  it("type an untyped parameter of a function assigned to a member (`exports.f = function`) by its call sites, unless the function is handed out", async () => {
    const lines = await callLines({
      "lib/toolkit.js": [
        "'use strict';",
        "const internals = { max: 1 };",
        "exports.execute = function (request) { return request.log('x'); };",
        "exports.handler = function (request) { return request.log('y'); };",
        "exports.run = function (state) { return internals.commit(state); };",
        "internals.commit = function (state) { return state.commit(); };",
        "",
      ].join("\n"),
      "lib/request.js": [
        "'use strict';",
        "const Toolkit = require('./toolkit');",
        "const internals = {};",
        "exports = module.exports = internals.Request = class {",
        "  log(t) { return t; }",
        "  commit() { return 1; }",
        "  run(emitter) { emitter.on('x', Toolkit.handler); Toolkit.handler(this); Toolkit.run(this); return Toolkit.execute(this); }",
        "};",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("lib/toolkit.js#"))).toEqual([
      "lib/toolkit.js#commit -> lib/request.js#Request.commit @6 scope",
      "lib/toolkit.js#execute -> lib/request.js#Request.log @3 scope",
      // `Toolkit.handler` is also handed to an emitter, which may call it with anything.
      "lib/toolkit.js#handler -> ?request.log @4 internal",
      "lib/toolkit.js#run -> lib/toolkit.js#commit @5 scope",
    ]);
  });

  // A break-it trial of these rules: each of these gave one class's method where the value may be another's.
  it("type nothing where the value may be another: a reassigned parameter, a conditional, a nested function's `this`, a member also called otherwise", async () => {
    const lines = await callLines({
      "lib/a.js": ["'use strict';", "const internals = {};", "exports = module.exports = internals.A = class { log() { return 'a'; } };", ""].join("\n"),
      "lib/b.js": ["'use strict';", "const internals = {};", "exports = module.exports = internals.B = class { log() { return 'b'; } };", ""].join("\n"),
      "lib/tk.js": [
        "'use strict';",
        "exports.viaAlias = function (request) { return request.log(); };",
        "exports.other = exports.viaAlias;",
        "exports.viaCall = function (request) { return request.log(); };",
        "exports.viaBracket = function (request) { return request.log(); };",
        "",
      ].join("\n"),
      "lib/index.js": [
        "'use strict';",
        "const A = require('./a');",
        "const B = require('./b');",
        "const Tk = require('./tk');",
        "const internals = {};",
        "internals.Server = class {",
        "  constructor(core, emitter) { core = core || new B(); this._core = core; emitter.on('x', function () { this._late = core; }); }",
        "  info() { return this._core.log() + this._late.log(); }",
        "};",
        "internals.Either = class { constructor(core) { this._core = core; } info() { return this._core.log(); } };",
        "internals.f = function (state) { return state.log(); };",
        "internals.Base = class { log() { return 0; } run() { return internals.f(this); } };",
        "internals.Sub = class extends internals.Base { log() { return 1; } };",
        "exports.go = function (flag, emitter) {",
        "  new internals.Server(new A(), emitter);",
        "  new internals.Either(flag ? new A() : new B());",
        "  Tk.viaAlias(new A()); Tk.other(new B());",
        "  Tk.viaCall(new A()); Tk.viaCall.call(null, new B());",
        "  Tk.viaBracket(new A()); Tk['viaBracket'](new B());",
        "  return new internals.Sub().run();",
        "};",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.includes(".log"))).toEqual([
      "lib/index.js#Either.info -> ?this._core.log @10 internal",
      "lib/index.js#Server.info -> ?this._core.log @8 internal",
      "lib/index.js#Server.info -> ?this._late.log @8 internal",
      // `this` of a class a subclass extends is typed by that class, as a parameter declared with it is: its own
      // `log` (the language service's call hierarchy answers so for TypeScript).
      "lib/index.js#f -> lib/index.js#Base.log @11 scope",
      "lib/tk.js#viaAlias -> ?request.log @2 internal",
      "lib/tk.js#viaBracket -> ?request.log @5 internal",
      "lib/tk.js#viaCall -> ?request.log @4 internal",
    ]);
  });
});
