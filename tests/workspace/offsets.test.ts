/**
 * Offsets between the server (UTF-16 units of the file as it is) and CodeMirror (a line break is 1 unit).
 * Failing input found by hand: src/bom_crlf.ts (BOM + CRLF + emoji); selecting `  return x + 1;` in the
 * browser outlined `xport function f(…) … e`, one unit off per CRLF before it.
 */
import { describe, expect, it } from "vitest";
import { OffsetMap } from "../../web/src/offsets.js";

// The file as served (the BOM is removed by the server): 8 CRLF line breaks.
const BOM_CRLF = 'const a = "é😀中文";\r\nexport function f(x: number) {\r\n  return x + 1; // 😀\r\n}\r\n\r\nexport function g() {\r\n  return f(2);\r\n}\r\n';

describe("OffsetMap", () => {
  const map = new OffsetMap(BOM_CRLF);

  it("gives CodeMirror the text with CRLF replaced by LF", () => {
    expect(map.editorText).toBe('const a = "é😀中文";\nexport function f(x: number) {\n  return x + 1; // 😀\n}\n\nexport function g() {\n  return f(2);\n}\n');
  });

  it("maps the server's regions of the file to the editor (f/0, f/1, f/2 of /api/cut)", () => {
    // Server regions: f/0 0–18, function f 20–76, function g 80–120.
    expect([0, 18, 20, 76, 80, 120].map((o) => map.toEditor(o))).toEqual([0, 18, 19, 73, 75, 113]);
    expect(map.editorText.slice(19, 73)).toBe("export function f(x: number) {\n  return x + 1; // 😀\n}");
    expect(map.editorText.slice(75, 113)).toBe("export function g() {\n  return f(2);\n}");
  });

  it("maps an editor selection back to server offsets (line 3 `  return x + 1; // 😀`)", () => {
    expect([map.toServer(50), map.toServer(71)]).toEqual([52, 73]);
    expect(BOM_CRLF.slice(52, 73)).toBe("  return x + 1; // 😀");
  });

  it("round-trips every offset that is not inside a CRLF pair, and maps the inside one to the line end", () => {
    for (let s = 0; s <= BOM_CRLF.length; s++) {
      if (BOM_CRLF[s - 1] === "\r" && BOM_CRLF[s] === "\n") continue;
      expect(map.toServer(map.toEditor(s))).toBe(s);
    }
    expect(map.toEditor(19)).toBe(18);
    expect(map.toEditor(BOM_CRLF.length)).toBe(map.editorText.length);
  });

  it("leaves LF-only and lone-CR texts unchanged (1 unit per break on both sides)", () => {
    const lf = new OffsetMap("a\nb\rc");
    expect([lf.editorText, lf.toEditor(4), lf.toServer(4)]).toEqual(["a\nb\rc", 4, 4]);
  });
});
