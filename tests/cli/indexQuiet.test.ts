/**
 * `strata index --quiet` prints nothing but errors. Found by a first user: `--quiet` hid the progress but still printed
 * the eight summary lines (rack: "Indexed 177 files in 13.0 s: …" through "Store: …/.strata/strata.db").
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { renderIndexErrors } from "../../src/cli/render/indexReport.js";
import type { IndexReport } from "../../src/pipeline/index.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

describe("strata index --quiet", () => {
  it("prints nothing on a clean run, first or incremental; without --quiet the summary is there", async () => {
    const root = writeTree({ "lib/rack/request.rb": "module Rack\n  class Request\n    def body\n      @body\n    end\n  end\nend\n" });
    made.push(root);
    expect(await strataInProcess(["index", root, "--quiet"])).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(await strataInProcess(["index", root, "-q"])).toEqual({ status: 0, stdout: "", stderr: "" });
    expect((await strataInProcess(["index", root])).stdout.split("\n")[0]).toMatch(/^Indexed 1 file in [\d.]+ s: 0 extracted/u);
  }, 60_000);

  // Found by a trial: `strata index` in /tmp indexed 4,537 files into a 198 MB store without a word.
  it("without a folder, refuses to index a working directory that is in no repository; naming it indexes it", async () => {
    const dir = writeTree({ "a.py": "x = 1\n" });
    made.push(dir);
    const real = fs.realpathSync(dir);
    expect(await strataInProcess(["index", "-q"], dir)).toEqual({ status: 2, stdout: "", stderr: `strata: ${real} is in no repository (no .git or .strata here or above): to index this folder anyway, name it: strata index .\n` });
    expect(fs.existsSync(`${dir}/.strata`)).toBe(false);
    expect(await strataInProcess(["index", ".", "-q"], dir)).toEqual({ status: 0, stdout: "", stderr: "" });
    // Once indexed, the folder holds a store: a later run without a folder finds it.
    expect((await strataInProcess(["index", "-q"], dir)).status).toBe(0);
  }, 60_000);

  it("renders only failed files and failed stages, on stderr lines", () => {
    const report = { failed: [{ path: "a.rb", message: "EACCES: permission denied" }], stages: { graph: { failed: "out of memory" }, search: { docs: 1 } } } as unknown as IndexReport;
    expect(renderIndexErrors(report)).toBe("strata: failed: a.rb: EACCES: permission denied\nstrata: Graph failed: out of memory. The next run retries it.\n");
    expect(renderIndexErrors({ failed: [], stages: {} } as unknown as IndexReport)).toBe("");
    const llm = { failed: [], stages: { synthesis: { invalidFiles: [{ path: "b.rb", reason: "invalid JSON" }], failedFiles: [{ path: "c.rb", reason: "server: m: HTTP 500: down" }] } } } as unknown as IndexReport;
    expect(renderIndexErrors(llm)).toBe("strata: kept extractive: b.rb: invalid JSON\nstrata: kept extractive: c.rb: server: m: HTTP 500: down\n");
    // Found with an install that lacked a data file: `index -q` said nothing while the hierarchy stopped at its first
    // level, and every later command found no summaries.
    const stopped = { failed: [], stages: { hierarchy: { stopped: { kind: "error", message: "ENOENT: resourceCalls.json" } }, synthesis: { stoppedBy: "budget", stopMessage: "spent $0.10 of $0.10", invalidFiles: [], failedFiles: [] } } } as unknown as IndexReport;
    expect(renderIndexErrors(stopped)).toBe("strata: Hierarchy stopped (error): ENOENT: resourceCalls.json. The next run summarizes the rest.\nstrata: LLM summaries stopped early (budget): spent $0.10 of $0.10. The next run goes on; finished work is cached.\n");
  });
});
