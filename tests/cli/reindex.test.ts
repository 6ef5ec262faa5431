import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({ "a.py": "def alpha():\n    return 1\n", "b.py": "def beta():\n    return 2\n" });
afterAll(async () => fs.rmSync(root, { recursive: true, force: true }));
const index = async () => JSON.parse((await strataInProcess(["index", root, "--json"])).stdout) as { indexed: number; unchanged: number };
const exports = async (file: string) => (JSON.parse((await strataInProcess(["contract", path.join(root, file)])).stdout).exports as { name: string }[]).map((e) => e.name);

describe("re-index: which files are read again", () => {
  it("an edit right after indexing, with the same size, is seen (mtime too close to the run to be trusted)", async () => {
    expect(await index()).toMatchObject({ indexed: 2, unchanged: 0 });
    fs.writeFileSync(path.join(root, "a.py"), "def gamma():\n    return 1\n"); // same length as before
    expect(await index()).toMatchObject({ indexed: 1, unchanged: 1 });
    expect(await exports("a.py")).toEqual(["gamma"]);
  });

  it("a file whose size and old mtime both match the stored row is not read again (git's racily-clean rule)", async () => {
    const old = new Date(Date.now() - 3_600_000);
    for (const f of ["a.py", "b.py"]) fs.utimesSync(path.join(root, f), old, old);
    expect(await index()).toMatchObject({ indexed: 0, unchanged: 2 }); // content read and hashed once more; stat recorded
    // Same size, same (restored) mtime: by the rule the row is trusted and the file is not read.
    fs.writeFileSync(path.join(root, "b.py"), "def zeta():\n    return 2\n");
    fs.utimesSync(path.join(root, "b.py"), old, old);
    expect(await index()).toMatchObject({ indexed: 0, unchanged: 2 });
    expect(await exports("b.py")).toEqual(["zeta"]); // `strata contract` hashes the file itself
    fs.utimesSync(path.join(root, "b.py"), new Date(), new Date());
    expect(await index()).toMatchObject({ indexed: 1, unchanged: 1 }); // `contract` is a read: it stored nothing
  });

  it("status trusts the same rule: a same-size rewrite with its old mtime restored reads fresh, a touched one is read", async () => {
    const root2 = writeTree({ "c.py": "def one():\n    return 1\n" });
    try {
      const old = new Date(Date.now() - 3_600_000);
      fs.utimesSync(path.join(root2, "c.py"), old, old);
      await strataInProcess(["index", root2, "--json"]);
      const status = async () => (JSON.parse((await strataInProcess(["status", root2, "--json"])).stdout) as { counts: { index: Record<string, number> } }).counts.index;
      fs.writeFileSync(path.join(root2, "c.py"), "def two():\n    return 1\n");
      fs.utimesSync(path.join(root2, "c.py"), old, old);
      expect(await status()).toEqual({ fresh: 1, stale: 0, missing: 0 }); // not read: size and mtime match the row
      fs.utimesSync(path.join(root2, "c.py"), new Date(), new Date());
      expect(await status()).toEqual({ fresh: 0, stale: 1, missing: 0 }); // mtime moved: read, hashed, stale
    } finally {
      fs.rmSync(root2, { recursive: true, force: true });
    }
  });
});
