/**
 * An import of a file the compiler would emit into the project's `outDir`, not on disk (the repository is not built),
 * reaches the source it is built from. A trial on yargs 2a4378bd: `index.mjs` imports `./build/lib/yargs-factory.js`
 * (tsconfig `outDir: "build"`, `rootDir: "."`), and 4.8% of its JavaScript calls into the repository resolved.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("imports of build output", () => {
  it("reach the TypeScript source the file is emitted from", async () => {
    const lines = await callLines({
      "tsconfig.json": '{"compilerOptions":{"strict":true,"allowJs":true,"outDir":"build","rootDir":"."},"include":["lib/**/*.ts"]}',
      "lib/factory.ts": "export function YargsFactory(shim: string): string {\n  return shim;\n}\n",
      "lib/util/index.ts": "export function hideBin(argv: string[]): string[] {\n  return argv.slice(2);\n}\n",
      "index.mjs": [
        "import { YargsFactory } from './build/lib/factory.js';",
        "import { hideBin } from './build/lib/util/index.js';",
        "import { missing } from './build/lib/missing.js';",
        "export const Yargs = YargsFactory('esm');",
        "hideBin([]);",
        "missing();",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("index.mjs"))).toEqual([
      "index.mjs -> ?missing @6 internal",
      "index.mjs -> lib/factory.ts#YargsFactory @4 type-checked",
      "index.mjs -> lib/util/index.ts#hideBin @5 type-checked",
    ]);
  });
});

/**
 * A relative import of a package folder whose manifest names an absent build output reaches that entry's source. A
 * trial on superagent 3c9c0f7: its tests `require('../..')` with `"main": "lib/node/index.js"`, built from
 * `src/node/index.js`, and every test's call into the package was unresolved.
 */
describe("imports of a package folder built elsewhere", () => {
  it("reach the source of the manifest's entry, the folders below the build folder kept", async () => {
    const lines = await callLines({
      "package.json": '{"name":"agent","main":"lib/node/index.js"}',
      "src/node/index.js": "function request(method, url) {\n  return method + url;\n}\nmodule.exports = request;\n",
      "test/support/client.js": "const request = require('../..');\nmodule.exports = request;\n",
      "test/basic.js": "const request = require('./support/client');\nrequest('GET', '/');\n",
    });
    expect(lines.filter((l) => l.startsWith("test/"))).toEqual(["test/basic.js -> src/node/index.js#request @2 type-checked"]);
  });
});
