import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContext, expandHits, packContext, personalizedPageRank, updateSearchIndex, type ContextItem, type SearchDocument } from "../../src/retrieve/index.js";
import type { GraphEdge } from "../../src/graph/index.js";
import { tokenCounter, type TokenCounter } from "../../src/shared/tokens.js";
import type { SearchDocRecord, SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

describe("personalized PageRank", () => {
  it("matches the closed form on two linked nodes: x_a = 1/(1+α), x_b = α/(1+α)", () => {
    const scores = personalizedPageRank(["a", "b"], [{ from: "a", to: "b", weight: 1 }, { from: "b", to: "a", weight: 1 }], new Map([["a", 1]]));
    expect(scores.get("a")).toBeCloseTo(1 / 1.85, 9);
    expect(scores.get("b")).toBeCloseTo(0.85 / 1.85, 9);
  });
  it("sends a dangling node's mass back to the seeds", () => {
    const scores = personalizedPageRank(["a", "b", "c"], [{ from: "a", to: "b", weight: 1 }], new Map([["a", 1]]));
    expect([scores.get("a"), scores.get("b"), scores.get("c")].map((x) => Number(x!.toFixed(9)))).toEqual([0.540540541, 0.459459459, 0]);
  });
  it("refuses a walk without seeds", () => {
    expect(() => personalizedPageRank(["a"], [], new Map([["z", 1]]))).toThrow("needs at least one seed");
  });
});

describe("expanding hits into callers and callees", () => {
  const edges: GraphEdge[] = [
    { from: "f", to: "g", kind: "calls", resolved: true },
    { from: "h", to: "f", kind: "calls", resolved: true },
    { from: "g", to: "k", kind: "calls", resolved: true },
    { from: "f", to: "?print", kind: "calls", resolved: false },
  ];
  it("keeps one hop, ranks neighbours by PPR and labels their relation to the hits", () => {
    const { hits, neighbours } = expandHits([{ id: "f", weight: 1 }], edges, { hops: 1 });
    expect(hits.map((h) => [h.id, h.hops])).toEqual([["f", 0]]);
    expect(neighbours.map((n) => [n.id, n.hops, n.relations])).toEqual([
      ["g", 1, ["called by f"]],
      ["h", 1, ["calls f"]],
    ]);
    expect(expandHits([{ id: "f", weight: 1 }], edges, { hops: 2 }).neighbours.map((n) => n.id)).toEqual(["g", "h", "k"]);
  });
});

/** 30 functions, each calling the next, with ~60 lines of code each: more material than any budget below. */
function bigCorpus(): SearchDocument[] {
  return Array.from({ length: 30 }, (_, i) => {
    const name = `stage${i}Transform`;
    const body = Array.from({ length: 60 }, (_, j) => `  const v${j} = input.values[${j}] * ${i + j} + helper${j % 7}(input, "${name}");`).join("\n");
    return {
      node: { id: `src/s${i}.ts#${name}`, kind: "function", name, qualifiedName: name, path: `src/s${i}.ts`, language: "typescript", span: { startLine: 1, endLine: 62, startByte: 0, endByte: 0 }, contentHash: `c${i}`, signature: `${name}(input: Batch): Batch` },
      code: `export function ${name}(input: Batch): Batch {\n${body}\n  return stage${i + 1}Transform(input);\n}`,
      summaryText: `Transforms a batch in pipeline stage ${i} (${i % 3 === 0 ? "normalization" : "scaling"}), then hands it to stage ${i + 1}.`,
      contractText: `${name}(input: Batch): Batch`,
    };
  });
}

describe("context block to a token budget", () => {
  let store: SqliteStore;
  let count: TokenCounter;
  beforeAll(async () => {
    store = tempStore().store;
    count = await tokenCounter("o200k_base");
    await updateSearchIndex(store, bigCorpus());
  });
  afterAll(async () => store.close());

  for (const budget of [300, 1000, 4000, 8000]) {
    it(`never exceeds ${budget} tokens, fills at least 95%, keeps the top hit`, async () => {
      const result = await buildContext(store, "stage7Transform normalization", { budget, countTokens: count, mode: "hybrid" });
      expect(result.hits[0]).toBe("src/s7.ts#stage7Transform");
      expect(count(result.text)).toBe(result.tokens);
      expect(result.tokens).toBeLessThanOrEqual(budget);
      expect(result.tokens).toBeGreaterThanOrEqual(0.95 * budget);
      expect(result.included[0]).toMatchObject({ id: "src/s7.ts#stage7Transform", part: "summary" });
      expect(result.text.startsWith("# Context for: stage7Transform normalization\n\n## src/s7.ts#stage7Transform (function, src/s7.ts:1-62; hit)\n")).toBe(true);
      expect(result.text).toContain("## Left out (not in this block)\n");
      expect(result.leftOut.length).toBeGreaterThan(0);
    });
  }

  it("orders the hits' summaries and code, then neighbours' summaries (inferred call edges), then their code, and lists what it left out", async () => {
    const result = await buildContext(store, "stage7Transform", { budget: 4000, countTokens: count, mode: "code", hits: 1, hops: 1 });
    expect(result.edgesFrom).toBe("inferred");
    expect(result.hits).toEqual(["src/s7.ts#stage7Transform"]);
    expect(result.neighbours.map((n) => [n.id, n.relations])).toEqual([
      ["src/s6.ts#stage6Transform", ["calls src/s7.ts#stage7Transform"]],
      ["src/s8.ts#stage8Transform", ["called by src/s7.ts#stage7Transform"]],
    ]);
    expect(result.included.map((e) => [e.id, e.part, e.truncated])).toEqual([
      ["src/s7.ts#stage7Transform", "summary", false],
      ["src/s7.ts#stage7Transform", "code", false],
      ["src/s6.ts#stage6Transform", "summary", false],
      ["src/s8.ts#stage8Transform", "summary", false],
      ["src/s6.ts#stage6Transform", "code", false],
      ["src/s8.ts#stage8Transform", "code", true],
    ]);
    expect(result.leftOut).toEqual([]);
    expect(result.text).toContain(`- src/s8.ts#stage8Transform: code cut short (`);
  });

  it("prints a doc comment once when the summary already quotes it, and keeps one the summary does not", async () => {
    const docs = tempStore().store;
    try {
      const node = (name: string, doc: string): SearchDocument["node"] => ({ id: `src/${name}.ts#${name}`, kind: "function", name, qualifiedName: name, path: `src/${name}.ts`, language: "typescript", contentHash: name, doc });
      await updateSearchIndex(docs, [
        { node: node("sendDelete", "Sends a `DELETE` request."), code: "export function sendDelete() {}", summaryText: "Sends a `DELETE` request. Takes no arguments.", contractText: "sendDelete()" },
        { node: node("sendPut", "Sends a PUT\n request."), code: "export function sendPut() {}", summaryText: "Takes no arguments.", contractText: "sendPut()" },
      ]);
      const deleteBlock = (await buildContext(docs, "sendDelete", { budget: 500, countTokens: count, mode: "code", hits: 1, hops: 0 })).text;
      expect(deleteBlock.split("Sends a `DELETE` request.").length - 1).toBe(1);
      const putBlock = (await buildContext(docs, "sendPut", { budget: 500, countTokens: count, mode: "code", hits: 1, hops: 0 })).text;
      expect(putBlock).toContain("Sends a PUT\n request.\nTakes no arguments.");
    } finally {
      await docs.close();
    }
  });

  it("holds only the header and an empty list when nothing matches", async () => {
    const result = await buildContext(store, "zzzz", { budget: 100, countTokens: count });
    expect(result.text).toBe("# Context for: zzzz\n\n## Left out (not in this block)\n- nothing\n");
  });

  // Found on hono: `--budget 10` gave a 30-token block (the frame alone), and a 6,000-token question a
  // 6,029-token block for a budget of 500.
  it("refuses a budget below the frame and cuts a long question to a fifth of the budget", async () => {
    await expect(buildContext(store, "stage7Transform", { budget: 49, countTokens: count })).rejects.toThrow("context budget must be an integer of at least 50 tokens, got 49");
    const question = "stage7Transform normalization ".repeat(2000);
    for (const budget of [50, 500]) {
      const result = await buildContext(store, question, { budget, countTokens: count, mode: "hybrid" });
      const header = result.text.slice(0, result.text.indexOf("\n\n") + 2);
      expect([result.tokens <= budget, count(header) <= Math.floor(budget / 5), header.startsWith("# Context for: stage7Transform normalization"), header.endsWith("…\n\n")]).toEqual([true, true, true, true]);
    }
  });

  // Found in a trial on httpx: `--budget 50` printed `## httpx/` and `…` — the first hit's heading cut short, nothing else.
  it("a budget too small for the first hit's summary says so in the block, and which budget holds it; no piece is cut to its heading alone", async () => {
    const block = (budget: number) => buildContext(store, "stage7Transform", { budget, countTokens: count, mode: "code", hits: 1, hops: 0 });
    const small = await block(50);
    expect([small.text, small.tokens, small.tooSmall, small.included]).toEqual([
      "# Context for: stage7Transform\n\n## Left out (not in this block)\n- everything: the budget is too small for the first hit's summary; 87 tokens hold it\n",
      38,
      { id: "src/s7.ts#stage7Transform", tokens: 53, budget: 87 },
      [],
    ]);
    expect((await block(70)).tooSmall).toEqual({ id: "src/s7.ts#stage7Transform", tokens: 53, budget: 87 });
    const cut = await block(80);
    expect([cut.tooSmall, cut.text.split("\n").slice(2, 5)]).toEqual([undefined, ["## src/s7.ts#stage7Transform (function, src/s7.ts:1-62; hit)", "`stage7", "…"]]);
    const [below, at] = [await block(86), await block(87)];
    expect([below.included.map((e) => [e.part, e.truncated]), at.included.map((e) => [e.part, e.truncated])]).toEqual([[["summary", true]], [["summary", false]]]);
  });
});

describe("packing a small budget", () => {
  let count: TokenCounter;
  beforeAll(async () => {
    count = await tokenCounter("o200k_base");
  });
  /** A function `name` in its own file: a one-sentence summary and `lines` lines of code. */
  const item = (name: string, role: ContextItem["role"], lines: number): ContextItem => {
    const code = `export function ${name}(req: Request): Response {\n${Array.from({ length: lines }, (_, j) => `  const v${j} = req.headers.get("x-${name}-${j}") ?? "";`).join("\n")}\n  return new Response(v0);\n}`;
    const node = { id: `src/${name}.ts#${name}`, kind: "function" as const, name, qualifiedName: name, path: `src/${name}.ts`, language: "typescript", span: { startLine: 1, endLine: lines + 3, startByte: 0, endByte: 0 }, contentHash: name, signature: `${name}(req: Request): Response` };
    const doc: SearchDocRecord = { id: node.id, contentHash: name, summaryHash: name, node, code, summaryText: `Reads the ${name} headers of a request and answers with the first.`, contractText: node.signature, summaryGenerator: "extractive-node@12", fileHash: name };
    return { doc, role, relations: role === "hit" ? [] : ["called by src/hit0.ts#hit0"] };
  };
  // Ten hits and four neighbours of 11 lines each (code ~170 tokens): all summaries alone (~45 tokens each) would fill 600 tokens.
  const items = [...Array.from({ length: 10 }, (_, i) => item(`hit${i}`, "hit", 8)), ...Array.from({ length: 4 }, (_, i) => item(`near${i}`, "neighbour", 8))];

  const question = "which handler reads the header?";
  const parts = (packed: { included: { id: string; part: string; truncated: boolean; tokens: number }[] }) => packed.included.map((e) => [e.id, e.part, e.truncated, e.tokens]);
  const leftOutList = (text: string): string => text.slice(text.indexOf("## Left out"));

  // Before, all hits' summaries came first and each left-out part had a line: at 600 tokens this block held nine
  // summaries and no code, at 300 four summaries.
  it("gives the first two hits' code right after their summaries, before the other hits' summaries, and lists five left-out parts and a count", () => {
    const packed = packContext(question, items, 600, count);
    expect([packed.tokens, count(packed.text), packed.leftOut.length]).toEqual([569, 569, 24]);
    expect(parts(packed)).toEqual([
      ["src/hit0.ts#hit0", "summary", false, 47],
      ["src/hit0.ts#hit0", "code", false, 181],
      ["src/hit1.ts#hit1", "summary", false, 47],
      ["src/hit1.ts#hit1", "code", false, 181],
    ]);
    // The 24 parts left out take 2812 tokens; the five listed summaries 5 × 47 = 235 of them, the count line the other 2577.
    expect(leftOutList(packed.text)).toBe(
      [
        "## Left out (not in this block)",
        "- src/hit2.ts#hit2: summary (47 tokens)",
        "- src/hit3.ts#hit3: summary (47 tokens)",
        "- src/hit4.ts#hit4: summary (47 tokens)",
        "- src/hit5.ts#hit5: summary (47 tokens)",
        "- src/hit6.ts#hit6: summary (47 tokens)",
        "- … and 19 more parts not listed (2577 tokens; see the JSON output)",
        "",
      ].join("\n"),
    );
  });

  it("at 300 tokens cuts the top hit's code to its share (40%: 120 tokens) and still takes the second hit's summary", () => {
    const packed = packContext(question, items, 300, count);
    expect([packed.tokens, packed.leftOut.length]).toEqual([297, 25]);
    expect(parts(packed)).toEqual([
      ["src/hit0.ts#hit0", "summary", false, 47],
      ["src/hit0.ts#hit0", "code", true, 101],
      ["src/hit1.ts#hit1", "summary", false, 47],
    ]);
    // The cut part's line comes first; the 25 parts left out take 2993 tokens, 181 + 2 × 47 of them listed, 2718 counted.
    expect(leftOutList(packed.text)).toBe(
      [
        "## Left out (not in this block)",
        "- src/hit0.ts#hit0: code cut short (181 tokens in full)",
        "- src/hit1.ts#hit1: code (181 tokens)",
        "- src/hit2.ts#hit2: summary (47 tokens)",
        "- src/hit3.ts#hit3: summary (47 tokens)",
        "- … and 22 more parts not listed (2718 tokens; see the JSON output)",
        "",
      ].join("\n"),
    );
  });

  it("keeps a file hit's code (the whole file) with the other hits' code: the next hit's summary and code come first", () => {
    const file = item("routes", "hit", 8);
    const fileHit: ContextItem = { ...file, doc: { ...file.doc, id: "src/routes.ts", node: { ...file.doc.node, id: "src/routes.ts", kind: "file" } } };
    const packed = packContext(question, [fileHit, ...items], 600, count);
    expect(parts(packed).map(([id, part, truncated]) => [id, part, truncated])).toEqual([
      ["src/routes.ts", "summary", false],
      ["src/hit0.ts#hit0", "summary", false],
      ["src/hit0.ts#hit0", "code", false],
      ["src/hit1.ts#hit1", "summary", false],
      ["src/hit2.ts#hit2", "summary", false],
      ["src/hit3.ts#hit3", "summary", false],
      ["src/hit4.ts#hit4", "summary", false],
    ]);
  });

  it("lists six left-out parts whole (a count line would take as much as the sixth), and counts from the sixth of eight", () => {
    expect(leftOutList(packContext(question, items.slice(0, 5), 600, count).text).split("\n").slice(1)).toEqual([
      "- src/hit2.ts#hit2: summary (47 tokens)",
      "- src/hit3.ts#hit3: summary (47 tokens)",
      "- src/hit4.ts#hit4: summary (47 tokens)",
      "- src/hit2.ts#hit2: code (181 tokens)",
      "- src/hit3.ts#hit3: code (181 tokens)",
      "- src/hit4.ts#hit4: code (181 tokens)",
      "",
    ]);
    expect(leftOutList(packContext(question, items.slice(0, 6), 600, count).text).split("\n").slice(-3)).toEqual([
      "- src/hit2.ts#hit2: code (181 tokens)",
      "- … and 3 more parts not listed (543 tokens; see the JSON output)",
      "",
    ]);
  });
});

describe("a part repeats no sentence the block holds right above it", () => {
  let count: TokenCounter;
  beforeAll(async () => {
    count = await tokenCounter("o200k_base");
  });
  const record = (id: string, kind: "method" | "struct" | "interface", doc: string, summaryText: string, code: string, language: string, signature?: string): ContextItem => {
    const [path, qualifiedName] = id.split("#") as [string, string];
    const node = { id, kind, name: qualifiedName.split(".").pop()!, qualifiedName, path, language, span: { startLine: 1, endLine: code.split("\n").length, startByte: 0, endByte: 0 }, contentHash: id, doc, ...(signature ? { signature } : {}) };
    return { doc: { id, contentHash: id, summaryHash: id, node, code, summaryText, contractText: "", summaryGenerator: "extractive-node@12", fileHash: id }, role: "hit", relations: [] };
  };
  const body = (text: string): string[] => text.split("\n").slice(2, text.indexOf("## Left out") >= 0 ? text.slice(0, text.indexOf("## Left out")).split("\n").length - 1 : undefined);

  // flask src/flask/views.py View.dispatch_request: the doc line, the summary's opening and the docstring were the same sentence.
  it("leaves out the doc line when the code right after holds it (a Python docstring)", () => {
    const doc = "The actual view function behavior. Subclasses must override this and return a valid response. Any variables from the URL rule are passed as keyword arguments.";
    const code = 'def dispatch_request(self) -> ft.ResponseReturnValue:\n    """The actual view function behavior. Subclasses must override\n    this and return a valid response. Any variables from the URL\n    rule are passed as keyword arguments.\n    """\n    raise NotImplementedError()';
    const summary = "The actual view function behavior. Outputs: ft.ResponseReturnValue. Returns ft.ResponseReturnValue; raises NotImplementedError.";
    const packed = packContext("view dispatch", [record("src/flask/views.py#View.dispatch_request", "method", doc, summary, code, "python")], 2000, count);
    expect(body(packed.text)).toEqual([
      "## src/flask/views.py#View.dispatch_request (method, src/flask/views.py:1-6; hit)",
      summary,
      "",
      "## code: src/flask/views.py#View.dispatch_request (src/flask/views.py:1-6)",
      "```python",
      ...code.split("\n"),
      "```",
      "",
    ]);
  });

  // body-parser b1f3d58: README.md's own ```js blocks closed the block's ```markdown fence early; h11 62c5068: a cut
  // `_readers.py` left its fence open above "## Left out", so the rest of the block read as code.
  it("fences code longer than any fence it holds, and closes the fence of a cut piece", () => {
    const readme = "# body-parser\n\n```js\nconst bodyParser = require('body-parser')\n```\n\n## Examples\n\nMore text.";
    const whole = packContext("body parser", [record("README.md#readme", "method", "", "The README.", readme, "markdown")], 2000, count);
    expect(body(whole.text).slice(3, 6)).toEqual(["## code: README.md#readme (README.md:1-9)", "````markdown", "# body-parser"]);
    expect(body(whole.text).slice(-2)).toEqual(["````", ""]);
    const long = Array.from({ length: 200 }, (_, i) => `    x${i} = compute(${i})`).join("\n");
    const cut = packContext("unrelated words", [record("src/a.py#run", "method", "", "Runs.", `def run():\n${long}`, "python")], 300, count);
    const code = cut.text.slice(cut.text.indexOf("## code:"), cut.text.indexOf("## Left out"));
    expect(code.trimEnd().split("\n").slice(-2)).toEqual(["…", "```"]);
  });

  // h3 ac609aa src/types/handler.ts: a function-shaped type alias (an `interface` node) was headed `(interface, …)`
  // while search and definition call it a `type`.
  it("heads a piece with the kind a reader knows", () => {
    const code = "export type ResponseMiddleware = (event: H3Event, response: Response) => void;";
    const packed = packContext("response middleware", [record("src/types/handler.ts#ResponseMiddleware", "interface", "", "Runs after the handler.", code, "typescript", code)], 2000, count);
    expect(body(packed.text)[0]).toBe("## src/types/handler.ts#ResponseMiddleware (type, src/types/handler.ts:1-1; hit)");
  });

  // gin context.go Context: the doc line and the summary both opened with "Context is the most important part of gin."
  it("leaves out the summary's opening sentence when the doc line printed above opens with it", () => {
    const doc = "Context is the most important part of gin. It allows us to pass variables between middleware, manage the flow, validate the JSON of a request and render a JSON response for example.";
    const summary = "Context is the most important part of gin. Side effects: file system, logging, network.";
    const code = "type Context struct {\n\twriterMem responseWriter\n}";
    const packed = packContext("context", [record("context.go#Context", "struct", doc, summary, code, "go")], 2000, count);
    expect(body(packed.text).slice(0, 3)).toEqual(["## context.go#Context (struct, context.go:1-3; hit)", doc, "Side effects: file system, logging, network."]);
    // A summary that is only the doc's first sentence is left out whole.
    const only = packContext("context", [record("context.go#Context", "struct", doc, "Context is the most important part of gin.", code, "go")], 2000, count);
    expect(body(only.text).slice(0, 3)).toEqual(["## context.go#Context (struct, context.go:1-3; hit)", doc, ""]);
  });

  it("keeps the doc line when the code does not hold it; a hit after the first two gives a compact summary before its code", () => {
    const doc = "Parses the path. Params come from the tree.";
    const summary = "Parses the path. Returns Params.";
    const items = ["a", "b", "c"].map((n) => record(`src/${n}.go#parse${n}`, "method", doc, summary, `func parse${n}() Params {\n\treturn nil\n}`, "go"));
    const packed = packContext("parse", items, 2000, count);
    expect(packed.text.split("\n").filter((l) => l === doc || l === "Returns Params.")).toEqual([doc, "Returns Params.", doc, "Returns Params."]);
    // The third hit: its heading and its doc's first sentence, then its code; no callers, details or recent changes.
    const third = packed.text.slice(packed.text.indexOf("## src/c.go#parsec"));
    expect(third.split("\n").slice(0, 3)).toEqual(["## src/c.go#parsec (method, src/c.go:1-3; hit)", "Parses the path.", ""]);
    expect(packed.included.map((e) => `${e.id} ${e.part}`).slice(4)).toEqual(["src/c.go#parsec summary", "src/c.go#parsec code"]);
  });
});

describe("a long file or type hit gives its matching members' code", () => {
  let count: TokenCounter;
  beforeAll(async () => {
    count = await tokenCounter("o200k_base");
  });
  const doc = (id: string, kind: "file" | "class" | "method", code: string): SearchDocRecord => {
    const path = id.split("#")[0]!;
    const node = { id, kind, name: id, qualifiedName: id, path, language: "java", span: { startLine: 1, endLine: code.split("\n").length, startByte: 0, endByte: 0 }, contentHash: id };
    return { id, contentHash: id, summaryHash: id, node, code, summaryText: `About ${id}.`, contractText: "", summaryGenerator: "extractive-node@12", fileHash: id };
  };
  // gson: a question's block held two cut-off class bodies (ProtoTypeAdapter 3,439 tokens, Gson 5,624) and nothing else.
  const longClass = doc("src/Gson.java#Gson", "class", Array.from({ length: 300 }, (_, i) => `  private final Object field${i} = new Object();`).join("\n"));
  const member = doc("src/Gson.java#Gson.toJson", "method", "public String toJson(Object src) {\n  return toJson(src, src.getClass());\n}");
  const second = doc("src/Other.java#Other.run", "method", "void run() {}");
  const question = "how does gson serialize a field";
  const ids = (items: ContextItem[], budget: number) => packContext(question, items, budget, count).included.map((e) => `${e.id} ${e.part}${e.truncated ? " cut" : ""}${e.within ? ` within ${e.within}` : ""}`);

  it("puts the members' code where the hit's cut code was, and the hit's own code last", () => {
    const items: ContextItem[] = [
      { doc: longClass, role: "hit", relations: [], members: [member] },
      { doc: second, role: "hit", relations: [] },
    ];
    expect(ids(items, 2000)).toEqual(["src/Gson.java#Gson summary", "src/Gson.java#Gson.toJson code", "src/Other.java#Other.run summary", "src/Other.java#Other.run code"]);
    expect(packContext(question, items, 2000, count).leftOut.map((l) => `${l.id} ${l.part}`)).toEqual(["src/Gson.java#Gson code"]);
    // Without members, the class's code is cut to its share (40%) and takes the place.
    expect(ids([{ ...items[0]!, members: [] }, items[1]!], 2000)).toEqual(["src/Gson.java#Gson summary", "src/Gson.java#Gson code cut", "src/Other.java#Other.run summary", "src/Other.java#Other.run code"]);
  });

  it("gives a long file hit's members' code right after its summary, before the next hit's (hono 'render the unspecified address binary as \"::\"')", () => {
    // The first hit was src/utils/ipaddr.ts (over its share at 1000 tokens); the changed function, its member, came
    // after every other hit's summary and out of a 1000- or 2000-token block.
    const file = doc("src/utils/ipaddr.ts", "file", Array.from({ length: 120 }, (_, i) => `export const part${i} = (x: number): number => x + ${i}`).join("\n"));
    const member = doc("src/utils/ipaddr.ts#convertIPv6BinaryToString", "method", "export const convertIPv6BinaryToString = (n: bigint): string => {\n  return n === 0n ? '::' : n.toString(16)\n}");
    const next = doc("src/middleware/ip-restriction/index.ts#buildMatcher", "method", "const buildMatcher = (rules: string[]) => rules");
    const items: ContextItem[] = [
      { doc: file, role: "hit", relations: [], members: [member] },
      { doc: next, role: "hit", relations: [] },
    ];
    expect(ids(items, 1000)).toEqual([
      "src/utils/ipaddr.ts summary",
      "src/utils/ipaddr.ts#convertIPv6BinaryToString code",
      "src/middleware/ip-restriction/index.ts#buildMatcher summary",
      "src/middleware/ip-restriction/index.ts#buildMatcher code",
    ]);
  });

  it("keeps a hit's own code when it fits its share", () => {
    const short = doc("src/Gson.java#Gson", "class", "class Gson {\n  Object f;\n}");
    // Its member's code follows it (`TYPE_MEMBER_PIECES`), here inside the class's code: no second copy.
    expect(ids([{ doc: short, role: "hit", relations: [], members: [member] }], 2000)).toEqual(["src/Gson.java#Gson summary", "src/Gson.java#Gson code", "src/Gson.java#Gson.toJson code within src/Gson.java#Gson"]);
  });
});
