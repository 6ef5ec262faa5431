/**
 * Doc-comment queries, CodeSearchNet-style: a seeded random half of the documented
 * functions and methods; each one's first doc sentence is its query and the function its only answer.
 * The evaluation runs on a copy of the repository with exactly those doc comments removed (stripDocs.ts),
 * so no answer can be found by its own words; the other half keep theirs.
 */
import { seededRandom } from "../../shared/random.js";
import fs from "node:fs";
import path from "node:path";
import { discoverFiles } from "../../extract/index.js";
import type { GraphNode } from "../../graph/index.js";
import { firstSentence } from "../../summarize/index.js";
import { stripDocComments } from "./stripDocs.js";

/** One doc-comment query: `relevant` is the documented node; `path`/`line` locate its declaration. */
export interface DocQuery {
  query: string;
  relevant: string[];
  path: string;
  line: number;
}


/**
 * The queries for `nodes`: functions and methods whose doc has a first sentence of at least 3 words,
 * sorted by id, shuffled with `seed`, the first half (rounded down, at least 1 when any) kept, sorted by id.
 */
export function selectDocQueries(nodes: GraphNode[], seed: number): DocQuery[] {
  const candidates = nodes
    .filter((n) => (n.kind === "function" || n.kind === "method") && n.span)
    .map((n) => ({ n, sentence: firstSentence(n.doc) }))
    .filter((c): c is { n: GraphNode; sentence: string } => c.sentence !== undefined && c.sentence.split(/\s+/).length >= 3)
    .sort((a, b) => (a.n.id < b.n.id ? -1 : 1));
  const random = seededRandom(seed);
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  const half = candidates.length ? Math.max(1, Math.floor(candidates.length / 2)) : 0;
  return candidates
    .slice(0, half)
    .map(({ n, sentence }) => ({ query: sentence.replace(/[.!?]$/, ""), relevant: [n.id], path: n.path, line: n.span!.startLine }))
    .sort((a, b) => (a.relevant[0]! < b.relevant[0]! ? -1 : 1));
}

/** What writing the copy did. */
export interface CopyReport {
  copy: string;
  files: number;
  /** Doc comments removed / asked for. */
  removed: number;
  requested: number;
  /** Node ids whose query's first six words still appear in their file after stripping (a doc not found, or a copy elsewhere). */
  stillPresent: string[];
}

/**
 * Copies the files strata would index from `root` into `copyDir` (created; must be empty or absent), with
 * the doc comments of `queries` removed.
 * @throws Error when `copyDir` exists and is not empty.
 */
export async function writeStrippedCopy(root: string, copyDir: string, queries: DocQuery[]): Promise<CopyReport> {
  if (fs.existsSync(copyDir) && fs.readdirSync(copyDir).length) throw new Error(`${copyDir} is not empty: choose a new directory for the copy`);
  const byPath = new Map<string, DocQuery[]>();
  for (const q of queries) byPath.set(q.path, [...(byPath.get(q.path) ?? []), q]);
  const discovery = await discoverFiles(root);
  const report: CopyReport = { copy: copyDir, files: 0, removed: 0, requested: queries.length, stillPresent: [] };
  for (const file of discovery.files) {
    if (file.path.startsWith(".strata/")) continue;
    const target = path.join(copyDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const wanted = byPath.get(file.path);
    if (!wanted) {
      fs.copyFileSync(file.absPath, target);
    } else {
      const text = fs.readFileSync(file.absPath, "utf8");
      const lines = [...new Set(wanted.map((q) => q.line))].sort((a, b) => b - a);
      const stripped = stripDocComments(text, lines);
      fs.writeFileSync(target, stripped.text);
      report.removed += stripped.removed;
      for (const q of wanted) {
        const words = q.query.split(/\s+/).slice(0, 6).join(" ");
        if (stripped.text.includes(words)) report.stillPresent.push(q.relevant[0]!);
      }
    }
    report.files += 1;
  }
  return report;
}

/** JSONL text of `queries`, one per line. */
export function queriesToJsonl(queries: object[]): string {
  return queries.map((q) => JSON.stringify(q)).join("\n") + (queries.length ? "\n" : "");
}
