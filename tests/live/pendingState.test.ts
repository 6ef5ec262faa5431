import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isPendingStateFile, pendingStatePath, publishPending, readPending } from "../../src/live/index.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-pending-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the pending state a watcher publishes beside its store", () => {
  const store = path.join(dir, "strata.db");
  it("is read back while its process runs, and gone when nothing is pending", () => {
    publishPending(store, ["src/a.py", "HEAD"]);
    expect(readPending(store)).toEqual({ pending: ["HEAD", "src/a.py"], count: 2 }); // sorted
    publishPending(store, []);
    expect(fs.existsSync(pendingStatePath(store)!)).toBe(false);
    expect(readPending(store)).toEqual({ pending: [], count: 0 });
  });

  it("is ignored when its process is gone, when it comes from another host, or when it is not JSON", () => {
    const deadPid = spawnSync(process.execPath, ["-e", "0"]).pid!;
    fs.writeFileSync(pendingStatePath(store, deadPid)!, JSON.stringify({ pid: deadPid, host: os.hostname(), pending: ["a.py"], count: 1 }));
    expect(readPending(store).count).toBe(0);
    fs.rmSync(pendingStatePath(store, deadPid)!);
    const file = pendingStatePath(store)!;
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: `${os.hostname()}-elsewhere`, pending: ["a.py"], count: 1 }));
    expect(readPending(store).count).toBe(0);
    fs.writeFileSync(file, "{");
    expect(readPending(store).count).toBe(0);
    expect([pendingStatePath(":memory:"), readPending(":memory:").count]).toEqual([undefined, 0]);
  });

  it("two watchers of one store: a reader sees the union of their pending files, and one finishing hides nothing of the other's", () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(pendingStatePath(store, other.pid)!, JSON.stringify({ pid: other.pid, host: os.hostname(), pending: ["b.go", "c.ts"], count: 2 }));
      publishPending(store, ["a.py", "b.go"]);
      expect(readPending(store)).toEqual({ pending: ["a.py", "b.go", "c.ts"], count: 3 });
      publishPending(store, []);
      expect(readPending(store)).toEqual({ pending: ["b.go", "c.ts"], count: 2 });
      expect([isPendingStateFile(store, pendingStatePath(store, 42)!), isPendingStateFile(store, `${pendingStatePath(store, 42)!}.tmp`), isPendingStateFile(store, `${store}-wal`), isPendingStateFile(store, `${store}.watch.x.json`)]).toEqual([true, true, false, false]);
    } finally {
      other.kill();
      fs.rmSync(pendingStatePath(store, other.pid)!, { force: true });
    }
  });
});
