/**
 * `definition` of the module name of an anonymous default export. Found on axios (23a25af0):
 * `strata definition resolveConfig` said "no definition" though `lib/adapters/xhr.js` and `fetch.js` import
 * `lib/helpers/resolveConfig.js` (`export default (config) => …`, node `…#default`) under that name.
 */
import { describe, expect, it } from "vitest";
import { findDefinitions, resolveNode } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

// Cut from axios 23a25af0: lib/helpers/resolveConfig.js, lib/helpers/parseHeaders.js, lib/adapters/xhr.js.
const AXIOS = {
  "lib/helpers/resolveConfig.js": `import mergeConfig from "../core/mergeConfig.js";

export default (config) => {
  const newConfig = mergeConfig({}, config);
  return newConfig;
}
`,
  "lib/core/mergeConfig.js": `export default function mergeConfig(config1, config2) {
  return { ...config1, ...config2 };
}
`,
  "lib/platform/index.js": `export default {
  isBrowser: true,
}
`,
  "lib/adapters/xhr.js": `import resolveConfig from "../helpers/resolveConfig.js";

export default function (config) {
  return resolveConfig(config);
}
`,
};

describe("definition of an anonymous default export by its module's name", () => {
  const fixture = fixtureGraph(AXIOS);
  const defs = (query: string): string[] => findDefinitions(fixture.graph, query).map((d) => `${d.id} ${d.kind} ${d.match}`);

  it("finds the default export of the module named so, and nothing for a name no module has", () => {
    expect({
      resolveConfig: defs("resolveConfig"),
      mergeConfig: defs("mergeConfig"),
      xhr: defs("xhr"),
      missing: defs("parseHeaders"),
      defaultItself: defs("default").length,
    }).toEqual({
      resolveConfig: ["lib/helpers/resolveConfig.js#default function default-export"],
      // A named default export is found by its own name, as before.
      mergeConfig: ["lib/core/mergeConfig.js#mergeConfig function name"],
      xhr: ["lib/adapters/xhr.js#default function default-export"],
      missing: [],
      defaultItself: 2,
    });
  });

  // koa e0ba8ef: `lib/is-stream.js` is `module.exports = (stream) => …`, imported as `const isStream =
  // require('./is-stream.js')`; `definition isStream` found nothing.
  const koa = fixtureGraph({
    "lib/is-stream.js": "module.exports = (stream) => stream !== null && typeof stream.pipe === 'function'\n",
    "lib/response.js": "const isStream = require('./is-stream.js')\nmodule.exports = { attach (val) { return isStream(val) } }\n",
  });
  it("finds a hyphenated module's default export by the camelCase name code binds it to", () => {
    expect(["isStream", "is-stream", "isstream"].map((q) => findDefinitions(koa.graph, q).map((d) => `${d.id} ${d.match}`))).toEqual([
      ["lib/is-stream.js#default default-export"],
      ["lib/is-stream.js#default default-export"],
      [],
    ]);
  });

  it("is the node references and impact read the name as", () => {
    expect(resolveNode(fixture.graph, "resolveConfig")).toEqual({ found: true, id: "lib/helpers/resolveConfig.js#default", match: "default-export" });
  });

  const python = fixtureGraph({
    "app/encoders.py": "def default(obj):\n    return str(obj)\n",
    "app/views.py": "import json\nfrom .encoders import default\n\n\ndef render(data):\n    return json.dumps(data, default=default)\n",
  });
  it("takes a Python function named `default` for no default export (a `json.dumps(default=…)` hook)", () => {
    expect([findDefinitions(python.graph, "encoders").map((d) => d.id), findDefinitions(python.graph, "default").map((d) => `${d.id} ${d.match}`)]).toEqual([
      [],
      ["app/encoders.py#default name"],
    ]);
  });
});
