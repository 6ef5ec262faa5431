import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { STRATA_BIN, strata, writeTree } from "../helpers/cli.js";
import { addFunction, expectSameAsFresh, moduleTree, picture } from "./helpers.js";

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

describe("a live watcher killed in the middle of an update", () => {
  it("leaves a sound store whose next index completes the update exactly", async () => {
    const root = writeTree(moduleTree(12));
    roots.push(root);
    expect(strata(["index", root, "-q"]).status).toBe(0);
    const child = spawn(process.execPath, [STRATA_BIN, "watch", root, "--debounce", "50"], { env: { ...process.env, STRATA_STORE: "" }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    const seen = (text: string): Promise<void> =>
      new Promise((resolve) => {
        const check = (): void => {
          if (stderr.includes(text)) {
            child.stderr.off("data", onData);
            resolve();
          }
        };
        const onData = (chunk: Buffer): void => {
          stderr += chunk.toString();
          check();
        };
        child.stderr.on("data", onData);
        check();
      });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    await seen("strata watch: watching");
    for (let i = 0; i < 10; i++) addFunction(root, `src/m${i}.ts`, `added${i}`, `Sums the values of list ${i}.`);
    // The observable moment: the update has started (files are being re-indexed) — kill it there.
    await seen("strata watch: updating:");
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    const db = new Database(path.join(root, ".strata", "strata.db"), { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      db.close();
    }
    expect(strata(["index", root, "-q"]).status).toBe(0);
    const after = await picture(root);
    expect((after.tables.graph_nodes as { id: string }[]).map((n) => n.id).filter((id) => id.includes("#added")).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `src/m${i}.ts#added${i}`).sort(),
    );
    await expectSameAsFresh(root, after);
  }, 300_000);
});
