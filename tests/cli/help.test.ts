/** Each command's help lists only the options it reads; the program's description names what strata does today. */
import { describe, expect, it } from "vitest";
import type { Command } from "commander";
import { buildProgram } from "../../src/cli/main.js";

/** Every command (subcommands as `eval retrieval`) with its long options, in help order. */
function optionsByCommand(program: Command, prefix = ""): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const cmd of program.commands) {
    const name = `${prefix}${cmd.name()}`;
    if (cmd.commands.length) Object.assign(out, optionsByCommand(cmd, `${name} `));
    else out[name] = cmd.options.map((o) => o.long!);
  }
  return out;
}

const LIMITS = ["--max-file-size", "--max-line-chars", "--token-threshold", "--encoding"];
const INDEXING = ["--store", "--json", ...LIMITS, "--llm", "--cache", "--no-history", "--include-secret-files"];
const READING = ["--store", "--json"];

describe("help", () => {
  const program = buildProgram(() => undefined);

  it("the top-level description names contracts, summaries, graph, search, MCP and the workspace (no 'token reports')", () => {
    expect(program.description()).toBe("Understand a whole repository cheaply: semantic contracts, technical summaries, code graph, search, an MCP server and a web workspace.");
  });

  it("read-only commands list no --llm, --cache or extraction limits; commands that index list them all", () => {
    expect(optionsByCommand(program)).toEqual({
      index: [...INDEXING, "--quiet", "--threads", "--max-cost", "--max-calls", "--dry-run", "--rebuild", "--wait", "--shard", "--repo"],
      merge: [...READING, "--repo"],
      doctor: [...READING, "--repo"],
      contract: ["--store", ...LIMITS, "--include-secret-files", "--repo"],
      summary: [...INDEXING.filter((o) => o !== "--no-history"), "--repo", "--node", "--style"],
      report: ["--store", "--json", "--token-threshold", "--encoding", "--format", "--repo"],
      stats: [...READING, "--repo"],
      precompute: [...INDEXING, "--since", "--repo"],
      status: ["--store", "--json", "--max-file-size", "--token-threshold", "--encoding", "--llm", "--cache", "--repo"],
      serve: ["--store", "--llm", "--port", "--host", "--warm", "--quiet", "--repo"],
      graph: [...READING, "--format", "--focus", "--depth", "--stats", "--output", "--repo"],
      levels: [...READING, "--limit", "--repo"],
      search: [...READING, "--repo", "--mode", "--k", "--kind", "--files", "--category"],
      categories: [...READING, "--top", "--category", "--repo"],
      context: [...READING, "--encoding", "--repo", "--mode", "--budget", "--hits", "--hops"],
      "eval retrieval": [...READING, "--encoding", "--queries", "--repo", "--modes", "--budget", "--history-weights", "--output"],
      "eval make-queries": [...READING, "--llm", "--from-docs", "--synthetic", "--from-history", "--back", "--max", "--seed", "--copy", "--limit", "--output"],
      "eval summaries": [...READING, "--llm", "--sample", "--seed", "--rubric", "--rubric-scores", "--max-tokens", "--repo"],
      mcp: ["--store", ...LIMITS, "--llm", "--cache", "--no-history", "--include-secret-files", "--no-watch", "--print-config", "--repo"],
      definition: [...READING, "--repo"],
      references: [...READING, "--repo", "--all"],
      callers: [...READING, "--repo", "--all"],
      callees: [...READING, "--repo"],
      impact: [...READING, "--repo", "--depth"],
      changes: [...READING, "--since", "--staged", "--repo"],
      map: [...READING, "--encoding", "--budget", "--focus", "--repo"],
      watch: [...INDEXING, "--quiet", "--debounce", "--poll", "--repo"],
    });
  });
});
