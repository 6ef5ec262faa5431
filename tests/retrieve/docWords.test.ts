/**
 * A query in a doc comment's own words puts that doc's node first (viper 528f741: "writes the current configuration to
 * a file", the first sentence of `Viper.WriteConfig`'s doc, ranked it below five other hits in hybrid search).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { functionDoc, tempStore } from "./fixtures.js";

/** A function's search document with a doc comment (in its contract text, as documents.ts writes it, not in its code). */
const documented = (path: string, name: string, code: string, doc?: string): SearchDocument => {
  const d = functionDoc(path, name, code, `${name} in words.`);
  return doc ? { ...d, node: { ...d.node, doc }, contractText: `${name}()\n${doc}` } : d;
};

function corpus(): SearchDocument[] {
  return [
    documented("viper.go", "WriteConfig", "func (v *Viper) WriteConfig() error { return v.writeConfig(v.getConfigFile(), true) }", "WriteConfig writes the current configuration to a file."),
    documented("viper.go", "SafeWriteConfig", "func (v *Viper) SafeWriteConfig() error { return v.safeWrite() }", "SafeWriteConfig writes current configuration to file only if the file does not exist."),
    // Says "write", "config" and "file" often in its code, no doc.
    documented("viper.go", "writeConfig", "func (v *Viper) writeConfig(filename string, force bool) error { // write the config file: file, write, current config\n f := file(filename); write(f, current); return writeFile(f) }"),
    documented("errors.go", "fileLookup", "func fileLookup() string { return \"config file\" }", "fileLookup returns a configuration file's name."),
    documented("context.go", "GetIntSlice", "func (c *Context) GetIntSlice(key string) (is []int) { return getTyped[[]int](c, key) }", "GetIntSlice returns the value associated with the key as a slice of integers."),
    documented("context.go", "GetInt", "func (c *Context) GetInt(key string) (i int) { return getTyped[int](c, key) }"),
    documented("viper_test.go", "TestWriteConfig", "func TestWriteConfig(t *testing.T) { writes(current, configuration, file) }", "TestWriteConfig writes the current configuration to a file and reads it back."),
  ];
}

describe("a query in a doc's own words", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterEach(async () => store.close());

  it("puts the nodes whose doc's first sentence holds every word first, tests after the implementation", async () => {
    const ranked = await rankIds(store, "writes the current configuration to a file", { k: 5 });
    expect(ranked.map((r) => [r.id, r.from[0]])).toEqual([
      ["viper.go#WriteConfig", "doc words"],
      ["viper.go#SafeWriteConfig", "doc words"],
      ["viper.go#writeConfig", "code"],
      ["errors.go#fileLookup", "code"],
      ["viper_test.go#TestWriteConfig", "doc words"],
    ]);
    // A word no doc holds ("disk"): no doc leads.
    expect((await rankIds(store, "writes the current configuration to disk", { k: 5 })).map((r) => r.from[0])).not.toContain("doc words");
    // A name the query writes must be in the doc whole (gin's `GetIntSlice` doc holds "get" and "int", not `GetInt`).
    expect((await rankIds(store, "GetInt returns the value associated with the key as an integer", { k: 5 })).map((r) => r.from[0])).not.toContain("doc words");
    expect((await rankIds(store, "GetIntSlice returns the value associated with the key", { k: 1 })).map((r) => [r.id, r.from[0]])).toEqual([["context.go#GetIntSlice", "doc words"]]);
    // Under three words: a name's or a sentence's, not a doc's.
    expect((await rankIds(store, "current configuration", { k: 5 })).map((r) => r.from[0])).not.toContain("doc words");
  });
});
