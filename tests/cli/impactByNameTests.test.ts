/**
 * `impact` names the test files that call a reached function by name on values the graph does not type: a new user's
 * trial on reqwest 065a5ae5 read "tests: none the graph reaches within 3 steps, nor within 8" for `status_code`,
 * reached by `Response.error_for_status`, which its tests call on responses the graph does not type.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedTree, strataInProcess } from "../helpers/cli.js";

describe("impact: tests by name", () => {
  let root = "";
  beforeAll(async () => {
    root = await indexedTree({
      "pkg/err.py": ["def status_code(code):", "    return code >= 400", ""].join("\n"),
      "pkg/resp.py": [
        "from pkg.err import status_code",
        "",
        "",
        "class Response:",
        "    def error_for_status(self):",
        "        return status_code(self.code)",
        "",
      ].join("\n"),
      // A second `error_for_status`: the test's untyped call is tied to neither.
      "pkg/other.py": ["class Other:", "    def error_for_status(self):", "        return None", ""].join("\n"),
      "tests/test_resp.py": ["def test_raises(client):", "    r = client.get('/')", "    r.error_for_status()", ""].join("\n"),
    });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists them beside 'none the graph reaches'", async () => {
    const first = (await strataInProcess(["impact", "pkg/err.py#status_code", "--repo", root])).stdout.split("\n")[0];
    expect(first).toBe(
      "1 node in 1 file may be affected by pkg/err.py#status_code (depth 3); tests: none the graph reaches within 3 steps, nor within 8; by name, tests/test_resp.py calls error_for_status (unresolved calls: see strata references)",
    );
  });

  it("the JSON lists them; a test the graph reaches leaves them out", async () => {
    const json = JSON.parse((await strataInProcess(["impact", "pkg/err.py#status_code", "--repo", root, "--json"])).stdout) as { tests: string[]; testsByName?: unknown };
    expect([json.tests, json.testsByName]).toEqual([[], { files: ["tests/test_resp.py"], names: ["error_for_status"] }]);
    const reached = JSON.parse((await strataInProcess(["impact", "pkg/other.py#Other.error_for_status", "--repo", root, "--json"])).stdout) as { tests: string[]; testsByName?: unknown };
    expect([reached.tests, reached.testsByName]).toEqual([["tests/test_resp.py"], undefined]);
  });
});
