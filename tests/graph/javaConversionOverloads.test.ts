/**
 * Java overloads whose parameters take an argument through a conversion of the JDK's types, not by its exact type:
 * widening (`int` → `long`), boxing (`boolean` → `Boolean`), a JDK subtype (`Long` → `Number`), boxing then a
 * supertype (`float` → `Number`), in the JLS's order of overload phases. A new user's trial on gson 9835b6f9 found
 * `new JsonPrimitive(value)` with `float`, `double` and `long` values bound name-only to the first constructor,
 * `JsonPrimitive(Boolean)`, so `callers` of `JsonPrimitive(Number)` missed them. The input is that class cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { javaArgumentConversion } from "../../src/graph/languages/java/language.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const PRIM = [
  "package p;",
  "",
  "public final class Prim {",
  "  public Prim(Boolean bool) {}",
  "  public Prim(Number number) {}",
  "  public Prim(String string) {}",
  "  public Prim(Character c) {}",
  "  public static void wide(long n) {}",
  "  public static void wide(double n) {}",
  "}",
  "",
].join("\n");

const WRITER = [
  "package p;",
  "",
  "public class Writer {",
  "  public Prim value(float value) { return new Prim(value); }",
  "  public Prim value(double value) { return new Prim(value); }",
  "  public Prim value(long value) { return new Prim(value); }",
  "  public Prim flag(boolean b) { return new Prim(b); }",
  "  public Prim letter(char c) { return new Prim(c); }",
  "  public Prim boxed(Long l) { return new Prim(l); }",
  "  public Prim literal() { return new Prim(1.5); }",
  "  public Prim text(String s) { return new Prim(s); }",
  "  public void widen(int i) { Prim.wide(i); }",
  "  public void widenLiteral() { Prim.wide(2f); }",
  "}",
  "",
].join("\n");

describe("Java overloads picked through conversions", () => {
  it("bind each call to the constructor or method the JLS picks", async () => {
    const root = writeTree({ "src/p/Prim.java": PRIM, "src/p/Writer.java": WRITER });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from.includes("Writer"))
      .map((e) => `${e.line} -> ${e.to.replace(/^.*#/u, "")} ${e.resolution ?? "unresolved"}`);
    expect(calls.sort()).toEqual([
      "10 -> Prim.Prim@5 scope",
      "11 -> Prim.Prim@6 scope",
      "12 -> Prim.wide scope",
      "13 -> Prim.wide@9 scope",
      "4 -> Prim.Prim@5 scope",
      "5 -> Prim.Prim@5 scope",
      "6 -> Prim.Prim@5 scope",
      "7 -> Prim.Prim scope",
      "8 -> Prim.Prim@7 scope",
      "9 -> Prim.Prim@5 scope",
    ]);
  });

  // A break-it trial of the rule above: boxing had been preferred to a reference conversion (the `List.remove` trap),
  // a boxed parameter to a phase-1 one, a widening to a boxing over varargs, and a repository class named `Number`
  // read as the JDK's.
  it("follows Java's phases: no boxing first, then boxing, then varargs; a repository Number is no JDK Number", async () => {
    const files = {
      "src/p/Number.java": "package p;\n\npublic class Number {}\n",
      "src/p/Api.java": [
        "package p;",
        "",
        "public class Api {",
        "  public void remove(int index) {}",
        "  public void remove(Object o) {}",
        "  public void f(int x, Object y) {}",
        "  public void f(Integer x, String y) {}",
        "  public void k(long... xs) {}",
        "  public void k(Integer x) {}",
        "  public void h(String... xs) {}",
        "  public void h(Object x) {}",
        "  public void s(Object x) {}",
        "  public void s(Number x) {}",
        "  public void w(int x) {}",
        "  public void w(long x) {}",
        "}",
        "",
      ].join("\n"),
      "src/p/Use.java": [
        "package p;",
        "",
        "public class Use {",
        "  void drop(Api api, Integer value) { api.remove(value); }",
        "  void pair(Api api, int i, String t) { api.f(i, t); }",
        "  void many(Api api, int i) { api.k(i); }",
        "  void text(Api api) { api.h(\"x\"); }",
        "  void num(Api api, Integer n) { api.s(n); }",
        "  void big(Api api) { api.w(1_000L); }",
        "}",
        "",
      ].join("\n"),
    };
    const root = writeTree(files);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" && e.from.includes("Use")).map((e) => `${e.line} -> ${e.to.replace(/^.*#/u, "")} ${e.resolution ?? "unresolved"}`);
    expect(calls.sort()).toEqual(["4 -> Api.remove@5 scope", "5 -> Api.f scope", "6 -> Api.k@9 scope", "7 -> Api.h@11 scope", "8 -> Api.s scope", "9 -> Api.w@15 scope"]);
  });

  // javapoet b9017a9: `add("}\n")` beside `add(CodeBlock)` runs the varargs `add(String, Object...)`; `annotated(spec)`
  // beside `annotated(List<AnnotationSpec>)` the varargs `annotated(AnnotationSpec...)`; `emit("@$T(" + ws, type)` the
  // varargs `emit(String, Object...)`, not `emit(CodeBlock, boolean)`.
  it("takes a varargs overload where no fixed one can take a built-in argument, and decides nothing on a repository argument", async () => {
    const files = {
      "src/p/CodeBlock.java": "package p;\n\npublic class CodeBlock {}\n",
      "src/p/Spec.java": "package p;\n\npublic class Spec {}\n",
      "src/p/Builder.java": [
        "package p;",
        "",
        "import java.util.List;",
        "",
        "public class Builder {",
        "  public Builder add(String format, Object... args) { return this; }",
        "  public Builder add(CodeBlock block) { return this; }",
        "  public Builder emit(String format, Object... args) { return this; }",
        "  public Builder emit(CodeBlock block, boolean trailing) { return this; }",
        "  public Builder annotated(Spec... specs) { return this; }",
        "  public Builder annotated(List<Spec> specs) { return this; }",
        "  Builder close(Spec spec, String ws) { add(\"}\\n\"); emit(\"@$T(\" + ws, spec); return annotated(spec); }",
        "}",
        "",
      ].join("\n"),
    };
    const root = writeTree(files);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" && e.from.endsWith("Builder.close")).map((e) => `${e.to.replace(/^.*#/u, "")} ${e.resolution ?? "unresolved"}`);
    expect(calls.sort()).toEqual(["Builder.add scope", "Builder.annotated scope", "Builder.emit scope"]);
  });

  it("ranks widening before boxing, and boxing before Object", () => {
    expect([["int", "long"], ["int", "double"], ["Long", "Number"], ["boolean", "Boolean"], ["Integer", "long"], ["double", "Number"], ["String", "Object"], ["int", "String"], ["Boolean", "Number"], ["BigInteger", "Number"]].map(([a, p]) => javaArgumentConversion(a!, p!))).toEqual([
      2.9,
      2.7,
      3,
      2.5,
      2.3,
      2,
      1,
      undefined,
      undefined,
      3,
    ]);
  });
});
