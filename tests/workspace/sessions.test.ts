/** Session registry and the per-session focused cache. */
import { describe, expect, it } from "vitest";
import { FocusedCache, Sessions, WorkspaceError } from "../../src/workspace/index.js";

describe("FocusedCache", () => {
  it("shares one computation between concurrent requests for the same key", async () => {
    const cache = new FocusedCache();
    let calls = 0;
    let release!: (v: string) => void;
    const make = () => {
      calls += 1;
      return new Promise<string>((r) => (release = r));
    };
    const a = cache.getOrCompute("k", make);
    const b = cache.getOrCompute("k", make);
    release("value");
    expect(await Promise.all([a, b])).toEqual([
      { value: "value", cached: false },
      { value: "value", cached: true },
    ]);
    expect(await cache.getOrCompute("k", make)).toEqual({ value: "value", cached: true });
    expect([calls, cache.computations, cache.size]).toEqual([1, 1, 1]);
  });

  it("does not keep a failed computation", async () => {
    const cache = new FocusedCache();
    await expect(cache.getOrCompute("k", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.getOrCompute("k", async () => 2)).toEqual({ value: 2, cached: false });
  });
});

describe("Sessions", () => {
  it("keeps one focused cache per id and refuses malformed ids", () => {
    const sessions = new Sessions();
    const a = sessions.get("tab-aaaaaaaa", 0);
    expect(sessions.get("tab-aaaaaaaa", 1)).toBe(a);
    expect(sessions.get("tab-bbbbbbbb", 2).focused).not.toBe(a.focused);
    expect(() => sessions.get(undefined)).toThrow(WorkspaceError);
    expect(() => sessions.get("short")).toThrow("missing or malformed x-strata-session header");
    expect(() => sessions.get("../../etc/passwd")).toThrow(WorkspaceError);
  });

  it("drops sessions idle for an hour", () => {
    const sessions = new Sessions();
    const a = sessions.get("tab-aaaaaaaa", 0);
    sessions.get("tab-bbbbbbbb", 3_600_001);
    expect(sessions.size).toBe(1);
    expect(sessions.get("tab-aaaaaaaa", 3_600_002)).not.toBe(a);
  });
});
