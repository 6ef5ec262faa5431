/**
 * A change request's opening verb ("fix …", "use …", "update …") says what to do, not where: as a name it matched a
 * framework's `use` method above the code the request is about. Dropped when it opens a query of at least three words.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankIds } from "../../src/retrieve/index.js";
import { contentWords } from "../../src/retrieve/tokenize.js";
import { openStore } from "../../src/store/index.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

describe("a change request's opening verb", () => {
  it("is no content word when it opens three words or more", () => {
    expect(contentWords("fix retry delay")).toEqual(["retry", "delay"]);
    expect(contentWords("Use the agent timeout")).toEqual(["agent", "timeout"]);
    // Two words: the verb may be what is asked about; elsewhere in the query, or written as a name, it stays.
    expect(contentWords("use middleware")).toEqual(["use", "middleware"]);
    expect(contentWords("retry delay fix")).toEqual(["retry", "delay", "fix"]);
    expect(contentWords("useAgent retry delay")).toEqual(["useAgent", "retry", "delay"]);
  });

  let root = "";
  beforeAll(async () => {
    root = writeTree({
      "src/app.ts": ["export class App {", "  /** Registers a middleware. */", "  use(middleware: () => void): this {", "    middleware();", "    return this;", "  }", "}", ""].join("\n"),
      "src/retry.ts": ["/** Computes the backoff before the next attempt. */", "export function retryDelay(header: string | null): number {", "  return header ? Number(header) : 1000;", "}", ""].join("\n"),
    });
    expect((await strataInProcess(["index", root, "-q", "--no-history"])).status).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("does not rank a function of its name first", async () => {
    const store = openStore(`${root}/.strata/strata.db`, { readOnly: true });
    try {
      // (With the verb, `App.use` came first.)
      expect((await rankIds(store, "use backoff for the next attempt", { mode: "hybrid", k: 5, kinds: ["function", "method"] })).map((r) => r.id)).toEqual(["src/retry.ts#retryDelay"]);
    } finally {
      await store.close();
    }
  });
});
