/**
 * A Java overload cannot take `null` for a primitive parameter, nor a lambda or method reference for a parameter of a
 * type that is no functional interface; a JDK call's result (`String.valueOf(c)`) is its declared type. A new user's
 * trial on apache/commons-cli 0a68ae0e found `parse(options, arguments, null)` bound to `parse(…, boolean)` instead of
 * `parse(…, Properties)`, `getOptionValue(String.valueOf(c))` to the `Option` overload, and `getOptionValue(opt, () ->
 * d)` to the `String` default overload instead of the `Supplier<String>` one. The input is those classes cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { javaArgumentFits } from "../../src/graph/languages/java/language.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Java overloads by null, lambda and JDK-call arguments", () => {
  it("javaArgumentFits: null fits no primitive, a lambda or method reference no String, array or primitive", () => {
    const cases: [string, string][] = [["null", "boolean"], ["null", "Properties"], ["() -> d", "String"], ["() -> d", "Supplier<String>"], ["x -> x", "int"], ["Option::clearValues", "Consumer<Option>"], ["this::add", "String[]"], ["d", "String"]];
    expect(cases.map(([a, p]) => javaArgumentFits(a, p))).toEqual([false, true, false, true, false, true, false, true]);
  });

  it("picks the overload that can take the arguments", async () => {
    const root = writeTree({
      "src/p/Option.java": "package p;\n\npublic class Option { }\n",
      "src/p/CommandLine.java": [
        "package p;",
        "",
        "import java.util.Properties;",
        "import java.util.function.Supplier;",
        "",
        "public class CommandLine {",
        "    public String getOptionValue(char opt) { return getOptionValue(String.valueOf(opt)); }",
        "    public String getOptionValue(char opt, String d) { return getOptionValue(String.valueOf(opt), () -> d); }",
        "    public String getOptionValue(Option option) { return null; }",
        "    public String getOptionValue(Option option, String d) { return getOptionValue(option, () -> d); }",
        "    public String getOptionValue(Option option, Supplier<String> d) { return null; }",
        "    public String getOptionValue(String opt) { return null; }",
        "    public String getOptionValue(String opt, Supplier<String> d) { return null; }",
        "    public CommandLine parse(Option options, String[] arguments) { return parse(options, arguments, null); }",
        "    public CommandLine parse(Option options, String[] arguments, boolean stop) { return null; }",
        "    public CommandLine parse(Option options, String[] arguments, Properties properties) { return null; }",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const line = new Map(graph.nodes.map((n) => [n.id, n.span?.startLine]));
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.resolved)
      .map((e) => `${line.get(e.from)} → ${line.get(e.to)} ${e.resolution}`)
      .sort();
    expect(calls).toEqual(["10 → 11 scope", "14 → 16 scope", "7 → 12 scope", "8 → 13 scope"]);
  });

  // A break-it trial: `c(() -> {})` with `c(String... xs)` and `c(Runnable r)` stayed a name-only guess of the varargs
  // overload, whose element type the graph did not read; `k(null)` for `k(int... xs)` passes the array; of a fixed
  // and a varargs overload the arguments fit alike, Java runs the fixed one (jsoup's `popStackToClose(name)`).
  it("reads a varargs parameter's element type: a lambda fits neither it nor its array, null fits its array", async () => {
    const root = writeTree({
      "src/p/L.java": [
        "package p;",
        "",
        "class L {",
        "    void c(String... xs) {}",
        "    void c(Runnable r) {}",
        "    void k(int... xs) {}",
        "    void k(String s, int n) {}",
        "    void go(String name) {",
        "        c(() -> {});",
        "        k(null);",
        "        pop(name);",
        "    }",
        "    void pop(String... names) {}",
        "    void pop(String name) {}",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const line = new Map(graph.nodes.map((n) => [n.id, n.span?.startLine]));
    expect(graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.line} → ${line.get(e.to)} ${e.resolution}`).sort()).toEqual(["10 → 6 scope", "11 → 14 scope", "9 → 5 scope"]);
  });
});
