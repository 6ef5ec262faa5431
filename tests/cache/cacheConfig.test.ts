/** The `cache` setting: a bad value is a configuration error (exit 2), caught before anything runs. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/index.js";
import { writeRepo } from "./harness.js";

describe("cache setting", () => {
  const root = writeRepo({ "a.ts": "export const a = 1;\n" });

  it("accepts sqlite and redis:// / rediss:// URLs", () => {
    expect(["sqlite", "redis://127.0.0.1:6379", "rediss://user:pw@cache.example.com:6380/2"].map((cache) => loadConfig(root, { cache }, {}).cache)).toEqual([
      "sqlite",
      "redis://127.0.0.1:6379",
      "rediss://user:pw@cache.example.com:6380/2",
    ]);
  });

  it("rejects anything else as a ConfigError naming the key, never echoing the value", () => {
    for (const cache of ["foo", "redis:/one-slash", "http://user:pw@host:6379"]) {
      const error = (() => {
        try {
          loadConfig(root, {}, { STRATA_REDIS_URL: cache });
        } catch (e) {
          return e as Error;
        }
        throw new Error(`accepted ${cache}`);
      })();
      expect([error instanceof ConfigError, error.message]).toEqual([
        true,
        'invalid configuration (from strata.config.json, STRATA_* variables or flags):\n  cache: expected a redis:// or rediss:// URL, or "sqlite"',
      ]);
    }
  });
});
