/**
 * Untyped JavaScript parameters, and fields set from them in a constructor, typed by the repository's own call sites.
 * Found on knex e25d54bcb: `new Runner(this, builder)` in `Client` is what makes a `Runner`, whose `this.client.query(…)`
 * reached nothing because the checker types the constructor's `client` parameter `any`.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const FILES: Record<string, string> = {
  "lib/runner.js": [
    "class Runner {",
    "  constructor(client, builder) {",
    "    this.client = client;",
    "    this.builder = builder;",
    "  }",
    "  run() {",
    "    this.builder.toSQL();",
    "    return this.client.query(this.builder);",
    "  }",
    "}",
    "module.exports = Runner;",
    "",
  ].join("\n"),
  "lib/client.js": [
    "const Runner = require('./runner');",
    "const Builder = require('./builder');",
    "class Client {",
    "  query(b) {",
    "    return b;",
    "  }",
    "  runner(builder) {",
    "    return new Runner(this, builder);",
    "  }",
    "  make() {",
    "    return this.runner(new Builder());",
    "  }",
    "}",
    "module.exports = Client;",
    "",
  ].join("\n"),
  "lib/builder.js": ["class Builder {", "  toSQL() {", "    return '';", "  }", "}", "module.exports = Builder;", ""].join("\n"),
  "lib/format.js": [
    "const Client = require('./client');",
    "function formatQuery(sql, client) {",
    "  return client.query(sql);",
    "}",
    "function go() {",
    "  return formatQuery('x', new Client());",
    "}",
    "function exported(client) {",
    "  return client.query('y');",
    "}",
    "exported(new Client());",
    "function handed(client) {",
    "  return client.query('z');",
    "}",
    "handed(new Client());",
    "[1].map(handed);",
    "module.exports = { go, exported };",
    "",
  ].join("\n"),
  // A test's stand-in client says nothing of what the library passes.
  "test/runner.test.js": ["const Runner = require('../lib/runner');", "new Runner({ query() {} }, null).run();", ""].join("\n"),
};

describe("JavaScript parameters typed by their call sites", () => {
  it("types a constructor's field, a method's and a function's parameter by the arguments every call site passes", async () => {
    const lines = await callLines(FILES, "lib/");
    expect(lines.filter((l) => l.startsWith("lib/runner.js#") || l.startsWith("lib/format.js#"))).toEqual([
      // An exported function's callers outside the repository are outside the graph too.
      "lib/format.js#exported -> lib/client.js#Client.query @9 scope",
      "lib/format.js#formatQuery -> lib/client.js#Client.query @3 scope",
      "lib/format.js#go -> lib/client.js#Client @6 type-checked",
      "lib/format.js#go -> lib/format.js#formatQuery @6 type-checked",
      // Handed out as a value (`[1].map(handed)`), it may be called with anything: its parameter stays untyped, and
      // only the name-only rule finds `query` (one definition).
      "lib/format.js#handed -> lib/client.js#Client.query @13 name-only",
      "lib/runner.js#Runner.run -> lib/builder.js#Builder.toSQL @7 scope",
      "lib/runner.js#Runner.run -> lib/client.js#Client.query @8 scope",
    ]);
  });

  // knex: each dialect makes its compiler as `new QueryCompiler(this, …)` with `QueryCompiler` its own subclass
  // (`require('./query/pg-querycompiler')`, class `QueryCompiler_PG`), whose constructor hands `client` to `super(…)`.
  it("finds a class's call sites under another local name and through a subclass's super call", async () => {
    const lines = await callLines(
      {
        "lib/compiler.js": ["class QueryCompiler {", "  constructor(client) {", "    this.client = client;", "  }", "  toSQL() {", "    return this.client.raw('x');", "  }", "}", "module.exports = QueryCompiler;", ""].join("\n"),
        "lib/pg-compiler.js": ["const QueryCompiler = require('./compiler');", "class QueryCompiler_PG extends QueryCompiler {", "  constructor(client) {", "    super(client);", "  }", "}", "module.exports = QueryCompiler_PG;", ""].join("\n"),
        "lib/client.js": ["class Client {", "  raw(sql) {", "    return sql;", "  }", "}", "module.exports = Client;", ""].join("\n"),
        "lib/pg.js": [
          "const Client = require('./client');",
          "const QueryCompiler = require('./pg-compiler');",
          "class Client_PG extends Client {",
          "  queryCompiler() {",
          "    return new QueryCompiler(this);",
          "  }",
          "}",
          "module.exports = Client_PG;",
          "",
        ].join("\n"),
      },
      "lib/compiler.js#",
    );
    expect(lines).toEqual(["lib/compiler.js#QueryCompiler.toSQL -> lib/client.js#Client.raw @6 scope"]);
  });

  // knex: `this.formatter = client.formatter(builder)` in the compiler's constructor, and each dialect's client
  // (`Client_Oracle`, which overrides `parameter`) making the compiler: the sites' shared class is `Client`.
  it("types a field set from a method call on a parameter, and a member several sites' classes share through their base", async () => {
    const lines = await callLines(
      {
        "lib/client.js": [
          "const Formatter = require('./formatter');",
          "const QueryCompiler = require('./compiler');",
          "class Client {",
          "  formatter(builder) {",
          "    return new Formatter(this, builder);",
          "  }",
          "  parameter(value) {",
          "    return value;",
          "  }",
          "  queryCompiler(builder) {",
          "    return new QueryCompiler(this, builder);",
          "  }",
          "}",
          "module.exports = Client;",
          "",
        ].join("\n"),
        "lib/formatter.js": ["class Formatter {", "  constructor(client, builder) {", "    this.builder = builder;", "  }", "  wrap(value) {", "    return value;", "  }", "}", "module.exports = Formatter;", ""].join("\n"),
        "lib/compiler.js": [
          "class QueryCompiler {",
          "  constructor(client, builder) {",
          "    this.client = client;",
          "    this.formatter = client.formatter(builder);",
          "  }",
          "  toSQL() {",
          "    return this.formatter.wrap(this.client.parameter('x'));",
          "  }",
          "}",
          "module.exports = QueryCompiler;",
          "",
        ].join("\n"),
        // A parent required under another name, a subclass without a constructor, a field its grandparent sets.
        "lib/oracle-compiler.js": ["const QueryCompiler = require('./compiler');", "class QueryCompiler_Oracle extends QueryCompiler {", "  constructor(client, builder) {", "    super(client, builder);", "  }", "}", "module.exports = QueryCompiler_Oracle;", ""].join("\n"),
        "lib/oracledb-compiler.js": ["const Oracle_Compiler = require('./oracle-compiler');", "class Oracledb_Compiler extends Oracle_Compiler {", "  insert() {", "    return this.client.parameter('y');", "  }", "}", "module.exports = Oracledb_Compiler;", ""].join("\n"),
        "lib/oracle.js": [
          "const Client = require('./client');",
          "const QueryCompiler = require('./oracledb-compiler');",
          "class Client_Oracle extends Client {",
          "  parameter(value) {",
          "    return [value];",
          "  }",
          "  queryCompiler(builder) {",
          "    return new QueryCompiler(this, builder);",
          "  }",
          "}",
          "module.exports = Client_Oracle;",
          "",
        ].join("\n"),
      },
      "lib/",
    );
    expect(lines.filter((l) => /^lib\/(compiler|oracledb-compiler)\.js#/.test(l))).toEqual([
      "lib/compiler.js#QueryCompiler.constructor -> lib/client.js#Client.formatter @4 scope",
      "lib/compiler.js#QueryCompiler.toSQL -> lib/client.js#Client.parameter @7 scope",
      "lib/compiler.js#QueryCompiler.toSQL -> lib/formatter.js#Formatter.wrap @7 scope",
      "lib/oracledb-compiler.js#Oracledb_Compiler.insert -> lib/oracle.js#Client_Oracle.parameter @4 scope",
    ]);
  });

  // winston: `this.exceptions = new ExceptionHandler(this)` in `configure()`, read in `add()`; the checker can type such a
  // field `any` (here its value's own old value is an argument), and `callers ExceptionHandler.handle` had said none.
  it("types a field that every assignment makes with one class", async () => {
    const lines = await callLines(
      {
        "lib/handler.js": ["module.exports = class ExceptionHandler {", "  constructor(logger, previous) {", "    this.logger = logger;", "  }", "  handle() {", "    return 1;", "  }", "};", ""].join("\n"),
        "lib/logger.js": [
          "const ExceptionHandler = require('./handler');",
          "class Logger {",
          "  configure() {",
          "    this.exceptions = new ExceptionHandler(this, this.exceptions);",
          "  }",
          "  add() {",
          "    this.exceptions.handle();",
          "  }",
          "}",
          "module.exports = Logger;",
          "",
        ].join("\n"),
      },
      "lib/logger.js#Logger.add",
    );
    expect(lines).toEqual(["lib/logger.js#Logger.add -> lib/handler.js#ExceptionHandler.handle @7 scope"]);
  });

  // winston: `module.exports = class ExceptionHandler { /** @param {!Logger} logger */ constructor(logger) { this.logger =
  // logger; } … this.logger.log(info) }`, made as `new ExceptionHandler(this)` in `Logger`: the JSDoc names a type the
  // file cannot see, so the parameter is as untyped as one without it.
  it("types a class expression's field by its sites when the parameter's JSDoc type is not found", async () => {
    const lines = await callLines(
      {
        "lib/handler.js": ["module.exports = class ExceptionHandler {", "  /**", "   * @param {!Logger} logger - the logger", "   */", "  constructor(logger) {", "    this.logger = logger;", "  }", "  report(info) {", "    this.logger.log(info);", "  }", "};", ""].join("\n"),
        "lib/logger.js": [
          "const ExceptionHandler = require('./handler');",
          "class Logger {",
          "  constructor() {",
          "    this.exceptions = new ExceptionHandler(this);",
          "  }",
          "  log(info) {",
          "    return info;",
          "  }",
          "}",
          "module.exports = Logger;",
          "",
        ].join("\n"),
        "index.js": ["exports.ExceptionHandler = require('./lib/handler');", ""].join("\n"),
      },
      "lib/handler.js#",
    );
    expect(lines).toEqual(["lib/handler.js#ExceptionHandler.report -> lib/logger.js#Logger.log @9 scope"]);
  });

  it("follows nothing when a call on an untyped receiver may pass another value", async () => {
    const lines = await callLines({ ...FILES, "lib/other.js": ["function other(thing) {", "  return thing.runner(new Map());", "}", "module.exports = other;", ""].join("\n") }, "lib/runner.js#");
    expect(lines).toEqual(["lib/runner.js#Runner.run -> ?this.builder.toSQL @7 internal", "lib/runner.js#Runner.run -> lib/client.js#Client.query @8 scope"]);
  });
  it("a call of a parameter runs the functions the call sites pass it", async () => {
    const lines = await callLines(
      {
        "lib/hooks.js": [
          "function runHooks(fns, request, cb) {",
          "  for (const fn of fns) fn(request);",
          "  cb(null, request);",
          "}",
          "function onSendEnd(err, request) {",
          "  return request;",
          "}",
          "function onErrorEnd(err, request) {",
          "  return err;",
          "}",
          "function relay(request, done) {",
          "  return runHooks([], request, done);",
          "}",
          "class Reply {",
          "  finish(err) {",
          "    return err;",
          "  }",
          "  send(request) {",
          "    runHooks([], request, onSendEnd);",
          "    relay(request, onErrorEnd);",
          "    later(request, this.finish);",
          "    inline(request, (e) => e);",
          "  }",
          "}",
          "function later(request, then) {",
          "  then(request);",
          "}",
          "function inline(request, then) {",
          "  then(request);",
          "}",
          "module.exports = { Reply };",
          "",
        ].join("\n"),
      },
      "lib/hooks.js#",
    );
    expect(lines.filter((l) => !l.startsWith("lib/hooks.js#Reply.send"))).toEqual([
      // `cb` holds onSendEnd (a direct site) or onErrorEnd (through relay's `done`).
      "lib/hooks.js#inline -> ?then @29 internal",
      "lib/hooks.js#later -> lib/hooks.js#Reply.finish @26 scope",
      "lib/hooks.js#relay -> lib/hooks.js#runHooks @12 type-checked",
      "lib/hooks.js#runHooks -> ?fn @2 internal",
      "lib/hooks.js#runHooks -> lib/hooks.js#onErrorEnd @3 scope",
      "lib/hooks.js#runHooks -> lib/hooks.js#onSendEnd @3 scope",
    ]);
  });
});
