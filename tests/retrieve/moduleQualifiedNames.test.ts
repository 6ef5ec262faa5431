/**
 * A name qualified by its package or module as code calls it (`require.Equal`, `assert.Equal`): a new user's trial on
 * testify 12f8b561 found `require/require.go#Equal` not among the first 30 for "require.Equal", and "how does
 * assert.Equal compare two values?" ranking `EqualExportedValues`, `GreaterOrEqual` and others, not `Equal`.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

function doc(id: string, kind: GraphNode["kind"], code: string, summaryText: string): SearchDocument {
  const [path, qualified] = id.split("#") as [string, string | undefined];
  const qualifiedName = qualified ?? path;
  const node: GraphNode = { id, kind, name: qualifiedName.split(/[./]/u).pop()!, qualifiedName, path, language: "go", span: { startLine: 1, endLine: 5, startByte: 0, endByte: 0 }, contentHash: `h-${id}` };
  return { node, code, summaryText, contractText: "", ...(kind === "file" ? { fileText: code } : {}) };
}

const CORPUS: SearchDocument[] = [
  doc("assert/assertions.go", "file", "package assert\nfunc Equal(t TestingT, expected, actual interface{}) bool {}\nfunc EqualExportedValues(t TestingT, expected, actual interface{}) bool {}", "Assertions."),
  doc("assert/assertions.go#Equal", "function", "func Equal(t TestingT, expected, actual interface{}) bool {\n\tif !ObjectsAreEqual(expected, actual) { return Fail(t) }\n\treturn true\n}", "Equal asserts that two objects are equal."),
  doc("assert/assertions.go#EqualExportedValues", "function", "func EqualExportedValues(t TestingT, expected, actual interface{}) bool {\n\t// compare two values: the exported fields of two values\n\treturn compare(expected, actual, values)\n}", "EqualExportedValues asserts that the types of two objects are equal and their public fields, two values, compare equal."),
  doc("assert/assertion_compare.go#compareTwoValues", "function", "func compareTwoValues(t TestingT, e1, e2 interface{}) bool {\n\t// compare two values\n\treturn compare(e1, e2)\n}", "Compare two values of one kind."),
  doc("require/require.go", "file", "package require\nfunc Equal(t TestingT, expected interface{}, actual interface{}) {}", "Require."),
  doc("require/require.go#Equal", "function", "func Equal(t TestingT, expected interface{}, actual interface{}) {\n\tif assert.Equal(t, expected, actual) { return }\n\tt.FailNow()\n}", "Equal asserts that two objects are equal."),
  doc("require/requirements.go#TestingT.FailNow", "method", "FailNow()", "Stops the test: require Equal, require.Equal and every require call end here."),
  doc("src/pkg/_helpers.py#normalize", "function", "def normalize(path):\n    return path.strip('/')", "Strips slashes from a path."),
  doc("src/pkg/paths.py#Paths.normalize", "method", "def normalize(self, path):\n    return _helpers.normalize(path) or _helpers.normalize(path)", "Normalizes with _helpers.normalize, _helpers normalize."),
];

describe("names qualified by their package or module", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, CORPUS);
  });
  afterEach(async () => store.close());

  const top = async (query: string, k = 1): Promise<string[]> => (await rankIds(store, query, { k, kinds: ["function", "method"] })).map((r) => r.id);

  it("a package-qualified name finds the declaration in that package's folder", async () => {
    expect(await top("require.Equal")).toEqual(["require/require.go#Equal"]);
    expect(await top("assert.Equal")).toEqual(["assert/assertions.go#Equal"]);
    // A private module's leading underscore, on the qualifier as in the path (a break-it trial's).
    expect(await top("_helpers.normalize")).toEqual(["src/pkg/_helpers.py#normalize"]);
  });

  it("in a sentence, the declaration a qualified name writes leads its file", async () => {
    expect(await top("how does assert.Equal compare two values?")).toEqual(["assert/assertions.go#Equal"]);
  });
});
