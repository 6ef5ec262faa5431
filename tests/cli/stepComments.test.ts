/**
 * A function's step comments (unjs/h3 ac609aa `prepareResponseBody`: "Empty Content", "Text", "JSON"…) are in its
 * summary as `strata summary --node` shows it, and not in the search index's summary field, whose code field holds
 * them already (with them there, held-out doc-comment queries found their function less often).
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/index.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const CODE = [
  "export function prepareBody(val: unknown): string {",
  "  // Empty Content",
  "  if (val === null) return '';",
  "  // Serialize plain objects as JSON",
  "  return JSON.stringify(val);",
  "}",
  "",
].join("\n");
const root = writeTree({ "src/body.ts": CODE });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeAll(async () => {
  expect((await strataInProcess(["index", root, "--quiet", "--no-history"])).status).toBe(0);
});

describe("step comments", () => {
  it("are a detail of the node summary, not of its search document", async () => {
    const shown = await strataInProcess(["summary", "--node", "src/body.ts#prepareBody", "--repo", root]);
    expect(shown.stdout.split("\n").filter((l) => l.includes("Steps"))).toEqual(["  - Steps, as its comments say: Empty Content; Serialize plain objects as JSON"]);
    const store = openStore(`${root}/.strata/strata.db`, { readOnly: true });
    try {
      const [doc] = await store.getSearchDocs(["src/body.ts#prepareBody"]);
      // The stored summary's text less its step-comment detail.
      expect(doc!.summaryText).toBe("Returns string, at 2 return points under 1 condition. Inputs: val: unknown. Outputs: string. Calls outside the graph: JSON.stringify.");
    } finally {
      await store.close();
    }
  });
});
