/**
 * JavaScript: functions assigned through a chain, handed on through `||`, called where written. A new user's trial
 * on jaredhanson/passport 217018d found `req.login = req.logIn = function (user, options, done) { … }` with no
 * node (search could not find it; `callers SessionManager.logIn` missed it), `req.logIn = req.logIn ||
 * IncomingMessageExt.logIn` read as a getter run ("used as a property", a delegation in the summary), and
 * `(function attempt(i) { … })(0)` an unresolved call `(…)` though `attempt` is a node. The input is those lines cut
 * down. A later trial (expressjs/multer 0adb21d) found `makeMiddleware(setup.bind(this))` read as a getter run: a bound
 * copy handed on is a callback.
 */
import { describe, expect, it } from "vitest";
import { edgeLines, fixtureGraph } from "./graphFixtures.js";

const REQUEST = [
  "var req = exports = module.exports = {};",
  "",
  "/** Initiate a login session for `user`. */",
  "req.login =",
  "req.logIn = function(user, done) {",
  "  this._sessionManager.logIn(this, user, done);",
  "};",
  "",
  "req.isAuthenticated = function() {",
  "  return !!this.user;",
  "};",
  "",
].join("\n");

const AUTHENTICATE = [
  "var IncomingMessageExt = require('./request');",
  "var Cookie = require('./cookie');",
  "",
  "module.exports = function authenticate(req, strategies) {",
  "  req.cookie = new Cookie();",
  "  req.logIn = req.logIn || IncomingMessageExt.logIn;",
  "  req.isAuthenticated = req.isAuthenticated ? req.isAuthenticated : IncomingMessageExt.isAuthenticated;",
  "  (function attempt(i) {",
  "    if (i < strategies.length) attempt(i + 1);",
  "  })(0);",
  "};",
  "",
  "function defer(req) {",
  "  setTimeout(IncomingMessageExt.logIn.bind(req), 0);",
  "  return IncomingMessageExt.isAuthenticated.bind(req);",
  "}",
  "",
].join("\n");

describe("JavaScript assignment chains and values handed on", () => {
  // expressjs/session's `session/cookie.js` (a break-it trial): a chain a variable's declaration starts.
  const COOKIE = "/** Session cookie. */\nvar Cookie = module.exports = function Cookie(options) {\n  this.options = options;\n};\n";
  const fixture = fixtureGraph({ "package.json": "{\"name\":\"p\"}", "request.js": REQUEST, "authenticate.js": AUTHENTICATE, "cookie.js": COOKIE });

  it("a chain's function is a node named by its last member; `||` and `?:` hand a function on; a named IIFE is called", () => {
    expect(fixture.graph.nodes.filter((n) => n.id.includes("#")).map((n) => `${n.id} ${n.kind}${n.doc ? `: ${n.doc}` : ""}`).sort()).toEqual([
      "authenticate.js#authenticate function",
      "authenticate.js#authenticate.attempt function",
      "authenticate.js#defer function",
      "cookie.js#Cookie function: Session cookie.",
      "request.js#isAuthenticated function",
      "request.js#logIn function: Initiate a login session for `user`.",
    ]);
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls")).sort()).toEqual([
      "calls      authenticate.js#authenticate -> authenticate.js#authenticate.attempt @8 [type-checked]",
      "calls      authenticate.js#authenticate -> cookie.js#Cookie @5 [type-checked]",
      "calls      authenticate.js#authenticate -> request.js#isAuthenticated @7 [callback, type-checked]",
      "calls      authenticate.js#authenticate -> request.js#logIn @6 [callback, type-checked]",
      "calls      authenticate.js#authenticate.attempt -> authenticate.js#authenticate.attempt @9 [type-checked]",
      "calls      authenticate.js#defer -> ?setTimeout @14 [unresolved, external]",
      "calls      authenticate.js#defer -> request.js#isAuthenticated @15 [callback, type-checked]",
      "calls      authenticate.js#defer -> request.js#logIn @14 [callback, type-checked]",
      "calls      request.js#logIn -> ?this._sessionManager.logIn @6 [unresolved]",
    ]);
  });
});

describe("A constructor exported through an assignment chain", () => {
  // jaredhanson/passport 217018d: `exports.Passport = exports.Authenticator = Passport` in the package's `lib/index.js`
  // and `var Passport = require('../..').Passport` in 18 test files; `new Passport()` reached nothing while
  // `require('../..').Authenticator`, the chain's last link, reached `Authenticator`.
  const fixture = fixtureGraph({
    "package.json": '{"name":"p","main":"./lib"}',
    "lib/authenticator.js": "function Authenticator() {\n  this._strategies = {};\n}\nAuthenticator.prototype.use = function(name) {\n  this._strategies[name] = 1;\n  return this;\n};\nmodule.exports = Authenticator;\n",
    "lib/index.js": "var Passport = require('./authenticator');\nexports = module.exports = new Passport();\nexports.Passport =\nexports.Authenticator = Passport;\n",
    "test/a.test.js": "var Passport = require('..').Passport;\nvar Authenticator = require('..').Authenticator;\nfunction t() {\n  new Passport().use('x');\n}\nfunction u() {\n  return new Authenticator();\n}\n",
    // A break-it trial: the same constructor exported as an object literal's member.
    "lib/helper.js": "var Authenticator = require('./authenticator');\nmodule.exports = { Passport: Authenticator, Authenticator };\n",
    "test/b.test.js": "var H = require('../lib/helper').Passport;\nvar A = require('../lib/helper').Authenticator;\nfunction v() {\n  return new H();\n}\nfunction w() {\n  return new A();\n}\n",
  });

  it("each name of the chain is the constructor", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls      test/a.test.js#")).sort()).toEqual([
      "calls      test/a.test.js#t -> lib/authenticator.js#Authenticator @4 [type-checked]",
      "calls      test/a.test.js#t -> lib/authenticator.js#Authenticator.use @4 [type-checked]",
      "calls      test/a.test.js#u -> lib/authenticator.js#Authenticator @7 [type-checked]",
    ]);
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls      test/b.test.js#")).sort()).toEqual([
      "calls      test/b.test.js#v -> lib/authenticator.js#Authenticator @4 [type-checked]",
      "calls      test/b.test.js#w -> lib/authenticator.js#Authenticator @7 [type-checked]",
    ]);
  });
});
