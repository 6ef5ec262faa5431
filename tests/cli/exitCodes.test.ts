import { afterEach, describe, expect, it, vi } from "vitest";
import { reportError } from "../../src/cli/main.js";
import { UsageError } from "../../src/cli/exit.js";
import { ConfigError } from "../../src/config/index.js";
import { StoreBusyError, StoreCorruptError, StoreError } from "../../src/store/index.js";
import { LlmError } from "../../src/summarize/index.js";
import { FileQueryError } from "../../src/query/index.js";
import { NoCategoriesError } from "../../src/retrieve/index.js";
import { StrataError } from "../../src/shared/errors.js";
import { EmbeddingConfigError } from "../../src/summarize/index.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("errors become exit codes in one place", () => {
  const cases: [string, Error, number, boolean][] = [
    ["usage", new UsageError("bad flag"), 2, true],
    ["config", new ConfigError("bad config"), 2, true],
    ["file", new FileQueryError("a.ts", "not-found", "missing"), 3, false],
    ["store", new StoreError("cannot open", "/s.db"), 4, true],
    ["store busy", new StoreBusyError("/s.db"), 4, true],
    ["store corrupt", new StoreCorruptError("/s.db", "database disk image is malformed"), 6, true],
    ["embedding", new EmbeddingConfigError("no model"), 2, true],
    ["categories", new NoCategoriesError("/s.db", true), 2, true],
    ["llm auth", new LlmError("auth", "401"), 2, true],
    ["llm timeout", new LlmError("timeout", "slow"), 2, false],
  ];

  it.each(cases)("%s: exit code and whether it stops an index run", async (_name, error, code, fatal) => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(error).toBeInstanceOf(StrataError);
    expect((error as StrataError).fatal).toBe(fatal);
    expect(await reportError(error)).toBe(code);
    expect(stderr).toHaveBeenCalledWith(`strata: ${error.message}\n`);
  });

  it("anything else is an unexpected failure, exit 1, with its stack", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await reportError(new TypeError("boom"))).toBe(1);
    expect(String(stderr.mock.calls[0]![0])).toMatch(/^strata: unexpected error: TypeError: boom\n/);
  });
});
