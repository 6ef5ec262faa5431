/**
 * A file whose one unit is a class says what the class offers: ky's `source/core/Ky.ts` (the contract below is its
 * exports as extracted) read "Provides class Ky.", and its node summary described the class by `#assignRequest` and
 * `#calculateDelay` instead of its public `create`.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeSummary, extractiveSummary, type NodeInput } from "../../src/summarize/index.js";
import { node } from "../hierarchy/graphs.js";
import { contractWith } from "./contractFixture.js";

const KY = contractWith({
  filePath: "source/core/Ky.ts",
  exports: [
    {
      name: "Ky",
      kind: "class",
      signature: "export class Ky",
      line: 151,
      endLine: 1140,
      members: [
        { name: "create", kind: "method", signature: "static create(input: Input, options: Options): ResponsePromise", modifiers: ["static"], signatures: [{ params: [{ name: "input", type: "Input" }, { name: "options", type: "Options" }], returnType: "ResponsePromise" }], line: 152, endLine: 321 },
        { name: "request", kind: "property", signature: "public request: Request", type: "Request", line: 333, endLine: 333 },
        { name: "constructor", kind: "constructor", signature: "constructor(input: Input, options: Options = {})", signatures: [{ params: [{ name: "input", type: "Input" }, { name: "options", type: "Options", optional: true, default: "{}" }] }], line: 347, endLine: 468 },
      ],
    },
  ],
});

describe("a one-class file", () => {
  it("names the class's public members with what they take and give (ky Ky.ts)", () => {
    expect(extractiveSummary(KY).main_responsibility).toBe(
      "Provides class Ky, with public members static create(input, options) returning ResponsePromise; constructor(input, options); property request: Request.",
    );
  });

  it("keeps the case of a member doc that opens with the member's name (gin internal/fs/fs.go)", () => {
    const fs = contractWith({
      filePath: "internal/fs/fs.go",
      language: "go",
      exports: [
        {
          name: "FileSystem",
          kind: "struct",
          signature: "type FileSystem struct",
          doc: "FileSystem implements an [fs.FS].",
          line: 8,
          endLine: 10,
          members: [
            { name: "Open", kind: "method", signature: "func (o FileSystem) Open(name string) (fs.File, error)", doc: "Open passes `Open` to the upstream implementation and return an [fs.File].", signatures: [{ params: [{ name: "name", type: "string" }], returnType: "(fs.File, error)" }], line: 13, endLine: 15 },
          ],
        },
      ],
    });
    expect(extractiveSummary(fs).main_responsibility).toBe(
      "Provides struct FileSystem (FileSystem implements an fs.FS), with public members Open(name) returning (fs.File, error) (Open passes `Open` to the upstream implementation and return an fs.File).",
    );
  });

  it("describes the class by its public methods first, then its largest private ones (ky Ky.ts)", () => {
    const member = (name: string, purpose: string, exported: boolean, weight: number) => {
      const id = `source/core/Ky.ts#Ky.${name}`;
      const summary = extractiveNodeSummary({ node: node(id, "method", { name, doc: purpose }), callees: [], children: [], unresolved: [], recursive: false, cycle: [] });
      return { id, summary, ...(exported ? { exported: true as const } : {}), weight };
    };
    const input: NodeInput = {
      node: node("source/core/Ky.ts#Ky", "class", { name: "Ky", signature: "export class Ky", exported: true }),
      callees: [],
      children: [
        member("#assignRequest", "Takes request: Request.", false, 4),
        member("#calculateDelay", "Returns number; retries; draws random values.", false, 16),
        member("#fetch", "Returns Promise<Response>; throws TimeoutError, NetworkError; retries.", false, 49),
        member("constructor", "Throws Error, TypeError; iterates over deleted; retries.", true, 122),
        member("create", "Returns ResponsePromise, at 13 return points under 26 conditions.", true, 170),
      ],
      unresolved: [],
      recursive: false,
      cycle: [],
    };
    expect(extractiveNodeSummary(input, "export class Ky {\n  public request: Request;\n}").purpose).toBe(
      "Class with fields request and methods constructor (Throws Error, TypeError; iterates over deleted; retries), create (Returns ResponsePromise, at 13 return points under 26 conditions), #fetch (Returns Promise<Response>; throws TimeoutError, NetworkError; retries) and 2 more",
    );
  });
});
