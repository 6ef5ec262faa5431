/**
 * A Java overload is picked by the declared result of a call written as an argument. A new user's trial on jsoup
 * 46b62086 found `t.emit(r.consume())` (`consume()` returns `char`) bound to `emit(Token)`, the first overload, and
 * `new Element(parser.tagSet().valueOf(…), baseUri())` bound to `Element(String, String)`: 13 of 13 callers of that
 * constructor were wrong. The input is those classes cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "src/p/Tag.java": "package p;\n\npublic class Tag {\n    public static Tag valueOf(String name) { return new Tag(); }\n}\n",
  "src/p/Token.java": "package p;\n\npublic class Token {\n    String name() { return \"\"; }\n}\n",
  "src/p/Reader.java": "package p;\n\npublic class Reader {\n    char consume() { return 'a'; }\n}\n",
  "src/p/Tokeniser.java": [
    "package p;",
    "",
    "public class Tokeniser {",
    "    Token pending;",
    "    void emit(Token token) { }",
    "    void emit(String str) { }",
    "    void emit(char c) { }",
    "    void read(Reader r) {",
    "        emit(r.consume());",
    "        emit(pending.name());",
    "        emit(new Token());",
    "    }",
    "    void unknown(Reader r) {",
    "        emit(r.toString());",
    "    }",
    "}",
    "",
  ].join("\n"),
  "src/p/Element.java": [
    "package p;",
    "",
    "public class Element {",
    "    private Tag tag;",
    "    public Element(String tag, String namespace) { }",
    "    public Element(Tag tag, String baseUri) { this.tag = tag; }",
    "    public Tag tag() { return tag; }",
    "    public Element tag(Tag t) { this.tag = t; return this; }",
    "    String baseUri() { return \"\"; }",
    "    Element child(Element context) {",
    "        new Element(context.tag(), baseUri());",
    "        return new Element(",
    "            Tag.valueOf(\"x\"),",
    "            baseUri());",
    "    }",
    "}",
    "",
  ].join("\n"),
};

// A break-it trial: a result of a subtype ran the first overload, not the most specific (`emit(B)` for a `C2 extends
// B`); `new T().mkC()` read as a `T` built; an overloaded argument method (`over(1)`) gave no result; a generic one
// (`<U> U gen(U)`) stays unknown.
const SPECIFIC = [
  "package p;",
  "",
  "class A {}",
  "class B extends A {}",
  "class C2 extends B {}",
  "",
  "class T {",
  "    void emit(A a) { }",
  "    void emit(B b) { }",
  "    void emit(Object o) { }",
  "    void put(char c) { }",
  "    void put(int i) { }",
  "    void put(String s) { }",
  "    C2 mkC() { return new C2(); }",
  "    static T self() { return new T(); }",
  "    int over(int x) { return x; }",
  "    String over(String s) { return s; }",
  "    <U> U gen(U u) { return u; }",
  "    void run() {",
  "        emit(mkC());",
  "        emit(self().mkC());",
  "        emit(new T().mkC());",
  "        put(over(1));",
  "        put(over(\"s\"));",
  "        put(gen(\"s\"));",
  "    }",
  "}",
  "",
].join("\n");

describe("Java overloads picked by a call argument's declared result", () => {
  it("picks the most specific overload a subtype result converts to, and an overloaded argument method by its own arguments", async () => {
    const root = writeTree({ "src/p/T.java": SPECIFIC });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from.endsWith("#T.run") && /#T\.(?:emit|put)/u.test(e.to))
      .flatMap((e) => (e.lines ?? [e.line]).map((line) => `@${line} ${e.to.slice(e.to.indexOf("#") + 1)} ${e.resolution}`));
    expect(calls.sort()).toEqual(["@20 T.emit@9 scope", "@21 T.emit@9 scope", "@22 T.emit@9 scope", "@23 T.put@12 scope", "@24 T.put@13 scope", "@25 T.put name-only"]);
  });

  it("binds each call to the overload whose parameter type is the argument call's result; an outside call's result stays a guess", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && /#(?:Tokeniser\.(?:read|unknown)|Element\.child)/u.test(e.from) && /(?:emit|Element\.Element)/u.test(e.to))
      .flatMap((e) => (e.lines ?? [e.line]).map((line) => `${e.from.slice(e.from.indexOf("#") + 1)} -> ${e.to.slice(e.to.indexOf("#") + 1)} @${line} ${e.resolution}`));
    expect(calls.sort()).toEqual([
      // `context.tag()`: the getter's result (the setter `tag(Tag)` takes one argument more).
      "Element.child -> Element.Element@6 @11 scope",
      "Element.child -> Element.Element@6 @12 scope",
      "Tokeniser.read -> Tokeniser.emit @11 scope",
      "Tokeniser.read -> Tokeniser.emit@6 @10 scope",
      "Tokeniser.read -> Tokeniser.emit@7 @9 scope",
      // `r.toString()`, a method of Object: every override returns String (String is final), so `emit(String)` runs.
      // (Read as a guess among the one-argument overloads until a trial on commons-cli: `String.valueOf(c)` and
      // `x.toString()` are JDK calls of one declared result.)
      "Tokeniser.unknown -> Tokeniser.emit@6 @14 scope",
    ]);
  });
});
