import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discoverFiles, type DiscoveredFile } from "../../../src/extract/discover.js";
import { readSourceFile, type ReadResult } from "../../../src/extract/read.js";
import { firstInvalidUtf8Offset } from "../../../src/extract/files/utf8.js";
import { measureLines } from "../../../src/extract/files/lineShape.js";
import { makeTree, removeTrees, writeTree } from "./tree.js";

afterEach(removeTrees);

const RESAVE = "strata reads UTF-8 only: re-save the file as UTF-8";

/** Writes one file and reads it back through `readSourceFile`. */
async function readOne(name: string, content: string | Buffer, options?: Parameters<typeof readSourceFile>[1]): Promise<ReadResult> {
  const root = makeTree({ [name]: content });
  const absPath = path.join(root, name);
  return readSourceFile({ path: name, absPath, bytes: Buffer.byteLength(content) }, options);
}

describe("text", () => {
  it("removes a UTF-8 BOM and says so; bytes keep it", async () => {
    const result = await readOne("bom.ts", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("export const a = 1;\n")]));
    expect(result).toEqual({ ok: true, text: "export const a = 1;\n", bytes: expect.any(Buffer), hadBom: true });
    expect(result.ok && result.bytes.length).toBe(23);
  });

  it("keeps CRLF and lone CR line endings as they are", async () => {
    const text = "export const a = 1;\r\nexport const b = 2;\r\n// old mac\rline\r";
    expect(await readOne("crlf.ts", text)).toEqual({ ok: true, text, bytes: Buffer.from(text), hadBom: false });
  });

  it("decodes non-ASCII identifiers and strings", async () => {
    const text = 'export const café = "日本語 🎉";\nexport function größe(ß: number) { return ß; }\n';
    const result = await readOne("intl.ts", text);
    expect(result).toEqual({ ok: true, text, bytes: Buffer.from(text, "utf8"), hadBom: false });
    // 77 UTF-16 code units, 90 bytes: é, ö, ß ×3 take 2 bytes, 日本語 3 each, 🎉 4 (2 code units).
    expect(result.ok && [result.text.length, result.bytes.length]).toEqual([77, 90]);
  });

  it("reads an empty file as empty text", async () => {
    expect(await readOne("empty.ts", "")).toEqual({ ok: true, text: "", bytes: Buffer.alloc(0), hadBom: false });
  });
});

describe("binary content", () => {
  const PNG = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
  ]);
  const detail = "content is binary (a NUL byte or mostly non-text bytes near the start); not indexed";

  it("a PNG named x.ts is binary", async () => {
    expect(await readOne("x.ts", PNG)).toEqual({ ok: false, reason: "binary", detail });
  });

  it("a NUL byte after the first 512 bytes still makes a file binary (git's 8,000-byte rule)", async () => {
    const content = Buffer.concat([Buffer.from("x".repeat(600)), Buffer.from([0]), Buffer.from("tail\n")]);
    expect(await readOne("late-nul.ts", content)).toEqual({ ok: false, reason: "binary", detail });
  });
});

describe("invalid UTF-8", () => {
  it("names the byte offset and line of the first bad byte", async () => {
    const content = Buffer.concat([Buffer.from('const a = 1;\nconst b = "caf'), Buffer.from([0xe9]), Buffer.from('";\n')]);
    expect(await readOne("latin1.ts", content)).toEqual({
      ok: false,
      reason: "invalid-utf8",
      detail: `invalid UTF-8 at byte 27 (line 2); ${RESAVE} (it may be Latin-1 or Windows-1252)`,
    });
  });

  it("reports UTF-16 by its byte-order mark", async () => {
    const content = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("a = 1\n", "utf16le")]);
    expect(await readOne("wide.py", content)).toEqual({
      ok: false,
      reason: "invalid-utf8",
      detail: `file is UTF-16 LE (byte-order mark FF FE); ${RESAVE}`,
    });
  });

  it.each([
    ["valid ASCII and a 4-byte emoji", [0x61, 0xf0, 0x9f, 0x8e, 0x89, 0x62], -1],
    ["lone continuation byte", [0x61, 0x80], 1],
    ["overlong 2-byte NUL", [0xc0, 0x80], 0],
    ["overlong 3-byte", [0x61, 0xe0, 0x80, 0x80], 1],
    ["UTF-16 surrogate", [0x61, 0x62, 0xed, 0xa0, 0x80], 2],
    ["above U+10FFFF", [0xf4, 0x90, 0x80, 0x80], 0],
    ["F5 lead byte", [0xf5, 0x80, 0x80, 0x80], 0],
    ["truncated at the end", [0x61, 0x62, 0xe2, 0x82], 2],
    ["broken continuation", [0xe2, 0x41, 0x82], 0],
  ])("firstInvalidUtf8Offset: %s", (_name, bytes, expected) => {
    expect(firstInvalidUtf8Offset(Uint8Array.from(bytes))).toBe(expected);
  });

  it("firstInvalidUtf8Offset agrees with TextDecoder on 5,000 random buffers", () => {
    let seed = 42;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const pool = [0x41, 0x7f, 0x80, 0xbf, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xa0, 0x9f, 0x90, 0x8f];
    for (let n = 0; n < 5000; n += 1) {
      const bytes = Uint8Array.from({ length: next() % 8 }, () => pool[next() % pool.length]!);
      let valid = true;
      try {
        decoder.decode(bytes);
      } catch {
        valid = false;
      }
      expect(firstInvalidUtf8Offset(bytes) === -1).toBe(valid);
    }
  });
});

/** A realistic generated table: a header, 100,000 short rows, 5,277,859 bytes ("5.0 MB"). */
function generatedTable(): string {
  const lines = [
    "// Code generated by gen-table from table.yaml. DO NOT EDIT.",
    "export interface Row { id: number; name: string; weight: number }",
    "export const TABLE: readonly Row[] = [",
  ];
  for (let i = 0; i < 100_000; i += 1) {
    lines.push(`  { id: ${i}, name: "item-${String(i).padStart(6, "0")}", weight: ${(i % 1000) / 1000} },`);
  }
  lines.push("];", "");
  return lines.join("\n");
}

describe("a 5 MB generated file", () => {
  const tooLarge = "5.0 MB (5277859 bytes) exceeds the 1.0 MB cap (raise maxFileBytes in strata.config.json, STRATA_MAX_FILE_BYTES or --max-file-size)";

  it("is too large for the default cap, at discovery and at read time", async () => {
    const text = generatedTable();
    expect(Buffer.byteLength(text)).toBe(5_277_859);
    const root = makeTree({ "src/table.ts": text });
    const discovery = await discoverFiles(root);
    expect(discovery.files).toEqual([]);
    expect(discovery.skipped).toEqual([{ path: "src/table.ts", reason: "too-large", detail: tooLarge }]);
    const file: DiscoveredFile = { path: "src/table.ts", absPath: path.join(root, "src/table.ts"), bytes: 5_277_859 };
    expect(await readSourceFile(file)).toEqual({ ok: false, reason: "too-large", detail: tooLarge });
  });

  it("reads whole under a raised cap: many short lines are not minified", async () => {
    const text = generatedTable();
    const root = makeTree({ "src/table.ts": text });
    const discovery = await discoverFiles(root, { maxFileBytes: 8 * 1_048_576 });
    const table = path.join(root, "src/table.ts");
    expect(discovery.files).toEqual([{ path: "src/table.ts", absPath: table, bytes: 5_277_859, mtimeMs: fs.statSync(table).mtimeMs }]);
    const result = await readSourceFile(discovery.files[0]!, { maxFileBytes: 8 * 1_048_576 });
    expect(result.ok).toBe(true);
    expect(result.ok && result.text === text).toBe(true);
    expect(result.ok && result.hadBom).toBe(false);
    expect(measureLines(text)).toEqual({ lines: 100_004, longest: 65, mean: (5_277_859 - 100_004) / 100_004 });
  });
});

describe("BC-33 C: one-line data and minified bundles", () => {
  const data = "DATA = [" + Array<string>(700_000).fill("1").join(", ") + "]\n";
  function bundle(): string {
    let body = "";
    for (let i = 0; body.length < 1_990_000; i += 1) body += `function f${i}(n){return n*${i % 97}+${i}}`;
    return "/*! app.bundle v1.0.0 | MIT */\n!function(){" + body + "}();\n";
  }

  it("both are over the default cap, with the reason", async () => {
    const root = makeTree({ "data.py": data, "app.js": bundle() });
    const discovery = await discoverFiles(root);
    expect(discovery.files).toEqual([]);
    expect(discovery.skipped).toEqual([
      { path: "app.js", reason: "too-large", detail: "1.9 MB (1990067 bytes) exceeds the 1.0 MB cap (raise maxFileBytes in strata.config.json, STRATA_MAX_FILE_BYTES or --max-file-size)" },
      { path: "data.py", reason: "too-large", detail: "2.0 MB (2100008 bytes) exceeds the 1.0 MB cap (raise maxFileBytes in strata.config.json, STRATA_MAX_FILE_BYTES or --max-file-size)" },
    ]);
  });

  it("under a raised cap both are flagged minified by line shape", async () => {
    const options = { maxFileBytes: 4 * 1_048_576 };
    expect(await readOne("data.py", data, options)).toEqual({
      ok: false,
      reason: "minified",
      detail:
        "longest line is 2100007 characters (over maxLineChars 5000) and lines average 2100007 (over 500): " +
        "minified or machine-written; raise maxLineChars (strata.config.json, STRATA_MAX_LINE_CHARS or --max-line-chars) to index it",
    });
    expect(await readOne("app.js", bundle(), options)).toEqual({
      ok: false,
      reason: "minified",
      detail:
        "longest line is 1990035 characters (over maxLineChars 5000) and lines average 995033 (over 500): " +
        "minified or machine-written; raise maxLineChars (strata.config.json, STRATA_MAX_LINE_CHARS or --max-line-chars) to index it",
    });
  });

  it("the threshold: a line of exactly maxLineChars passes, one more is minified; one long line among many short ones passes", async () => {
    expect((await readOne("at.json", "x".repeat(5000))).ok).toBe(true);
    expect(await readOne("over.json", "x".repeat(5001))).toMatchObject({ ok: false, reason: "minified" });
    const source = "const a = 1;\n".repeat(300) + `const img = "data:image/png;base64,${"A".repeat(10_000)}";\n`;
    expect((await readOne("inline.ts", source)).ok).toBe(true);
    expect((await readOne("small-cap.json", "x".repeat(600), { maxLineChars: 599 })).ok).toBe(false);
  });
});

describe("size and errors", () => {
  it("re-checks the size: a file that grew since discovery is too large without being read", async () => {
    const root = makeTree({ "grow.ts": "x\n" });
    const [file] = (await discoverFiles(root, { maxFileBytes: 100 })).files;
    writeTree(root, { "grow.ts": "x".repeat(4096) });
    expect(await readSourceFile(file!, { maxFileBytes: 100 })).toEqual({
      ok: false,
      reason: "too-large",
      detail: "4.0 KB (4096 bytes) exceeds the 100 bytes cap (raise maxFileBytes in strata.config.json, STRATA_MAX_FILE_BYTES or --max-file-size)",
    });
  });

  it("a missing file is unreadable with its error code", async () => {
    const root = makeTree({});
    const file: DiscoveredFile = { path: "gone.ts", absPath: path.join(root, "gone.ts"), bytes: 10 };
    expect(await readSourceFile(file)).toEqual({
      ok: false,
      reason: "unreadable",
      detail: "could not read the file (ENOENT); check that it exists and is readable",
    });
  });

  it("a directory is not read", async () => {
    const root = makeTree({ "dir/x.ts": "x\n" });
    const file: DiscoveredFile = { path: "dir", absPath: path.join(root, "dir"), bytes: 0 };
    expect(await readSourceFile(file)).toEqual({ ok: false, reason: "unreadable", detail: "not a regular file; only regular files are read" });
  });
});
