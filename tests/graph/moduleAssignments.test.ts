/**
 * A module's value given by assignment is a declaration node: CommonJS `module.exports = (…) => …` (`default`),
 * `module.exports.x = …` and `exports.x = …` (`x`), a named class expression under its own name, and TypeScript's
 * `export default (…) => …` (`default`); calls through `require` and `import` reach them, resolved by the checker.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("module values given by assignment", () => {
  it("are nodes, and calls through require and import reach them", async () => {
    const root = writeTree({
      "helper.js": "module.exports = (req) => req + 1\n\nmodule.exports.request = (req) => req + 2\n\nexports.other = function () { return 2 }\n",
      "app.js": "module.exports = class Application {\n  use(fn) { return fn }\n}\n",
      "compose.js": "module.exports = function compose() { return 1 }\n",
      "main.js": [
        "const context = require('./helper')",
        "const { other } = require('./helper')",
        "const App = require('./app')",
        "const compose = require('./compose')",
        "function run() {",
        "  context(1)",
        "  require('./helper').request(2)",
        "  other()",
        "  new App().use(1)",
        "  compose()",
        "}",
        "module.exports = { run }",
        "",
      ].join("\n"),
      "def.ts": "export default (n: number): number => n * 2;\n",
      "usedef.ts": 'import double from "./def";\nexport function go(): number { return double(3); }\n',
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.id.includes("#")).map((n) => `${n.id} ${n.kind} ${n.span?.startLine}-${n.span?.endLine}`)).toEqual([
      "app.js#Application class 1-3",
      "app.js#Application.use method 2-2",
      "compose.js#compose function 1-1",
      "def.ts#default function 1-1",
      "helper.js#default function 1-1",
      "helper.js#other function 5-5",
      "helper.js#request function 3-3",
      "main.js#run function 5-11",
      "usedef.ts#go function 2-2",
    ]);
    expect(graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : ""}`)).toEqual([
      "main.js#run -> app.js#Application @9 type-checked",
      "main.js#run -> app.js#Application.use @9 type-checked",
      "main.js#run -> compose.js#compose @10 type-checked",
      "main.js#run -> helper.js#default @6 type-checked",
      "main.js#run -> helper.js#other @8 type-checked",
      "main.js#run -> helper.js#request @7 type-checked",
      "usedef.ts#go -> def.ts#default @2 type-checked",
    ]);
  });
});
