/**
 * Freshness of indexed summaries (every result says whether the summaries it used are
 * fresh): a doc is fresh when its file on disk still hashes to the content hash it was indexed from.
 */
import fs from "node:fs";
import path from "node:path";
import { hashBytes, initHash } from "../shared/hash.js";
import type { SearchDocRecord } from "../store/index.js";

/**
 * Per doc id: true when `<root>/<doc path>` hashes to the doc's `fileHash`; false when it differs or the
 * file is gone. Each file is read once per call.
 */
export async function checkFreshness(root: string, docs: Pick<SearchDocRecord, "id" | "node" | "fileHash">[]): Promise<Map<string, boolean>> {
  await initHash();
  const byPath = new Map<string, string | undefined>();
  const out = new Map<string, boolean>();
  for (const doc of docs) {
    const p = doc.node.path;
    if (!byPath.has(p)) {
      let hash: string | undefined;
      try {
        hash = hashBytes(fs.readFileSync(path.join(root, p)));
      } catch {
        hash = undefined;
      }
      byPath.set(p, hash);
    }
    out.set(doc.id, byPath.get(p) === doc.fileHash);
  }
  return out;
}
