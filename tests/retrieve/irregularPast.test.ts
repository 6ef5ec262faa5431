/**
 * An irregular past form asks for its verb, which the Porter stemmer never joins to it: urllib3's "how is the request
 * body rewound" did not find `rewind_body` in the first five (`rewound` stems to itself, `rewind` to `rewind`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryWords, search, updateSearchIndex, wordMatch } from "../../src/retrieve/index.js";
import { porterBaseForm, toMatchQuery } from "../../src/retrieve/tokenize.js";
import type { SqliteStore } from "../../src/store/index.js";
import { nodeDoc, tempStore } from "./fixtures.js";

describe("irregular past forms", () => {
  it("ask for their verb; a form that is also a noun or adjective does not", () => {
    expect(["rewound", "thrown", "written", "chosen", "bound", "found", "built", "read", "rewind"].map((w) => porterBaseForm(w) ?? null)).toEqual(["rewind", "throw", "write", "choose", null, null, null, null, null]);
    expect(toMatchQuery("how is the request body rewound")).toBe('"request" OR "body" OR "rewound" OR "rewind"');
    expect(wordMatch(queryWords("request body rewound"), ["Attempt to rewind body to a certain position."])).toEqual({ held: 2, of: 3, missing: ["request"] });
  });

  describe("in a search", () => {
    let store: SqliteStore;
    beforeEach(async () => {
      store = tempStore().store;
      await updateSearchIndex(store, [
        nodeDoc("util/request.py#rewind_body", "function", "python", 1, "def rewind_body(body, body_pos):\n    body_seek = getattr(body, 'seek', None)\n    body_seek(body_pos)", "Attempt to rewind body to a certain position."),
        nodeDoc("util/request.py#set_file_position", "function", "python", 20, "def set_file_position(body, pos):\n    if pos is not None:\n        rewind_pos = pos\n    return pos", "If a position is provided, move file to that point. Otherwise, we'll attempt to record a position for future use."),
        nodeDoc("contrib/emscripten/request.py#set_body", "function", "python", 40, "def set_body(self, body):\n    self.body = body", "Set the request body."),
      ]);
    });
    afterEach(async () => store.close());

    it("find the function whose words hold the verb", async () => {
      expect((await search(store, "how is the request body rewound", { k: 1 })).map((r) => r.id)).toEqual(["util/request.py#rewind_body"]);
    });
  });
});
