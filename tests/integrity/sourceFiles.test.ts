import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeTree } from "../helpers/cli.js";
import { indexOnce } from "./helpers.js";
import { openStore } from "../../src/store/index.js";
import { diskSourceFiles, memorySourceFiles } from "../../src/extract/index.js";
import { graphStage, hierarchyStage, searchStage, type IndexStage } from "../../src/pipeline/index.js";
import { rankIds } from "../../src/retrieve/index.js";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

const ALPHA = "/** Adds one to a count. */\nexport function alpha(n: number): number {\n  return n + 1;\n}\n";
const ZEBRA = "/** Rewritten after extraction. */\nexport function zebraword(n: number): number {\n  return n * 2;\n}\n";
const HOUR_AGO = (Date.now() - 3_600_000) / 1000;

/** A stage that rewrites `a.ts` on disk: an edit landing after extraction, before the later stages. */
function editAfterExtraction(root: string): IndexStage {
  return {
    name: "edit",
    run: async () => {
      fs.writeFileSync(path.join(root, "a.ts"), ZEBRA);
      return {};
    },
  };
}

async function searchDocs(root: string): Promise<{ ids: string[]; code: string[]; zebra: string[] }> {
  const store = openStore(path.join(root, ".strata", "strata.db"), { readOnly: true });
  try {
    const ids = (await store.listSearchStamps()).map((s) => s.id);
    const code = (await store.getSearchDocs(ids.filter((id) => id.startsWith("a.ts")))).map((d) => d.code);
    const zebra = (await rankIds(store, "zebraword", { mode: "code", k: 5 })).map((r) => r.id);
    return { ids, code, zebra };
  } finally {
    await store.close();
  }
}

describe("stages read the text their stored rows were extracted from", () => {
  it("the search stage keeps a file's docs when its bytes changed after extraction, and the next run indexes the new text", async () => {
    const root = writeTree({ "a.ts": ALPHA, "b.ts": "export const b = 1;\n" });
    roots.push(root);
    // Old modification times: the second run trusts them and does not read the files in extraction.
    for (const f of ["a.ts", "b.ts"]) fs.utimesSync(path.join(root, f), HOUR_AGO, HOUR_AGO);
    await indexOnce(root);
    const before = await searchDocs(root);
    expect(before.ids).toEqual(["a.ts", "a.ts#alpha", "b.ts"]);

    const second = await indexOnce(root, { stages: [editAfterExtraction(root), searchStage] });
    expect([second.indexed, second.unchanged]).toEqual([0, 2]);
    expect(second.stages.search).toMatchObject({ changedSinceExtraction: ["a.ts"], removed: 0, added: 0, updated: 0 });
    const after = await searchDocs(root);
    expect(after).toEqual(before);
    expect(after.zebra).toEqual([]);

    // Restore the indexed bytes and time, then edit again and lose a.ts's docs before the search stage (a search
    // stage that never finished): the changed file gets no docs rather than docs of text its row was not made from.
    fs.writeFileSync(path.join(root, "a.ts"), ALPHA);
    fs.utimesSync(path.join(root, "a.ts"), HOUR_AGO, HOUR_AGO);
    const dropDocs: IndexStage = {
      name: "drop",
      run: async ({ store }) => {
        await store.removeSearchDocs(["a.ts", "a.ts#alpha"]);
        return {};
      },
    };
    const rebuilt = await indexOnce(root, { stages: [editAfterExtraction(root), dropDocs, searchStage] });
    expect([rebuilt.indexed, rebuilt.unchanged]).toEqual([0, 2]);
    expect(rebuilt.stages.search).toMatchObject({ changedSinceExtraction: ["a.ts"], added: 0 });
    expect(await searchDocs(root)).toEqual({ ids: ["b.ts"], code: [], zebra: [] });

    const third = await indexOnce(root);
    expect(third.indexed).toBe(1);
    expect((await searchDocs(root)).zebra[0]).toBe("a.ts#zebraword");
  }, 60_000);

  it("an edit during the run does not reach the graph, hierarchy or search of that run", async () => {
    const root = writeTree({ "a.ts": ALPHA });
    roots.push(root);
    const report = await indexOnce(root, { stages: [editAfterExtraction(root), graphStage, hierarchyStage, searchStage] });
    expect(report.stages.graph).toMatchObject({ nodesByKind: { repository: 1, file: 1, function: 1 }, unreadable: [] });
    expect(report.stages.search).not.toHaveProperty("changedSinceExtraction");
    const docs = await searchDocs(root);
    expect(docs.ids).toEqual(["a.ts", "a.ts#alpha"]);
    expect(docs.code).toEqual([ALPHA, "export function alpha(n: number): number {\n  return n + 1;\n}"]);
  }, 60_000);
});

describe("one read of each source file per run", () => {
  const files = {
    "src/a.ts": ALPHA,
    "src/b.ts": 'import { alpha } from "./a.js";\n\n/** Twice alpha. */\nexport function beta(n: number): number {\n  return alpha(n) * 2;\n}\n',
    "pkg/m.py": '"""Module m."""\n\n\ndef gamma(x):\n    """Gamma of x."""\n    return x + 1\n\n\ndef delta(x):\n    return gamma(x) * 2\n',
    "go/main.go": "package main\n\n// Run runs.\nfunc Run() int { return helper() }\n\nfunc helper() int { return 1 }\n",
    "README.md": "# Demo\n\nA demo repository.\n",
  };

  it("a cold index reads every file once; an unchanged re-index reads each once; an edit re-reads only what is needed once", async () => {
    const root = writeTree({});
    roots.push(root);
    const config = loadConfig(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const cold = memorySourceFiles(root, files);
      const first = await indexRepository({ root, store, config, sources: cold, threads: 1 });
      expect(first.indexed).toBe(5);
      expect(Object.fromEntries(cold.reads)).toEqual({ "README.md": 1, "go/main.go": 1, "pkg/m.py": 1, "src/a.ts": 1, "src/b.ts": 1 });

      const warm = memorySourceFiles(root, files);
      const second = await indexRepository({ root, store, config, sources: warm, threads: 1 });
      expect([second.indexed, second.unchanged]).toEqual([0, 5]);
      // Extraction trusts the stored stamps; the search stage reads each file once to rebuild its documents.
      expect(Object.fromEntries(warm.reads)).toEqual({ "README.md": 1, "go/main.go": 1, "pkg/m.py": 1, "src/a.ts": 1, "src/b.ts": 1 });

      const edited = memorySourceFiles(root, files);
      edited.write("src/a.ts", ALPHA.replace("n + 1", "n + 2"));
      const third = await indexRepository({ root, store, config, sources: edited, threads: 1 });
      expect([third.indexed, third.unchanged]).toEqual([1, 4]);
      expect(Object.fromEntries(edited.reads)).toEqual({ "README.md": 1, "go/main.go": 1, "pkg/m.py": 1, "src/a.ts": 1, "src/b.ts": 1 });
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe("texts kept between runs of one process (a watcher's updates)", () => {
  it("a later run takes an unchanged file's text without reading it, and reads a file whose size or mtime moved or is recent", async () => {
    const root = writeTree({ "a.ts": ALPHA, "b.ts": ALPHA.replace("alpha", "bravo") });
    roots.push(root);
    for (const f of ["a.ts", "b.ts"]) fs.utimesSync(path.join(root, f), HOUR_AGO, HOUR_AGO);
    const { hashBytes, initHash } = await import("../../src/shared/hash.js");
    await initHash();
    const hashOf = (f: string): string => hashBytes(fs.readFileSync(path.join(root, f)));
    const [a, b] = [hashOf("a.ts"), hashOf("b.ts")];
    const first = diskSourceFiles(root);
    expect([await first.indexedText("a.ts", a), await first.indexedText("b.ts", b)]).toEqual([ALPHA, ALPHA.replace("alpha", "bravo")]);
    expect(Object.fromEntries(first.reads)).toEqual({ "a.ts": 1, "b.ts": 1 });
    // b.ts is rewritten with other bytes of the same size: its mtime moves, so it is read again and its old hash fails.
    fs.writeFileSync(path.join(root, "b.ts"), ALPHA.replace("alpha", "bravx"));
    const second = diskSourceFiles(root);
    expect(await second.indexedText("a.ts", a)).toBe(ALPHA);
    expect(await second.indexedText("b.ts", b)).toBeUndefined();
    expect(Object.fromEntries(second.reads)).toEqual({ "b.ts": 1 });
    // A file whose mtime lies within the racy window of its read is read again the next time, however unchanged:
    // b.ts's mtime is set a second into the future, so every read of it is within the window.
    const soon = (Date.now() + 1000) / 1000;
    fs.utimesSync(path.join(root, "b.ts"), soon, soon);
    const third = diskSourceFiles(root);
    expect([await third.indexedText("a.ts", a), await third.indexedText("b.ts", hashOf("b.ts"))]).toEqual([ALPHA, ALPHA.replace("alpha", "bravx")]);
    expect(Object.fromEntries(third.reads)).toEqual({ "b.ts": 1 });
    const fourth = diskSourceFiles(root);
    expect(await fourth.indexedText("b.ts", hashOf("b.ts"))).toBe(ALPHA.replace("alpha", "bravx"));
    expect(Object.fromEntries(fourth.reads)).toEqual({ "b.ts": 1 });
  });
});
