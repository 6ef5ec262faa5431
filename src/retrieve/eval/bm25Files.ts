/**
 * The whole-file BM25 baseline of the retrieval evaluation (the classic SWE-bench retrieval baseline:
 * Jimenez et al., ICLR 2024): every indexed file's full text in one FTS5 table with the same code-aware
 * tokenizer as the search index (`porter unicode61`, `_` a token character, identifiers expanded:
 * tokenize.ts) and nothing else — no graph, no summaries, no names, no paths. The second baseline ranks the
 * same list with test, doc, example, benchmark and generated files last (`fileRole`), stable otherwise:
 * what a careful user of grep gets. The set of roles put last is fixed (`BASELINE_LAST`): a role added to
 * `fileRole` later (data and build files, `config`) changes search, not the baseline it is measured against.
 *
 * In-memory SQLite; built once per evaluation.
 */
import Database from "better-sqlite3";
import { fileRole, type FileRole } from "../fileRoles.js";
import { expandForIndex, toMatchQuery } from "../tokenize.js";

/** Roles the second baseline puts last: those `fileRole` had when the baseline was defined. */
const BASELINE_LAST: ReadonlySet<FileRole> = new Set(["test", "doc", "example", "bench", "generated"]);

/** A file of the baseline index: repo-relative path and full text. */
export interface BaselineFile {
  path: string;
  text: string;
}

/** The baseline index; `close()` frees it. */
export interface FileBm25 {
  /** Paths by BM25 of their whole text for `query`, best first, at most `limit`. */
  rank(query: string, limit: number): string[];
  /** The same ranking with test, doc, example, benchmark and generated files (`BASELINE_LAST`) after the others. */
  rankTestsLast(query: string, limit: number): string[];
  /** Role of an indexed path (path and header). */
  role(path: string): FileRole;
  close(): void;
}

/** Builds the baseline index over `files`. */
export function buildFileBm25(files: BaselineFile[]): FileBm25 {
  const db = new Database(":memory:");
  db.exec(`CREATE VIRTUAL TABLE files USING fts5(path UNINDEXED, body, tokenize="porter unicode61 tokenchars '_'")`);
  const insert = db.prepare("INSERT INTO files(path, body) VALUES (?, ?)");
  const roles = new Map<string, FileRole>();
  db.transaction(() => {
    for (const f of files) {
      insert.run(f.path, expandForIndex(f.text));
      roles.set(f.path, fileRole(f.path, f.text));
    }
  })();
  const query = db.prepare("SELECT path FROM files WHERE files MATCH ? ORDER BY bm25(files), path LIMIT ?");
  const rank = (q: string, limit: number): string[] => {
    const match = toMatchQuery(q);
    return match ? (query.all(match, limit) as { path: string }[]).map((r) => r.path) : [];
  };
  const role = (p: string): FileRole => roles.get(p) ?? fileRole(p);
  return {
    rank,
    rankTestsLast: (q, limit) => {
      // Deep enough that the sources below many tests still come up.
      const all = rank(q, Math.max(limit * 10, 200));
      const last = (p: string): boolean => BASELINE_LAST.has(role(p));
      return [...all.filter((p) => !last(p)), ...all.filter(last)].slice(0, limit);
    },
    role,
    close: () => db.close(),
  };
}
