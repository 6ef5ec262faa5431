/** A tiny hand-written repository graph: two files in `src/`, a class, a call chain, unresolved calls. */
import type { FileFacts } from "../../src/summarize/index.js";
import { calls, contains, edge, fn, graph, node } from "./graphs.js";

export function tinyGraph(leafHash = "h:parseLine") {
  return graph(
    [
      node(".", "repository"),
      node("src/", "folder", { name: "src" }),
      node("src/config.ts", "file"),
      node("src/main.ts", "file"),
      fn("src/config.ts#readConfig", { doc: "Reads the config file from disk. Missing keys get defaults.", signature: "readConfig(path: string): Config", exported: true }),
      fn("src/config.ts#parseLine", { signature: "parseLine(line: string): [string, string]", contentHash: leafHash }),
      fn("src/main.ts#main", { doc: "Entry point: loads the config and starts the server.", signature: "main(): void" }),
      node("src/main.ts#Server", "class", { name: "Server", doc: "HTTP server for the API." }),
      node("src/main.ts#Server.start", "method", { name: "start", signature: "start(port: number): Promise<void>" }),
    ],
    [
      ...contains(".", "src/"),
      ...contains("src/", "src/config.ts", "src/main.ts"),
      ...contains("src/config.ts", "src/config.ts#parseLine", "src/config.ts#readConfig"),
      ...contains("src/main.ts", "src/main.ts#Server", "src/main.ts#main"),
      ...contains("src/main.ts#Server", "src/main.ts#Server.start"),
      ...calls("src/main.ts#main", "src/config.ts#readConfig", "src/config.ts#parseLine"),
      edge("src/main.ts#main", "src/main.ts#Server.start"),
      edge("src/main.ts#main", "?console.log"),
      edge("src/config.ts#readConfig", "?fs.readFileSync"),
      edge("src/config.ts#readConfig", "?JSON.parse"),
      edge("src/main.ts#Server.start", "?http.createServer"),
    ],
  );
}

export const tinyFiles = new Map<string, FileFacts>([
  ["src/config.ts", { responsibility: "Loads configuration.", sideEffects: ["file system (node:fs)"], key: "c1" }],
]);
