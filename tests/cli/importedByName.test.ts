/**
 * An empty `impact`, `callers` or `references` of a declaration other files import by name says so: uvicorn e6c7ce79's
 * `service_unavailable`, imported by two protocol files and assigned there as the app to run (`app =
 * service_unavailable`), read "0 nodes in 0 files may be affected" and "no results". That assignment is a use in the
 * graph now (pythonValueUses.test.ts); the forms here are still none: a conditional expression's branch, and a
 * module-level alias.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root: string;
beforeAll(async () => {
  root = writeTree({
    "uvicorn/__init__.py": "",
    "uvicorn/flow_control.py": 'async def service_unavailable(scope, receive, send):\n    await send({"type": "http.response.start", "status": 503})\n\n\ndef unused():\n    return 1\n\n\ndef other():\n    return 2\n',
    "uvicorn/h11_impl.py": "from uvicorn.flow_control import service_unavailable\n\n\ndef run(app, full):\n    app = service_unavailable if full else app\n    return app\n",
    "uvicorn/httptools_impl.py": "from uvicorn.flow_control import (\n    unused as _unused,\n    service_unavailable,\n)\n\nAPP = service_unavailable\n",
  });
  expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const note =
  "no use site of uvicorn/flow_control.py#service_unavailable in the code graph, but 2 files import it by name (uvicorn/h11_impl.py:1, uvicorn/httptools_impl.py:1): a use there that is no call (assigned, stored or returned as a value) may not be in the graph (`git grep -nw service_unavailable` finds it)";

describe("a declaration imported by name that the graph records no use of", () => {
  it("is named with its importing lines by impact, callers and references", async () => {
    const impact = await strataInProcess(["impact", "service_unavailable", "--repo", root]);
    expect(impact.stderr).toBe(`strata: ${note}\n`);
    expect(impact.stdout).toBe("0 nodes in 0 files may be affected by uvicorn/flow_control.py#service_unavailable (depth 3); tests: none the graph reaches within 3 steps, nor within 8\n");
    expect(await strataInProcess(["callers", "service_unavailable", "--repo", root])).toEqual({ status: 0, stdout: "", stderr: `strata: ${note}\n` });
    expect(await strataInProcess(["references", "service_unavailable", "--repo", root])).toEqual({ status: 0, stdout: "", stderr: `strata: ${note}\n` });
    const json = JSON.parse((await strataInProcess(["references", "service_unavailable", "--repo", root, "--json"])).stdout) as { note?: string };
    expect(json.note).toBe(note);
  });

  it("reads a bracketed import over its lines, and stays as it was for a declaration no import names", async () => {
    // `from uvicorn.flow_control import (` then `unused as _unused,` on the next line.
    expect(await strataInProcess(["callers", "uvicorn/flow_control.py#unused", "--repo", root])).toEqual({
      status: 0,
      stdout: "",
      stderr:
        "strata: no use site of uvicorn/flow_control.py#unused in the code graph, but 1 file imports it by name (uvicorn/httptools_impl.py:1): a use there that is no call (assigned, stored or returned as a value) may not be in the graph (`git grep -nw unused` finds it)\n",
    });
    expect(await strataInProcess(["callers", "uvicorn/flow_control.py#other", "--repo", root])).toEqual({ status: 0, stdout: "", stderr: "strata: no results for callers of uvicorn/flow_control.py#other\n" });
  });
});
