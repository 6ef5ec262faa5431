/** `strata doctor`'s schema check says whether the store matches this strata, in words, not as a raw user_version. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { checkStoreHealth, openStore } from "../../src/store/index.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A fresh store file written by this strata (closed), with `user_version` then set to `version` when given. */
async function storeFile(version?: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-health-"));
  dirs.push(dir);
  const file = path.join(dir, "strata.db");
  await (await openStore(file)).close();
  if (version !== undefined) {
    const db = new Database(file);
    db.pragma(`user_version = ${version}`);
    db.close();
  }
  return file;
}

const schemaDetail = (file: string): string => checkStoreHealth(file).checks.find((c) => c.name === "schema")!.detail;

describe("doctor's schema check", () => {
  it("ok: the store matches this version of strata, the version hash as 8 hex digits (not the raw 1950974098 of PRAGMA user_version)", async () => {
    expect(schemaDetail(await storeFile())).toMatch(/^matches this version of strata \(schema fingerprint [0-9a-f]{8}\)$/);
  });

  it("failed: another version's store, or one without strata's mark, each with the way out", async () => {
    const other = checkStoreHealth(await storeFile(12345)).checks.find((c) => c.name === "schema")!;
    expect(other.status).toBe("failed");
    expect(other.detail).toMatch(/^written by another version of strata \(schema fingerprint 00003039, this one's is [0-9a-f]{8}\): `strata index` rebuilds it$/);
    expect(schemaDetail(await storeFile(0))).toBe("no strata schema mark (user_version 0): not written by strata, or its first index never finished: `strata index` rebuilds it");
  });
});
