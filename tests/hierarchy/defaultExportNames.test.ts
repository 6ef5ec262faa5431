/**
 * An anonymous default export is named after its module in node summaries: axios's `dispatchXhrRequest` (23a25af0)
 * read "delegates to AxiosError, …, default" and "Calls: default (…)" for `lib/helpers/resolveConfig.js#default`,
 * which `lib/adapters/xhr.js` imports as `resolveConfig`.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, shortName, type NodeInput } from "../../src/summarize/index.js";
import type { GraphNode } from "../../src/graph/index.js";
import { fn } from "./graphs.js";

const input = (n: GraphNode, extra: Partial<NodeInput> = {}): NodeInput => ({ node: n, callees: [], children: [], unresolved: [], recursive: false, cycle: [], ...extra });

describe("names of anonymous default exports", () => {
  it("reads the module's name, the folder's for an index file, and keeps named members and files as they are", () => {
    expect([
      shortName("lib/helpers/resolveConfig.js#default"),
      shortName("lib/platform/index.js#default"),
      shortName("lib/helpers/parseHeaders.js#default.parser"),
      shortName("lib/core/mergeConfig.js#mergeConfig"),
      shortName("lib/helpers/resolveConfig.js"),
    ]).toEqual(["resolveConfig", "platform", "default.parser", "mergeConfig", "lib/helpers/resolveConfig.js"]);
  });

  it("keeps a function named `default` in a language without default exports (Python, Ruby)", () => {
    expect([shortName("app/encoders.py#default"), shortName("lib/config.rb#default")]).toEqual(["default", "default"]);
  });

  it("names the callee so in the purpose and the calls line (axios dispatchXhrRequest)", () => {
    const resolveConfig = fn("lib/helpers/resolveConfig.js#default", { name: "default", qualifiedName: "default", signature: "export default (config) =>" });
    const callee = { id: resolveConfig.id, summary: extractiveNodeSummary(input(resolveConfig), "export default (config) => {\n  return config;\n}") };
    const n = fn("lib/adapters/xhr.js#dispatchXhrRequest", { name: "dispatchXhrRequest", signature: "function dispatchXhrRequest(resolve, reject)" });
    const summary = extractiveNodeSummary(input(n, { callees: [callee] }), "function dispatchXhrRequest(resolve, reject) {\n  const _config = resolveConfig(config);\n}");
    expect([summary.purpose, summary.text.match(/Calls: [^.]*/u)?.[0]]).toEqual(["Delegates to resolveConfig", "Calls: resolveConfig (Returns config)"]);
  });
});
