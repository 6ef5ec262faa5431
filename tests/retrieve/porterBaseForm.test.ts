/**
 * A query word the Porter stemmer stems apart from its base word: `added` → `ad`, while `add` and `adds` → `add`.
 * robfig/cron's "how are jobs added" did not find `Cron.AddJob` ("AddJob adds a Job to the Cron …") in the first five:
 * `WithChain` ("… all jobs added to this cron") ranked first, and its match column said it held both words.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { queryWords, search, updateSearchIndex, wordMatch, type SearchDocument } from "../../src/retrieve/index.js";
import { porterBaseForm, toMatchQuery } from "../../src/retrieve/tokenize.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

let line = 1;
function doc(id: string, code: string, summaryText: string): SearchDocument {
  const [filePath, qualified] = id.split("#") as [string, string];
  const start = line;
  line += 10;
  const node: GraphNode = {
    id,
    kind: qualified.includes(".") ? "method" : "function",
    name: qualified.split(".").pop()!,
    qualifiedName: qualified,
    path: filePath,
    language: "go",
    span: { startLine: start, endLine: start + 5, startByte: 0, endByte: 0 },
    contentHash: `h-${id}`,
  };
  return { node, code, summaryText, contractText: "" };
}

describe("query words the stemmer stems apart from their base word", () => {
  it("also ask for the base word", () => {
    expect(["added", "adding", "stuffed", "erred", "called", "passed", "needed", "add"].map((w) => porterBaseForm(w) ?? null)).toEqual(["add", "add", "stuff", "err", null, null, null, null]);
    expect(toMatchQuery("how are jobs added")).toBe('"jobs" OR "added" OR "add"');
  });

  it("are held by a text holding the base word", () => {
    const words = queryWords("how are jobs added");
    expect(wordMatch(words, ["AddJob adds a Job to the Cron."])).toEqual({ held: 2, of: 2 });
    expect(wordMatch(words, ["func (c *Cron) Remove(id EntryID)"])).toEqual({ held: 0, of: 2, missing: ["jobs", "added"] });
  });

  describe("in a search", () => {
    let store: SqliteStore;
    beforeEach(async () => {
      store = tempStore().store;
      line = 1;
      await updateSearchIndex(store, [
        doc("option.go#WithChain", "func WithChain(wrappers ...JobWrapper) Option {\n  return func(c *Cron) { c.chain = NewChain(wrappers...) }\n}", "WithChain specifies Job wrappers to apply to all jobs added to this cron."),
        doc("option.go#WithParser", "func WithParser(p ScheduleParser) Option {\n  return func(c *Cron) { c.parser = p }\n}", "WithParser overrides the parser used for interpreting job schedules."),
        doc("cron.go#Cron.AddJob", "func (c *Cron) AddJob(spec string, cmd Job) (EntryID, error) {\n  schedule, err := c.parser.Parse(spec)\n  return c.Schedule(schedule, cmd), err\n}", "AddJob adds a Job to the Cron to be run on the given schedule."),
        doc("cron.go#Cron.run", "func (c *Cron) run() {\n  for {\n    select {\n    case newEntry := <-c.add: // jobs added while running\n      c.entries = append(c.entries, newEntry)\n      c.logger.Info(\"added\", \"jobs\", len(c.entries))\n    }\n  }\n}", "Runs the scheduler: starts due jobs, takes jobs added while running."),
        doc("cron.go#Cron.Remove", "func (c *Cron) Remove(id EntryID) {\n  c.removeEntry(id)\n}", "Remove an entry from being run in the future."),
      ]);
    });
    afterEach(async () => store.close());

    it("find the function named by the question's words first", async () => {
      expect((await search(store, "how are jobs added", { k: 2 })).map((r) => r.id)).toEqual(["cron.go#Cron.AddJob", "cron.go#Cron.run"]);
    });
  });
});
