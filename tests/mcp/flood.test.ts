/**
 * `strata mcp` under a flood of large answers, over a real process: 100 calls sent at once, each asking for
 * the 2,000 lines of a function that grew to 8 MB on disk after indexing, while the client does not read.
 * The server must answer every call, each answer cut to the answer bound with a note saying so, and keep
 * serving (before, it wrote every answer at once and died with `write ENOBUFS`, or spent seconds per call
 * counting the tokens of megabytes).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strata, writeTree } from "../helpers/cli.js";
import { startRawMcp, type RawMcp } from "../helpers/rawMcp.js";
import { MAX_ANSWER_TOKENS, MAX_CHARS_PER_TOKEN } from "../../src/mcp/answers.js";
import { tokenCounter } from "../../src/shared/tokens.js";

type Answer = { jsonrpc: string; id: number | string | null; result?: { content: { text: string }[]; isError?: boolean; tools?: unknown[] }; error?: unknown };

const CALLS = 100;
/** A function of 2,000 lines, each holding a string of `width` characters. */
const bigFunction = (width: number): string =>
  `export function big(): number {\n${Array.from({ length: 1998 }, (_, i) => `  const v${i} = "${"x".repeat(width)}";`).join("\n")}\n  return 1;\n}\n`;

describe("strata mcp with 100 calls at once for an 8 MB answer each", () => {
  let mcp: RawMcp;
  let root: string;
  beforeAll(async () => {
    root = writeTree({ "src/big.ts": bigFunction(1) });
    expect(strata(["index", root, "-q"]).status).toBe(0);
    fs.writeFileSync(path.join(root, "src/big.ts"), bigFunction(4100));
    // The index must stay as it was (the function 2,000 short lines): the watcher's first update would drop the
    // 8 MB file as too large and race the calls below.
    mcp = await startRawMcp(root, ["--no-watch"]);
  }, 60_000);
  afterAll(() => mcp?.close());

  it("answers every call within the bound, says each was cut, and keeps serving", async () => {
    expect(fs.statSync(path.join(root, "src/big.ts")).size).toBe(8_230_696);
    mcp.proc.stdout.pause();
    await Promise.all(Array.from({ length: CALLS }, (_, i) => mcp.send({ jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: "source", arguments: { node: "src/big.ts#big", maxLines: 2000 } } })));
    mcp.proc.stdout.resume();
    const got = await Promise.all(Array.from({ length: CALLS }, (_, i) => mcp.answerTo(i + 1) as Promise<Answer>));
    const countTokens = await tokenCounter();
    const texts = got.map((a) => a.result!.content[0]!.text);
    expect(got.filter((a) => a.result?.isError !== undefined || a.error !== undefined)).toEqual([]);
    expect(new Set(texts).size).toBe(1);
    expect(countTokens(texts[0]!)).toBeLessThanOrEqual(MAX_ANSWER_TOKENS);
    const first = JSON.parse(texts[0]!) as { endLine: number; code: string; cut: { maxTokens: number; omitted: Record<string, number> } };
    expect([first.endLine, first.cut.maxTokens, Object.keys(first.cut.omitted)]).toEqual([2000, MAX_ANSWER_TOKENS, ["code"]]);
    expect(first.code.length).toBeLessThan(MAX_ANSWER_TOKENS * MAX_CHARS_PER_TOKEN);
    await mcp.send({ jsonrpc: "2.0", id: CALLS + 1, method: "tools/list" });
    expect(((await mcp.answerTo(CALLS + 1)) as Answer).result!.tools!.length).toBe(14);
    expect(mcp.proc.exitCode).toBe(null);
  }, 120_000);
});
