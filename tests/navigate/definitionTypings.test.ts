/**
 * A name declared in code and in a type declaration file of the same repository. Found on axios (23a25af0):
 * `strata definition mergeConfig` listed `index.d.ts` before `lib/core/mergeConfig.js`, and `strata references
 * mergeConfig` / `impact mergeConfig` were an error ("names 2 nodes"), though the typing only describes the code.
 */
import { describe, expect, it } from "vitest";
import { findDefinitions, resolveNode } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

// Cut from axios 23a25af0: index.d.ts, lib/core/mergeConfig.js, lib/core/Axios.js; and a Python stub beside its module.
const FILES = {
  "index.d.ts": `export interface AxiosRequestConfig { url?: string; }
export function mergeConfig(config1: AxiosRequestConfig, config2: AxiosRequestConfig): AxiosRequestConfig;
export function isAxiosError(payload: any): boolean;
export function getAdapter(adapters: string[]): unknown;
`,
  // The implementation is a property of a default-exported object (a function node, as a module's exported member);
  // a test has a stub of that name.
  "lib/adapters/adapters.js": `export default {
  getAdapter: (adapters) => adapters[0],
};
`,
  "test/unit/adapters/getAdapter.js": `export function getAdapter(name) {
  return () => name;
}
`,
  "lib/core/mergeConfig.js": `export default function mergeConfig(config1, config2) {
  return { ...config1, ...config2 };
}
`,
  "lib/core/Axios.js": `import mergeConfig from "./mergeConfig.js";

export function request(config) {
  return mergeConfig({}, config);
}
`,
  "lib/helpers/isAxiosError.js": `export default function isAxiosError(payload) {
  return payload.isAxiosError === true;
}
`,
  "test/isAxiosError.js": `export function isAxiosError(payload) {
  return false;
}
`,
};

describe("a name in code and in its typings", () => {
  const fixture = fixtureGraph(FILES);
  const copies = fixtureGraph({
    "packages/mobx/src/core/derivation.ts": "export function trackDerivedFunction(f: () => void) {\n  f();\n}\nexport function track() {}\n",
    "packages/lite/src/track.ts": "export function track() {}\n",
    "docs/assets/javascripts/mobx.umd.js": "function trackDerivedFunction(f) {\n  f();\n}\n",
    "packages/mobx/__tests__/helpers.ts": "export function trackDerivedFunction() {}\n",
  });
  const ids = (query: string): string[] => findDefinitions(fixture.graph, query).map((d) => d.id);

  it("lists the code before the declaration file", () => {
    expect(ids("mergeConfig")).toEqual(["lib/core/mergeConfig.js#mergeConfig", "index.d.ts#mergeConfig"]);
  });

  it("reads the name as the code's node when the only other match is its typing, or the only match in implementation, saying what else it names", () => {
    expect([resolveNode(fixture.graph, "mergeConfig"), resolveNode(fixture.graph, "isAxiosError")]).toEqual([
      { found: true, id: "lib/core/mergeConfig.js#mergeConfig", match: "name" },
      { found: true, id: "lib/helpers/isAxiosError.js#isAxiosError", match: "name", also: ["index.d.ts#isAxiosError", "test/isAxiosError.js#isAxiosError"] },
    ]);
  });

  it("takes no test or example code for the code the typings describe", () => {
    expect(resolveNode(fixture.graph, "getAdapter")).toEqual({
      found: true,
      id: "lib/adapters/adapters.js#getAdapter",
      match: "name",
      also: ["index.d.ts#getAdapter", "test/unit/adapters/getAdapter.js#getAdapter"],
    });
  });

  // A new user's trial on mobx (01211a69): a built copy under docs/ made `callers trackDerivedFunction` an error.
  it("takes the one implementation over a built copy in docs and a test's helper; two implementations stay ambiguous", () => {
    expect(resolveNode(copies.graph, "trackDerivedFunction")).toEqual({
      found: true,
      id: "packages/mobx/src/core/derivation.ts#trackDerivedFunction",
      match: "name",
      also: ["docs/assets/javascripts/mobx.umd.js#trackDerivedFunction", "packages/mobx/__tests__/helpers.ts#trackDerivedFunction"],
    });
    expect(resolveNode(copies.graph, "track")).toEqual({ found: false, candidates: [expect.objectContaining({ id: "packages/lite/src/track.ts#track" }), expect.objectContaining({ id: "packages/mobx/src/core/derivation.ts#track" })] });
  });
});
