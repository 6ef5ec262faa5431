/**
 * Helpers for graph tests: load a fixture folder as `buildGraph` input, and render a graph as annotated text
 * (one edge or node per line) for golden files under `tests/golden/graph/<case>/`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { detectLanguage } from "../../src/extract/index.js";
import { afterAll, beforeAll } from "vitest";
import { buildGraph, type CodeGraph, type GraphInputFile } from "../../src/graph/index.js";

export const GOLDEN_DIR = path.resolve(import.meta.dirname, "../golden/graph");

/** Every file under `dir` (recursively, sorted) with its language as `strata index` detects it (by path and text), as repository-relative paths. */
export function loadFixture(dir: string): GraphInputFile[] {
  const out: GraphInputFile[] = [];
  const walk = (sub: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else {
        const text = fs.readFileSync(path.join(dir, rel), "utf8");
        out.push({ path: rel, text, language: detectLanguage(rel, text).id });
      }
    }
  };
  walk("");
  return out;
}

/** Writes files (path → text) under a new temporary folder; returns its path. */
export function writeTree(files: Record<string, string>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-graph-")));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

/** `kind from -> to @line [flags]` per edge, skipping `contains` edges from folders and the repository. */
export function edgeLines(graph: CodeGraph): string[] {
  const structural = new Set(graph.nodes.filter((n) => n.kind === "folder" || n.kind === "repository").map((n) => n.id));
  return graph.edges
    .filter((e) => !(e.kind === "contains" && structural.has(e.from)))
    .map((e) => {
      const flags = [e.resolved ? "" : "unresolved", e.external ? "external" : "", e.via ?? "", e.resolution ?? ""].filter(Boolean);
      return `${e.kind.padEnd(10)} ${e.from} -> ${e.to}${e.line !== undefined ? ` @${e.line}` : ""}${flags.length ? ` [${flags.join(", ")}]` : ""}`;
    });
}

/** `id kind Lstart-Lend [exported]` per declaration node. */
export function nodeLines(graph: CodeGraph): string[] {
  return graph.nodes
    .filter((n) => n.span && n.kind !== "file")
    .map((n) => `${n.id} ${n.kind} L${n.span!.startLine}-${n.span!.endLine}${n.exported ? " exported" : ""}`);
}

/**
 * Writes `files` under a temporary folder before the file's tests, builds their graph, and removes the folder after
 * them; the returned object gives the root and the graph once built.
 */
export function fixtureGraph(files: Record<string, string>): { readonly root: string; readonly graph: CodeGraph } {
  let root = "";
  let graph: CodeGraph | undefined;
  beforeAll(async () => {
    root = writeTree(files);
    graph = await buildGraph({ root, files: loadFixture(root) });
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  return {
    get root() {
      return root;
    },
    get graph() {
      if (!graph) throw new Error("fixtureGraph: the graph is built in beforeAll");
      return graph;
    },
  };
}

/**
 * Builds the graph of `files` and gives every call edge from a caller id starting with `from` (default: every call
 * edge), sorted, as `from -> to @line resolution` (`external` / `internal` for unresolved ones).
 */
export async function callLines(files: Record<string, string>, from = ""): Promise<string[]> {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges
    .filter((e) => e.kind === "calls" && e.from.startsWith(from))
    .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
    .sort();
}
