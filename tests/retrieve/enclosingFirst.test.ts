/**
 * A definition nested in a function (a closure, a local type) ranked above that function gives way to it: the
 * function's code holds the nested one and is what answers. Cut from a new user's trial on sqlparse 60cdc64, where
 * "how are tokens grouped into identifier lists" led with the 2-line closure `group_identifier_list.match` and the
 * context block never showed `group_identifier_list`'s body. A class's method is no such nesting and keeps its rank.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

function doc(id: string, kind: GraphNode["kind"], startLine: number, endLine: number, code: string, summaryText: string): SearchDocument {
  const [filePath, qualified] = id.split("#") as [string, string];
  const node: GraphNode = {
    id,
    kind,
    name: qualified.split(".").pop()!,
    qualifiedName: qualified,
    path: filePath,
    language: "python",
    span: { startLine, endLine, startByte: 0, endByte: 0 },
    contentHash: `h-${id}`,
  };
  return { node, code, summaryText, contractText: "" };
}

describe("enclosing function first", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, [
      doc(
        "grouping.py#group_identifier_list",
        "function",
        10,
        20,
        "def group_identifier_list(tlist):\n    def match(token):\n        return token.match(T.Punctuation, ',')\n    _group(tlist, sql.IdentifierList, match)",
        "Delegates to _group.",
      ),
      doc("grouping.py#group_identifier_list.match", "function", 11, 12, "def match(token):\n    return token.match(T.Punctuation, ',')", "Returns whether the token groups identifier lists of tokens."),
      doc("sql.py#TokenList", "class", 1, 30, "class TokenList(Token):\n    def group_tokens(self, grp_cls, start, end):\n        pass", "A group of tokens."),
      doc("sql.py#TokenList.group_tokens", "method", 2, 3, "def group_tokens(self, grp_cls, start, end):\n    pass", "Groups tokens into an identifier list or other group of tokens."),
      // superagent 3c9c0f7: a constructor function's prototype method is named inside it but written outside its code.
      doc("client.js#Request", "function", 1, 5, "function Request(method, url) {\n  this._redirects = 0;\n}", "Builds a request; counts redirects."),
      doc("client.js#Request._redirect", "method", 20, 30, "Request.prototype._redirect = function (res) {\n  return this._redirects++;\n};", "Follows redirects: redirects the request to the new location."),
    ]);
  });
  afterEach(async () => store.close());

  it("moves the enclosing function up to its closure's place; a class stays below its method", async () => {
    const code = (await rankIds(store, "how are tokens grouped into identifier lists", { mode: "summary", k: 4 })).map((r) => r.id);
    expect(code).toEqual(["grouping.py#group_identifier_list", "grouping.py#group_identifier_list.match", "sql.py#TokenList.group_tokens", "sql.py#TokenList"]);
  });

  it("leaves a method written outside the function it is named in where it ranks", async () => {
    const ids = (await rankIds(store, "how are redirects followed", { mode: "summary", k: 2 })).map((r) => r.id);
    expect(ids).toEqual(["client.js#Request._redirect", "client.js#Request"]);
  });
});
