/**
 * Unresolved callee names as users read them (found on hono's cors middleware): an immediately invoked anonymous
 * function is no edge (its body belongs to the unit around it), and whitespace inside a callee is kept only
 * between two word characters, so `(await f(x)).join` is not written `(awaitf(x)).join`.
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { edgeLines, loadFixture, writeTree } from "./graphFixtures.js";

const root = writeTree({
  "src/iife.ts": [
    "export async function pick(opts: { allow: string | (() => Promise<string[]>) }) {",
    "  const f = ((o) => {",
    "    if (typeof o === 'string') return () => [o];",
    "    return o;",
    "  })(opts.allow);",
    "  (function () { return 1; })();",
    "  return (await",
    "    (f as () => Promise<string[]>)()).join(', ');",
    "}",
    "",
  ].join("\n"),
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("callee names of unresolved calls", () => {
  it("drops immediately invoked anonymous functions and keeps readable spacing", async () => {
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(edgeLines(graph).filter((l) => l.startsWith("calls"))).toEqual([
      "calls      src/iife.ts#pick -> ?(await(f as()=>Promise<string[]>)()).join @8 [unresolved, external]",
      "calls      src/iife.ts#pick -> ?(f as()=>Promise<string[]>) @8 [unresolved]",
    ]);
  }, 60_000);
});

describe("signatures", () => {
  it("leave out comments inside a declaration head, but not `//` in strings or Python", async () => {
    const dir = writeTree({
      "src/ctx.ts": [
        "export class Context< // eslint-disable-next-line @typescript-eslint/no-explicit-any",
        "  E = any, /* the path */ P extends string = '//x'",
        "> {}",
        "",
      ].join("\n"),
      "m.py": "def half(a=10//2, b='x'):\n    return a\n",
    });
    try {
      const graph = await buildGraph({ root: dir, files: loadFixture(dir) });
      expect(graph.nodes.filter((n) => n.signature).map((n) => [n.id, n.signature])).toEqual([
        ["m.py#half", "def half(a=10//2, b='x')"],
        ["src/ctx.ts#Context", "export class Context< E = any, P extends string = '//x' >"],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("string literals in callee names", () => {
  it("keep their spaces as written (starlette routing.py, rack directory.rb)", async () => {
    const dir = writeTree({
      "routing.py": ["def replace_params(path_params):", '    params = ", ".join(list(path_params.keys()))', "    return params", ""].join("\n"),
      "directory.rb": [
        "module Rack",
        "  class Directory",
        "    def check_forbidden(path_info)",
        '      body = "Forbidden\\n"',
        '      [403, { CONTENT_TYPE => "text/plain",',
        "        CONTENT_LENGTH => body.bytesize.to_s,",
        '        "x-cascade" => "pass" }.merge!(Rack::Utils::HEADERS), [body]]',
        "    end",
        "  end",
        "end",
        "",
      ].join("\n"),
    });
    try {
      const graph = await buildGraph({ root: dir, files: loadFixture(dir) });
      expect(edgeLines(graph).filter((l) => l.startsWith("calls"))).toEqual([
        "calls      directory.rb#Rack.Directory.check_forbidden -> ?body.bytesize @6 [unresolved, external]",
        "calls      directory.rb#Rack.Directory.check_forbidden -> ?body.bytesize.to_s @6 [unresolved, external]",
        'calls      directory.rb#Rack.Directory.check_forbidden -> ?{CONTENT_TYPE=>"text/plain",CONTENT_LENGTH=>body.bytesize.to_s,"x-cascade"=>"pass"}.merge! @5 [unresolved, external]',
        'calls      routing.py#replace_params -> ?", ".join @2 [unresolved, external]',
        "calls      routing.py#replace_params -> ?list @2 [unresolved, external]",
        "calls      routing.py#replace_params -> ?path_params.keys @2 [unresolved, external]",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

// unjs/ufo 11308c0 (a new user's trial): `encode(…)` with a `//` line between its `.replace(…)` steps was named
// "encode(…)//Encodes the space as+,encode the+to differentiate it from t"; a `//` in a string stays.
describe("comments in callee names", () => {
  it("are left out of a chain; a URL in a string is kept", async () => {
    const dir = writeTree({
      "encoding.ts": [
        "declare function encode(s: string): string;",
        "export function encodeQueryValue(input: string) {",
        "  return encode(input)",
        "    // Encode the space as +, encode the + to differentiate it",
        "    .replace(/\\+/g, '%2B') /* then spaces */",
        "    .replace(/%20/g, '+');",
        "}",
        "export function link(base: { join(s: string): string }) {",
        "  return base.join('http://a.b').trim();",
        "}",
        "",
      ].join("\n"),
    });
    try {
      const graph = await buildGraph({ root: dir, files: loadFixture(dir) });
      expect(edgeLines(graph).filter((l) => l.startsWith("calls")).sort()).toEqual([
        "calls      encoding.ts#encodeQueryValue -> ?encode(input).replace @5 [unresolved, external]",
        "calls      encoding.ts#encodeQueryValue -> ?encode(input).replace(/\\+/g,'%2B').replace @6 [unresolved, external]",
        "calls      encoding.ts#encodeQueryValue -> encoding.ts#encode @3 [type-checked]",
        "calls      encoding.ts#link -> ?base.join @9 [unresolved]",
        "calls      encoding.ts#link -> ?base.join('http://a.b').trim @9 [unresolved, external]",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
