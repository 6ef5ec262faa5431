/**
 * What each read-only command loads before it runs: the static import closure of its chunk in the CLI bundle
 * (dist/cli-bundle, built by `npm run build`). The TypeScript compiler (through ts-morph), the AI SDK, the MCP SDK
 * and the BPE tokenizer each cost 0.3–1.3 s of start-up; a command that does not use them must not load them.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/cli.js";

const BUNDLE = path.join(REPO_ROOT, "dist", "cli-bundle");
const HEAVY = ["ts-morph", "typescript", "ai", "@modelcontextprotocol/sdk", "gpt-tokenizer"];

/** Command name → its chunk, from the entry's `name: async () => (await import("./chunk.js"))` table. */
function commandChunks(): Map<string, string> {
  const entry = fs.readFileSync(path.join(BUNDLE, "strata.js"), "utf8");
  return new Map([...entry.matchAll(/^\s*(\w+): async \(\) => \(await import\("\.\/([^"]+)"\)\)/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Packages reached by static imports and re-exports from `chunk` through other chunks (dynamic `import()` is not followed). */
function staticPackages(chunk: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(chunk)) return packages;
  seen.add(chunk);
  const text = fs.readFileSync(path.join(BUNDLE, chunk), "utf8");
  for (const m of text.matchAll(/^(?:import|export)\s+(?:[^"';]*?\s+from\s+)?"([^"]+)";?$/gm)) {
    const spec = m[1]!;
    if (spec.startsWith("./")) staticPackages(spec.slice(2), seen, packages);
    else if (!spec.startsWith("node:")) packages.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
  }
  return packages;
}

describe("read-only commands load only what they use", () => {
  const chunks = commandChunks();

  it("finds every command's chunk in the bundle", () => {
    expect([...chunks.keys()]).toEqual(expect.arrayContaining(["search", "status", "summary", "stats", "levels", "graph", "categories", "definition", "context", "index"]));
  });

  it.each(["search", "status", "summary", "stats", "levels", "graph", "categories", "definition", "references", "impact"])("%s loads none of the heavy packages", (command) => {
    const loaded = staticPackages(chunks.get(command)!);
    expect(HEAVY.filter((p) => loaded.has(p))).toEqual([]);
    expect(loaded.has("better-sqlite3")).toBe(true);
  });

  // Packages that only indexing, extraction or a model call use: the commands that answer from the store load none.
  // search and context also warn about files added since the index, judged by the ignore rules (`ignore`, ~2 ms);
  // context packing escapes words for a regular expression (`escape-string-regexp`, one function); a search result's
  // held query words are stemmed as the index stems them (`stemmer`, one module; context shares search's chunk).
  it.each([
    ["search", ["better-sqlite3", "ignore", "stemmer"]],
    ["context", ["better-sqlite3", "escape-string-regexp", "ignore", "stemmer"]],
    ["stats", ["better-sqlite3"]],
  ])("%s loads only the store's packages and the ignore rules", (command, expected) => {
    const loaded = [...staticPackages(chunks.get(command as string)!)].sort();
    expect(loaded).toEqual(expected);
  });

  it("sees through chunks: index reaches the store, tree-sitter and the progress bars", () => {
    const loaded = staticPackages(chunks.get("index")!);
    expect(["better-sqlite3", "web-tree-sitter", "cli-progress"].filter((p) => loaded.has(p))).toEqual(["better-sqlite3", "web-tree-sitter", "cli-progress"]);
  });
});
