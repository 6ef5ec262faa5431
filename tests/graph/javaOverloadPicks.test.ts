/**
 * Java overloads of one arity are told apart by the types the arguments show (a declared name, a literal, `new T(…)`,
 * a cast): a trial on javapoet (b9017a9) found 13 `emit(codeBlock)` calls, `codeBlock` declared `CodeBlock`, bound to
 * `emit(String)`, and `ClassName.get((TypeElement) t.asElement())` bound to `get(Class)`. The input is those classes
 * cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const WRITER = [
  "package p;",
  "",
  "public class CodeWriter {",
  "  public CodeWriter emit(String s) { return this; }",
  "  public CodeWriter emit(CodeBlock codeBlock) { return emit(codeBlock, false); }",
  "  public CodeWriter emit(CodeBlock codeBlock, boolean trailing) { return this; }",
  "  public CodeWriter emit(Class<?> type) { return this; }",
  "  public void declared(CodeBlock block) { emit(block); }",
  "  public void literal() { emit(\"x\"); }",
  "  public void constructed() { emit(new CodeBlock()); }",
  "  public void cast(Object o) { emit((CodeBlock) o); }",
  "  public void unknown(Object o) { emit(o.toString()); }",
  "  public void classLiteral() { emit(Override.class); }",
  "}",
  "",
].join("\n");

describe("Java overloads of one arity", () => {
  it("are picked by the argument's declared, literal, constructed or cast type; a guess stays name-only", async () => {
    const root = writeTree({ "src/main/java/p/CodeWriter.java": WRITER, "src/main/java/p/CodeBlock.java": "package p;\n\npublic class CodeBlock {}\n" });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.to.includes("emit"))
      .map((e) => `${e.from.slice(e.from.indexOf("#") + 1)} -> ${e.to.slice(e.to.indexOf("#") + 1)} @${e.line} ${e.resolution}`);
    expect(calls.sort()).toEqual([
      "CodeWriter.cast -> CodeWriter.emit@5 @11 scope",
      // A class literal is a `Class<?>`.
      "CodeWriter.classLiteral -> CodeWriter.emit@7 @13 scope",
      "CodeWriter.constructed -> CodeWriter.emit@5 @10 scope",
      "CodeWriter.declared -> CodeWriter.emit@5 @8 scope",
      "CodeWriter.emit@5 -> CodeWriter.emit@6 @5 scope",
      "CodeWriter.literal -> CodeWriter.emit @9 scope",
      // `o.toString()`: a String, whatever `o` is (every override returns String), so `emit(String)` runs. (A guess
      // among the one-argument overloads until a trial on commons-cli read JDK calls of one declared result.)
      "CodeWriter.unknown -> CodeWriter.emit @12 scope",
    ]);
  });

  // javapoet's `ArrayTypeName.get(GenericArrayType type, Map<Type, TypeVariableName> map)` calls
  // `get(type.getGenericComponentType(), map)`: `map`'s type is its own second parameter's, the first argument shows
  // none, and the call runs the inherited `TypeName.get(Type, Map)`, not itself.
  it("does not read a call as recursion when only some arguments show their types", async () => {
    const arrays = [
      "package p;",
      "",
      "import java.util.Map;",
      "",
      "public class Arrays {",
      "  static String get(Long id, Map<Long, String> map) { return \"\"; }",
      "  static String get(Integer id, Map<Integer, String> map) { return get(id.toString(), map); }",
      "  static String get(Short id, Map<Short, String> map) { return get(id, map); }",
      "}",
      "",
    ].join("\n");
    const root = writeTree({ "src/main/java/p/Arrays.java": arrays });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" && e.to.includes("get")).map((e) => `${e.from.slice(e.from.indexOf("#") + 1)} -> ${e.to.slice(e.to.indexOf("#") + 1)} @${e.line} ${e.resolution}`);
    expect(calls.sort()).toEqual([
      // A guess, never the caller.
      "Arrays.get@7 -> Arrays.get @7 name-only",
      // Every argument shows its type: the caller itself, recursion indeed.
      "Arrays.get@8 -> Arrays.get@8 @8 scope",
    ]);
  });
});
