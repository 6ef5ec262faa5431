/**
 * A new user's trial on hynek/structlog: the context block showed `ProcessorFormatter`'s doc line with its
 * reStructuredText markup ("Call *structlog* processors on `logging.LogRecord`\s.") right above the summary's plain
 * sentence ("Call structlog processors on logging.LogRecords."). The doc line is read as plain text, so the summary
 * that quotes it leaves it out.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { packContext } from "../../src/retrieve/index.js";
import { tokenCounter, type TokenCounter } from "../../src/shared/tokens.js";
import type { SearchDocRecord } from "../../src/store/index.js";

describe("a hit's doc line in the context block", () => {
  let count: TokenCounter;
  beforeAll(async () => {
    count = await tokenCounter("o200k_base");
  });
  const record = (doc: string, summaryText: string): SearchDocRecord => {
    const id = "src/structlog/stdlib.py#ProcessorFormatter";
    const node = { id, kind: "class" as const, name: "ProcessorFormatter", qualifiedName: "ProcessorFormatter", path: "src/structlog/stdlib.py", language: "python", span: { startLine: 1010, endLine: 1012, startByte: 0, endByte: 0 }, contentHash: id, signature: "class ProcessorFormatter(logging.Formatter)", doc };
    return { id, contentHash: id, summaryHash: id, node, code: "class ProcessorFormatter(logging.Formatter):\n    pass", summaryText, contractText: "", summaryGenerator: "extractive-node@12", fileHash: id };
  };
  const block = (doc: string, summary: string): string[] => packContext("processors", [{ doc: record(doc, summary), role: "hit", relations: [] }], 2000, count).text.split("\n").slice(2, 6);

  it("is plain text, and left out when the summary quotes it", () => {
    expect(block("Call *structlog* processors on `logging.LogRecord`\\s.", "Call structlog processors on logging.LogRecords. Inputs: processors.")).toEqual([
      "## src/structlog/stdlib.py#ProcessorFormatter (class, src/structlog/stdlib.py:1010-1012; hit)",
      "`class ProcessorFormatter(logging.Formatter)`",
      "Call structlog processors on logging.LogRecords. Inputs: processors.",
      "",
    ]);
    expect(block("Call *structlog* processors on `logging.LogRecord`\\s.", "Class with methods format.")).toEqual([
      "## src/structlog/stdlib.py#ProcessorFormatter (class, src/structlog/stdlib.py:1010-1012; hit)",
      "`class ProcessorFormatter(logging.Formatter)`",
      "Call structlog processors on logging.LogRecords.",
      "Class with methods format.",
    ]);
  });
});
