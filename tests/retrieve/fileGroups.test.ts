/**
 * Hybrid search at function level after the whole-file fusion: a file's third match keeps its own place instead of
 * falling below every other file's best match (held-out starlette: code-only search beat hybrid at Pass@10 by 16
 * points), while the order of files stays the fused one.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

let line = 1;
function doc(id: string, code: string, summaryText: string): SearchDocument {
  const [filePath, qualified] = id.split("#") as [string, string | undefined];
  const kind: GraphNode["kind"] = qualified ? "function" : "file";
  const start = line;
  line += 10;
  const node: GraphNode = {
    id,
    kind,
    name: qualified ?? filePath,
    qualifiedName: qualified ?? filePath,
    path: filePath,
    language: "python",
    span: { startLine: start, endLine: start + 5, startByte: 0, endByte: 0 },
    contentHash: `h-${id}`,
  };
  return { node, code, summaryText, contractText: "", ...(kind === "file" ? { fileText: code } : {}) };
}

/** cookies.py holds three cookie parsers; four other files each mention cookies once, in fewer words. */
function corpus(): SearchDocument[] {
  line = 1;
  const parsers = [
    ["parse_cookie_header", "def parse_cookie_header(header):\n    # parse the cookie header into cookie pairs\n    return [parse_cookie_pair(p) for p in header.split(';')]"],
    ["parse_cookie_pair", "def parse_cookie_pair(pair):\n    # one cookie pair of the header\n    name, _, value = pair.partition('=')\n    return name, parse_cookie_value(value)"],
    ["parse_cookie_value", "def parse_cookie_value(value):\n    # unquote a cookie value\n    return value.strip('\"')"],
  ];
  const others = ["session", "response", "request", "middleware"].map((f) => [
    `${f}.py`,
    `def ${f}_cookie(x):\n    # read the ${f} cookie\n    return x.get('${f}')`,
  ]);
  return [
    doc("cookies.py", parsers.map(([, code]) => code).join("\n\n"), "Cookie header parsing."),
    ...parsers.map(([name, code]) => doc(`cookies.py#${name}`, code!, `Parses a cookie ${name!.split("_").pop()}.`)),
    ...others.flatMap(([file, code]) => [doc(file!, code!, `The ${file!.replace(".py", "")} module.`), doc(`${file}#${file!.replace(".py", "")}_cookie`, code!, "Reads a cookie.")]),
  ];
}

describe("hybrid search after the whole-file fusion", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterEach(async () => store.close());

  it("puts a file's third match by its own rank, files in the fused order", async () => {
    const ranked = (await rankIds(store, "parse cookie header value", { mode: "hybrid", k: 7, kinds: ["function"] })).map((r) => r.id);
    // The second file's best match stays before the first file's third: the whole-file term orders files first.
    expect(ranked).toEqual([
      "cookies.py#parse_cookie_pair",
      "cookies.py#parse_cookie_header",
      "middleware.py#middleware_cookie",
      "cookies.py#parse_cookie_value",
      "request.py#request_cookie",
      "response.py#response_cookie",
      "session.py#session_cookie",
    ]);
  });

  // fastify's "error handler" listed a file and its first function side by side with one score: the file doc gives its
  // group's place to its best functions and keeps its own place below.
  it("lets a file doc heading its group give that place to its functions", async () => {
    const ranked = (await rankIds(store, "parse cookie header value", { mode: "hybrid", k: 6 })).map((r) => r.id);
    expect(ranked).toEqual(["cookies.py#parse_cookie_pair", "cookies.py#parse_cookie_header", "cookies.py", "middleware.py#middleware_cookie", "middleware.py", "request.py#request_cookie"]);
  });
});
