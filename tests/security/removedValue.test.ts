/**
 * A value removed from the source leaves the store file with the next index: rows a re-index deletes or
 * rewrites are overwritten with zeros (SQLite `secure_delete`), not left readable in the file's free space.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { updateSearchIndex } from "../../src/retrieve/index.js";
import { corpus } from "../retrieve/fixtures.js";
import { writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

/** A password in a format no detector knows: it is stored while it is in the source, as the README says. */
const PLANTED = "QzXvUNDETECTEDpw93847";

describe("a value removed from the source", () => {
  it("is in no byte of the store after the next index", async () => {
    const root = writeTree({
      "a.py": `def f():\n    """Uses pw ${PLANTED}."""\n    return "${PLANTED}"\n`,
      "b.py": "def g():\n    return 1\n",
    });
    roots.push(root);
    const storeFile = path.join(root, ".strata", "strata.db");
    const config = { ...loadConfig(root), historyCommits: 0 };
    const index = async (): Promise<void> => {
      const store = openStore(storeFile);
      try {
        await indexRepository({ root, store, config, threads: 1 });
      } finally {
        await store.close();
      }
    };
    const occurrences = (): number =>
      fs
        .readdirSync(path.dirname(storeFile))
        .map((f) => fs.readFileSync(path.join(path.dirname(storeFile), f)).toString("latin1").split(PLANTED).length - 1)
        .reduce((a, b) => a + b, 0);
    await index();
    expect(occurrences()).toBe(34); // the docstring in the contract, summaries (and the returned literal in f's purpose), search docs and their FTS tables
    fs.writeFileSync(path.join(root, "a.py"), 'def f():\n    """Uses no pw."""\n    return "x"\n');
    await index();
    expect(occurrences()).toBe(0);
  });
});

// Found by a trial: a password a newer rule masks kept its clear search rows (same file bytes, so the docs counted as
// unchanged) and, once rewritten, its tokens stayed in the FTS5 segments of the store file.
describe("a value masked by a newer rule in a file whose bytes did not change", () => {
  it("rewrites the search doc and leaves no byte of the old value in the store", async () => {
    const root = writeTree({ "keep.txt": "x\n" });
    roots.push(root);
    const storeFile = path.join(root, ".strata", "strata.db");
    const docs = corpus();
    const [first, ...rest] = docs;
    // One lower-case token, as FTS5 keeps it in its segments (a mixed-case one is folded and split there).
    const secret = "zq7hx2";
    const planted = { ...first!, code: `${first!.code}\nconst DB_PASSWORD = "${secret}";` };
    // Two index runs, each with its own store connection (the first one's pages reach the store file on close).
    const run = async (doc: typeof first): Promise<Awaited<ReturnType<typeof updateSearchIndex>>> => {
      const store = openStore(storeFile);
      try {
        return await updateSearchIndex(store, [doc!, ...rest]);
      } finally {
        await store.close();
      }
    };
    await run(planted);
    const report = await run({ ...first!, code: `${first!.code}\nconst DB_PASSWORD = "${"*".repeat(secret.length)}";` });
    expect([report.updated, report.unchanged]).toEqual([1, rest.length]);
    const bytes = fs.readdirSync(path.dirname(storeFile)).map((f) => fs.readFileSync(path.join(path.dirname(storeFile), f)).toString("latin1"));
    expect(bytes.some((b) => b.includes(secret))).toBe(false);
  });
});
