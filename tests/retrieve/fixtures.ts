/** A tiny corpus of search documents built by hand (no graph or hierarchy stage needed). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GraphNode, GraphNodeKind } from "../../src/graph/index.js";
import type { SearchDocument } from "../../src/retrieve/index.js";
import { SqliteStore } from "../../src/store/index.js";

let line = 1;
function node(id: string, kind: GraphNode["kind"], signature: string, doc?: string): GraphNode {
  const [filePath, qualified] = id.split("#") as [string, string | undefined];
  const name = (qualified ?? filePath).split(".").pop()!;
  const start = line;
  line += 10;
  return {
    id,
    kind,
    name: kind === "file" ? filePath.split("/").pop()! : name,
    qualifiedName: qualified ?? filePath,
    path: filePath,
    language: "typescript",
    span: { startLine: start, endLine: start + 5, startByte: 0, endByte: 0 },
    contentHash: `h-${id}`,
    signature,
    ...(doc ? { doc } : {}),
  };
}

/** Five functions with distinct vocabularies. */
/** A function's search document at `path` (lines 1–3) whose code is `code`. */
export const functionDoc = (path: string, name: string, code: string, summaryText = `${name} in words.`): SearchDocument => ({
  node: { id: `${path}#${name}`, kind: "function", name, qualifiedName: name, path, language: "typescript", span: { startLine: 1, endLine: 3, startByte: 0, endByte: 0 }, contentHash: `h-${path}#${name}` },
  code,
  summaryText,
  contractText: `${name}()`,
});

/**
 * A node's search document: `id` as `path#Qualified.name`, its `kind` and `language`, a span of four lines from
 * `startLine`, its `code` and `summaryText`; `extra` sets other node fields (`exported`).
 */
export function nodeDoc(id: string, kind: GraphNodeKind, language: string, startLine: number, code: string, summaryText: string, extra: Partial<GraphNode> = {}): SearchDocument {
  const [path, qualified] = id.split("#") as [string, string];
  const node: GraphNode = { id, kind, name: qualified.split(".").pop()!, qualifiedName: qualified, path, language, span: { startLine, endLine: startLine + 3, startByte: 0, endByte: 0 }, contentHash: `h-${id}`, ...extra };
  return { node, code, summaryText, contractText: "" };
}

/** A file's search document whose code and whole text are `text`. */
export const fileDoc = (path: string, text: string): SearchDocument => ({
  node: { id: path, kind: "file", name: path.split("/").pop()!, qualifiedName: path, path, language: "typescript", contentHash: `h-${path}` },
  code: text,
  summaryText: `The file ${path}.`,
  contractText: "",
  fileText: text,
});

export function corpus(): SearchDocument[] {
  line = 1;
  return [
    {
      node: node("src/config.ts#parseJsonFile", "function", "parseJsonFile(file: string): Config"),
      code: "export function parseJsonFile(file: string): Config {\n  const text = fs.readFileSync(file, 'utf8');\n  return JSON.parse(text);\n}",
      summaryText: "Loads the configuration from disk and decodes it.",
      contractText: "parseJsonFile(file: string): Config",
    },
    {
      node: node("src/io.py#read_file_lines", "function", "read_file_lines(path)"),
      code: "def read_file_lines(path):\n    with open(path) as f:\n        return f.readlines()",
      summaryText: "Returns every line of a text file as a list.",
      contractText: "read_file_lines(path)",
    },
    {
      node: node("src/net.ts#HttpClient.retryRequest", "method", "retryRequest(req: Request, attempts: number): Promise<Response>"),
      code: "async retryRequest(req, attempts) {\n  for (let i = 0; i < attempts; i++) { try { return await this.send(req); } catch {} await sleep(backoff(i)); }\n}",
      summaryText: "Sends an HTTP request again with exponential backoff when the server fails.",
      contractText: "retryRequest(req: Request, attempts: number): Promise<Response>",
    },
    {
      node: node("src/cache.ts#LruCache.evictOldest", "method", "evictOldest(): void"),
      code: "evictOldest() {\n  const key = this.order.shift();\n  if (key !== undefined) this.map.delete(key);\n}",
      summaryText: "Removes the least recently used entry to make room.",
      contractText: "evictOldest(): void",
    },
    {
      node: node("src/auth.ts#hashPassword", "function", "hashPassword(password: string, salt: string): string"),
      code: "export function hashPassword(password, salt) {\n  return crypto.scryptSync(password, salt, 64).toString('hex');\n}",
      summaryText: "Derives a secure key from a user password with scrypt.",
      contractText: "hashPassword(password: string, salt: string): string",
    },
  ];
}

/** A SQLite store in a new temp directory. */
export function tempStore(): { store: SqliteStore; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-retrieve-"));
  return { store: new SqliteStore(path.join(dir, "strata.db")), dir };
}
