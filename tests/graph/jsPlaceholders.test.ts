/**
 * JavaScript values the repository leaves to run time: an object literal's placeholder members (`close: null`) that
 * the building function fills itself or hands to a package to fill, a callback's parameters a package supplies, and
 * values the JSDoc types only as a standard-library type (`@return {Function}`). Found on fastify 83e69762a (avvio's
 * `close`, `ready`, `register` and plugins' `done`) and express a3714473 (the `app` whose `use` every example calls).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript placeholder members", () => {
  it("reaches the function the building scope assigns, and leaves to a package what it fills", async () => {
    const lines = await callLines(
      {
        "lib/build.js": [
          "const Loader = require('loader');",
          "function build() {",
          "  const inst = {",
          "    register: null,",
          "    ready: null,",
          "    close: null,",
          "    listen: null,",
          "    printPlugins: null,",
          "    get(url) {",
          "      return url;",
          "    },",
          "  };",
          "  const loader = Loader(inst, { expose: { use: 'register' } });",
          "  inst.ready = ready;",
          "  inst.printPlugins = loader.prettyPrint.bind(loader);",
          "  function ready(cb) {",
          "    return cb;",
          "  }",
          "  return inst;",
          "}",
          "function lone() {",
          "  const plain = { start: null };",
          "  return plain;",
          "}",
          "module.exports = { build, lone };",
          "",
        ].join("\n"),
        "test/app.test.js": [
          "const { build, lone } = require('../lib/build');",
          "function check() {",
          "  const app = build();",
          "  app.ready();",
          "  app.close();",
          "  app.printPlugins();",
          "  app.get('/');",
          "  app.register(function plugin(instance, opts, done) {",
          "    done();",
          "  });",
          "  lone().start();",
          "}",
          "module.exports = check;",
          "",
        ].join("\n"),
      },
      "test/",
    );
    expect(lines).toEqual([
      "test/app.test.js#check -> ?app.close @5 external",
      "test/app.test.js#check -> ?app.printPlugins @6 external",
      "test/app.test.js#check -> ?app.register @8 external",
      "test/app.test.js#check -> ?lone().start @11 internal",
      "test/app.test.js#check -> lib/build.js#build @3 type-checked",
      "test/app.test.js#check -> lib/build.js#build.inst.get @7 type-checked",
      "test/app.test.js#check -> lib/build.js#build.ready @4 scope",
      "test/app.test.js#check -> lib/build.js#lone @11 type-checked",
      "test/app.test.js#check -> test/app.test.js#check.plugin @8 scope",
      "test/app.test.js#check.plugin -> ?done @9 external",
    ]);
  });

  it("keeps a callback's parameters the repository's where an emitter or a container hands them on", async () => {
    const lines = await callLines(
      {
        "lib/chain.js": [
          "function run(handlers, done) {",
          "  handlers.push(function last(req, next) {",
          "    next();",
          "  });",
          "  handlers.forEach(function each(step) {",
          "    step();",
          "  });",
          "  done();",
          "}",
          "module.exports = { run };",
          "",
        ].join("\n"),
      },
      "lib/",
    );
    expect(lines).toEqual([
      "lib/chain.js#run -> ?done @8 internal",
      "lib/chain.js#run -> ?handlers.forEach @5 external",
      "lib/chain.js#run -> ?handlers.push @2 external",
      "lib/chain.js#run -> lib/chain.js#run.each @5 scope",
      "lib/chain.js#run -> lib/chain.js#run.last @2 scope",
      "lib/chain.js#run.each -> ?step @6 internal",
      "lib/chain.js#run.last -> ?next @3 internal",
    ]);
  });
});

describe("JavaScript values typed only by a standard-library type", () => {
  it("finds the repository's member by name on a `@return {Function}` or `@param {Object}` value", async () => {
    const lines = await callLines(
      {
        "lib/application.js": [
          "const app = (exports = module.exports = {});",
          "app.use = function use(fn) {",
          "  return this;",
          "};",
          "",
        ].join("\n"),
        "lib/request.js": ["function Request() {}", "Request.prototype.getUrl = function getUrl() {", "  return this.url;", "};", "module.exports = Request;", ""].join("\n"),
        "lib/express.js": [
          "const mixin = require('merge-descriptors');",
          "const proto = require('./application');",
          "/**",
          " * @return {Function}",
          " */",
          "function createApplication() {",
          "  const app = function (req, res) {};",
          "  mixin(app, proto, false);",
          "  return app;",
          "}",
          "/**",
          " * @param {Object} req",
          " */",
          "function route(req) {",
          "  return req.getUrl() + req.missingEverywhere();",
          "}",
          "module.exports = { createApplication, route };",
          "",
        ].join("\n"),
        "examples/index.js": ["const { createApplication } = require('../lib/express');", "var app = (module.exports = createApplication());", "app.use(function (req, res) {});", ""].join("\n"),
      },
      "",
    );
    expect(lines.filter((l) => l.startsWith("examples/") || l.startsWith("lib/express.js#route"))).toEqual([
      "examples/index.js -> lib/application.js#use @3 name-only",
      "examples/index.js -> lib/express.js#createApplication @2 type-checked",
      "lib/express.js#route -> ?req.missingEverywhere @15 external",
      "lib/express.js#route -> lib/request.js#Request.getUrl @15 name-only",
    ]);
  });
});
