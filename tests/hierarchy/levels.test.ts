import { describe, expect, it } from "vitest";
import { buildSchedule, extractiveNodeGenerator, runHierarchy, unitsOf } from "../../src/summarize/index.js";
import { callCycleOthers, dependenciesOf } from "../../src/summarize/hierarchy/levels.js";
import { calls, contains, edge, fn, graph, node } from "./graphs.js";

const lv = (level: number, nodes: string[], cycles: string[][] = [], recursive: string[] = []) => ({ level, nodes, cycles, recursive });

describe("buildSchedule (Algorithm 1 on the SCC condensation)", () => {
  it("chain: a → b → c gives one level per link, callees first", () => {
    const g = graph([fn("a.ts#a"), fn("a.ts#b"), fn("a.ts#c")], calls("a.ts#a", "a.ts#b", "a.ts#c"));
    expect(buildSchedule(g)).toEqual({ levels: [lv(0, ["a.ts#c"]), lv(1, ["a.ts#b"]), lv(2, ["a.ts#a"])], nodeCount: 3, cycleCount: 0 });
  });

  it("gives the kept schedule back for the same nodes and edges, a new one when an edge changes", () => {
    const chain = () => graph([fn("k.ts#a"), fn("k.ts#b"), fn("k.ts#c")], calls("k.ts#a", "k.ts#b", "k.ts#c"));
    const first = buildSchedule(chain());
    expect(buildSchedule(chain())).toBe(first);
    const flat = graph([fn("k.ts#a"), fn("k.ts#b"), fn("k.ts#c")], calls("k.ts#a", "k.ts#b"));
    expect(buildSchedule(flat).levels).toEqual([lv(0, ["k.ts#b", "k.ts#c"]), lv(1, ["k.ts#a"])]);
    const recursive = graph([fn("k.ts#a"), fn("k.ts#b"), fn("k.ts#c")], [...calls("k.ts#a", "k.ts#b"), edge("k.ts#c", "k.ts#c")]);
    expect(buildSchedule(recursive).levels).toEqual([lv(0, ["k.ts#b", "k.ts#c"], [], ["k.ts#c"]), lv(1, ["k.ts#a"])]);
  });

  it("diamond: the two middle nodes share a level", () => {
    const g = graph(
      [fn("d.ts#a"), fn("d.ts#b"), fn("d.ts#c"), fn("d.ts#d")],
      [...calls("d.ts#a", "d.ts#b", "d.ts#d"), ...calls("d.ts#a", "d.ts#c", "d.ts#d")],
    );
    expect(buildSchedule(g).levels).toEqual([lv(0, ["d.ts#d"]), lv(1, ["d.ts#b", "d.ts#c"]), lv(2, ["d.ts#a"])]);
  });

  it("recursion: a self-loop is no dependency, it is marked recursive", () => {
    const g = graph([fn("r.ts#fact"), fn("r.ts#main")], [edge("r.ts#fact", "r.ts#fact"), edge("r.ts#main", "r.ts#fact")]);
    expect(buildSchedule(g)).toEqual({ levels: [lv(0, ["r.ts#fact"], [], ["r.ts#fact"]), lv(1, ["r.ts#main"])], nodeCount: 2, cycleCount: 0 });
  });

  // toml d733fc5: a Go lexer state returns itself as the next state (`return lexDatetime`) and other states as values;
  // summaries read "Recursive: calls itself" and "In a call cycle with lexTableNameEnd", though none calls another.
  it("a function handing itself on is not recursive; a cycle only by values handed on is no call cycle", () => {
    const handed = (from: string, to: string) => ({ ...edge(from, to), via: "callback" as const });
    const g = graph(
      [fn("lex.go#lexDatetime"), fn("lex.go#lexStart"), fn("lex.go#lexEnd"), fn("lex.go#a"), fn("lex.go#b")],
      [handed("lex.go#lexDatetime", "lex.go#lexDatetime"), handed("lex.go#lexStart", "lex.go#lexEnd"), handed("lex.go#lexEnd", "lex.go#lexStart"), ...calls("lex.go#a", "lex.go#b", "lex.go#a"), handed("lex.go#a", "lex.go#lexStart"), edge("lex.go#lexStart", "lex.go#a")],
    );
    const deps = dependenciesOf(g);
    expect([...deps.recursive]).toEqual([]);
    const cycle = ["lex.go#a", "lex.go#b", "lex.go#lexEnd", "lex.go#lexStart"];
    expect(buildSchedule(g).levels[0]!.cycles).toEqual([cycle]);
    expect(cycle.map((id) => callCycleOthers(id, cycle, deps))).toEqual([["lex.go#b"], ["lex.go#a"], [], []]);
  });

  it("mutual recursion: one SCC on one level, its caller above", () => {
    const g = graph([fn("m.ts#isEven"), fn("m.ts#isOdd"), fn("m.ts#check")], [...calls("m.ts#isEven", "m.ts#isOdd", "m.ts#isEven"), edge("m.ts#check", "m.ts#isOdd")]);
    const schedule = buildSchedule(g);
    expect(schedule).toEqual({
      levels: [lv(0, ["m.ts#isEven", "m.ts#isOdd"], [["m.ts#isEven", "m.ts#isOdd"]]), lv(1, ["m.ts#check"])],
      nodeCount: 3,
      cycleCount: 1,
    });
    expect(unitsOf(schedule.levels[0]!)).toEqual([["m.ts#isEven", "m.ts#isOdd"]]);
  });

  it("cross-file SCC with containers: functions → files → folder → repository; unresolved and dangling edges ignored", () => {
    const g = graph(
      [node(".", "repository"), node("src/", "folder"), node("src/x.ts", "file"), node("src/y.ts", "file"), fn("src/x.ts#ping"), fn("src/x.ts#main"), fn("src/y.ts#pong")],
      [
        ...contains(".", "src/"),
        ...contains("src/", "src/x.ts", "src/y.ts"),
        ...contains("src/x.ts", "src/x.ts#main", "src/x.ts#ping"),
        ...contains("src/y.ts", "src/y.ts#pong"),
        ...calls("src/x.ts#ping", "src/y.ts#pong", "src/x.ts#ping"),
        edge("src/x.ts#main", "src/x.ts#ping"),
        edge("src/x.ts#main", "?console.log"),
        edge("src/x.ts#main", "src/gone.ts#f"),
      ],
    );
    const schedule = buildSchedule(g);
    expect(schedule.levels).toEqual([
      lv(0, ["src/x.ts#ping", "src/y.ts#pong"], [["src/x.ts#ping", "src/y.ts#pong"]]),
      lv(1, ["src/x.ts#main", "src/y.ts"]),
      lv(2, ["src/x.ts"]),
      lv(3, ["src/"]),
      lv(4, ["."]),
    ]);
    expect(unitsOf(schedule.levels[1]!)).toEqual([["src/x.ts#main"], ["src/y.ts"]]);
  });

  it("an empty graph has no levels", () => {
    expect(buildSchedule(graph([], []))).toEqual({ levels: [], nodeCount: 0, cycleCount: 0 });
  });
});

// toml d733fc5 (a new user's trial): under `MetaData.unify`, `summary --node` listed its cycle mate `unifyArray` as
// "Takes data any; rv reflect.Value and returns error", while search and callees said "Returns error, at 4 return
// points …": a cycle member saw its mates' facts from their signatures alone.
describe("a cycle member's view of its mates", () => {
  it("reads their bodies as their own summaries do", async () => {
    const g = graph(
      [fn("d.go#unify", { language: "go", signature: "func (md *MetaData) unify(data any) error" }), fn("d.go#unifyArray", { language: "go", signature: "func (md *MetaData) unifyArray(data any) error" })],
      calls("d.go#unify", "d.go#unifyArray", "d.go#unify"),
    );
    const code: Record<string, string> = {
      "d.go#unify": "func (md *MetaData) unify(data any) error {\n\treturn md.unifyArray(data)\n}",
      "d.go#unifyArray": "func (md *MetaData) unifyArray(data any) error {\n\tif data == nil {\n\t\treturn nil\n\t}\n\treturn md.unify(data)\n}",
    };
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator, loadCode: async (n) => code[n.id] });
    const of = (id: string) => outcomes.find((o) => o.id === id)!.summary;
    expect(of("d.go#unify").calls).toEqual([{ id: "d.go#unifyArray", why: "Returns error, at 2 return points under 1 condition" }]);
  });
});
