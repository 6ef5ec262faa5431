/**
 * A Java enum constant with a body is a class of its own inside the enum, extending it: its methods are
 * `State.Data.read`, and a call of the enum's method reaches them as overrides. A new user's trial on jsoup 46b62086
 * found about seventy `TokeniserState.read@N` nodes, one per state, named by nothing but their line.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const STATE = [
  "package p;",
  "",
  "enum State {",
  "    Data {",
  "        void read(Tokeniser t) {",
  "            t.advance();",
  "        }",
  "    },",
  "    TagOpen {",
  "        void read(Tokeniser t) {",
  "            helper(t);",
  "        }",
  "    },",
  "    Plain;",
  "",
  "    abstract void read(Tokeniser t);",
  "",
  "    static void helper(Tokeniser t) { t.advance(); }",
  "}",
  "",
].join("\n");
const TOKENISER = "package p;\n\nclass Tokeniser {\n    State state = State.Data;\n    void advance() { }\n    void run() { state.read(this); }\n}\n";

describe("Java enum constants with a body", () => {
  it("are classes named by the constant that extend the enum, holding their own methods", async () => {
    const root = writeTree({ "src/p/State.java": STATE, "src/p/Tokeniser.java": TOKENISER });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const short = (id: string): string => id.replace(/^.*#/u, "");
    expect(graph.nodes.filter((n) => n.path === "src/p/State.java" && n.kind !== "file").map((n) => `${short(n.id)} ${n.kind}`)).toEqual([
      "State class",
      "State.Data class",
      "State.Data.read method",
      "State.TagOpen class",
      "State.TagOpen.read method",
      "State.helper method",
      "State.read method",
    ]);
    expect(graph.edges.filter((e) => e.kind === "inherits" || e.kind === "calls").map((e) => `${short(e.from)} ${e.kind} ${short(e.to)}`).sort()).toEqual([
      "State.Data inherits State",
      "State.Data.read calls Tokeniser.advance",
      "State.TagOpen inherits State",
      "State.TagOpen.read calls State.helper",
      "State.helper calls Tokeniser.advance",
      "Tokeniser.run calls State.read",
    ]);
  });
});
