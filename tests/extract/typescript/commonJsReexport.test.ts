/**
 * A CommonJS file that exports a name it took from another module by `require` re-exports it: fastify.js's
 * `module.exports.LogController = LogController` (from `require('./lib/logger-factory')`) was described as the file's own
 * class, and its summary opened with it instead of `fastify`.
 */
import { expect, test } from "vitest";
import { extractiveSummary } from "../../../src/summarize/index.js";
import { extractFixture } from "./helpers.js";

const METRICS = { bytes: 1, lines: 1, tokens: 1, sendInFull: true };

test("module.exports.X = X of a required X is a re-export with its source, after the file's own exports", async () => {
  const all = await extractFixture({
    "lib/log.js": "class LogController {\n  /** Logs a request. */\n  log() {}\n}\nmodule.exports = { LogController };\n",
    "lib/factory.js": "const { LogController } = require('./log');\nfunction make() { return new LogController(); }\nmodule.exports = { make, LogController };\n",
    "app.js": "const { LogController } = require('./lib/log');\nfunction fastify() { return 1; }\nmodule.exports = fastify;\nmodule.exports.LogController = LogController;\nmodule.exports.fastify = fastify;\n",
    "main.js": "const { make, LogController } = require('./lib/factory');\nconst Other = require('./lib/log').LogController;\nconst own = 1;\nfunction fastify() { return make(); }\nmodule.exports = fastify;\nmodule.exports.LogController = LogController;\nmodule.exports.Other = Other;\nmodule.exports.own = own;\n",
  });
  const main = all.get("main.js")!;
  expect(main.exports.map((e) => [e.name, e.kind, e.source ?? null, e.line])).toEqual([
    ["own", "constant", null, 3],
    ["export=", "function", null, 4],
    ["LogController", "class", { module: "./lib/factory", name: "LogController", resolution: "resolved", path: "lib/factory.js" }, 6],
    ["Other", "class", { module: "./lib/log", name: "LogController", resolution: "resolved", path: "lib/log.js" }, 7],
  ]);
  expect(all.get("lib/factory.js")!.exports.map((e) => [e.name, e.source?.path ?? null])).toEqual([["make", null], ["LogController", "lib/log.js"]]);
  // The file's own function leads its summary; the re-exported, documented class follows.
  expect(extractiveSummary({ ...all.get("app.js")!, metrics: METRICS }).main_responsibility).toBe("Provides function fastify; class LogController.");
  // Documented, the one function exported under two names is named once.
  const documented = await extractFixture({
    "lib/log.js": "class LogController {}\nmodule.exports = { LogController };\n",
    "app.js": "const { LogController } = require('./lib/log');\n/** Builds an application. */\nfunction fastify() { return 1; }\nmodule.exports = fastify;\nmodule.exports.LogController = LogController;\nmodule.exports.fastify = fastify;\n",
  });
  expect(extractiveSummary({ ...documented.get("app.js")!, metrics: METRICS }).main_responsibility).toBe("Provides function fastify (builds an application); and 1 more export.");
});
