/**
 * A folder's purpose opens with what its package doc says, lists its source files with the most exported
 * declarations first and counts its tests: gin's `binding/` read "Holds binding.go (…), binding_msgpack_test.go (…)",
 * an alphabetical list with the tests in it.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, extractiveNodeSummary, runHierarchy, type ContextSummary } from "../../src/summarize/index.js";
import { makeNodeSummary } from "../../src/summarize/hierarchy/nodeSummary.js";
import type { GraphNode } from "../../src/graph/index.js";
import { tinyFiles, tinyGraph } from "./fixture.js";
import { detectLanguage } from "../../src/extract/index.js";
import { TextExtractor } from "../../src/extract/TextExtractor.js";
import { fileRole } from "../../src/retrieve/index.js";

const folder = (id: string): GraphNode => ({ id, kind: "folder", name: id.replace(/\/$/, "").split("/").pop()!, qualifiedName: id, path: id, line: 0, endLine: 0, contentHash: "" }) as GraphNode;
const file = (id: string, purpose: string, extra: Partial<ContextSummary> = {}): ContextSummary => ({
  id,
  summary: makeNodeSummary(id, "file", "extractive", { purpose, inputs: [], outputs: [], sideEffects: [], calls: [], details: [] }),
  ...extra,
});

describe("folder purposes", () => {
  it("lists source files by exported declarations, tests counted last (gin binding/)", () => {
    // Children in id order as the graph gives them; purposes and export counts of gin's binding/ files.
    const children = [
      file("binding/binding.go", "Defines Binding (Binding describes the interface which needs to be implemented for binding the data present in the request), BindingBody (BindingBody adds BindBody method to Binding), BindingUri (BindingUri adds BindUri method to Binding) and 3 more", { weight: 16 }),
      file("binding/binding_msgpack_test.go", "Defines TestBindingDefaultMsgPack (Delegates to Default), TestBindingMsgPack (Delegates to testMsgPackBodyBinding), testMsgPackBodyBinding (Delegates to Binding.Bind, requestWithBody, Binding.Name)", { test: true, weight: 2 }),
      file("binding/bson.go", "Go file with no public API.", { weight: 0 }),
      file("binding/default_validator_test.go", "Defines TestDefaultValidator (Iterates over tests), TestSliceValidationError (Iterates over tests)", { test: true, weight: 2 }),
      file("binding/form_mapping.go", "Defines BindUnmarshaler (BindUnmarshaler is the interface used to wrap the UnmarshalParam method), MapFormWithTag (Returns error; delegates to mapFormByTag) and 24 more", { weight: 3 }),
      file("binding/header.go", "Defines headerBinding.Name (Returns string), headerBinding.Bind (Returns error; delegates to mapHeader)", { weight: 0 }),
      file("binding/json.go", "Defines EnableDecoderUseNumber (EnableDecoderUseNumber is used to call the UseNumber method on the JSON Decoder instance), EnableDecoderDisallowUnknownFields (…) and 3 more", { weight: 2 }),
    ];
    const summary = extractiveNodeSummary({ node: folder("binding/"), callees: [], children, unresolved: [], recursive: false, cycle: [] });
    expect(summary.purpose).toBe(
      "Holds binding.go (Binding, BindingBody, BindingUri and 3 more), form_mapping.go (BindUnmarshaler, MapFormWithTag and 24 more), json.go (EnableDecoderUseNumber, EnableDecoderDisallowUnknownFields and 3 more), 2 more and 2 test files.",
    );
    expect(summary.details.map((d) => d.slice(0, d.indexOf(":")))).toEqual(["binding.go", "form_mapping.go", "json.go", "header.go", "bson.go", "binding_msgpack_test.go", "default_validator_test.go"]);
  });

  it("opens with the package doc of a Go file or an entry file, never with a test's or a composed purpose", () => {
    const doc = "Package middleware provides HTTP middleware for chi routers. Each handler wraps the next.";
    const summary = extractiveNodeSummary({
      node: folder("middleware/"),
      callees: [],
      children: [file("middleware/compress.go", "Defines Compress (Compress is a middleware that compresses response body)", { weight: 1 }), file("middleware/middleware.go", doc, { weight: 1 }), file("middleware/compress_test.go", "Package middleware tests.", { test: true })],
      unresolved: [],
      recursive: false,
      cycle: [],
    });
    expect(summary.purpose).toBe("Package middleware provides HTTP middleware for chi routers. Holds compress.go (Compress), middleware.go (Package middleware provides HTTP middleware for chi routers) and 1 test file.");
    // gin codec/json/json.go: the doc of a constant named `Package`, no package doc.
    const constant = extractiveNodeSummary({
      node: folder("codec/json/"),
      callees: [],
      children: [file("codec/json/api.go", "Defines Core, Decoder, Encoder"), file("codec/json/json.go", "Package indicates what library is being used for JSON encoding.")],
      unresolved: [],
      recursive: false,
      cycle: [],
    });
    expect(constant.purpose).toBe("Holds api.go (Core, Decoder, Encoder), json.go (Package indicates what library is being used for JSON encoding).");
    const python = extractiveNodeSummary({
      node: folder("src/flask/json/"),
      callees: [],
      children: [file("src/flask/json/__init__.py", "Provides function dumps; function loads."), file("src/flask/json/tag.py", "Tagged JSON. A compact representation for lossless serialization of non-standard JSON types.")],
      unresolved: [],
      recursive: false,
      cycle: [],
    });
    // "Tagged JSON." is a title of two words: the sentence after it joins it.
    expect(python.purpose).toBe("Holds __init__.py (Provides function dumps; function loads), tag.py (Tagged JSON. A compact representation for lossless serialization of non-standard JSON types).");
  });

  // Found by a trial on hono: "src/: Hono - Web Framework built on Web Standards Holds adapter/ (…)" ran on.
  it("ends a package doc without closing punctuation with a period before what the folder holds", () => {
    const summary = extractiveNodeSummary({
      node: folder("src/"),
      callees: [],
      children: [file("src/hono.ts", "Defines Hono", { weight: 1 }), file("src/index.ts", "Hono - Web Framework built on Web Standards", { weight: 1 })],
      unresolved: [],
      recursive: false,
      cycle: [],
    });
    expect(summary.purpose).toBe("Hono - Web Framework built on Web Standards. Holds hono.ts (Hono), index.ts (Hono - Web Framework built on Web Standards).");
  });

  it("names a file's exports and largest other declarations alike, and counts test files and test folders", () => {
    const summary = extractiveNodeSummary({
      node: folder("binding/"),
      callees: [],
      children: [
        file("binding/binding.go", "Defines Binding (Binding describes the interface), BindingBody (BindingBody adds BindBody method to Binding); largest of the rest: validate (Returns error) and 2 more", { weight: 16 }),
        file("binding/binding_test.go", "Defines TestBinding (Iterates over tests)", { test: true }),
        { ...file("binding/testdata/", "Holds protoexample/ (test.proto)"), summary: makeNodeSummary("binding/testdata/", "folder", "extractive", { purpose: "Holds protoexample/ (test.proto).", inputs: [], outputs: [], sideEffects: [], calls: [], details: [] }), test: true },
      ],
      unresolved: [],
      recursive: false,
      cycle: [],
    });
    expect(summary.purpose).toBe("Holds binding.go (Binding, BindingBody, validate and 2 more), 1 test file and 1 test folder.");
  });

  it("marks test files and weighs files by their exports when the hierarchy runs", async () => {
    const { outcomes } = await runHierarchy({ graph: tinyGraph(), generator: extractiveNodeGenerator, files: tinyFiles, isTest: (p) => p === "src/config.ts" });
    expect(outcomes.find((o) => o.id === "src/")?.summary.purpose).toBe("Holds main.ts (main, Server) and 1 test file.");
  });

  // Found by a trial: ky's repository purpose named `license (Text file with no extracted structure)` and package.json
  // beside its one source folder, and its details opened with .editorconfig and .gitattributes.
  it("names no hidden or undescribed entry when a described one is there: they are counted", () => {
    const children = [
      file(".editorconfig", "Text file with no extracted structure."),
      file(".gitignore", "Text file with no extracted structure."),
      file("license", "Text file with no extracted structure."),
      file("package.json", "Json file with no public API."),
      { ...file("source/", "Holds core/ (Ky.ts) and 2 more"), summary: makeNodeSummary("source/", "folder", "extractive", { purpose: "Holds core/ (Ky.ts) and 2 more", inputs: [], outputs: [], sideEffects: [], calls: [], details: [] }) },
      { ...file("test/", "Holds 30 test files", { test: true }), summary: makeNodeSummary("test/", "folder", "extractive", { purpose: "Holds 30 test files", inputs: [], outputs: [], sideEffects: [], calls: [], details: [] }) },
    ];
    const summary = extractiveNodeSummary({ node: { ...folder("."), id: ".", kind: "repository" }, callees: [], children, unresolved: [], recursive: false, cycle: [] });
    expect(summary.purpose).toBe("Holds source/ (core/ and 2 more), 4 other files and 1 test folder.");
    expect(summary.details.map((d) => d.slice(0, d.indexOf(":")))).toEqual(["source/", "license", "package.json", ".editorconfig", ".gitignore", "test/"]);
  });
});

describe("a plain README (no Markdown extension)", () => {
  // click's examples/aliases/ read "Text file with no extracted structure. Holds aliases.py (…)": its README's kind.
  it("is prose: its first paragraph describes it, and a README read as no more than its kind is no folder lead", async () => {
    const text = "$ aliases_\n\n  aliases is a fairly advanced example that shows how\n  to implement command aliases with Click.  It uses a\n  subclass of the default group.\n\nUsage:\n\n  $ aliases --help\n";
    const spec = detectLanguage("examples/aliases/README");
    expect([spec.id, spec.prose, fileRole("README"), fileRole("docs/readme.txt")]).toEqual(["plaintext", true, "doc", "doc"]);
    const contract = await new TextExtractor().extract({ path: "examples/aliases/README", text, language: spec.id });
    expect(contract.description).toBe("aliases is a fairly advanced example that shows how to implement command aliases with Click. It uses a subclass of the default group.");
    const children = [file("examples/aliases/README", "Text file with no extracted structure."), file("examples/aliases/aliases.py", "Defines AliasedGroup (…), Config (…)", { weight: 3 })];
    const summary = extractiveNodeSummary({ node: folder("examples/aliases/"), callees: [], children, unresolved: [], recursive: false, cycle: [] });
    expect(summary.purpose).toBe("Holds aliases.py (AliasedGroup, Config) and 1 other file.");
  });
});
