/** End to end through the built CLI: `strata index` builds the graph and the hierarchy; `levels`; `summary --node`; edits. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const MATH = `/** Adds two numbers. */
export function add(a: number, b: number): number {
  return a + b;
}

export function twice(x: number): number {
  return add(x, x);
}
`;
const MAIN = `import { twice } from "./util/math";

/** Prints twice 21. */
export function main(): void {
  console.log(twice(21));
}

export function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}

export function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
`;

const root = writeTree({ "src/util/math.ts": MATH, "src/main.ts": MAIN });
afterAll(async () => fs.rmSync(root, { recursive: true, force: true }));

async function indexHierarchy(): Promise<{ summarized: number; reused: number; summarizedIds: string[] }> {
  const r = await strataInProcess(["index", root, "--json"]);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout).stages.hierarchy;
}

describe("strata index → levels → summary --node (built CLI)", () => {
  it("builds the hierarchy, draws the levels and shows a node's summary; edits re-summarize only what they must", async () => {
    expect(await indexHierarchy()).toMatchObject({
      generatorKey: "extractive-node@372",
      nodes: 10,
      levels: 6,
      cycles: 1,
      summarized: 10,
      reused: 0,
      llmCalls: 0,
      summarizedIds: ["src/main.ts#isEven", "src/main.ts#isOdd", "src/util/math.ts#add", "src/util/math.ts#twice", "src/main.ts#main", "src/util/math.ts", "src/main.ts", "src/util/", "src/", "."],
    });

    const levels = await strataInProcess(["levels", root, "--json"]);
    expect(levels.status, levels.stderr).toBe(0);
    expect(JSON.parse(levels.stdout)).toEqual({
      levels: [
        { level: 0, nodes: ["src/main.ts#isEven", "src/main.ts#isOdd", "src/util/math.ts#add"], cycles: [["src/main.ts#isEven", "src/main.ts#isOdd"]], recursive: [] },
        { level: 1, nodes: ["src/util/math.ts#twice"], cycles: [], recursive: [] },
        { level: 2, nodes: ["src/main.ts#main", "src/util/math.ts"], cycles: [], recursive: [] },
        { level: 3, nodes: ["src/main.ts", "src/util/"], cycles: [], recursive: [] },
        { level: 4, nodes: ["src/"], cycles: [], recursive: [] },
        { level: 5, nodes: ["."], cycles: [], recursive: [] },
      ],
      nodeCount: 10,
      cycleCount: 1,
    });
    expect((await strataInProcess(["levels", root, "--limit", "2"])).stdout).toBe(
      [
        "10 nodes in 6 levels, 1 cycle (summarized bottom-up: level 0 first)",
        "level 0 · 3 nodes: src/main.ts#isEven, src/main.ts#isOdd, … +1 more",
        "    cycle (2): src/main.ts#isEven ⇄ src/main.ts#isOdd",
        "level 1 · 1 node: src/util/math.ts#twice",
        "level 2 · 2 nodes: src/main.ts#main, src/util/math.ts",
        "level 3 · 2 nodes: src/main.ts, src/util/",
        "level 4 · 1 node: src/",
        "level 5 · 1 node: .",
        "",
      ].join("\n"),
    );

    const node = await strataInProcess(["summary", "--node", "src/main.ts#main", "--repo", root, "--json"]);
    expect(node.status, node.stderr).toBe(0);
    const { summary: _summary, ...facts } = JSON.parse(node.stdout) as Record<string, unknown>;
    expect(facts).toEqual({ node: "src/main.ts#main", kind: "function", generatorKey: "extractive-node@372", changedFiles: [], fresh: true, history: [] });
    expect(JSON.parse(node.stdout).summary).toEqual({
      formatVersion: 1,
      id: "src/main.ts#main",
      kind: "function",
      generator: "extractive",
      purpose: "Prints twice 21.",
      inputs: [],
      outputs: [],
      sideEffects: ["console"],
      calls: [{ id: "src/util/math.ts#twice", why: "Returns the result of add(x, x)" }],
      details: ["Calls outside the graph: console.log"],
      text: "Prints twice 21. Side effects: console. Calls: twice (Returns the result of add(x, x)). Calls outside the graph: console.log.",
    });
    // As text, the fields once: the extractive paragraph (what search indexes) would only repeat them.
    const shown = await strataInProcess(["summary", "--node", "src/main.ts#main", "--repo", root]);
    expect(shown.stdout).toBe(
      "src/main.ts#main (function, extractive)\nPurpose: Prints twice 21.\nSide effects:\n  - console\nCalls:\n  - src/util/math.ts#twice: Returns the result of add(x, x)\nDetails:\n  - Calls outside the graph: console.log\n\n(generator: extractive-node@372; fresh: yes)\n",
    );
    // A node id given where a file goes is that node (a trial's `strata summary src/marshmallow/fields.py#Nested` said
    // "no such file").
    expect((await strataInProcess(["summary", "src/main.ts#main", "--repo", root])).stdout).toBe(shown.stdout);
    // A folder named as `strata graph --focus` takes it (no trailing slash, leading ./) finds the folder node.
    for (const given of ["src/util", "./src/util/"]) {
      const folder = await strataInProcess(["summary", "--node", given, "--repo", root, "--json"]);
      expect([folder.status, folder.status === 0 ? JSON.parse(folder.stdout).summary.id : folder.stderr]).toEqual([0, "src/util/"]);
    }
    const missing = await strataInProcess(["summary", "--node", "src/nope.ts#x", "--repo", root]);
    expect([missing.status, missing.stderr]).toEqual([
      3,
      `strata: no node "src/nope.ts#x" in the code graph of ${root}: ids look like src/main.ts#isEven, src/main.ts, a folder with a trailing / or . (see \`strata levels\` or \`strata search\`)\n`,
    ]);

    // A comment added to the leaf `add`'s body: only `add` is re-summarized (its summary text, "Returns a + b", does not change).
    fs.writeFileSync(path.join(root, "src/util/math.ts"), MATH.replace("return a + b;", "return a + b; // sum"));
    expect(await indexHierarchy()).toMatchObject({ summarized: 1, reused: 9, summarizedIds: ["src/util/math.ts#add"] });

    // A doc edit changes add's summary: twice (lists add's purpose) and the file change; main hashes twice's text and
    // is re-summarized but stays the same, so src/main.ts is reused; src/util/ changes, src/ stays the same, "." is reused.
    fs.writeFileSync(path.join(root, "src/util/math.ts"), MATH.replace("Adds two numbers.", "Sums two numbers."));
    expect(await indexHierarchy()).toMatchObject({
      summarized: 6,
      reused: 4,
      summarizedIds: ["src/util/math.ts#add", "src/util/math.ts#twice", "src/main.ts#main", "src/util/math.ts", "src/util/", "src/"],
    });
  });
});
