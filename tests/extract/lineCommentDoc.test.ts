/**
 * A `//` block right above a JavaScript/TypeScript declaration is its doc where it has no JSDoc: execa's lib/
 * documents 177 of its 219 exported functions that way, and its contracts, graph nodes and summaries had no doc.
 * Inputs cut down from execa 8017b27 (lib/io/max-buffer.js, lib/terminate/timeout.js).
 */
import { describe, expect, it } from "vitest";
import { lineCommentDoc } from "../../src/extract/index.js";
import { buildGraph } from "../../src/graph/index.js";
import { extractOne } from "./typescript/helpers.js";

/** The doc of the declaration that starts at the first occurrence of `marker` in `text`. */
const docAt = (text: string, marker: string): string | undefined => lineCommentDoc(text, text.indexOf(marker));

describe("lineCommentDoc", () => {
  it("takes the lines right above, without // and one space, directives dropped", () => {
    const text = "import x from 'x';\n\n// When the `maxBuffer` option is hit, a MaxBufferError is thrown.\n// The stream is aborted, then specific information is kept for the error message.\n// eslint-disable-next-line complexity\nexport const handleMaxBuffer = () => {};\n";
    expect(docAt(text, "export const handleMaxBuffer")).toBe(
      "When the `maxBuffer` option is hit, a MaxBufferError is thrown.\nThe stream is aborted, then specific information is kept for the error message.",
    );
  });

  it("stops at a blank line, and a blank line after the block leaves the declaration without one", () => {
    expect(docAt("// Section: streams\n\n// Fails when the `timeout` option is exceeded\nexport const throwOnTimeout = 1;\n", "export")).toBe("Fails when the `timeout` option is exceeded");
    expect(docAt("// Fails when the `timeout` option is exceeded\n\nexport const throwOnTimeout = 1;\n", "export")).toBeUndefined();
  });

  it("reads CRLF text, and a line holding code before the comment ends the block", () => {
    expect(docAt("// Validate `timeout` option\r\nexport const validateTimeout = 1;\r\n", "export")).toBe("Validate `timeout` option");
    expect(docAt("const a = 1; // a's value\nconst b = 2;\n", "const b")).toBeUndefined();
  });

  it("is none for commented-out code, a lone directive, a license notice, or a declaration that does not open its line", () => {
    expect(docAt("// const old = compute();\n// if (old) {\n// }\nexport const next = 1;\n", "export")).toBeUndefined();
    expect(docAt("// @ts-expect-error wrong types upstream\nexport const a = 1;\n", "export")).toBeUndefined();
    expect(docAt("/// <reference types=\"node\" />\nexport const a = 1;\n", "export")).toBeUndefined();
    expect(docAt("// Copyright (c) 2020 Someone. All rights reserved.\n// Licensed under the MIT license.\nexport const a = 1;\n", "export")).toBeUndefined();
    expect(docAt("// Runs it\nfoo(); export const a = 1;\n", "export")).toBeUndefined();
  });
});

const MAX_BUFFER = [
  "// When the `maxBuffer` option is hit, a MaxBufferError is thrown.",
  "export const handleMaxBuffer = ({error, stream}) => {",
  "\tthrow error;",
  "};",
  "",
  "/** The unit of `maxBuffer`. */",
  "// not this one: JSDoc comes first",
  "export const getMaxBufferUnit = () => 'bytes';",
  "",
  "// Validate `timeout` option",
  "export function validateTimeout({timeout}) {}",
  "",
].join("\n");

describe("JavaScript declarations documented by // lines", () => {
  it("carry it as their contract's doc, JSDoc first", async () => {
    const contract = await extractOne({ "lib/io/max-buffer.js": MAX_BUFFER }, "lib/io/max-buffer.js");
    expect(contract.exports.map((e) => [e.name, e.doc])).toEqual([
      ["handleMaxBuffer", "When the `maxBuffer` option is hit, a MaxBufferError is thrown."],
      ["getMaxBufferUnit", "The unit of `maxBuffer`."],
      ["validateTimeout", "Validate `timeout` option"],
    ]);
  });

  it("carry it as their graph node's doc", async () => {
    const graph = await buildGraph({ root: "/repo", files: [{ path: "lib/io/max-buffer.js", text: MAX_BUFFER, language: "javascript" }] });
    expect(graph.nodes.filter((n) => n.kind === "function").map((n) => [n.name, n.doc])).toEqual([
      ["getMaxBufferUnit", "The unit of `maxBuffer`."],
      ["handleMaxBuffer", "When the `maxBuffer` option is hit, a MaxBufferError is thrown."],
      ["validateTimeout", "Validate `timeout` option"],
    ]);
  });
});

describe("lineCommentDoc on section banners, task notes and tool markers", () => {
  // Cut down from typeorm test/functional/database-schema/column-types/mysql/entity/Post.ts,
  // trpc packages/openapi/test/routers/appRouter.router.ts, examples/minimal/src/server/index.ts,
  // packages/next/src/app-dir/client.ts and ky source/types/ResponsePromise.ts.
  it("starts after the last rule line: a banner names a section, not the declaration under it", () => {
    expect(docAt("    // -------------------------------------------------------------------------\n    // Binary Types\n    // -------------------------------------------------------------------------\n    @Column(\"binary\")\n    binary: Buffer\n", "@Column")).toBeUndefined();
    expect(docAt("  complexTypes: t.router({\n    // --- Enums ---\n    zodEnum: t.procedure\n", "zodEnum")).toBeUndefined();
    expect(docAt("////////////////\n// Helpers\n////////////////\nfunction a() {}\n", "function")).toBeUndefined();
    expect(docAt("// ==== helpers ====\n// Parses the header\nfunction parse() {}\n", "function")).toBe("Parses the header");
  });

  // got d00d845a (a new user's trial): `// Pagination` above `paginateEach` was its purpose.
  it("is none for a one-word section title, which a description under it leaves out; two words stay", () => {
    expect(docAt("\t// Pagination\n\tconst paginateEach = async function* () {};\n", "const")).toBeUndefined();
    expect(docAt("// Helpers:\nfunction a() {}\n", "function")).toBeUndefined();
    expect(docAt("// Paginates.\nfunction a() {}\n", "function")).toBeUndefined();
    expect(docAt("// Pagination helpers\nfunction a() {}\n", "function")).toBe("Pagination helpers");
    // Over a description, the title is left out (a break-it trial: "Pagination Computes pages.").
    expect(docAt("// Pagination\n// Fetches every page in turn\nfunction a() {}\n", "function")).toBe("Fetches every page in turn");
  });

  it("is none for a TODO note, and drops twoslash queries and test-runner and dead-code markers", () => {
    expect(docAt("  // TODO: Use `json<T extends JSONValue>(): Promise<T>;` when it's fixed in TS.\n  json: <T = unknown>() => Promise<T>;\n", "json:")).toBeUndefined();
    expect(docAt("// @todo: replace with the new API\nexport const a = 1;\n", "export")).toBeUndefined();
    expect(docAt("const { input } = opts;\n//      ^?\nconst user = 1;\n", "const user")).toBeUndefined();
    expect(docAt("// ts-prune-ignore-next\nexport function useAction() {}\n", "export")).toBeUndefined();
    // Split so that the test runner does not read it as this file's own environment.
    expect(docAt(`// @vitest-${"environment"} jsdom\nexport const a = 1;\n`, "export")).toBeUndefined();
  });

  it("drops DefinitelyTyped header lines (axios index.d.ts)", () => {
    expect(docAt("// TypeScript Version: 4.7\nexport type AxiosHeaderValue = AxiosHeaders | string;\n", "export")).toBeUndefined();
    expect(docAt("// Type definitions for foo 1.2\n// Project: https://github.com/foo/foo\n// Definitions by: Someone <https://github.com/someone>\n// Minimum TypeScript Version: 4.2\nexport declare function foo(): void;\n", "export")).toBeUndefined();
  });

  it("is none for commented-out code written without semicolons (mobx 01211a69 packages/mobx/src/core/observable.ts)", () => {
    const text = [
      "// function invariantObservers(observable: IObservable) {",
      "//     const list = observable.observers",
      "//     const map = observable.observersIndexes",
      "//     const l = list.length",
      "//     for (let i = 0; i < l; i++) {",
      "//         const id = list[i].__mapid",
      "//         if (i) {",
      "//             invariant(map[id] === i, \"INTERNAL ERROR maps derivation.__mapid to index in list\") // for performance",
      "//         } else {",
      "//             invariant(!(id in map), \"INTERNAL ERROR observer on index 0 shouldn't be held in map.\") // for performance",
      "//         }",
      "//     }",
      "//     invariant(",
      "//         list.length === 0 || Object.keys(map).length === list.length - 1,",
      "//         \"INTERNAL ERROR there is no junk in map\"",
      "//     )",
      "// }",
      "export function addObserver(observable: IObservable, node: IDerivation) {}",
      "",
    ].join("\n");
    expect(docAt(text, "export function addObserver")).toBeUndefined();
    // Prose that names code keeps its doc.
    expect(docAt("// Adds the observer to the observable's set; the lowest state is kept for propagation.\n// Call it inside a batch.\nexport function addObserver() {}\n", "export")).toBe(
      "Adds the observer to the observable's set; the lowest state is kept for propagation.\nCall it inside a batch.",
    );
  });

  it("is none for a commented-out call over several lines (trpc packages/react-query/test/__testHelpers.tsx)", () => {
    const text = "  // trpcClientOptions.queryClientConfig = createQueryClientConfig(\n  //   trpcClientOptions.queryClientConfig,\n  // );\n  const queryClient =\n    createQueryClient();\n";
    expect(docAt(text, "const queryClient")).toBeUndefined();
  });
});
