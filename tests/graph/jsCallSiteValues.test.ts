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

  it("follows nothing when a call on an untyped receiver may pass another value", async () => {
    const lines = await callLines({ ...FILES, "lib/other.js": ["function other(thing) {", "  return thing.runner(new Map());", "}", "module.exports = other;", ""].join("\n") }, "lib/runner.js#");
    expect(lines).toEqual(["lib/runner.js#Runner.run -> ?this.builder.toSQL @7 internal", "lib/runner.js#Runner.run -> lib/client.js#Client.query @8 scope"]);
  });
});
